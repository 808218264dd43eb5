#pragma once
// The cost of a training run: wall time T = f·N_params·N_tokens / (N_gpu · F_peak · MFU) (f = 6,
// the standard estimate) and dollars = GPU-hours × price + facility energy × energy price; and the
// comparison of two runs or two pod designs (92 % against 65 % efficiency finishes 1.42× sooner).

#include "training/training_config.h"

namespace podtwin::training {

struct RunPlan {
  double modelParams = 70e9;
  double tokens = 15e12;
  double flopsPerTokenPerParam = 6.0;
  int gpus = 1152;
  double gpuPeakFlops = 2.5e15;  ///< FLOP/s per GPU
  double gpuHourPriceUsd = 5.5;
  double energyPriceUsdPerMwh = 80.0;
  double facilityPowerW = 0.0;  ///< mean facility power while training
};

/// A plan from the pod file; `facilityPowerW` ≤ 0 uses the racks at TDP times the planning PUE.
RunPlan planFromPod(const TrainingPod& pod, double facilityPowerW = 0.0);

struct RunEstimate {
  double mfu = 0.0;
  double wallTimeS = 0.0;
  double days = 0.0;
  double gpuHours = 0.0;
  double energyMwh = 0.0;
  double gpuCostUsd = 0.0;
  double energyCostUsd = 0.0;
  double totalCostUsd = 0.0;
};

/// Wall time and cost of a plan at `mfu` (0 < mfu ≤ 1; throws std::invalid_argument otherwise).
RunEstimate estimateRun(const RunPlan& plan, double mfu);

struct RunComparison {
  RunEstimate a;
  RunEstimate b;
  double speedup = 1.0;       ///< b's wall time over a's (> 1: a finishes sooner)
  double daysSaved = 0.0;     ///< b.days − a.days
  double costSavedUsd = 0.0;  ///< b.totalCostUsd − a.totalCostUsd
};

/// Compares two runs (or two pod designs): e.g. the same plan at 92 % and 65 %, or SHARP on and
/// off at the MFUs the twin measured.
RunComparison compareRuns(const RunPlan& a, double mfuA, const RunPlan& b, double mfuB);

}  // namespace podtwin::training
