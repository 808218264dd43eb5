#include "study/case_table.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <optional>

#include "sim/run_table.h"

namespace podtwin::study {

namespace {

constexpr std::size_t kFixedLeading = 3;  // case, grid_point, sample
constexpr std::size_t kMaxFailedListed = 100;
constexpr std::size_t kMaxPointsSummarised = 10000;

std::string formatAxisValue(const nlohmann::json& v) {
  if (v.is_number()) return formatCsvValue(v.get<double>());
  if (v.is_string()) return csvField(v.get<std::string>());
  return v.dump();
}

std::size_t fieldCount(const SweepSpec& spec) {
  return kFixedLeading + spec.grid.size() + 2 + spec.kpis.size() + 1;
}

bool parseIndex(const std::string& s, std::size_t& out) {
  if (s.empty() || s.size() > 18) return false;
  std::size_t v = 0;
  for (char c : s) {
    if (c < '0' || c > '9') return false;
    v = v * 10 + static_cast<std::size_t>(c - '0');
  }
  out = v;
  return true;
}

nlohmann::ordered_json statsJson(const KpiSpec* kpi, const KpiStats& s) {
  nlohmann::ordered_json j;
  j["unit"] = kpi != nullptr ? kpi->unit : "";
  j["n"] = s.n;
  auto put = [&](const char* name, double v) {
    if (s.n == 0 || !std::isfinite(v)) {
      j[name] = nullptr;  // nothing to aggregate: null, never NaN
    } else {
      j[name] = v;
    }
  };
  put("mean", s.mean);
  put("min", s.min);
  put("p5", s.p5);
  put("p50", s.p50);
  put("p95", s.p95);
  put("max", s.max);
  return j;
}

// Why a row of cases.csv for case `idx` is not one this spec writes: a leading field (grid
// point, sample, axis values, seed) that differs from what the spec generates for the case, a
// status that is not a finished one, or a KPI that is not a number or belongs to a case that did
// not finish; nothing when it is.
std::optional<std::string> rowProblem(const SweepSpec& spec, const std::vector<std::string>& f,
                                      std::size_t idx, const std::vector<std::string>& header) {
  const CaseDef c = caseAt(spec, idx);
  std::vector<std::string> expected = {std::to_string(c.index), std::to_string(c.gridPoint),
                                       std::to_string(c.sample)};
  for (std::size_t a = 0; a < spec.grid.size(); ++a) {
    expected.push_back(splitCsvLine(formatAxisValue(spec.grid[a].values[c.valueIndex[a]]))[0]);
  }
  expected.push_back(std::to_string(c.simSeed));
  auto differs = [&](std::size_t col, const std::string& what) {
    return "case " + std::to_string(idx) + ", column " + header[col] + ": \"" + f[col] + "\" " +
           what;
  };
  for (std::size_t col = 0; col < expected.size(); ++col) {
    if (f[col] != expected[col]) {
      return differs(col, "is not what the spec gives (\"" + expected[col] + "\")");
    }
  }
  const std::size_t statusCol = expected.size();
  const std::string& status = f[statusCol];
  if (status != "ok" && status != "diverged" && status != "error") {
    return differs(statusCol, "is not a finished case's status (ok, diverged or error)");
  }
  for (std::size_t col = statusCol + 1; col + 1 < f.size(); ++col) {
    if (f[col].empty()) continue;  // a KPI the case did not give
    if (status != "ok")
      return differs(col, "is a KPI of a case that did not finish (" + status + ")");
    char* end = nullptr;
    std::strtod(f[col].c_str(), &end);
    if (*end != '\0') return differs(col, "is not a number");
  }
  return std::nullopt;
}

}  // namespace

std::string csvField(const std::string& text) {
  if (text.find_first_of(",\"\n\r") == std::string::npos) return text;
  std::string out = "\"";
  for (char c : text) {
    if (c == '"') out += '"';
    // Newlines would break the one-row-per-line contract that resume relies on.
    out += (c == '\n' || c == '\r') ? ' ' : c;
  }
  return out + "\"";
}

std::vector<std::string> splitCsvLine(const std::string& line) {
  std::vector<std::string> out;
  std::string cur;
  bool quoted = false;
  for (std::size_t i = 0; i < line.size(); ++i) {
    const char c = line[i];
    if (quoted) {
      if (c == '"' && i + 1 < line.size() && line[i + 1] == '"') {
        cur += '"';
        ++i;
      } else if (c == '"') {
        quoted = false;
      } else {
        cur += c;
      }
    } else if (c == '"') {
      quoted = true;
    } else if (c == ',') {
      out.push_back(std::move(cur));
      cur.clear();
    } else {
      cur += c;
    }
  }
  out.push_back(std::move(cur));
  return out;
}

std::string casesCsvHeader(const SweepSpec& spec) {
  std::string h = "case,grid_point,sample";
  for (const auto& a : spec.grid) h += "," + csvField(a.key);
  h += ",sim_seed,status";
  for (const auto& k : spec.kpis) h += "," + k;
  h += ",message";
  return h;
}

std::string casesCsvRow(const SweepSpec& spec, const CaseResult& r) {
  std::string row = std::to_string(r.def.index) + "," + std::to_string(r.def.gridPoint) + "," +
                    std::to_string(r.def.sample);
  for (std::size_t a = 0; a < spec.grid.size(); ++a) {
    row += "," + formatAxisValue(spec.grid[a].values[r.def.valueIndex[a]]);
  }
  row += "," + std::to_string(r.def.simSeed) + "," + caseStatusName(r.status);
  const bool ok = r.status == CaseStatus::Ok;
  for (std::size_t k = 0; k < spec.kpis.size(); ++k) {
    row += ",";
    if (ok && k < r.kpis.size()) row += formatCsvValue(r.kpis[k]);
  }
  row += "," + csvField(r.message);
  return row;
}

bool parseCasesCsv(const SweepSpec& spec, const std::string& text, CaseRows& rows,
                   std::string* error) {
  const std::string header = casesCsvHeader(spec);
  std::size_t pos = 0;
  bool first = true;
  const std::size_t nFields = fieldCount(spec);
  const auto headerFields = splitCsvLine(header);
  int lineNo = 0;
  while (pos < text.size()) {
    const std::size_t nl = text.find('\n', pos);
    if (nl == std::string::npos) break;  // a line cut short by an interruption is dropped
    const std::string line = text.substr(pos, nl - pos);
    pos = nl + 1;
    ++lineNo;
    if (first) {
      first = false;
      if (line != header) {
        if (error != nullptr) {
          *error = "its header does not match this spec (expected \"" + header + "\")";
        }
        return false;
      }
      continue;
    }
    const auto f = splitCsvLine(line);
    std::size_t idx = 0;
    if (f.size() != nFields || !parseIndex(f[0], idx) || idx >= spec.caseCount()) continue;
    // A row --resume keeps is taken as that case's result: an edited one is refused.
    if (auto why = rowProblem(spec, f, idx, headerFields); why && error != nullptr) {
      *error = "line " + std::to_string(lineNo) + ": " + *why + "; cannot resume from it";
      return false;
    }
    rows[idx] = line;
  }
  if (first && error != nullptr && !text.empty()) *error = "it has no complete header line";
  return !(first && !text.empty());
}

std::string casesCsvText(const SweepSpec& spec, const CaseRows& rows) {
  std::string out = casesCsvHeader(spec) + "\n";
  for (const auto& [idx, line] : rows) out += line + "\n";
  return out;
}

double percentileSorted(const std::vector<double>& sorted, double p) {
  if (sorted.empty()) return std::numeric_limits<double>::quiet_NaN();
  const double h = (static_cast<double>(sorted.size()) - 1.0) * std::clamp(p, 0.0, 1.0);
  const auto lo = static_cast<std::size_t>(std::floor(h));
  const std::size_t hi = std::min(lo + 1, sorted.size() - 1);
  return sorted[lo] + (h - static_cast<double>(lo)) * (sorted[hi] - sorted[lo]);
}

KpiStats computeStats(const std::vector<double>& values) {
  KpiStats s;
  s.n = values.size();
  if (values.empty()) return s;
  double sum = 0.0;
  for (double v : values) sum += v;
  s.mean = sum / static_cast<double>(values.size());
  std::vector<double> sorted = values;
  std::sort(sorted.begin(), sorted.end());
  s.min = sorted.front();
  s.max = sorted.back();
  s.p5 = percentileSorted(sorted, 0.05);
  s.p50 = percentileSorted(sorted, 0.50);
  s.p95 = percentileSorted(sorted, 0.95);
  return s;
}

nlohmann::ordered_json summaryJson(const SweepSpec& spec, const CaseRows& rows) {
  const std::size_t statusCol = kFixedLeading + spec.grid.size() + 1;
  const std::size_t kpiCol = statusCol + 1;
  const std::size_t nk = spec.kpis.size();
  const std::size_t points = spec.gridPoints();

  // values[kpi] over all ok cases; perPoint[point][kpi] likewise, both in case order.
  std::vector<std::vector<double>> all(nk);
  std::vector<std::vector<std::vector<double>>> perPoint(points,
                                                         std::vector<std::vector<double>>(nk));
  std::map<std::string, std::size_t> statusCounts = {{"ok", 0}, {"diverged", 0}, {"error", 0}};
  nlohmann::ordered_json failed = nlohmann::ordered_json::array();
  for (const auto& [idx, line] : rows) {
    const auto f = splitCsvLine(line);
    if (f.size() != fieldCount(spec)) continue;
    const std::string& status = f[statusCol];
    ++statusCounts[status];
    if (status != "ok") {
      if (failed.size() < kMaxFailedListed) {
        failed.push_back({{"case", idx}, {"status", status}, {"message", f.back()}});
      }
      continue;
    }
    const std::size_t point = idx / spec.samplesPerPoint();
    for (std::size_t k = 0; k < nk; ++k) {
      const std::string& cell = f[kpiCol + k];
      char* end = nullptr;
      const double v = std::strtod(cell.c_str(), &end);
      if (cell.empty() || end != cell.c_str() + cell.size() || !std::isfinite(v)) continue;
      all[k].push_back(v);
      if (point < points) perPoint[point][k].push_back(v);
    }
  }

  nlohmann::ordered_json j;
  // The file name only: the same spec run from another directory gives the same bytes.
  const auto slash = spec.fileName.find_last_of('/');
  j["spec"] = slash == std::string::npos ? spec.fileName : spec.fileName.substr(slash + 1);
  if (!spec.name.empty()) j["name"] = spec.name;
  char hash[32];
  std::snprintf(hash, sizeof hash, "%016llx", static_cast<unsigned long long>(spec.hash));
  j["spec_hash"] = hash;
  j["pod"] = spec.podSource;
  j["scenario"] = spec.scenarioSource;
  j["duration_s"] = spec.durationS;
  j["seed"] = spec.seed;
  j["monte_carlo_cases_per_point"] = spec.monteCarloCases;
  if (!spec.baseOverrides.empty()) {
    auto& overrides = j["base_pod_overrides"];
    overrides = nlohmann::ordered_json::object();
    for (const auto& [key, value] : spec.baseOverrides) overrides[key] = value;
  }
  auto& grid = j["grid"];
  grid = nlohmann::ordered_json::array();
  for (const auto& a : spec.grid) {
    nlohmann::ordered_json ax;
    ax["key"] = a.key;
    ax["values"] = nlohmann::ordered_json(a.values);
    grid.push_back(ax);
  }
  auto& cases = j["cases"];
  cases["total"] = spec.caseCount();
  cases["done"] = rows.size();
  for (const auto& [status, n] : statusCounts) cases[status] = n;

  auto& kpis = j["kpis"];
  kpis = nlohmann::ordered_json::object();
  for (std::size_t k = 0; k < nk; ++k) {
    kpis[spec.kpis[k]] = statsJson(findKpi(spec.kpis[k]), computeStats(all[k]));
  }
  // Per-point statistics for grids a person can read; larger grids are for cases.csv tooling.
  if (points > 1 && points <= kMaxPointsSummarised) {
    auto& bp = j["by_grid_point"];
    bp = nlohmann::ordered_json::array();
    for (std::size_t p = 0; p < points; ++p) {
      const CaseDef c = caseAt(spec, p * spec.samplesPerPoint());
      nlohmann::ordered_json e;
      e["grid_point"] = p;
      auto& params = e["params"];
      params = nlohmann::ordered_json::object();
      for (std::size_t a = 0; a < spec.grid.size(); ++a) {
        params[spec.grid[a].key] = nlohmann::ordered_json(spec.grid[a].values[c.valueIndex[a]]);
      }
      auto& pk = e["kpis"];
      pk = nlohmann::ordered_json::object();
      for (std::size_t k = 0; k < nk; ++k) {
        pk[spec.kpis[k]] = statsJson(findKpi(spec.kpis[k]), computeStats(perPoint[p][k]));
      }
      bp.push_back(e);
    }
  }
  j["failed_cases"] = failed;
  return j;
}

}  // namespace podtwin::study
