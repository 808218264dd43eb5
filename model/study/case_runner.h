#pragma once
// Runs one sweep case: edits the pod for its grid point, adds its sampled failures to the base
// scenario, simulates the duration and reduces the run to KPIs. Each case owns its Simulation, so
// cases run on any thread in any order and give the same numbers.

#include <atomic>
#include <cstddef>
#include <functional>
#include <string>
#include <vector>

#include "sim/simulation.h"
#include "study/sweep_spec.h"

namespace podtwin::study {

/// A per-case KPI: a name with its unit in it, the unit, and how it is read off a RunSummary.
struct KpiSpec {
  std::string name;  ///< CSV column ("cost_usd")
  std::string unit;  ///< "USD", "kWh", "1", ...
  std::string help;
  double (*value)(const RunSummary& r, int failures);
};

/// Every KPI, in a stable order (the default selection and its order).
const std::vector<KpiSpec>& kpiCatalogue();
const KpiSpec* findKpi(const std::string& name);

enum class CaseStatus { Ok, Diverged, Error, Interrupted };
const char* caseStatusName(CaseStatus s);

struct CaseResult {
  CaseDef def;
  CaseStatus status = CaseStatus::Ok;
  std::string message;  ///< why a case is not Ok
  int failures = 0;     ///< failures sampled into the case's scenario
  /// Values of spec.kpis in order; NaN when the case is not Ok (the CSV leaves them empty).
  std::vector<double> kpis;
  RunSummary summary;
};

/// Optional per-case time series (for HDF5 output): called on the worker thread with the case's
/// Simulation before the first step and after each step; the callee decides what to sample. The
/// case runs with its instruments not updated (Simulation::setInstrumentsUpdated): a snapshot's
/// physics is the run's, its instrument readings are not.
using StepObserver = std::function<void(const CaseDef&, Simulation&)>;

/// Builds the pod of a case (throws ConfigError naming the spec when the grid point is invalid).
PodConfig podFor(const SweepSpec& spec, const CaseDef& c);
/// Builds the scenario of a case: the base scenario's events plus the sampled failures.
Scenario scenarioFor(const SweepSpec& spec, const CaseDef& c, const PodCounts& counts,
                     int* failures = nullptr);

/// Runs one case to spec.durationS. Stops early (status Interrupted) when `stop` becomes true; a
/// diverged simulation or a bad grid point is recorded in the result, never thrown.
CaseResult runCase(const SweepSpec& spec, const CaseDef& c, const std::atomic<bool>* stop = nullptr,
                   const StepObserver& observer = {});

}  // namespace podtwin::study
