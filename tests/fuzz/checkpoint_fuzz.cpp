// Fuzzes the checkpoint loader in two modes, chosen by the input's first bytes:
//  - a file ("PODTWCKP..."): decodeCheckpoint and resumeFromCheckpoint must accept it or throw
//    CheckpointError;
//  - anything else: the bytes are a named state (core/named_state.h) of the default pod (seed 1)
//    given to Simulation::restoreNamed directly, past the file's checksums, which the fuzzer could
//    not forge: FieldTable, NamedStateReader and the checks after it must accept the state or
//    throw StateFormatError.
// The seeds are made at fuzz time from checkpoints of the build (scripts/fuzz.sh), so a new state
// field needs no regenerated binary file.
// An accepted state then runs a few ticks, which must not crash or read out of bounds; the model's
// own refusal of a non-physical state (DivergenceError) is a clean failure there.
#include <cstdint>
#include <cstring>
#include <memory>
#include <string>

#include "config/pod_config.h"
#include "core/named_state.h"
#include "core/state_archive.h"
#include "sim/checkpoint_file.h"
#include "sim/simulation.h"

namespace {

constexpr int kTicksAfterRestore = 3;

void stepSome(podtwin::Simulation& sim) {
  try {
    for (int i = 0; i < kTicksAfterRestore; ++i) sim.step();
  } catch (const podtwin::DivergenceError&) {
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const podtwin::PodConfig pod = podtwin::loadPodConfig("builtin:default");
  static podtwin::Simulation sim(pod, podtwin::Scenario{}, 1);
  static const podtwin::SimState start = sim.checkpoint();

  const std::string bytes(reinterpret_cast<const char*>(data), size);
  if (bytes.rfind("PODTWCKP", 0) == 0) {
    try {
      const auto resumed =
          podtwin::resumeFromCheckpoint(podtwin::decodeCheckpoint(bytes, "fuzz.ckpt"), "fuzz.ckpt");
      stepSome(*resumed);
    } catch (const podtwin::CheckpointError&) {
    }
    return 0;
  }
  sim.restore(start);
  try {
    sim.restoreNamed(start, podtwin::FieldTable(std::vector<std::uint8_t>(data, data + size)));
  } catch (const podtwin::StateFormatError&) {
    return 0;
  }
  stepSome(sim);
  return 0;
}
