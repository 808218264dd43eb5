#include "thermal/thermal_system.h"

#include "core/parallel.h"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <mutex>

#include "core/rng.h"
#include "thermal/thermal_text.h"

namespace podtwin::thermal {

namespace {

double designHeatW(const ThermalPod& pod) {
  return pod.racks.count * pod.thermal.rack.designPowerKw * 1e3;
}

double facilityDesignFlowM3PerS(const ThermalPod& pod) {
  return designHeatW(pod) / pod.thermal.cdu.facilityDesignDeltaTK /
         pod.thermal.facility.water.volumetricHeatCapacityJPerM3K();
}

}  // namespace

double HeatLedger::relativeBalanceError() const {
  return heatInJ > 0.0 ? std::abs(heatInJ - heatRejectedJ - storedChangeJ) / heatInJ : 0.0;
}

ThermalSystem::ThermalSystem(const ThermalPod& pod, std::uint64_t seed)
    : m_cfg(pod.thermal),
      m_cduCfg(pod.thermal.cduConfig()),
      m_dcCfg(pod.thermal.dryCoolerConfig()),
      m_facility(pod.thermal.facility, designHeatW(pod), facilityDesignFlowM3PerS(pod)),
      m_coolers(pod.thermal.dryCoolerConfig(), designHeatW(pod), facilityDesignFlowM3PerS(pod),
                pod.thermal.facility.water.volumetricHeatCapacityJPerM3K()),
      m_ambient(pod.thermal.ambient) {
  m_cfg.cdu = m_cduCfg;
  m_cfg.dryCooler = m_dcCfg;
  const auto& rc = pod.racks;
  const auto& gc = m_cfg.gpu;
  const auto& lc = m_cfg.rack;
  const Coolant& coolant = m_cfg.coolant;
  m_nRacks = static_cast<std::size_t>(std::max(0, rc.count));
  m_gpusPerRack = static_cast<std::size_t>(std::max(1, rc.gpusPerRack));
  m_rackNominalFlowM3PerS = lc.nominalFlowM3PerS();
  m_gpuNominalFlowM3PerS =
      m_rackNominalFlowM3PerS * gc.gpuFlowShare / static_cast<double>(m_gpusPerRack);
  m_rackVolumeM3 = lc.coolantVolumeL * 1e-3;

  // Racks to CDUs in contiguous, balanced blocks (one SU per CDU in the reference pod).
  const std::size_t nCdu = static_cast<std::size_t>(std::max(1, m_cfg.cduCount));
  m_rackCdu.resize(m_nRacks);
  m_cduFirstRack.assign(nCdu + 1, m_nRacks);
  for (std::size_t i = m_nRacks; i-- > 0;) {
    const std::size_t c = i * nCdu / std::max<std::size_t>(1, m_nRacks);
    m_rackCdu[i] = static_cast<int>(c);
    m_cduFirstRack[c] = i;
  }
  for (std::size_t c = nCdu; c-- > 0;) {
    m_cduFirstRack[c] = std::min(m_cduFirstRack[c], m_cduFirstRack[c + 1]);
  }

  // Steady design state at full GPU power: inlet at the CDU set point, nominal flow.
  const double inletC = m_cduCfg.supplySetpointC;
  const double gpuW = rc.gpuTdpW;
  const double nonGpuLiquidW = rc.nonGpuPowerW() * (1.0 - lc.airFractionNonGpu);
  const double rackLiquidW = gpuW * static_cast<double>(m_gpusPerRack) + nonGpuLiquidW;
  const double rackC = inletC + coolant.temperatureRiseK(rackLiquidW, m_rackNominalFlowM3PerS);
  const double gFlow =
      plateFlowConductanceWPerK(gc, coolant, m_gpuNominalFlowM3PerS, m_gpuNominalFlowM3PerS);
  const double gStag = gc.stagnantConductanceWPerK;
  const double plateC = (gpuW + gFlow * inletC + gStag * rackC) / (gFlow + gStag);
  const std::size_t nGpu = m_nRacks * m_gpusPerRack;
  m_gpu.resize(nGpu, plateC, 1.0 / gc.dieToPlateResistanceKPerW);
  // Seeded per-GPU spread of the total junction-to-coolant resistance, applied to the conduction
  // part (TIM and mounting vary most); clipped at ±3σ so no GPU gets a non-physical value.
  Rng rng = Rng::stream(seed, 0x7e4a1);
  const double rTotal = gc.dieToPlateResistanceKPerW + 1.0 / gFlow;
  for (std::size_t g = 0; g < nGpu; ++g) {
    const double z = std::clamp(rng.normal(), -3.0, 3.0);
    const double r =
        std::max(0.2 * gc.dieToPlateResistanceKPerW,
                 gc.dieToPlateResistanceKPerW + gc.resistanceSpreadFraction * rTotal * z);
    const auto k = static_cast<Eigen::Index>(g);
    m_gpu.dieToPlateWPerK[k] = 1.0 / r;
    m_gpu.dieC[k] = plateC + gpuW * r;
  }
  m_racks.resize(m_nRacks, m_rackVolumeM3, rackC);
  std::fill(m_racks.inletC.begin(), m_racks.inletC.end(), inletC);
  std::fill(m_racks.flowM3PerS.begin(), m_racks.flowM3PerS.end(), m_rackNominalFlowM3PerS);
  m_lastOpening.assign(m_nRacks, -1.0);
  m_rackLiquidW.assign(m_nRacks, rackLiquidW);
  m_rackMaxDieC.assign(m_nRacks, 0.0);
  m_rackMeanDieC.assign(m_nRacks, 0.0);
  m_rackThrottled.assign(m_nRacks, 0);
  m_rackTrip.assign(m_nRacks, kTripNone);
  m_rackTripS.assign(m_nRacks, 0.0);
  m_isolationCommanded.assign(m_nRacks, 0);
  m_alarmThrottle.assign(m_nRacks, 0);
  m_alarmLowFlow.assign(m_nRacks, 0);
  m_lowFlowSinceS.assign(m_nRacks, -1.0);
  m_alarmLeak.assign(m_nRacks, 0);
  m_leakAutoIsolate.assign(m_nRacks, m_cfg.rack.leakAutoIsolate ? 1 : 0);

  const double facilityC = m_cfg.facility.supplySetpointC;
  for (std::size_t c = 0; c < nCdu; ++c) {
    const auto racks = static_cast<double>(m_cduFirstRack[c + 1] - m_cduFirstRack[c]);
    const double flow = std::max(1.0, racks) * m_rackNominalFlowM3PerS;
    const double heat = std::max(1.0, racks) * lc.designPowerKw * 1e3;
    m_cdus.emplace_back(m_cduCfg, static_cast<int>(c), flow, heat, m_cfg.coolant,
                        m_cfg.facility.water, facilityC, lc.pressureExponent);
  }
  m_streams.resize(nCdu);
  refreshCduHealth();
  m_ambientC = m_ambient.dryBulbC(0.0);
  m_storedInitialJ = storedEnergyJ();
  m_gpuTempMaxC = m_gpu.dieC.size() > 0 ? m_gpu.dieC.maxCoeff() : 0.0;
  m_gpuTempMeanC = m_gpu.dieC.size() > 0 ? m_gpu.dieC.mean() : 0.0;
  spdlog::debug("thermal: {} racks on {} CDUs, {} dry coolers, rack nominal flow {:.0f} L/min",
                m_nRacks, nCdu, m_dcCfg.count, m_rackNominalFlowM3PerS * 60000.0);
}

void ThermalSystem::refreshCduHealth() {
  m_cduHealthy.resize(m_cdus.size());
  for (std::size_t c = 0; c < m_cdus.size(); ++c) m_cduHealthy[c] = m_cdus[c].healthy() ? 1 : 0;
}

double ThermalSystem::storedEnergyJ() const {
  const auto& gc = m_cfg.gpu;
  double e =
      gc.dieHeatCapacityJPerK * m_gpu.dieC.sum() + gc.plateHeatCapacityJPerK * m_gpu.plateC.sum();
  for (std::size_t i = 0; i < m_nRacks; ++i) {
    e += m_cfg.coolant.heatCapacityJPerK(m_racks.volumeM3[i]) * m_racks.coolantC[i];
  }
  for (const auto& c : m_cdus) e += c.supplyCapacityJPerK() * c.supplyC();
  return e + m_facility.storedJ();
}

void ThermalSystem::refreshStoredChange() const {
  if (!m_storedStale) return;
  m_ledger.storedChangeJ = storedEnergyJ() - m_storedInitialJ;
  m_storedStale = false;
}

double ThermalSystem::pumpPowerW() const {
  double p = 0.0;
  for (const auto& c : m_cdus) p += c.pumpPowerW();
  return p;
}

double ThermalSystem::coolingPowerForItW(double itW, double powered) const {
  return plantPowerW(pumpPowerW(), itW, powered);
}

double ThermalSystem::plantPowerW(double cduPumpW, double itW, double powered) const {
  double w = cduPumpW + m_cduCfg.controlsPowerW * static_cast<double>(m_cdus.size()) +
             m_facility.pumpPowerW() + m_coolers.powerW();
  // An air-cooled facility's plant (CRAH fans, chillers) scales with the IT load it removes.
  if (m_cfg.facility.airCoolingOverheadFraction > 0.0) {
    w += powered * m_cfg.facility.airCoolingOverheadFraction * itW;
  }
  return w;
}

double ThermalSystem::coolingPowerAfterTickW(const ThermalTickInput& in) const {
  ThermalSystem probe(*this);
  EventLog scratch;
  ThermalTickOutput out;
  probe.advance(in, out, scratch);
  return probe.m_coolingPowerW;
}

void ThermalSystem::advance(const ThermalTickInput& in, ThermalTickOutput& out, EventLog& log) {
  const double dt = in.dtS;
  const double tEnd = in.t0S + dt;
  m_timeS = in.t0S;
  m_ambientC = m_ambient.dryBulbC(in.t0S);
  const double wetBulbC = wetBulbStullC(m_ambientC, m_cfg.ambient.relativeHumidity);

  const double powered = std::isfinite(in.mechanicalPoweredFraction)
                             ? std::clamp(in.mechanicalPoweredFraction, 0.0, 1.0)
                             : 1.0;
  // Facility pumps: the flow the CDU valves ask for while powered; for the unpowered share of the
  // tick the loop's flow coasts down from the last tick's like the CDU pumps (same kind of
  // centrifugal pump, same run-down time constant).
  double facilityFlowFactor = 1.0;
  if (powered < 1.0) {
    double askedM3PerS = 0.0;
    for (const auto& c : m_cdus) askedM3PerS += c.facilityValve() * c.facilityDesignFlowM3PerS();
    const double coastM3PerS =
        m_facility.flowM3PerS() * std::exp(-dt / m_cduCfg.coastDownTimeConstantS);
    const double coastShare = askedM3PerS > 0.0 ? std::min(1.0, coastM3PerS / askedM3PerS) : 0.0;
    facilityFlowFactor = powered + (1.0 - powered) * (coastShare < 1e-3 ? 0.0 : coastShare);
  }

  // CDU hydraulics, racks, then the CDU exchangers and supply nodes fed by the mixed rack
  // returns (the facility valves and flow this reads are the last tick's: the racks change
  // neither).
  stepRacks(in, facilityFlowFactor, log);
  m_facility.step(m_cfg.facility, m_dcCfg, m_coolers, m_streams, m_ambientC, wetBulbC, dt, powered);
  m_ledger.dryCoolerJ += m_coolers.heatW() * dt;
  m_ledger.heatRejectedJ += m_coolers.heatW() * dt;

  // Outputs.
  out.rackClockFactor.resize(m_nRacks);
  out.rackThermalTrip.resize(m_nRacks);
  for (std::size_t i = 0; i < m_nRacks; ++i) {
    out.rackThermalTrip[i] = m_rackTrip[i] != kTripNone ? 1 : 0;
    out.rackClockFactor[i] = m_rackThrottled[i] > 0 ? m_cfg.gpu.throttleClockFactor : 1.0;
  }
  m_gpusThrottled = 0;
  for (int n : m_cduThrottled) m_gpusThrottled += n;
  double itW = 0.0;
  for (double w : in.rackItPowerW) itW += std::isfinite(w) ? std::max(0.0, w) : 0.0;
  double cduPumpW = 0.0;
  for (double w : m_cduPumpW) cduPumpW += w;
  m_coolingPowerW = plantPowerW(cduPumpW, itW, powered);
  out.coolingPowerW = m_coolingPowerW;
  m_storedStale = true;
  m_timeS = tEnd;
}

void ThermalSystem::stepRacks(const ThermalTickInput& in, double facilityFlowFactor,
                              EventLog& log) {
  const double dt = in.dtS;
  const double tEnd = in.t0S + dt;
  const auto& lc = m_cfg.rack;
  const auto& gc = m_cfg.gpu;
  const Coolant& coolant = m_cfg.coolant;

  // Valves, leaks and automatic isolation.
  m_racks.moveValves(lc, dt);
  std::vector<CduRackSums>& sums = m_sumsScratch;
  sums.resize(m_cdus.size());
  for (std::size_t c = 0; c < m_cdus.size(); ++c) {
    CduRackSums cduSums;
    for (std::size_t i = m_cduFirstRack[c]; i < m_cduFirstRack[c + 1]; ++i) {
      const double leak = m_racks.leakRateM3PerS[i];
      if (leak > 0.0) {
        if (m_leakAutoIsolate[i] && !m_isolationCommanded[i] &&
            in.t0S + 1e-9 >= m_racks.leakStartS[i] + lc.leakIsolateDelayS) {
          commandIsolation(i, in.t0S, log, "leak", "leak detected");
        }
        if (m_racks.valveOpening[i] < 0.02) {
          // Isolated: the leak drains the rack's own inventory, carrying its heat to the floor.
          const double dv = std::min(m_racks.volumeM3[i], leak * dt);
          const double lostJ = coolant.heatCapacityJPerK(dv) * m_racks.coolantC[i];
          m_racks.volumeM3[i] -= dv;
          m_racks.leakedM3[i] += dv;
          m_ledger.heatRejectedJ += lostJ;
        } else {
          // Open: the CDU's expansion tank makes the loss up.
          cduSums.leakM3PerS += leak;
          m_racks.leakedM3[i] += leak * dt;
        }
      }
      if (m_racks.valveOpening[i] != m_lastOpening[i]) {
        m_racks.branchCoeff[i] = lc.branchCoefficient(m_racks.valveOpening[i]);
        m_lastOpening[i] = m_racks.valveOpening[i];
      }
      cduSums.branchCoeffSum += m_racks.branchCoeff[i];
    }
    parallel::storeIfChanged(sums[c].branchCoeffSum, cduSums.branchCoeffSum);
    parallel::storeIfChanged(sums[c].leakM3PerS, cduSums.leakM3PerS);
  }

  // Per CDU, in parallel chunks of CDUs: the pumps and operating point, the branch flows from the
  // header Δp, then the GPU and rack coolant nodes of the CDU's racks and their protection logic.
  // Within a tick a CDU and its racks depend on no other CDU, and a chunk writes only its own CDUs'
  // and racks' entries. What a chunk logs is kept with the chunk and appended afterwards in CDU
  // order (every CDU's hydraulics first, then every rack's protection, as a loop in order logs
  // them), and the sums over racks and the ledger run in rack order on this thread, so the results
  // do not depend on the thread count.
  const double invN = 1.0 / lc.pressureExponent;
  const auto nGpu = static_cast<double>(m_gpusPerRack);
  auto rackPower = [&](std::size_t i, double& gpuW, double& itW) {
    gpuW = i < in.rackGpuPowerW.size() ? in.rackGpuPowerW[i] : 0.0;
    itW = i < in.rackItPowerW.size() ? in.rackItPowerW[i] : gpuW * nGpu;
    if (!std::isfinite(gpuW) || !std::isfinite(itW) || gpuW < 0.0 || itW < 0.0) {
      gpuW = 0.0;
      itW = 0.0;
      return false;
    }
    return true;
  };
  const std::size_t nCdu = m_cdus.size();
  m_rackSumDieC.resize(m_nRacks);
  m_cduMaxDieC.resize(nCdu);
  m_cduThrottled.resize(nCdu);
  m_cduPumpW.resize(nCdu);
  const std::size_t cduGrain =
      std::max<std::size_t>(1, kRacksPerChunk * nCdu / std::max<std::size_t>(1, m_nRacks));
  const double facilityC = m_facility.supplyC();
  // When every rack draws the same (the plant's usual case: all racks at full clock), the powers
  // are read once here, so the region's other threads do not fetch the per-rack input lines the
  // power plant has just written on this thread's core. Equal bits give equal results either way.
  auto sameBits = [this](std::span<const double> w) {
    if (w.size() < m_nRacks || m_nRacks == 0) return false;
    const auto first = std::bit_cast<std::uint64_t>(w[0]);
    std::uint64_t differ = 0;
    for (std::size_t i = 1; i < m_nRacks; ++i) differ |= std::bit_cast<std::uint64_t>(w[i]) ^ first;
    return differ == 0;
  };
  const bool samePower = sameBits(in.rackGpuPowerW) && sameBits(in.rackItPowerW);
  double sameGpuW = 0.0;
  double sameItW = 0.0;
  if (samePower) rackPower(0, sameGpuW, sameItW);
  struct ChunkLog {
    std::size_t firstCdu = 0;
    EventLog hydraulics;
    EventLog protection;
    EventLog alarms;
  };
  std::vector<ChunkLog> chunkLogs;
  std::mutex chunkLogMutex;
  parallel::forChunks(nCdu, cduGrain, [&](std::size_t c0, std::size_t c1) {
    EventLog hydraulicsLog;
    EventLog protectionLog;
    EventLog alarmLog;
    hydraulicsLog.setSource(log.source());
    protectionLog.setSource(log.source());
    alarmLog.setSource(log.source());
    for (std::size_t c = c0; c < c1; ++c) {
      const double dp = m_cdus[c].stepHydraulics(m_cduCfg, sums[c], in.t0S, dt, hydraulicsLog,
                                                 in.mechanicalPoweredFraction);
      m_cduPumpW[c] = m_cdus[c].pumpPowerW();
      m_cduMaxDieC[c] = -1e300;
      m_cduThrottled[c] = 0;
      const double dpRoot = dp > 0.0 ? std::pow(dp, invN) : 0.0;
      const double supplyC = m_cdus[c].supplyC();
      for (std::size_t i = m_cduFirstRack[c]; i < m_cduFirstRack[c + 1]; ++i) {
        m_racks.flowM3PerS[i] = m_racks.branchCoeff[i] * dpRoot;
        m_racks.inletC[i] = supplyC;
      }
    }
    // Racks on one CDU usually see the same flow: the conductance (a pow and an exp) is reused
    // while the flow is unchanged, which gives the same value as computing it again.
    double memoFlow = -1.0;
    double memoG = 0.0;
    for (std::size_t i = m_cduFirstRack[c0]; i < m_cduFirstRack[c1]; ++i) {
      double gpuW = sameGpuW;
      double itW = sameItW;
      if (!samePower) rackPower(i, gpuW, itW);
      const double nonGpuW = std::max(0.0, itW - gpuW * nGpu);
      const double airW = lc.airFractionNonGpu * nonGpuW;
      const double flow = m_racks.flowM3PerS[i];
      const double volumeShare = m_racks.volumeM3[i] / m_rackVolumeM3;
      if (flow != memoFlow) {
        memoG = plateFlowConductanceWPerK(gc, coolant, flow * gc.gpuFlowShare / nGpu,
                                          m_gpuNominalFlowM3PerS);
        memoFlow = flow;
      }
      const GpuRackStep g =
          stepRackGpus(gc, m_gpu, i * m_gpusPerRack, m_gpusPerRack, gpuW, m_racks.inletC[i],
                       m_racks.coolantC[i], memoG, gc.stagnantConductanceWPerK * volumeShare, dt);
      const double liquidW = g.heatToCoolantW + (nonGpuW - airW);
      m_rackLiquidW[i] = liquidW;
      m_racks.coolantC[i] =
          mixNodeImplicit(m_racks.coolantC[i], coolant.heatCapacityJPerK(m_racks.volumeM3[i]),
                          liquidW, coolant.capacityRateWPerK(flow), m_racks.inletC[i], dt);
      m_rackSumDieC[i] = g.sumDieC;
      m_rackMaxDieC[i] = g.maxDieC;
      m_rackMeanDieC[i] = g.sumDieC / nGpu;
      if (m_rackThrottled[i] != g.throttled) m_rackThrottled[i] = g.throttled;
      rackProtection(i, g, tEnd, protectionLog);
      const auto c = static_cast<std::size_t>(m_rackCdu[i]);
      m_cduMaxDieC[c] = std::max(m_cduMaxDieC[c], g.maxDieC);
      if (m_rackTrip[i] == kTripNone) m_cduThrottled[c] += g.throttled;
    }
    // The CDU exchangers and supply nodes, fed by the mixed rack returns.
    for (std::size_t c = c0; c < c1; ++c) {
      double flow = 0.0;
      double flowTemp = 0.0;
      for (std::size_t i = m_cduFirstRack[c]; i < m_cduFirstRack[c + 1]; ++i) {
        flow += m_racks.flowM3PerS[i];
        flowTemp += m_racks.flowM3PerS[i] * m_racks.coolantC[i];
      }
      Cdu& cdu = m_cdus[c];
      const double returnC = flow > 0.0 ? flowTemp / flow : cdu.returnC();
      cdu.stepThermal(m_cduCfg, returnC, facilityC, dt, facilityFlowFactor);
      cdu.updateAlarms(m_cduCfg, tEnd, alarmLog);
      m_streams[c] = {cdu.facilityFlowM3PerS(), cdu.facilityOutC()};
      const std::uint8_t healthy = cdu.healthy() ? 1 : 0;
      if (m_cduHealthy[c] != healthy) m_cduHealthy[c] = healthy;
    }
    if (hydraulicsLog.size() > 0 || protectionLog.size() > 0 || alarmLog.size() > 0) {
      const std::lock_guard lock(chunkLogMutex);
      chunkLogs.push_back(
          {c0, std::move(hydraulicsLog), std::move(protectionLog), std::move(alarmLog)});
    }
  });
  std::sort(chunkLogs.begin(), chunkLogs.end(),
            [](const ChunkLog& a, const ChunkLog& b) { return a.firstCdu < b.firstCdu; });
  for (ChunkLog& c : chunkLogs) log.append(std::move(c.hydraulics));
  for (ChunkLog& c : chunkLogs) log.append(std::move(c.protection));
  for (ChunkLog& c : chunkLogs) log.append(std::move(c.alarms));

  // The ledger sums run in locals (the same additions in the same order as into the ledger), so
  // they stay in registers instead of going through memory on every rack.
  double maxDie = -1e300;
  double sumDie = 0.0;
  double heatInJ = m_ledger.heatInJ;
  double airJ = m_ledger.airJ;
  double heatRejectedJ = m_ledger.heatRejectedJ;
  std::size_t badRack = m_nRacks;
  for (std::size_t i = 0; i < m_nRacks; ++i) {
    double gpuW = 0.0;
    double itW = 0.0;
    if (!rackPower(i, gpuW, itW) && badRack == m_nRacks) badRack = i;
    const double nonGpuW = std::max(0.0, itW - gpuW * nGpu);
    const double airW = lc.airFractionNonGpu * nonGpuW;
    heatInJ += (gpuW * nGpu + nonGpuW) * dt;
    airJ += airW * dt;
    heatRejectedJ += airW * dt;
    sumDie += m_rackSumDieC[i];
  }
  m_ledger.heatInJ = heatInJ;
  m_ledger.airJ = airJ;
  m_ledger.heatRejectedJ = heatRejectedJ;
  if (badRack < m_nRacks && m_badInput.empty()) {
    m_badInput =
        "rack" + std::to_string(badRack + 1) + " power input is not a finite, non-negative number";
  }
  // A maximum does not depend on the order it is taken in: per CDU, then over CDUs.
  for (double c : m_cduMaxDieC) maxDie = std::max(maxDie, c);
  m_gpuTempMaxC = m_nRacks > 0 ? maxDie : 0.0;
  m_gpuTempMeanC = m_nRacks > 0 ? sumDie / (nGpu * static_cast<double>(m_nRacks)) : 0.0;
}

void ThermalSystem::rackProtection(std::size_t i, const GpuRackStep& g, double tS, EventLog& log) {
  const auto& gc = m_cfg.gpu;
  const auto& lc = m_cfg.rack;
  // Named only when something is logged: this runs for every rack on every tick.
  auto name = [i] { return "rack" + std::to_string(i + 1); };
  const bool running = m_rackTrip[i] == kTripNone;
  // Throttling alarm (only meaningful while the rack runs).
  const bool throttling = running && g.throttled > 0;
  if (throttling && !m_alarmThrottle[i]) {
    m_alarmThrottle[i] = 1;
    log.add(tS, Severity::Alarm, name(), "alarm_throttle",
            std::to_string(g.throttled) + " GPU(s) above " + formatTemp(gc.slowdownTempC) +
                ": clocks cut to " + fmt::format("{:.0f} %", gc.throttleClockFactor * 100.0),
            {{"gpus", static_cast<double>(g.throttled)},
             {"limit_c", gc.slowdownTempC},
             {"clock_pct", gc.throttleClockFactor * 100.0}});
  } else if (!throttling && m_alarmThrottle[i]) {
    m_alarmThrottle[i] = 0;
    log.add(tS, Severity::Alarm, name(), "alarm_throttle", "throttling ended", true);
  }
  // Shutdown: any junction above the limit trips the rack.
  if (g.aboveShutdown && !(m_rackTrip[i] & kTripThermal)) {
    m_rackTrip[i] |= kTripThermal;
    m_rackTripS[i] = tS;
    log.add(tS, Severity::Trip, name(), "gpu_shutdown",
            "GPU junction " + formatTemp(g.maxDieC) + " above " + formatTemp(gc.shutdownTempC) +
                ": rack shut down",
            {{"temp_c", g.maxDieC}, {"limit_c", gc.shutdownTempC}});
  } else if ((m_rackTrip[i] & kTripThermal) && gc.autoRestart &&
             tS - m_rackTripS[i] >= gc.restartDelayS - 1e-9 && g.maxDieC < gc.restartTempC &&
             m_racks.flowM3PerS[i] >= lc.lowFlowFraction * m_rackNominalFlowM3PerS &&
             !m_isolationCommanded[i]) {
    m_rackTrip[i] &= static_cast<std::uint8_t>(~kTripThermal);
    log.add(tS, Severity::Trip, name(), "gpu_shutdown", "rack restarted after cooling down", true);
  }
  // The BMS restarts an isolated rack once its valve is open again.
  if ((m_rackTrip[i] & kTripIsolated) && !m_isolationCommanded[i] &&
      m_racks.valveOpening[i] > 0.95) {
    m_rackTrip[i] &= static_cast<std::uint8_t>(~kTripIsolated);
    log.add(tS, Severity::Trip, name(), "rack_isolated", "valve open: rack back in service", true);
  }
  // Low flow (not for racks deliberately isolated).
  const double flow = m_racks.flowM3PerS[i];
  const bool low = !m_isolationCommanded[i] && flow < lc.lowFlowFraction * m_rackNominalFlowM3PerS;
  const bool clear =
      m_isolationCommanded[i] || flow > (lc.lowFlowFraction + 0.05) * m_rackNominalFlowM3PerS;
  if (low && !m_alarmLowFlow[i]) {
    m_alarmLowFlow[i] = 1;
    log.add(tS, Severity::Alarm, name(), "alarm_low_flow",
            fmt::format("coolant flow {:.0f} L/min below {:.0f} % of nominal", flow * 60000.0,
                        lc.lowFlowFraction * 100.0),
            {{"flow_lpm", flow * 60000.0}, {"limit_pct", lc.lowFlowFraction * 100.0}});
  } else if (clear && m_alarmLowFlow[i]) {
    m_alarmLowFlow[i] = 0;
    log.add(tS, Severity::Alarm, name(), "alarm_low_flow", "coolant flow back", true);
  }
  // Low-flow interlock: the BMS takes a rack without coolant out of service, so no job is placed
  // on it, and returns it once the flow is back (with the alarm's hysteresis).
  if (!low) {
    parallel::storeIfChanged(m_lowFlowSinceS[i], -1.0);
  } else if (m_lowFlowSinceS[i] < 0.0) {
    m_lowFlowSinceS[i] = tS;
  }
  if (low && !(m_rackTrip[i] & kTripLowFlow) &&
      tS - m_lowFlowSinceS[i] >= lc.lowFlowTripDelayS - 1e-9) {
    m_rackTrip[i] |= kTripLowFlow;
    log.add(tS, Severity::Trip, name(), "rack_low_flow_trip",
            fmt::format("low-flow interlock: coolant flow {:.0f} L/min below {:.0f} % of nominal "
                        "for {:.0f} s: rack taken out of service",
                        flow * 60000.0, lc.lowFlowFraction * 100.0, lc.lowFlowTripDelayS),
            {{"flow_lpm", flow * 60000.0},
             {"limit_pct", lc.lowFlowFraction * 100.0},
             {"delay_s", lc.lowFlowTripDelayS}});
  } else if ((m_rackTrip[i] & kTripLowFlow) && clear) {
    m_rackTrip[i] &= static_cast<std::uint8_t>(~kTripLowFlow);
    log.add(tS, Severity::Trip, name(), "rack_low_flow_trip", "coolant flow back: rack in service",
            true);
  }
}

bool ThermalSystem::healthy(std::string& why) const {
  if (!m_badInput.empty()) {
    why = "thermal: " + m_badInput;
    return false;
  }
  if (!std::isfinite(m_gpuTempMaxC) || m_gpuTempMaxC > 400.0 || m_gpuTempMaxC < -100.0) {
    why = "thermal: GPU junction temperature diverged (" + std::to_string(m_gpuTempMaxC) + " °C)";
    return false;
  }
  for (std::size_t c = 0; c < m_cduHealthy.size(); ++c) {
    if (!m_cduHealthy[c]) {
      why = "thermal: " + m_cdus[c].name() + " state is not finite or has negative flow";
      return false;
    }
  }
  if (!std::isfinite(m_facility.supplyC()) || !std::isfinite(m_coolingPowerW)) {
    why = "thermal: facility loop state is not finite";
    return false;
  }
  return true;
}

}  // namespace podtwin::thermal
