#include "sim/simulation.h"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <cmath>
#include <functional>
#include <stdexcept>

#include "core/config_error.h"
#include "core/json_reader.h"
#include "core/named_state.h"
#include "core/rng.h"
#include "core/state_archive.h"
#include "core/state_list.h"
#include "fabric/fabric_system.h"
#include "instruments/sensor_bank.h"
#include "power/power_system.h"
#include "thermal/thermal_system.h"
#include "training/training_model.h"

namespace podtwin {

namespace {
/// Tolerance of "an event at t applies at the tick starting at t" (clock rounding).
constexpr double kEventEpsS = 1e-9;
}  // namespace

struct Simulation::Buffers {
  power::PowerTickOutput power;
  thermal::ThermalTickOutput thermal;
};

PodCounts Simulation::countsFor(const PodConfig& pod) {
  PodCounts c;
  c.racks = pod.racks.count;
  c.cdus = pod.thermal.cduCount;
  c.pumpsPerCdu = pod.thermal.pumpsPerCdu;
  c.gensets = pod.power.gensetCount;
  c.dryCoolers = pod.thermal.dryCoolerCount;
  c.fansPerDryCooler = pod.thermal.fansPerDryCooler;
  const fabric::TopologyCounts t = fabric::Topology::countsFor(
      pod.fabric, pod.racks.count, pod.racks.gpusPerRack, pod.racks.computeTraysPerRack);
  c.leaves = t.leaves;
  c.spines = t.spines;
  c.cores = t.cores;
  c.nicsPerRack = t.nicsPerRack;
  return c;
}

Simulation::Simulation(PodConfig pod, Scenario scenario, std::uint64_t seed)
    : m_pod(std::move(pod)), m_scenario(std::move(scenario)), m_seed(seed), m_buf(new Buffers) {
  m_scenario.sortEvents();
  // Independent random streams per subsystem, so adding randomness in one leaves the others
  // unchanged.
  m_power = std::make_unique<power::PowerSystem>(m_pod, Rng::stream(seed, 1).next());
  m_thermal = std::make_unique<thermal::ThermalSystem>(m_pod, Rng::stream(seed, 2).next());
  m_fabric = std::make_unique<fabric::FabricSystem>(m_pod, Rng::stream(seed, 3).next());
  m_training = std::make_unique<training::TrainingModel>(m_pod);
  m_sensors = std::make_unique<instruments::SensorBank>(m_pod, seed);
  m_counts = countsFor(m_pod);
  const auto n = static_cast<std::size_t>(m_pod.racks.count);
  m_rackClock.assign(n, 1.0);
  m_thermalClock.assign(n, 1.0);
  m_rackTrip.assign(n, 0);
  // The tick buffers at their size and the values the first tick would give them, so that every
  // state of this pod, the first included, has the same array sizes (restore checks them).
  m_buf->power.rackItPowerW.assign(n, 0.0);
  m_buf->power.rackGpuPowerW.assign(n, 0.0);
  m_buf->power.rackCapClockFactor.assign(n, 1.0);
  m_buf->power.rackPowerTrip.assign(n, 0);
  m_buf->thermal.rackClockFactor.assign(n, 0.0);
  m_buf->thermal.rackThermalTrip.assign(n, 0);
  m_fabric->update(0.0, m_log);
  reportInitialState();
  m_truth.racks.resize(n);
  fillTruth();
  m_sensors->prime(m_truth);
  spdlog::debug("simulation: pod '{}' with {} racks, {} events, seed {}", m_pod.name, n,
                m_scenario.events.size(), seed);
}

Simulation::~Simulation() = default;

void Simulation::reportInitialState() {
  // The t = 0 state is the steady operating point the first tick starts from: the job at full
  // clock on the racks in service, and the cooling load the plant draws carrying it (probed with
  // one thermal tick on a copy, since pumps and fans settle their operating point in a tick).
  const double computeS = m_training->computeTimeAtFullClockS();
  const double commS = m_fabric->exposedCommTimeS();
  power::PowerTickInput pin;
  pin.t0S = 0.0;
  pin.dtS = m_pod.timing.controlDtS;
  pin.rackClockFactor = m_thermalClock;
  pin.rackThermalTrip = m_rackTrip;
  pin.computePhaseS = computeS;
  pin.commPhaseS = commS;
  m_power->reportInitialState(pin, m_buf->power);
  thermal::ThermalTickInput tin;
  tin.t0S = 0.0;
  tin.dtS = pin.dtS;
  tin.rackGpuPowerW = m_buf->power.rackGpuPowerW;
  tin.rackItPowerW = m_buf->power.rackItPowerW;
  pin.coolingPowerW = m_thermal->coolingPowerAfterTickW(tin);
  m_power->reportInitialState(pin, m_buf->power);
  // The first tick carries this cooling load, as the thermal model runs the plant from the start.
  m_coolingPowerW = pin.coolingPowerW;
  m_coolingAccountedW = pin.coolingPowerW;
  m_stepTimeS = computeS + commS;
  m_training->reportInitialState(m_stepTimeS, m_power->job().running());
}

void Simulation::fillTruth() {
  m_sensorUpdate.finish();
  m_power->fillSensorTruth(m_truth);
  m_thermal->fillSensorTruth(m_truth, m_truth.racks);
}

void Simulation::setInstrumentsUpdated(bool on) {
  if (on && !m_instrumentsUpdated) {
    fillTruth();
    m_sensors->prime(m_truth);
  }
  m_instrumentsUpdated = on;
}

void Simulation::inject(Event e) {
  e.t_s = m_timeS;
  e.index = -1;
  // After every event at or before now, so it applies at the next tick after the scenario's own.
  auto& events = m_scenario.events;
  const auto at = std::upper_bound(events.begin(), events.end(), e.t_s,
                                   [](double t, const Event& x) { return t < x.t_s; });
  events.insert(at, std::move(e));
}

void Simulation::setScenario(Scenario scenario) {
  m_scenario = std::move(scenario);
  m_scenario.sortEvents();
  m_nextEvent = firstUnappliedEvent();
}

std::size_t Simulation::firstUnappliedEvent() const {
  if (m_tick == 0) return 0;
  // The last tick applied every event with t <= its start time (the same expression step() used).
  const double lastStartS = static_cast<double>(m_tick - 1) * m_pod.timing.controlDtS;
  const auto& events = m_scenario.events;
  const auto it = std::upper_bound(events.begin(), events.end(), lastStartS + kEventEpsS,
                                   [](double t, const Event& x) { return t < x.t_s; });
  return static_cast<std::size_t>(it - events.begin());
}

void Simulation::dispatch(const Event& e) {
  const EventSpec& spec = e.spec();
  spdlog::info("t={:.3f}s event {} {}", m_timeS, spec.name, e.target.toString());
  EventResult result = EventResult::NotHandled;
  // What the event leads to at once is logged as its source's; the rest of the tick is the
  // model's own.
  m_log.setSource(e.source);
  if (spec.handler != nullptr) {
    result = spec.handler(e, m_timeS, m_log);
  } else {
    dispatchToDomain(e, spec.domain, result);
  }
  m_log.setSource(EventSource::Automatic);
  // A row without a handler of its own is handled by the subsystem of its domain, whose table binds
  // the row to a handler (scenario/event_handlers.h); a type it does not take is a bug, not a
  // scenario problem.
  if (result == EventResult::NotHandled) {
    throw std::logic_error("event type " + spec.name + " has no handler in the " +
                           domainName(spec.domain) + " subsystem");
  }
}

void Simulation::dispatchToDomain(const Event& e, EventDomain domain, EventResult& result) {
  switch (domain) {
    case EventDomain::Power:
    case EventDomain::Workload:
      result = m_power->applyEvent(e, m_timeS, m_log);
      break;
    case EventDomain::Thermal:
      result = m_thermal->applyEvent(e, m_timeS, m_log);
      break;
    case EventDomain::Fabric:
      result = m_fabric->applyEvent(e, m_timeS, m_log);
      break;
    case EventDomain::Instrument:
      m_sensorUpdate.finish();
      result = m_sensors->applyEvent(e, m_timeS, m_log);
      break;
  }
}

void Simulation::applyDueEvents() {
  // An event at t is applied at the start of the first tick that begins at or after t.
  while (m_nextEvent < m_scenario.events.size() &&
         m_scenario.events[m_nextEvent].t_s <= m_timeS + kEventEpsS) {
    dispatch(m_scenario.events[m_nextEvent++]);
  }
  for (const auto& e : m_pending) dispatch(e);
  m_pending.clear();
}

void Simulation::step() {
  const double dt = m_pod.timing.controlDtS;
  applyDueEvents();

  // Fabric: routing and link loads only change with events.
  m_fabric->update(m_timeS, m_log);

  // The synchronous job runs at the pace of its slowest GPU (thermal throttling or a power cap).
  const auto& powerOut = m_buf->power;
  double slowest = 1.0;
  for (std::size_t i = 0; i < m_rackClock.size(); ++i) {
    double capClock = powerOut.rackCapClockFactor.empty() ? 1.0 : powerOut.rackCapClockFactor[i];
    m_rackClock[i] = std::min(m_thermalClock[i], capClock);
    bool down = m_rackTrip[i] || (!powerOut.rackPowerTrip.empty() && powerOut.rackPowerTrip[i]);
    if (!down) slowest = std::min(slowest, m_rackClock[i]);
  }
  slowest = std::max(slowest, 0.05);  // a GPU never runs below 5 % clock; keeps the phase finite
  const double computeS = m_training->computeTimeAtFullClockS() / slowest;
  const double commS = m_fabric->exposedCommTimeS();
  m_stepTimeS = computeS + commS;

  power::PowerTickInput pin;
  pin.t0S = m_timeS;
  pin.dtS = dt;
  pin.rackClockFactor = m_thermalClock;
  pin.rackThermalTrip = m_rackTrip;
  pin.coolingPowerW = m_coolingPowerW;
  m_coolingAccountedW = m_coolingPowerW;
  pin.computePhaseS = computeS;
  pin.commPhaseS = commS;
  const double facilityBefore = m_power->ledger().itJ + m_power->ledger().coolingJ +
                                m_power->ledger().lossJ + m_power->ledger().miscJ;
  m_power->advance(pin, m_buf->power, m_log);
  const double facilityJ = m_power->ledger().itJ + m_power->ledger().coolingJ +
                           m_power->ledger().lossJ + m_power->ledger().miscJ - facilityBefore;

  thermal::ThermalTickInput tin;
  tin.t0S = m_timeS;
  tin.dtS = dt;
  tin.rackGpuPowerW = m_buf->power.rackGpuPowerW;
  tin.rackItPowerW = m_buf->power.rackItPowerW;
  tin.mechanicalPoweredFraction = m_buf->power.mechanicalPoweredFraction;
  m_thermal->advance(tin, m_buf->thermal, m_log);
  m_thermalClock = m_buf->thermal.rackClockFactor;
  // A synchronous job cannot lose a rack: a new thermal trip or isolation interrupts it, and it
  // reloads its checkpoint on the racks still in service (power trips are handled the same way
  // inside the power system).
  bool newTrip = false;
  for (std::size_t i = 0; i < m_rackTrip.size(); ++i) {
    if (m_buf->thermal.rackThermalTrip[i] && !m_rackTrip[i]) newTrip = true;
  }
  m_rackTrip = m_buf->thermal.rackThermalTrip;
  if (newTrip && m_buf->power.jobRunning) {
    Event restart =
        makeEvent(m_timeS, "job_restart", "job", {{"delay_s", m_pod.workload.restartDelayS}});
    restart.source = EventSource::Automatic;
    m_log.add(m_timeS + dt, Severity::Warning, "job", "job_interrupted",
              "training job interrupted: a rack left service (thermal protection or isolation); "
              "restarting from checkpoint on the remaining racks",
              {{"reason", "rack_out"}});
    m_pending.push_back(std::move(restart));
  }
  m_coolingPowerW = m_buf->thermal.coolingPowerW;

  const int inService = static_cast<int>(m_rackTrip.size()) - racksOutOfService();
  m_training->setActiveFraction(static_cast<double>(inService) /
                                static_cast<double>(std::max<std::size_t>(1, m_rackTrip.size())));
  // A checkpoint the operator asked for stalls the job for its duration (the periodic ones are
  // part of the calibrated compute efficiency).
  const bool progressing = m_buf->power.jobRunning && !m_power->job().inOnDemandCheckpoint();
  const bool wasComplete = m_training->complete();
  m_training->accumulate(dt, m_stepTimeS, progressing, facilityJ);
  // The token budget trained: the run is complete and its job stops at the next tick, so the GPUs
  // fall to idle power instead of running compute and communication phases that train nothing.
  if (!wasComplete && m_training->complete() && m_buf->power.jobRunning) {
    Event stop = makeEvent(m_timeS, EventType::JobStop, "job");
    stop.source = EventSource::Automatic;
    m_log.add(static_cast<double>(m_tick + 1) * dt, Severity::Info, "job", "training_complete",
              "training run complete: token budget reached; the job stops and the GPUs idle",
              {{"tokens", m_pod.training.tokenBudget}});
    m_pending.push_back(std::move(stop));
  }

  m_timeS = static_cast<double>(++m_tick) * dt;  // no accumulated rounding in the clock
  checkHealth();
  // The instruments read the tick's result; nothing in the physics reads them.
  if (m_instrumentsUpdated) {
    fillTruth();
    if (m_sensors->size() > instruments::SensorBank::kChannelsPerChunk) {
      m_sensorUpdate.start([this, t = m_timeS, dt] { m_sensors->update(m_truth, t, dt); });
    } else {
      // A small bank updates in microseconds: handing it to another thread would cost more.
      m_sensors->update(m_truth, m_timeS, dt);
    }
  }

  // Run statistics for the summary.
  m_mfuIntegral += m_training->mfu() * dt;
  m_throttledGpuSeconds += m_thermal->gpusThrottled() * dt;
  m_gpuTempMaxC = std::max(m_gpuTempMaxC, m_thermal->gpuTempMaxC());
  m_racksTrippedMax = std::max(m_racksTrippedMax, racksOutOfService());
}

int Simulation::racksOutOfService() const {
  const auto& powerTrip = m_buf->power.rackPowerTrip;
  int out = 0;
  for (std::size_t i = 0; i < m_rackTrip.size(); ++i) {
    if (m_rackTrip[i] || (!powerTrip.empty() && powerTrip[i])) ++out;
  }
  return out;
}

void Simulation::checkHealth() {
  std::string why;
  bool ok = m_power->healthy(why) && m_thermal->healthy(why);
  if (ok && !std::isfinite(m_stepTimeS)) {
    ok = false;
    why = "step time is not finite";
  }
  if (!ok) {
    std::string msg = "simulation diverged at t=" + std::to_string(m_timeS) + " s: " + why;
    spdlog::error("{}", msg);
    throw DivergenceError(msg);
  }
}

void Simulation::runUntil(double tEndS) {
  while (m_timeS + 1e-9 < tEndS) step();
}

void Simulation::fillSnapshot(Snapshot& s, bool drainLog) {
  s.timeS = m_timeS;
  s.tick = m_tick;
  s.racks.resize(static_cast<std::size_t>(m_pod.racks.count));
  m_power->fillSnapshot(s, s.racks);
  m_thermal->fillSnapshot(s, s.racks);
  m_fabric->fillSnapshot(s, s.racks);
  m_training->fillSnapshot(s);
  // Racks out of service for any reason: a power trip, a thermal trip, the low-flow interlock or
  // a leak isolation (the power system's own figure counts power trips only).
  s.racksTripped = racksOutOfService();
  // The cooling load asked of the electrical plant this tick (thermal's newest figure applies next
  // tick); what it served is the power system's coolingPowerKw.
  s.coolingDemandKw = m_coolingAccountedW / 1e3;
  s.allreduceTimeS = m_fabric->allreduceTimeS();
  s.fabricLinkUtilMax = m_fabric->linkUtilMax();
  for (std::size_t i = 0; i < m_rackClock.size(); ++i) {
    s.racks.clockFactor[i] = static_cast<float>(m_rackClock[i]);
  }
  m_sensorUpdate.finish();
  m_sensors->fill(s.sensors, s);
  if (drainLog) s.recentLog = m_log.takeFrom(m_logCursor);
}

void Simulation::setElectricalTrace(std::vector<power::ElectricalSample>* trace) {
  m_power->setTrace(trace);
}

RunSummary Simulation::summary() const {
  const auto& L = m_power->ledger();
  RunSummary r;
  r.durationS = m_timeS;
  r.itEnergyKwh = L.itJ / 3.6e6;
  r.coolingEnergyKwh = L.coolingJ / 3.6e6;
  r.lossEnergyKwh = L.lossJ / 3.6e6;
  r.miscEnergyKwh = L.miscJ / 3.6e6;
  r.facilityEnergyKwh = r.itEnergyKwh + r.coolingEnergyKwh + r.lossEnergyKwh + r.miscEnergyKwh;
  r.generationEnergyKwh = L.generationJ / 3.6e6;
  r.gridImportEnergyKwh = L.gridImportJ / 3.6e6;
  r.bessDischargeEnergyKwh = L.bessDischargeJ / 3.6e6;
  r.bessChargeEnergyKwh = L.bessChargeJ / 3.6e6;
  r.unservedEnergyKwh = L.unservedJ / 3.6e6;
  // PUE with IT metered at the IT equipment's input (the rack PSU input), and at the PSU output.
  const double itInputKwh = r.itEnergyKwh + L.psuLossJ / 3.6e6;
  r.pueEnergyWeighted = r.itEnergyKwh > 0 ? r.facilityEnergyKwh / itInputKwh : 0.0;
  r.pueEnergyWeightedPsuOutput = r.itEnergyKwh > 0 ? r.facilityEnergyKwh / r.itEnergyKwh : 0.0;
  r.minSoc = m_power->minSoc();
  r.maxFrequencyDeviationPct = m_power->maxFrequencyDeviationPct();
  r.energyBalanceRelativeError = L.relativeBalanceError();
  r.heatBalanceRelativeError = m_thermal->ledger().relativeBalanceError();
  r.gpuTempMaxC = m_gpuTempMaxC;
  r.mfuMean = m_timeS > 0 ? m_mfuIntegral / m_timeS : 0.0;
  r.costUsd = m_training->costToDateUsd();
  r.throttledGpuHours = m_throttledGpuSeconds / 3600.0;
  r.racksTrippedMax = m_racksTrippedMax;
  return r;
}

std::uint64_t SimState::hash() const {
  return fnv1a64(bytes.data(), bytes.size());
}

template <class Ar>
void Simulation::visitState(Ar& ar) {
  m_sensorUpdate.finish();
  PODTWIN_STATE(ar, m_log, *m_power, *m_thermal, *m_fabric, *m_training, *m_sensors, m_buf->power,
                m_buf->thermal, m_rackClock, m_rackTrip, m_thermalClock, m_coolingPowerW,
                m_coolingAccountedW, m_stepTimeS, m_mfuIntegral, m_throttledGpuSeconds,
                m_gpuTempMaxC, m_racksTrippedMax);
  // The model's own pending events in the scenario file format (rare: a job restart queued by the
  // last tick), so the state does not depend on how an event is laid out in memory.
  std::string pending;
  if constexpr (!Ar::kReading) {
    if (!m_pending.empty()) {
      Scenario s;
      s.events = m_pending;
      pending = scenarioToJson(s);
    }
  }
  PODTWIN_STATE(ar, pending);
  if constexpr (Ar::kReading) {
    m_pending.clear();
    if (!pending.empty()) {
      try {
        m_pending = parseScenario(pending, "checkpoint", &m_counts).events;
      } catch (const ConfigError& e) {
        throw StateFormatError(std::string("pending events do not parse: ") + e.what());
      }
    }
  }
}

SimState Simulation::checkpoint() const {
  if (!m_instrumentsUpdated) {
    throw std::logic_error("checkpoint of a run whose instruments are not updated");
  }
  SimState st;
  st.tick = m_tick;
  st.timeS = m_timeS;
  st.seed = m_seed;
  st.podHash = podHash(m_pod);
  StateWriter w;
  // The writer only reads the members; visitState is shared with the reader, hence not const.
  const_cast<Simulation*>(this)->visitState(w);  // NOLINT(cppcoreguidelines-pro-type-const-cast)
  st.bytes = w.take();
  return st;
}

std::uint64_t Simulation::stateHash() const {
  return checkpoint().hash();
}

void Simulation::restore(const SimState& state) {
  restoreWith(state, [this, &state]() {
    StateReader r(state.bytes.data(), state.bytes.size());
    visitState(r);
    r.expectEnd();
  });
}

std::vector<std::uint8_t> Simulation::namedState() const {
  NamedStateWriter w;
  // The writer only reads the members; visitState is shared with the readers, hence not const.
  const_cast<Simulation*>(this)->visitState(w);  // NOLINT(cppcoreguidelines-pro-type-const-cast)
  return w.take();
}

std::vector<std::string> Simulation::restoreNamed(const SimState& header,
                                                  const FieldTable& fields) {
  std::vector<std::string> missing;
  restoreWith(header, [this, &fields, &missing]() {
    NamedStateReader r(fields);
    visitState(r);
    const std::vector<std::string> unknown = r.unknown();
    if (!unknown.empty()) {
      throw StateFormatError("field " + unknown.front() + " is not part of this build's state" +
                             (unknown.size() > 1
                                  ? " (nor are " + std::to_string(unknown.size() - 1) + " more)"
                                  : std::string()));
    }
    missing = r.missing();
  });
  return missing;
}

void Simulation::restoreWith(const SimState& state, const std::function<void()>& read) {
  if (state.podHash != podHash(m_pod)) {
    throw StateFormatError("the state is of another pod (pod hash differs)");
  }
  if (state.seed != m_seed) {
    throw StateFormatError("the state is of seed " + std::to_string(state.seed) +
                           ", this run has seed " + std::to_string(m_seed));
  }
  // The clock is the tick count times the control step (step() never accumulates it): a state
  // whose time is anything else (infinite, NaN, forged) was not written by a run.
  if (state.timeS != static_cast<double>(state.tick) * m_pod.timing.controlDtS) {
    throw StateFormatError("its time " + formatNumber(state.timeS) + " s is not its tick " +
                           std::to_string(state.tick) + " x the control step " +
                           formatNumber(m_pod.timing.controlDtS) + " s");
  }
  // Read into this run; on any error put the state it had back (writing it cannot fail).
  const SimState before = checkpoint();
  // The sizes of the pod's arrays, which a state of this pod has too.
  auto shape = [this]() {
    StateShape sh;
    visitState(sh);
    return sh.sizes();
  };
  const std::vector<std::uint64_t> podShape = shape();
  auto setClock = [this](const SimState& st) {
    m_tick = st.tick;
    m_timeS = static_cast<double>(m_tick) * m_pod.timing.controlDtS;
    m_nextEvent = firstUnappliedEvent();
  };
  try {
    read();
    setClock(state);
    checkRestoredShape(podShape, shape());
    std::string why;
    if (!m_power->healthy(why) || !m_thermal->healthy(why)) {
      throw StateFormatError("the restored state is not physical: " + why);
    }
  } catch (const StateFormatError&) {
    StateReader r(before.bytes.data(), before.bytes.size());
    visitState(r);
    setClock(before);
    throw;
  }
}

void Simulation::checkRestoredShape(const std::vector<std::uint64_t>& podShape,
                                    const std::vector<std::uint64_t>& stateShape) const {
  const auto n = static_cast<std::size_t>(m_pod.racks.count);
  if (m_rackClock.size() != n || m_rackTrip.size() != n || m_thermalClock.size() != n) {
    throw StateFormatError("the state holds " + std::to_string(m_rackClock.size()) +
                           " racks, the pod " + std::to_string(n));
  }
  for (std::size_t i = 0; i < podShape.size() && i < stateShape.size(); ++i) {
    if (stateShape[i] != podShape[i]) {
      throw StateFormatError("array " + std::to_string(i + 1) + " of the state holds " +
                             std::to_string(stateShape[i]) + " elements where the pod has " +
                             std::to_string(podShape[i]));
    }
  }
  if (stateShape.size() != podShape.size()) {
    throw StateFormatError("the state holds " + std::to_string(stateShape.size()) +
                           " arrays where the pod has " + std::to_string(podShape.size()));
  }
}

}  // namespace podtwin
