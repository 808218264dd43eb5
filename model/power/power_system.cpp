// The plant's tick: the plan of the racks (power_plan.cpp), then the 1 ms electrical steps on
// pod-level scalars, then the ledger and the per-rack outputs. Events are in power_events.cpp,
// snapshots and the ledger's figures in power_report.cpp.
#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <type_traits>

#include "power/power_tick.h"

namespace podtwin::power {

PowerSystem::PowerSystem(const PowerPod& pod, std::uint64_t /*seed: the plant draws no noise*/)
    : m_pod(pod), m_dtS(pod.timing.electricalDtS) {
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

__attribute__((always_inline)) inline void PowerSystem::beginTick(Tick& k) {
  const auto& p = m_pod.power;
  // The run's first tick starts from a planned operating point, caps included: nothing to detect.
  const bool firstTick = !m_initialised;
  if (!m_initialised) initialise(k.in);
  k.steps = std::max(1L, std::lround(k.in.dtS / m_dtS));
  const double shedBefore = m_shedClock;
  planTick(k.in, k.log, k.plan);
  // A deeper load-shedding cap that a source loss from outside calls for (a trip, a sag, an
  // outage) reaches the racks ems.shed_response_s after the loss (detection and actuation); until
  // then they draw as before. If the deficit is gone by then (the sources' capability has come
  // back, e.g. a short sag ended) the cap is never applied. A deficit the controller foresees
  // itself (the battery's peak budget running out, a rack re-energised) is capped at once.
  k.responseSteps = std::min(k.steps - 1, std::lround(p.ems.shedResponseS / m_dtS));
  const bool sourceLoss = m_sourceLossThisTick;
  m_sourceLossThisTick = false;
  if (!firstTick && sourceLoss && m_shedClock < shedBefore - 1e-12 && k.responseSteps > 0) {
    k.pendingShed = m_shedClock;
    m_shedClock = shedBefore;
    fillPlan(k.in, k.plan);
    k.capabilityAtPlanW = m_gensets->onlineRatingW() + m_grid->capabilityW();
  }
  updateCapFlags(k.in.t0S, k.log);
}

__attribute__((always_inline)) inline void PowerSystem::setTickConstants(Tick& k) {
  const auto& r = m_pod.racks;
  const auto& p = m_pod.power;
  k.idleW = r.gpuIdleW;
  k.gpus = r.gpusPerRack;
  // The mechanical load sits on the AC switchboard with the misc load, or on the DC bus.
  k.mechOnDc = p.mechanicalOnDcBus();
  // The frequency reference is a string in the configuration: compared once per tick.
  k.islandedByEms = p.islanded();
  k.mechW = coolingOf(k.in);
  k.miscW = p.miscLoadKw * 1e3;
  k.acFixedW = (k.mechOnDc ? 0.0 : k.mechW) + k.miscW;
  k.dcMechW = k.mechOnDc ? k.mechW : 0.0;
  k.eta = m_bus->efficiency();
  k.ffrGain = p.ems.bessFrequencyDroopPct > 0.0
                  ? p.battery.powerLimitKw * 1e3 / (p.ems.bessFrequencyDroopPct / 100.0)
                  : 0.0;
  m_activeAtStart = m_active;
  k.aW = k.plan.aW;
  k.bGpus = k.plan.bGpus;
  k.activeRacks = k.plan.active;
  // The PSUs' bulk capacitors carry the load the racks drew before an excursion began; the hold-up
  // is set from that load and kept for the whole excursion, so a cap applied during it does not
  // lengthen it.
  if (!m_rideThrough->inExcursion()) m_rideThrough->setHoldUpS(presentHoldUpS());
  k.battLoss0 = m_battery->lossJ();
  // Ride-through stores. The rack PSUs' bulk capacitors hold psuHoldUpEnergyJ each; drives and
  // controls are built to the curve's 0 V entry (ITIC: 20 ms) at their load. While the feed is
  // short they carry their loads; afterwards the feed recharges them at up to their own load
  // again (derived: an input stage sized for the load, the PSUs at about half their rating), as a
  // load that the sources serve last, so a recharge never causes a shortfall of its own.
  k.rackStoreJ = psuHoldUpEnergyJ(r);
  k.storeWindowS = p.rideThrough.curve.empty() ? 0.0 : p.rideThrough.curve.front().second;
  // The tie's state changes only when a disturbance window ends (update() says so) or by an event
  // between ticks, so whether it is connected and what it can import are read once and again
  // after such a step.
  k.gridConnected = m_grid->connected();
  k.gridCapW = m_grid->capabilityW();
  // The multi-rate path's merged step (timing.electrical_macro_steps electrical steps).
  k.macro = m_macroSteps;
  k.macroDtS = static_cast<double>(k.macro) * m_dtS;
  // A merged step holds the battery's fast frequency response at its value at the merge's start,
  // so steps are merged only while the frequency moves slower than this (3e-6 per unit per second,
  // 0.18 mHz/s at 60 Hz; derived: electrical_macro_step_test's worst built-in scenario is then
  // 8e-8 of the facility energy from the 1 ms path, 12 times inside the 1e-6 it holds, and at
  // 2e-5 per unit per second one scenario misses it).
  k.quietDfPuPerStep = 3e-6 * m_dtS;
}

/// The plant's usual state: the fleet forms the island and both ride-through stores are full.
__attribute__((always_inline)) inline bool PowerSystem::islandFull(bool island) const {
  return island && m_dcStoreDrawnJ == 0.0 && m_acStoreDrawnJ == 0.0;
}

/// Workload: the job's reference power per GPU at full clock, then smoothing. Neither depends on
/// the plant within a tick.
__attribute__((always_inline)) inline double PowerSystem::jobPowerW() {
  return m_smoothing->step(m_job->step(m_dtS), m_job->running(), m_dtS);
}

// One electrical step at time t with the job's smoothed power gpuW. `kIslandFull` is the plant's
// usual state: the fleet forms the island and both ride-through stores are full. Then the AC side
// gives the rectifier whatever it asks, nothing is recharged or drawn from a store and nothing goes
// short; that instantiation leaves out only those terms (each would be exactly zero or unchanged),
// and the compiler folds the constants, so both give the same bits in that state. `kMerged` (only
// with kIslandFull) steps the plant over `macro` electrical steps at once, with the job's power
// flat.
template <bool kIslandFull, bool kMerged>
__attribute__((always_inline)) inline void PowerSystem::electricalStep(Tick& k, double t,
                                                                       bool island, double gpuW) {
  const auto& r = m_pod.racks;
  const auto& p = m_pod.power;
  const double dt = m_dtS;
  constexpr double inf = std::numeric_limits<double>::infinity();
  static_assert(kIslandFull || !kMerged, "steps are merged only in the island with full stores");
  const double h = kMerged ? k.macroDtS : dt;
  const double count = kMerged ? static_cast<double>(k.macro) : 1.0;  // electrical k.steps taken
  const double dyn = gpuW - k.idleW;
  const double itW = k.aW + k.bGpus * dyn;
  // The PSU curve is a table lookup; the rack load repeats while the job's power is flat.
  if (itW != k.memoItW || k.activeRacks != k.memoActiveRacks) {
    k.memoItW = itW;
    k.memoActiveRacks = k.activeRacks;
    const double rackItW = k.activeRacks > 0 ? itW / k.activeRacks : 0.0;
    if (rackItW != k.memoRackItW) {
      k.memoRackItW = rackItW;
      k.memoRackDcW = psuInputW(r, rackItW);
    }
  }
  const double dcW = k.activeRacks > 0 ? static_cast<double>(k.activeRacks) * k.memoRackDcW : 0.0;
  const double loadBusW = dcW + k.dcMechW;
  const double dcStoreJ =
      static_cast<double>(k.activeRacks) * k.rackStoreJ + k.storeWindowS * k.dcMechW;
  const double dcRechargeW =
      !kIslandFull && m_dcStoreDrawnJ > 0.0 ? std::min(m_dcStoreDrawnJ / dt, loadBusW) : 0.0;
  const double busW = loadBusW + dcRechargeW;
  const double acRechargeW =
      !kIslandFull && m_acStoreDrawnJ > 0.0 ? std::min(m_acStoreDrawnJ / dt, k.acFixedW) : 0.0;

  double acAvailW = inf;
  double gridRefW = 0.0;
  const double planTargetW = busW + k.plan.restoreW;
  const double planCapW = (m_gensets->onlineRatingW() + k.gridCapW - k.acFixedW) * k.eta;
  const double planRampWPerS = island ? p.ems.sourceRampMarginFraction * m_gensets->rampWPerS() +
                                            (k.gridConnected ? p.grid.rampKwPerS * 1e3 : 0.0)
                                      : inf;
  const double planned = kMerged ? m_bus->planMean(planTargetW, planCapW, planRampWPerS, k.macro)
                                 : m_bus->plan(planTargetW, planCapW, planRampWPerS);
  const double plannedAcW = m_bus->rectifierInputW(planned) + k.acFixedW;
  if (kIslandFull || island) {
    gridRefW = plannedAcW - m_gensets->onlineRatingW() * p.genset.maxLoadingFraction;
  } else {
    m_gensets->stepDispatch(plannedAcW - k.gridCapW);
    acAvailW = m_gensets->mechanicalW() + k.gridCapW;
  }

  // Battery: the fast remainder, fast frequency response, and whatever the AC side cannot give.
  double bessCmd = busW - planned;
  if (kIslandFull || island) bessCmd += -m_gensets->frequencyDeviationPu() * k.ffrGain;
  // The AC switchboard is energised when a genset forms it or the sources can carry its fixed
  // load; otherwise its motors drop out (undervoltage release) and only the misc load draws what
  // is left. The rectifier gets what the switchboard's load leaves.
  const bool acFromSources = !std::isfinite(acAvailW) || (acAvailW > 0.0 && acAvailW >= k.acFixedW);
  // Without the sources the switchboard's loads ride on their own store while it holds the
  // whole gap for this step.
  double acFromStoreW = 0.0;
  if (!acFromSources && k.acFixedW > 0.0) {
    const double gapW = k.acFixedW - std::max(0.0, acAvailW);
    if (gapW * dt <= k.storeWindowS * k.acFixedW - m_acStoreDrawnJ + 1e-9) acFromStoreW = gapW;
  }
  const bool acEnergised = acFromSources || acFromStoreW > 0.0;
  const double acMechServedW = (acEnergised && !k.mechOnDc) ? k.mechW : 0.0;
  const double miscServedW = acFromStoreW > 0.0        ? k.miscW
                             : std::isfinite(acAvailW) ? std::min(k.miscW, acAvailW)
                                                       : k.miscW;
  const double fixedServedW = acEnergised ? k.acFixedW : miscServedW;
  k.shortJ += (k.acFixedW - fixedServedW) * h;
  double acRechargeServedW = 0.0;
  if (acRechargeW > 0.0 && acFromSources) {
    acRechargeServedW = std::isfinite(acAvailW)
                            ? std::clamp(acAvailW - fixedServedW, 0.0, acRechargeW)
                            : acRechargeW;
  }
  const double acFromSourcesW = fixedServedW - acFromStoreW + acRechargeServedW;
  const double acForDcW =
      std::isfinite(acAvailW) ? std::max(0.0, acAvailW - acFromSourcesW) * k.eta : inf;
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
    k.holdDisJ += (dcFromStoreW + acFromStoreW) * dt;
    k.dcStoreNetJ += (dcRechargeServedW - dcFromStoreW) * dt;
    k.acStoreNetJ += (acRechargeServedW - acFromStoreW) * dt;
    k.holdRechJ += (dcRechargeServedW + acRechargeServedW) * dt;
  }
  const double rectInW = m_bus->rectifierInputW(rectOutW);
  const double mechServedW = k.mechOnDc ? k.dcMechW * served : acMechServedW;
  if (k.mechOnDc) {
    k.mechPoweredSteps += served * count;
  } else {
    k.mechPoweredSteps += acEnergised ? count : 0.0;
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
    gridW = std::min(m_grid->stepRamped(gridRefW, k.gridCapW, h), acLoadW);
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
  const double busV = sf * (held ? 1.0 : (k.gridConnected ? m_grid->voltagePu() : 0.0));
  if (k.activeRacks > 0 && m_rideThrough->step(busV)) {
    k.rideThroughLost = true;
  }

  // Ledger.
  k.genJ += genW * h;
  k.gridJ += gridW * h;
  k.disJ += std::max(bessW, 0.0) * h;
  k.chJ += std::max(-bessW, 0.0) * h;
  k.itJ += itW * served * h;
  k.gpuJ +=
      (k.activeRacks > 0 ? (static_cast<double>(k.activeRacks) * k.gpus * k.idleW + k.bGpus * dyn)
                         : 0.0) *
      served * h;
  k.psuJ += (dcW - itW) * served * h;
  k.rectJ += (rectInW - rectOutW) * h;
  k.coolJ += mechServedW * h;
  k.miscJ += miscServedW * h;
  k.shortJ += (shortW - dcFromStoreW) * h;
  k.shedJ += std::max(0.0, (k.plan.a0W - k.aW) + (k.plan.b0Gpus - k.bGpus) * dyn) * h;
  if (k.activeRacks > 0) {
    k.sumSf += served * count;
    k.sumDynSf += served * dyn * count;
  }
  const double devPct = kIslandFull || island ? m_gensets->frequencyDeviationPu() * 100.0 : 0.0;
  k.tickMaxDev = std::max(k.tickMaxDev, std::abs(devPct));
  if (std::abs(devPct) > p.ems.frequencyLimitPct) {
    m_excursionS += h;
    m_longestExcursionS = std::max(m_longestExcursionS, m_excursionS);
  } else {
    m_excursionS = 0.0;
  }
  m_minSoc = std::min(m_minSoc, m_battery->soc());
  if (k.macro > 1) {
    const double df = m_gensets->frequencyDeviationPu();
    const double rate = std::abs(df - k.prevDfPu) / count;
    k.dfRatePu = std::isfinite(rate) ? rate : inf;
    k.prevDfPu = df;
  }
  m_lastFreqDevPct = devPct;
  m_lastBusVoltagePu = busV;
  m_islandFormed = island;
  if (m_trace != nullptr) {
    m_trace->push_back({t, gpuW, itW * served, dcW, m_gensets->mechanicalW(), genW, gridW, bessW,
                        devPct, m_battery->soc(), busV});
  }
  if (k.rideThroughLost) {
    // Every rack on the bus sees the same excursion: they drop together.
    tripRacks(t + dt, "ride_through",
              "bus voltage excursion outside the ride-through curve (ITIC) and PSU hold-up", k.log,
              true, 0);
    m_rideThrough->reset();
    k.rideThroughLost = false;
    k.aW = 0.0;
    k.bGpus = 0.0;
    k.activeRacks = 0;
  }
}

// What comes before each electrical step: a disturbance window that ends, the deferred shedding
// cap. Returns whether the fleet forms the AC bus (island) or a stiff grid does.
__attribute__((always_inline)) inline bool PowerSystem::beginStep(Tick& k, long step, double t) {
  const auto& p = m_pod.power;
  if (m_grid->update(t)) {
    k.log.add(t, Severity::Info, "grid", "grid_disturbance", "grid disturbance ended", true);
    k.gridConnected = m_grid->connected();
    k.gridCapW = m_grid->capabilityW();
  }
  if (k.pendingShed >= 0.0 && step == k.responseSteps) {
    if (m_gensets->onlineRatingW() + k.gridCapW <= k.capabilityAtPlanW + 1e-6) {
      m_shedClock = k.pendingShed;
      fillPlan(k.in, k.plan);
      updateCapFlags(t, k.log);
      if (k.activeRacks > 0) {  // unless a ride-through trip has taken the racks off meanwhile
        k.aW = k.plan.aW;
        k.bGpus = k.plan.bGpus;
        k.activeRacks = k.plan.active;
      }
    }
    k.pendingShed = -1.0;
  }
  return m_gensets->online() > 0 && (k.islandedByEms || !k.gridConnected || !p.grid.available);
}

// Whether the `macro` steps from `step` may be merged, before looking at the job's power: the
// island with full stores (no store can then be drawn, so it stays so), within the tick, no
// deferred cap, no unit starting, no disturbance window ending, the frequency inside its band
// (an excursion is timed per step) and quiet, and no trace asked for.
__attribute__((always_inline)) inline bool PowerSystem::mayMerge(const Tick& k, long step, double t,
                                                                 bool island) const {
  const auto& p = m_pod.power;
  const double dt = m_dtS;
  return k.macro > 1 && islandFull(island) && step + k.macro <= k.steps && k.pendingShed < 0.0 &&
         m_trace == nullptr && m_gensets->starting() == 0 &&
         m_grid->nextWindowEndS() - 1e-9 > t + static_cast<double>(k.macro - 1) * dt &&
         std::abs(m_gensets->frequencyDeviationPu() * 100.0) < p.ems.frequencyLimitPct &&
         k.dfRatePu <= k.quietDfPuPerStep;
}

__attribute__((always_inline)) inline void PowerSystem::stepAt(Tick& k, double t, bool island,
                                                               double gpuW) {
  if (islandFull(island)) {
    electricalStep<true, false>(k, t, island, gpuW);
  } else {
    electricalStep<false, false>(k, t, island, gpuW);
  }
}

__attribute__((always_inline)) inline void PowerSystem::runElectricalSteps(Tick& k) {
  const double dt = m_dtS;
  std::array<double, TimingConfig::kMaxElectricalMacroSteps> samples{};
  long step = 0;
  while (step < k.steps) {
    const double t = k.in.t0S + static_cast<double>(step) * dt;
    const bool island = beginStep(k, step, t);
    if (mayMerge(k, step, t, island)) {
      // The job's power over the next `macro` steps: flat at the last step's value, or not.
      const double lastW = m_smoothing->powerW();
      bool flat = true;
      for (int j = 0; j < k.macro; ++j) {
        samples[static_cast<std::size_t>(j)] = jobPowerW();
        flat = flat && samples[static_cast<std::size_t>(j)] == lastW;
      }
      if (flat) {
        electricalStep<true, true>(k, t, island, lastW);
        m_mergedSteps += k.macro;
      } else {
        // An edge inside: each sample gets its own step (the job does not depend on the plant).
        stepAt(k, t, island, samples[0]);
        for (long j = 1; j < k.macro; ++j) {
          const double tj = k.in.t0S + static_cast<double>(step + j) * dt;
          stepAt(k, tj, beginStep(k, step + j, tj), samples[static_cast<std::size_t>(j)]);
        }
      }
      step += k.macro;
      continue;
    }
    stepAt(k, t, island, jobPowerW());
    ++step;
  }
}

/// The tick's sums into the ledger.
__attribute__((always_inline)) inline void PowerSystem::bookTick(const Tick& k) {
  auto& L = m_ledger;
  L.generationJ += k.genJ;
  L.gridImportJ += k.gridJ;
  L.bessDischargeJ += k.disJ;
  L.bessChargeJ += k.chJ;
  L.itJ += k.itJ;
  L.gpuJ += k.gpuJ;
  L.psuLossJ += k.psuJ;
  L.rectifierLossJ += k.rectJ;
  L.bessLossJ = m_battery->lossJ();
  L.lossJ += k.psuJ + k.rectJ + (m_battery->lossJ() - k.battLoss0);
  L.coolingJ += k.coolJ;
  L.miscJ += k.miscJ;
  L.shortfallJ += k.shortJ;
  L.shedJ += k.shedJ;
  L.unservedJ = L.shortfallJ + L.shedJ;
  L.bessStoredChangeJ = m_battery->storedEnergyJ() - m_storedAtStartJ;
  L.fuelJ = m_gensets->fuelJ();
  L.holdUpDischargeJ += k.holdDisJ;
  L.holdUpRechargeJ += k.holdRechJ;
  L.holdUpDrawnJ = m_dcStoreDrawnJ + m_acStoreDrawnJ;
}

/// Tick means and per-rack outputs.
__attribute__((always_inline)) inline void PowerSystem::reportRacks(const Tick& k,
                                                                    PowerTickOutput& out) {
  const auto& r = m_pod.racks;
  const double dt = m_dtS;
  const auto n = m_active.size();
  const double tickS = static_cast<double>(k.steps) * dt;
  m_lastItW = k.itJ / tickS;
  m_lastGpuW = k.gpuJ / tickS;
  m_lastCoolingW = k.coolJ / tickS;
  m_lastMiscW = k.miscJ / tickS;
  m_lastLossW = (k.psuJ + k.rectJ) / tickS + (m_battery->lossJ() - k.battLoss0) / tickS;
  m_lastPsuLossW = k.psuJ / tickS;
  m_lastGenW = k.genJ / tickS;
  m_lastGridW = k.gridJ / tickS;
  m_lastBessW = (k.disJ - k.chJ) / tickS;
  m_lastDcStoreW = k.dcStoreNetJ / tickS;
  m_lastAcStoreW = k.acStoreNetJ / tickS;
  m_maxFreqDevPct = std::max(m_maxFreqDevPct, k.tickMaxDev);
  const double meanSf = k.sumSf / static_cast<double>(k.steps);
  const double meanDynSf = k.sumDynSf / static_cast<double>(k.steps);
  const double base = rackBaseW();
  out.jobRunning = m_job->running();
  out.mechanicalPoweredFraction = k.mechPoweredSteps / static_cast<double>(k.steps);
  if (m_allRacksFull && m_shedClock == 1.0) {
    // Every rack ran the whole tick at clock 1 uncapped (the last fillPlan gave each clock 1):
    // the loop below would give each the same values.
    const double it = base * meanSf + k.gpus * meanDynSf;
    std::fill(out.rackItPowerW.begin(), out.rackItPowerW.end(), it);
    std::fill(m_rackItW.begin(), m_rackItW.end(), it);
    std::fill(out.rackGpuPowerW.begin(), out.rackGpuPowerW.end(), k.idleW * meanSf + meanDynSf);
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
    const double it = wasActive ? base * meanSf + k.gpus * m_effClock[i] * meanDynSf : 0.0;
    out.rackItPowerW[i] = it;
    m_rackItW[i] = it;
    out.rackGpuPowerW[i] = wasActive ? k.idleW * meanSf + m_effClock[i] * meanDynSf : 0.0;
    out.rackCapClockFactor[i] = m_active[i] ? std::min(m_opCapClock[i], m_shedClock) : 1.0;
    out.rackPowerTrip[i] = m_powerTrip[i];
    if (m_powerTrip[i]) ++tripped;
    const double c = std::min(m_opCapClock[i], m_shedClock);
    m_rackCapKw[i] =
        c < 1.0 ? psuInputW(r, base + k.gpus * c * (m_job->peakPowerW() - k.idleW)) / 1e3 : 0.0;
  }
  m_racksTripped = tripped;
}

// A control tick: the plan of the racks, the electrical steps, the ledger and the outputs. Every
// step is inlined here, so the tick's record never leaves this frame and its fields stay in
// registers across the calls into the battery, the fleet and the tie (callgrind counts the same
// instructions as with the steps written out in one function).
void PowerSystem::advance(const PowerTickInput& in, PowerTickOutput& out, EventLog& log) {
  const auto n = m_active.size();
  if (out.rackItPowerW.size() != n) {
    out.rackItPowerW.assign(n, 0.0);
    out.rackGpuPowerW.assign(n, 0.0);
    out.rackCapClockFactor.assign(n, 1.0);
    out.rackPowerTrip.assign(n, 0);
  }
  m_job->setPhases(in.computePhaseS, in.commPhaseS);
  TickPlan plan;
  Tick k(in, log, plan);
  beginTick(k);
  setTickConstants(k);
  runElectricalSteps(k);
  bookTick(k);
  reportRacks(k, out);
}

}  // namespace podtwin::power
