#pragma once
// GB300-style GPU power smoothing (NVML power-smoothing API): while a workload runs the board
// power never falls below a floor; rises and falls are rate-limited, and a fall only starts after
// a hysteresis hold. Applied to the pod-level per-GPU reference power (all GPUs are in phase).

#include <algorithm>
#include "core/state_list.h"

#include "workload/workload_config.h"

namespace podtwin::workload {

class PowerSmoothing {
 public:
  PowerSmoothing(const SmoothingConfig& cfg, double gpuTdpW);

  /// Changes settings at run time (the power_smoothing event); negative values keep the old one.
  void configure(bool enabled, double floorPct, double rampUpWPerS, double rampDownWPerS);
  const SmoothingConfig& settings() const { return m_cfg; }
  bool enabled() const { return m_cfg.enabled; }

  /// Filters one step of per-GPU demand (W); `workloadActive` arms the floor. Returns the board
  /// power drawn, W.
  /// Inline: the plant calls it every electrical step.
  double step(double demandW, bool workloadActive, double dtS);
  double powerW() const { return m_outW; }
  /// Energy burned above demand by the floor and the ramp-down limit so far, J per GPU.
  double extraEnergyJ() const { return m_extraJ; }

  /// The mutable state, for checkpoints (core/state_archive.h).
  template <class Ar>
  void visitState(Ar& ar) {
    PODTWIN_STATE(ar, m_cfg.enabled, m_cfg.floorPct, m_cfg.rampUpWPerS, m_cfg.rampDownWPerS, m_outW,
                  m_holdS, m_extraJ);
  }

 private:
  SmoothingConfig m_cfg;
  double m_tdpW;
  double m_outW = -1.0;  ///< < 0 until the first step
  double m_holdS = 0.0;
  double m_extraJ = 0.0;
};

inline double PowerSmoothing::step(double demandW, bool workloadActive, double dtS) {
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
