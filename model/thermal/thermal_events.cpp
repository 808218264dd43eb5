// ThermalSystem: scenario events (pump, CDU, valve, leak, dry cooler, ambient, set points).
#include <algorithm>

#include "core/units.h"
#include "scenario/event_handlers.h"
#include "thermal/thermal_system.h"
#include "thermal/thermal_text.h"

namespace podtwin::thermal {

bool ThermalSystem::rackIndex(const Event& e, std::size_t& rack, EventLog& log, double tS) const {
  const int idx = e.target.index(0);
  if (!e.target.is("rack") || idx < 1 || static_cast<std::size_t>(idx) > m_nRacks) {
    log.add(tS, Severity::Warning, e.target.toString(), "bad_target",
            e.typeName() + ": no such rack in this pod",
            {{"event", e.typeName()}, {"missing", "rack"}});
    return false;
  }
  rack = static_cast<std::size_t>(idx - 1);
  return true;
}

void ThermalSystem::commandIsolation(std::size_t rack, double tS, EventLog& log, const char* reason,
                                     const std::string& why) {
  const std::string name = "rack" + std::to_string(rack + 1);
  m_isolationCommanded[rack] = 1;
  if (m_racks.valveStuck[rack]) {
    log.add(tS, Severity::Warning, name, "valve_stuck",
            "isolation commanded (" + why + ") but the valve is stuck", {{"reason", reason}});
  } else {
    m_racks.valveTarget[rack] = 0.0;
    log.add(tS, Severity::Info, name, "valve_closing", "isolation valve closing: " + why,
            {{"reason", reason}});
  }
  // The BMS powers a rack down when its cooling is isolated (it would overheat in < 1 min).
  if (!(m_rackTrip[rack] & kTripIsolated)) {
    m_rackTrip[rack] |= kTripIsolated;
    log.add(tS, Severity::Trip, name, "rack_isolated", "BMS shut the rack down: " + why,
            {{"reason", reason}});
  }
}

void ThermalSystem::openValve(std::size_t rack, double tS, EventLog& log) {
  const std::string name = "rack" + std::to_string(rack + 1);
  if (m_racks.valveStuck[rack]) {
    log.add(tS, Severity::Warning, name, "valve_stuck", "valve stuck: open command ignored");
    return;
  }
  m_isolationCommanded[rack] = 0;
  m_racks.valveTarget[rack] = 1.0;
  if (m_racks.volumeM3[rack] < m_rackVolumeM3) {
    m_racks.volumeM3[rack] = m_rackVolumeM3;  // refilled from the CDU on opening
  }
  log.add(tS, Severity::Info, name, "valve_opening", "isolation valve opening");
}

/// The handlers of the thermal rows (a friend of ThermalSystem); rows that differ only in direction
/// (fail and restore, start and stop) share one.
struct ThermalEvents {
  /// The 0-based CDU of `e`'s first target segment, or false with the bad target logged.
  static bool cduIndex(ThermalSystem& s, const Event& e, double tS, EventLog& log, std::size_t& c) {
    const int idx = e.target.index(0);
    if (idx < 1 || static_cast<std::size_t>(idx) > s.m_cdus.size()) {
      const std::string& type = e.typeName();
      log.add(tS, Severity::Warning, e.target.toString(), "bad_target", type + ": no such CDU",
              {{"event", type}, {"missing", "cdu"}});
      return false;
    }
    c = static_cast<std::size_t>(idx - 1);
    return true;
  }

  /// The 0-based dry cooler of `e`'s target, or false with the bad target logged.
  static bool coolerIndex(ThermalSystem& s, const Event& e, double tS, EventLog& log, int& d) {
    d = e.target.index(0) - 1;
    if (d < 0 || d >= s.m_dcCfg.count) {
      const std::string& type = e.typeName();
      log.add(tS, Severity::Warning, e.target.toString(), "bad_target",
              type + ": no such dry cooler", {{"event", type}, {"missing", "drycooler"}});
      return false;
    }
    return true;
  }

  static EventResult pumpFailOrRestore(ThermalSystem& s, const Event& e, double tS, EventLog& log) {
    const std::string target = e.target.toString();
    const std::string& type = e.typeName();
    std::size_t c = 0;
    if (!e.target.is("cdu", "pump") || !cduIndex(s, e, tS, log, c)) return EventResult::Rejected;
    const int p = e.target.index(1) - 1;
    if (p < 0 || p >= s.m_cduCfg.pumps) {
      log.add(tS, Severity::Warning, target, "bad_target", type + ": no such pump",
              {{"event", type}, {"missing", "pump"}});
      return EventResult::Rejected;
    }
    const bool fail = e.type == EventType::PumpFail;
    log.add(tS, Severity::Info, target, type, fail ? "pump failed" : "pump restored");
    if (fail) {
      s.m_cdus[c].failPump(p, tS, log, !e.flag("silent"));
    } else {
      s.m_cdus[c].restorePump(p, tS, log);
    }
    return EventResult::Applied;
  }

  static EventResult pumpStartOrStop(ThermalSystem& s, const Event& e, double tS, EventLog& log) {
    const std::string target = e.target.toString();
    const std::string& type = e.typeName();
    std::size_t c = 0;
    if (!e.target.is("cdu", "pump") || !cduIndex(s, e, tS, log, c)) return EventResult::Rejected;
    const int p = e.target.index(1) - 1;
    if (p < 0 || p >= s.m_cduCfg.pumps) {
      log.add(tS, Severity::Warning, target, "bad_target", type + ": no such pump");
      return EventResult::Rejected;
    }
    if (e.type == EventType::PumpStop) {
      log.add(tS, Severity::Info, target, type, "operator stops the pump");
      s.m_cdus[c].stopPump(p, tS, log);
      return EventResult::Applied;
    }
    log.add(tS, Severity::Info, target, type, "operator starts the pump");
    return s.m_cdus[c].startPump(p, tS, log) ? EventResult::Applied : EventResult::Rejected;
  }

  static EventResult cduStandbyMode(ThermalSystem& s, const Event& e, double tS, EventLog& log) {
    const std::string target = e.target.toString();
    const std::string& type = e.typeName();
    std::size_t c = 0;
    const bool on = e.text("mode") == "auto";
    if (e.target.is("facility")) {
      for (auto& cdu : s.m_cdus) cdu.setStandbyAuto(on);
    } else {
      if (!cduIndex(s, e, tS, log, c)) return EventResult::Rejected;
      s.m_cdus[c].setStandbyAuto(on);
    }
    log.add(tS, Severity::Info, target, type,
            on ? "standby pump logic on automatic" : "standby pump logic on manual");
    return EventResult::Applied;
  }

  static EventResult leakIsolationMode(ThermalSystem& s, const Event& e, double tS, EventLog& log) {
    const std::string target = e.target.toString();
    const std::string& type = e.typeName();
    std::size_t rack = 0;
    const std::uint8_t on = e.text("mode") == "auto" ? 1 : 0;
    if (e.target.is("pod")) {
      std::fill(s.m_leakAutoIsolate.begin(), s.m_leakAutoIsolate.end(), on);
    } else {
      if (!s.rackIndex(e, rack, log, tS)) return EventResult::Rejected;
      s.m_leakAutoIsolate[rack] = on;
    }
    log.add(tS, Severity::Info, target, type,
            on ? "isolation on leak automatic" : "isolation on leak manual (alarm only)");
    return EventResult::Applied;
  }

  static EventResult cduTripOrRestore(ThermalSystem& s, const Event& e, double tS, EventLog& log) {
    const std::string target = e.target.toString();
    const std::string& type = e.typeName();
    std::size_t c = 0;
    if (!cduIndex(s, e, tS, log, c)) return EventResult::Rejected;
    log.add(tS, Severity::Info, target, type, type);
    if (e.type == EventType::CduTrip) {
      s.m_cdus[c].trip(tS, log);
    } else {
      s.m_cdus[c].restore(s.m_cduCfg, tS, log);
    }
    return EventResult::Applied;
  }

  static EventResult valveClose(ThermalSystem& s, const Event& e, double tS, EventLog& log) {
    const std::string target = e.target.toString();
    const std::string& type = e.typeName();
    std::size_t rack = 0;
    if (!s.rackIndex(e, rack, log, tS)) return EventResult::Rejected;
    log.add(tS, Severity::Info, target, type, "operator closes the isolation valve");
    s.commandIsolation(rack, tS, log, "operator", "valve closed by operator");
    return EventResult::Applied;
  }

  static EventResult valveOpen(ThermalSystem& s, const Event& e, double tS, EventLog& log) {
    const std::string target = e.target.toString();
    const std::string& type = e.typeName();
    std::size_t rack = 0;
    if (!s.rackIndex(e, rack, log, tS)) return EventResult::Rejected;
    log.add(tS, Severity::Info, target, type, "operator opens the isolation valve");
    s.openValve(rack, tS, log);
    return EventResult::Applied;
  }

  static EventResult valveStuck(ThermalSystem& s, const Event& e, double tS, EventLog& log) {
    const std::string target = e.target.toString();
    const std::string& type = e.typeName();
    std::size_t rack = 0;
    if (!s.rackIndex(e, rack, log, tS)) return EventResult::Rejected;
    const double pos = e.number("position");
    if (pos >= 0.0) s.m_racks.valveOpening[rack] = pos;
    s.m_racks.valveStuck[rack] = 1;
    log.add(
        tS, Severity::Warning, target, type,
        fmt::format("isolation valve stuck at {:.0f} % open", s.m_racks.valveOpening[rack] * 100.0),
        {{"opening_pct", s.m_racks.valveOpening[rack] * 100.0}});
    return EventResult::Applied;
  }

  static EventResult leak(ThermalSystem& s, const Event& e, double tS, EventLog& log) {
    const std::string target = e.target.toString();
    const std::string& type = e.typeName();
    std::size_t rack = 0;
    if (!s.rackIndex(e, rack, log, tS)) return EventResult::Rejected;
    s.m_racks.leakRateM3PerS[rack] = units::lpmToM3PerS(e.number("rate_lpm"));
    s.m_racks.leakStartS[rack] = tS;
    log.add(tS, Severity::Info, target, type,
            fmt::format("leak of {:.1f} L/min", e.number("rate_lpm")),
            {{"rate_lpm", e.number("rate_lpm")}});
    if (!s.m_alarmLeak[rack]) {
      s.m_alarmLeak[rack] = 1;
      log.add(tS, Severity::Alarm, target, "alarm_leak",
              s.m_leakAutoIsolate[rack] ? "leak detected: rack will be isolated"
                                        : "leak detected (auto-isolation off)",
              {{"auto_isolate", s.m_leakAutoIsolate[rack] ? 1.0 : 0.0}});
    }
    return EventResult::Applied;
  }

  static EventResult dryCooler(ThermalSystem& s, const Event& e, double tS, EventLog& log) {
    const std::string target = e.target.toString();
    const std::string& type = e.typeName();
    int d = 0;
    if (!coolerIndex(s, e, tS, log, d)) return EventResult::Rejected;
    log.add(tS, Severity::Info, target, type, type);
    if (e.type == EventType::DryCoolerFail) {
      s.m_coolers.fail(d, tS, log);
    } else if (e.type == EventType::DryCoolerRestore) {
      s.m_coolers.restore(d, tS, log);
    } else {
      s.m_coolers.failFans(s.m_dcCfg, d, static_cast<int>(e.number("fans")), tS, log);
    }
    return EventResult::Applied;
  }

  static EventResult heatWave(ThermalSystem& s, const Event& e, double tS, EventLog& log) {
    const std::string target = e.target.toString();
    const std::string& type = e.typeName();
    s.m_ambient.addHeatWave(tS, e.number("delta_c"), e.number("duration_s"), e.number("ramp_s"));
    log.add(tS, Severity::Info, target, type,
            fmt::format("heat wave: +{:.1f} K for {:.0f} s", e.number("delta_c"),
                        e.number("duration_s")),
            {{"delta_k", e.number("delta_c")}, {"duration_s", e.number("duration_s")}});
    return EventResult::Applied;
  }

  static EventResult ambientSet(ThermalSystem& s, const Event& e, double tS, EventLog& log) {
    const std::string target = e.target.toString();
    const std::string& type = e.typeName();
    s.m_ambient.setMeanC(e.number("temp_c"));
    log.add(tS, Severity::Info, target, type,
            "ambient mean set to " + formatTemp(e.number("temp_c")),
            {{"temp_c", e.number("temp_c")}});
    return EventResult::Applied;
  }

  static EventResult supplySetpoint(ThermalSystem& s, const Event& e, double tS, EventLog& log) {
    const std::string target = e.target.toString();
    const std::string& type = e.typeName();
    std::size_t c = 0;
    const double temp = e.number("temp_c");
    if (e.target.is("facility")) {
      for (auto& cdu : s.m_cdus) cdu.setSupplySetpointC(temp);
    } else {
      if (!cduIndex(s, e, tS, log, c)) return EventResult::Rejected;
      s.m_cdus[c].setSupplySetpointC(temp);
    }
    log.add(tS, Severity::Info, target, type, "secondary supply set point " + formatTemp(temp),
            {{"temp_c", temp}});
    return EventResult::Applied;
  }
};

EventResult ThermalSystem::applyEvent(const Event& e, double tS, EventLog& log) {
  static const EventHandlers<ThermalSystem> handlers(
      {EventDomain::Thermal}, {
                                  {"pump_fail", &ThermalEvents::pumpFailOrRestore},
                                  {"pump_restore", &ThermalEvents::pumpFailOrRestore},
                                  {"pump_start", &ThermalEvents::pumpStartOrStop},
                                  {"pump_stop", &ThermalEvents::pumpStartOrStop},
                                  {"cdu_standby_mode", &ThermalEvents::cduStandbyMode},
                                  {"leak_isolation_mode", &ThermalEvents::leakIsolationMode},
                                  {"cdu_trip", &ThermalEvents::cduTripOrRestore},
                                  {"cdu_restore", &ThermalEvents::cduTripOrRestore},
                                  {"valve_close", &ThermalEvents::valveClose},
                                  {"valve_open", &ThermalEvents::valveOpen},
                                  {"valve_stuck", &ThermalEvents::valveStuck},
                                  {"leak", &ThermalEvents::leak},
                                  {"dry_cooler_fail", &ThermalEvents::dryCooler},
                                  {"dry_cooler_restore", &ThermalEvents::dryCooler},
                                  {"fan_fail", &ThermalEvents::dryCooler},
                                  {"heat_wave", &ThermalEvents::heatWave},
                                  {"ambient_set", &ThermalEvents::ambientSet},
                                  {"supply_setpoint", &ThermalEvents::supplySetpoint},
                              });
  return handlers.apply(*this, e, tS, log);
}

}  // namespace podtwin::thermal
