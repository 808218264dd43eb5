#include "thermal/rack_loop.h"

#include <algorithm>
#include <cmath>

#include "core/json_reader.h"
#include "core/parallel.h"
#include "core/units.h"

namespace podtwin::thermal {

double RackLoopConfig::nominalFlowM3PerS() const {
  return units::lpmToM3PerS(flowLpmPerKw * designPowerKw);
}

double RackLoopConfig::branchCoefficient(double valveOpening) const {
  if (!(valveOpening > 1e-3)) return 0.0;
  const double qn = std::pow(nominalFlowM3PerS(), pressureExponent);
  const double kFixed = (coldPlateDpKpa + manifoldDpKpa) * units::kPaPerKpa / qn;
  // Valve resistance ∝ 1/Cv², Cv ∝ opening (linear trim).
  const double kValve = valveDpKpa * units::kPaPerKpa / qn / (valveOpening * valveOpening);
  return std::pow(kFixed + kValve, -1.0 / pressureExponent);
}

void RackLoopConfig::read(JsonReader& r) {
  flowLpmPerKw = r.number("flow_lpm_per_kw", flowLpmPerKw, Range::between(0.5, 5.0));
  designPowerKw = r.number("design_power_kw", designPowerKw, Range::positive(2000.0));
  coolantVolumeL = r.number("coolant_volume_l", coolantVolumeL, Range::positive(1e4));
  coldPlateDpKpa = r.number("cold_plate_dp_kpa", coldPlateDpKpa, Range::positive(1000.0));
  manifoldDpKpa = r.number("manifold_dp_kpa", manifoldDpKpa, Range::nonNegative(1000.0));
  valveDpKpa = r.number("valve_dp_kpa", valveDpKpa, Range::positive(1000.0));
  pressureExponent = r.number("pressure_exponent", pressureExponent, Range::between(1.0, 2.0));
  valveCloseTimeS = r.number("valve_close_time_s", valveCloseTimeS, Range::positive(600.0));
  airFractionNonGpu = r.number("air_fraction_non_gpu", airFractionNonGpu, Range::fraction());
  leakAutoIsolate = r.boolean("leak_auto_isolate", leakAutoIsolate);
  leakIsolateDelayS = r.number("leak_isolate_delay_s", leakIsolateDelayS, Range::nonNegative(3600));
  lowFlowFraction = r.number("low_flow_fraction", lowFlowFraction, Range{0.0, 1.0, true});
  lowFlowTripDelayS =
      r.number("low_flow_trip_delay_s", lowFlowTripDelayS, Range::nonNegative(3600.0));
  r.finish();
}

void RackLoops::resize(std::size_t n, double volume, double tempC) {
  valveOpening.assign(n, 1.0);
  valveTarget.assign(n, 1.0);
  valveStuck.assign(n, 0);
  leakRateM3PerS.assign(n, 0.0);
  leakStartS.assign(n, 0.0);
  leakedM3.assign(n, 0.0);
  volumeM3.assign(n, volume);
  coolantC.assign(n, tempC);
  flowM3PerS.assign(n, 0.0);
  inletC.assign(n, tempC);
  branchCoeff.assign(n, 0.0);
}

void RackLoops::moveValves(const RackLoopConfig& c, double dtS) {
  const double step = dtS / c.valveCloseTimeS;
  for (std::size_t i = 0; i < valveOpening.size(); ++i) {
    if (valveStuck[i]) continue;
    const double d = valveTarget[i] - valveOpening[i];
    parallel::storeIfChanged(valveOpening[i], valveOpening[i] + std::clamp(d, -step, step));
  }
}

double mixNodeImplicit(double tempC, double capJPerK, double heatW, double rateWPerK, double inletC,
                       double dtS) {
  const double a = capJPerK / dtS;
  const double denom = a + rateWPerK;
  if (!(denom > 0.0)) return tempC;
  return (a * tempC + heatW + rateWPerK * inletC) / denom;
}

}  // namespace podtwin::thermal
