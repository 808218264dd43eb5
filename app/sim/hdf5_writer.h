#pragma once
// HDF5 results files, readable by h5py, MATLAB (h5read/h5readatt) or h5dump without our code.
// One group per run:
//   /<group>/time_series/<column>   float64 [samples], attribute "units" (string)
//   /<group>/events                 compound [n]: t_s f64, severity, object, code, message (UTF-8
//                                   variable-length strings), cleared u8
//   /<group>/pod_json, scenario_json  scalar UTF-8 strings (the exact inputs of the run)
//   /<group>/summary                group; one float64 attribute per KPI (name_with_unit)
// Writing a group that exists replaces it; other groups in the file are kept, so many runs can
// share one file.

#include <map>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/event_log.h"
#include "sim/simulation.h"

namespace podtwin::h5 {

/// Any HDF5 failure (cannot create the file, write a dataset...), with what was being done.
class Hdf5Error : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// Writes one run. `rows[i]` holds one sample of every column (rows.size() samples); `units[j]`
/// goes to column j's "units" attribute. With `atomic` the file is built in memory and written
/// under a new temporary name, then renamed over `path`, so a failure leaves `path` as it was (a
/// sweep's per-case series are written in place instead: rewriting the growing file for every case
/// would cost its size each time). Throws Hdf5Error, or IoError (core/checked_file.h) when the file
/// cannot be opened, flushed, closed or renamed.
void writeRunHdf5(const std::string& path, const std::string& group,
                  const std::vector<std::string>& columns, const std::vector<std::string>& units,
                  const std::vector<std::vector<double>>& rows, const std::vector<LogEntry>& events,
                  const std::string& podJson, const std::string& scenarioJson,
                  const RunSummary& summary, bool atomic = true);

/// A table stored column by column: numeric columns as float64 datasets with a "units"
/// attribute, text columns as UTF-8 string datasets.
struct Hdf5Table {
  struct Numeric {
    std::string name;
    std::string unit;
    std::vector<double> values;
  };
  struct Text {
    std::string name;
    std::vector<std::string> values;
  };
  std::vector<Numeric> numeric;
  std::vector<Text> text;
  std::map<std::string, std::string> stringDatasets;  ///< scalar strings (spec, summary JSON)
};

/// Writes `table` as `group` (replacing it), atomically like writeRunHdf5. Throws Hdf5Error or
/// IoError.
void writeTableHdf5(const std::string& path, const std::string& group, const Hdf5Table& table);

/// True when `path` exists and is an HDF5 file.
bool isHdf5File(const std::string& path);

/// The RunSummary fields as {name_with_unit, value}, in a stable order (the summary attributes).
std::vector<std::pair<std::string, double>> summaryFields(const RunSummary& s);

}  // namespace podtwin::h5
