#pragma once
// The electrical plant of the pod and the training job's power draw: gensets, grid tie, battery on
// the DC bus, rack PSUs, and the synchronous workload, advanced in 1 ms electrical steps inside
// each control tick (with timing.electrical_macro_steps, the plant takes up to 16 of them as one
// while the job's power is flat and the frequency quiet; model/README.md, "Multi-rate electrical
// steps").
//
// Speed: all GPUs are in phase, so per electrical step only pod-level scalars are computed — the
// job's reference per-GPU power p(t), IT = A + B (p(t) - idle) with A, B summed over the racks
// once per tick (racks differ by clock factor and caps), the battery, the fleet and the grid.
// Nothing O(racks) runs per step (the fleet is O(gensets)).

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>
#include "core/state_list.h"

#include "core/event_log.h"
#include "core/rack_arrays.h"
#include "power/battery.h"
#include "power/dc_bus.h"
#include "power/genset.h"
#include "power/grid.h"
#include "power/power_snapshot.h"
#include "power/psu.h"
#include "scenario/scenario.h"
#include "workload/power_smoothing.h"
#include "workload/training_job.h"

namespace podtwin::power {

/// What the rest of the pod tells the plant for one control tick.
struct PowerTickInput {
  double t0S = 0.0;  ///< simulated time at the start of the tick
  double dtS = 0.1;  ///< tick length (a whole number of electrical steps)
  std::span<const double>
      rackClockFactor;  ///< [racks] thermal clock factor of the rack's slowest GPU, 0..1
  std::span<const std::uint8_t>
      rackThermalTrip;         ///< [racks] 1 = shut down by thermal protection/isolation
  double coolingPowerW = 0.0;  ///< electrical load of pumps and fans
  double computePhaseS = 1.0;  ///< current iteration's compute phase (slowest GPU sets it)
  double commPhaseS = 0.3;     ///< current iteration's exposed communication phase
};

/// What the plant reports back after the tick (means over the tick).
struct PowerTickOutput {
  std::vector<double> rackItPowerW;   ///< [racks] IT power at the rack input (becomes heat)
  std::vector<double> rackGpuPowerW;  ///< [racks] mean board power per GPU
  std::vector<double>
      rackCapClockFactor;  ///< [racks] clock factor imposed by power caps (1 = none)
  std::vector<std::uint8_t> rackPowerTrip;  ///< [racks] 1 = rack has lost power
  bool jobRunning = false;
  /// Share of the tick the mechanical load (pumps, fans) had power, 0..1: the share of electrical
  /// steps its feed (power.mechanical_feed) was energised, times the served fraction of a short DC
  /// bus. Recomputed every tick from the sources' state, so it is not part of the saved state.
  double mechanicalPoweredFraction = 1.0;
  template <class Ar>
  void visitState(Ar& ar) {
    PODTWIN_STATE(ar, rackItPowerW, rackGpuPowerW, rackCapClockFactor, rackPowerTrip, jobRunning);
  }
};

/// Energy bookkeeping over the run (J), for the summary and the conservation tests.
/// EN 50600-4-2: on-site generation counts at its electrical output (fuel is kept aside in fuelJ).
struct EnergyLedger {
  double generationJ = 0.0;
  double gridImportJ = 0.0;
  double bessDischargeJ = 0.0;  ///< energy delivered by the battery to the bus
  double bessChargeJ = 0.0;     ///< energy taken from the bus into the battery
  double itJ = 0.0;
  double coolingJ = 0.0;
  double lossJ = 0.0;  ///< PSU + rectifier + battery (cells and converter) losses, all heat
  double miscJ = 0.0;
  double unservedJ = 0.0;  ///< demand that no source covered (racks capped or tripped)
  double bessStoredChangeJ = 0.0;
  double bessLossJ = 0.0;       ///< part of lossJ inside the battery and its converter
  double psuLossJ = 0.0;        ///< part of lossJ in rack PSUs
  double rectifierLossJ = 0.0;  ///< part of lossJ in the AC/DC rectifier
  double shortfallJ = 0.0;      ///< part of unservedJ: bus demand no source could meet at once
  double shedJ = 0.0;           ///< part of unservedJ: IT demand removed by shedding caps/trips
  double fuelJ = 0.0;           ///< gas burned by the gensets (not part of any PUE)
  double gpuJ = 0.0;            ///< part of itJ drawn by GPU boards
  /// Ride-through stores (rack PSUs' bulk capacitors, the drives' and controls' own buffers):
  /// energy they gave their loads while the feed was short, and energy the feed gave back.
  double holdUpDischargeJ = 0.0;
  double holdUpRechargeJ = 0.0;
  /// Energy taken out of the ride-through stores and not yet given back (their stored energy
  /// below full), J.
  double holdUpDrawnJ = 0.0;

  template <class Ar>
  void visitState(Ar& ar) {
    PODTWIN_STATE(ar, generationJ, gridImportJ, bessDischargeJ, bessChargeJ, itJ, coolingJ, lossJ,
                  miscJ, unservedJ, bessStoredChangeJ, bessLossJ, psuLossJ, rectifierLossJ,
                  shortfallJ, shedJ, fuelJ, gpuJ, holdUpDischargeJ, holdUpRechargeJ, holdUpDrawnJ);
  }
  double facilityJ() const { return itJ + coolingJ + lossJ + miscJ; }
  /// Largest relative error of the three closures: the buses (generation + grid + BESS net +
  /// ride-through stores' net = IT + cooling + misc + losses outside the battery), the battery
  /// (charge - discharge = stored change + battery losses) and the ride-through stores (recharge -
  /// discharge = their stored change), relative to the facility energy.
  double relativeBalanceError() const;
};

/// One electrical step, recorded when a trace is attached (tests and diagnostics).
struct ElectricalSample {
  double tS = 0.0;
  double gpuPowerW = 0.0;    ///< per GPU, reference after smoothing
  double itW = 0.0;          ///< served IT power
  double dcDemandW = 0.0;    ///< rack inputs
  double gensetMechW = 0.0;  ///< fleet mechanical
  double generationW = 0.0;  ///< fleet electrical
  double gridW = 0.0;
  double bessW = 0.0;  ///< + = discharging
  double frequencyDevPct = 0.0;
  double soc = 0.0;
  double busVoltagePu = 1.0;
};

class PowerSystem {
 public:
  PowerSystem(const PowerPod& pod, std::uint64_t seed);
  ~PowerSystem();

  void advance(const PowerTickInput& in, PowerTickOutput& out, EventLog& log);
  /// Applies a Power or Workload event at time `tS`; NotHandled if the type is not one of ours.
  EventResult applyEvent(const Event& e, double tS, EventLog& log);
  /// Fills the power, workload and per-rack power fields of a snapshot.
  void fillSnapshot(PowerSnapshot& s, RackArrays& racks) const;
  /// Fills only the power fields instruments measure (genset loads, battery SOC, DC bus voltage,
  /// bus frequency and its deviation), with the values fillSnapshot gives them.
  void fillSensorTruth(PowerSnapshot& s) const;
  const EnergyLedger& ledger() const { return m_ledger; }
  double maxFrequencyDeviationPct() const { return m_maxFreqDevPct; }
  /// Served IT power at the rack PSU outputs, mean over the last tick, W.
  double itPowerW() const { return m_lastItW; }
  /// PSU hold-up at the load the racks drew over the last tick (the mean rack in service) with the
  /// energy left in their bulk capacitors, s: what carries them through a 0 V excursion that
  /// begins now.
  double presentHoldUpS() const;
  double minSoc() const { return m_minSoc; }
  /// True if every state is finite and within physical bounds; otherwise fills `why`.
  bool healthy(std::string& why) const;

  /// True once the island frequency has left the ISO 8528-5 G3 band (ems.frequency_limit_pct).
  bool frequencyLimitBroken() const { return m_maxFreqDevPct > m_pod.power.ems.frequencyLimitPct; }
  /// Longest continuous time outside the G3 band, s (compare with ems.frequency_recovery_s).
  double longestFrequencyExcursionS() const { return m_longestExcursionS; }
  /// Energy-weighted PUE over the run so far, IT metered at the IT equipment's input (the rack
  /// PSU input), as ISO/IEC 30134-2 and The Green Grid define it; NaN before any IT energy.
  double pueEnergyWeighted() const;
  /// Energy-weighted facility energy over IT energy at the rack PSU output (power-shelf losses
  /// counted as overhead); NaN before any IT energy.
  double pueEnergyWeightedPsuOutput() const;
  /// Sets the reported means (snapshot power fields) to the steady operating point the first tick
  /// will start from with `in`, without changing any source's state; for the run's t = 0 row.
  /// `out` gets the per-rack powers of that operating point (what the first tick's thermal step
  /// will see).
  void reportInitialState(const PowerTickInput& in, PowerTickOutput& out);
  int racksCapped() const { return m_racksCapped; }
  int racksTripped() const { return m_racksTripped; }
  /// Per-rack power trips so far (each rack counted once per trip).
  int rackTripCount() const { return m_rackTripCount; }
  const Battery& battery() const { return *m_battery; }
  const GensetFleet& gensets() const { return *m_gensets; }
  const GridTie& grid() const { return *m_grid; }
  const workload::TrainingJob& job() const { return *m_job; }
  const workload::PowerSmoothing& smoothing() const { return *m_smoothing; }
  /// Electrical steps this plant has taken inside merged steps (timing.electrical_macro_steps)
  /// since it was built; a diagnostic, not part of the saved state.
  long long mergedElectricalSteps() const { return m_mergedSteps; }
  /// Records every electrical step into `trace` (nullptr stops); the caller owns the vector.
  void setTrace(std::vector<ElectricalSample>* trace) { m_trace = trace; }

  /// The mutable state, for checkpoints (core/state_archive.h).
  template <class Ar>
  void visitState(Ar& ar) {
    PODTWIN_STATE(ar, *m_battery, *m_gensets, *m_grid, *m_bus, *m_rideThrough, *m_job, *m_smoothing,
                  m_ledger, m_storedAtStartJ, m_initialised, m_opCapKw, m_opCapClock, m_powerTrip,
                  m_restartAtS, m_capped, m_effClock, m_active, m_activeAtStart, m_shedClock,
                  m_deficitS, m_maxFreqDevPct, m_minSoc, m_longestExcursionS, m_excursionS,
                  m_lastItW, m_lastGpuW, m_lastCoolingW, m_lastLossW, m_lastPsuLossW, m_lastMiscW,
                  m_lastGenW, m_lastGridW, m_lastBessW, m_lastFreqDevPct, m_lastBusVoltagePu,
                  m_islandFormed, m_racksCapped, m_racksTripped, m_rackTripCount, m_rackItW,
                  m_rackCapKw, m_dcStoreDrawnJ, m_acStoreDrawnJ, m_lastDcStoreW, m_lastAcStoreW);
  }

 private:
  /// The handlers of the power and workload event rows (power/power_events.cpp).
  friend struct PowerEvents;
  struct TickPlan;
  struct Tick;
  // The tick's named steps (advance() runs them in this order; power_system.cpp).
  void beginTick(Tick& k);
  void setTickConstants(Tick& k);
  void runElectricalSteps(Tick& k);
  void bookTick(const Tick& k);
  void reportRacks(const Tick& k, PowerTickOutput& out);
  // The electrical step and what decides how it runs (inlined into runElectricalSteps).
  template <bool kIslandFull, bool kMerged>
  void electricalStep(Tick& k, double t, bool island, double gpuW);
  bool beginStep(Tick& k, long step, double t);
  bool mayMerge(const Tick& k, long step, double t, bool island) const;
  void stepAt(Tick& k, double t, bool island, double gpuW);
  bool islandFull(bool island) const;
  double jobPowerW();
  /// The steady operating point at full clock for the racks not thermally tripped (W).
  struct OperatingPoint {
    double itW = 0.0;       ///< at the rack PSU outputs
    double dcW = 0.0;       ///< at the rack PSU inputs (the DC bus)
    double acW = 0.0;       ///< rectifier input + cooling + misc
    double gridW = 0.0;     ///< grid's share of acW
    double coolingW = 0.0;  ///< cooling load carried
    double busW = 0.0;      ///< the DC bus load: rack inputs, plus the mechanical load on it
  };
  OperatingPoint initialOperatingPoint(const PowerTickInput& in) const;
  void initialise(const PowerTickInput& in);
  void planTick(const PowerTickInput& in, EventLog& log, TickPlan& plan);
  /// The racks' clocks under the present caps (m_shedClock, operator caps) and the tick sums.
  void fillPlan(const PowerTickInput& in, TickPlan& plan);
  void updateCapFlags(double tS, EventLog& log);
  /// `reason` names why for the views ("shed", "ride_through"); `why` says it in English.
  void tripRacks(double tS, const char* reason, const std::string& why, EventLog& log, bool all,
                 int count);
  double capClockForKw(double capKw) const;
  /// Every rack in service (no thermal or power trip), at clock factor 1 and without an operator
  /// cap: the per-rack sums are then m_baseSumW / m_gpuSum.
  bool allRacksAtFullClock(const PowerTickInput& in) const;
  /// Sets the operator's cap (kW, and the clock it allows) on the event's rack, or every rack.
  void setOperatorCap(const Event& e, double capKw, double clock);
  double rackBaseW() const;

  PowerPod m_pod;
  double m_dtS;
  int m_macroSteps = 1;         ///< timing.electrical_macro_steps
  long long m_mergedSteps = 0;  ///< see mergedElectricalSteps()
  std::unique_ptr<Battery> m_battery;
  std::unique_ptr<GensetFleet> m_gensets;
  std::unique_ptr<GridTie> m_grid;
  std::unique_ptr<DcBus> m_bus;
  std::unique_ptr<RideThrough> m_rideThrough;
  std::unique_ptr<workload::TrainingJob> m_job;
  std::unique_ptr<workload::PowerSmoothing> m_smoothing;
  EnergyLedger m_ledger;
  double m_storedAtStartJ = 0.0;
  bool m_initialised = false;

  // Per-rack state (contiguous, index = rack id).
  std::vector<double> m_opCapKw;     ///< operator cap at the rack input, 0 = none
  std::vector<double> m_opCapClock;  ///< clock factor that keeps the rack under its cap
  std::vector<std::uint8_t> m_powerTrip;
  std::vector<double> m_restartAtS;
  std::vector<std::uint8_t> m_capped;         ///< logged as capped
  std::vector<double> m_effClock;             ///< clock the rack ran at this tick (0 = off)
  std::vector<std::uint8_t> m_active;         ///< may draw power now
  std::vector<std::uint8_t> m_activeAtStart;  ///< drew power at the start of the tick
  double m_shedClock = 1.0;                   ///< pod-wide load-shedding cap (1 = none)
  /// A source-loss event was applied for the tick about to run (set by applyEvent, cleared by the
  /// tick; events are applied inside a simulation step just before it, so it is not saved state).
  bool m_sourceLossThisTick = false;
  double m_deficitS = 0.0;  ///< how long the minimum cap has not been enough

  // Last tick's means (for snapshots).
  double m_maxFreqDevPct = 0.0;
  double m_minSoc = 1.0;
  double m_longestExcursionS = 0.0;
  double m_excursionS = 0.0;
  double m_lastItW = 0.0;
  double m_lastGpuW = 0.0;
  double m_lastCoolingW = 0.0;
  double m_lastLossW = 0.0;
  double m_lastPsuLossW = 0.0;  ///< part of m_lastLossW in the rack PSUs
  double m_lastMiscW = 0.0;
  double m_lastGenW = 0.0;
  double m_lastGridW = 0.0;
  double m_lastBessW = 0.0;
  double m_lastFreqDevPct = 0.0;
  double m_lastBusVoltagePu = 1.0;
  bool m_islandFormed = true;
  int m_racksCapped = 0;
  int m_racksTripped = 0;
  int m_rackTripCount = 0;
  /// [k]: k racks' base power (W) and GPU count added one by one from +0.0, as the per-rack loops
  /// add them (derived from the configuration, not state).
  std::vector<double> m_baseSumW;
  std::vector<double> m_gpuSum;
  /// Set by planTick for its tick (allRacksAtFullClock), cleared by a trip; not state.
  bool m_allRacksFull = false;
  std::vector<double> m_rackItW;  ///< last tick, for snapshots
  std::vector<double> m_rackCapKw;
  std::vector<ElectricalSample>* m_trace = nullptr;
  /// Ride-through stores, as the energy drawn from them and not yet recharged (J, 0 = full): the
  /// DC bus's (the rack PSUs' bulk capacitors, and the DC-link capacitors of drives fed from the
  /// bus) and the AC switchboard's (drives and controls fed from it).
  double m_dcStoreDrawnJ = 0.0;
  double m_acStoreDrawnJ = 0.0;
  double m_lastDcStoreW = 0.0;  ///< last tick's net power into the DC bus's store (+ = recharge)
  double m_lastAcStoreW = 0.0;  ///< the same for the AC switchboard's store
};

}  // namespace podtwin::power
