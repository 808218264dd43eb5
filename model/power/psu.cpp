#include "power/psu.h"

#include <algorithm>
#include <utility>

namespace podtwin::power {

double rackPsuCapacityW(const RackConfig& racks) {
  return static_cast<double>(racks.powerShelves) * racks.psusPerShelf * racks.psuRatingW;
}

double psuInputW(const RackConfig& racks, double rackItW) {
  if (rackItW <= 0.0) return 0.0;
  const double eff = racks.psuEfficiency(rackItW / rackPsuCapacityW(racks));
  return rackItW / std::max(eff, 0.05);
}

double psuHoldUpEnergyJ(const RackConfig& racks) {
  return racks.psuHoldUpS * psuInputW(racks, rackPsuCapacityW(racks));
}

double psuHoldUpS(const RackConfig& racks, double rackLoadW) {
  if (rackLoadW <= 0.0) return 5.0 * racks.psuHoldUpS;
  const double fullInputW = psuInputW(racks, rackPsuCapacityW(racks));
  return racks.psuHoldUpS * std::clamp(fullInputW / psuInputW(racks, rackLoadW), 1.0, 5.0);
}

RideThrough::RideThrough(RideThroughConfig cfg, double dtS) : m_cfg(std::move(cfg)), m_dtS(dtS) {
  m_belowSteps.assign(m_cfg.curve.size(), 0);
}

void RideThrough::reset() {
  std::fill(m_belowSteps.begin(), m_belowSteps.end(), 0);
  m_steps = 0;
  m_inExcursion = false;
  m_minV = 1.0;
}

bool RideThrough::stepBelow(double voltagePu) {
  const auto& c = m_cfg.curve;
  m_inExcursion = true;
  ++m_steps;
  m_minV = std::min(m_minV, voltagePu);
  bool outside = false;
  for (std::size_t k = 0; k < c.size(); ++k) {
    if (voltagePu < c[k].first) ++m_belowSteps[k];
    double allowed = c[k].second;
    if (k == 0) allowed = std::max(allowed, m_holdUpS);
    // Whole steps: a 0.5 s sag at 1 ms is 500 steps and sits on the curve, not beyond it.
    if (static_cast<double>(m_belowSteps[k]) * m_dtS > allowed + 1e-9) outside = true;
  }
  return outside;
}

}  // namespace podtwin::power
