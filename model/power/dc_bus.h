#pragma once
// The 800 V DC bus and its energy-management plan: the rectifier (AC sources) is given a smooth,
// ramp-limited share of the bus load, and the battery covers the fast remainder. This is what
// keeps millisecond training swings off the gensets.

#include <algorithm>
#include "core/state_list.h"

#include "power/power_config.h"

namespace podtwin::power {

class DcBus {
 public:
  DcBus(const DcBusConfig& bus, const EmsConfig& ems, double dtS);

  /// Starts the plan at a steady operating point.
  void reset(double rectifierW) { m_planW = rectifierW; }
  /// Moves the rectifier's planned output toward `targetW` with the smoothing filter, rising at
  /// most `rampUpWPerS`, within [0, `capW`]. Returns the plan, W.
  double plan(double targetW, double capW, double rampUpWPerS);
  /// plan() for `n` electrical steps with the same inputs, as n calls would move it; returns the
  /// mean of the n plans, what a merged step of the plant (timing.electrical_macro_steps) gives
  /// the rectifier over them.
  double planMean(double targetW, double capW, double rampUpWPerS, int n) {
    double sumW = 0.0;
    for (int j = 0; j < n; ++j) sumW += plan(targetW, capW, rampUpWPerS);
    return sumW / static_cast<double>(n);
  }
  double planW() const { return m_planW; }
  /// AC power the rectifier draws for a DC output, W.
  double rectifierInputW(double outW) const { return outW / m_eta; }
  double efficiency() const { return m_eta; }

  /// The mutable state, for checkpoints (core/state_archive.h).
  template <class Ar>
  void visitState(Ar& ar) {
    PODTWIN_STATE(ar, m_planW);
  }

 private:
  double m_eta;
  double m_alpha;
  double m_dtS;
  double m_planW = 0.0;
};

inline double DcBus::plan(double targetW, double capW, double rampUpWPerS) {
  const double cap = std::max(0.0, capW);
  double next = m_planW + (std::min(targetW, cap) - m_planW) * m_alpha;
  next = std::min(next, m_planW + std::max(0.0, rampUpWPerS) * m_dtS);
  m_planW = std::clamp(next, 0.0, cap);
  return m_planW;
}

}  // namespace podtwin::power
