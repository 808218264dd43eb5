// Fuzzes the sweep-spec parser and what a parsed spec is used for before any physics runs: case
// expansion, the per-case pod edit (which re-reads the pod) and the Monte-Carlo failure sampling.
// Only built-in pods and scenarios are reachable, so an input cannot make the fuzzer read files.
#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "core/builtin.h"
#include "core/config_error.h"
#include "study/case_runner.h"
#include "study/sweep_spec.h"

namespace {
std::pair<std::string, std::string> builtinOnly(const std::string& kind, const std::string& ref) {
  if (ref.rfind("builtin:", 0) != 0) {
    throw podtwin::ConfigError({{ref, 0, "", "the fuzzer reads built-ins only"}});
  }
  return podtwin::readSource(kind, ref);
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  try {
    const podtwin::study::SweepSpec spec =
        podtwin::study::parseSweepSpec(text, "fuzz.json", builtinOnly);
    const std::size_t cases = spec.caseCount();
    if (cases == 0) std::abort();  // a parsed spec always has at least one case
    // A year of sampled failures at most, so one input stays well under libFuzzer's timeout.
    const bool sampleFailures = spec.durationS <= 365.0 * 86400.0;
    for (std::size_t i : {std::size_t{0}, cases / 2, cases - 1}) {
      const podtwin::study::CaseDef c = podtwin::study::caseAt(spec, i);
      if (c.index != i || c.gridPoint >= spec.gridPoints()) std::abort();
      const podtwin::PodConfig pod = podtwin::study::podFor(spec, c);
      if (sampleFailures) {
        int failures = 0;
        (void)podtwin::study::scenarioFor(spec, c, podtwin::Simulation::countsFor(pod), &failures);
        if (failures < 0) std::abort();
      }
    }
  } catch (const podtwin::ConfigError&) {
  }
  return 0;
}
