#include "scenario/event_types.h"

#include <spdlog/fmt/fmt.h>
#include <limits>

#include "core/tr_noop.h"
#include "scenario/target.h"

namespace podtwin {

namespace {

ParamSpec num(std::string name, bool required, double def, Range range, std::string help) {
  ParamSpec p;
  p.name = std::move(name);
  p.kind = ParamKind::Number;
  p.required = required;
  p.def = def;
  p.range = range;
  p.help = std::move(help);
  return p;
}

ParamSpec flag(std::string name, bool def, std::string help) {
  ParamSpec p;
  p.name = std::move(name);
  p.kind = ParamKind::Bool;
  p.def = def ? 1.0 : 0.0;
  p.help = std::move(help);
  return p;
}

ParamSpec choice(std::string name, bool required, std::vector<std::string> allowed,
                 std::string help) {
  ParamSpec p;
  p.name = std::move(name);
  p.kind = ParamKind::String;
  p.required = required;
  p.allowed = std::move(allowed);
  p.help = std::move(help);
  return p;
}

constexpr double kInf = std::numeric_limits<double>::infinity();

std::vector<std::string> sensorNames() {
  std::vector<std::string> names;
  for (const auto& s : sensorCatalogue()) names.push_back(s.name);
  return names;
}

std::vector<EventSpec> buildCatalogue() {
  using D = EventDomain;
  using T = EventType;
  const Range dur = Range::positive();
  std::vector<EventSpec> c;
  // --- power ---
  c.push_back({T::GensetTrip,
               "genset_trip",
               D::Power,
               {{"genset"}},
               {},
               PODTWIN_TR_NOOP("EventText", "Generator set trips offline instantly.")});
  c.push_back(
      {T::GensetStart,
       "genset_start",
       D::Power,
       {{"genset"}},
       {},
       PODTWIN_TR_NOOP("EventText",
                       "Starts a stopped generator set; it synchronises after its start time.")});
  c.push_back(
      {T::GensetStop,
       "genset_stop",
       D::Power,
       {{"genset"}},
       {},
       PODTWIN_TR_NOOP(
           "EventText",
           "The operator stops a running generator set; the others and the battery take its "
           "load.")});
  c.push_back(
      {T::GridBrownout,
       "grid_brownout",
       D::Power,
       {{"grid"}},
       {num("voltage_pu", true, 0.7, Range::between(0.0, 1.0),
            PODTWIN_TR_NOOP("EventText", "residual voltage, per unit")),
        num("duration_s", true, 0.5, dur, PODTWIN_TR_NOOP("EventText", "sag duration"))},
       PODTWIN_TR_NOOP(
           "EventText",
           "Grid voltage sags to voltage_pu for duration_s (judged against the ITIC curve).")});
  c.push_back({T::GridCurtailment,
               "grid_curtailment",
               D::Power,
               {{"grid"}},
               {num("limit_kw", true, 0.0, Range::nonNegative(),
                    PODTWIN_TR_NOOP("EventText", "import cap")),
                num("duration_s", false, kInf, dur,
                    PODTWIN_TR_NOOP("EventText", "window; absent = until grid_restore"))},
               PODTWIN_TR_NOOP("EventText", "Caps grid import at limit_kw for duration_s.")});
  c.push_back({T::GridOutage,
               "grid_outage",
               D::Power,
               {{"grid"}},
               {num("duration_s", false, kInf, dur,
                    PODTWIN_TR_NOOP("EventText", "outage length; absent = until grid_restore"))},
               PODTWIN_TR_NOOP("EventText", "Grid tie opens: no import.")});
  c.push_back({T::GridRestore,
               "grid_restore",
               D::Power,
               {{"grid"}},
               {},
               PODTWIN_TR_NOOP("EventText", "Ends any brownout, curtailment or outage.")});
  c.push_back(
      {T::GridTransfer,
       "grid_transfer",
       D::Power,
       {{"grid"}},
       {choice("mode", true, {"island", "grid"},
               PODTWIN_TR_NOOP(
                   "EventText",
                   "island: open the grid tie and run on gensets and battery; grid: close it"))},
       PODTWIN_TR_NOOP("EventText",
                       "The operator transfers the pod to island operation or back to the grid.")});
  c.push_back({T::BessFault,
               "bess_fault",
               D::Power,
               {{"bess"}},
               {},
               PODTWIN_TR_NOOP("EventText", "Battery converter trips: no charge or discharge.")});
  c.push_back({T::BessRestore,
               "bess_restore",
               D::Power,
               {{"bess"}},
               {},
               PODTWIN_TR_NOOP("EventText", "Battery converter back in service.")});
  c.push_back(
      {T::BatteryReserve,
       "battery_reserve",
       D::Power,
       {{"bess"}},
       {num("soc_pct", true, 10.0, Range::between(0.0, 100.0),
            PODTWIN_TR_NOOP("EventText",
                            "hold the state of charge above this level (the SOC floor if lower)"))},
       PODTWIN_TR_NOOP("EventText",
                       "Keeps a reserve in the battery: it stops discharging at soc_pct.")});
  c.push_back(
      {T::PowerCap,
       "power_cap",
       D::Power,
       {{"rack"}, {"pod"}},
       {num("cap_kw", true, 0.0, Range::nonNegative(),
            PODTWIN_TR_NOOP("EventText", "per-rack cap; 0 removes the cap"))},
       PODTWIN_TR_NOOP("EventText", "Caps rack power (one rack, or every rack with target pod).")});
  c.push_back(
      {T::LoadShed,
       "load_shed",
       D::Power,
       {{"rack"}, {"pod"}},
       {choice("mode", true, {"shed", "restore"},
               PODTWIN_TR_NOOP(
                   "EventText",
                   "shed: hold the racks at the load-shedding floor (ems.min_cap_clock_factor); "
                   "restore: remove the operator's cap"))},
       PODTWIN_TR_NOOP(
           "EventText",
           "Sheds a rack's GPU load to the load-shedding floor (or every rack's, target pod).")});
  c.push_back(
      {T::PowerSmoothing,
       "power_smoothing",
       D::Power,
       {{"pod"}},
       {flag("enabled", true, PODTWIN_TR_NOOP("EventText", "smoothing on or off")),
        num("floor_pct", false, -1.0, Range::between(-1.0, 100.0),
            PODTWIN_TR_NOOP("EventText",
                            "minimum power floor, % of TDP (-1 keeps the pod file's value)")),
        num("ramp_up_w_per_s", false, -1.0, Range::between(-1.0, kInf),
            PODTWIN_TR_NOOP("EventText", "per-GPU ramp-up limit (-1 keeps)")),
        num("ramp_down_w_per_s", false, -1.0, Range::between(-1.0, kInf),
            PODTWIN_TR_NOOP("EventText", "per-GPU ramp-down limit (-1 keeps)"))},
       PODTWIN_TR_NOOP(
           "EventText",
           "Switches GB300-style GPU power smoothing on or off, optionally with new limits.")});
  // --- workload ---
  c.push_back({T::JobStart,
               "job_start",
               D::Workload,
               {{"job"}},
               {},
               PODTWIN_TR_NOOP("EventText", "Starts the training job (step load).")});
  c.push_back({T::JobStop,
               "job_stop",
               D::Workload,
               {{"job"}},
               {},
               PODTWIN_TR_NOOP("EventText", "Stops the training job (load drops to idle).")});
  c.push_back(
      {T::JobPause,
       "job_pause",
       D::Workload,
       {{"job"}},
       {},
       PODTWIN_TR_NOOP(
           "EventText",
           "Pauses the training job: GPUs idle, the job stays loaded and job_start resumes it "
           "where it was.")});
  c.push_back(
      {T::JobCheckpoint,
       "job_checkpoint",
       D::Workload,
       {{"job"}},
       {},
       PODTWIN_TR_NOOP(
           "EventText",
           "The job writes a checkpoint now: it makes no progress for the checkpoint's duration "
           "(workload.checkpoint_duration_s) and the next periodic checkpoint comes a full "
           "interval later.")});
  c.push_back({T::JobRestart,
               "job_restart",
               D::Workload,
               {{"job"}},
               {num("delay_s", false, 60.0, Range::nonNegative(),
                    PODTWIN_TR_NOOP("EventText", "restart delay (checkpoint reload)"))},
               PODTWIN_TR_NOOP("EventText", "Stops and restarts the job after delay_s.")});
  // --- thermal ---
  c.push_back(
      {T::PumpFail,
       "pump_fail",
       D::Thermal,
       {{"cdu", "pump"}},
       {flag("silent", false,
             PODTWIN_TR_NOOP("EventText",
                             "no pump-failure alarm: the motor runs on a broken coupling or seized "
                             "impeller, so only the flow and temperatures show it"))},
       PODTWIN_TR_NOOP("EventText", "A CDU pump fails and coasts down.")});
  c.push_back({T::PumpRestore,
               "pump_restore",
               D::Thermal,
               {{"cdu", "pump"}},
               {},
               PODTWIN_TR_NOOP("EventText", "A failed pump is back in service.")});
  c.push_back({T::PumpStart,
               "pump_start",
               D::Thermal,
               {{"cdu", "pump"}},
               {},
               PODTWIN_TR_NOOP(
                   "EventText",
                   "The operator starts a pump (a failed pump or a tripped CDU does not start).")});
  c.push_back(
      {T::PumpStop,
       "pump_stop",
       D::Thermal,
       {{"cdu", "pump"}},
       {},
       PODTWIN_TR_NOOP("EventText",
                       "The operator stops a pump; automatic standby logic does not restart it.")});
  c.push_back({T::CduTrip,
               "cdu_trip",
               D::Thermal,
               {{"cdu"}},
               {},
               PODTWIN_TR_NOOP("EventText", "The whole CDU trips: all its pumps stop.")});
  c.push_back({T::CduRestore,
               "cdu_restore",
               D::Thermal,
               {{"cdu"}},
               {},
               PODTWIN_TR_NOOP("EventText", "A tripped CDU restarts.")});
  c.push_back(
      {T::CduStandbyMode,
       "cdu_standby_mode",
       D::Thermal,
       {{"cdu"}, {"facility"}},
       {choice("mode", true, {"auto", "manual"},
               PODTWIN_TR_NOOP(
                   "EventText",
                   "auto: a standby pump starts when a duty pump stops; manual: it does not"))},
       PODTWIN_TR_NOOP("EventText",
                       "Switches a CDU's standby-pump logic (or every CDU's, target facility).")});
  c.push_back({T::ValveClose,
               "valve_close",
               D::Thermal,
               {{"rack"}},
               {},
               PODTWIN_TR_NOOP("EventText", "Closes the rack's isolation valve.")});
  c.push_back({T::ValveOpen,
               "valve_open",
               D::Thermal,
               {{"rack"}},
               {},
               PODTWIN_TR_NOOP("EventText", "Opens the rack's isolation valve.")});
  c.push_back(
      {T::ValveStuck,
       "valve_stuck",
       D::Thermal,
       {{"rack"}},
       {num("position", false, -1.0, Range::between(-1.0, 1.0),
            PODTWIN_TR_NOOP("EventText", "stuck opening 0..1 (-1 = where it is now)"))},
       PODTWIN_TR_NOOP("EventText",
                       "The rack's isolation valve sticks and no longer answers commands.")});
  c.push_back({T::Leak,
               "leak",
               D::Thermal,
               {{"rack"}},
               {num("rate_lpm", false, 2.0, Range::positive(1000.0),
                    PODTWIN_TR_NOOP("EventText", "leak rate"))},
               PODTWIN_TR_NOOP("EventText",
                               "Coolant leaks from the rack manifold; auto-isolation closes the "
                               "valve if configured.")});
  c.push_back(
      {T::LeakIsolationMode,
       "leak_isolation_mode",
       D::Thermal,
       {{"rack"}, {"pod"}},
       {choice("mode", true, {"auto", "manual"},
               PODTWIN_TR_NOOP(
                   "EventText",
                   "auto: a detected leak closes the rack's valve; manual: it only alarms"))},
       PODTWIN_TR_NOOP(
           "EventText",
           "Switches a rack's automatic isolation on leak (or every rack's, target pod).")});
  c.push_back({T::DryCoolerFail,
               "dry_cooler_fail",
               D::Thermal,
               {{"drycooler"}},
               {},
               PODTWIN_TR_NOOP("EventText", "A dry cooler goes out of service.")});
  c.push_back({T::DryCoolerRestore,
               "dry_cooler_restore",
               D::Thermal,
               {{"drycooler"}},
               {},
               PODTWIN_TR_NOOP("EventText", "A failed dry cooler returns.")});
  c.push_back({T::FanFail,
               "fan_fail",
               D::Thermal,
               {{"drycooler"}},
               {num("fans", false, 1.0, Range::positive(1000.0),
                    PODTWIN_TR_NOOP("EventText", "number of fans lost"))},
               PODTWIN_TR_NOOP("EventText", "Fans of a dry cooler fail.")});
  c.push_back(
      {T::HeatWave,
       "heat_wave",
       D::Thermal,
       {{"ambient"}},
       {num("delta_c", true, 8.0, Range::between(-30.0, 30.0),
            PODTWIN_TR_NOOP("EventText", "rise over the daily profile")),
        num("duration_s", false, 6.0 * 3600.0, dur, PODTWIN_TR_NOOP("EventText", "length")),
        num("ramp_s", false, 1800.0, Range::nonNegative(),
            PODTWIN_TR_NOOP("EventText", "ramp in and out"))},
       PODTWIN_TR_NOOP("EventText", "Ambient dry-bulb rises by delta_c over the daily profile.")});
  c.push_back({T::AmbientSet,
               "ambient_set",
               D::Thermal,
               {{"ambient"}},
               {num("temp_c", true, 25.0, Range::between(-50.0, 60.0),
                    PODTWIN_TR_NOOP("EventText", "dry-bulb"))},
               PODTWIN_TR_NOOP("EventText", "Sets the ambient dry-bulb mean.")});
  c.push_back({T::SupplySetpoint,
               "supply_setpoint",
               D::Thermal,
               {{"cdu"}, {"facility"}},
               {num("temp_c", true, 25.0, Range::between(5.0, 60.0),
                    PODTWIN_TR_NOOP("EventText", "supply temperature set point"))},
               PODTWIN_TR_NOOP(
                   "EventText",
                   "Changes a CDU's secondary supply set point (or all with target facility).")});
  // --- fabric ---
  c.push_back({T::LinkDown,
               "link_down",
               D::Fabric,
               {{"leaf", "spine"}, {"spine", "core"}},
               {num("count", false, 1.0, Range::positive(1e6),
                    PODTWIN_TR_NOOP("EventText", "parallel links lost"))},
               PODTWIN_TR_NOOP("EventText", "Links between two switches fail.")});
  c.push_back({T::LinkUp,
               "link_up",
               D::Fabric,
               {{"leaf", "spine"}, {"spine", "core"}},
               {num("count", false, 1.0, Range::positive(1e6),
                    PODTWIN_TR_NOOP("EventText", "parallel links restored"))},
               PODTWIN_TR_NOOP("EventText", "Failed links between two switches return.")});
  c.push_back({T::SwitchDown,
               "switch_down",
               D::Fabric,
               {{"leaf"}, {"spine"}, {"core"}},
               {},
               PODTWIN_TR_NOOP("EventText", "A switch fails.")});
  c.push_back({T::SwitchUp,
               "switch_up",
               D::Fabric,
               {{"leaf"}, {"spine"}, {"core"}},
               {},
               PODTWIN_TR_NOOP("EventText", "A failed switch returns.")});
  c.push_back({T::NicDown,
               "nic_down",
               D::Fabric,
               {{"rack", "nic"}},
               {},
               PODTWIN_TR_NOOP("EventText", "A GPU's NIC fails (the job slows to the rail).")});
  c.push_back({T::NicUp,
               "nic_up",
               D::Fabric,
               {{"rack", "nic"}},
               {},
               PODTWIN_TR_NOOP("EventText", "A failed NIC returns.")});
  c.push_back({T::SharpOff,
               "sharp_off",
               D::Fabric,
               {{"fabric"}},
               {},
               PODTWIN_TR_NOOP("EventText", "Disables SHARP in-network reduction.")});
  c.push_back({T::SharpOn,
               "sharp_on",
               D::Fabric,
               {{"fabric"}},
               {},
               PODTWIN_TR_NOOP("EventText", "Enables SHARP in-network reduction.")});
  c.push_back(
      {T::Routing,
       "routing",
       D::Fabric,
       {{"fabric"}},
       {choice("mode", true, {"ecmp", "adaptive"}, PODTWIN_TR_NOOP("EventText", "routing mode"))},
       PODTWIN_TR_NOOP("EventText", "Switches between static ECMP hashing and adaptive routing.")});
  c.push_back(
      {T::BackgroundTraffic,
       "background_traffic",
       D::Fabric,
       {{"fabric"}},
       {num("load_fraction", true, 0.2, Range::between(0.0, 0.95),
            PODTWIN_TR_NOOP("EventText", "share of every link's capacity taken by another tenant")),
        num("duration_s", false, kInf, dur,
            PODTWIN_TR_NOOP("EventText", "length; absent = until set to 0"))},
       PODTWIN_TR_NOOP("EventText", "A noisy neighbour loads the fabric.")});
  // --- instrument ---
  c.push_back(
      {T::SensorFault,
       "sensor_fault",
       D::Instrument,
       {{"cdu"}, {"rack"}, {"genset"}, {"bess"}, {"pod"}},
       {choice("sensor", true, sensorNames(),
               PODTWIN_TR_NOOP(
                   "EventText",
                   "which instrument of the target: cdu flow, supply_temp or return_temp; rack "
                   "gpu_temp_max; genset load; bess soc; pod bus_voltage or bus_frequency")),
        choice("mode", true, {"stuck", "drift", "offset", "dead"},
               PODTWIN_TR_NOOP(
                   "EventText",
                   "stuck: holds its reading; drift: walks off at value per second; offset: reads "
                   "value off; dead: reads the bottom of its range, flagged bad")),
        num("value", false, 0.0, Range::between(-1e6, 1e6),
            PODTWIN_TR_NOOP(
                "EventText",
                "drift per second or offset, in the reading's unit (L/min, degC, pu, Hz, SOC 0..1, "
                "kW)"))},
       PODTWIN_TR_NOOP(
           "EventText",
           "An instrument fails: the trainee sees a wrong reading, the plant runs on.")});
  c.push_back(
      {T::SensorRestore,
       "sensor_restore",
       D::Instrument,
       {{"cdu"}, {"rack"}, {"genset"}, {"bess"}, {"pod"}},
       {choice("sensor", true, sensorNames(),
               PODTWIN_TR_NOOP("EventText", "which instrument of the target"))},
       PODTWIN_TR_NOOP("EventText", "A failed instrument is repaired and reads true again.")});
  // Operator actions; every other row is a malfunction (a failure, an outside condition or its
  // repair).
  for (const T op : {T::GensetStart,       T::GensetStop,     T::GridTransfer,
                     T::BatteryReserve,    T::PowerCap,       T::LoadShed,
                     T::PowerSmoothing,    T::JobStart,       T::JobStop,
                     T::JobPause,          T::JobCheckpoint,  T::JobRestart,
                     T::PumpStart,         T::PumpStop,       T::CduRestore,
                     T::CduStandbyMode,    T::ValveClose,     T::ValveOpen,
                     T::LeakIsolationMode, T::SupplySetpoint, T::SharpOff,
                     T::SharpOn,           T::Routing}) {
    for (auto& row : c) {
      if (row.id == op) row.source = EventSource::Operator;
    }
  }
  // The enum and the table must agree row for row: eventSpec() indexes the table by the enum.
  if (c.size() != kEventTypeCount) throw std::logic_error("event catalogue and EventType differ");
  for (std::size_t i = 0; i < c.size(); ++i) {
    if (static_cast<std::size_t>(c[i].id) != i) {
      throw std::logic_error("event catalogue row " + c[i].name + " is out of EventType order");
    }
  }
  return c;
}

}  // namespace

const char* domainName(EventDomain d) {
  switch (d) {
    case EventDomain::Power:
      return "power";
    case EventDomain::Workload:
      return "workload";
    case EventDomain::Thermal:
      return "thermal";
    case EventDomain::Fabric:
      return "fabric";
    case EventDomain::Instrument:
      return "instrument";
  }
  return "power";
}

namespace {
std::deque<EventSpec>& mutableCatalogue() {
  static std::deque<EventSpec> catalogue = [] {
    std::vector<EventSpec> rows = buildCatalogue();
    return std::deque<EventSpec>(std::make_move_iterator(rows.begin()),
                                 std::make_move_iterator(rows.end()));
  }();
  return catalogue;
}
}  // namespace

const std::deque<EventSpec>& eventCatalogue() {
  return mutableCatalogue();
}

EventType addEventSpec(EventSpec spec) {
  if (spec.handler == nullptr) throw std::logic_error("an added event row needs a handler");
  if (parseEventType(spec.name)) throw std::logic_error("event type " + spec.name + " exists");
  auto& rows = mutableCatalogue();
  spec.id = static_cast<EventType>(rows.size());
  rows.push_back(std::move(spec));
  return rows.back().id;
}

std::string eventCatalogueText() {
  std::string out;
  for (const auto& s : eventCatalogue()) {
    out += fmt::format("  {:<20} [{}] {}\n", s.name, domainName(s.domain), s.description);
  }
  return out;
}

const EventSpec& eventSpec(EventType type) {
  return eventCatalogue()[static_cast<std::size_t>(type)];
}

const std::string& eventTypeName(EventType type) {
  return eventSpec(type).name;
}

std::optional<EventType> parseEventType(std::string_view name) {
  for (const auto& s : eventCatalogue()) {
    if (s.name == name) return s.id;
  }
  return std::nullopt;
}

const EventSpec* findEventSpec(std::string_view name) {
  const auto type = parseEventType(name);
  return type ? &eventSpec(*type) : nullptr;
}

const std::vector<SensorSpec>& sensorCatalogue() {
  static const std::vector<SensorSpec> sensors = {
      {"flow", "cdu", "secondary coolant flow, L/min"},
      {"supply_temp", "cdu", "secondary supply temperature, degC"},
      {"return_temp", "cdu", "secondary return temperature, degC"},
      {"gpu_temp_max", "rack", "hottest GPU die temperature, degC"},
      {"load", "genset", "electrical output, kW"},
      {"soc", "bess", "state of charge, 0..1"},
      {"bus_voltage", "pod", "racks' DC bus voltage, per unit"},
      {"bus_frequency", "pod", "AC bus frequency, Hz"},
  };
  return sensors;
}

std::optional<std::string> sensorTargetProblem(const std::string& sensor, const Target& target) {
  for (const auto& s : sensorCatalogue()) {
    if (s.name != sensor) continue;
    if (target.is(s.targetKind)) return std::nullopt;
    return "sensor " + sensor + " belongs to a " + s.targetKind + " target, not \"" +
           target.toString() + "\"";
  }
  return "unknown sensor \"" + sensor + "\"";
}

}  // namespace podtwin
