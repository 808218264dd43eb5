#include "thermal/facility_loop.h"

#include <algorithm>
#include <cmath>

#include "core/json_reader.h"
#include "core/units.h"
#include "thermal/rack_loop.h"

namespace podtwin::thermal {

void FacilityLoopConfig::read(JsonReader& r) {
  {
    auto w = r.object("water");
    water.read(w);
  }
  supplySetpointC = r.number("supply_setpoint_c", supplySetpointC, Range::between(5.0, 60.0));
  pumps = r.integer("pumps", pumps, 1, 64);
  designHeadKpa = r.number("design_head_kpa", designHeadKpa, Range::positive(2000.0));
  staticHeadFraction = r.number("static_head_fraction", staticHeadFraction, Range::fraction());
  pumpWireToWaterEfficiency =
      r.number("pump_wire_to_water_efficiency", pumpWireToWaterEfficiency, Range{0.0, 1.0, true});
  supplyVolumeM3PerMw =
      r.number("supply_volume_m3_per_mw", supplyVolumeM3PerMw, Range::positive(1e3));
  returnVolumeM3PerMw =
      r.number("return_volume_m3_per_mw", returnVolumeM3PerMw, Range::positive(1e3));
  airCoolingOverheadFraction = r.number("air_cooling_overhead_fraction", airCoolingOverheadFraction,
                                        Range::between(0.0, 2.0));
  r.finish();
}

FacilityLoop::FacilityLoop(const FacilityLoopConfig& c, double designHeatW, double designFlowM3PerS)
    : m_designFlowM3PerS(designFlowM3PerS),
      m_supplyCapJPerK(c.water.heatCapacityJPerK(c.supplyVolumeM3PerMw * designHeatW * 1e-6)),
      m_returnCapJPerK(c.water.heatCapacityJPerK(c.returnVolumeM3PerMw * designHeatW * 1e-6)),
      m_supplyC(c.supplySetpointC),
      m_returnC(c.supplySetpointC),
      m_setpointC(c.supplySetpointC) {}

void FacilityLoop::step(const FacilityLoopConfig& c, const DryCoolerConfig& dc,
                        DryCoolerBank& coolers, std::span<const FacilityStream> streams,
                        double dryBulbC, double wetBulbC, double dtS, double powered) {
  powered = std::isfinite(powered) ? std::clamp(powered, 0.0, 1.0) : 1.0;
  double flow = 0.0;
  double flowTemp = 0.0;
  for (const auto& s : streams) {
    if (s.flowM3PerS <= 0.0) continue;
    flow += s.flowM3PerS;
    flowTemp += s.flowM3PerS * s.tempC;
  }
  m_flowM3PerS = flow;
  const double rate = c.water.capacityRateWPerK(flow);
  const double mixedC = flow > 0.0 ? flowTemp / flow : m_returnC;
  m_returnC = mixNodeImplicit(m_returnC, m_returnCapJPerK, 0.0, rate, mixedC, dtS);
  const double cooledC = coolers.step(dc, m_returnC, flow, dryBulbC, wetBulbC, powered);
  m_supplyC = mixNodeImplicit(m_supplyC, m_supplyCapJPerK, 0.0, rate, cooledC, dtS);
  coolers.control(dc, m_supplyC, m_setpointC, dtS);

  const double ratio = m_designFlowM3PerS > 0.0 ? flow / m_designFlowM3PerS : 0.0;
  const double headPa = c.designHeadKpa * units::kPaPerKpa *
                        (c.staticHeadFraction + (1.0 - c.staticHeadFraction) * ratio * ratio);
  m_pumpPowerW = flow > 0.0 ? powered * headPa * flow / c.pumpWireToWaterEfficiency : 0.0;
}

}  // namespace podtwin::thermal
