#pragma once
// Per-case time series for `podtwin-sim sweep --h5 FILE --h5-series SECONDS`: samples the run
// table's columns (model/sim/run_table.h) every SECONDS on the worker threads and writes each
// finished case as its own HDF5 run group "case_NNNNNN" (see hdf5_writer.h).

#include <cstddef>
#include <map>
#include <mutex>
#include <string>
#include <vector>

#include "core/event_log.h"
#include "study/case_runner.h"
#include "study/sweep_spec.h"

namespace podtwin::cli {

class SeriesRecorder {
 public:
  SeriesRecorder(const study::SweepSpec& spec, std::string path, double intervalS);

  /// The observer to hand to the pool (thread-safe; one sample locks once).
  study::StepObserver observer();
  /// Writes the finished case's group and frees its samples (call from the pool's serialised
  /// callback). Cases that did not finish are dropped.
  void write(const study::CaseResult& r);

  /// HDF5 group name of a case ("case_000042").
  static std::string groupName(std::size_t caseIndex);

 private:
  struct Series {
    std::vector<std::string> columns;
    std::vector<std::string> units;
    std::vector<std::vector<double>> rows;
    std::vector<LogEntry> events;
  };
  void sample(const study::CaseDef& c, Simulation& sim);

  const study::SweepSpec& m_spec;
  std::string m_path;
  double m_intervalS;
  std::mutex m_mutex;
  std::map<std::size_t, Series> m_series;
};

}  // namespace podtwin::cli
