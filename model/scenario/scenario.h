#pragma once
// A scenario: a description plus a timeline of events. Loaded from JSON, validated against the
// event catalogue and the pod's object counts, and written back (the GUI's timeline editor saves
// through here).

#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "scenario/event_types.h"
#include "scenario/target.h"

namespace podtwin {

/// Thrown when code asks an event for a parameter its catalogue row does not have (a misspelt name
/// or the wrong kind): a programming error, not bad input.
class EventParamError : public std::logic_error {
 public:
  using std::logic_error::logic_error;
};

struct Event {
  double t_s = 0.0;
  EventType type = EventType::GensetTrip;
  Target target;
  std::map<std::string, double> numbers;  ///< numeric and bool (0/1) parameters, defaults filled in
  std::map<std::string, std::string> strings;  ///< string parameters
  int index = -1;  ///< position in the file's event list, -1 for injected events
  int line = 0;
  /// Who issues it: the catalogue row's source unless the file says otherwise (a drill's
  /// malfunctions, the model's own job restart).
  EventSource source = EventSource::Failure;

  /// Injected during a run (from the window or the CLI), not read from a scenario file.
  bool injected() const { return index < 0; }

  const EventSpec& spec() const { return eventSpec(type); }
  /// The JSON spelling of the type ("pump_fail").
  const std::string& typeName() const { return eventTypeName(type); }

  /// The numeric parameter `name`; throws EventParamError unless the type's catalogue row has a
  /// number parameter of that name. Defaults are filled at load; an event built by hand without
  /// the key reads the catalogue default.
  double number(std::string_view name) const;
  /// The bool parameter `name`; throws EventParamError unless the row has a bool of that name.
  bool flag(std::string_view name) const;
  /// The string parameter `name`; throws EventParamError unless the row has a string of that name.
  std::string text(std::string_view name) const;

  bool operator==(const Event& o) const {
    return t_s == o.t_s && type == o.type && target == o.target && numbers == o.numbers &&
           strings == o.strings && source == o.source;
  }
};

struct Scenario {
  std::string name;
  std::string description;
  std::string expectedOutcome;  ///< what the model should produce (the built-in library states it)
  std::optional<double> durationS;
  std::optional<std::uint64_t> seed;
  std::vector<Event> events;  ///< sorted by time, stable for equal times

  void sortEvents();
};

/// Reads one event object's type, optional source, target and parameters (catalogue defaults
/// filled in) from `er`, recording every problem in the reader's issue list; the caller reads the
/// time and any keys of its own and calls er.finish(). `index` numbers the event in messages.
Event readEventFields(JsonReader& er, int index, const PodCounts* counts);

/// Parses a scenario; throws ConfigError with every problem found. `counts` checks target indices;
/// pass nullptr to check only the shape of targets.
Scenario parseScenario(const std::string& text, const std::string& fileName,
                       const PodCounts* counts);
/// Loads a path or "builtin:NAME", its targets checked against `counts`; an empty spec is the
/// empty scenario (named "empty"). Declared here, defined with the built-in table
/// (podtwin_resources_model).
Scenario loadScenario(const std::string& spec, const PodCounts& counts);
/// Serialises to the same JSON format (round-trips through parseScenario).
std::string scenarioToJson(const Scenario& s);

/// Builds an event with catalogue defaults filled in; throws ConfigError when type or params are
/// invalid.
Event makeEvent(double t_s, EventType type, const std::string& target,
                const std::map<std::string, double>& numbers = {},
                const std::map<std::string, std::string>& strings = {},
                const PodCounts* counts = nullptr);
/// The same, for a type given by its JSON spelling (GUI actions, the CLI); an unknown spelling
/// throws ConfigError like an unknown type in a file.
Event makeEvent(double t_s, const std::string& type, const std::string& target,
                const std::map<std::string, double>& numbers = {},
                const std::map<std::string, std::string>& strings = {},
                const PodCounts* counts = nullptr);

/// An event of `type` at `t_s` as the program builds one: the catalogue's defaults, its source and,
/// for a type whose only target is a singleton ("grid"), that target. The caller sets the rest.
Event newEvent(EventType type, double t_s);
/// Every problem of an event built in the program, against its catalogue row and `counts` (nullptr:
/// shapes only): time, target, required parameters, ranges (+inf where the parameter is open-ended,
/// "until restored"), allowed strings, unknown parameters and the sensor of the target. Empty when
/// the event can be scheduled. The one check between the window's dialogs and the simulation.
std::vector<std::string> eventProblems(const Event& e, const PodCounts* counts);

/// Checks a target against the spec's shapes and the pod's counts; returns an error sentence or
/// nothing.
std::optional<std::string> checkTarget(const EventSpec& spec, const Target& target,
                                       const PodCounts* counts);

/// An event another design cannot take, and why (checkTarget's sentence).
struct LeftOutEvent {
  Event event;
  std::string reason;
};

/// A scenario fitted to another design: the events whose targets exist there, in order, and the
/// ones left out. A comparison run plays the same story on a design without (say) gensets: the
/// genset events have nothing to act on there, and the comparison says so instead of not running.
struct FittedScenario {
  Scenario scenario;
  std::vector<LeftOutEvent> leftOut;
};
FittedScenario fitScenarioTo(const Scenario& s, const PodCounts& counts);

}  // namespace podtwin
