#pragma once
// --checkpoint-every SECONDS --checkpoint-dir DIR of `run` and `resume`: a checkpoint file every
// interval of simulated time and one at the end of the run, named by their exact simulated time so
// they sort in order and no two share a name.

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "sim/cli_support.h"

namespace podtwin {
class Simulation;
}

namespace podtwin::cli {

/// Whole control ticks in `seconds` (at least one), warning when the interval is rounded.
std::uint64_t wholeTicks(const char* what, double seconds, double dt);

struct CheckpointPlan {
  std::string dir;
  double dt = 0.0;
  std::uint64_t everyTicks = 0;  ///< 0 = no checkpoints

  /// Reads the options; the folder is made by createFolder() once every check has passed.
  static CheckpointPlan from(const std::map<std::string, std::string>& o, double dt);
  void createFolder() const;
  /// The decimals a name gives the time: the fewest (from 1) that write every multiple of dt
  /// exactly (1 for 0.1 s ticks, 3 for 1 ms).
  int decimals() const;
  /// The file name of the checkpoint at `tick`: "ckpt-0000000100.0s.ckpt" at 100 s with 0.1 s
  /// ticks, one more digit per decimal of dt ("ckpt-0000000000.010s.ckpt" at 10 ms with 1 ms
  /// ticks).
  std::string fileName(std::uint64_t tick) const;
  /// True when a run from `firstTick` to `totalTicks` writes a checkpoint named `name`: at every
  /// multiple of everyTicks after firstTick and at totalTicks.
  bool writes(const std::string& name, std::uint64_t firstTick, std::uint64_t totalTicks) const;
  /// The checkpoint files a run from `firstTick` to `totalTicks` writes that are among `inputs`'
  /// names in `dir` (for refuseOverlappingPaths to compare with the inputs).
  std::vector<NamedPath> amongInputs(const std::vector<NamedPath>& inputs, std::uint64_t firstTick,
                                     std::uint64_t totalTicks) const;
  /// Writes the checkpoint of `sim` at its tick; throws BadInput when it cannot.
  void write(const Simulation& sim) const;
};

}  // namespace podtwin::cli
