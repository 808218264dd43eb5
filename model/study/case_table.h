#pragma once
// The sweep's results table (cases.csv) and its aggregates (summary.json). Rows are text: a row is
// formatted once when its case finishes and kept verbatim through interruptions and resumes, and
// aggregates are computed from the parsed table in case order — so the same spec gives
// byte-identical files whatever the thread count, rank count or number of resumes.

#include <cstddef>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "study/case_runner.h"
#include "study/sweep_spec.h"

namespace podtwin::study {

/// Header of cases.csv: case, grid_point, sample, <grid keys>, sim_seed, status, <kpis>, message.
std::string casesCsvHeader(const SweepSpec& spec);
/// One row (no newline). KPIs of a case that is not ok are left empty.
std::string casesCsvRow(const SweepSpec& spec, const CaseResult& r);

/// Rows by case index.
using CaseRows = std::map<std::size_t, std::string>;

/// Parses cases.csv text written for `spec`. Returns false (with `error`) when the header does not
/// match the spec; a truncated last line (no newline) and malformed rows are dropped.
bool parseCasesCsv(const SweepSpec& spec, const std::string& text, CaseRows& rows,
                   std::string* error);
/// The complete file: header and rows in case order.
std::string casesCsvText(const SweepSpec& spec, const CaseRows& rows);

/// Splits one CSV line ("a,\"b,c\",d"), undoing RFC 4180 quoting.
std::vector<std::string> splitCsvLine(const std::string& line);
/// Quotes a field when it holds a comma, quote or newline.
std::string csvField(const std::string& text);

/// Percentile of sorted values by linear interpolation between closest ranks (numpy's default,
/// Hyndman & Fan type 7); p in [0, 1]. NaN for an empty input.
double percentileSorted(const std::vector<double>& sorted, double p);

struct KpiStats {
  std::size_t n = 0;
  double mean = 0.0;
  double min = 0.0;
  double p5 = 0.0;
  double p50 = 0.0;
  double p95 = 0.0;
  double max = 0.0;
};
/// Statistics of `values` (summed in the given order, so the mean is reproducible).
KpiStats computeStats(const std::vector<double>& values);

/// summary.json: case counts, per-KPI mean/min/p5/p50/p95/max over all ok cases and per grid
/// point, and the failed cases. Deterministic: no wall-clock or host data in it.
nlohmann::ordered_json summaryJson(const SweepSpec& spec, const CaseRows& rows);

}  // namespace podtwin::study
