#pragma once
// Checks podtwin-sim makes before it starts stepping: the simulated time against kMaxRunS, the
// estimated wall time (one line on stderr when a run will take a while), and the folders outputs go
// into.

#include <cstdint>
#include <string>
#include <vector>

#include "sim/cli_support.h"

namespace podtwin::cli {

/// Runs estimated to take at least this long print their estimate first, s.
constexpr double kAnnounceWallS = 60.0;

/// Throws BadInput when `simulatedS` (what `what` names: "--duration", "--at", a file's
/// duration_s) is beyond kMaxRunS.
void refuseLongRun(const std::string& what, double simulatedS);

/// "podtwin-sim: COMMAND: about T of wall time (...)" when stepping `racks` racks through `ticks`
/// control ticks `times` times (a sweep's cases) over `threads` workers is estimated at
/// kAnnounceWallS or more; "" when it is shorter.
std::string wallTimeNotice(const std::string& command, int racks, double ticks, double times = 1.0,
                           int threads = 1);
/// Prints wallTimeNotice(...) to stderr, when it is not empty.
void announceWallTime(const std::string& command, int racks, double ticks, double times = 1.0,
                      int threads = 1);

/// Throws BadInput when an output's folder does not exist (the user named it; nothing is created
/// for them): "--csv out/x.csv: the folder out does not exist". Empty paths are passed over.
void refuseMissingOutputFolders(const std::vector<NamedPath>& outputs);

}  // namespace podtwin::cli
