// PLACEHOLDER implementation (no thermal dynamics) so the coupling builds; replaced by issue #4.
#include "thermal/thermal_system.h"

#include <cmath>

namespace podtwin::thermal {

double HeatLedger::relativeBalanceError() const {
  return heatInJ > 0.0 ? std::abs(heatInJ - heatRejectedJ - storedChangeJ) / heatInJ : 0.0;
}

ThermalSystem::ThermalSystem(const PodConfig& pod, std::uint64_t seed) : m_pod(&pod) {
  (void)seed;
}

void ThermalSystem::advance(const ThermalTickInput& in, ThermalTickOutput& out, EventLog& log) {
  (void)log;
  const std::size_t n = static_cast<std::size_t>(m_pod->racks.count);
  out.rackClockFactor.assign(n, 1.0);
  out.rackThermalTrip.assign(n, 0);
  out.coolingPowerW = 0.0;
  for (double p : in.rackItPowerW) m_ledger.heatInJ += p * in.dtS;
  m_ledger.heatRejectedJ = m_ledger.heatInJ;
}

bool ThermalSystem::applyEvent(const Event& e, double tS, EventLog& log) {
  log.add(tS, Severity::Info, e.target.toString(), e.type, e.type);
  return true;
}

void ThermalSystem::fillSnapshot(Snapshot& s) const {
  (void)s;
}

bool ThermalSystem::healthy(std::string& why) const {
  (void)why;
  return true;
}

}  // namespace podtwin::thermal
