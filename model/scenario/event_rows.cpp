// The built-in rows of the event catalogue: one row per event type, in EventType order, with its
// spelling, display name, domain, targets, parameters and description (texts marked for
// translation where they are written, context "EventText").
#include "scenario/event_rows.h"

#include <limits>
#include <stdexcept>

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

}  // namespace

std::vector<EventSpec> builtinEventRows() {
  using D = EventDomain;
  using T = EventType;
  const Range dur = Range::positive();
  std::vector<EventSpec> c;
  // --- power ---
  c.push_back({T::GensetTrip,
               "genset_trip",
               PODTWIN_TR_NOOP("EventText", "Genset trip"),
               D::Power,
               {{"genset"}},
               {},
               PODTWIN_TR_NOOP("EventText", "Generator set trips offline instantly.")});
  c.push_back(
      {T::GensetStart,
       "genset_start",
       PODTWIN_TR_NOOP("EventText", "Genset start"),
       D::Power,
       {{"genset"}},
       {},
       PODTWIN_TR_NOOP("EventText",
                       "Starts a stopped generator set; it synchronises after its start time.")});
  c.push_back(
      {T::GensetStop,
       "genset_stop",
       PODTWIN_TR_NOOP("EventText", "Genset stop"),
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
       PODTWIN_TR_NOOP("EventText", "Grid brownout"),
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
               PODTWIN_TR_NOOP("EventText", "Grid curtailment"),
               D::Power,
               {{"grid"}},
               {num("limit_kw", true, 0.0, Range::nonNegative(),
                    PODTWIN_TR_NOOP("EventText", "import cap")),
                num("duration_s", false, kInf, dur,
                    PODTWIN_TR_NOOP("EventText", "window; absent = until grid_restore"))},
               PODTWIN_TR_NOOP("EventText", "Caps grid import at limit_kw for duration_s.")});
  c.push_back({T::GridOutage,
               "grid_outage",
               PODTWIN_TR_NOOP("EventText", "Grid outage"),
               D::Power,
               {{"grid"}},
               {num("duration_s", false, kInf, dur,
                    PODTWIN_TR_NOOP("EventText", "outage length; absent = until grid_restore"))},
               PODTWIN_TR_NOOP("EventText", "Grid tie opens: no import.")});
  c.push_back({T::GridRestore,
               "grid_restore",
               PODTWIN_TR_NOOP("EventText", "Grid restore"),
               D::Power,
               {{"grid"}},
               {},
               PODTWIN_TR_NOOP("EventText", "Ends any brownout, curtailment or outage.")});
  c.push_back(
      {T::GridTransfer,
       "grid_transfer",
       PODTWIN_TR_NOOP("EventText", "Grid transfer"),
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
               PODTWIN_TR_NOOP("EventText", "Battery fault"),
               D::Power,
               {{"bess"}},
               {},
               PODTWIN_TR_NOOP("EventText", "Battery converter trips: no charge or discharge.")});
  c.push_back({T::BessRestore,
               "bess_restore",
               PODTWIN_TR_NOOP("EventText", "Battery restore"),
               D::Power,
               {{"bess"}},
               {},
               PODTWIN_TR_NOOP("EventText", "Battery converter back in service.")});
  c.push_back(
      {T::BatteryReserve,
       "battery_reserve",
       PODTWIN_TR_NOOP("EventText", "Battery reserve"),
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
       PODTWIN_TR_NOOP("EventText", "Power cap"),
       D::Power,
       {{"rack"}, {"pod"}},
       {num("cap_kw", true, 0.0, Range::nonNegative(),
            PODTWIN_TR_NOOP("EventText", "per-rack cap; 0 removes the cap"))},
       PODTWIN_TR_NOOP("EventText", "Caps rack power (one rack, or every rack with target pod).")});
  c.push_back(
      {T::LoadShed,
       "load_shed",
       PODTWIN_TR_NOOP("EventText", "Load shed"),
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
       PODTWIN_TR_NOOP("EventText", "Power smoothing"),
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
               PODTWIN_TR_NOOP("EventText", "Job start"),
               D::Workload,
               {{"job"}},
               {},
               PODTWIN_TR_NOOP("EventText", "Starts the training job (step load).")});
  c.push_back({T::JobStop,
               "job_stop",
               PODTWIN_TR_NOOP("EventText", "Job stop"),
               D::Workload,
               {{"job"}},
               {},
               PODTWIN_TR_NOOP("EventText", "Stops the training job (load drops to idle).")});
  c.push_back(
      {T::JobPause,
       "job_pause",
       PODTWIN_TR_NOOP("EventText", "Job pause"),
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
       PODTWIN_TR_NOOP("EventText", "Job checkpoint"),
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
               PODTWIN_TR_NOOP("EventText", "Job restart"),
               D::Workload,
               {{"job"}},
               {num("delay_s", false, 60.0, Range::nonNegative(),
                    PODTWIN_TR_NOOP("EventText", "restart delay (checkpoint reload)"))},
               PODTWIN_TR_NOOP("EventText", "Stops and restarts the job after delay_s.")});
  // --- thermal ---
  c.push_back(
      {T::PumpFail,
       "pump_fail",
       PODTWIN_TR_NOOP("EventText", "Pump failure"),
       D::Thermal,
       {{"cdu", "pump"}},
       {flag("silent", false,
             PODTWIN_TR_NOOP("EventText",
                             "no pump-failure alarm: the motor runs on a broken coupling or seized "
                             "impeller, so only the flow and temperatures show it"))},
       PODTWIN_TR_NOOP("EventText", "A CDU pump fails and coasts down.")});
  c.push_back({T::PumpRestore,
               "pump_restore",
               PODTWIN_TR_NOOP("EventText", "Pump restore"),
               D::Thermal,
               {{"cdu", "pump"}},
               {},
               PODTWIN_TR_NOOP("EventText", "A failed pump is back in service.")});
  c.push_back({T::PumpStart,
               "pump_start",
               PODTWIN_TR_NOOP("EventText", "Start pump"),
               D::Thermal,
               {{"cdu", "pump"}},
               {},
               PODTWIN_TR_NOOP(
                   "EventText",
                   "The operator starts a pump (a failed pump or a tripped CDU does not start).")});
  c.push_back(
      {T::PumpStop,
       "pump_stop",
       PODTWIN_TR_NOOP("EventText", "Stop pump"),
       D::Thermal,
       {{"cdu", "pump"}},
       {},
       PODTWIN_TR_NOOP("EventText",
                       "The operator stops a pump; automatic standby logic does not restart it.")});
  c.push_back({T::CduTrip,
               "cdu_trip",
               PODTWIN_TR_NOOP("EventText", "CDU trip"),
               D::Thermal,
               {{"cdu"}},
               {},
               PODTWIN_TR_NOOP("EventText", "The whole CDU trips: all its pumps stop.")});
  c.push_back({T::CduRestore,
               "cdu_restore",
               PODTWIN_TR_NOOP("EventText", "CDU restore"),
               D::Thermal,
               {{"cdu"}},
               {},
               PODTWIN_TR_NOOP("EventText", "A tripped CDU restarts.")});
  c.push_back(
      {T::CduStandbyMode,
       "cdu_standby_mode",
       PODTWIN_TR_NOOP("EventText", "CDU standby logic"),
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
               PODTWIN_TR_NOOP("EventText", "Close isolation valve"),
               D::Thermal,
               {{"rack"}},
               {},
               PODTWIN_TR_NOOP("EventText", "Closes the rack's isolation valve.")});
  c.push_back({T::ValveOpen,
               "valve_open",
               PODTWIN_TR_NOOP("EventText", "Open isolation valve"),
               D::Thermal,
               {{"rack"}},
               {},
               PODTWIN_TR_NOOP("EventText", "Opens the rack's isolation valve.")});
  c.push_back(
      {T::ValveStuck,
       "valve_stuck",
       PODTWIN_TR_NOOP("EventText", "Valve stuck"),
       D::Thermal,
       {{"rack"}},
       {num("position", false, -1.0, Range::between(-1.0, 1.0),
            PODTWIN_TR_NOOP("EventText", "stuck opening 0..1 (-1 = where it is now)"))},
       PODTWIN_TR_NOOP("EventText",
                       "The rack's isolation valve sticks and no longer answers commands.")});
  c.push_back({T::Leak,
               "leak",
               PODTWIN_TR_NOOP("EventText", "Coolant leak"),
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
       PODTWIN_TR_NOOP("EventText", "Isolation on leak"),
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
               PODTWIN_TR_NOOP("EventText", "Dry cooler failure"),
               D::Thermal,
               {{"drycooler"}},
               {},
               PODTWIN_TR_NOOP("EventText", "A dry cooler goes out of service.")});
  c.push_back({T::DryCoolerRestore,
               "dry_cooler_restore",
               PODTWIN_TR_NOOP("EventText", "Dry cooler restore"),
               D::Thermal,
               {{"drycooler"}},
               {},
               PODTWIN_TR_NOOP("EventText", "A failed dry cooler returns.")});
  c.push_back({T::FanFail,
               "fan_fail",
               PODTWIN_TR_NOOP("EventText", "Fan failure"),
               D::Thermal,
               {{"drycooler"}},
               {num("fans", false, 1.0, Range::positive(1000.0),
                    PODTWIN_TR_NOOP("EventText", "number of fans lost"))},
               PODTWIN_TR_NOOP("EventText", "Fans of a dry cooler fail.")});
  c.push_back(
      {T::HeatWave,
       "heat_wave",
       PODTWIN_TR_NOOP("EventText", "Heat wave"),
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
               PODTWIN_TR_NOOP("EventText", "Set ambient temperature"),
               D::Thermal,
               {{"ambient"}},
               {num("temp_c", true, 25.0, Range::between(-50.0, 60.0),
                    PODTWIN_TR_NOOP("EventText", "dry-bulb"))},
               PODTWIN_TR_NOOP("EventText", "Sets the ambient dry-bulb mean.")});
  c.push_back({T::SupplySetpoint,
               "supply_setpoint",
               PODTWIN_TR_NOOP("EventText", "Supply set point"),
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
               PODTWIN_TR_NOOP("EventText", "Link down"),
               D::Fabric,
               {{"leaf", "spine"}, {"spine", "core"}},
               {num("count", false, 1.0, Range::positive(1e6),
                    PODTWIN_TR_NOOP("EventText", "parallel links lost"))},
               PODTWIN_TR_NOOP("EventText", "Links between two switches fail.")});
  c.push_back({T::LinkUp,
               "link_up",
               PODTWIN_TR_NOOP("EventText", "Link up"),
               D::Fabric,
               {{"leaf", "spine"}, {"spine", "core"}},
               {num("count", false, 1.0, Range::positive(1e6),
                    PODTWIN_TR_NOOP("EventText", "parallel links restored"))},
               PODTWIN_TR_NOOP("EventText", "Failed links between two switches return.")});
  c.push_back({T::SwitchDown,
               "switch_down",
               PODTWIN_TR_NOOP("EventText", "Switch down"),
               D::Fabric,
               {{"leaf"}, {"spine"}, {"core"}},
               {},
               PODTWIN_TR_NOOP("EventText", "A switch fails.")});
  c.push_back({T::SwitchUp,
               "switch_up",
               PODTWIN_TR_NOOP("EventText", "Switch up"),
               D::Fabric,
               {{"leaf"}, {"spine"}, {"core"}},
               {},
               PODTWIN_TR_NOOP("EventText", "A failed switch returns.")});
  c.push_back({T::NicDown,
               "nic_down",
               PODTWIN_TR_NOOP("EventText", "NIC down"),
               D::Fabric,
               {{"rack", "nic"}},
               {},
               PODTWIN_TR_NOOP("EventText", "A GPU's NIC fails (the job slows to the rail).")});
  c.push_back({T::NicUp,
               "nic_up",
               PODTWIN_TR_NOOP("EventText", "NIC up"),
               D::Fabric,
               {{"rack", "nic"}},
               {},
               PODTWIN_TR_NOOP("EventText", "A failed NIC returns.")});
  c.push_back({T::SharpOff,
               "sharp_off",
               PODTWIN_TR_NOOP("EventText", "SHARP off"),
               D::Fabric,
               {{"fabric"}},
               {},
               PODTWIN_TR_NOOP("EventText", "Disables SHARP in-network reduction.")});
  c.push_back({T::SharpOn,
               "sharp_on",
               PODTWIN_TR_NOOP("EventText", "SHARP on"),
               D::Fabric,
               {{"fabric"}},
               {},
               PODTWIN_TR_NOOP("EventText", "Enables SHARP in-network reduction.")});
  c.push_back(
      {T::Routing,
       "routing",
       PODTWIN_TR_NOOP("EventText", "Routing mode"),
       D::Fabric,
       {{"fabric"}},
       {choice("mode", true, {"ecmp", "adaptive"}, PODTWIN_TR_NOOP("EventText", "routing mode"))},
       PODTWIN_TR_NOOP("EventText", "Switches between static ECMP hashing and adaptive routing.")});
  c.push_back(
      {T::BackgroundTraffic,
       "background_traffic",
       PODTWIN_TR_NOOP("EventText", "Background traffic"),
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
       PODTWIN_TR_NOOP("EventText", "Sensor fault"),
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
       PODTWIN_TR_NOOP("EventText", "Sensor restore"),
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
  // The enumerated rows come first and in EventType order (eventSpec() indexes the table by the
  // type); a row written after them needs no enumerator and is numbered by its place.
  if (c.size() < kEventTypeCount) throw std::logic_error("event catalogue lacks EventType rows");
  for (std::size_t i = 0; i < c.size(); ++i) {
    if (i >= kEventTypeCount) {
      c[i].id = static_cast<EventType>(i);
    } else if (static_cast<std::size_t>(c[i].id) != i) {
      throw std::logic_error("event catalogue row " + c[i].name + " is out of EventType order");
    }
  }
  return c;
}

}  // namespace podtwin
