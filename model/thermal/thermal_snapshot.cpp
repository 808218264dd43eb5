// ThermalSystem: filling the snapshot's thermal fields.
#include "thermal/thermal_system.h"

namespace podtwin::thermal {

void ThermalSystem::fillSnapshot(ThermalSnapshot& s, RackArrays& racks) const {
  constexpr double kLpm = 60000.0;
  s.gpusThrottled = m_gpusThrottled;
  int shutdown = 0;
  for (std::size_t i = 0; i < m_nRacks; ++i) {
    if (m_rackTrip[i] != kTripNone) shutdown += static_cast<int>(m_gpusPerRack);
  }
  s.gpusShutdown = shutdown;
  s.gpuTempMaxC = m_gpuTempMaxC;
  s.gpuTempMeanC = m_gpuTempMeanC;
  s.throttleTempC = m_cfg.gpu.slowdownTempC;
  s.ambientTempC = m_ambientC;
  s.facilityWaterTempC = m_facility.supplyC();
  s.facilityReturnTempC = m_facility.returnC();
  s.facilityFlowLpm = m_facility.flowM3PerS() * kLpm;

  double flow = 0.0;
  double supply = 0.0;
  double ret = 0.0;
  s.cdus.resize(m_cdus.size());
  for (std::size_t c = 0; c < m_cdus.size(); ++c) {
    const Cdu& cdu = m_cdus[c];
    CduSnapshot& cs = s.cdus[c];
    cs.supplyTempC = cdu.supplyC();
    cs.returnTempC = cdu.returnC();
    cs.flowLpm = cdu.flowM3PerS() * kLpm;
    cs.dpKpa = cdu.branchDpPa() * 1e-3;
    cs.facilitySupplyTempC = cdu.facilityInC();
    cs.facilityReturnTempC = cdu.facilityOutC();
    cs.pumpPowerKw = cdu.pumpPowerW() * 1e-3;
    cs.heatKw = cdu.heatW() * 1e-3;
    cs.facilityFlowLpm = cdu.facilityFlowM3PerS() * kLpm;
    cs.facilityValveFraction = cdu.facilityValve();
    cs.pumpsRunning = cdu.pumpsRunning();
    cs.tripped = cdu.tripped();
    cs.standbyAuto = cdu.standbyAuto();
    cs.pumps.resize(cdu.pumps().size());
    for (std::size_t p = 0; p < cdu.pumps().size(); ++p) {
      const PumpState& ps = cdu.pumps()[p];
      cs.pumps[p].speedFraction = ps.speed;
      cs.pumps[p].flowLpm = ps.flowM3PerS * kLpm;
      cs.pumps[p].running = ps.running && !ps.failed;
      cs.pumps[p].failed = ps.failed;
      cs.pumps[p].standby = !ps.running && !ps.failed && !ps.held;
      cs.pumps[p].held = ps.held;
    }
    flow += cdu.flowM3PerS();
    supply += cdu.flowM3PerS() * cdu.supplyC();
    ret += cdu.flowM3PerS() * cdu.returnC();
  }
  const double n = static_cast<double>(std::max<std::size_t>(1, m_cdus.size()));
  if (flow > 0.0) {
    s.coolantSupplyTempC = supply / flow;
    s.coolantReturnTempC = ret / flow;
  } else {
    s.coolantSupplyTempC = 0.0;
    s.coolantReturnTempC = 0.0;
    for (const auto& cdu : m_cdus) {
      s.coolantSupplyTempC += cdu.supplyC() / n;
      s.coolantReturnTempC += cdu.returnC() / n;
    }
  }
  s.coolantFlowLpm = flow * kLpm;

  s.dryCoolers.resize(m_coolers.coolers().size());
  for (std::size_t d = 0; d < m_coolers.coolers().size(); ++d) {
    const DryCoolerState& ds = m_coolers.coolers()[d];
    s.dryCoolers[d].fanSpeedFraction = ds.failed ? 0.0 : m_coolers.fanSpeed();
    s.dryCoolers[d].powerKw = ds.powerW * 1e-3;
    s.dryCoolers[d].heatKw = ds.heatW * 1e-3;
    s.dryCoolers[d].fansFailed = ds.fansFailed;
    s.dryCoolers[d].failed = ds.failed;
  }

  if (racks.state.size() != m_nRacks) racks.resize(m_nRacks);
  for (std::size_t i = 0; i < m_nRacks; ++i) {
    racks.gpuTempMaxC[i] = static_cast<float>(m_rackMaxDieC[i]);
    racks.gpuTempMeanC[i] = static_cast<float>(m_rackMeanDieC[i]);
    racks.inletTempC[i] = static_cast<float>(m_racks.inletC[i]);
    racks.outletTempC[i] = static_cast<float>(m_racks.coolantC[i]);
    racks.flowLpm[i] = static_cast<float>(m_racks.flowM3PerS[i] * kLpm);
    racks.gpusThrottled[i] = m_rackTrip[i] == kTripNone ? m_rackThrottled[i] : 0;
    racks.cdu[i] = m_rackCdu[i];
    std::uint8_t bits = 0;
    if (m_rackTrip[i] == kTripNone && m_rackThrottled[i] > 0) bits |= kRackThrottled;
    if (m_rackTrip[i] != kTripNone) bits |= kRackTripped;
    if (m_isolationCommanded[i] || m_racks.valveOpening[i] < 0.05) bits |= kRackIsolated;
    if (m_racks.leakRateM3PerS[i] > 0.0) bits |= kRackLeak;
    if (m_alarmThrottle[i] || m_alarmLowFlow[i] || m_alarmLeak[i] || m_rackTrip[i] != kTripNone) {
      bits |= kRackAlarm;
    }
    racks.state[i] |= bits;
  }
}

void ThermalSystem::fillSensorTruth(ThermalSnapshot& s, RackArrays& racks) const {
  constexpr double kLpm = 60000.0;
  s.cdus.resize(m_cdus.size());
  for (std::size_t c = 0; c < m_cdus.size(); ++c) {
    const Cdu& cdu = m_cdus[c];
    CduSnapshot& cs = s.cdus[c];
    cs.supplyTempC = cdu.supplyC();
    cs.returnTempC = cdu.returnC();
    cs.flowLpm = cdu.flowM3PerS() * kLpm;
  }
  if (racks.state.size() != m_nRacks) racks.resize(m_nRacks);
  for (std::size_t i = 0; i < m_nRacks; ++i) {
    racks.gpuTempMaxC[i] = static_cast<float>(m_rackMaxDieC[i]);
  }
}

}  // namespace podtwin::thermal
