// PLACEHOLDER implementation so the coupling builds; replaced by issue #5.
#include "training/training_model.h"

namespace podtwin::training {

TrainingModel::TrainingModel(const PodConfig& pod) : m_pod(&pod) {}

void TrainingModel::accumulate(double dtS, double stepTimeS, bool jobRunning,
                               double facilityEnergyJ) {
  m_stepS = jobRunning ? stepTimeS : 0.0;
  m_mfu = jobRunning && stepTimeS > 0 ? 0.5 * m_computeS / stepTimeS : 0.0;
  m_costUsd += m_pod->totalGpus() * m_pod->training.gpuHourPriceUsd * dtS / 3600.0 +
               facilityEnergyJ / 3.6e9 * m_pod->training.energyPriceUsdPerMwh;
}

void TrainingModel::fillSnapshot(Snapshot& s) const {
  s.stepTimeS = m_stepS;
  s.mfu = m_mfu;
  s.costToDateUsd = m_costUsd;
}

}  // namespace podtwin::training
