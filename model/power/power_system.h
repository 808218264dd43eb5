#pragma once
// The electrical plant of the pod and the training job's power draw: gensets, grid tie, battery on
// the DC bus, rack PSUs, and the synchronous workload, advanced in 1 ms electrical steps inside
// each control tick. CONTRACT with model/sim/simulation.cpp (the lead's). The power issue (#3)
// implements it; members may be added.

#include <cstdint>
#include <span>
#include <vector>

#include "config/pod_config.h"
#include "core/event_log.h"
#include "scenario/scenario.h"
#include "sim/snapshot.h"

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
};

/// Energy bookkeeping over the run (J), for the summary and the conservation tests.
struct EnergyLedger {
  double generationJ = 0.0;
  double gridImportJ = 0.0;
  double bessDischargeJ = 0.0;  ///< energy delivered by the battery to the bus
  double bessChargeJ = 0.0;     ///< energy taken from the bus into the battery
  double itJ = 0.0;
  double coolingJ = 0.0;
  double lossJ = 0.0;
  double miscJ = 0.0;
  double unservedJ = 0.0;  ///< demand that no source covered (racks capped or tripped)
  double bessStoredChangeJ = 0.0;
  double bessLossJ = 0.0;
  /// facility energy = IT + cooling + losses + misc; sources = generation + grid + BESS net.
  double relativeBalanceError() const;
};

class PowerSystem {
 public:
  PowerSystem(const PodConfig& pod, std::uint64_t seed);

  void advance(const PowerTickInput& in, PowerTickOutput& out, EventLog& log);
  /// Applies a Power or Workload event at time `tS`. Returns false if the type is not one of ours.
  bool applyEvent(const Event& e, double tS, EventLog& log);
  /// Fills the power, workload and per-rack power fields of a snapshot.
  void fillSnapshot(Snapshot& s) const;
  const EnergyLedger& ledger() const { return m_ledger; }
  double maxFrequencyDeviationPct() const { return m_maxFreqDevPct; }
  double minSoc() const { return m_minSoc; }
  /// True if every state is finite and within physical bounds; otherwise fills `why`.
  bool healthy(std::string& why) const;

 private:
  const PodConfig* m_pod;
  EnergyLedger m_ledger;
  double m_maxFreqDevPct = 0.0;
  double m_minSoc = 1.0;
  bool m_jobRunning = true;
  double m_lastItW = 0.0;
  double m_lastCoolingW = 0.0;
  double m_lastFacilityW = 0.0;
};

}  // namespace podtwin::power
