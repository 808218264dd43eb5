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

}  // namespace podtwin::workload
