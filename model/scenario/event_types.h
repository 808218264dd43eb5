#pragma once
// The catalogue of every event type a scenario may contain: its domain, the targets it accepts and
// its parameters with units and allowed ranges. The scenario loader, the GUI menus and the docs all
// read it. EventType names a row; the JSON spelling of a type ("pump_fail") is the row's `name`
// and is parsed once, at load.

#include <cstddef>
#include <cstdint>
#include <deque>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "core/event_source.h"
#include "core/json_reader.h"

namespace podtwin {

enum class EventDomain { Power, Workload, Thermal, Fabric, Instrument };

const char* domainName(EventDomain d);

/// The catalogue's first rows, in catalogue order (eventCatalogue()[i].id == EventType(i)): one
/// enumerator for each type the code names. A row added after them is EventType(its index).
enum class EventType : std::uint8_t {
  // power
  GensetTrip,
  GensetStart,
  GensetStop,
  GridBrownout,
  GridCurtailment,
  GridOutage,
  GridRestore,
  GridTransfer,
  BessFault,
  BessRestore,
  BatteryReserve,
  PowerCap,
  LoadShed,
  PowerSmoothing,
  // workload
  JobStart,
  JobStop,
  JobPause,
  JobCheckpoint,
  JobRestart,
  // thermal
  PumpFail,
  PumpRestore,
  PumpStart,
  PumpStop,
  CduTrip,
  CduRestore,
  CduStandbyMode,
  ValveClose,
  ValveOpen,
  ValveStuck,
  Leak,
  LeakIsolationMode,
  DryCoolerFail,
  DryCoolerRestore,
  FanFail,
  HeatWave,
  AmbientSet,
  SupplySetpoint,
  // fabric
  LinkDown,
  LinkUp,
  SwitchDown,
  SwitchUp,
  NicDown,
  NicUp,
  SharpOff,
  SharpOn,
  Routing,
  BackgroundTraffic,
  // instrument
  SensorFault,
  SensorRestore,
};

/// Number of EventType enumerators: the built-in rows the code names, first in the catalogue. Rows
/// written after them have no enumerator (eventCatalogue().size() counts every row).
inline constexpr std::size_t kEventTypeCount =
    static_cast<std::size_t>(EventType::SensorRestore) + 1;

/// What a subsystem's applyEvent did with an event. NotHandled means the subsystem has no handler
/// for the type, which contradicts the catalogue's domain: the simulation treats it as a bug.
/// Rejected means the handler ran but the event could not act (no such object, nothing to
/// restore); the handler has logged why.
enum class EventResult : std::uint8_t { Applied, Rejected, NotHandled };

enum class ParamKind { Number, Bool, String };

struct Event;
class EventLog;
/// A handler bound to its catalogue row: applies the event at `tS` and logs what it did. A row
/// without one goes to the subsystem of its domain, whose table binds the row's spelling to a
/// handler of the subsystem (scenario/event_handlers.h; Simulation::dispatch routes by domain).
using EventHandler = EventResult (*)(const Event& e, double tS, EventLog& log);

struct ParamSpec {
  std::string name;  ///< JSON key, with its unit in the name ("duration_s", "limit_kw")
  ParamKind kind = ParamKind::Number;
  bool required = false;
  double def = 0.0;                  ///< default for numbers and bools (0/1)
  Range range{};                     ///< allowed numbers
  std::vector<std::string> allowed;  ///< allowed strings
  std::string help;  ///< English, marked for translation (PODTWIN_TR_NOOP, context "EventText")
};

struct EventSpec {
  EventType id = EventType::GensetTrip;
  std::string name;  ///< the type as spelt in scenario files and CLI output ("pump_fail")
  /// The display name in English ("Pump failure"), marked for translation where the row is
  /// written (PODTWIN_TR_NOOP, context "EventText"); empty shows `name`.
  std::string label;
  EventDomain domain = EventDomain::Power;
  /// Accepted target shapes as kind sequences, e.g. {{"cdu", "pump"}}; "*" alone means any
  /// single-segment kind listed in `targetKinds`.
  std::vector<std::vector<std::string>> targetShapes;
  std::vector<ParamSpec> params;
  /// English, marked for translation where the row is written (PODTWIN_TR_NOOP, context
  /// "EventText"); the views show QCoreApplication::translate("EventText", description).
  std::string description;
  /// Who issues events of this type: a malfunction (failures, outside conditions and their
  /// repair) or an operator action. Automatic is the model's own doing and no catalogue row's.
  EventSource source = EventSource::Failure;
  EventHandler handler = nullptr;
};

/// All event types, in EventType order (the GUI lists them in this order). A deque: a row added
/// by addEventSpec leaves references to the others valid.
const std::deque<EventSpec>& eventCatalogue();
/// Adds a row after the built-in ones and returns its type (the next id after the enum's): for
/// tests that check every list of event types follows the catalogue. The row must bind a handler
/// and be added before any run or window reads the catalogue.
EventType addEventSpec(EventSpec spec);
/// The event types as `podtwin-sim list` prints them: one line per row, its spelling, domain and
/// English description.
std::string eventCatalogueText();
/// The catalogue row of `type`.
const EventSpec& eventSpec(EventType type);
/// The JSON spelling of `type` ("pump_fail").
const std::string& eventTypeName(EventType type);
/// The type spelt `name` in scenario files, or nothing.
std::optional<EventType> parseEventType(std::string_view name);
/// The spec for the type spelt `name`, or nullptr (for callers holding the JSON spelling, such as
/// GUI actions and combo boxes).
const EventSpec* findEventSpec(std::string_view name);

/// An instrument an event can fail (sensor_fault): its name and the target kind it belongs to.
struct SensorSpec {
  std::string name;        ///< as spelt in the sensor parameter ("flow")
  std::string targetKind;  ///< "cdu", "rack", "genset", "bess" or "pod"
  std::string help;        ///< what it reads, with its unit
};

/// Every instrument kind, in the order the sensor layer numbers them.
const std::vector<SensorSpec>& sensorCatalogue();

struct Target;
/// Why `sensor` is not an instrument of `target` ("flow" is a CDU's), or nothing when it is.
std::optional<std::string> sensorTargetProblem(const std::string& sensor, const Target& target);

/// How many of each addressable object the pod has; used to check target indices.
struct PodCounts {
  int racks = 0;
  int cdus = 0;
  int pumpsPerCdu = 0;
  int gensets = 0;
  int dryCoolers = 0;
  int fansPerDryCooler = 0;
  int leaves = 0;
  int spines = 0;
  int cores = 0;
  int nicsPerRack = 0;
  int countOf(const std::string& kind) const;
};

}  // namespace podtwin
