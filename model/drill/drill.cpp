#include "drill/drill.h"

#include <spdlog/fmt/fmt.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <memory>
#include <nlohmann/json.hpp>

#include "core/json_reader.h"
#include "sim/checkpoint_file.h"
#include "sim/log_codes.h"
#include "sim/simulation.h"

namespace podtwin::drill {

namespace {

using Getter = double (*)(const Snapshot&, const Target&, double);

struct QuantityRow {
  QuantitySpec spec;
  Getter get;
};

// Index of object `i` (1-based in targets) of a per-object array, or nothing past its end.
template <class V>
const typename V::value_type* at(const V& v, int index1) {
  const auto i = static_cast<std::size_t>(index1 - 1);
  return index1 >= 1 && i < v.size() ? &v[i] : nullptr;
}

const PumpSnapshot* pumpOf(const Snapshot& s, const Target& t) {
  const CduSnapshot* c = at(s.cdus, t.index(0));
  return c != nullptr ? at(c->pumps, t.index(1)) : nullptr;
}

double rackStateBit(const Snapshot& s, const Target& t, std::uint8_t bit) {
  const auto* st = at(s.racks.state, t.index(0));
  return st != nullptr && (*st & bit) ? 1.0 : 0.0;
}

// The one table of quantities: name, target kind, help and how to read it from a snapshot.
const std::vector<QuantityRow>& rows() {
  static const std::vector<QuantityRow> table = {
      {{"time_s", "", "time since the drill started, s"},
       [](const Snapshot&, const Target&, double t) { return t; }},
      {{"ambient_c", "", "outdoor dry-bulb, °C"},
       [](const Snapshot& s, const Target&, double) { return s.ambientTempC; }},
      {{"gpu_temp_max_c", "", "hottest GPU junction, °C"},
       [](const Snapshot& s, const Target&, double) { return s.gpuTempMaxC; }},
      {{"gpus_throttled", "", "GPUs thermally throttled"},
       [](const Snapshot& s, const Target&, double) {
         return static_cast<double>(s.gpusThrottled);
       }},
      {{"racks_tripped", "", "racks out of service (power lost, thermal trip or isolated)"},
       [](const Snapshot& s, const Target&, double) {
         return static_cast<double>(std::count_if(s.racks.state.begin(), s.racks.state.end(),
                                                  [](std::uint8_t b) { return b & kRackTripped; }));
       }},
      {{"job_running", "", "1 while the training job runs"},
       [](const Snapshot& s, const Target&, double) { return s.jobRunning ? 1.0 : 0.0; }},
      {{"mfu", "", "model FLOPs utilisation, 0..1"},
       [](const Snapshot& s, const Target&, double) { return s.mfu; }},
      {{"step_time_s", "", "training step time, s"},
       [](const Snapshot& s, const Target&, double) { return s.stepTimeS; }},
      {{"bess_soc_pct", "", "battery state of charge, %"},
       [](const Snapshot& s, const Target&, double) { return s.bessSoc * 100.0; }},
      {{"grid_import_kw", "", "grid import, kW"},
       [](const Snapshot& s, const Target&, double) { return s.gridImportKw; }},
      {{"grid_connected", "", "1 while the grid tie is closed and the grid is there"},
       [](const Snapshot& s, const Target&, double) { return s.gridAvailable ? 1.0 : 0.0; }},
      {{"generation_kw", "", "genset output, kW"},
       [](const Snapshot& s, const Target&, double) { return s.generationKw; }},
      {{"it_power_kw", "", "IT power served, kW"},
       [](const Snapshot& s, const Target&, double) { return s.itPowerKw; }},
      {{"facility_power_kw", "", "facility power served, kW"},
       [](const Snapshot& s, const Target&, double) { return s.facilityPowerKw; }},
      {{"frequency_deviation_pct", "", "bus frequency deviation (magnitude), %"},
       [](const Snapshot& s, const Target&, double) { return std::abs(s.frequencyDeviationPct); }},
      {{"coolant_flow_lpm", "", "total secondary coolant flow, L/min"},
       [](const Snapshot& s, const Target&, double) { return s.coolantFlowLpm; }},
      {{"facility_water_c", "", "facility water supply, °C"},
       [](const Snapshot& s, const Target&, double) { return s.facilityWaterTempC; }},
      {{"gensets_online", "", "generator sets online"},
       [](const Snapshot& s, const Target&, double) {
         return static_cast<double>(std::count_if(
             s.gensets.begin(), s.gensets.end(), [](const GensetSnapshot& g) { return g.online; }));
       }},
      {{"cdu_flow_lpm", "cdu", "a CDU's secondary flow, L/min"},
       [](const Snapshot& s, const Target& t, double) {
         const CduSnapshot* c = at(s.cdus, t.index(0));
         return c != nullptr ? c->flowLpm : 0.0;
       }},
      {{"cdu_return_c", "cdu", "a CDU's secondary return, °C"},
       [](const Snapshot& s, const Target& t, double) {
         const CduSnapshot* c = at(s.cdus, t.index(0));
         return c != nullptr ? c->returnTempC : 0.0;
       }},
      {{"cdu_supply_c", "cdu", "a CDU's secondary supply, °C"},
       [](const Snapshot& s, const Target& t, double) {
         const CduSnapshot* c = at(s.cdus, t.index(0));
         return c != nullptr ? c->supplyTempC : 0.0;
       }},
      {{"cdu_pumps_running", "cdu", "a CDU's pumps running"},
       [](const Snapshot& s, const Target& t, double) {
         const CduSnapshot* c = at(s.cdus, t.index(0));
         return c != nullptr ? static_cast<double>(c->pumpsRunning) : 0.0;
       }},
      {{"cdu_tripped", "cdu", "1 while a CDU is tripped"},
       [](const Snapshot& s, const Target& t, double) {
         const CduSnapshot* c = at(s.cdus, t.index(0));
         return c != nullptr && c->tripped ? 1.0 : 0.0;
       }},
      {{"pump_running", "cdu/pump", "1 while a pump runs"},
       [](const Snapshot& s, const Target& t, double) {
         const PumpSnapshot* p = pumpOf(s, t);
         return p != nullptr && p->running ? 1.0 : 0.0;
       }},
      {{"rack_flow_lpm", "rack", "a rack's coolant flow, L/min"},
       [](const Snapshot& s, const Target& t, double) {
         const float* f = at(s.racks.flowLpm, t.index(0));
         return f != nullptr ? static_cast<double>(*f) : 0.0;
       }},
      {{"rack_gpu_temp_max_c", "rack", "a rack's hottest GPU, °C"},
       [](const Snapshot& s, const Target& t, double) {
         const float* f = at(s.racks.gpuTempMaxC, t.index(0));
         return f != nullptr ? static_cast<double>(*f) : 0.0;
       }},
      {{"rack_tripped", "rack", "1 while a rack is out of service"},
       [](const Snapshot& s, const Target& t, double) { return rackStateBit(s, t, kRackTripped); }},
      {{"rack_isolated", "rack", "1 while a rack's isolation valve is (nearly) closed"},
       [](const Snapshot& s, const Target& t, double) {
         return rackStateBit(s, t, kRackIsolated);
       }},
      {{"genset_online", "genset", "1 while a generator set is online"},
       [](const Snapshot& s, const Target& t, double) {
         const GensetSnapshot* g = at(s.gensets, t.index(0));
         return g != nullptr && g->online ? 1.0 : 0.0;
       }},
  };
  return table;
}

const QuantityRow* findQuantity(const std::string& name) {
  for (const auto& r : rows()) {
    if (r.spec.name == name) return &r;
  }
  return nullptr;
}

const std::vector<std::pair<std::string, CompareOp>>& opNames() {
  static const std::vector<std::pair<std::string, CompareOp>> ops = {
      {"<", CompareOp::Less},          {"<=", CompareOp::LessEqual}, {">", CompareOp::Greater},
      {">=", CompareOp::GreaterEqual}, {"==", CompareOp::Equal},     {"!=", CompareOp::NotEqual}};
  return ops;
}

std::string opText(CompareOp op) {
  for (const auto& [n, o] : opNames()) {
    if (o == op) return n;
  }
  return "?";
}

std::string shapeOf(const Target& t) {
  std::string out;
  for (const auto& seg : t.segments) out += (out.empty() ? "" : "/") + seg.kind;
  return out;
}

// Reads "quantity" and "target" of a condition or limit object.
void readQuantity(JsonReader& r, Condition& c, const PodCounts* counts) {
  c.quantity = r.requireString("quantity");
  const QuantityRow* q = c.quantity.empty() ? nullptr : findQuantity(c.quantity);
  if (!c.quantity.empty() && q == nullptr) {
    std::string names;
    for (const auto& row : rows()) names += (names.empty() ? "" : ", ") + row.spec.name;
    r.error("quantity", "unknown quantity \"" + c.quantity + "\" (known: " + names + ")");
    return;
  }
  if (q == nullptr) return;
  if (q->spec.targetKind.empty()) {
    if (r.has("target")) r.error("target", c.quantity + " is pod-wide and takes no target");
    r.raw("target");
    return;
  }
  const std::string text = r.requireString("target");
  if (text.empty()) return;
  auto t = parseTarget(text);
  if (!t || shapeOf(*t) != q->spec.targetKind) {
    r.error("target", "target \"" + text + "\" does not fit " + c.quantity + " (expected a " +
                          q->spec.targetKind + ")");
    return;
  }
  for (const auto& seg : t->segments) {
    const int max = counts != nullptr ? counts->countOf(seg.kind) : -1;
    if (seg.index < 1 || (max >= 0 && seg.index > max)) {
      r.error("target", seg.kind + std::to_string(seg.index) + " does not exist (this pod has " +
                            std::to_string(max) + " " + seg.kind + "s, numbered from 1)");
      return;
    }
  }
  c.target = *t;
}

std::vector<std::string> opSpellings() {
  std::vector<std::string> out;
  for (const auto& [n, o] : opNames()) out.push_back(n);
  return out;
}

Condition readCondition(JsonReader& r, const PodCounts* counts) {
  Condition c;
  readQuantity(r, c, counts);
  const std::string op = r.requireString("op", opSpellings());
  for (const auto& [n, o] : opNames()) {
    if (n == op) c.op = o;
  }
  c.value = r.requireNumber("value");
  r.finish();
  return c;
}

std::vector<Condition> readConditions(JsonReader& r, const std::string& key,
                                      const PodCounts* counts, bool required) {
  std::vector<Condition> out;
  if (!r.has(key)) {
    if (required) r.error(key, "is required (a list of {quantity, op, value} conditions)");
    return out;
  }
  if (!r.raw(key).is_array() || r.raw(key).empty()) {
    r.error(key, "must be a non-empty array of {quantity, op, value} conditions");
    return out;
  }
  for (auto& cr : r.objects(key)) out.push_back(readCondition(cr, counts));
  return out;
}

// An operator action: `t_s`, or `after_cue` + `delay_s` when `allowCue`.
Action readAction(JsonReader& ar, int index, const PodCounts* counts, bool allowCue) {
  Action a;
  if (allowCue && ar.has("after_cue")) {
    a.afterCue = ar.requireString("after_cue");
    a.delayS = ar.number("delay_s", 0.0, Range::nonNegative(1e7));
    if (ar.has("t_s")) ar.error("t_s", "give either t_s or after_cue, not both");
    ar.raw("t_s");
  } else {
    a.atS = ar.requireNumber("t_s", Range::nonNegative(1e7));
  }
  a.event = readEventFields(ar, index, counts);
  if (ar.has("type") && ar.raw("type").is_string() &&
      findEventSpec(ar.raw("type").get<std::string>()) != nullptr &&
      a.event.spec().source != EventSource::Operator) {
    ar.error("type", "action " + std::to_string(index) + ": " + a.event.typeName() +
                         " is a malfunction, not an operator action");
  }
  a.event.source = EventSource::Operator;
  a.event.t_s = a.atS;
  ar.finish();
  return a;
}

std::vector<Action> readActions(JsonReader& r, const std::string& key, const PodCounts* counts,
                                bool allowCue) {
  std::vector<Action> out;
  if (r.has(key) && !r.raw(key).is_array()) {
    r.error(key, "must be an array of actions");
    return out;
  }
  int i = 0;
  for (auto& ar : r.objects(key)) out.push_back(readAction(ar, i++, counts, allowCue));
  return out;
}

}  // namespace

const std::vector<QuantitySpec>& quantityCatalogue() {
  static const std::vector<QuantitySpec> specs = [] {
    std::vector<QuantitySpec> out;
    for (const auto& r : rows()) out.push_back(r.spec);
    return out;
  }();
  return specs;
}

std::string Condition::text() const {
  const std::string t = target.segments.empty() ? "" : " " + target.toString();
  return quantity + t + " " + opText(op) + " " + formatNumber(value);
}

std::string Cue::text() const {
  if (!code.empty()) return "log " + code + (object.empty() ? "" : " on " + object);
  std::string out;
  for (const auto& c : when) out += (out.empty() ? "" : " and ") + c.text();
  return out;
}

std::string MonitoredLimit::text() const {
  const std::string t = quantity.target.segments.empty() ? "" : " " + quantity.target.toString();
  std::string out = quantity.quantity + t;
  if (min) out += " >= " + formatNumber(*min);
  if (min && max) out += " and";
  if (max) out += " <= " + formatNumber(*max);
  return out;
}

double quantityValue(const Condition& c, const Snapshot& s, double drillTimeS) {
  const QuantityRow* q = findQuantity(c.quantity);
  return q != nullptr ? q->get(s, c.target, drillTimeS) : 0.0;
}

bool holds(const Condition& c, const Snapshot& s, double drillTimeS) {
  const double v = quantityValue(c, s, drillTimeS);
  switch (c.op) {
    case CompareOp::Less:
      return v < c.value;
    case CompareOp::LessEqual:
      return v <= c.value;
    case CompareOp::Greater:
      return v > c.value;
    case CompareOp::GreaterEqual:
      return v >= c.value;
    case CompareOp::Equal:
      return v == c.value;
    case CompareOp::NotEqual:
      return v != c.value;
  }
  return false;
}

bool allHold(const std::vector<Condition>& cs, const Snapshot& s, double drillTimeS) {
  if (cs.empty()) return false;
  return std::all_of(cs.begin(), cs.end(),
                     [&](const Condition& c) { return holds(c, s, drillTimeS); });
}

Drill parseDrill(const std::string& text, const std::string& fileName,
                 const PodCountsLoader& countsFor) {
  auto doc = JsonDocument::parse(text, fileName);
  IssueList issues;
  JsonReader root = JsonReader::root(doc, issues);
  Drill d;
  root.integer("schema_version", 1, 1, 1);
  if (!root.has("schema_version")) root.error("schema_version", "is required (1)");
  d.name = root.string("name", "");
  d.description = root.string("description", "");
  d.briefing = root.string("briefing", "");
  d.pod = root.string("pod", d.pod);
  d.warmupS = root.number("warmup_s", d.warmupS, Range::nonNegative(1e7));
  d.durationS = root.number("duration_s", d.durationS, Range::positive(1e7));
  d.seed = static_cast<std::uint64_t>(root.integer("seed", 1, 0, static_cast<int>(kMaxDrillSeed)));

  // Targets are checked against the drill's own pod: the checkpoint's when the initial condition
  // is a saved state (relative to the drill file), else the pod the drill names.
  std::optional<PodCounts> podCounts;
  if (root.has("initial_condition")) {
    JsonReader ic = root.object("initial_condition");
    const std::string file = ic.requireString("checkpoint");
    if (file.empty() && ic.has("checkpoint") && ic.raw("checkpoint").is_string()) {
      ic.error("checkpoint", "must name a checkpoint file, relative to the drill file");
    }
    ic.finish();
    if (root.has("pod")) root.error("pod", "a checkpoint initial condition brings its own pod");
    if (root.has("warmup_s"))
      root.error("warmup_s", "a checkpoint initial condition has no warm-up");
    if (!file.empty()) {
      std::filesystem::path path(file);
      if (path.is_relative() && fileName.rfind("builtin:", 0) != 0) {
        path = std::filesystem::path(fileName).parent_path() / path;
      }
      d.initialCheckpointPath = path.lexically_normal().string();
      try {
        auto ckpt = std::make_shared<CheckpointFile>(readCheckpointFile(d.initialCheckpointPath));
        podCounts = resumeFromCheckpoint(*ckpt, d.initialCheckpointPath)->counts();
        d.initialCheckpoint = std::move(ckpt);
      } catch (const std::exception& e) {
        ic.error("checkpoint", "\"" + d.initialCheckpointPath + "\" does not load: " + e.what());
      }
    }
  } else {
    try {
      podCounts = countsFor(d.pod);
    } catch (const ConfigError& e) {
      root.error("pod", "\"" + d.pod + "\" does not load: " + e.issues().front().message);
    }
  }
  const PodCounts* counts = podCounts ? &*podCounts : nullptr;

  // The initial condition: events at simulation times, and protections put on manual at t = 0.
  if (d.initialCheckpoint || !d.initialCheckpointPath.empty()) {
    for (const char* key : {"initial_events", "manual_protections"}) {
      if (root.has(key))
        root.error(key, "the checkpoint initial condition holds the setup already");
    }
  }
  if (root.has("initial_events") && !root.raw("initial_events").is_array()) {
    root.error("initial_events", "must be an array of events");
  } else {
    int i = 0;
    for (auto& er : root.objects("initial_events")) {
      const double t = er.requireNumber("t_s", Range::nonNegative(1e7));
      Event e = readEventFields(er, i++, counts);
      e.t_s = t;
      er.finish();
      d.initialEvents.push_back(std::move(e));
    }
  }
  for (auto& mr : root.objects("manual_protections")) {
    const std::string protection =
        mr.requireString("protection", {"cdu_standby", "leak_isolation"});
    const std::string target = mr.requireString("target");
    if (!protection.empty() && !target.empty()) {
      const EventType type =
          protection == "cdu_standby" ? EventType::CduStandbyMode : EventType::LeakIsolationMode;
      auto t = parseTarget(target);
      if (!t) {
        mr.error("target", "target \"" + target + "\" is not valid");
      } else if (auto err = checkTarget(eventSpec(type), *t, counts)) {
        mr.error("target", protection + ": " + *err);
      } else {
        d.initialEvents.push_back(makeEvent(0.0, type, target, {}, {{"mode", "manual"}}, counts));
      }
    }
    mr.finish();
  }

  int i = 0;
  for (auto& mr : root.objects("malfunctions")) {
    Malfunction m;
    const int given =
        (mr.has("t_s") ? 1 : 0) + (mr.has("window_s") ? 1 : 0) + (mr.has("when") ? 1 : 0);
    if (given != 1) {
      mr.error("", "malfunction " + std::to_string(i) +
                       " needs exactly one of t_s, window_s (a random time) or when (a trigger)");
    }
    if (mr.has("t_s")) m.atS = mr.number("t_s", 0.0, Range::nonNegative(1e7));
    if (mr.has("window_s")) {
      const auto w = mr.numbers("window_s", {}, Range::nonNegative(1e7));
      if (w.size() != 2 || w[1] < w[0]) {
        mr.error("window_s", "must be [earliest, latest] drill times in seconds");
      } else {
        m.windowS = std::make_pair(w[0], w[1]);
      }
    }
    if (mr.has("when")) m.when = readConditions(mr, "when", counts, true);
    m.event = readEventFields(mr, i++, counts);
    m.event.source = EventSource::Failure;
    mr.finish();
    d.malfunctions.push_back(std::move(m));
  }

  for (auto& tr : root.objects("critical_tasks")) {
    CriticalTask t;
    t.name = tr.requireString("name");
    for (const auto& other : d.tasks) {
      if (!t.name.empty() && other.name == t.name) {
        tr.error("name", "a critical task named \"" + t.name + "\" is given twice");
      }
    }
    t.description = tr.string("description", "");
    JsonReader cr = tr.object("cue");
    if (!tr.has("cue")) tr.error("cue", "is required ({code, object} of a log entry, or when)");
    t.cue.code = cr.string("code", "");
    t.cue.object = cr.string("object", "");
    if (cr.has("when")) t.cue.when = readConditions(cr, "when", counts, true);
    const bool hasCode = !t.cue.code.empty();
    // A cue no run can write would leave its task uncued and out of the score.
    if (hasCode && !isLogCode(t.cue.code)) {
      cr.error("code", "\"" + t.cue.code + "\" is not a code any run writes to the log");
    }
    if (!t.cue.object.empty() && counts != nullptr) {
      if (auto why = logObjectProblem(t.cue.object, *counts)) cr.error("object", *why);
    }
    if (tr.has("cue") && hasCode == cr.has("when")) {
      cr.error("", hasCode ? "a cue is a log code or a when list, not both"
                           : "a cue needs a log code or a when list");
    }
    cr.finish();
    t.standard = readConditions(tr, "standard", counts, true);
    t.deadlineS = tr.requireNumber("deadline_s", Range::positive(1e7));
    t.weight = tr.number("weight", 1.0, Range::positive(1e6));
    t.beforeThrottle = tr.boolean("before_throttle", false);
    if (tr.has("cued_at_s")) t.cuedAtS = tr.number("cued_at_s", 0.0, Range::between(-1e7, 0.0));
    if (tr.has("relevant_actions") && !tr.raw("relevant_actions").is_array()) {
      tr.error("relevant_actions", "must be an array of operator action types");
    } else if (tr.has("relevant_actions")) {
      for (const auto& v : tr.raw("relevant_actions")) {
        const auto type = v.is_string() ? parseEventType(v.get<std::string>()) : std::nullopt;
        if (!type || eventSpec(*type).source != EventSource::Operator) {
          tr.error("relevant_actions", v.dump() + " is not an operator action type");
        } else {
          t.relevantActions.push_back(*type);
        }
      }
    }
    tr.finish();
    d.tasks.push_back(std::move(t));
  }
  // A drill saved from a session (a checkpoint initial condition) may have no open task left: its
  // limits and penalties still score the rest of the session.
  if (d.tasks.empty() && !root.has("initial_condition")) {
    root.error("critical_tasks", "a drill needs at least one critical task");
  }

  for (auto& lr : root.objects("limits")) {
    MonitoredLimit l;
    readQuantity(lr, l.quantity, counts);
    if (lr.has("min")) l.min = lr.number("min", 0.0);
    if (lr.has("max")) l.max = lr.number("max", 0.0);
    if (!l.min && !l.max) lr.error("", "a limit needs min, max or both");
    if (l.min && l.max && *l.min > *l.max) lr.error("max", "must not be below min");
    l.pointsPerS = lr.requireNumber("points_per_s", Range::positive(1e6));
    l.weight = lr.number("weight", 1.0, Range::positive(1e6));
    lr.finish();
    d.limits.push_back(std::move(l));
  }

  JsonReader pr = root.object("penalties");
  d.penalties.rackTrip = pr.number("rack_trip", 0.0, Range::nonNegative(1e6));
  d.penalties.jobRestart = pr.number("job_restart", 0.0, Range::nonNegative(1e6));
  d.penalties.unservedKwh = pr.number("unserved_kwh", 0.0, Range::nonNegative(1e6));
  d.penalties.lostGpuHours = pr.number("lost_gpu_hours", 0.0, Range::nonNegative(1e6));
  d.penalties.dollars = pr.number("dollars", 0.0, Range::nonNegative(1e6));
  pr.finish();

  d.reference = readActions(root, "reference", counts, true);
  {
    const auto refs = root.objects("reference");
    for (std::size_t k = 0; k < d.reference.size() && k < refs.size(); ++k) {
      const std::string& cue = d.reference[k].afterCue;
      if (cue.empty()) continue;
      const bool known = std::any_of(d.tasks.begin(), d.tasks.end(),
                                     [&](const CriticalTask& t) { return t.name == cue; });
      if (!known) refs[k].error("after_cue", "no critical task is named \"" + cue + "\"");
    }
  }
  // A drill saved from a session may have nothing left for the expert to do.
  if (d.reference.empty() && !root.has("initial_condition")) {
    root.error("reference", "a drill needs a reference response");
  }
  root.finish();
  issues.throwIfAny();
  std::stable_sort(d.initialEvents.begin(), d.initialEvents.end(),
                   [](const Event& a, const Event& b) { return a.t_s < b.t_s; });
  return d;
}

std::string sessionDrill(const std::string& text, const std::string& fileName) {
  auto doc = JsonDocument::parse(text, fileName);
  IssueList issues;
  JsonReader root = JsonReader::root(doc, issues);
  std::string drill = root.requireString("drill");
  issues.throwIfAny();
  return drill;
}

Session parseSession(const std::string& text, const std::string& fileName,
                     const PodCounts* counts) {
  auto doc = JsonDocument::parse(text, fileName);
  IssueList issues;
  JsonReader root = JsonReader::root(doc, issues);
  Session s;
  root.integer("schema_version", 1, 1, 1);
  s.drill = root.requireString("drill");
  s.seed = static_cast<std::uint64_t>(root.integer("seed", 1, 0, static_cast<int>(kMaxDrillSeed)));
  if (!root.has("actions")) root.error("actions", "is required (an array, may be empty)");
  s.actions = readActions(root, "actions", counts, false);
  root.finish();
  issues.throwIfAny();
  std::stable_sort(s.actions.begin(), s.actions.end(),
                   [](const Action& a, const Action& b) { return a.atS < b.atS; });
  return s;
}

std::string sessionToJson(const Session& s) {
  nlohmann::ordered_json j;
  j["schema_version"] = 1;
  j["drill"] = s.drill;
  j["seed"] = s.seed;
  j["actions"] = nlohmann::ordered_json::array();
  for (const auto& a : s.actions) {
    Scenario one;
    Event e = a.event;
    e.t_s = a.atS;
    e.source = e.spec().source;  // actions are the operator's; the file need not say so
    one.events.push_back(e);
    auto ej = nlohmann::ordered_json::parse(scenarioToJson(one))["events"][0];
    j["actions"].push_back(ej);
  }
  return j.dump(2) + "\n";
}

}  // namespace podtwin::drill
