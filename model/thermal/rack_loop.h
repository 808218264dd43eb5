#pragma once
// Rack loops: each rack is a parallel branch off its CDU's supply header, with a manifold coolant
// inventory (well mixed), an isolation valve with a closing time, and leak bookkeeping. Branch
// pressure drop Δp = K(valve)·Q^n (cold plates ∝ Q^1.85). Sources: model/README.md
// ("Thermal-hydraulics").

#include <cstdint>
#include <vector>
#include "core/state_list.h"

#include "thermal/coolant.h"

namespace podtwin {
class JsonReader;
}

namespace podtwin::thermal {

struct RackLoopConfig {
  double flowLpmPerKw = 1.5;     ///< OCP guideline 1.5 L/min per kW (ΔT ≈ 10 K)
  double designPowerKw = 135.0;  ///< GB300 NVL72 132–142 kW (NVIDIA RA; vendor figures)
  double coolantVolumeL = 30.0;  ///< manifold + hoses + plates (ASME InterPACK2017-58097, derived)
  double coldPlateDpKpa = 50.0;  ///< cold-plate Δp at nominal flow (Modelica Buildings cold plate)
  double manifoldDpKpa = 40.0;  ///< manifolds, hoses, quick disconnects (derived; loop 0.5–3 bar)
  double valveDpKpa = 10.0;     ///< fully open isolation valve (derived)
  double pressureExponent = 1.85;   ///< Δp ∝ Q^1.85 (Modelica Buildings cold-plate model)
  double valveCloseTimeS = 10.0;    ///< motorised ball valve stroke time (vendor data, secondary)
  double airFractionNonGpu = 0.10;  ///< non-GPU IT heat to room air (typical 5–15 %, assumed)
  bool leakAutoIsolate = true;      ///< a detected leak closes the rack's valve
  double leakIsolateDelayS = 5.0;   ///< detection + confirmation before isolating (derived)
  double lowFlowFraction = 0.8;     ///< low-flow alarm below this share of nominal flow (derived)
  /// Low-flow interlock: below lowFlowFraction this long, the BMS takes the rack out of service.
  /// Derived: longer than the 10 s a standby pump is allowed to restore an N+1 CDU's flow (so a
  /// pump changeover never trips racks), shorter than the ~30 s a 135 kW rack without flow takes
  /// to reach GPU shutdown.
  double lowFlowTripDelayS = 15.0;

  /// Nominal rack flow from the OCP rule at design power, m³/s.
  double nominalFlowM3PerS() const;
  /// Branch coefficient c = K^(−1/n) so that Q = c·Δp^(1/n); 0 for a closed valve.
  double branchCoefficient(double valveOpening) const;
  void read(JsonReader& r);
};

/// Per-rack loop state, index = rack.
struct RackLoops {
  std::vector<double> valveOpening;  ///< 0 closed .. 1 open
  std::vector<double> valveTarget;   ///< commanded opening
  std::vector<std::uint8_t> valveStuck;
  std::vector<double> leakRateM3PerS;  ///< 0 = no leak
  std::vector<double> leakStartS;
  std::vector<double> leakedM3;  ///< total coolant lost by the rack
  std::vector<double> volumeM3;  ///< coolant inventory in the rack
  std::vector<double> coolantC;  ///< mixed return-manifold temperature
  std::vector<double> flowM3PerS;
  std::vector<double> inletC;
  std::vector<double> branchCoeff;  ///< c = K^(−1/n) of the current valve opening
  /// The mutable state, for checkpoints (core/state_archive.h).
  template <class Ar>
  void visitState(Ar& ar) {
    PODTWIN_STATE(ar, valveOpening, valveTarget, valveStuck, leakRateM3PerS, leakStartS, leakedM3,
                  volumeM3, coolantC, flowM3PerS, inletC, branchCoeff);
  }
  void resize(std::size_t n, double volumeM3, double tempC);
  /// Moves every unstuck valve toward its target at full stroke per `closeTimeS`.
  void moveValves(const RackLoopConfig& c, double dtS);
};

/// Implicit update of a well-mixed coolant node of heat capacity `capJPerK` receiving `heatW` and
/// a stream at `inletC` with capacity rate `rateWPerK` (leaving at the node temperature). Returns
/// the new temperature; holds it when the node has neither mass nor flow.
double mixNodeImplicit(double tempC, double capJPerK, double heatW, double rateWPerK, double inletC,
                       double dtS);

}  // namespace podtwin::thermal
