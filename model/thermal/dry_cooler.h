#pragma once
// Dry coolers (N+1) rejecting the facility water's heat to outdoor air: counter-flow ε-NTU per
// cooler with air-side UA ∝ air flow^0.6, fans whose power goes with speed cubed, a PI fan-speed
// controller holding the facility supply temperature, optional adiabatic pre-cooling toward the
// wet-bulb. Sources: model/README.md ("Thermal-hydraulics").

#include <vector>
#include "core/state_list.h"

#include "core/event_log.h"

namespace podtwin {
class JsonReader;
}

namespace podtwin::thermal {

struct DryCoolerConfig {
  int count = 4;  ///< N+1 (3 duty + 1 redundant for the reference pod)
  int fans = 12;  ///< EC fans per cooler: 1.5× the face area of a 10 K-approach cooler (derived)
  /// Water out − air in at design, N coolers, full fans: derived for the design day
  /// (model/README.md); a dry-only cooler is ≈ 10 K over the dry bulb (Energies 2023).
  double approachK = 4.0;
  double airToWaterCapacityRatio =
      2.25;                            ///< C_air/C_water at design: 1.5 × 1.5 face area (derived)
  double airFlowExponent = 0.6;        ///< air-side UA ∝ air flow^0.6 (finned-coil correlations)
  double naturalDraftFraction = 0.03;  ///< air flow with fans stopped (derived)
  double fanRatedW = 2200.0;  ///< per fan at full speed (derived from PUE budget fans 0.02–0.03)
  double minFanSpeed = 0.1;
  double fanKp = 0.15;  ///< PI gain, speed per K of facility supply error
  double fanTiS = 60.0;
  bool adiabaticAssist = true;    ///< evaporative pads, needed on the design day (derived)
  double adiabaticAboveC = 24.0;  ///< pads wetted above this dry-bulb (vendor practice, secondary)
  double padEffectiveness = 0.8;  ///< approach to wet-bulb (media pads 0.75–0.9, secondary)
  double adiabaticPumpW = 500.0;  ///< spray/recirculation pump per cooler (derived)
  void read(JsonReader& r);
};

struct DryCoolerState {
  int fansFailed = 0;
  bool failed = false;
  double heatW = 0.0;
  double powerW = 0.0;
  /// The mutable state, for checkpoints (core/state_archive.h).
  template <class Ar>
  void visitState(Ar& ar) {
    PODTWIN_STATE(ar, fansFailed, failed, heatW, powerW);
  }
};

class DryCoolerBank {
 public:
  /// Sized so that count−1 coolers at full fans reject `designHeatW` with `approachK` when the bank
  /// gets `designFlowM3PerS` of water with volumetric heat capacity `waterRhoCp`.
  DryCoolerBank(const DryCoolerConfig& c, double designHeatW, double designFlowM3PerS,
                double waterRhoCp);

  /// Cools `flowM3PerS` of water entering at `inletC` with outdoor air (dry-bulb, wet-bulb);
  /// returns the mixed outlet temperature. Heat and fan power are available afterwards.
  /// `powered`: share of the tick the fans had power (0..1); stopped fans leave natural draft.
  double step(const DryCoolerConfig& c, double inletC, double flowM3PerS, double dryBulbC,
              double wetBulbC, double powered = 1.0);
  /// Fan speed controller on the facility supply temperature (°C) against `setpointC`.
  void control(const DryCoolerConfig& c, double supplyC, double setpointC, double dtS);

  void fail(int i, double tS, EventLog& log);
  void restore(int i, double tS, EventLog& log);
  void failFans(const DryCoolerConfig& c, int i, int fans, double tS, EventLog& log);

  const std::vector<DryCoolerState>& coolers() const { return m_coolers; }
  double fanSpeed() const { return m_speed; }
  double heatW() const { return m_heatW; }
  double powerW() const { return m_powerW; }
  double airInletC() const { return m_airC; }
  bool adiabaticActive() const { return m_adiabatic; }
  int available() const;

  /// The mutable state, for checkpoints (core/state_archive.h).
  template <class Ar>
  void visitState(Ar& ar) {
    PODTWIN_STATE(ar, m_coolers, m_speed, m_integral, m_heatW, m_powerW, m_airC, m_adiabatic);
  }

 private:
  std::vector<DryCoolerState> m_coolers;
  double m_uaDesignWPerK = 0.0;
  double m_airRateDesignWPerK = 0.0;
  double m_waterRhoCp = 0.0;
  double m_speed = 0.5;
  double m_integral = 0.5;
  double m_heatW = 0.0;
  double m_powerW = 0.0;
  double m_airC = 0.0;
  bool m_adiabatic = false;
};

}  // namespace podtwin::thermal
