#include "thermal/dry_cooler.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "core/json_reader.h"
#include "thermal/heat_exchanger.h"

namespace podtwin::thermal {

void DryCoolerConfig::read(JsonReader& r) {
  count = r.integer("count", count, 1, 100000);
  fans = r.integer("fans", fans, 1, 64);
  approachK = r.number("approach_k", approachK, Range::between(1.0, 30.0));
  airToWaterCapacityRatio =
      r.number("air_to_water_capacity_ratio", airToWaterCapacityRatio, Range::between(0.3, 10.0));
  airFlowExponent = r.number("air_flow_exponent", airFlowExponent, Range::between(0.3, 1.0));
  naturalDraftFraction =
      r.number("natural_draft_fraction", naturalDraftFraction, Range::between(0.0, 0.5));
  fanRatedW = r.number("fan_rated_w", fanRatedW, Range::nonNegative(1e5));
  minFanSpeed = r.number("min_fan_speed", minFanSpeed, Range::between(0.0, 1.0));
  fanKp = r.number("fan_kp", fanKp, Range::nonNegative(10.0));
  fanTiS = r.number("fan_ti_s", fanTiS, Range::positive(1e4));
  adiabaticAssist = r.boolean("adiabatic_assist", adiabaticAssist);
  adiabaticAboveC = r.number("adiabatic_above_c", adiabaticAboveC, Range::between(-20.0, 60.0));
  padEffectiveness = r.number("pad_effectiveness", padEffectiveness, Range::fraction());
  adiabaticPumpW = r.number("adiabatic_pump_w", adiabaticPumpW, Range::nonNegative(1e5));
  r.finish();
}

DryCoolerBank::DryCoolerBank(const DryCoolerConfig& c, double designHeatW, double designFlowM3PerS,
                             double waterRhoCp)
    : m_coolers(static_cast<std::size_t>(c.count)), m_waterRhoCp(waterRhoCp) {
  const int duty = std::max(1, c.count - 1);
  const double cw = waterRhoCp * designFlowM3PerS / duty;
  m_airRateDesignWPerK = c.airToWaterCapacityRatio * cw;
  m_uaDesignWPerK =
      sizeCounterFlowUa(designHeatW / duty, cw, m_airRateDesignWPerK, c.approachK, 0.0);
  m_speed = 0.6;
  m_integral = 0.6;
}

int DryCoolerBank::available() const {
  int n = 0;
  for (const auto& d : m_coolers) n += d.failed ? 0 : 1;
  return n;
}

double DryCoolerBank::step(const DryCoolerConfig& c, double inletC, double flowM3PerS,
                           double dryBulbC, double wetBulbC, double powered) {
  powered = std::isfinite(powered) ? std::clamp(powered, 0.0, 1.0) : 1.0;
  m_adiabatic = c.adiabaticAssist && dryBulbC > c.adiabaticAboveC;
  m_airC = m_adiabatic ? dryBulbC - c.padEffectiveness * (dryBulbC - wetBulbC) : dryBulbC;
  const int n = available();
  m_heatW = 0.0;
  m_powerW = 0.0;
  const double cwTotal = flowM3PerS > 0.0 ? m_waterRhoCp * flowM3PerS : 0.0;
  const double cwEach = n > 0 ? cwTotal / n : 0.0;
  const double s3 = m_speed * m_speed * m_speed;
  // A cooler's exchange and fan power depend on this tick's shared inputs and its own fans in
  // service only: coolers with as many fans in service as the one before reuse its figures (a pow
  // and an exp), which are the values computing them again would give. A campus has hundreds.
  int memoFansOk = -1;
  double memoHeatW = 0.0;
  double memoPowerW = 0.0;
  for (auto& d : m_coolers) {
    d.heatW = 0.0;
    d.powerW = 0.0;
    if (d.failed) continue;
    const int fansOk = std::max(0, c.fans - d.fansFailed);
    if (fansOk != memoFansOk) {
      const double airFraction = std::max(c.naturalDraftFraction,
                                          powered * m_speed * fansOk / static_cast<double>(c.fans));
      const double ua = m_uaDesignWPerK * std::pow(airFraction, c.airFlowExponent);
      memoHeatW = counterFlow(ua, cwEach, inletC, m_airRateDesignWPerK * airFraction, m_airC).heatW;
      memoPowerW = powered * (fansOk * c.fanRatedW * s3 + (m_adiabatic ? c.adiabaticPumpW : 0.0));
      memoFansOk = fansOk;
    }
    d.heatW = memoHeatW;
    d.powerW = memoPowerW;
    m_heatW += d.heatW;
    m_powerW += d.powerW;
  }
  return cwTotal > 0.0 ? inletC - m_heatW / cwTotal : inletC;
}

void DryCoolerBank::control(const DryCoolerConfig& c, double supplyC, double setpointC,
                            double dtS) {
  const double e = supplyC - setpointC;
  const double u = c.fanKp * e + m_integral;
  const bool satHigh = u >= 1.0 && e > 0.0;
  const bool satLow = u <= c.minFanSpeed && e < 0.0;
  if (!satHigh && !satLow) m_integral += c.fanKp * dtS / c.fanTiS * e;
  m_integral = std::clamp(m_integral, c.minFanSpeed, 1.0);
  m_speed = std::clamp(u, c.minFanSpeed, 1.0);
}

void DryCoolerBank::fail(int i, double tS, EventLog& log) {
  auto& d = m_coolers.at(static_cast<std::size_t>(i));
  if (d.failed) return;
  d.failed = true;
  log.add(tS, Severity::Alarm, "drycooler" + std::to_string(i + 1), "alarm_dry_cooler_fail",
          "dry cooler out of service");
}

void DryCoolerBank::restore(int i, double tS, EventLog& log) {
  auto& d = m_coolers.at(static_cast<std::size_t>(i));
  if (!d.failed && d.fansFailed == 0) return;
  const bool wasFailed = d.failed;
  d.failed = false;
  d.fansFailed = 0;  // returns repaired, fans included
  if (wasFailed) {
    log.add(tS, Severity::Alarm, "drycooler" + std::to_string(i + 1), "alarm_dry_cooler_fail",
            "dry cooler back in service", true);
  }
}

void DryCoolerBank::failFans(const DryCoolerConfig& c, int i, int fans, double tS, EventLog& log) {
  auto& d = m_coolers.at(static_cast<std::size_t>(i));
  d.fansFailed = std::min(c.fans, d.fansFailed + std::max(0, fans));
  log.add(tS, Severity::Warning, "drycooler" + std::to_string(i + 1), "fan_fail",
          std::to_string(d.fansFailed) + " of " + std::to_string(c.fans) + " fans failed",
          {{"failed", static_cast<double>(d.fansFailed)}, {"fans", static_cast<double>(c.fans)}});
}

}  // namespace podtwin::thermal
