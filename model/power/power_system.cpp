// PLACEHOLDER implementation (ideal plant, constant draw) so the coupling builds; replaced by issue
// #3.
#include "power/power_system.h"

#include <cmath>

namespace podtwin::power {

double EnergyLedger::relativeBalanceError() const {
  const double demand = itJ + coolingJ + lossJ + miscJ + bessChargeJ;
  const double supply = generationJ + gridImportJ + bessDischargeJ;
  return demand > 0.0 ? std::abs(supply - demand) / demand : 0.0;
}

PowerSystem::PowerSystem(const PodConfig& pod, std::uint64_t seed) : m_pod(&pod) {
  (void)seed;
  m_jobRunning = pod.workload.startRunning;
}

void PowerSystem::advance(const PowerTickInput& in, PowerTickOutput& out, EventLog& log) {
  (void)log;
  const auto& r = m_pod->racks;
  const std::size_t n = static_cast<std::size_t>(r.count);
  out.rackItPowerW.assign(n, 0.0);
  out.rackGpuPowerW.assign(n, 0.0);
  out.rackCapClockFactor.assign(n, 1.0);
  out.rackPowerTrip.assign(n, 0);
  double it = 0.0;
  for (std::size_t i = 0; i < n; ++i) {
    if (!in.rackThermalTrip.empty() && in.rackThermalTrip[i]) continue;
    double clock = in.rackClockFactor.empty() ? 1.0 : in.rackClockFactor[i];
    double gpu = m_jobRunning ? r.gpuIdleW + (r.gpuTdpW - r.gpuIdleW) * clock : r.gpuIdleW;
    out.rackGpuPowerW[i] = gpu;
    out.rackItPowerW[i] = gpu * r.gpusPerRack + r.nonGpuPowerW();
    it += out.rackItPowerW[i];
  }
  out.jobRunning = m_jobRunning;
  m_lastItW = it;
  m_lastCoolingW = in.coolingPowerW;
  m_lastFacilityW = it + in.coolingPowerW + m_pod->power.miscLoadKw * 1e3;
  m_ledger.itJ += it * in.dtS;
  m_ledger.coolingJ += in.coolingPowerW * in.dtS;
  m_ledger.miscJ += m_pod->power.miscLoadKw * 1e3 * in.dtS;
  m_ledger.generationJ += m_lastFacilityW * in.dtS;
}

bool PowerSystem::applyEvent(const Event& e, double tS, EventLog& log) {
  if (e.type == "job_stop") m_jobRunning = false;
  if (e.type == "job_start") m_jobRunning = true;
  log.add(tS, Severity::Info, e.target.toString(), e.type, e.type);
  return true;
}

void PowerSystem::fillSnapshot(Snapshot& s) const {
  s.itPowerKw = m_lastItW / 1e3;
  s.facilityPowerKw = m_lastFacilityW / 1e3;
  s.generationKw = s.facilityPowerKw;
  s.pue = m_lastItW > 0 ? m_lastFacilityW / m_lastItW : 0.0;
  s.jobRunning = m_jobRunning;
}

bool PowerSystem::healthy(std::string& why) const {
  if (!std::isfinite(m_lastFacilityW)) {
    why = "facility power is not finite";
    return false;
  }
  return true;
}

}  // namespace podtwin::power
