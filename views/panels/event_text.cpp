#include "panels/event_text.h"

#include <cmath>

#include "panels/panel_format.h"

#include "scenario/scenario.h"
#include "scenario/target.h"

namespace podtwin::views {

QString EventText::typeName(EventType type) {
  // The catalogue row holds the English name, marked for translation under this class's context; a
  // row without one shows its spelling.
  const EventSpec& spec = eventSpec(type);
  if (spec.label.empty()) return QString::fromStdString(spec.name);
  return QCoreApplication::translate("EventText", spec.label.c_str());
}

QString EventText::description(EventType type) {
  // The catalogue row holds the English text, marked for translation under this class's context.
  return QCoreApplication::translate("EventText", eventSpec(type).description.c_str());
}

QString EventText::paramHelp(EventType type, const std::string& param) {
  for (const ParamSpec& p : eventSpec(type).params) {
    if (p.name == param) return QCoreApplication::translate("EventText", p.help.c_str());
  }
  return {};
}

QString EventText::domainName(EventDomain d) {
  switch (d) {
    case EventDomain::Power:
      return tr("Power");
    case EventDomain::Workload:
      return tr("Workload");
    case EventDomain::Thermal:
      return tr("Thermal");
    case EventDomain::Fabric:
      return tr("Fabric");
    case EventDomain::Instrument:
      return tr("Instruments");
  }
  return {};
}

QString EventText::objectName(const QString& target) {
  auto t = parseTarget(target.toStdString());
  if (!t) return target;
  QStringList parts;
  for (const auto& s : t->segments) {
    const int n = s.index;
    const std::string& k = s.kind;
    if (k == "rack")
      parts << tr("Rack %1").arg(n);
    else if (k == "cdu")
      parts << tr("CDU %1").arg(n);
    else if (k == "pump")
      parts << tr("pump %1").arg(n);
    else if (k == "genset")
      parts << tr("Genset %1").arg(n);
    else if (k == "drycooler")
      parts << tr("Dry cooler %1").arg(n);
    else if (k == "fan")
      parts << tr("fan %1").arg(n);
    else if (k == "leaf")
      parts << tr("Leaf %1").arg(n);
    else if (k == "spine")
      parts << tr("Spine %1").arg(n);
    else if (k == "core")
      parts << tr("Core %1").arg(n);
    else if (k == "nic")
      parts << tr("NIC %1").arg(n);
    else if (k == "grid")
      parts << tr("Grid");
    else if (k == "bess")
      parts << tr("Battery");
    else if (k == "pod")
      parts << tr("Whole pod");
    else if (k == "job")
      parts << tr("Training job");
    else if (k == "ambient")
      parts << tr("Ambient");
    else if (k == "facility")
      parts << tr("Facility water");
    else if (k == "fabric")
      parts << tr("Fabric");
    else
      parts << QString::fromStdString(k) + (n > 0 ? QString::number(n) : QString());
  }
  return parts.join(QStringLiteral(", "));
}

std::vector<ObjectEvent> EventText::eventsForObject(const QString& object,
                                                    const PodCounts& counts) {
  std::vector<ObjectEvent> out;
  std::string obj = object.toStdString();
  if (obj == "network") obj = "fabric";
  auto t = parseTarget(obj);
  if (!t || t->segments.empty()) return out;
  const QString name = objectName(QString::fromStdString(obj));
  for (const auto& spec : eventCatalogue()) {
    for (const auto& shape : spec.targetShapes) {
      // The object itself fits the shape.
      if (shape.size() == t->segments.size()) {
        bool fits = true;
        for (std::size_t i = 0; i < shape.size(); ++i) fits &= shape[i] == t->segments[i].kind;
        if (fits && !checkTarget(spec, *t, &counts)) {
          QString label;
          if (spec.id == EventType::SwitchDown)
            label = tr("Fail this switch (%1)").arg(name);
          else if (spec.id == EventType::SwitchUp)
            label = tr("Restore this switch (%1)").arg(name);
          else if (spec.id == EventType::LinkDown)
            label = tr("Fail link %1").arg(name);
          else
            label = tr("%1: %2").arg(typeName(spec.id), name);
          out.push_back({label, spec.id, obj});
        }
      }
      // A CDU offers its pumps ("Fail pump 2 of CDU 1").
      if (shape.size() == 2 && t->segments.size() == 1 && shape[0] == t->segments[0].kind &&
          shape[1] == "pump") {
        for (int p = 1; p <= counts.pumpsPerCdu; ++p) {
          const std::string target = obj + "/pump" + std::to_string(p);
          QString label;
          if (spec.id == EventType::PumpFail)
            label = tr("Fail pump %1 of CDU %2").arg(p).arg(t->index(0));
          else if (spec.id == EventType::PumpStart)
            label = tr("Start pump %1 of CDU %2").arg(p).arg(t->index(0));
          else if (spec.id == EventType::PumpStop)
            label = tr("Stop pump %1 of CDU %2").arg(p).arg(t->index(0));
          else
            label = tr("Restore pump %1 of CDU %2").arg(p).arg(t->index(0));
          out.push_back({label, spec.id, target});
        }
      }
    }
  }
  return out;
}

QString EventText::alreadyInState(EventType type, const std::string& target, const Snapshot& s) {
  const auto t = parseTarget(target);
  if (!t || t->segments.empty()) return {};
  const QString name = objectName(QString::fromStdString(target));
  const auto at = [](const auto& v, int oneBased) {
    return oneBased >= 1 && static_cast<std::size_t>(oneBased) <= v.size()
               ? &v[static_cast<std::size_t>(oneBased - 1)]
               : nullptr;
  };
  switch (type) {
    case EventType::PumpFail:
    case EventType::PumpRestore: {
      if (t->segments.size() != 2) return {};
      const CduSnapshot* cdu = at(s.cdus, t->index(0));
      const PumpSnapshot* pump = cdu ? at(cdu->pumps, t->index(1)) : nullptr;
      if (!pump) return {};
      if (type == EventType::PumpFail && pump->failed) return tr("%1 has already failed").arg(name);
      if (type == EventType::PumpRestore && !pump->failed) return tr("%1 has not failed").arg(name);
      return {};
    }
    case EventType::GensetTrip:
    case EventType::GensetStart: {
      const GensetSnapshot* g = at(s.gensets, t->index(0));
      if (!g) return {};
      const bool running = g->online || g->starting;
      if (type == EventType::GensetTrip && !running) return tr("%1 is not running").arg(name);
      if (type == EventType::GensetStart && running) return tr("%1 is already running").arg(name);
      return {};
    }
    default:
      return {};
  }
}

QString EventText::paramLabel(const std::string& name) {
  if (name == "cap_kw") return tr("Power cap");
  if (name == "count") return tr("Cables");
  if (name == "delay_s") return tr("Delay");
  if (name == "delta_c") return tr("Temperature rise");
  if (name == "duration_s") return tr("Duration");
  if (name == "enabled") return tr("Enabled");
  if (name == "fans") return tr("Fans");
  if (name == "floor_pct") return tr("Power floor");
  if (name == "limit_kw") return tr("Import limit");
  if (name == "load_fraction") return tr("Load");
  if (name == "mode") return tr("Mode");
  if (name == "position") return tr("Valve position");
  if (name == "ramp_down_w_per_s") return tr("Ramp down");
  if (name == "ramp_s") return tr("Ramp time");
  if (name == "ramp_up_w_per_s") return tr("Ramp up");
  if (name == "rate_lpm") return tr("Leak rate");
  if (name == "temp_c") return tr("Temperature");
  if (name == "voltage_pu") return tr("Voltage");
  QString text = QString::fromStdString(name).replace(QLatin1Char('_'), QLatin1Char(' '));
  if (!text.isEmpty()) text[0] = text[0].toUpper();
  return text;
}

QString EventText::choiceName(const std::string& value) {
  if (value == "ecmp") return tr("ECMP");
  if (value == "adaptive") return tr("Adaptive");
  return QString::fromStdString(value);
}

QString EventText::number(double value, int decimals) {
  return formatNumber(value, decimals);
}

QString EventText::logObject(const std::string& object) {
  return objectName(QString::fromStdString(object));
}

namespace {

/// Reads an entry's parameters for the sentence builder.
struct Params {
  const LogEntry& e;
  double num(const char* name) const {
    const LogParam* p = e.param(name);
    return p ? p->number : std::nan("");
  }
  std::string text(const char* name) const {
    const LogParam* p = e.param(name);
    return p ? p->text : std::string();
  }
  bool has(const char* name) const { return e.param(name) != nullptr; }
  QString n(const char* name, int decimals) const { return EventText::number(num(name), decimals); }
};

}  // namespace

QString EventText::logMessage(const LogEntry& e) {
  const Params p{e};
  const std::string& c = e.code;
  const bool cleared = e.cleared;
  const std::string what = p.text("what");
  const std::string reason = p.text("reason");
  const auto english = [&] { return QString::fromStdString(e.message); };

  // Entries that record an applied scenario or operator event carry the event's name as code.
  const EventSpec* spec = findEventSpec(c);

  // Events refused by a subsystem: the reason is the sentence.
  if (const std::string rejected = p.text("rejected"); !rejected.empty()) {
    if (rejected == "shape") return tr("Needs a link written leafN/spineM or spineN/coreM");
    if (rejected == "no_switch") return tr("No such switch in this fabric");
    if (rejected == "no_failed_cable") return tr("No failed cable to restore");
    if (rejected == "no_working_cable") return tr("No working cable between these switches");
    if (rejected == "no_nic") return tr("No such NIC");
    return english();
  }
  if (c == "bad_target") {
    const EventSpec* ev = findEventSpec(p.text("event"));
    const QString type = ev ? typeName(ev->id) : QString::fromStdString(p.text("event"));
    const std::string missing = p.text("missing");
    if (missing == "rack") return tr("%1: no such rack in this pod").arg(type);
    if (missing == "cdu") return tr("%1: no such CDU").arg(type);
    if (missing == "drycooler") return tr("%1: no such dry cooler").arg(type);
    if (missing == "pump") return tr("%1: no such pump").arg(type);
    return english();
  }

  // Power
  if (c == "genset_trip") {
    if (what == "tripped") return tr("Generator set tripped offline");
    if (what == "not_running") return tr("Generator set was not running");
  }
  if (c == "genset_start") {
    if (what == "starting")
      return tr("Generator set starting; synchronises in %1 s").arg(p.n("start_time_s", 0));
    if (what == "running") return tr("Generator set already running");
  }
  if (c == "grid_brownout" && p.has("voltage_pct")) {
    return p.num("inside_itic") != 0.0
               ? tr("Grid voltage sags to %1 % for %2 s (inside the ITIC ride-through curve)")
                     .arg(p.n("voltage_pct", 0), p.n("duration_s", 2))
               : tr("Grid voltage sags to %1 % for %2 s (outside the ITIC ride-through curve)")
                     .arg(p.n("voltage_pct", 0), p.n("duration_s", 2));
  }
  if (c == "grid_curtailment" && p.has("limit_kw"))
    return tr("Grid import capped at %1 kW").arg(p.n("limit_kw", 0));
  if (c == "grid_outage") return tr("Grid tie open: no import");
  if (c == "grid_restore") return tr("Grid back to normal");
  if (c == "grid_disturbance" && cleared) return tr("Grid disturbance ended");
  if (c == "bess_fault") {
    if (!cleared) return tr("Battery converter tripped");
    if (what == "restored") return tr("Battery back in service");
    if (what == "no_battery") return tr("No battery in this pod");
  }
  if (c == "power_cap" && p.has("cap_kw")) {
    return p.num("cap_kw") > 0.0 ? tr("Rack power cap set to %1 kW").arg(p.n("cap_kw", 0))
                                 : tr("Rack power cap removed");
  }
  if (c == "power_smoothing" && p.has("enabled")) {
    return p.num("enabled") != 0.0
               ? tr("GPU power smoothing on (floor %1 % of TDP)").arg(p.n("floor_pct", 0))
               : tr("GPU power smoothing off");
  }
  if (c == "genset_stop") {
    if (what == "stopped") return tr("Generator set stopped on command");
    if (what == "not_running") return tr("Generator set was not running");
  }
  if (c == "load_shed") {
    if (p.text("mode") == "shed")
      return tr("GPU load shed to %1 % of its dynamic power").arg(p.n("clock_pct", 0));
    return tr("Shed load restored");
  }
  if (c == "job_pause") {
    if (what == "paused") return tr("Training job paused: GPUs idle, job_start resumes it");
    if (what == "not_running") return tr("Training job was not running");
  }
  if (c == "job_checkpoint") {
    if (what == "writing")
      return tr("Training job writing a checkpoint for %1 s").arg(p.n("duration_s", 0));
    if (what == "refused")
      return tr("No checkpoint: the job is not running or already checkpointing");
  }
  if (c == "sensor_fault") {
    const QString sensor = QString::fromStdString(p.text("sensor"));
    if (what == "no_instrument") return tr("No %1 instrument here").arg(sensor);
    if (what == "restored") return tr("%1 instrument repaired").arg(sensor);
    if (what == "stuck") return tr("%1 instrument failed (stuck)").arg(sensor);
    if (what == "drift") return tr("%1 instrument failed (drift)").arg(sensor);
    if (what == "offset") return tr("%1 instrument failed (offset)").arg(sensor);
    if (what == "dead") return tr("%1 instrument failed (dead)").arg(sensor);
  }
  if (c == "grid_transfer") {
    if (p.text("mode") == "island") return tr("Transferred to island operation: grid tie open");
    if (p.text("mode") == "grid") return tr("Transferred back to the grid: grid tie closed");
  }
  if (c == "battery_reserve" && p.has("soc_pct"))
    return tr("Battery holds a reserve: no discharge below %1 % SOC").arg(p.n("soc_pct", 0));
  if (c == "pump_start") return tr("Operator starts the pump");
  if (c == "pump_stop") return tr("Operator stops the pump");
  if (c == "pump_running") return tr("Pump started; ramping up");
  if (c == "pump_stopped") return tr("Pump stopped by the operator; coasting down");
  if (c == "pump_start_refused") {
    if (reason == "pump_failed") return tr("Pump has failed: start refused");
    if (reason == "cdu_tripped") return tr("CDU is tripped: start refused");
  }
  if (c == "job_start") return tr("Training job started");
  if (c == "job_stop") return tr("Training job stopped");
  if (c == "training_complete")
    return tr("Training run complete: token budget reached; the job stops and the GPUs idle");
  if (c == "job_restart" && p.has("delay_s"))
    return tr("Training job restarting in %1 s").arg(p.n("delay_s", 0));
  if (c == "job_interrupted") {
    if (reason == "power_trip")
      return tr("Training job interrupted by a rack power trip; restarting from checkpoint");
    if (reason == "rack_out")
      return tr(
          "Training job interrupted: a rack left service (thermal protection or "
          "isolation); restarting from checkpoint on the remaining racks");
  }
  if (c == "rack_trip") {
    if (cleared) return tr("Rack re-energised");
    if (reason == "shed")
      return tr("Rack lost power: sources cannot cover the load even at the minimum cap");
    if (reason == "ride_through")
      return tr(
          "Rack lost power: bus voltage excursion outside the ride-through curve (ITIC) and "
          "PSU hold-up");
  }
  if (c == "rack_capped") {
    if (cleared) return tr("Rack power cap released");
    if (reason == "shed")
      return tr("Rack power-capped by load shedding: sources cannot cover the load");
    if (reason == "operator") return tr("Rack power-capped by operator cap");
  }

  // Fabric
  if (c == "fabric_partitioned") {
    return cleared ? tr("Every GPU reachable again")
                   : tr("Some GPUs have no path through the fabric: collectives hang");
  }
  if (c == "background_traffic") {
    if (what == "ended") return tr("Background traffic ended");
    if (p.has("load_pct"))
      return tr("Background traffic at %1 % of every switch link").arg(p.n("load_pct", 0));
  }
  if (c == "fabric_state" && p.has("allreduce_ms")) {
    const std::string algo = p.text("algorithm");
    const QString algorithm = algo == "ring"    ? tr("ring")
                              : algo == "tree"  ? tr("tree")
                              : algo == "sharp" ? tr("SHARP")
                                                : QString::fromStdString(algo);
    return tr("Gradient all-reduce %1 ms (%2), exposed %3 ms, peak link utilisation %4 %")
        .arg(p.n("allreduce_ms", 2), algorithm, p.n("exposed_ms", 2), p.n("peak_link_util_pct", 0));
  }
  if ((c == "link_down" || c == "link_up") && p.has("count")) {
    const int n = static_cast<int>(std::lround(p.num("count")));
    return c == "link_up" ? tr("Restored %n cable(s)", nullptr, n)
                          : tr("Failed %n cable(s)", nullptr, n);
  }
  if (c == "switch_down") return tr("Switch failed");
  if (c == "switch_up") return tr("Switch back in service");
  if (c == "nic_down") return tr("NIC failed; its GPU sends through a tray neighbour");
  if (c == "nic_up") return tr("NIC back in service");
  if (c == "sharp_on") return tr("SHARP in-network reduction on");
  if (c == "sharp_off") return tr("SHARP off: ring or tree all-reduce");
  if (c == "routing" && p.has("mode")) {
    const std::string mode = p.text("mode");
    return mode == "ecmp" ? tr("Routing: ECMP (static hashing)") : tr("Routing: adaptive");
  }

  // Thermal
  const auto isolationReason = [&]() -> QString {
    if (reason == "operator") return tr("valve closed by operator");
    if (reason == "leak") return tr("leak detected");
    return QString::fromStdString(reason);
  };
  if (c == "valve_stuck") {
    if (p.has("reason"))
      return tr("Isolation commanded (%1) but the valve is stuck").arg(isolationReason());
    if (p.has("opening_pct"))
      return tr("Isolation valve stuck at %1 % open").arg(p.n("opening_pct", 0));
    return tr("Valve stuck: open command ignored");
  }
  if (c == "valve_closing" && p.has("reason"))
    return tr("Isolation valve closing: %1").arg(isolationReason());
  if (c == "valve_opening") return tr("Isolation valve opening");
  if (c == "rack_isolated" && (cleared || p.has("reason"))) {
    return cleared ? tr("Valve open: rack back in service")
                   : tr("BMS shut the rack down: %1").arg(isolationReason());
  }
  if (c == "pump_fail") return tr("Pump failed");
  if (c == "pump_restore") return tr("Pump restored");
  if (c == "valve_close") return tr("Operator closes the isolation valve");
  if (c == "valve_open") return tr("Operator opens the isolation valve");
  if (c == "leak" && p.has("rate_lpm")) return tr("Leak of %1 L/min").arg(p.n("rate_lpm", 1));
  if (c == "alarm_leak") {
    return p.num("auto_isolate") != 0.0 ? tr("Leak detected: rack will be isolated")
                                        : tr("Leak detected (auto-isolation off)");
  }
  if (c == "heat_wave" && p.has("delta_k"))
    return tr("Heat wave: +%1 K for %2 s").arg(p.n("delta_k", 1), p.n("duration_s", 0));
  if (c == "ambient_set" && p.has("temp_c"))
    return tr("Ambient mean set to %1 °C").arg(p.n("temp_c", 1));
  if (c == "supply_setpoint" && p.has("temp_c"))
    return tr("Secondary supply set point %1 °C").arg(p.n("temp_c", 1));
  if (c == "alarm_throttle" && (cleared || p.has("gpus"))) {
    if (cleared) return tr("Throttling ended");
    const int gpus = static_cast<int>(std::lround(p.num("gpus")));
    return tr("%n GPU(s) above %1 °C: clocks cut to %2 %", nullptr, gpus)
        .arg(p.n("limit_c", 1), p.n("clock_pct", 0));
  }
  if (c == "gpu_shutdown" && (cleared || p.has("temp_c"))) {
    if (cleared) return tr("Rack restarted after cooling down");
    return tr("GPU junction %1 °C above %2 °C: rack shut down")
        .arg(p.n("temp_c", 1), p.n("limit_c", 1));
  }
  if (c == "alarm_low_flow" && (cleared || p.has("flow_lpm"))) {
    if (cleared) return tr("Coolant flow back");
    return tr("Coolant flow %1 L/min below %2 % of nominal")
        .arg(p.n("flow_lpm", 0), p.n("limit_pct", 0));
  }
  if (c == "rack_low_flow_trip" && (cleared || p.has("flow_lpm"))) {
    if (cleared) return tr("Coolant flow back: rack in service");
    return tr("Low-flow interlock: coolant flow %1 L/min below %2 % of nominal for %3 s: rack "
              "taken out of service")
        .arg(p.n("flow_lpm", 0), p.n("limit_pct", 0), p.n("delay_s", 0));
  }
  if (c == "standby_start") return tr("Standby pump started");
  if (c == "cdu_low_level_trip")
    return tr("Expansion tank nearly empty: pumps stopped (dry-run protection)");
  if (c == "alarm_high_supply_temp" && (cleared || p.has("temp_c"))) {
    if (cleared) return tr("Secondary supply back");
    return tr("Secondary supply %1 °C above %2 °C").arg(p.n("temp_c", 1), p.n("limit_c", 1));
  }
  if (c == "alarm_low_pressure") {
    if (cleared) return tr("Loop pressure back");
    if (reason == "tank") return tr("Expansion tank level low");
    if (reason == "dp") return tr("Loop differential pressure low");
  }
  if (c == "alarm_pump_fail")
    return cleared ? tr("Pump back in service (standby)") : tr("Pump failed; coasting down");
  if (c == "cdu_trip" && e.severity == Severity::Trip)
    return cleared ? tr("CDU restarted") : tr("CDU tripped: all pumps stopped");
  if (c == "alarm_dry_cooler_fail")
    return cleared ? tr("Dry cooler back in service") : tr("Dry cooler out of service");
  if (c == "fan_fail" && p.has("failed")) {
    const int fans = static_cast<int>(std::lround(p.num("fans")));
    return tr("%1 of %n fans failed", nullptr, fans).arg(p.n("failed", 0));
  }
  // An applied event whose entry says no more than its name (cdu_trip, drycooler_fail).
  if (spec && e.message == c) return typeName(spec->id);
  return english();
}

}  // namespace podtwin::views
