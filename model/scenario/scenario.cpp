#include "scenario/scenario.h"

#include <spdlog/fmt/fmt.h>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <nlohmann/json.hpp>

#include "core/json_reader.h"

namespace podtwin {

namespace {

std::string describeShapes(const EventSpec& spec) {
  std::string out;
  for (const auto& shape : spec.targetShapes) {
    std::string s;
    for (const auto& k : shape) {
      if (!s.empty()) s += "/";
      s += k;
      if (PodCounts{}.countOf(k) >= 0) s += "N";
    }
    out += (out.empty() ? "" : " or ") + ("\"" + s + "\"");
  }
  return out;
}

}  // namespace

std::optional<std::string> checkTarget(const EventSpec& spec, const Target& target,
                                       const PodCounts* counts) {
  for (const auto& shape : spec.targetShapes) {
    if (shape.size() != target.segments.size()) continue;
    bool match = true;
    for (std::size_t i = 0; i < shape.size(); ++i) {
      if (shape[i] != target.segments[i].kind) match = false;
    }
    if (!match) continue;
    for (const auto& seg : target.segments) {
      const int max = PodCounts{}.countOf(seg.kind) >= 0 && counts ? counts->countOf(seg.kind) : -1;
      const bool indexed = PodCounts{}.countOf(seg.kind) >= 0;
      if (indexed && seg.index == 0) return seg.kind + " needs a number (e.g. " + seg.kind + "1)";
      if (!indexed && seg.index != 0) return seg.kind + " takes no number";
      if (max >= 0 && seg.index > max) {
        return seg.kind + std::to_string(seg.index) + " does not exist (this pod has " +
               std::to_string(max) + " " + seg.kind + (max == 1 ? "" : "s") + ", numbered from 1)";
      }
    }
    return std::nullopt;
  }
  return "target \"" + target.toString() + "\" does not fit " + spec.name + " (expected " +
         describeShapes(spec) + ")";
}

namespace {

const char* kindWord(ParamKind k) {
  switch (k) {
    case ParamKind::Number:
      return "number";
    case ParamKind::Bool:
      return "bool";
    case ParamKind::String:
      return "string";
  }
  return "number";
}

// The catalogue row's parameter `name` of kind `kind`, or EventParamError naming the type.
const ParamSpec& paramOf(const Event& e, std::string_view name, ParamKind kind) {
  for (const auto& p : e.spec().params) {
    if (p.name == name && p.kind == kind) return p;
  }
  throw EventParamError(
      fmt::format("event type {} has no {} parameter \"{}\"", e.typeName(), kindWord(kind), name));
}

}  // namespace

double Event::number(std::string_view name) const {
  const ParamSpec& p = paramOf(*this, name, ParamKind::Number);
  const auto it = numbers.find(p.name);
  return it == numbers.end() ? p.def : it->second;
}

bool Event::flag(std::string_view name) const {
  const ParamSpec& p = paramOf(*this, name, ParamKind::Bool);
  const auto it = numbers.find(p.name);
  return (it == numbers.end() ? p.def : it->second) != 0.0;
}

std::string Event::text(std::string_view name) const {
  const ParamSpec& p = paramOf(*this, name, ParamKind::String);
  const auto it = strings.find(p.name);
  if (it != strings.end()) return it->second;
  return p.allowed.empty() ? std::string() : p.allowed.front();
}

void Scenario::sortEvents() {
  std::stable_sort(events.begin(), events.end(),
                   [](const Event& a, const Event& b) { return a.t_s < b.t_s; });
}

namespace {

// Reads an event's parameters from `r` (already positioned on the event object), filling defaults.
void readParams(JsonReader& r, const EventSpec& spec, Event& e) {
  for (const auto& p : spec.params) {
    if (p.required && !r.has(p.name)) {
      r.error(p.name, "is required for " + spec.name + " (" + p.help + ")");
      r.raw(p.name);
      continue;
    }
    switch (p.kind) {
      case ParamKind::Number:
        e.numbers[p.name] = r.number(p.name, p.def, p.range);
        break;
      case ParamKind::Bool:
        e.numbers[p.name] = r.boolean(p.name, p.def != 0.0) ? 1.0 : 0.0;
        break;
      case ParamKind::String:
        e.strings[p.name] = r.string(p.name, p.allowed.empty() ? "" : p.allowed.front(), p.allowed);
        break;
    }
  }
}

}  // namespace

Event readEventFields(JsonReader& er, int index, const PodCounts* counts) {
  Event e;
  e.index = index;
  e.line = er.line();
  const std::string type = er.requireString("type");
  const EventSpec* spec = type.empty() ? nullptr : findEventSpec(type);
  if (!type.empty() && spec == nullptr) {
    er.error("type", "event " + std::to_string(e.index) + ": unknown event type \"" + type + "\"");
  }
  if (spec != nullptr) {
    e.type = spec->id;
    e.source = spec->source;
  }
  if (er.has("source")) {
    const std::string src =
        er.string("source", eventSourceName(e.source), {"failure", "operator", "automatic"});
    if (auto parsed = parseEventSource(src)) e.source = *parsed;
  }
  // A target of the wrong type is reported once, by string(); it is not then also "not valid".
  const bool targetWrongType = er.has("target") && !er.raw("target").is_string();
  std::string targetText = er.string("target", "");
  if (spec != nullptr && targetWrongType) {
    readParams(er, *spec, e);
  } else if (spec != nullptr) {
    // Events whose only target is a singleton ("grid", "job", ...) may omit it.
    if (targetText.empty() && spec->targetShapes.size() == 1 && spec->targetShapes[0].size() == 1 &&
        PodCounts{}.countOf(spec->targetShapes[0][0]) < 0) {
      targetText = spec->targetShapes[0][0];
    }
    auto target = parseTarget(targetText);
    if (!target) {
      er.error("target", fmt::format("event {} ({}): target \"{}\" is not valid (expected {})",
                                     e.index, type, targetText, describeShapes(*spec)));
    } else if (auto err = checkTarget(*spec, *target, counts)) {
      er.error("target", "event " + std::to_string(e.index) + " (" + type + "): " + *err);
    } else {
      e.target = *target;
    }
    readParams(er, *spec, e);
    // An instrument belongs to one kind of object: a CDU has a flow meter, a rack does not.
    if ((e.type == EventType::SensorFault || e.type == EventType::SensorRestore) &&
        !e.target.segments.empty()) {
      if (auto err = sensorTargetProblem(e.strings["sensor"], e.target)) {
        er.error("sensor", "event " + std::to_string(e.index) + " (" + type + "): " + *err);
      }
    }
  }
  return e;
}

Scenario parseScenario(const std::string& text, const std::string& fileName,
                       const PodCounts* counts) {
  auto doc = JsonDocument::parse(text, fileName);
  IssueList issues;
  JsonReader root = JsonReader::root(doc, issues);
  Scenario s;
  int version = root.integer("schema_version", 1, 1, 1);
  (void)version;
  s.name = root.string("name", "");
  s.description = root.string("description", "");
  s.expectedOutcome = root.string("expected_outcome", "");
  if (root.has("duration_s")) s.durationS = root.number("duration_s", 3600.0, Range::positive(1e9));
  if (root.has("seed")) {
    s.seed = static_cast<std::uint64_t>(root.integer("seed", 1, 0, 2147483647));
  }
  std::vector<JsonReader> events;
  if (root.has("events") && !root.raw("events").is_array()) {
    root.error("events", "must be an array of events");
  } else {
    events = root.objects("events");
  }
  constexpr std::size_t kMaxEvents = 1000000;
  if (events.size() > kMaxEvents) {
    root.error("events",
               std::to_string(events.size()) + " events is more than the limit of 1000000");
    events.clear();
  }
  int index = 0;
  for (auto& er : events) {
    const int i = index++;
    const double t = er.requireNumber("t_s", Range::nonNegative(1e9));
    Event e = readEventFields(er, i, counts);
    e.t_s = t;
    er.finish();
    s.events.push_back(std::move(e));
  }
  root.finish();
  issues.throwIfAny();
  s.sortEvents();
  return s;
}

FittedScenario fitScenarioTo(const Scenario& s, const PodCounts& counts) {
  FittedScenario out;
  out.scenario = s;
  out.scenario.events.clear();
  for (const Event& e : s.events) {
    if (auto why = checkTarget(e.spec(), e.target, &counts)) {
      out.leftOut.push_back({e, *why});
    } else {
      out.scenario.events.push_back(e);
    }
  }
  return out;
}

namespace {

/// The shortest decimal within 1e-10 s of `t`: a time reached by adding control steps (983 × 0.1 s
/// is 98.30000000000001) is written as people write it (98.3). Events apply at the tick starting
/// within 1e-9 s of their time (Simulation), so the written time selects the same tick.
double readableTimeS(double t) {
  if (!std::isfinite(t)) return t;
  for (int digits = 1; digits <= 17; ++digits) {
    char buf[40];
    std::snprintf(buf, sizeof buf, "%.*g", digits, t);
    const double d = std::strtod(buf, nullptr);
    if (std::abs(d - t) <= 1e-10) return d;
  }
  return t;
}

}  // namespace

std::string scenarioToJson(const Scenario& s) {
  nlohmann::ordered_json j;
  j["schema_version"] = 1;
  if (!s.name.empty()) j["name"] = s.name;
  if (!s.description.empty()) j["description"] = s.description;
  if (!s.expectedOutcome.empty()) j["expected_outcome"] = s.expectedOutcome;
  if (s.durationS) j["duration_s"] = *s.durationS;
  if (s.seed) j["seed"] = *s.seed;
  j["events"] = nlohmann::ordered_json::array();
  for (const auto& e : s.events) {
    nlohmann::ordered_json ej;
    ej["t_s"] = readableTimeS(e.t_s);
    ej["type"] = e.typeName();
    ej["target"] = e.target.toString();
    const EventSpec& spec = e.spec();
    for (const auto& [k, v] : e.numbers) {
      if (!std::isfinite(v))
        continue;  // infinite defaults ("until restored") are the absence of the key
      bool isBool = false;
      for (const auto& p : spec.params) {
        if (p.name == k && p.kind == ParamKind::Bool) isBool = true;
      }
      if (isBool) {
        ej[k] = v != 0.0;
      } else {
        ej[k] = v;
      }
    }
    for (const auto& [k, v] : e.strings) ej[k] = v;
    if (e.source != spec.source) ej["source"] = eventSourceName(e.source);
    j["events"].push_back(ej);
  }
  return j.dump(2) + "\n";
}

namespace {

[[noreturn]] void refuseEvent(const std::string& type, const std::vector<std::string>& problems) {
  std::vector<ConfigIssue> issues;
  for (const auto& p : problems) issues.push_back({"<injected event>", 0, "", type + ": " + p});
  throw ConfigError(std::move(issues));
}

}  // namespace

Event makeEvent(double t_s, EventType type, const std::string& target,
                const std::map<std::string, double>& numbers,
                const std::map<std::string, std::string>& strings, const PodCounts* counts) {
  // Built and checked as a typed Event (newEvent, eventProblems): no trip through JSON text.
  const EventSpec& spec = eventSpec(type);
  Event e = newEvent(type, t_s);
  if (!target.empty()) {
    const auto t = parseTarget(target);
    if (!t) {
      refuseEvent(spec.name, {"target \"" + target + "\" is not valid (expected " +
                              describeShapes(spec) + ")"});
    }
    e.target = *t;
  }
  for (const auto& entry : numbers) {
    const std::string& name = entry.first;
    const double v = entry.second;
    const auto p = std::find_if(spec.params.begin(), spec.params.end(),
                                [&name](const ParamSpec& ps) { return ps.name == name; });
    // Bool parameters arrive as numbers from callers: any non-zero is on.
    e.numbers[name] =
        p != spec.params.end() && p->kind == ParamKind::Bool ? (v != 0.0 ? 1.0 : 0.0) : v;
  }
  for (const auto& [k, v] : strings) e.strings[k] = v;
  if (const auto problems = eventProblems(e, counts); !problems.empty()) {
    refuseEvent(spec.name, problems);
  }
  return e;
}

Event makeEvent(double t_s, const std::string& type, const std::string& target,
                const std::map<std::string, double>& numbers,
                const std::map<std::string, std::string>& strings, const PodCounts* counts) {
  const auto parsed = parseEventType(type);
  if (!parsed) refuseEvent(type, {"unknown event type \"" + type + "\""});
  return makeEvent(t_s, *parsed, target, numbers, strings, counts);
}

}  // namespace podtwin
