#include "power/dc_bus.h"

#include <algorithm>
#include <cmath>

namespace podtwin::power {

DcBus::DcBus(const DcBusConfig& bus, const EmsConfig& ems, double dtS)
    : m_eta(bus.rectifierEfficiency),
      m_alpha(1.0 - std::exp(-dtS / ems.bessSmoothingTimeS)),
      m_dtS(dtS) {}

double DcBus::plan(double targetW, double capW, double rampUpWPerS) {
  const double cap = std::max(0.0, capW);
  double next = m_planW + (std::min(targetW, cap) - m_planW) * m_alpha;
  next = std::min(next, m_planW + std::max(0.0, rampUpWPerS) * m_dtS);
  m_planW = std::clamp(next, 0.0, cap);
  return m_planW;
}

}  // namespace podtwin::power
