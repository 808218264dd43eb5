#include "study/sweep_spec.h"

#include <spdlog/fmt/fmt.h>
#include <cmath>
#include <limits>

#include "config/pod_config.h"
#include "core/config_error.h"
#include "core/json_reader.h"
#include "core/rng.h"
#include "study/case_runner.h"
#include "study/failure_sampler.h"

namespace podtwin::study {

namespace {

// Upper bounds that keep a typo from asking for a sweep no machine could finish.
constexpr double kMaxCases = 1e8;
constexpr int kMaxAxisValues = 100000;
constexpr int kMaxMonteCarloCases = 10000000;

std::uint64_t fnv1a(std::uint64_t h, const std::string& s) {
  for (unsigned char c : s) h = (h ^ c) * 1099511628211ull;
  return (h ^ 0xffu) * 1099511628211ull;  // separator so "ab"+"c" != "a"+"bc"
}

std::string escapeToken(const std::string& t) {
  std::string out;
  for (char c : t) {
    if (c == '~') {
      out += "~0";
    } else if (c == '/') {
      out += "~1";
    } else {
      out += c;
    }
  }
  return out;
}

bool isIndex(const std::string& t) {
  if (t.empty() || t.size() > 9) return false;
  for (char c : t) {
    if (c < '0' || c > '9') return false;
  }
  return true;
}

std::string resolvePath(const std::string& ref, const std::string& specDir) {
  if (ref.rfind("builtin:", 0) == 0 || ref.empty() || ref.front() == '/' || specDir.empty()) {
    return ref;
  }
  return specDir + "/" + ref;
}

// Records issues at items of an array (JsonReader cursors are for objects).
struct ArrayIssues {
  const JsonDocument* doc;
  IssueList* issues;
  std::string pointer;
  void error(const std::string& item, const std::string& message) const {
    const std::string p = pointer + "/" + item;
    issues->add({doc->fileName(), doc->lineOf(p), p, message});
  }
};

void readGrid(JsonReader& root, const std::shared_ptr<const JsonDocument>& doc, IssueList& issues,
              const nlohmann::json& base, SweepSpec& spec) {
  const nlohmann::json& grid = root.raw("grid");
  if (grid.is_null()) return;
  if (!grid.is_object()) {
    root.error("grid", "must be an object of pod field → array of values");
    return;
  }
  // nlohmann::json keeps object keys sorted, so axes are in key order: the order is documented and
  // deterministic, whatever the spec's layout.
  JsonReader gr = root.object("grid");
  for (auto it = grid.begin(); it != grid.end(); ++it) {
    const std::string& key = it.key();
    gr.raw(key);
    GridAxis axis;
    axis.key = key;
    axis.path = splitKey(key);
    axis.line = gr.line(key);
    if (axis.path.empty()) {
      gr.error(
          key,
          fmt::format(R"("{}" is not a pod field path (e.g. "power.battery.capacity_kwh"))", key));
      continue;
    }
    const auto& vals = it.value();
    if (!vals.is_array() || vals.empty() || vals.size() > kMaxAxisValues) {
      gr.error(key, "must be a non-empty array of values (at most " +
                        std::to_string(kMaxAxisValues) + ")");
      continue;
    }
    // Value errors point at "/grid/<key>/<i>".
    const ArrayIssues ar{doc.get(), &issues, "/grid/" + escapeToken(key)};
    bool ok = true;
    // The pod reader's complaint per value; a field the pod does not have fails the same way for
    // every value, and is then reported once, at the axis.
    std::vector<std::pair<std::size_t, std::string>> rejected;
    for (std::size_t i = 0; i < vals.size(); ++i) {
      const auto& v = vals[i];
      const std::string vat = std::to_string(i);
      if (!(v.is_number() || v.is_boolean() || v.is_string())) {
        ar.error(vat, "must be a number, true/false or a string");
        ok = false;
        continue;
      }
      if (v.is_number() && !std::isfinite(v.get<double>())) {
        ar.error(vat, "must be finite");
        ok = false;
        continue;
      }
      // Each value must be acceptable to the pod reader on its own; its complaint is reported here,
      // at the spec's line, with the grid key (a combination of values is checked when it runs).
      nlohmann::json pod = base;
      std::string why = setJsonPath(pod, axis.path, v);
      if (!why.empty()) {
        ar.error(vat, why);
        ok = false;
        continue;
      }
      try {
        (void)parsePodConfig(pod.dump(2), spec.podSource);
      } catch (const ConfigError& e) {
        std::string msg;
        for (std::size_t k = 0; k < e.issues().size(); ++k) {
          if (k) msg += "; ";
          msg += e.issues()[k].path + ": " + e.issues()[k].message;
        }
        rejected.emplace_back(i, msg);
        ok = false;
      }
    }
    bool allSame = rejected.size() == vals.size() && vals.size() > 1;
    for (const auto& r : rejected) allSame = allSame && r.second == rejected.front().second;
    if (allSame) {
      gr.error(key,
               "pod field \"" + key + "\" is rejected for every value: " + rejected.front().second);
    } else {
      for (const auto& [i, msg] : rejected) {
        ar.error(std::to_string(i), fmt::format(R"(value {} for pod field "{}" is rejected: {})",
                                                vals[i].dump(), key, msg));
      }
    }
    if (!ok) continue;
    if (spec.design == SweepDesign::OneAtATime) {
      // The base value comes first; the spec's values that differ from it follow, in order.
      const nlohmann::json* at = &base;
      for (const std::string& tok : axis.path) {
        if (at->is_object() && at->contains(tok)) {
          at = &(*at)[tok];
        } else if (at->is_array() && isIndex(tok) && std::stoul(tok) < at->size()) {
          at = &(*at)[std::stoul(tok)];
        } else {
          at = nullptr;
          break;
        }
      }
      if (at == nullptr || !(at->is_number() || at->is_boolean() || at->is_string())) {
        gr.error(key,
                 fmt::format(R"(a one-at-a-time study needs the base value of "{}" written in )"
                             "the pod file",
                             key));
        continue;
      }
      axis.values.push_back(*at);
      for (const auto& v : vals) {
        if (v != *at) axis.values.push_back(v);
      }
      if (axis.values.size() < 2) {
        gr.error(key, "every value equals the base pod's; a one-at-a-time axis needs another");
        continue;
      }
      spec.grid.push_back(std::move(axis));
      continue;
    }
    axis.values.assign(vals.begin(), vals.end());
    spec.grid.push_back(std::move(axis));
  }
}

// A failure rate so high that a case spends its time sampling and replaying failures instead of
// simulating: more than this many expected failures of one component in one case is refused
// (derived: the accelerated stress test builtin:battery_size_mc expects at most 0.4 per case).
constexpr double kMaxFailuresPerComponent = 100.0;

void readMonteCarlo(JsonReader& root, SweepSpec& spec) {
  if (!root.has("monte_carlo")) return;
  JsonReader mc = root.object("monte_carlo");
  spec.monteCarloCases = mc.integer("cases", 0, 1, kMaxMonteCarloCases);
  if (!mc.has("cases")) mc.error("cases", "is required (samples per grid point, 1 or more)");
  const nlohmann::json& comps = mc.raw("components");
  if (!comps.is_null() && !comps.is_object()) {
    mc.error("components", "must be an object of component kind → {mtbf_h, mttr_h}");
  }
  if (comps.is_object()) {
    JsonReader cr = mc.object("components");
    std::string kinds;
    for (const auto& k : failureKinds()) kinds += (kinds.empty() ? "" : ", ") + k.name;
    for (auto it = comps.begin(); it != comps.end(); ++it) {
      if (findFailureKind(it.key()) == nullptr) {
        cr.raw(it.key());
        cr.error(it.key(), "unknown component kind (one of " + kinds + ")");
        continue;
      }
      if (!it.value().is_object()) {
        cr.raw(it.key());
        cr.error(it.key(), R"(must be an object {"mtbf_h": ..., "mttr_h": ...})");
        continue;
      }
      JsonReader c = cr.object(it.key());
      FailureMode m;
      m.kind = it.key();
      // Hours in the file (how reliability data is quoted), seconds inside.
      m.mtbfS = c.requireNumber("mtbf_h", Range::positive(1e9)) * 3600.0;
      m.mttrS = c.requireNumber("mttr_h", Range::positive(1e9)) * 3600.0;
      const double expected = spec.durationS / (m.mtbfS + m.mttrS);
      // Both are > 0 when valid (an invalid one was reported and reads as 0).
      if (m.mtbfS > 0.0 && m.mttrS > 0.0 && expected > kMaxFailuresPerComponent) {
        c.error("mtbf_h",
                fmt::format("with mttr_h {} each {} would fail about {:.3g} times in a {} s case "
                            "(at most {}: mtbf_h + mttr_h must be at least {:.3g} h)",
                            formatNumber(m.mttrS / 3600.0), it.key(), expected,
                            formatNumber(spec.durationS), kMaxFailuresPerComponent,
                            spec.durationS / kMaxFailuresPerComponent / 3600.0));
      }
      c.finish();
      spec.failures.push_back(m);
    }
    cr.finish();
  }
  mc.finish();
}

void readKpis(JsonReader& root, const std::shared_ptr<const JsonDocument>& doc, IssueList& issues,
              SweepSpec& spec) {
  const nlohmann::json& k = root.raw("kpis");
  if (k.is_null()) {
    for (const auto& kpi : kpiCatalogue()) spec.kpis.push_back(kpi.name);
    return;
  }
  std::string names;
  for (const auto& kpi : kpiCatalogue()) names += (names.empty() ? "" : ", ") + kpi.name;
  if (!k.is_array() || k.empty()) {
    root.error("kpis", "must be a non-empty array of KPI names (" + names + ")");
    return;
  }
  const ArrayIssues kr{doc.get(), &issues, "/kpis"};
  for (std::size_t i = 0; i < k.size(); ++i) {
    const std::string at = std::to_string(i);
    if (!k[i].is_string() || findKpi(k[i].get<std::string>()) == nullptr) {
      kr.error(at, k[i].dump() + " is not a KPI (one of " + names + ")");
      continue;
    }
    const std::string name = k[i].get<std::string>();
    bool dup = false;
    for (const auto& s : spec.kpis) dup = dup || s == name;
    if (dup) {
      kr.error(at, "\"" + name + "\" is listed twice");
      continue;
    }
    spec.kpis.push_back(name);
  }
}

}  // namespace

namespace {
struct DesignRow {
  SweepDesign design;
  const char* name;
};
constexpr DesignRow kDesigns[] = {{SweepDesign::Grid, "grid"},
                                  {SweepDesign::OneAtATime, "one_at_a_time"}};
}  // namespace

const char* sweepDesignName(SweepDesign d) {
  return kDesigns[static_cast<std::size_t>(d)].name;
}

std::size_t SweepSpec::gridPoints() const {
  if (design == SweepDesign::OneAtATime) {
    std::size_t n = 1;
    for (const auto& a : grid) n += a.values.size() - 1;
    return n;
  }
  std::size_t n = 1;
  for (const auto& a : grid) n *= a.values.size();
  return n;
}

std::vector<std::string> splitKey(const std::string& key) {
  std::vector<std::string> out;
  if (key.empty()) return out;
  const bool pointer = key.front() == '/';
  const char sep = pointer ? '/' : '.';
  std::size_t pos = pointer ? 1 : 0;
  while (true) {
    std::size_t end = key.find(sep, pos);
    std::string tok = key.substr(pos, end == std::string::npos ? std::string::npos : end - pos);
    if (pointer) {
      std::string un;
      for (std::size_t i = 0; i < tok.size(); ++i) {
        if (tok[i] == '~' && i + 1 < tok.size()) {
          un += tok[i + 1] == '1' ? '/' : '~';
          ++i;
        } else {
          un += tok[i];
        }
      }
      tok = un;
    }
    if (tok.empty()) return {};
    out.push_back(tok);
    if (end == std::string::npos) break;
    pos = end + 1;
  }
  return out;
}

std::string setJsonPath(nlohmann::json& doc, const std::vector<std::string>& path,
                        const nlohmann::json& value) {
  nlohmann::json* node = &doc;
  std::string walked;
  for (std::size_t i = 0; i < path.size(); ++i) {
    const std::string& tok = path[i];
    const bool last = i + 1 == path.size();
    if (node->is_array()) {
      if (!isIndex(tok) || std::stoul(tok) >= node->size()) {
        return fmt::format(R"("{}" is an array of {} items; "{}" is not one of its indices)",
                           walked, node->size(), tok);
      }
      node = &(*node)[std::stoul(tok)];
    } else {
      if (node->is_null()) *node = nlohmann::json::object();
      if (!node->is_object()) {
        return "\"" + walked + "\" is a " + std::string(node->type_name()) +
               " in the pod, not an object";
      }
      node = &(*node)[tok];
    }
    walked += (walked.empty() ? "" : ".") + tok;
    if (last) *node = value;
  }
  return {};
}

SweepSpec parseSweepSpec(const std::string& text, const std::string& fileName,
                         const SourceReader& read, const std::string& specDir) {
  auto doc = JsonDocument::parse(text, fileName);
  IssueList issues;
  JsonReader root = JsonReader::root(doc, issues);
  SweepSpec spec;
  spec.fileName = fileName;
  if (!root.has("schema_version")) {
    root.error("schema_version", "is required (this build reads schema_version " +
                                     std::to_string(SweepSpec::kSchemaVersion) + ")");
  }
  root.integer("schema_version", SweepSpec::kSchemaVersion, SweepSpec::kSchemaVersion,
               SweepSpec::kSchemaVersion);
  spec.name = root.string("name", "");
  root.string("description", "");
  spec.podRef = root.string("pod", "builtin:default");
  spec.scenarioRef = root.string("scenario", "builtin:empty");
  spec.durationS = root.number("duration_s", spec.durationS, Range::positive(1e9));
  const double seed = root.number("seed", 1.0, Range::nonNegative(9.0e15));
  if (std::floor(seed) != seed) root.error("seed", "must be a whole number");
  spec.seed = static_cast<std::uint64_t>(seed);

  // The base pod and scenario: their own errors name their own files.
  auto [podText, podName] = read("pod", resolvePath(spec.podRef, specDir));
  spec.podSource = podName;
  (void)parsePodConfig(podText, podName);
  spec.podJson = JsonDocument::parse(podText, podName)->root();
  if (!spec.scenarioRef.empty()) {
    auto [scText, scName] = read("scenario", resolvePath(spec.scenarioRef, specDir));
    spec.scenarioText = scText;
    spec.scenarioSource = scName;
    const PodConfig basePod = parsePodConfig(podText, podName);
    const PodCounts counts = Simulation::countsFor(basePod);
    (void)parseScenario(scText, scName, &counts);
  }

  const std::string design = root.string("design", "grid");
  bool known = false;
  for (const DesignRow& d : kDesigns) {
    if (design == d.name) {
      spec.design = d.design;
      known = true;
    }
  }
  if (!known) root.error("design", R"(must be "grid" or "one_at_a_time")");
  readGrid(root, doc, issues, spec.podJson, spec);
  readMonteCarlo(root, spec);
  readKpis(root, doc, issues, spec);
  root.finish();
  if (issues.empty() &&
      static_cast<double>(spec.gridPoints()) * static_cast<double>(spec.samplesPerPoint()) >
          kMaxCases) {
    root.error("grid", "the sweep has more than 1e8 cases");
  }
  issues.throwIfAny();

  std::uint64_t h = 1469598103934665603ull;
  h = fnv1a(h, doc->root().dump());
  h = fnv1a(h, spec.podJson.dump());
  h = fnv1a(h, spec.scenarioText);
  spec.hash = h;
  return spec;
}

SweepSpec loadSweepSpec(const std::string& path, const SourceReader& read) {
  if (path.rfind("builtin:", 0) == 0) {
    auto [builtinText, name] = read("sweep", path);
    return parseSweepSpec(builtinText, name, read);
  }
  const std::string text = readTextFile(path);
  const auto slash = path.find_last_of('/');
  const std::string dir = slash == std::string::npos ? "" : path.substr(0, slash);
  return parseSweepSpec(text, path, read, dir);
}

CaseDef caseAt(const SweepSpec& spec, std::size_t index) {
  CaseDef c;
  c.index = index;
  const std::size_t samples = spec.samplesPerPoint();
  c.gridPoint = index / samples;
  c.sample = index % samples;
  c.valueIndex.assign(spec.grid.size(), 0);
  if (spec.design == SweepDesign::OneAtATime) {
    // Point 0 is the base; then axis 0's other values, axis 1's, ...
    std::size_t rest = c.gridPoint;
    for (std::size_t a = 0; rest > 0 && a < spec.grid.size(); ++a) {
      const std::size_t others = spec.grid[a].values.size() - 1;
      if (rest <= others) {
        c.valueIndex[a] = rest;
        rest = 0;
      } else {
        rest -= others;
      }
    }
  } else {
    // Row-major: the last axis varies fastest.
    std::size_t rest = c.gridPoint;
    for (std::size_t a = spec.grid.size(); a-- > 0;) {
      const std::size_t n = spec.grid[a].values.size();
      c.valueIndex[a] = rest % n;
      rest /= n;
    }
  }
  if (spec.monteCarloCases > 0) {
    Rng r = Rng::stream(spec.seed, c.sample);
    c.simSeed = r.next() >> 11;  // 53 bits: exact in JSON, CSV and HDF5 doubles
    c.failureSeed = r.next();
  } else {
    c.simSeed = spec.seed;
    c.failureSeed = spec.seed;
  }
  return c;
}

void setBasePod(SweepSpec& spec, const std::string& podText, const std::string& podName) {
  const PodConfig pod = parsePodConfig(podText, podName);
  if (!spec.scenarioText.empty()) {
    const PodCounts counts = Simulation::countsFor(pod);
    (void)parseScenario(spec.scenarioText, spec.scenarioSource, &counts);
  }
  spec.podJson = JsonDocument::parse(podText, podName)->root();
  spec.podRef = podName;
  spec.podSource = podName;
  spec.hash = fnv1a(fnv1a(spec.hash, "base pod"), spec.podJson.dump());
}

void setBasePodKey(SweepSpec& spec, const std::string& key, const nlohmann::json& value,
                   const std::string& origin) {
  const std::vector<std::string> path = splitKey(key);
  std::string pointer;
  for (const std::string& tok : path) pointer += "/" + tok;
  auto fail = [&](const std::string& why) {
    throw ConfigError({ConfigIssue{origin, 0, pointer.empty() ? key : pointer, why}});
  };
  if (path.empty()) fail("is not a pod key");
  nlohmann::json pod = spec.podJson;
  if (std::string why = setJsonPath(pod, path, value); !why.empty()) fail(why);
  try {
    (void)parsePodConfig(pod.dump(2), spec.podSource);
  } catch (const ConfigError& e) {
    // The edited pod exists only in memory: its line numbers mean nothing to the user.
    std::string why = value.dump() + " is not allowed";
    for (const ConfigIssue& issue : e.issues()) why += " (" + issue.message + ")";
    fail(why);
  }
  spec.podJson = std::move(pod);
  spec.baseOverrides.emplace_back(key, value);
  spec.hash = fnv1a(fnv1a(spec.hash, key), value.dump());
}

nlohmann::json podJsonFor(const SweepSpec& spec, const CaseDef& c) {
  nlohmann::json pod = spec.podJson;
  for (std::size_t a = 0; a < spec.grid.size(); ++a) {
    (void)setJsonPath(pod, spec.grid[a].path, spec.grid[a].values[c.valueIndex[a]]);
  }
  return pod;
}

}  // namespace podtwin::study
