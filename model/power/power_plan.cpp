// The plant's plan of each tick: the racks' states, caps and load shedding once per control tick
// (O(racks)), the trips, and the operating point a run starts from. The electrical steps are in
// power_system.cpp, events in power_events.cpp, snapshots and the ledger in power_report.cpp.
#include <spdlog/spdlog.h>

#include <algorithm>
#include <cmath>
#include <limits>

#include "power/power_tick.h"

namespace podtwin::power {

double PowerSystem::rackBaseW() const {
  const auto& r = m_pod.racks;
  return r.gpusPerRack * r.gpuIdleW + r.nonGpuPowerW();
}

double PowerSystem::capClockForKw(double capKw) const {
  if (capKw <= 0.0) return 1.0;
  const auto& r = m_pod.racks;
  const double dynW = r.gpusPerRack * (m_job->peakPowerW() - r.gpuIdleW);
  if (dynW <= 0.0) return 1.0;
  // The cap is at the rack input; the PSU efficiency at that load turns it into IT power.
  const double capW = capKw * 1e3;
  const double itCapW = capW * r.psuEfficiency(capW / rackPsuCapacityW(r));
  return std::clamp((itCapW - rackBaseW()) / dynW, 0.0, 1.0);
}

PowerSystem::OperatingPoint PowerSystem::initialOperatingPoint(const PowerTickInput& in) const {
  // A steady operating point: the fleet and the grid share the present load.
  const auto& p = m_pod.power;
  const auto& r = m_pod.racks;
  const double gpuW = m_job->powerW();
  OperatingPoint op;
  for (std::size_t i = 0; i < m_active.size(); ++i) {
    const bool tripped = !in.rackThermalTrip.empty() && in.rackThermalTrip[i];
    const double clock = in.rackClockFactor.empty() ? 1.0 : in.rackClockFactor[i];
    if (!tripped) op.itW += rackBaseW() + r.gpusPerRack * clock * (gpuW - r.gpuIdleW);
  }
  op.dcW = static_cast<double>(r.count) * psuInputW(r, op.itW / r.count);
  op.coolingW = coolingOf(in);
  const bool mechOnDc = p.mechanicalOnDcBus();
  op.busW = op.dcW + (mechOnDc ? op.coolingW : 0.0);
  op.acW = m_bus->rectifierInputW(op.busW) + (mechOnDc ? 0.0 : op.coolingW) + p.miscLoadKw * 1e3;
  if (p.islanded() && m_gensets->online() > 0) {
    op.gridW = std::clamp(op.acW - m_gensets->onlineRatingW() * p.genset.maxLoadingFraction, 0.0,
                          m_grid->capabilityW());
  } else {
    op.gridW = std::min(op.acW, m_grid->capabilityW());
  }
  return op;
}

void PowerSystem::initialise(const PowerTickInput& in) {
  const OperatingPoint op = initialOperatingPoint(in);
  m_bus->reset(op.busW);
  m_grid->stepStiff(op.gridW);
  m_gensets->initialise(op.acW - op.gridW);
  m_initialised = true;
}

void PowerSystem::reportInitialState(const PowerTickInput& in, PowerTickOutput& out) {
  if (m_initialised) return;
  m_job->setPhases(in.computePhaseS, in.commPhaseS);
  const auto& r = m_pod.racks;
  const OperatingPoint op = initialOperatingPoint(in);
  const double genW = std::min(op.acW - op.gridW, m_gensets->onlineRatingW());
  const double servedAcW = op.gridW + genW;
  // What the AC sources cannot carry at the start the battery carries on the DC bus.
  const double acMechW = m_pod.power.mechanicalOnDcBus() ? 0.0 : op.coolingW;
  const double rectInW = std::max(0.0, servedAcW - acMechW - m_pod.power.miscLoadKw * 1e3);
  const double rectOutW = std::min(op.busW, rectInW * m_bus->efficiency());
  m_lastItW = op.itW;
  m_lastGpuW = 0.0;
  const double gpuW = m_job->powerW();
  for (std::size_t i = 0; i < m_active.size(); ++i) {
    const bool tripped = !in.rackThermalTrip.empty() && in.rackThermalTrip[i];
    const double clock = in.rackClockFactor.empty() ? 1.0 : in.rackClockFactor[i];
    const double gpu = tripped ? 0.0 : r.gpusPerRack * (r.gpuIdleW + clock * (gpuW - r.gpuIdleW));
    m_lastGpuW += gpu;
    m_rackItW[i] = tripped ? 0.0 : rackBaseW() + gpu - r.gpusPerRack * r.gpuIdleW;
    if (i < out.rackItPowerW.size() && i < out.rackGpuPowerW.size()) {
      out.rackItPowerW[i] = m_rackItW[i];
      out.rackGpuPowerW[i] = tripped ? 0.0 : gpu / r.gpusPerRack;
    }
  }
  m_lastPsuLossW = op.dcW - op.itW;
  m_lastLossW = m_lastPsuLossW + (m_bus->rectifierInputW(rectOutW) - rectOutW);
  m_lastCoolingW = op.coolingW;
  m_lastMiscW = m_pod.power.miscLoadKw * 1e3;
  m_lastGenW = genW;
  m_lastGridW = op.gridW;
  m_lastBessW = op.busW - rectOutW;
}

double PowerSystem::presentHoldUpS() const {
  int racks = 0;
  double sumW = 0.0;
  for (double w : m_rackItW) {
    if (w > 0.0) {
      ++racks;
      sumW += w;
    }
  }
  const double fullS = psuHoldUpS(m_pod.racks, racks > 0 ? sumW / racks : 0.0);
  // The bulk capacitors may not have been recharged yet from an earlier excursion.
  const double capacityJ = static_cast<double>(racks) * psuHoldUpEnergyJ(m_pod.racks);
  if (m_dcStoreDrawnJ <= 0.0 || capacityJ <= 0.0) return fullS;
  return fullS * std::clamp(1.0 - m_dcStoreDrawnJ / capacityJ, 0.0, 1.0);
}

void PowerSystem::tripRacks(double tS, const char* reason, const std::string& why, EventLog& log,
                            bool all, int count) {
  m_allRacksFull = false;
  // Shedding trips the highest-numbered racks first (a fixed, documented priority).
  const double restartS = m_pod.power.ems.rackRestartDelayS;
  int tripped = 0;
  for (std::size_t k = m_active.size(); k-- > 0;) {
    if (!all && tripped >= count) break;
    if (!m_active[k] || m_powerTrip[k]) continue;
    m_powerTrip[k] = 1;
    m_active[k] = 0;
    m_restartAtS[k] = tS + restartS;
    ++tripped;
    ++m_rackTripCount;
    log.add(tS, Severity::Trip, "rack" + std::to_string(k + 1), "rack_trip",
            "rack lost power: " + why, {{"reason", reason}});
  }
  if (tripped > 0 && m_job->running()) {
    // A synchronous job cannot lose a rack: it stops and reloads its checkpoint.
    m_job->restart(std::max(m_pod.workload.restartDelayS, restartS));
    log.add(tS, Severity::Warning, "job", "job_interrupted",
            "training job interrupted by a rack power trip; restarting from checkpoint",
            {{"reason", "power_trip"}});
  }
}

bool PowerSystem::allRacksAtFullClock(const PowerTickInput& in) const {
  // Separate branch-free passes, so each vectorises.
  unsigned bad = 0;
  for (std::size_t i = 0; i < m_powerTrip.size(); ++i) {
    bad |=
        static_cast<unsigned>(m_powerTrip[i] != 0) | static_cast<unsigned>(m_opCapClock[i] != 1.0);
  }
  for (const double c : in.rackClockFactor) bad |= static_cast<unsigned>(c != 1.0);
  for (const std::uint8_t t : in.rackThermalTrip) bad |= static_cast<unsigned>(t != 0);
  return bad == 0;
}

void PowerSystem::updateCapFlags(double tS, EventLog& log) {
  // No rack was capped and none is now (every operator cap off, no shedding cap): nothing changes.
  if (m_allRacksFull && m_racksCapped == 0 && m_shedClock >= 1.0 - 1e-9) return;
  int capped = 0;
  for (std::size_t i = 0; i < m_active.size(); ++i) {
    const double c = std::min(m_opCapClock[i], m_shedClock);
    const bool now = m_active[i] && c < 1.0 - 1e-9;
    if (now) ++capped;
    if (now && !m_capped[i]) {
      const bool byShed = m_shedClock < m_opCapClock[i];
      log.add(tS, Severity::Warning, "rack" + std::to_string(i + 1), "rack_capped",
              byShed ? "rack power-capped by load shedding: sources cannot cover the load"
                     : "rack power-capped by operator cap",
              {{"reason", byShed ? "shed" : "operator"}});
    } else if (!now && m_capped[i]) {
      log.add(tS, Severity::Info, "rack" + std::to_string(i + 1), "rack_capped",
              "rack power cap released", true);
    }
    m_capped[i] = now ? 1 : 0;
  }
  m_racksCapped = capped;
}

void PowerSystem::planTick(const PowerTickInput& in, EventLog& log, TickPlan& plan) {
  const auto& r = m_pod.racks;
  const auto& p = m_pod.power;
  const double tS = in.t0S;
  const double gpus = r.gpusPerRack;
  const double base = rackBaseW();
  const auto n = m_active.size();
  auto thermalTrip = [&](std::size_t i) {
    return !in.rackThermalTrip.empty() && in.rackThermalTrip[i] != 0;
  };
  auto clockOf = [&](std::size_t i) {
    double c = in.rackClockFactor.empty() ? 1.0 : in.rackClockFactor[i];
    return std::isfinite(c) ? std::clamp(c, 0.0, 1.0) : 1.0;
  };

  // Capacity the sources can sustain for the racks on the DC bus, with the battery while it has
  // energy (less the mechanical load when that is fed from the bus too).
  const bool mechOnDc = p.mechanicalOnDcBus();
  const double acFixedW = (mechOnDc ? 0.0 : coolingOf(in)) + p.miscLoadKw * 1e3;
  const double dcMechW = mechOnDc ? coolingOf(in) : 0.0;
  const double acCapW = m_gensets->onlineRatingW() + m_grid->capabilityW();
  const double supplyDcW = std::max(
      0.0, (std::max(0.0, acCapW - acFixedW) * m_bus->efficiency() + m_battery->maxDischargeW()) *
                   (1.0 - p.ems.capacityMarginFraction) -
               dcMechW);
  const double peakDynW = std::max(0.0, m_job->peakPowerW() - r.gpuIdleW);
  const double rackPeakW = base + gpus * peakDynW;
  const double psuEta = rackPeakW / std::max(1.0, psuInputW(r, rackPeakW));
  const double supplyItW = supplyDcW * psuEta;

  // Racks that may draw: not thermally tripped, not power-tripped (restart when due and there is
  // room for a full rack at peak).
  double a = 0.0;
  double bOp = 0.0;
  int active = 0;
  m_allRacksFull = allRacksAtFullClock(in);
  if (m_allRacksFull) {
    // The loop below would add base and gpus × 1 for every rack.
    std::fill(m_active.begin(), m_active.end(), std::uint8_t{1});
    a = m_baseSumW[n];
    bOp = m_gpuSum[n];
    active = static_cast<int>(n);
  } else {
    for (std::size_t i = 0; i < n; ++i) {
      m_active[i] = !thermalTrip(i) && !m_powerTrip[i];
      if (m_active[i]) {
        a += base;
        bOp += gpus * std::min(clockOf(i), m_opCapClock[i]);
        ++active;
      }
    }
  }
  // A rack that restarts is a block load on the sources: at once they take only the gensets'
  // block-load acceptance, the battery's discharge limit and, when the grid forms the bus, the
  // tie's room to its capability (behind an island the tie follows its ramp, so none at once).
  const bool gridForms =
      m_gensets->online() == 0 || (!p.islanded() && m_grid->connected() && p.grid.available);
  double stepRoomItW =
      (std::max(0.0,
                m_gensets->mechanicalW() + m_gensets->stepHeadroomW() - m_gensets->electricalW()) +
       m_battery->maxDischargeW() +
       (gridForms ? std::max(0.0, m_grid->capabilityW() - m_grid->importW()) : 0.0)) *
      m_bus->efficiency() * psuEta;
  // (With every rack at full clock none is power-tripped: nothing to restart.)
  for (std::size_t i = 0; i < n && !m_allRacksFull; ++i) {
    if (!m_powerTrip[i] || thermalTrip(i) || tS + 1e-9 < m_restartAtS[i]) continue;
    const double need = base + gpus * std::min(clockOf(i), m_opCapClock[i]) * peakDynW;
    if (a + bOp * peakDynW + need > supplyItW || need > stepRoomItW) continue;
    stepRoomItW -= need;
    m_powerTrip[i] = 0;
    m_active[i] = 1;
    a += base;
    bOp += gpus * std::min(clockOf(i), m_opCapClock[i]);
    ++active;
    log.add(tS, Severity::Info, "rack" + std::to_string(i + 1), "rack_trip", "rack re-energised",
            true);
  }

  // Load shedding: the deepest uniform cap that fits; below the minimum cap, trip racks.
  const bool running =
      m_job->state() != workload::JobState::Stopped && m_job->state() != workload::JobState::Paused;
  double need = 1.0;
  if (running && bOp * peakDynW > 0.0) {
    need = (supplyItW - a) / (bOp * peakDynW);
  } else if (a > supplyItW) {
    need = -1.0;
  }
  const double minCap = p.ems.minCapClockFactor;
  m_deficitS = (need < minCap && active > 0) ? m_deficitS + in.dtS : 0.0;
  // When the gensets form the bus and the racks' base load alone exceeds what they and the battery
  // can give (need < 0), no cap helps and nothing carries the deficit through the trip delay: the
  // island's frequency would collapse within tenths of a second, so the excess racks are tripped at
  // once. (Without gensets a short loss of the source is the PSUs' hold-up and ride-through's.)
  const bool baseLoadUncovered = need < 0.0 && m_gensets->online() > 0;
  if (need < minCap && active > 0 &&
      (baseLoadUncovered || m_deficitS >= p.ems.shedTripDelayS - 1e-9)) {
    // Trip just enough racks that the rest fit at the minimum cap.
    const double perRack = base + gpus * minCap * peakDynW * (running ? 1.0 : 0.0);
    const double fitW = a + (running ? bOp * minCap * peakDynW : 0.0);
    const int excess = static_cast<int>(std::ceil((fitW - supplyItW) / std::max(perRack, 1.0)));
    tripRacks(tS, "shed", "sources cannot cover the load even at the minimum cap", log, false,
              std::clamp(excess, 1, active));
    a = 0.0;
    bOp = 0.0;
    active = 0;
    for (std::size_t i = 0; i < n; ++i) {
      if (!m_active[i]) continue;
      a += base;
      bOp += gpus * std::min(clockOf(i), m_opCapClock[i]);
      ++active;
    }
    need = (running && bOp * peakDynW > 0.0) ? (supplyItW - a) / (bOp * peakDynW) : 1.0;
  }
  // Caps bite at once and are released slowly, so shedding does not chatter. The AC sources see
  // the load through the smoothing filter (time constant tau), so a load ramp r leaves them r*tau
  // behind; the battery and the gensets' block-load margin must carry that lag. With the battery
  // at its floor the release is therefore slowed to what the gensets can take, but never below
  // their planned spinning ramp, so a cap is always released eventually.
  double releasePerS = p.ems.capReleaseRatePerS;
  const double loadPerClockW = bOp * peakDynW * psuEta > 0.0 ? bOp * peakDynW / psuEta : 0.0;
  if (loadPerClockW > 0.0 && m_shedClock < 1.0) {
    const double carryW = m_battery->maxDischargeW() + m_gensets->stepHeadroomW();
    const double followWPerS = std::max(carryW / std::max(p.ems.bessSmoothingTimeS, 1e-3),
                                        p.ems.sourceRampMarginFraction * m_gensets->rampWPerS());
    if (followWPerS > 0.0) releasePerS = std::min(releasePerS, followWPerS / loadPerClockW);
  }
  const double release = m_shedClock + releasePerS * in.dtS;
  m_shedClock = std::clamp(std::min(release, need), minCap, 1.0);
  // With no genset online the bus is fed from the stiff grid (and the battery): once the deficit
  // is gone (a sag has ended) the grid takes the load back at once, so the cap goes with it.
  if (need >= 1.0 && (m_shedClock > 1.0 - 1e-9 || m_gensets->online() == 0)) m_shedClock = 1.0;

  plan = TickPlan{};
  fillPlan(in, plan);

  // Slow SOC restoration toward the target.
  const auto& b = p.battery;
  if (m_battery->available()) {
    const double e = m_battery->nominalEnergyJ();
    const double maxW = b.socRestoreMaxFraction * b.powerLimitKw * 1e3;
    plan.restoreW =
        std::clamp((b.socTarget - m_battery->soc()) * e / b.socRestoreTimeS, -maxW, maxW);
  }
}

void PowerSystem::fillPlan(const PowerTickInput& in, TickPlan& plan) {
  const auto& r = m_pod.racks;
  const double gpus = r.gpusPerRack;
  const double base = rackBaseW();
  auto thermalTrip = [&](std::size_t i) {
    return !in.rackThermalTrip.empty() && in.rackThermalTrip[i] != 0;
  };
  auto clockOf = [&](std::size_t i) {
    double c = in.rackClockFactor.empty() ? 1.0 : in.rackClockFactor[i];
    return std::isfinite(c) ? std::clamp(c, 0.0, 1.0) : 1.0;
  };
  if (m_allRacksFull && m_shedClock == 1.0) {
    // The loop below would give every rack clock 1 and add base and gpus × 1 for each.
    const std::size_t n = m_active.size();
    std::fill(m_effClock.begin(), m_effClock.end(), 1.0);
    plan.active = static_cast<int>(n);
    plan.aW = plan.a0W = m_baseSumW[n];
    plan.bGpus = plan.b0Gpus = m_gpuSum[n];
    return;
  }
  plan.active = 0;
  plan.aW = 0.0;
  plan.bGpus = 0.0;
  plan.a0W = 0.0;
  plan.b0Gpus = 0.0;
  for (std::size_t i = 0; i < m_active.size(); ++i) {
    if (thermalTrip(i)) {
      m_effClock[i] = 0.0;
      continue;
    }
    const double opClock = std::min(clockOf(i), m_opCapClock[i]);
    plan.a0W += base;
    plan.b0Gpus += gpus * opClock;
    if (!m_active[i]) {
      m_effClock[i] = 0.0;
      continue;
    }
    m_effClock[i] = std::min(opClock, m_shedClock);
    plan.aW += base;
    plan.bGpus += gpus * m_effClock[i];
    ++plan.active;
  }
}

}  // namespace podtwin::power
