#pragma once
// The columns of a run's time series — the headless runner's CSV contract (columns are added, never
// renamed). The GUI's "Export run CSV" uses the same table, so both files read alike.

#include <functional>
#include <string>
#include <vector>

#include "config/pod_config.h"
#include "sim/snapshot.h"

namespace podtwin {

struct RunColumn {
  std::string name;  ///< CSV header, unit in the name ("it_power_kw")
  std::string unit;  ///< SI or display unit ("kW", "1", "Hz", "degC", "L/min", "s", "USD")
  std::function<double(const Snapshot&)> value;
};

/// The columns for a pod, in CSV order. Per-CDU columns (cdu<N>_...) follow the fixed ones.
std::vector<RunColumn> runColumns(const PodConfig& pod);

/// Formats one value for the CSV: shortest round-trip decimal ("%.9g"-class), deterministic.
std::string formatCsvValue(double v);

/// Header line (no newline).
std::string csvHeader(const std::vector<RunColumn>& cols);
/// One row (no newline).
std::string csvRow(const std::vector<RunColumn>& cols, const Snapshot& s);

}  // namespace podtwin
