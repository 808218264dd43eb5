#include "scenario/event_types.h"

#include <limits>

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
               "Generator set trips offline instantly."});
  c.push_back({T::GensetStart,
               "genset_start",
               D::Power,
               {{"genset"}},
               {},
               "Starts a stopped generator set; it synchronises after its start time."});
  c.push_back({T::GensetStop,
               "genset_stop",
               D::Power,
               {{"genset"}},
               {},
               "The operator stops a running generator set; the others and the battery take its "
               "load."});
  c.push_back(
      {T::GridBrownout,
       "grid_brownout",
       D::Power,
       {{"grid"}},
       {num("voltage_pu", true, 0.7, Range::between(0.0, 1.0), "residual voltage, per unit"),
        num("duration_s", true, 0.5, dur, "sag duration")},
       "Grid voltage sags to voltage_pu for duration_s (judged against the ITIC curve)."});
  c.push_back({T::GridCurtailment,
               "grid_curtailment",
               D::Power,
               {{"grid"}},
               {num("limit_kw", true, 0.0, Range::nonNegative(), "import cap"),
                num("duration_s", false, kInf, dur, "window; absent = until grid_restore")},
               "Caps grid import at limit_kw for duration_s."});
  c.push_back({T::GridOutage,
               "grid_outage",
               D::Power,
               {{"grid"}},
               {num("duration_s", false, kInf, dur, "outage length; absent = until grid_restore")},
               "Grid tie opens: no import."});
  c.push_back({T::GridRestore,
               "grid_restore",
               D::Power,
               {{"grid"}},
               {},
               "Ends any brownout, curtailment or outage."});
  c.push_back({T::GridTransfer,
               "grid_transfer",
               D::Power,
               {{"grid"}},
               {choice("mode", true, {"island", "grid"},
                       "island: open the grid tie and run on gensets and battery; grid: close it")},
               "The operator transfers the pod to island operation or back to the grid."});
  c.push_back({T::BessFault,
               "bess_fault",
               D::Power,
               {{"bess"}},
               {},
               "Battery converter trips: no charge or discharge."});
  c.push_back({T::BessRestore,
               "bess_restore",
               D::Power,
               {{"bess"}},
               {},
               "Battery converter back in service."});
  c.push_back({T::BatteryReserve,
               "battery_reserve",
               D::Power,
               {{"bess"}},
               {num("soc_pct", true, 10.0, Range::between(0.0, 100.0),
                    "hold the state of charge above this level (the SOC floor if lower)")},
               "Keeps a reserve in the battery: it stops discharging at soc_pct."});
  c.push_back({T::PowerCap,
               "power_cap",
               D::Power,
               {{"rack"}, {"pod"}},
               {num("cap_kw", true, 0.0, Range::nonNegative(), "per-rack cap; 0 removes the cap")},
               "Caps rack power (one rack, or every rack with target pod)."});
  c.push_back(
      {T::LoadShed,
       "load_shed",
       D::Power,
       {{"rack"}, {"pod"}},
       {choice("mode", true, {"shed", "restore"},
               "shed: hold the racks at the load-shedding floor (ems.min_cap_clock_factor); "
               "restore: remove the operator's cap")},
       "Sheds a rack's GPU load to the load-shedding floor (or every rack's, target pod)."});
  c.push_back({T::PowerSmoothing,
               "power_smoothing",
               D::Power,
               {{"pod"}},
               {flag("enabled", true, "smoothing on or off"),
                num("floor_pct", false, -1.0, Range::between(-1.0, 100.0),
                    "minimum power floor, % of TDP (-1 keeps the pod file's value)"),
                num("ramp_up_w_per_s", false, -1.0, Range::between(-1.0, kInf),
                    "per-GPU ramp-up limit (-1 keeps)"),
                num("ramp_down_w_per_s", false, -1.0, Range::between(-1.0, kInf),
                    "per-GPU ramp-down limit (-1 keeps)")},
               "Switches GB300-style GPU power smoothing on or off, optionally with new limits."});
  // --- workload ---
  c.push_back({T::JobStart,
               "job_start",
               D::Workload,
               {{"job"}},
               {},
               "Starts the training job (step load)."});
  c.push_back({T::JobStop,
               "job_stop",
               D::Workload,
               {{"job"}},
               {},
               "Stops the training job (load drops to idle)."});
  c.push_back({T::JobPause,
               "job_pause",
               D::Workload,
               {{"job"}},
               {},
               "Pauses the training job: GPUs idle, the job stays loaded and job_start resumes it "
               "where it was."});
  c.push_back(
      {T::JobCheckpoint,
       "job_checkpoint",
       D::Workload,
       {{"job"}},
       {},
       "The job writes a checkpoint now: it makes no progress for the checkpoint's duration "
       "(workload.checkpoint_duration_s) and the next periodic checkpoint comes a full "
       "interval later."});
  c.push_back(
      {T::JobRestart,
       "job_restart",
       D::Workload,
       {{"job"}},
       {num("delay_s", false, 60.0, Range::nonNegative(), "restart delay (checkpoint reload)")},
       "Stops and restarts the job after delay_s."});
  // --- thermal ---
  c.push_back({T::PumpFail,
               "pump_fail",
               D::Thermal,
               {{"cdu", "pump"}},
               {flag("silent", false,
                     "no pump-failure alarm: the motor runs on a broken coupling or seized "
                     "impeller, so only the flow and temperatures show it")},
               "A CDU pump fails and coasts down."});
  c.push_back({T::PumpRestore,
               "pump_restore",
               D::Thermal,
               {{"cdu", "pump"}},
               {},
               "A failed pump is back in service."});
  c.push_back({T::PumpStart,
               "pump_start",
               D::Thermal,
               {{"cdu", "pump"}},
               {},
               "The operator starts a pump (a failed pump or a tripped CDU does not start)."});
  c.push_back({T::PumpStop,
               "pump_stop",
               D::Thermal,
               {{"cdu", "pump"}},
               {},
               "The operator stops a pump; automatic standby logic does not restart it."});
  c.push_back({T::CduTrip,
               "cdu_trip",
               D::Thermal,
               {{"cdu"}},
               {},
               "The whole CDU trips: all its pumps stop."});
  c.push_back({T::CduRestore, "cdu_restore", D::Thermal, {{"cdu"}}, {}, "A tripped CDU restarts."});
  c.push_back({T::CduStandbyMode,
               "cdu_standby_mode",
               D::Thermal,
               {{"cdu"}, {"facility"}},
               {choice("mode", true, {"auto", "manual"},
                       "auto: a standby pump starts when a duty pump stops; manual: it does not")},
               "Switches a CDU's standby-pump logic (or every CDU's, target facility)."});
  c.push_back({T::ValveClose,
               "valve_close",
               D::Thermal,
               {{"rack"}},
               {},
               "Closes the rack's isolation valve."});
  c.push_back({T::ValveOpen,
               "valve_open",
               D::Thermal,
               {{"rack"}},
               {},
               "Opens the rack's isolation valve."});
  c.push_back({T::ValveStuck,
               "valve_stuck",
               D::Thermal,
               {{"rack"}},
               {num("position", false, -1.0, Range::between(-1.0, 1.0),
                    "stuck opening 0..1 (-1 = where it is now)")},
               "The rack's isolation valve sticks and no longer answers commands."});
  c.push_back(
      {T::Leak,
       "leak",
       D::Thermal,
       {{"rack"}},
       {num("rate_lpm", false, 2.0, Range::positive(1000.0), "leak rate")},
       "Coolant leaks from the rack manifold; auto-isolation closes the valve if configured."});
  c.push_back({T::LeakIsolationMode,
               "leak_isolation_mode",
               D::Thermal,
               {{"rack"}, {"pod"}},
               {choice("mode", true, {"auto", "manual"},
                       "auto: a detected leak closes the rack's valve; manual: it only alarms")},
               "Switches a rack's automatic isolation on leak (or every rack's, target pod)."});
  c.push_back({T::DryCoolerFail,
               "dry_cooler_fail",
               D::Thermal,
               {{"drycooler"}},
               {},
               "A dry cooler goes out of service."});
  c.push_back({T::DryCoolerRestore,
               "dry_cooler_restore",
               D::Thermal,
               {{"drycooler"}},
               {},
               "A failed dry cooler returns."});
  c.push_back({T::FanFail,
               "fan_fail",
               D::Thermal,
               {{"drycooler"}},
               {num("fans", false, 1.0, Range::positive(1000.0), "number of fans lost")},
               "Fans of a dry cooler fail."});
  c.push_back(
      {T::HeatWave,
       "heat_wave",
       D::Thermal,
       {{"ambient"}},
       {num("delta_c", true, 8.0, Range::between(-30.0, 30.0), "rise over the daily profile"),
        num("duration_s", false, 6.0 * 3600.0, dur, "length"),
        num("ramp_s", false, 1800.0, Range::nonNegative(), "ramp in and out")},
       "Ambient dry-bulb rises by delta_c over the daily profile."});
  c.push_back({T::AmbientSet,
               "ambient_set",
               D::Thermal,
               {{"ambient"}},
               {num("temp_c", true, 25.0, Range::between(-50.0, 60.0), "dry-bulb")},
               "Sets the ambient dry-bulb mean."});
  c.push_back(
      {T::SupplySetpoint,
       "supply_setpoint",
       D::Thermal,
       {{"cdu"}, {"facility"}},
       {num("temp_c", true, 25.0, Range::between(5.0, 60.0), "supply temperature set point")},
       "Changes a CDU's secondary supply set point (or all with target facility)."});
  // --- fabric ---
  c.push_back({T::LinkDown,
               "link_down",
               D::Fabric,
               {{"leaf", "spine"}, {"spine", "core"}},
               {num("count", false, 1.0, Range::positive(1e6), "parallel links lost")},
               "Links between two switches fail."});
  c.push_back({T::LinkUp,
               "link_up",
               D::Fabric,
               {{"leaf", "spine"}, {"spine", "core"}},
               {num("count", false, 1.0, Range::positive(1e6), "parallel links restored")},
               "Failed links between two switches return."});
  c.push_back({T::SwitchDown,
               "switch_down",
               D::Fabric,
               {{"leaf"}, {"spine"}, {"core"}},
               {},
               "A switch fails."});
  c.push_back({T::SwitchUp,
               "switch_up",
               D::Fabric,
               {{"leaf"}, {"spine"}, {"core"}},
               {},
               "A failed switch returns."});
  c.push_back({T::NicDown,
               "nic_down",
               D::Fabric,
               {{"rack", "nic"}},
               {},
               "A GPU's NIC fails (the job slows to the rail)."});
  c.push_back({T::NicUp, "nic_up", D::Fabric, {{"rack", "nic"}}, {}, "A failed NIC returns."});
  c.push_back({T::SharpOff,
               "sharp_off",
               D::Fabric,
               {{"fabric"}},
               {},
               "Disables SHARP in-network reduction."});
  c.push_back(
      {T::SharpOn, "sharp_on", D::Fabric, {{"fabric"}}, {}, "Enables SHARP in-network reduction."});
  c.push_back({T::Routing,
               "routing",
               D::Fabric,
               {{"fabric"}},
               {choice("mode", true, {"ecmp", "adaptive"}, "routing mode")},
               "Switches between static ECMP hashing and adaptive routing."});
  c.push_back({T::BackgroundTraffic,
               "background_traffic",
               D::Fabric,
               {{"fabric"}},
               {num("load_fraction", true, 0.2, Range::between(0.0, 0.95),
                    "share of every link's capacity taken by another tenant"),
                num("duration_s", false, kInf, dur, "length; absent = until set to 0")},
               "A noisy neighbour loads the fabric."});
  // --- instrument ---
  c.push_back(
      {T::SensorFault,
       "sensor_fault",
       D::Instrument,
       {{"cdu"}, {"rack"}, {"genset"}, {"bess"}, {"pod"}},
       {choice("sensor", true, sensorNames(),
               "which instrument of the target: cdu flow, supply_temp or return_temp; rack "
               "gpu_temp_max; genset load; bess soc; pod bus_voltage or bus_frequency"),
        choice("mode", true, {"stuck", "drift", "offset", "dead"},
               "stuck: holds its reading; drift: walks off at value per second; offset: reads "
               "value off; dead: reads the bottom of its range, flagged bad"),
        num("value", false, 0.0, Range::between(-1e6, 1e6),
            "drift per second or offset, in the reading's unit (L/min, degC, pu, Hz, SOC 0..1, "
            "kW)")},
       "An instrument fails: the trainee sees a wrong reading, the plant runs on."});
  c.push_back({T::SensorRestore,
               "sensor_restore",
               D::Instrument,
               {{"cdu"}, {"rack"}, {"genset"}, {"bess"}, {"pod"}},
               {choice("sensor", true, sensorNames(), "which instrument of the target")},
               "A failed instrument is repaired and reads true again."});
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

const std::vector<EventSpec>& eventCatalogue() {
  static const std::vector<EventSpec> catalogue = buildCatalogue();
  return catalogue;
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

int PodCounts::countOf(const std::string& kind) const {
  if (kind == "rack") return racks;
  if (kind == "cdu") return cdus;
  if (kind == "pump") return pumpsPerCdu;
  if (kind == "genset") return gensets;
  if (kind == "drycooler") return dryCoolers;
  if (kind == "fan") return fansPerDryCooler;
  if (kind == "leaf") return leaves;
  if (kind == "spine") return spines;
  if (kind == "core") return cores;
  if (kind == "nic") return nicsPerRack;
  return -1;  // singleton kinds: grid, bess, pod, job, ambient, facility, fabric
}

}  // namespace podtwin
