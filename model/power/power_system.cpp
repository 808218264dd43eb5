// The plant's tick: load shedding and rack states once per control tick (O(racks)), then the 1 ms
// electrical steps on pod-level scalars. Events are in power_events.cpp, snapshots and the ledger
// in power_report.cpp.
#include "power/power_system.h"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace podtwin::power {

namespace {
/// Cooling power from the coupling, with a non-finite or negative value read as none (no NaN may
/// reach the ledger).
double coolingOf(const PowerTickInput& in) {
  return std::isfinite(in.coolingPowerW) ? std::max(0.0, in.coolingPowerW) : 0.0;
}
}  // namespace

/// Pod-level sums for one tick.
struct PowerSystem::TickPlan {
  int active = 0;      ///< racks drawing power
  double aW = 0.0;     ///< IT power of the active racks at idle GPUs
  double bGpus = 0.0;  ///< Σ GPUs × clock over the active racks
  double a0W = 0.0;    ///< same without load shedding (for the unserved ledger)
  double b0Gpus = 0.0;
  double restoreW = 0.0;  ///< battery SOC restoring power (+ = charge)
};

PowerSystem::PowerSystem(const PowerPod& pod, std::uint64_t seed)
    : m_pod(pod), m_seed(seed), m_dtS(pod.timing.electricalDtS) {
  // The plant's parts keep pointers into its own copy of the sections, never into `pod`.
  const auto& p = m_pod.power;
  const auto& r = m_pod.racks;
  m_battery = std::make_unique<Battery>(p.battery, p.dcBus.nominalVoltageV, m_dtS);
  if (!p.battery.present) m_battery->setAvailable(false);
  m_gensets = std::make_unique<GensetFleet>(p, m_dtS);
  m_grid = std::make_unique<GridTie>(p.grid, p.gridImportLimitKw * 1e3, m_dtS);
  m_bus = std::make_unique<DcBus>(p.dcBus, p.ems, m_dtS);
  m_rideThrough = std::make_unique<RideThrough>(p.rideThrough, m_dtS);
  m_job = std::make_unique<workload::TrainingJob>(m_pod.workload, r.gpuTdpW, r.gpuIdleW);
  m_smoothing = std::make_unique<workload::PowerSmoothing>(m_pod.workload.smoothing, r.gpuTdpW);
  const auto n = static_cast<std::size_t>(r.count);
  m_opCapKw.assign(n, 0.0);
  m_opCapClock.assign(n, 1.0);
  m_powerTrip.assign(n, 0);
  m_restartAtS.assign(n, 0.0);
  m_capped.assign(n, 0);
  m_effClock.assign(n, 1.0);
  m_active.assign(n, 1);
  m_activeAtStart.assign(n, 1);
  m_rackItW.assign(n, 0.0);
  m_rackCapKw.assign(n, 0.0);
  // The per-rack loops add each rack's base power and GPU count to a sum starting at +0.0; with
  // every rack at full clock the totals depend only on how many racks there are.
  m_baseSumW.assign(n + 1, 0.0);
  m_gpuSum.assign(n + 1, 0.0);
  for (std::size_t k = 1; k <= n; ++k) {
    m_baseSumW[k] = m_baseSumW[k - 1] + rackBaseW();
    m_gpuSum[k] = m_gpuSum[k - 1] + static_cast<double>(r.gpusPerRack);
  }
  m_macroSteps = pod.timing.electricalMacroSteps;
  m_battery->setMacroSteps(m_macroSteps);
  m_gensets->setMacroSteps(m_macroSteps);
  m_storedAtStartJ = m_battery->storedEnergyJ();
  m_minSoc = m_battery->soc();
}

PowerSystem::~PowerSystem() = default;

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

void PowerSystem::advance(const PowerTickInput& in, PowerTickOutput& out, EventLog& log) {
  const auto& r = m_pod.racks;
  const auto& p = m_pod.power;
  const auto n = m_active.size();
  if (out.rackItPowerW.size() != n) {
    out.rackItPowerW.assign(n, 0.0);
    out.rackGpuPowerW.assign(n, 0.0);
    out.rackCapClockFactor.assign(n, 1.0);
    out.rackPowerTrip.assign(n, 0);
  }
  m_job->setPhases(in.computePhaseS, in.commPhaseS);
  // The run's first tick starts from a planned operating point, caps included: nothing to detect.
  const bool firstTick = !m_initialised;
  if (!m_initialised) initialise(in);
  const double dt = m_dtS;
  const long steps = std::max(1L, std::lround(in.dtS / dt));
  const double shedBefore = m_shedClock;
  TickPlan plan;
  planTick(in, log, plan);
  // A deeper load-shedding cap that a source loss from outside calls for (a trip, a sag, an
  // outage) reaches the racks ems.shed_response_s after the loss (detection and actuation); until
  // then they draw as before. If the deficit is gone by then (the sources' capability has come
  // back, e.g. a short sag ended) the cap is never applied. A deficit the controller foresees
  // itself (the battery's peak budget running out, a rack re-energised) is capped at once.
  const long responseSteps = std::min(steps - 1, std::lround(p.ems.shedResponseS / dt));
  double pendingShed = -1.0;
  double capabilityAtPlanW = 0.0;
  const bool sourceLoss = m_sourceLossThisTick;
  m_sourceLossThisTick = false;
  if (!firstTick && sourceLoss && m_shedClock < shedBefore - 1e-12 && responseSteps > 0) {
    pendingShed = m_shedClock;
    m_shedClock = shedBefore;
    fillPlan(in, plan);
    capabilityAtPlanW = m_gensets->onlineRatingW() + m_grid->capabilityW();
  }
  updateCapFlags(in.t0S, log);

  const double idle = r.gpuIdleW;
  const double gpus = r.gpusPerRack;
  // The mechanical load sits on the AC switchboard with the misc load, or on the DC bus.
  const bool mechOnDc = p.mechanicalOnDcBus();
  // The frequency reference is a string in the configuration: compared once per tick.
  const bool islandedByEms = p.islanded();
  const double mechW = coolingOf(in);
  const double miscW = p.miscLoadKw * 1e3;
  const double acFixedW = (mechOnDc ? 0.0 : mechW) + miscW;
  const double dcMechW = mechOnDc ? mechW : 0.0;
  const double eta = m_bus->efficiency();
  const double ffrGain = p.ems.bessFrequencyDroopPct > 0.0
                             ? p.battery.powerLimitKw * 1e3 / (p.ems.bessFrequencyDroopPct / 100.0)
                             : 0.0;
  const double inf = std::numeric_limits<double>::infinity();
  m_activeAtStart = m_active;
  double aW = plan.aW;
  double bGpus = plan.bGpus;
  int activeRacks = plan.active;
  // The PSUs' bulk capacitors carry the load the racks drew before an excursion began; the hold-up
  // is set from that load and kept for the whole excursion, so a cap applied during it does not
  // lengthen it.
  if (!m_rideThrough->inExcursion()) m_rideThrough->setHoldUpS(presentHoldUpS());

  // Tick sums (J, or W·steps for the means).
  double genJ = 0, gridJ = 0, disJ = 0, chJ = 0, itJ = 0, gpuJ = 0, psuJ = 0, rectJ = 0;
  double coolJ = 0, miscJ = 0, shortJ = 0, shedJ = 0;
  double mechPoweredSteps = 0.0;  // Σ over steps of the share the mechanical feed was energised
  double sumSf = 0.0;             // Σ served fraction over steps while racks are active
  double sumDynSf = 0.0;          // Σ served fraction × dynamic GPU power
  double battLoss0 = m_battery->lossJ();
  double tickMaxDev = 0.0;
  bool rideThroughLost = false;
  double memoRackItW = std::numeric_limits<double>::quiet_NaN();
  double memoItW = std::numeric_limits<double>::quiet_NaN();
  int memoActiveRacks = -1;
  double memoRackDcW = 0.0;
  // Ride-through stores. The rack PSUs' bulk capacitors hold psuHoldUpEnergyJ each; drives and
  // controls are built to the curve's 0 V entry (ITIC: 20 ms) at their load. While the feed is
  // short they carry their loads; afterwards the feed recharges them at up to their own load
  // again (derived: an input stage sized for the load, the PSUs at about half their rating), as a
  // load that the sources serve last, so a recharge never causes a shortfall of its own.
  const double rackStoreJ = psuHoldUpEnergyJ(r);
  const double storeWindowS =
      p.rideThrough.curve.empty() ? 0.0 : p.rideThrough.curve.front().second;
  double holdDisJ = 0.0;
  double holdRechJ = 0.0;
  double dcStoreNetJ = 0.0;  // + = recharged
  double acStoreNetJ = 0.0;

  // The tie's state changes only when a disturbance window ends (update() says so) or by an event
  // between ticks, so whether it is connected and what it can import are read once and again
  // after such a step.
  bool gridConnected = m_grid->connected();
  double gridCapW = m_grid->capabilityW();

  // The multi-rate path's merged step (timing.electrical_macro_steps electrical steps).
  const int macro = m_macroSteps;
  const double macroDtS = static_cast<double>(macro) * dt;

  // How fast the island's frequency moved over the last step, per unit per electrical step (not
  // known at a tick's first step, which is therefore never merged).
  double prevDfPu = std::numeric_limits<double>::quiet_NaN();
  double dfRatePu = inf;

  // One electrical step at time t with the job's smoothed power gpuW. `islandFull` is
  // std::true_type in the plant's usual state: the fleet forms the island and both ride-through
  // stores are full. Then the AC side gives the rectifier whatever it asks, nothing is recharged or
  // drawn from a store and nothing goes short; that instantiation leaves out only those terms (each
  // would be exactly zero or unchanged), and the compiler folds the constants, so both give the
  // same bits in that state. `merged` (std::true_type, only with islandFull) steps the plant over
  // `macro` electrical steps at once, with the job's power flat.
  auto electricalStep = [&](double t, bool island, auto islandFull, auto merged, double gpuW)
      __attribute__((always_inline)) {
    constexpr bool kIslandFull = decltype(islandFull)::value;
    constexpr bool kMerged = decltype(merged)::value;
    static_assert(kIslandFull || !kMerged, "steps are merged only in the island with full stores");
    const double h = kMerged ? macroDtS : dt;
    const double count = kMerged ? static_cast<double>(macro) : 1.0;  // electrical steps taken
    const double dyn = gpuW - idle;
    const double itW = aW + bGpus * dyn;
    // The PSU curve is a table lookup; the rack load repeats while the job's power is flat.
    if (itW != memoItW || activeRacks != memoActiveRacks) {
      memoItW = itW;
      memoActiveRacks = activeRacks;
      const double rackItW = activeRacks > 0 ? itW / activeRacks : 0.0;
      if (rackItW != memoRackItW) {
        memoRackItW = rackItW;
        memoRackDcW = psuInputW(r, rackItW);
      }
    }
    const double dcW = activeRacks > 0 ? static_cast<double>(activeRacks) * memoRackDcW : 0.0;
    const double loadBusW = dcW + dcMechW;
    const double dcStoreJ = static_cast<double>(activeRacks) * rackStoreJ + storeWindowS * dcMechW;
    const double dcRechargeW =
        !kIslandFull && m_dcStoreDrawnJ > 0.0 ? std::min(m_dcStoreDrawnJ / dt, loadBusW) : 0.0;
    const double busW = loadBusW + dcRechargeW;
    const double acRechargeW =
        !kIslandFull && m_acStoreDrawnJ > 0.0 ? std::min(m_acStoreDrawnJ / dt, acFixedW) : 0.0;

    double acAvailW = inf;
    double gridRefW = 0.0;
    const double planTargetW = busW + plan.restoreW;
    const double planCapW = (m_gensets->onlineRatingW() + gridCapW - acFixedW) * eta;
    const double planRampWPerS = island ? p.ems.sourceRampMarginFraction * m_gensets->rampWPerS() +
                                              (gridConnected ? p.grid.rampKwPerS * 1e3 : 0.0)
                                        : inf;
    const double planned = kMerged ? m_bus->planMean(planTargetW, planCapW, planRampWPerS, macro)
                                   : m_bus->plan(planTargetW, planCapW, planRampWPerS);
    const double plannedAcW = m_bus->rectifierInputW(planned) + acFixedW;
    if (kIslandFull || island) {
      gridRefW = plannedAcW - m_gensets->onlineRatingW() * p.genset.maxLoadingFraction;
    } else {
      m_gensets->stepDispatch(plannedAcW - gridCapW);
      acAvailW = m_gensets->mechanicalW() + gridCapW;
    }

    // Battery: the fast remainder, fast frequency response, and whatever the AC side cannot give.
    double bessCmd = busW - planned;
    if (kIslandFull || island) bessCmd += -m_gensets->frequencyDeviationPu() * ffrGain;
    // The AC switchboard is energised when a genset forms it or the sources can carry its fixed
    // load; otherwise its motors drop out (undervoltage release) and only the misc load draws what
    // is left. The rectifier gets what the switchboard's load leaves.
    const bool acFromSources = !std::isfinite(acAvailW) || (acAvailW > 0.0 && acAvailW >= acFixedW);
    // Without the sources the switchboard's loads ride on their own store while it holds the
    // whole gap for this step.
    double acFromStoreW = 0.0;
    if (!acFromSources && acFixedW > 0.0) {
      const double gapW = acFixedW - std::max(0.0, acAvailW);
      if (gapW * dt <= storeWindowS * acFixedW - m_acStoreDrawnJ + 1e-9) acFromStoreW = gapW;
    }
    const bool acEnergised = acFromSources || acFromStoreW > 0.0;
    const double acMechServedW = (acEnergised && !mechOnDc) ? mechW : 0.0;
    const double miscServedW = acFromStoreW > 0.0        ? miscW
                               : std::isfinite(acAvailW) ? std::min(miscW, acAvailW)
                                                         : miscW;
    const double fixedServedW = acEnergised ? acFixedW : miscServedW;
    shortJ += (acFixedW - fixedServedW) * h;
    double acRechargeServedW = 0.0;
    if (acRechargeW > 0.0 && acFromSources) {
      acRechargeServedW = std::isfinite(acAvailW)
                              ? std::clamp(acAvailW - fixedServedW, 0.0, acRechargeW)
                              : acRechargeW;
    }
    const double acFromSourcesW = fixedServedW - acFromStoreW + acRechargeServedW;
    const double acForDcW =
        std::isfinite(acAvailW) ? std::max(0.0, acAvailW - acFromSourcesW) * eta : inf;
    bessCmd = std::min(std::max(bessCmd, busW - acForDcW), busW);
    const double bessW = kMerged ? m_battery->stepMacro(bessCmd) : m_battery->step(bessCmd);

    double rectOutW = busW - bessW;
    double shortW = 0.0;
    if (!kIslandFull && rectOutW > acForDcW) {
      shortW = rectOutW - acForDcW;
      rectOutW = acForDcW;
    }
    // A shortfall first goes without the recharge, then the bus's loads draw on their store.
    const double rechargeCutW = std::min(shortW, dcRechargeW);
    shortW -= rechargeCutW;
    const double dcRechargeServedW = dcRechargeW - rechargeCutW;
    // Without a shortfall both shares are x / x = 1 exactly (for a finite load), so the divisions
    // are only made when something went short.
    const bool fullyServed = shortW == 0.0 && std::isfinite(loadBusW);
    const double sf = loadBusW > 0.0 && !fullyServed ? (loadBusW - shortW) / loadBusW : 1.0;
    double dcFromStoreW = 0.0;
    if (shortW > 0.0) {
      dcFromStoreW = std::clamp((dcStoreJ - m_dcStoreDrawnJ) / dt, 0.0, shortW);
    }
    // The share of the bus's loads served, from the sources and the store.
    const double served =
        loadBusW > 0.0 && !fullyServed ? (loadBusW - shortW + dcFromStoreW) / loadBusW : 1.0;
    if constexpr (kIslandFull) {
      // The stores stay full (+0.0, as the general update gives it), and the sums below would
      // each add +0.0 to a value that is never -0.0.
      m_dcStoreDrawnJ = 0.0;
      m_acStoreDrawnJ = 0.0;
    } else {
      m_dcStoreDrawnJ = std::max(0.0, m_dcStoreDrawnJ + (dcFromStoreW - dcRechargeServedW) * dt);
      m_acStoreDrawnJ = std::max(0.0, m_acStoreDrawnJ + (acFromStoreW - acRechargeServedW) * dt);
      holdDisJ += (dcFromStoreW + acFromStoreW) * dt;
      dcStoreNetJ += (dcRechargeServedW - dcFromStoreW) * dt;
      acStoreNetJ += (acRechargeServedW - acFromStoreW) * dt;
      holdRechJ += (dcRechargeServedW + acRechargeServedW) * dt;
    }
    const double rectInW = m_bus->rectifierInputW(rectOutW);
    const double mechServedW = mechOnDc ? dcMechW * served : acMechServedW;
    if (mechOnDc) {
      mechPoweredSteps += served * count;
    } else {
      mechPoweredSteps += acEnergised ? count : 0.0;
    }
    const double acLoadW = rectInW + acFromSourcesW;
    double genW = 0.0;
    double gridW = 0.0;
    if (kIslandFull || island) {
      // Soft loading: the tie gives up the load it carries no faster than the fleet's governors
      // can take it (their output plus the block-load step), so a fleet that has just
      // synchronised onto a bus the grid carried is loaded at its own pace, not handed the bus
      // at the tie's ramp. (A tie that imports nothing has nothing to hand over.)
      if (m_grid->importW() > 0.0) {
        const double fleetCanTakeW = m_gensets->mechanicalW() + m_gensets->stepHeadroomW();
        gridRefW = std::max(gridRefW, std::min(m_grid->importW(), acLoadW - fleetCanTakeW));
      }
      gridW = std::min(m_grid->stepRamped(gridRefW, gridCapW, h), acLoadW);
      if constexpr (kMerged) {
        m_gensets->stepIslandMacro(acLoadW - gridW);
      } else {
        m_gensets->stepIsland(acLoadW - gridW);
      }
      genW = m_gensets->electricalW();
    } else {
      genW = m_gensets->takeLoad(acLoadW);
      gridW = m_grid->stepStiff(acLoadW - genW);
    }

    // The racks' bus: held by the fleet or the battery; fed from the grid alone it follows the
    // grid voltage. A shortfall sags it (constant-power PSUs).
    const bool held = m_gensets->online() > 0 || m_battery->available();
    const double busV = sf * (held ? 1.0 : (gridConnected ? m_grid->voltagePu() : 0.0));
    if (activeRacks > 0 && m_rideThrough->step(busV)) {
      rideThroughLost = true;
    }

    // Ledger.
    genJ += genW * h;
    gridJ += gridW * h;
    disJ += std::max(bessW, 0.0) * h;
    chJ += std::max(-bessW, 0.0) * h;
    itJ += itW * served * h;
    gpuJ +=
        (activeRacks > 0 ? (static_cast<double>(activeRacks) * gpus * idle + bGpus * dyn) : 0.0) *
        served * h;
    psuJ += (dcW - itW) * served * h;
    rectJ += (rectInW - rectOutW) * h;
    coolJ += mechServedW * h;
    miscJ += miscServedW * h;
    shortJ += (shortW - dcFromStoreW) * h;
    shedJ += std::max(0.0, (plan.a0W - aW) + (plan.b0Gpus - bGpus) * dyn) * h;
    if (activeRacks > 0) {
      sumSf += served * count;
      sumDynSf += served * dyn * count;
    }
    const double devPct = kIslandFull || island ? m_gensets->frequencyDeviationPu() * 100.0 : 0.0;
    tickMaxDev = std::max(tickMaxDev, std::abs(devPct));
    if (std::abs(devPct) > p.ems.frequencyLimitPct) {
      m_excursionS += h;
      m_longestExcursionS = std::max(m_longestExcursionS, m_excursionS);
    } else {
      m_excursionS = 0.0;
    }
    m_minSoc = std::min(m_minSoc, m_battery->soc());
    if (macro > 1) {
      const double df = m_gensets->frequencyDeviationPu();
      const double rate = std::abs(df - prevDfPu) / count;
      dfRatePu = std::isfinite(rate) ? rate : inf;
      prevDfPu = df;
    }
    m_lastFreqDevPct = devPct;
    m_lastBusVoltagePu = busV;
    m_islandFormed = island;
    if (m_trace != nullptr) {
      m_trace->push_back({t, gpuW, itW * served, dcW, m_gensets->mechanicalW(), genW, gridW, bessW,
                          devPct, m_battery->soc(), busV});
    }
    if (rideThroughLost) {
      // Every rack on the bus sees the same excursion: they drop together.
      tripRacks(t + dt, "ride_through",
                "bus voltage excursion outside the ride-through curve (ITIC) and PSU hold-up", log,
                true, 0);
      m_rideThrough->reset();
      rideThroughLost = false;
      aW = 0.0;
      bGpus = 0.0;
      activeRacks = 0;
    }
  };

  // What comes before each electrical step: a disturbance window that ends, the deferred shedding
  // cap. Returns whether the fleet forms the AC bus (island) or a stiff grid does.
  auto beginStep = [&](long k, double t) __attribute__((always_inline)) {
    if (m_grid->update(t)) {
      log.add(t, Severity::Info, "grid", "grid_disturbance", "grid disturbance ended", true);
      gridConnected = m_grid->connected();
      gridCapW = m_grid->capabilityW();
    }
    if (pendingShed >= 0.0 && k == responseSteps) {
      if (m_gensets->onlineRatingW() + gridCapW <= capabilityAtPlanW + 1e-6) {
        m_shedClock = pendingShed;
        fillPlan(in, plan);
        updateCapFlags(t, log);
        if (activeRacks > 0) {  // unless a ride-through trip has taken the racks off meanwhile
          aW = plan.aW;
          bGpus = plan.bGpus;
          activeRacks = plan.active;
        }
      }
      pendingShed = -1.0;
    }
    return m_gensets->online() > 0 && (islandedByEms || !gridConnected || !p.grid.available);
  };
  // Workload: the job's reference power per GPU at full clock, then smoothing. Neither depends on
  // the plant within a tick.
  auto jobPowerW = [&]() __attribute__((always_inline)) {
    return m_smoothing->step(m_job->step(dt), m_job->running(), dt);
  };
  // The plant's usual state: the fleet forms the island and both ride-through stores are full.
  auto islandFull = [&](bool island) __attribute__((always_inline)) {
    return island && m_dcStoreDrawnJ == 0.0 && m_acStoreDrawnJ == 0.0;
  };
  auto stepAt = [&](double t, bool island, double gpuW) __attribute__((always_inline)) {
    if (islandFull(island)) {
      electricalStep(t, island, std::true_type{}, std::false_type{}, gpuW);
    } else {
      electricalStep(t, island, std::false_type{}, std::false_type{}, gpuW);
    }
  };
  // A merged step holds the battery's fast frequency response at its value at the merge's start,
  // so steps are merged only while the frequency moves slower than this (3e-6 per unit per second,
  // 0.18 mHz/s at 60 Hz; derived: electrical_macro_step_test's worst built-in scenario is then
  // 8e-8 of the facility energy from the 1 ms path, 12 times inside the 1e-6 it holds, and at
  // 2e-5 per unit per second one scenario misses it).
  const double quietDfPuPerStep = 3e-6 * dt;
  // Whether the `macro` steps from step k may be merged, before looking at the job's power: the
  // island with full stores (no store can then be drawn, so it stays so), within the tick, no
  // deferred cap, no unit starting, no disturbance window ending, the frequency inside its band
  // (an excursion is timed per step) and quiet, and no trace asked for.
  auto mayMerge = [&](long k, double t, bool island) __attribute__((always_inline)) {
    return macro > 1 && islandFull(island) && k + macro <= steps && pendingShed < 0.0 &&
           m_trace == nullptr && m_gensets->starting() == 0 &&
           m_grid->nextWindowEndS() - 1e-9 > t + static_cast<double>(macro - 1) * dt &&
           std::abs(m_gensets->frequencyDeviationPu() * 100.0) < p.ems.frequencyLimitPct &&
           dfRatePu <= quietDfPuPerStep;
  };
  std::array<double, TimingConfig::kMaxElectricalMacroSteps> samples{};
  long k = 0;
  while (k < steps) {
    const double t = in.t0S + static_cast<double>(k) * dt;
    const bool island = beginStep(k, t);
    if (mayMerge(k, t, island)) {
      // The job's power over the next `macro` steps: flat at the last step's value, or not.
      const double lastW = m_smoothing->powerW();
      bool flat = true;
      for (int j = 0; j < macro; ++j) {
        samples[static_cast<std::size_t>(j)] = jobPowerW();
        flat = flat && samples[static_cast<std::size_t>(j)] == lastW;
      }
      if (flat) {
        electricalStep(t, island, std::true_type{}, std::true_type{}, lastW);
        m_mergedSteps += macro;
      } else {
        // An edge inside: each sample gets its own step (the job does not depend on the plant).
        stepAt(t, island, samples[0]);
        for (long j = 1; j < macro; ++j) {
          const double tj = in.t0S + static_cast<double>(k + j) * dt;
          stepAt(tj, beginStep(k + j, tj), samples[static_cast<std::size_t>(j)]);
        }
      }
      k += macro;
      continue;
    }
    stepAt(t, island, jobPowerW());
    ++k;
  }

  auto& L = m_ledger;
  L.generationJ += genJ;
  L.gridImportJ += gridJ;
  L.bessDischargeJ += disJ;
  L.bessChargeJ += chJ;
  L.itJ += itJ;
  L.gpuJ += gpuJ;
  L.psuLossJ += psuJ;
  L.rectifierLossJ += rectJ;
  L.bessLossJ = m_battery->lossJ();
  L.lossJ += psuJ + rectJ + (m_battery->lossJ() - battLoss0);
  L.coolingJ += coolJ;
  L.miscJ += miscJ;
  L.shortfallJ += shortJ;
  L.shedJ += shedJ;
  L.unservedJ = L.shortfallJ + L.shedJ;
  L.bessStoredChangeJ = m_battery->storedEnergyJ() - m_storedAtStartJ;
  L.fuelJ = m_gensets->fuelJ();
  L.holdUpDischargeJ += holdDisJ;
  L.holdUpRechargeJ += holdRechJ;
  L.holdUpDrawnJ = m_dcStoreDrawnJ + m_acStoreDrawnJ;

  // Tick means and per-rack outputs.
  const double tickS = static_cast<double>(steps) * dt;
  m_lastItW = itJ / tickS;
  m_lastGpuW = gpuJ / tickS;
  m_lastCoolingW = coolJ / tickS;
  m_lastMiscW = miscJ / tickS;
  m_lastLossW = (psuJ + rectJ) / tickS + (m_battery->lossJ() - battLoss0) / tickS;
  m_lastPsuLossW = psuJ / tickS;
  m_lastGenW = genJ / tickS;
  m_lastGridW = gridJ / tickS;
  m_lastBessW = (disJ - chJ) / tickS;
  m_lastDcStoreW = dcStoreNetJ / tickS;
  m_lastAcStoreW = acStoreNetJ / tickS;
  m_maxFreqDevPct = std::max(m_maxFreqDevPct, tickMaxDev);
  const double meanSf = sumSf / static_cast<double>(steps);
  const double meanDynSf = sumDynSf / static_cast<double>(steps);
  const double base = rackBaseW();
  out.jobRunning = m_job->running();
  out.mechanicalPoweredFraction = mechPoweredSteps / static_cast<double>(steps);
  if (m_allRacksFull && m_shedClock == 1.0) {
    // Every rack ran the whole tick at clock 1 uncapped (the last fillPlan gave each clock 1):
    // the loop below would give each the same values.
    const double it = base * meanSf + gpus * meanDynSf;
    std::fill(out.rackItPowerW.begin(), out.rackItPowerW.end(), it);
    std::fill(m_rackItW.begin(), m_rackItW.end(), it);
    std::fill(out.rackGpuPowerW.begin(), out.rackGpuPowerW.end(), idle * meanSf + meanDynSf);
    std::fill(out.rackCapClockFactor.begin(), out.rackCapClockFactor.end(), 1.0);
    std::fill(out.rackPowerTrip.begin(), out.rackPowerTrip.end(), std::uint8_t{0});
    std::fill(m_rackCapKw.begin(), m_rackCapKw.end(), 0.0);
    m_racksTripped = 0;
    return;
  }
  int tripped = 0;
  for (std::size_t i = 0; i < n; ++i) {
    // A rack that tripped during the tick drew power until then (the sums stop there).
    const bool wasActive = m_activeAtStart[i] != 0;
    const double it = wasActive ? base * meanSf + gpus * m_effClock[i] * meanDynSf : 0.0;
    out.rackItPowerW[i] = it;
    m_rackItW[i] = it;
    out.rackGpuPowerW[i] = wasActive ? idle * meanSf + m_effClock[i] * meanDynSf : 0.0;
    out.rackCapClockFactor[i] = m_active[i] ? std::min(m_opCapClock[i], m_shedClock) : 1.0;
    out.rackPowerTrip[i] = m_powerTrip[i];
    if (m_powerTrip[i]) ++tripped;
    const double c = std::min(m_opCapClock[i], m_shedClock);
    m_rackCapKw[i] =
        c < 1.0 ? psuInputW(r, base + gpus * c * (m_job->peakPowerW() - idle)) / 1e3 : 0.0;
  }
  m_racksTripped = tripped;
}

}  // namespace podtwin::power
