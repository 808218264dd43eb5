// Fuzzes the checkpoint loader in two modes, chosen by the input's first bytes:
//  - a file ("PODTWCKP..."): decodeCheckpoint and resumeFromCheckpoint must accept it or throw
//    CheckpointError;
//  - anything else: the bytes are a state of the default pod (seed 1) given to Simulation::restore
//    directly, past the file's checksums, which the fuzzer could not forge: StateReader and the
//    checks after it must accept the state or throw StateFormatError.
// An accepted state then runs a few ticks, which must not crash or read out of bounds; the model's
// own refusal of a non-physical state (DivergenceError) is a clean failure there.
#include <cstdint>
#include <cstring>
#include <memory>
#include <string>

#include "config/pod_config.h"
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
  podtwin::SimState st = start;
  st.bytes.assign(data, data + size);
  try {
    sim.restore(st);
  } catch (const podtwin::StateFormatError&) {
    return 0;
  }
  stepSome(sim);
  return 0;
}
