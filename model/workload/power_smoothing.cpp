#include "workload/power_smoothing.h"

#include <algorithm>

namespace podtwin::workload {

PowerSmoothing::PowerSmoothing(const SmoothingConfig& cfg, double gpuTdpW)
    : m_cfg(cfg), m_tdpW(gpuTdpW) {}

void PowerSmoothing::configure(bool enabled, double floorPct, double rampUpWPerS,
                               double rampDownWPerS) {
  m_cfg.enabled = enabled;
  if (floorPct >= 0.0) m_cfg.floorPct = floorPct;
  if (rampUpWPerS > 0.0) m_cfg.rampUpWPerS = rampUpWPerS;
  if (rampDownWPerS > 0.0) m_cfg.rampDownWPerS = rampDownWPerS;
}

double PowerSmoothing::step(double demandW, bool workloadActive, double dtS) {
  if (m_outW < 0.0 || !m_cfg.enabled) {
    m_outW = demandW;
    m_holdS = 0.0;
    return m_outW;
  }
  const double target =
      workloadActive ? std::max(demandW, m_cfg.floorPct * 0.01 * m_tdpW) : demandW;
  if (target > m_outW) {
    m_outW = std::min(target, m_outW + m_cfg.rampUpWPerS * dtS);
    m_holdS = 0.0;
  } else if (target < m_outW) {
    m_holdS += dtS;
    if (m_holdS >= m_cfg.rampDownHysteresisS) {
      m_outW = std::max(target, m_outW - m_cfg.rampDownWPerS * dtS);
    }
  } else {
    m_holdS = 0.0;
  }
  m_extraJ += std::max(0.0, m_outW - demandW) * dtS;
  return m_outW;
}

}  // namespace podtwin::workload
