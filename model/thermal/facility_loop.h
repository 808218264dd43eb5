#pragma once
// The facility water loop between the CDUs' heat exchangers and the dry coolers: a mixed return
// node, the dry-cooler bank, a mixed supply node, and variable-speed facility pumps holding a
// header Δp (power = Δp·Q/η with Δp = static share + friction ∝ Q²). Sources: model/README.md
// ("Thermal-hydraulics").

#include <span>
#include "core/state_list.h"

#include "thermal/coolant.h"
#include "thermal/dry_cooler.h"

namespace podtwin {
class JsonReader;
}

namespace podtwin::thermal {

struct FacilityLoopConfig {
  Coolant water = facilityWaterDefaults();  ///< water at 30 °C (IAPWS-IF97)
  double supplySetpointC = 32.0;            ///< facility supply (top of ASHRAE class W32; derived)
  int pumps = 3;                    ///< N+1 facility pumps (2 duty + 1 standby; informational)
  double designHeadKpa = 150.0;     ///< at design flow (derived; typical 1–2 bar)
  double staticHeadFraction = 0.4;  ///< share of head held at any flow (header Δp set point)
  double pumpWireToWaterEfficiency = 0.65;  ///< pump × motor × VFD (textbook range 0.55–0.75)
  double supplyVolumeM3PerMw = 1.0;  ///< water in supply piping per MW of design heat (derived)
  double returnVolumeM3PerMw = 1.0;  ///< water in return piping per MW (derived)
  /// Electrical overhead of an air-cooled / chilled-water plant (CRAH fans, chillers) as a share of
  /// the IT power, added to the cooling load. 0 for this pod's dry-cooler liquid loop; a commodity
  /// air-cooled hall is ≈ 0.4 (Uptime Institute 2024 survey: average PUE 1.56; derived).
  double airCoolingOverheadFraction = 0.0;
  void read(JsonReader& r);
};

/// One CDU's facility-side stream into the return header.
struct FacilityStream {
  double flowM3PerS = 0.0;
  double tempC = 0.0;
  template <class Ar>
  void visitState(Ar& ar) {
    PODTWIN_STATE(ar, flowM3PerS, tempC);
  }
};

class FacilityLoop {
 public:
  FacilityLoop(const FacilityLoopConfig& c, double designHeatW, double designFlowM3PerS);
  /// Advances the loop: mixes `streams` into the return, rejects heat through `coolers`, mixes into
  /// the supply node, then runs the fan controller. `powered`: share of the tick the facility
  /// pumps and the fans had power (0..1); their electrical power scales with it.
  void step(const FacilityLoopConfig& c, const DryCoolerConfig& dc, DryCoolerBank& coolers,
            std::span<const FacilityStream> streams, double dryBulbC, double wetBulbC, double dtS,
            double powered = 1.0);
  double supplyC() const { return m_supplyC; }
  double returnC() const { return m_returnC; }
  double flowM3PerS() const { return m_flowM3PerS; }
  double pumpPowerW() const { return m_pumpPowerW; }
  double heatCapacityJPerK() const { return m_supplyCapJPerK + m_returnCapJPerK; }
  /// Σ C·T of the two nodes (J relative to 0 °C), for the heat ledger.
  double storedJ() const { return m_supplyCapJPerK * m_supplyC + m_returnCapJPerK * m_returnC; }
  double setpointC() const { return m_setpointC; }
  void setSetpointC(double c) { m_setpointC = c; }

  /// The mutable state, for checkpoints (core/state_archive.h).
  template <class Ar>
  void visitState(Ar& ar) {
    PODTWIN_STATE(ar, m_supplyC, m_returnC, m_flowM3PerS, m_pumpPowerW, m_setpointC);
  }

 private:
  double m_designFlowM3PerS;
  double m_supplyCapJPerK;
  double m_returnCapJPerK;
  double m_supplyC;
  double m_returnC;
  double m_flowM3PerS = 0.0;
  double m_pumpPowerW = 0.0;
  double m_setpointC;
};

}  // namespace podtwin::thermal
