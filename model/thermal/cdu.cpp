#include "thermal/cdu.h"

#include <algorithm>
#include <cmath>

#include "core/json_reader.h"
#include "core/units.h"
#include "thermal/heat_exchanger.h"
#include "thermal/rack_loop.h"
#include "thermal/thermal_text.h"

namespace podtwin::thermal {

void CduConfig::read(JsonReader& r) {
  count = r.integer("count", count, 1, 100000);
  pumps = r.integer("pumps", pumps, 1, 16);
  standbyPumps = r.integer("standby_pumps", standbyPumps, 0, 15);
  if (standbyPumps >= pumps) r.error("standby_pumps", "must be fewer than pumps");
  dpSetpointKpa = r.number("dp_setpoint_kpa", dpSetpointKpa, Range::positive(2000.0));
  internalDpKpa = r.number("internal_dp_kpa", internalDpKpa, Range::nonNegative(2000.0));
  pumpShutoffHeadKpa = r.number("pump_shutoff_head_kpa", pumpShutoffHeadKpa, Range::positive(5000));
  pumpHeadAtDesignKpa =
      r.number("pump_head_at_design_kpa", pumpHeadAtDesignKpa, Range::positive(5000.0));
  if (pumpHeadAtDesignKpa >= pumpShutoffHeadKpa) {
    r.error("pump_head_at_design_kpa", "must be below pump_shutoff_head_kpa");
  }
  if (pumpHeadAtDesignKpa < dpSetpointKpa + internalDpKpa) {
    r.error("pump_head_at_design_kpa",
            "must reach dp_setpoint_kpa + internal_dp_kpa (the design head) at full speed");
  }
  pumpBepEfficiency = r.number("pump_bep_efficiency", pumpBepEfficiency, Range{0.0, 1.0, true});
  driveEfficiency = r.number("drive_efficiency", driveEfficiency, Range{0.0, 1.0, true});
  pumpMinSpeed = r.number("pump_min_speed", pumpMinSpeed, Range::between(0.0, 0.9));
  pumpRampPerS = r.number("pump_ramp_per_s", pumpRampPerS, Range::positive(100.0));
  standbyStartDelayS =
      r.number("standby_start_delay_s", standbyStartDelayS, Range::nonNegative(600));
  coastDownTimeConstantS =
      r.number("coast_down_time_constant_s", coastDownTimeConstantS, Range::positive(600.0));
  dpKp = r.number("dp_kp", dpKp, Range::nonNegative(100.0));
  dpTiS = r.number("dp_ti_s", dpTiS, Range::positive(1e4));
  supplySetpointC = r.number("supply_setpoint_c", supplySetpointC, Range::between(5.0, 60.0));
  hxApproachK = r.number("hx_approach_k", hxApproachK, Range::between(0.5, 20.0));
  facilityDesignDeltaTK =
      r.number("facility_design_delta_t_k", facilityDesignDeltaTK, Range::between(1.0, 30.0));
  supplyVolumeL = r.number("supply_volume_l", supplyVolumeL, Range::positive(1e6));
  reservoirVolumeL = r.number("reservoir_volume_l", reservoirVolumeL, Range::positive(1e6));
  reservoirLowFraction =
      r.number("reservoir_low_fraction", reservoirLowFraction, Range::fraction());
  reservoirTripFraction =
      r.number("reservoir_trip_fraction", reservoirTripFraction, Range::fraction());
  controlsPowerW = r.number("controls_power_w", controlsPowerW, Range::nonNegative(1e5));
  highSupplyAlarmK = r.number("high_supply_alarm_k", highSupplyAlarmK, Range::positive(30.0));
  lowDpFraction = r.number("low_dp_fraction", lowDpFraction, Range::fraction());
  valveKp = r.number("valve_kp", valveKp, Range::nonNegative(100.0));
  valveTiS = r.number("valve_ti_s", valveTiS, Range::positive(1e4));
  facilityValveMin = r.number("facility_valve_min", facilityValveMin, Range::between(0.0, 1.0));
  r.finish();
}

Cdu::Cdu(const CduConfig& c, int index, double designFlowM3PerS, double designHeatW,
         const Coolant& coolant, const Coolant& water, double facilitySupplyC, double exponent)
    : m_index(index),
      m_coolant(&coolant),
      m_water(&water),
      m_exponent(exponent),
      m_designFlowM3PerS(designFlowM3PerS) {
  const int duty = c.pumps - c.standbyPumps;
  const double qPump = designFlowM3PerS / duty;
  const double hDesign = (c.dpSetpointKpa + c.internalDpKpa) * units::kPaPerKpa;
  const double h0 = c.pumpShutoffHeadKpa * units::kPaPerKpa;
  const double k = (h0 - c.pumpHeadAtDesignKpa * units::kPaPerKpa) / (qPump * qPump);
  const double sDesign = std::sqrt(std::min(1.0, (hDesign + k * qPump * qPump) / h0));
  m_curve = PumpCurve::fromPoints(h0, qPump, c.pumpHeadAtDesignKpa * units::kPaPerKpa,
                                  qPump / sDesign, c.pumpBepEfficiency, c.driveEfficiency);
  m_kInternal = c.internalDpKpa * units::kPaPerKpa / std::pow(designFlowM3PerS, exponent);
  m_dpSetPa = c.dpSetpointKpa * units::kPaPerKpa;
  m_dpPa = m_dpSetPa;
  m_flowM3PerS = designFlowM3PerS;
  m_pumps.resize(static_cast<std::size_t>(c.pumps));
  for (int i = 0; i < duty; ++i) {
    m_pumps[static_cast<std::size_t>(i)].running = true;
    m_pumps[static_cast<std::size_t>(i)].speed = sDesign;
  }
  m_integral = sDesign;
  m_speedCmd = sDesign;
  m_reservoirFullM3 = c.reservoirVolumeL * 1e-3;
  m_reservoirM3 = m_reservoirFullM3;
  m_supplyCapJPerK = coolant.heatCapacityJPerK(c.supplyVolumeL * 1e-3);
  m_setpointC = c.supplySetpointC;

  // Exchanger sized for the design approach with the facility valve fully open.
  const double cs = coolant.capacityRateWPerK(designFlowM3PerS);
  const double cf = designHeatW / c.facilityDesignDeltaTK;
  m_facilityDesignFlowM3PerS = cf / water.volumetricHeatCapacityJPerM3K();
  m_uaDesignWPerK =
      sizeCounterFlowUa(designHeatW, cs, cf, facilitySupplyC + c.hxApproachK, facilitySupplyC);
  // Start at steady design conditions: the valve opening that holds the set point.
  const double returnC = m_setpointC + designHeatW / cs;
  double lo = c.facilityValveMin;
  double hi = 1.0;
  for (int it = 0; it < 40; ++it) {
    const double v = 0.5 * (lo + hi);
    const HxResult hx =
        counterFlow(scaledUa(m_uaDesignWPerK, 1.0, v), cs, returnC, cf * v, facilitySupplyC);
    (hx.hotOutTempC > m_setpointC ? lo : hi) = v;
  }
  m_valve = 0.5 * (lo + hi);
  m_valveIntegral = m_valve;
  m_supplyC = m_setpointC;
  m_returnC = returnC;
  m_facilityInC = facilitySupplyC;
  m_facilityFlowM3PerS = m_valve * m_facilityDesignFlowM3PerS;
  m_hxHeatW = designHeatW;
  m_facilityOutC = facilitySupplyC + designHeatW / (cf * m_valve);
}

double Cdu::reservoirFraction() const {
  return m_reservoirFullM3 > 0.0 ? m_reservoirM3 / m_reservoirFullM3 : 0.0;
}

int Cdu::pumpsRunning() const {
  int n = 0;
  for (const auto& p : m_pumps) n += (p.running && !p.failed) ? 1 : 0;
  return n;
}

void Cdu::pumpLogic(const CduConfig& c, double tS, EventLog& log) {
  if (tripped()) {
    for (auto& p : m_pumps) p.running = false;
    m_standbyAtS = -1.0;
    return;
  }
  for (auto& p : m_pumps) {
    if (p.failed) p.running = false;
  }
  const int duty = c.pumps - c.standbyPumps;
  PumpState* available = nullptr;
  int availableIndex = 0;
  for (std::size_t i = 0; i < m_pumps.size(); ++i) {
    if (!m_pumps[i].failed && !m_pumps[i].running && !m_pumps[i].held) {
      available = &m_pumps[i];
      availableIndex = static_cast<int>(i);
      break;
    }
  }
  // On manual the changeover is the operator's: nothing starts by itself.
  if (!m_standbyAuto || pumpsRunning() >= duty || available == nullptr) {
    m_standbyAtS = -1.0;
    return;
  }
  if (m_standbyAtS < 0.0) {
    m_standbyAtS = tS + c.standbyStartDelayS;
  }
  if (tS + 1e-9 >= m_standbyAtS) {
    available->running = true;
    m_standbyAtS = -1.0;
    log.add(tS, Severity::Info, name() + "/pump" + std::to_string(availableIndex + 1),
            "standby_start", "standby pump started");
  }
}

double Cdu::stepHydraulics(const CduConfig& c, const CduRackSums& racks, double tS, double dtS,
                           EventLog& log, double powered) {
  powered = std::isfinite(powered) ? std::clamp(powered, 0.0, 1.0) : 1.0;
  // Leaks upstream of the rack valves drain the expansion tank; dry-run protection stops the pumps.
  m_reservoirM3 = std::max(0.0, m_reservoirM3 - racks.leakM3PerS * dtS);
  if (!m_lowLevelTrip && reservoirFraction() < c.reservoirTripFraction) {
    m_lowLevelTrip = true;
    log.add(tS, Severity::Trip, name(), "cdu_low_level_trip",
            "expansion tank nearly empty: pumps stopped (dry-run protection)");
  }
  pumpLogic(c, tS, log);

  // PI on the rack-header Δp; the integrator freezes while saturated in the error's direction.
  const double e = (m_dpSetPa - m_dpPa) / m_dpSetPa;
  const bool anyRunning = pumpsRunning() > 0;
  double u = c.dpKp * e + m_integral;
  const bool satHigh = u >= 1.0 && e > 0.0;
  const bool satLow = u <= c.pumpMinSpeed && e < 0.0;
  if (anyRunning && powered > 0.0 && !satHigh && !satLow) m_integral += c.dpKp * dtS / c.dpTiS * e;
  m_integral = std::clamp(m_integral, c.pumpMinSpeed, 1.0);
  m_speedCmd = std::clamp(u, c.pumpMinSpeed, 1.0);

  // A powered pump follows the command for the powered share of the tick and coasts for the rest.
  const double ramp = c.pumpRampPerS * dtS * powered;
  const double decay = std::exp(-dtS / c.coastDownTimeConstantS);
  const double unpoweredDecay = std::exp(-(1.0 - powered) * dtS / c.coastDownTimeConstantS);
  double speeds[16];
  const std::size_t n = std::min<std::size_t>(m_pumps.size(), 16);
  for (std::size_t i = 0; i < n; ++i) {
    PumpState& p = m_pumps[i];
    if (p.running) {
      p.speed += std::clamp(m_speedCmd - p.speed, -ramp, ramp);
      p.speed *= unpoweredDecay;
      if (powered <= 0.0 && p.speed < 1e-3) p.speed = 0.0;
    } else {
      p.speed *= decay;  // coasting down on its inertia
      if (p.speed < 1e-3) p.speed = 0.0;
    }
    speeds[i] = p.speed;
  }
  const OperatingPoint op =
      solveOperatingPoint(m_curve, std::span<const double>(speeds, n), m_kInternal,
                          racks.branchCoeffSum, m_exponent, m_dpPa);
  m_flowM3PerS = op.flowM3PerS;
  m_dpPa = op.branchDpPa;
  m_pumpPowerW = 0.0;
  for (std::size_t i = 0; i < n; ++i) {
    PumpState& p = m_pumps[i];
    p.flowM3PerS = m_curve.flowAtHeadM3PerS(op.pumpHeadPa, p.speed);
    p.powerW =
        p.running ? powered * m_curve.electricalPowerW(p.flowM3PerS, op.pumpHeadPa, p.speed) : 0.0;
    m_pumpPowerW += p.powerW;
  }
  // Check valves: pumps share the flow the system takes (bisection residue is removed).
  double pumped = 0.0;
  for (std::size_t i = 0; i < n; ++i) pumped += m_pumps[i].flowM3PerS;
  if (pumped > 0.0) {
    for (std::size_t i = 0; i < n; ++i) m_pumps[i].flowM3PerS *= m_flowM3PerS / pumped;
  }
  return m_dpPa;
}

void Cdu::stepThermal(const CduConfig& c, double returnC, double facilitySupplyC, double dtS,
                      double facilityFlowFactor) {
  m_returnC = returnC;
  const double share = m_valve * std::clamp(facilityFlowFactor, 0.0, 1.0);
  const double cs = m_coolant->capacityRateWPerK(m_flowM3PerS);
  const double cf = m_water->capacityRateWPerK(share * m_facilityDesignFlowM3PerS);
  const double ua = scaledUa(m_uaDesignWPerK, m_flowM3PerS / m_designFlowM3PerS, share);
  const HxResult hx = counterFlow(ua, cs, returnC, cf, facilitySupplyC);
  m_hxHeatW = hx.heatW;
  m_facilityInC = facilitySupplyC;
  m_facilityOutC = hx.coldOutTempC;
  m_facilityFlowM3PerS = share * m_facilityDesignFlowM3PerS;
  m_supplyC = mixNodeImplicit(m_supplyC, m_supplyCapJPerK, 0.0, cs, hx.hotOutTempC, dtS);

  // Facility-side valve PI holds the secondary supply temperature.
  const double e = m_supplyC - m_setpointC;
  const double u = c.valveKp * e + m_valveIntegral;
  const bool satHigh = u >= 1.0 && e > 0.0;
  const bool satLow = u <= c.facilityValveMin && e < 0.0;
  if (!satHigh && !satLow) m_valveIntegral += c.valveKp * dtS / c.valveTiS * e;
  m_valveIntegral = std::clamp(m_valveIntegral, c.facilityValveMin, 1.0);
  m_valve = std::clamp(u, c.facilityValveMin, 1.0);
}

void Cdu::updateAlarms(const CduConfig& c, double tS, EventLog& log) {
  const double high = m_setpointC + c.highSupplyAlarmK;
  if (!m_alarmHighSupply && m_supplyC > high) {
    m_alarmHighSupply = true;
    log.add(tS, Severity::Alarm, name(), "alarm_high_supply_temp",
            "secondary supply " + formatTemp(m_supplyC) + " above " + formatTemp(high),
            {{"temp_c", m_supplyC}, {"limit_c", high}});
  } else if (m_alarmHighSupply && m_supplyC < high - 0.5) {
    m_alarmHighSupply = false;
    log.add(tS, Severity::Alarm, name(), "alarm_high_supply_temp", "secondary supply back", true);
  }
  const bool low =
      reservoirFraction() < c.reservoirLowFraction || m_dpPa < c.lowDpFraction * m_dpSetPa;
  const bool clear = reservoirFraction() >= c.reservoirLowFraction &&
                     m_dpPa > (c.lowDpFraction + 0.05) * m_dpSetPa;
  if (!m_alarmLowPressure && low) {
    m_alarmLowPressure = true;
    log.add(tS, Severity::Alarm, name(), "alarm_low_pressure",
            reservoirFraction() < c.reservoirLowFraction ? "expansion tank level low"
                                                         : "loop differential pressure low",
            {{"reason", reservoirFraction() < c.reservoirLowFraction ? "tank" : "dp"}});
  } else if (m_alarmLowPressure && clear) {
    m_alarmLowPressure = false;
    log.add(tS, Severity::Alarm, name(), "alarm_low_pressure", "loop pressure back", true);
  }
}

void Cdu::failPump(int pump, double tS, EventLog& log, bool alarm) {
  auto& p = m_pumps.at(static_cast<std::size_t>(pump));
  if (p.failed) return;
  p.failed = true;
  if (!alarm) return;
  log.add(tS, Severity::Alarm, name() + "/pump" + std::to_string(pump + 1), "alarm_pump_fail",
          "pump failed; coasting down");
}

void Cdu::restorePump(int pump, double tS, EventLog& log) {
  auto& p = m_pumps.at(static_cast<std::size_t>(pump));
  if (!p.failed) return;
  p.failed = false;
  log.add(tS, Severity::Alarm, name() + "/pump" + std::to_string(pump + 1), "alarm_pump_fail",
          "pump back in service (standby)", true);
}

bool Cdu::startPump(int pump, double tS, EventLog& log) {
  auto& p = m_pumps.at(static_cast<std::size_t>(pump));
  const std::string obj = name() + "/pump" + std::to_string(pump + 1);
  if (p.failed || tripped()) {
    log.add(tS, Severity::Warning, obj, "pump_start_refused",
            p.failed ? "pump has failed: start refused" : "CDU is tripped: start refused",
            {{"reason", p.failed ? "pump_failed" : "cdu_tripped"}});
    return false;
  }
  p.held = false;
  if (!p.running) {
    p.running = true;
    log.add(tS, Severity::Info, obj, "pump_running", "pump started; ramping up");
  }
  return true;
}

void Cdu::stopPump(int pump, double tS, EventLog& log) {
  auto& p = m_pumps.at(static_cast<std::size_t>(pump));
  p.held = true;
  if (p.running) {
    p.running = false;
    log.add(tS, Severity::Info, name() + "/pump" + std::to_string(pump + 1), "pump_stopped",
            "pump stopped by the operator; coasting down");
  }
}

void Cdu::trip(double tS, EventLog& log) {
  if (m_tripped) return;
  m_tripped = true;
  log.add(tS, Severity::Trip, name(), "cdu_trip", "CDU tripped: all pumps stopped");
}

void Cdu::restore(const CduConfig& c, double tS, EventLog& log) {
  if (!tripped()) return;
  m_tripped = false;
  m_lowLevelTrip = false;
  m_reservoirM3 = m_reservoirFullM3;  // operator tops up the tank before the restart
  const int duty = c.pumps - c.standbyPumps;
  int started = 0;
  for (auto& p : m_pumps) {
    if (!p.failed && !p.held && started < duty) {
      p.running = true;
      ++started;
    }
  }
  log.add(tS, Severity::Trip, name(), "cdu_trip", "CDU restarted", true);
}

bool Cdu::healthy() const {
  if (!std::isfinite(m_supplyC) || !std::isfinite(m_returnC) || !std::isfinite(m_hxHeatW)) {
    return false;
  }
  return std::isfinite(m_flowM3PerS) && m_flowM3PerS >= 0.0 && std::isfinite(m_dpPa);
}

}  // namespace podtwin::thermal
