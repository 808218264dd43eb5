// ThermalSystem: scenario events (pump, CDU, valve, leak, dry cooler, ambient, set points).
#include <algorithm>

#include "core/units.h"
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

EventResult ThermalSystem::applyEvent(const Event& e, double tS, EventLog& log) {
  const std::string target = e.target.toString();
  const std::string& type = e.typeName();
  const auto cduIndex = [&](std::size_t& c) {
    const int idx = e.target.index(0);
    if (idx < 1 || static_cast<std::size_t>(idx) > m_cdus.size()) {
      log.add(tS, Severity::Warning, target, "bad_target", type + ": no such CDU",
              {{"event", type}, {"missing", "cdu"}});
      return false;
    }
    c = static_cast<std::size_t>(idx - 1);
    return true;
  };
  const auto coolerIndex = [&](int& d) {
    d = e.target.index(0) - 1;
    if (d < 0 || d >= m_dcCfg.count) {
      log.add(tS, Severity::Warning, target, "bad_target", type + ": no such dry cooler",
              {{"event", type}, {"missing", "drycooler"}});
      return false;
    }
    return true;
  };
  std::size_t c = 0;
  std::size_t rack = 0;
  int d = 0;
  switch (e.type) {
    case EventType::PumpFail:
    case EventType::PumpRestore: {
      if (!e.target.is("cdu", "pump") || !cduIndex(c)) return EventResult::Rejected;
      const int p = e.target.index(1) - 1;
      if (p < 0 || p >= m_cduCfg.pumps) {
        log.add(tS, Severity::Warning, target, "bad_target", type + ": no such pump",
                {{"event", type}, {"missing", "pump"}});
        return EventResult::Rejected;
      }
      const bool fail = e.type == EventType::PumpFail;
      log.add(tS, Severity::Info, target, type, fail ? "pump failed" : "pump restored");
      if (fail) {
        m_cdus[c].failPump(p, tS, log, !e.flag("silent"));
      } else {
        m_cdus[c].restorePump(p, tS, log);
      }
      return EventResult::Applied;
    }
    case EventType::PumpStart:
    case EventType::PumpStop: {
      if (!e.target.is("cdu", "pump") || !cduIndex(c)) return EventResult::Rejected;
      const int p = e.target.index(1) - 1;
      if (p < 0 || p >= m_cduCfg.pumps) {
        log.add(tS, Severity::Warning, target, "bad_target", type + ": no such pump");
        return EventResult::Rejected;
      }
      if (e.type == EventType::PumpStop) {
        log.add(tS, Severity::Info, target, type, "operator stops the pump");
        m_cdus[c].stopPump(p, tS, log);
        return EventResult::Applied;
      }
      log.add(tS, Severity::Info, target, type, "operator starts the pump");
      return m_cdus[c].startPump(p, tS, log) ? EventResult::Applied : EventResult::Rejected;
    }
    case EventType::CduStandbyMode: {
      const bool on = e.text("mode") == "auto";
      if (e.target.is("facility")) {
        for (auto& cdu : m_cdus) cdu.setStandbyAuto(on);
      } else {
        if (!cduIndex(c)) return EventResult::Rejected;
        m_cdus[c].setStandbyAuto(on);
      }
      log.add(tS, Severity::Info, target, type,
              on ? "standby pump logic on automatic" : "standby pump logic on manual");
      return EventResult::Applied;
    }
    case EventType::LeakIsolationMode: {
      const std::uint8_t on = e.text("mode") == "auto" ? 1 : 0;
      if (e.target.is("pod")) {
        std::fill(m_leakAutoIsolate.begin(), m_leakAutoIsolate.end(), on);
      } else {
        if (!rackIndex(e, rack, log, tS)) return EventResult::Rejected;
        m_leakAutoIsolate[rack] = on;
      }
      log.add(tS, Severity::Info, target, type,
              on ? "isolation on leak automatic" : "isolation on leak manual (alarm only)");
      return EventResult::Applied;
    }
    case EventType::CduTrip:
    case EventType::CduRestore:
      if (!cduIndex(c)) return EventResult::Rejected;
      log.add(tS, Severity::Info, target, type, type);
      if (e.type == EventType::CduTrip) {
        m_cdus[c].trip(tS, log);
      } else {
        m_cdus[c].restore(m_cduCfg, tS, log);
      }
      return EventResult::Applied;
    case EventType::ValveClose:
      if (!rackIndex(e, rack, log, tS)) return EventResult::Rejected;
      log.add(tS, Severity::Info, target, type, "operator closes the isolation valve");
      commandIsolation(rack, tS, log, "operator", "valve closed by operator");
      return EventResult::Applied;
    case EventType::ValveOpen:
      if (!rackIndex(e, rack, log, tS)) return EventResult::Rejected;
      log.add(tS, Severity::Info, target, type, "operator opens the isolation valve");
      openValve(rack, tS, log);
      return EventResult::Applied;
    case EventType::ValveStuck: {
      if (!rackIndex(e, rack, log, tS)) return EventResult::Rejected;
      const double pos = e.number("position");
      if (pos >= 0.0) m_racks.valveOpening[rack] = pos;
      m_racks.valveStuck[rack] = 1;
      log.add(
          tS, Severity::Warning, target, type,
          fmt::format("isolation valve stuck at {:.0f} % open", m_racks.valveOpening[rack] * 100.0),
          {{"opening_pct", m_racks.valveOpening[rack] * 100.0}});
      return EventResult::Applied;
    }
    case EventType::Leak:
      if (!rackIndex(e, rack, log, tS)) return EventResult::Rejected;
      m_racks.leakRateM3PerS[rack] = units::lpmToM3PerS(e.number("rate_lpm"));
      m_racks.leakStartS[rack] = tS;
      log.add(tS, Severity::Info, target, type,
              fmt::format("leak of {:.1f} L/min", e.number("rate_lpm")),
              {{"rate_lpm", e.number("rate_lpm")}});
      if (!m_alarmLeak[rack]) {
        m_alarmLeak[rack] = 1;
        log.add(tS, Severity::Alarm, target, "alarm_leak",
                m_leakAutoIsolate[rack] ? "leak detected: rack will be isolated"
                                        : "leak detected (auto-isolation off)",
                {{"auto_isolate", m_leakAutoIsolate[rack] ? 1.0 : 0.0}});
      }
      return EventResult::Applied;
    case EventType::DryCoolerFail:
    case EventType::DryCoolerRestore:
    case EventType::FanFail:
      if (!coolerIndex(d)) return EventResult::Rejected;
      log.add(tS, Severity::Info, target, type, type);
      if (e.type == EventType::DryCoolerFail) {
        m_coolers.fail(d, tS, log);
      } else if (e.type == EventType::DryCoolerRestore) {
        m_coolers.restore(d, tS, log);
      } else {
        m_coolers.failFans(m_dcCfg, d, static_cast<int>(e.number("fans")), tS, log);
      }
      return EventResult::Applied;
    case EventType::HeatWave:
      m_ambient.addHeatWave(tS, e.number("delta_c"), e.number("duration_s"), e.number("ramp_s"));
      log.add(tS, Severity::Info, target, type,
              fmt::format("heat wave: +{:.1f} K for {:.0f} s", e.number("delta_c"),
                          e.number("duration_s")),
              {{"delta_k", e.number("delta_c")}, {"duration_s", e.number("duration_s")}});
      return EventResult::Applied;
    case EventType::AmbientSet:
      m_ambient.setMeanC(e.number("temp_c"));
      log.add(tS, Severity::Info, target, type,
              "ambient mean set to " + formatTemp(e.number("temp_c")),
              {{"temp_c", e.number("temp_c")}});
      return EventResult::Applied;
    case EventType::SupplySetpoint: {
      const double temp = e.number("temp_c");
      if (e.target.is("facility")) {
        for (auto& cdu : m_cdus) cdu.setSupplySetpointC(temp);
      } else {
        if (!cduIndex(c)) return EventResult::Rejected;
        m_cdus[c].setSupplySetpointC(temp);
      }
      log.add(tS, Severity::Info, target, type, "secondary supply set point " + formatTemp(temp),
              {{"temp_c", temp}});
      return EventResult::Applied;
    }
    default:
      return EventResult::NotHandled;
  }
}

}  // namespace podtwin::thermal
