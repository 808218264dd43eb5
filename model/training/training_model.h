#pragma once
// From step time to MFU, tokens per second, wall time and dollars. Simulation calls it once per
// control tick.
//
// Step time (computed by Simulation) = computeTimeAtFullClockS() / slowest clock factor +
// exposed communication; MFU = model FLOPs per iteration / (step time · GPUs · peak FLOP/s).

#include "core/state_list.h"
#include "training/training_config.h"
#include "training/training_snapshot.h"

namespace podtwin::training {

class TrainingModel {
 public:
  explicit TrainingModel(const TrainingPod& pod);

  /// Compute time of one iteration at full clock on every GPU, s (FLOPs per iteration over
  /// achievable FLOP/s).
  double computeTimeAtFullClockS() const { return m_computeS; }
  /// Accumulates dt of wall time with the current step time (s), job state and facility energy (J
  /// over dt).
  void accumulate(double dtS, double stepTimeS, bool jobRunning, double facilityEnergyJ);
  void fillSnapshot(TrainingSnapshot& s) const;
  /// Sets the reported step time, MFU and tokens/s to those of `stepTimeS` before the first tick
  /// (nothing is accumulated).
  void reportInitialState(double stepTimeS, bool jobRunning);
  double stepTimeS() const { return m_stepS; }
  double mfu() const { return m_mfu; }

  // --- additions ---
  /// Model FLOPs of one iteration: 6 · params · global batch tokens.
  double flopsPerIteration() const { return m_flopsPerIter; }
  /// MFU a given step time would give (0 for a non-positive or non-finite step).
  double mfuForStepTime(double stepTimeS) const;
  /// Share of the pod's GPUs in the job (racks out of service leave it: the job restarts on the
  /// rest with the same per-GPU batch, so tokens per step and MFU scale with this share). 1 = the
  /// whole pod.
  void setActiveFraction(double f) { m_activeFraction = f < 0.0 ? 0.0 : (f > 1.0 ? 1.0 : f); }
  double activeFraction() const { return m_activeFraction; }
  double tokensPerS() const { return m_tokensPerS; }
  double tokensTrained() const { return m_tokensDone; }
  double progressFraction() const;
  /// The token budget is trained: the run is complete.
  bool complete() const { return m_tokensDone >= m_pod.training.tokenBudget; }
  double costToDateUsd() const { return m_costUsd; }
  double gpuCostToDateUsd() const { return m_gpuCostUsd; }
  double energyCostToDateUsd() const { return m_energyCostUsd; }
  /// Whole run (elapsed + remaining at the current rate), days; the last value while stalled.
  double projectedDays() const { return m_projectedDays; }
  /// Cost to date plus the remaining wall time at the current rate and facility power, USD.
  double projectedCostUsd() const { return m_projectedCostUsd; }
  double elapsedS() const { return m_elapsedS; }
  /// The mutable state, for checkpoints (core/state_archive.h).
  template <class Ar>
  void visitState(Ar& ar) {
    PODTWIN_STATE(ar, m_activeFraction, m_computeS, m_stepS, m_mfu, m_tokensPerS, m_tokensDone,
                  m_elapsedS, m_costUsd, m_gpuCostUsd, m_energyCostUsd, m_facilityPowerW,
                  m_projectedDays, m_projectedCostUsd);
  }

 private:
  double m_activeFraction = 1.0;
  TrainingPod m_pod;
  double m_flopsPerIter = 0.0;
  double m_computeS = 1.0;
  double m_stepS = 0.0;
  double m_mfu = 0.0;
  double m_tokensPerS = 0.0;
  double m_tokensDone = 0.0;
  double m_elapsedS = 0.0;
  double m_costUsd = 0.0;
  double m_gpuCostUsd = 0.0;
  double m_energyCostUsd = 0.0;
  double m_facilityPowerW = 0.0;
  double m_projectedDays = 0.0;
  double m_projectedCostUsd = 0.0;
};

}  // namespace podtwin::training
