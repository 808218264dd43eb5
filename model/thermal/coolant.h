#pragma once
// Properties of a liquid heat-transfer medium (PG25 in the rack loops, water in the facility loop),
// constant at the loop's operating temperature. Sources: model/README.md ("Thermal-hydraulics").

namespace podtwin {
class JsonReader;
}

namespace podtwin::thermal {

struct Coolant {
  double densityKgPerM3 = 1010.0;  ///< PG25 at 40 °C (IBPSA Modelica propylene-glycol polynomials)
  double specificHeatJPerKgK = 3969.0;  ///< PG25 at 40 °C (same source)

  /// ρ·cp, J/(m³·K).
  double volumetricHeatCapacityJPerM3K() const { return densityKgPerM3 * specificHeatJPerKgK; }
  /// Heat-capacity rate ρ·cp·Q of a volume flow, W/K (0 for no or negative flow).
  double capacityRateWPerK(double flowM3PerS) const {
    return flowM3PerS > 0.0 ? volumetricHeatCapacityJPerM3K() * flowM3PerS : 0.0;
  }
  /// Heat capacity of a volume, J/K.
  double heatCapacityJPerK(double volumeM3) const {
    return volumeM3 > 0.0 ? volumetricHeatCapacityJPerM3K() * volumeM3 : 0.0;
  }
  /// Temperature rise ΔT = P/(ρ·cp·Q) of a stream taking `powerW` at `flowM3PerS`; 0 for no flow.
  double temperatureRiseK(double powerW, double flowM3PerS) const;
  /// Reads `density_kg_per_m3` and `specific_heat_j_per_kg_k`.
  void read(JsonReader& r);
};

/// Facility water defaults: water at 30 °C, ρ 995.6 kg/m³, cp 4178 J/(kg·K) (IAPWS-IF97 tables).
Coolant facilityWaterDefaults();

}  // namespace podtwin::thermal
