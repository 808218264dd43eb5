#pragma once
// Per-GPU thermal nodes: a die (junction) node and a cold-plate node with heat capacities, a
// conduction resistance die→plate with a seeded per-GPU spread, and a flow-dependent plate→coolant
// conductance. Throttling with hysteresis and a shutdown threshold. Stepped by implicit Euler
// (unconditionally stable) over contiguous arrays. Sources: model/README.md
// ("Thermal-hydraulics").

#include <Eigen/Core>
#include <cstdint>
#include <vector>
#include "core/state_list.h"

#include "thermal/coolant.h"

namespace podtwin {
class JsonReader;
}

namespace podtwin::thermal {

struct GpuThermalConfig {
  double dieHeatCapacityJPerK = 150.0;       ///< die + HBM + substrate (derived: τ = R·C ≈ 2 s)
  double plateHeatCapacityJPerK = 700.0;     ///< ~0.8 kg copper + contained coolant (derived)
  double dieToPlateResistanceKPerW = 0.012;  ///< junction→plate incl. TIM (derived, see README)
  double plateToCoolantResistanceKPerW = 0.015;  ///< convective, at nominal per-GPU flow
  double flowExponent = 0.8;                     ///< hA ∝ flow^0.8 (Dittus–Boelter)
  double resistanceSpreadFraction = 0.03;  ///< σ of total resistance across GPUs (few %, derived)
  double gpuFlowShare = 0.78;  ///< share of rack flow through GPU plates (GPU share of heat)
  double stagnantConductanceWPerK = 5.0;  ///< plate↔rack coolant with no flow (derived)
  double slowdownTempC = 87.0;            ///< NVML slowdown default (physics-defaults: Throttling)
  double hysteresisK = 5.0;               ///< release below slowdown − hysteresis (derived)
  double throttleClockFactor = 0.5;       ///< hardware slowdown cuts clocks ≥ 2× (NVML)
  double shutdownTempC = 97.0;            ///< trips the rack (derived; no public B300 figure)
  bool autoRestart = true;       ///< restart a thermally tripped rack once cool (see README)
  double restartTempC = 50.0;    ///< all junctions below this before a restart
  double restartDelayS = 120.0;  ///< minimum down time (checkpoint reload; derived)
  void read(JsonReader& r);
};

/// Per-GPU state of the whole pod, GPU g of rack r at index r·gpusPerRack + g. Three doubles and a
/// byte per GPU: the two temperatures and the GPU's seeded die→plate conductance. The step's
/// per-GPU factors (which depend only on that conductance and dt) are recomputed in registers on
/// every step rather than stored: stored, they would add a third to the bytes each GPU reads, where
/// the step already runs at 50–75 % of the memory-bandwidth bound at campus scale (thermal_bench),
/// and they measured no faster at 8,192 racks.
struct GpuArrays {
  Eigen::ArrayXd dieC;             ///< junction temperature, °C
  Eigen::ArrayXd plateC;           ///< cold plate (and the coolant in it), °C
  Eigen::ArrayXd dieToPlateWPerK;  ///< 1/R with the GPU's seeded spread
  std::vector<std::uint8_t> throttled;
  void resize(std::size_t n, double tempC, double conductanceWPerK);
  /// Bytes of per-GPU state one step reads and writes (the memory traffic of the step).
  static constexpr int kBytesReadPerGpu = 3 * 8 + 1;
  static constexpr int kBytesWrittenPerGpu = 2 * 8 + 1;
  /// The mutable state, for checkpoints. The conductances come from the pod and the seed.
  template <class Ar>
  void visitState(Ar& ar) {
    PODTWIN_STATE(ar, dieC, plateC, throttled);
  }
};

/// Sums over one rack's GPUs after a step.
struct GpuRackStep {
  double heatToCoolantW = 0.0;  ///< plates → rack coolant over the step (mean power)
  double maxDieC = 0.0;
  double sumDieC = 0.0;
  int throttled = 0;
  int throttleStarted = 0;  ///< GPUs that crossed into throttling this step
  bool aboveShutdown = false;
};

/// Conductance (W/K) from a plate at Tp to a coolant stream entering at Tin, such that the heat is
/// G·(Tp − Tin): ε·ρcp·q with ε = 1 − exp(−hA/(ρcp·q)), hA = (q/qNominal)^n / Rconv. 0 at no flow.
double plateFlowConductanceWPerK(const GpuThermalConfig& c, const Coolant& coolant,
                                 double gpuFlowM3PerS, double nominalGpuFlowM3PerS);

/// Advances GPUs [begin, begin+count) by `dtS` with board power `gpuPowerW` each, coolant inlet
/// `inletC`, the rack's coolant at `rackCoolantC`, flowing conductance `gFlowWPerK` and stagnant
/// conductance `gStagnantWPerK`. Implicit Euler on the two-node system, exact energy bookkeeping:
/// P·dt = ΔE_stored + heatToCoolant·dt.
GpuRackStep stepRackGpus(const GpuThermalConfig& c, GpuArrays& a, std::size_t begin,
                         std::size_t count, double gpuPowerW, double inletC, double rackCoolantC,
                         double gFlowWPerK, double gStagnantWPerK, double dtS);

}  // namespace podtwin::thermal
