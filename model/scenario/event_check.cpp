// Events built inside the program (the window's dialogs and menus) are checked here, once, against
// their catalogue row and the pod's counts: the same rules the scenario reader applies to a file,
// without a trip through JSON text.

#include <spdlog/fmt/fmt.h>
#include <algorithm>
#include <cmath>

#include "core/json_reader.h"
#include "scenario/scenario.h"

namespace podtwin {

namespace {

bool openEndedValue(const ParamSpec& p, double v) {
  return std::isinf(v) && v > 0.0 && std::isinf(p.def) && p.def > 0.0;
}

void checkNumber(const ParamSpec& p, const Event& e, std::vector<std::string>& out) {
  const auto it = e.numbers.find(p.name);
  if (it == e.numbers.end()) {
    if (p.required) out.push_back(p.name + " is required (" + p.help + ")");
    return;
  }
  const double v = it->second;
  if (p.kind == ParamKind::Bool) {
    if (v != 0.0 && v != 1.0) out.push_back(p.name + " must be on (1) or off (0)");
    return;
  }
  // An open-ended parameter at +inf is "until restored", as a file that leaves the key out.
  if (openEndedValue(p, v)) return;
  if (!p.range.contains(v)) {
    out.push_back(p.name + ": " + formatNumber(v) + " is not allowed (must be " +
                  p.range.describe() + ")");
  }
}

void checkString(const ParamSpec& p, const Event& e, std::vector<std::string>& out) {
  const auto it = e.strings.find(p.name);
  if (it == e.strings.end()) {
    if (p.required) out.push_back(p.name + " is required (" + p.help + ")");
    return;
  }
  if (!p.allowed.empty() &&
      std::find(p.allowed.begin(), p.allowed.end(), it->second) == p.allowed.end()) {
    std::string list;
    for (const auto& a : p.allowed) list += (list.empty() ? "\"" : ", \"") + a + "\"";
    out.push_back(fmt::format("{}: \"{}\" is not one of {}", p.name, it->second, list));
  }
}

}  // namespace

Event newEvent(EventType type, double t_s) {
  const EventSpec& spec = eventSpec(type);
  Event e;
  e.t_s = t_s;
  e.type = type;
  e.source = spec.source;
  // A type whose only target is a singleton ("grid", "job", ...) gets it, as a file may omit it.
  if (spec.targetShapes.size() == 1 && spec.targetShapes[0].size() == 1 &&
      PodCounts{}.countOf(spec.targetShapes[0][0]) < 0) {
    e.target.segments.push_back({spec.targetShapes[0][0], 0});
  }
  for (const auto& p : spec.params) {
    if (p.kind != ParamKind::String)
      e.numbers[p.name] = p.def;
    else if (!p.allowed.empty())
      e.strings[p.name] = p.allowed.front();
  }
  return e;
}

std::vector<std::string> eventProblems(const Event& e, const PodCounts* counts) {
  std::vector<std::string> out;
  const EventSpec& spec = e.spec();
  if (!std::isfinite(e.t_s) || e.t_s < 0.0) out.push_back("the time must be finite and >= 0");
  if (auto err = checkTarget(spec, e.target, counts)) out.push_back(*err);
  for (const auto& p : spec.params) {
    if (p.kind == ParamKind::String)
      checkString(p, e, out);
    else
      checkNumber(p, e, out);
  }
  const auto known = [&spec](const std::string& name, bool text) {
    return std::any_of(spec.params.begin(), spec.params.end(), [&](const ParamSpec& p) {
      return p.name == name && (p.kind == ParamKind::String) == text;
    });
  };
  for (const auto& kv : e.numbers)
    if (!known(kv.first, false)) out.push_back(spec.name + " has no number " + kv.first);
  for (const auto& kv : e.strings)
    if (!known(kv.first, true)) out.push_back(spec.name + " has no text " + kv.first);
  // An instrument belongs to one kind of object: a CDU has a flow meter, a rack does not.
  if ((e.type == EventType::SensorFault || e.type == EventType::SensorRestore) &&
      !e.target.segments.empty() && e.strings.count("sensor") != 0) {
    if (auto err = sensorTargetProblem(e.strings.at("sensor"), e.target)) out.push_back(*err);
  }
  return out;
}

}  // namespace podtwin
