#pragma once
// Direct-to-chip liquid cooling: per-GPU die and cold-plate nodes, rack manifolds with isolation
// valves, CDUs with N+1 pumps and a counter-flow heat exchanger, the facility water loop and dry
// coolers. CONTRACT with model/sim/simulation.cpp (the lead's). The thermal issue (#4) implements
// it; members may be added.

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "config/pod_config.h"
#include "core/event_log.h"
#include "scenario/scenario.h"
#include "sim/snapshot.h"

namespace podtwin::thermal {

struct ThermalTickInput {
  double t0S = 0.0;
  double dtS = 0.1;
  std::span<const double> rackGpuPowerW;  ///< [racks] mean board power per GPU over the tick
  std::span<const double> rackItPowerW;  ///< [racks] whole-rack IT power (GPU + rest) over the tick
};

struct ThermalTickOutput {
  std::vector<double> rackClockFactor;  ///< [racks] slowest GPU's clock factor after throttling
  std::vector<std::uint8_t>
      rackThermalTrip;         ///< [racks] 1 = thermal shutdown or isolated (no cooling)
  double coolingPowerW = 0.0;  ///< pumps + fans + CDU controls, electrical
};

/// Heat bookkeeping over the run (J), for the conservation tests.
struct HeatLedger {
  double heatInJ = 0.0;        ///< IT heat into the liquid (and the air share, if modelled)
  double heatRejectedJ = 0.0;  ///< to ambient via the dry coolers
  double storedChangeJ = 0.0;  ///< change of sensible heat in dies, plates, coolant, facility water
  double relativeBalanceError() const;
};

class ThermalSystem {
 public:
  ThermalSystem(const PodConfig& pod, std::uint64_t seed);

  void advance(const ThermalTickInput& in, ThermalTickOutput& out, EventLog& log);
  bool applyEvent(const Event& e, double tS, EventLog& log);
  void fillSnapshot(Snapshot& s) const;
  const HeatLedger& ledger() const { return m_ledger; }
  /// GPUs throttled now and the hottest junction now (cheap accessors for per-tick statistics).
  int gpusThrottled() const { return m_gpusThrottled; }
  double gpuTempMaxC() const { return m_gpuTempMaxC; }
  bool healthy(std::string& why) const;

 private:
  const PodConfig* m_pod;
  HeatLedger m_ledger;
  int m_gpusThrottled = 0;
  double m_gpuTempMaxC = 0.0;
};

}  // namespace podtwin::thermal
