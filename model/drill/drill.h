#pragma once
// An operator-training drill: an initial condition (a pod, events that set it up, protections put
// on manual, a warm-up), malfunctions hidden from the trainee (at a time, at a seeded random time
// in a window, or when a condition over the pod's quantities holds), the critical tasks the
// trainee is scored on, monitored limits, penalties and the expert's reference response. Loaded
// from JSON and validated like pod and scenario files (file:line: /json/path: reason). Scoring
// rules: model/README.md ("Operator drills").

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "config/pod_config.h"
#include "scenario/scenario.h"
#include "sim/checkpoint_file.h"
#include "sim/snapshot.h"

namespace podtwin::drill {

/// A comparison in a condition.
enum class CompareOp { Less, LessEqual, Greater, GreaterEqual, Equal, NotEqual };

/// A named quantity of the pod a drill can test: pod-wide, or of one object (`targetKind`
/// "cdu", "cdu/pump", "rack", "genset").
struct QuantitySpec {
  std::string name;        ///< as spelt in drill files ("ambient_c")
  std::string targetKind;  ///< empty for pod-wide quantities
  std::string help;        ///< what it is, with its unit
};

/// Every quantity a condition may name, in the order the docs list them.
const std::vector<QuantitySpec>& quantityCatalogue();

/// "quantity [target] op value", e.g. CDU 1's flow above 1500 L/min.
struct Condition {
  std::string quantity;
  Target target;  ///< empty for pod-wide quantities
  CompareOp op = CompareOp::Greater;
  double value = 0.0;
  /// Readable form for reports ("cdu_flow_lpm cdu1 >= 1500").
  std::string text() const;
};

/// The value of `c`'s quantity in `s`; `drillTimeS` is the time since the drill started.
double quantityValue(const Condition& c, const Snapshot& s, double drillTimeS);
/// Whether the condition holds in `s`.
bool holds(const Condition& c, const Snapshot& s, double drillTimeS);
/// Whether every condition holds (an empty list never does: nothing to wait for is not a trigger).
bool allHold(const std::vector<Condition>& cs, const Snapshot& s, double drillTimeS);

/// A malfunction, hidden from the trainee: an event (source failure) at a drill time, at a seeded
/// random time in a window, or at the first control tick where every `when` condition holds.
struct Malfunction {
  Event event;
  std::optional<double> atS;
  std::optional<std::pair<double, double>> windowS;
  std::vector<Condition> when;
};

/// What starts a critical task's clock: a log entry (code, and object when given) or conditions.
struct Cue {
  std::string code;
  std::string object;  ///< empty = any object
  std::vector<Condition> when;
  std::string text() const;
};

struct CriticalTask {
  std::string name;
  std::string description;
  Cue cue;
  std::vector<Condition> standard;  ///< every condition holds = the task is done
  double deadlineS = 60.0;          ///< after the cue
  double weight = 1.0;
  bool beforeThrottle = false;  ///< also met only if no GPU throttled between the cue and then
  /// The cue came before the drill's start, at this drill time (<= 0): a drill saved from a
  /// running session whose task was cued and still open. Its clock runs from then.
  std::optional<double> cuedAtS;
  /// Operator actions that count as the first relevant action; empty = any action.
  std::vector<EventType> relevantActions;
};

/// Time with a quantity outside [min, max] costs pointsPerS, up to the limit's weighted share.
struct MonitoredLimit {
  Condition quantity;  ///< quantity and target; op and value unused
  std::optional<double> min;
  std::optional<double> max;
  double pointsPerS = 0.1;
  double weight = 1.0;
  std::string text() const;
};

/// Points lost per unit of each consequence over the drill.
struct Penalties {
  double rackTrip = 0.0;      ///< per rack taken out of service
  double jobRestart = 0.0;    ///< per job interruption
  double unservedKwh = 0.0;   ///< per kWh of demand no source served
  double lostGpuHours = 0.0;  ///< per GPU-hour lost against the throughput at the drill's start
  double dollars = 0.0;       ///< per dollar of GPU time lost
};

/// An operator action: an event of an operator type at a drill time, or `delayS` after the cue of
/// the critical task `afterCue` (reference responses use both; a session holds plain times).
struct Action {
  Event event;
  double atS = 0.0;
  std::string afterCue;
  double delayS = 0.0;
};

/// The largest seed a drill or session file holds.
constexpr std::uint64_t kMaxDrillSeed = 2147483647;

struct Drill {
  std::string name;
  std::string description;
  std::string briefing;  ///< what the trainee is told before the drill
  std::string pod = "builtin:default";
  double warmupS = 60.0;             ///< run before the drill's clock starts
  double durationS = 600;            ///< of the drill, after the warm-up
  std::uint64_t seed = 1;            ///< the default seed (random malfunction times)
  std::vector<Event> initialEvents;  ///< the initial condition, at simulation times from 0
  /// The initial condition as a saved state instead ("initial_condition": {"checkpoint": FILE},
  /// relative to the drill file): the drill starts at the checkpoint's time, on its pod and
  /// scenario, without a warm-up. Read and checked when the drill is parsed.
  std::string initialCheckpointPath;
  std::shared_ptr<const CheckpointFile> initialCheckpoint;
  std::vector<Malfunction> malfunctions;
  std::vector<CriticalTask> tasks;
  std::vector<MonitoredLimit> limits;
  Penalties penalties;
  std::vector<Action> reference;
};

/// The object counts of the pod a drill names (`podSpec`: builtin:NAME or a file); throws
/// ConfigError when it does not load.
using PodCountsLoader = std::function<PodCounts(const std::string& podSpec)>;

/// Parses a drill; throws ConfigError with every problem found.
Drill parseDrill(const std::string& text, const std::string& fileName,
                 const PodCountsLoader& countsFor);

/// Loads a drill from a file or builtin:NAME (resources/drills/), with its pod's counts; throws
/// ConfigError. Defined in the resources library, like loadPodConfig.
Drill loadDrill(const std::string& spec);
/// The pod a drill runs on: its checkpoint's when the initial condition is a checkpoint, else the
/// pod it names. Throws ConfigError (or CheckpointError) when it does not load.
PodConfig loadDrillPod(const Drill& drill);

/// A trainee's session: the drill it was played on, the seed and the actions at drill times.
struct Session {
  std::string drill;  ///< builtin:NAME or a file
  std::uint64_t seed = 1;
  std::vector<Action> actions;
};

/// Parses a session file (schema_version, drill, seed, actions); `counts` checks targets.
Session parseSession(const std::string& text, const std::string& fileName, const PodCounts* counts);
/// The drill a session file names, read without validating the rest (to load its pod first).
std::string sessionDrill(const std::string& text, const std::string& fileName);
/// Serialises a session (round-trips through parseSession; times exact).
std::string sessionToJson(const Session& s);

}  // namespace podtwin::drill
