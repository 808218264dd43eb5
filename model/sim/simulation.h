#pragma once
// Simulation: owns the pod's state and advances it. One call to step() is one control tick; inside
// it the electrical plant runs its 1 ms steps. The caller reads snapshots; the model never calls a
// UI.

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "config/pod_config.h"
#include "core/event_log.h"
#include "core/parallel.h"
#include "scenario/scenario.h"
#include "sim/snapshot.h"

namespace podtwin {

class FieldTable;

namespace power {
class PowerSystem;
struct ElectricalSample;
}  // namespace power
namespace thermal {
class ThermalSystem;
}
namespace fabric {
class FabricSystem;
}
namespace training {
class TrainingModel;
}
namespace instruments {
class SensorBank;
}

/// Thrown by step() when the state stops being finite or physical (MuJoCo's Diverged()).
class DivergenceError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// KPIs of a run so far (the headless runner's summary JSON).
struct RunSummary {
  double durationS = 0.0;
  double itEnergyKwh = 0.0;
  double coolingEnergyKwh = 0.0;
  double lossEnergyKwh = 0.0;
  double miscEnergyKwh = 0.0;
  double facilityEnergyKwh = 0.0;
  double generationEnergyKwh = 0.0;
  double gridImportEnergyKwh = 0.0;
  double bessDischargeEnergyKwh = 0.0;
  double bessChargeEnergyKwh = 0.0;
  double unservedEnergyKwh = 0.0;
  double pueEnergyWeighted = 0.0;  ///< IT at the PSU input (ISO/IEC 30134-2); 0 before any IT
  double pueEnergyWeightedPsuOutput = 0.0;  ///< IT at the PSU output; 0 before any IT
  double minSoc = 0.0;
  double maxFrequencyDeviationPct = 0.0;
  double energyBalanceRelativeError = 0.0;
  double heatBalanceRelativeError = 0.0;
  double gpuTempMaxC = 0.0;
  double mfuMean = 0.0;
  double costUsd = 0.0;
  double throttledGpuHours = 0.0;
  int racksTrippedMax = 0;
};

/// The complete mutable state of a run between two ticks (MuJoCo's mjData, as bytes): every
/// subsystem's state, the coupling buffers, the run statistics, the event log and the model's own
/// pending events. The scenario is not part of it: the timeline belongs to whoever owns the run,
/// and a restored run treats the scenario's events up to its time as applied.
struct SimState {
  std::uint64_t tick = 0;
  double timeS = 0.0;
  std::uint64_t seed = 0;
  std::uint64_t podHash = 0;  ///< podHash() of the pod it was taken from
  std::vector<std::uint8_t> bytes;
  /// FNV-1a of the bytes: equal hashes, equal states.
  std::uint64_t hash() const;
};

class Simulation {
 public:
  Simulation(PodConfig pod, Scenario scenario, std::uint64_t seed);
  ~Simulation();
  Simulation(const Simulation&) = delete;
  Simulation& operator=(const Simulation&) = delete;

  /// Advances one control tick (pod().timing.controlDtS). Throws DivergenceError on a non-physical
  /// state.
  void step();
  /// Advances whole ticks until time() >= tEndS.
  void runUntil(double tEndS);
  double timeS() const { return m_timeS; }
  std::uint64_t tick() const { return m_tick; }
  double dtS() const { return m_pod.timing.controlDtS; }

  /// Schedules an event now (the GUI's failure injection): it joins the scenario at the current
  /// time and takes effect at the next step, so a restored earlier state replays it.
  void inject(Event e);
  /// Replaces the scenario's timeline; its events up to the current tick count as applied.
  void setScenario(Scenario scenario);

  /// The state now (a copy: 50 KB for the default pod, 3.8 MB at 1,024 racks; its cost is mostly
  /// writing that much fresh memory, see checkpoint_bench). Throws std::logic_error while the
  /// instruments are not updated (setInstrumentsUpdated).
  SimState checkpoint() const;
  /// Puts a state of a run of the same pod and seed back. The run continues bit-identically to the
  /// run the state was taken from, under the current scenario. Throws StateFormatError (and keeps
  /// the current state) when the state is of another pod or seed, does not parse, holds a value
  /// outside its range (a NaN, an unknown enum) or arrays of other sizes than the pod's.
  void restore(const SimState& state);
  /// The state now as named fields (core/named_state.h): what a checkpoint file holds.
  std::vector<std::uint8_t> namedState() const;
  /// Puts a named state back, field by field, with restore()'s checks on `header` (its tick, time,
  /// seed and pod; its bytes are not read). A field of this build's state that `fields` lacks
  /// keeps its current value (for a new run: the value a run starts with) and is returned by
  /// path; a field this build does not know is refused (StateFormatError naming it).
  std::vector<std::string> restoreNamed(const SimState& header, const FieldTable& fields);
  /// FNV-1a of checkpoint().bytes.
  std::uint64_t stateHash() const;
  const PodConfig& pod() const { return m_pod; }
  const Scenario& scenario() const { return m_scenario; }
  const PodCounts& counts() const { return m_counts; }
  std::uint64_t seed() const { return m_seed; }

  /// Fills a snapshot of the current state. With `drainLog`, recentLog gets the entries since the
  /// last drain.
  void fillSnapshot(Snapshot& s, bool drainLog = true);
  const EventLog& log() const { return m_log; }
  RunSummary summary() const;

  const power::PowerSystem& powerSystem() const { return *m_power; }
  /// Records every 1 ms electrical step into `trace` (nullptr stops); the caller owns the vector.
  void setElectricalTrace(std::vector<power::ElectricalSample>* trace);
  const thermal::ThermalSystem& thermalSystem() const { return *m_thermal; }
  const fabric::FabricSystem& fabricSystem() const { return *m_fabric; }
  const training::TrainingModel& trainingModel() const { return *m_training; }
  const instruments::SensorBank& sensors() const {
    m_sensorUpdate.finish();
    return *m_sensors;
  }
  /// Whether each tick updates the trainee instruments (on by default). A run whose results read
  /// no instrument (a sweep case: its KPIs and series come from the physics) turns them off and
  /// saves their per-tick noise and lag. Nothing in the physics reads an instrument, so every
  /// other number of the run is the same bit for bit; instrument faults are still applied and
  /// logged. While off the readings keep their last values, and checkpoint() refuses (it would
  /// hold them stale). Turning them on again primes every instrument with the present truth.
  void setInstrumentsUpdated(bool on);
  bool instrumentsUpdated() const { return m_instrumentsUpdated; }

  /// Object counts of a pod (racks, CDUs, pumps, gensets, switches...), for validating scenario
  /// targets.
  static PodCounts countsFor(const PodConfig& pod);

 private:
  template <class Ar>
  void visitState(Ar& ar);
  /// restore()'s checks around `read`, which reads a state into this run; on any error the state
  /// before is put back.
  void restoreWith(const SimState& state, const std::function<void()>& read);
  void checkRestoredShape(const std::vector<std::uint64_t>& podShape,
                          const std::vector<std::uint64_t>& stateShape) const;
  /// Index of the first scenario event not yet applied at the current tick.
  std::size_t firstUnappliedEvent() const;
  void applyDueEvents();
  void dispatch(const Event& e);
  /// The subsystem of `domain` applies `e` (rows without a handler of their own).
  void dispatchToDomain(const Event& e, EventDomain domain, EventResult& result);
  void checkHealth();
  /// Racks down for any reason (thermal trip bits or a power trip).
  int racksOutOfService() const;
  /// Fills the reported power, cooling and training figures with the state the run starts from.
  void reportInitialState();

  PodConfig m_pod;
  Scenario m_scenario;
  std::uint64_t m_seed;
  PodCounts m_counts;
  EventLog m_log;
  /// How far fillSnapshot(drainLog) has read the log: the reader's bookkeeping, not the run's
  /// state (checkpoints and the state hash leave it out).
  std::size_t m_logCursor = 0;
  std::size_t m_nextEvent = 0;
  std::vector<Event> m_pending;  ///< the model's own events for the next tick (job restarts)
  double m_timeS = 0.0;
  std::uint64_t m_tick = 0;

  std::unique_ptr<power::PowerSystem> m_power;
  std::unique_ptr<thermal::ThermalSystem> m_thermal;
  std::unique_ptr<fabric::FabricSystem> m_fabric;
  std::unique_ptr<training::TrainingModel> m_training;
  std::unique_ptr<instruments::SensorBank> m_sensors;
  bool m_instrumentsUpdated = true;
  /// The power and thermal truth after the last tick, which the instruments read (scratch).
  Snapshot m_truth;
  /// Fills m_truth with the power and thermal fields instruments measure.
  void fillTruth();

  // Coupling buffers, reused every tick (no allocation in the loop after the first tick).
  std::vector<double> m_rackClock;       ///< min(thermal, power-cap) clock per rack
  std::vector<std::uint8_t> m_rackTrip;  ///< thermal trip per rack
  std::vector<double> m_thermalClock;
  double m_coolingPowerW = 0.0;      ///< thermal's latest cooling load, fed to power next tick
  double m_coolingAccountedW = 0.0;  ///< the cooling load power carried in the last tick
  double m_stepTimeS = 0.0;
  double m_mfuIntegral = 0.0;
  double m_throttledGpuSeconds = 0.0;
  double m_gpuTempMaxC = 0.0;
  int m_racksTrippedMax = 0;
  struct Buffers;
  std::unique_ptr<Buffers> m_buf;
  /// The instruments' update after a tick reads m_truth and writes only the sensor bank, and
  /// nothing in the next tick's physics reads either: for a bank of more than one chunk of channels
  /// (a campus) it runs on the model's other threads while the next tick's events, fabric and
  /// electrical plant run, and is finished before anything touches the bank or m_truth again
  /// (declared last: finished before they are destroyed).
  mutable parallel::Deferred m_sensorUpdate;
};

}  // namespace podtwin
