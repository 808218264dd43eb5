#include "thermal/coolant.h"

#include "core/json_reader.h"

namespace podtwin::thermal {

double Coolant::temperatureRiseK(double powerW, double flowM3PerS) const {
  const double rate = capacityRateWPerK(flowM3PerS);
  return rate > 0.0 ? powerW / rate : 0.0;
}

void Coolant::read(JsonReader& r) {
  densityKgPerM3 = r.number("density_kg_per_m3", densityKgPerM3, Range::between(500.0, 2000.0));
  specificHeatJPerKgK =
      r.number("specific_heat_j_per_kg_k", specificHeatJPerKgK, Range::between(1000.0, 5000.0));
  r.finish();
}

Coolant facilityWaterDefaults() {
  Coolant c;
  c.densityKgPerM3 = 995.6;
  c.specificHeatJPerKgK = 4178.0;
  return c;
}

}  // namespace podtwin::thermal
