#include <cstring>

#include "core/builtin.h"
#include "core/config_error.h"
#include "core/json_reader.h"

namespace podtwin {

std::optional<std::string> findBuiltin(const std::string& kind, const std::string& name) {
  for (const auto& r : builtinResources()) {
    if (kind == r.kind && name == r.name) return std::string(r.text);
  }
  return std::nullopt;
}

std::vector<std::string> builtinNames(const std::string& kind) {
  std::vector<std::string> out;
  for (const auto& r : builtinResources()) {
    if (kind == r.kind) out.emplace_back(r.name);
  }
  return out;
}

std::pair<std::string, std::string> readSource(const std::string& kind, const std::string& spec) {
  static const std::string prefix = "builtin:";
  if (spec.rfind(prefix, 0) == 0) {
    std::string name = spec.substr(prefix.size());
    if (auto text = findBuiltin(kind, name)) return {*text, spec};
    std::string list;
    for (const auto& n : builtinNames(kind)) list += (list.empty() ? "" : ", ") + n;
    throw ConfigError(
        {{spec, 0, "",
          "no built-in " + kind + " named \"" + name + "\" (built-ins: " + list + ")"}});
  }
  return {readTextFile(spec), spec};
}

}  // namespace podtwin

#include "config/pod_config.h"
#include "scenario/scenario.h"

namespace podtwin {

PodConfig loadPodConfig(const std::string& spec) {
  auto [text, name] = readSource("pod", spec);
  return parsePodConfig(text, name);
}

Scenario loadScenario(const std::string& spec, const PodCounts& counts) {
  if (spec.empty()) {
    Scenario s;
    s.name = "empty";
    return s;
  }
  auto [text, name] = readSource("scenario", spec);
  return parseScenario(text, name, &counts);
}

}  // namespace podtwin

#include "drill/drill.h"
#include "sim/checkpoint_file.h"
#include "sim/simulation.h"

namespace podtwin::drill {

Drill loadDrill(const std::string& spec) {
  auto [text, name] = readSource("drill", spec);
  return parseDrill(text, name, [](const std::string& podSpec) {
    return Simulation::countsFor(loadPodConfig(podSpec));
  });
}

PodConfig loadDrillPod(const Drill& drill) {
  if (drill.initialCheckpoint) {
    return resumeFromCheckpoint(*drill.initialCheckpoint, drill.initialCheckpointPath)->pod();
  }
  return loadPodConfig(drill.pod);
}

}  // namespace podtwin::drill
