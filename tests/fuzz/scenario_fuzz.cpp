// Fuzzes the scenario loader against the default pod's object counts, and the JSON writer's round
// trip: a scenario that loads must save and load back to the same events.
#include <cstdint>
#include <cstdlib>
#include <string>

#include "config/pod_config.h"
#include "core/config_error.h"
#include "scenario/scenario.h"
#include "sim/simulation.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const podtwin::PodCounts counts =
      podtwin::Simulation::countsFor(podtwin::loadPodConfig("builtin:default"));
  std::string text(reinterpret_cast<const char*>(data), size);
  try {
    podtwin::Scenario s = podtwin::parseScenario(text, "fuzz.json", &counts);
    podtwin::Scenario back =
        podtwin::parseScenario(podtwin::scenarioToJson(s), "back.json", &counts);
    if (back.events.size() != s.events.size()) std::abort();
    for (std::size_t i = 0; i < s.events.size(); ++i) {
      if (!(back.events[i] == s.events[i])) std::abort();
    }
  } catch (const podtwin::ConfigError&) {
  }
  return 0;
}
