#include "training/training_model.h"

#include <algorithm>
#include <cmath>

#include "training/cost.h"

namespace podtwin::training {

TrainingModel::TrainingModel(const TrainingPod& pod) : m_pod(pod) {
  const auto& t = pod.training;
  m_flopsPerIter = t.flopsPerTokenPerParam * t.modelParams * t.globalBatchTokens;
  const double achievable = std::max(1, pod.totalGpus()) * t.gpuPeakFlops * t.computeEfficiency;
  m_computeS = m_flopsPerIter / achievable;
  // Before the run measures anything, project at the compute-only MFU and the planning power.
  const RunEstimate e = estimateRun(planFromPod(pod), t.computeEfficiency);
  m_projectedDays = e.days;
  m_projectedCostUsd = e.totalCostUsd;
}

double TrainingModel::mfuForStepTime(double stepTimeS) const {
  if (!(stepTimeS > 0.0) || !std::isfinite(stepTimeS)) return 0.0;
  const double peak = std::max(1, m_pod.totalGpus()) * m_pod.training.gpuPeakFlops;
  return std::min(1.0, m_flopsPerIter / (stepTimeS * peak));
}

double TrainingModel::progressFraction() const {
  return m_tokensDone / m_pod.training.tokenBudget;
}

void TrainingModel::accumulate(double dtS, double stepTimeS, bool jobRunning,
                               double facilityEnergyJ) {
  if (!(dtS > 0.0) || !std::isfinite(dtS)) return;
  const auto& t = m_pod.training;
  const bool ok = jobRunning && stepTimeS > 0.0 && std::isfinite(stepTimeS);
  const bool done = complete();
  m_stepS = ok ? stepTimeS : 0.0;
  m_mfu = ok && !done ? mfuForStepTime(stepTimeS) * m_activeFraction : 0.0;
  m_tokensPerS = ok && !done ? t.globalBatchTokens * m_activeFraction / stepTimeS : 0.0;
  m_tokensDone = std::min(t.tokenBudget, m_tokensDone + m_tokensPerS * dtS);
  m_elapsedS += dtS;

  // GPU-hours accrue whether or not the job runs (the GPUs are reserved); energy as metered.
  const double energyJ = std::isfinite(facilityEnergyJ) ? std::max(0.0, facilityEnergyJ) : 0.0;
  const double gpuUsd = m_pod.totalGpus() * t.gpuHourPriceUsd * dtS / 3600.0;
  const double energyUsd = energyJ / 3.6e9 * t.energyPriceUsdPerMwh;
  m_gpuCostUsd += gpuUsd;
  m_energyCostUsd += energyUsd;
  m_costUsd += gpuUsd + energyUsd;
  m_facilityPowerW = energyJ / dtS;

  if (m_tokensPerS > 0.0) {
    const double remainingS = (t.tokenBudget - m_tokensDone) / m_tokensPerS;
    m_projectedDays = (m_elapsedS + remainingS) / 86400.0;
    const double usdPerS = m_pod.totalGpus() * t.gpuHourPriceUsd / 3600.0 +
                           m_facilityPowerW / 3.6e9 * t.energyPriceUsdPerMwh;
    m_projectedCostUsd = m_costUsd + remainingS * usdPerS;
  } else if (done) {
    m_projectedDays = m_elapsedS / 86400.0;
    m_projectedCostUsd = m_costUsd;
  }
}

void TrainingModel::reportInitialState(double stepTimeS, bool jobRunning) {
  const bool ok = jobRunning && stepTimeS > 0.0 && std::isfinite(stepTimeS);
  m_stepS = ok ? stepTimeS : 0.0;
  m_mfu = ok ? mfuForStepTime(stepTimeS) * m_activeFraction : 0.0;
  m_tokensPerS = ok ? m_pod.training.globalBatchTokens * m_activeFraction / stepTimeS : 0.0;
}

void TrainingModel::fillSnapshot(TrainingSnapshot& s) const {
  s.stepTimeS = m_stepS;
  s.mfu = m_mfu;
  s.tokensPerS = m_tokensPerS;
  s.costToDateUsd = m_costUsd;
  s.projectedCostUsd = m_projectedCostUsd;
  s.projectedDays = m_projectedDays;
  s.progressFraction = progressFraction();
  s.tokensTrained = m_tokensDone;
  // At the average rate the run takes elapsed / progress in all and costs cost-to-date / progress.
  const double progress = progressFraction();
  const bool measured = progress > 0.0 && m_elapsedS > 0.0;
  s.projectedDaysAtAverageRate = measured ? m_elapsedS / progress / 86400.0 : m_projectedDays;
  s.projectedCostAtAverageRateUsd = measured ? m_costUsd / progress : m_projectedCostUsd;
}

}  // namespace podtwin::training
