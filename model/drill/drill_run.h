#pragma once
// Playing a drill headless: the pod warms up, the hidden malfunctions come at their times or
// triggers, the trainee's actions (a session, the drill's reference response, or none) are applied
// as operator events, and the run is scored 0-100 against the drill's critical tasks, limits and
// penalties. Deterministic: the same drill, pod, seed and actions give bit-identical results.

#include <cstdint>
#include <limits>
#include <memory>
#include <string>
#include <vector>

#include "config/pod_config.h"
#include "drill/drill.h"

namespace podtwin {
class Simulation;
}

namespace podtwin::drill {

constexpr double kNever = std::numeric_limits<double>::quiet_NaN();

struct TaskResult {
  std::string name;
  std::string description;
  double weight = 0.0;
  double deadlineS = 0.0;
  bool cued = false;  ///< the cue came during the drill (an uncued task is not scored)
  bool met = false;
  double cueS = kNever;          ///< drill time of the cue
  double firstActionS = kNever;  ///< first relevant operator action at or after the cue
  double standardMetS = kNever;  ///< first time the standard held after the cue
  double throttleS = kNever;     ///< first GPU throttling after the cue
  double points = 0.0;           ///< earned
  double maxPoints = 0.0;
  std::string why;  ///< why it was missed
};

struct LimitResult {
  std::string text;
  double secondsOutside = 0.0;
  double pointsLost = 0.0;
  double maxPoints = 0.0;
};

struct PenaltyResult {
  int rackTrips = 0;
  int jobRestarts = 0;
  double unservedKwh = 0.0;
  double lostGpuHours = 0.0;
  double dollars = 0.0;
  double points = 0.0;  ///< lost
};

/// A malfunction or an action as it happened, at drill time.
struct PlayedEvent {
  double atS = 0.0;
  Event event;
};

/// A quantity over the drill, sampled every second of drill time.
struct TimeSeries {
  std::string name;  ///< "cdu_flow_lpm cdu1", or "cdu1 flow reading" / "cdu1 flow truth"
  std::vector<double> tS;
  std::vector<double> values;
};

struct DrillResult {
  std::string drill;
  std::uint64_t seed = 1;
  double score = 0.0;
  double maxScore = 100.0;
  std::vector<TaskResult> tasks;
  std::vector<LimitResult> limits;
  PenaltyResult penalties;
  double mfuMean = 0.0;      ///< over the drill
  double mfuBaseline = 0.0;  ///< at the drill's start
  std::vector<PlayedEvent> malfunctions;
  std::vector<PlayedEvent> actions;  ///< with resolved times: a session replays them exactly
  /// The drill's reference response at the times it would have come in this run (an action after
  /// a cue that never came is left out).
  std::vector<PlayedEvent> reference;
  /// The quantities of the drill's limits and standards (truth), then, for every instrument a
  /// malfunction failed, its truth and its reading.
  std::vector<TimeSeries> series;
  std::uint64_t stateHash = 0;  ///< of the final state
};

/// The run at the drill's start (drill time 0): `pod` warmed up for the drill's warm-up under its
/// initial events, or the drill's checkpoint initial condition restored (on the checkpoint's pod
/// and seed). The window's training sessions start from the same run as runDrill.
std::unique_ptr<Simulation> startDrill(const Drill& drill, const PodConfig& pod,
                                       std::uint64_t seed);
/// When each malfunction is due, in drill seconds, in the drill's order: its fixed time, a time
/// drawn from `seed` in its window, or kNever for a trigger (due when its conditions hold).
std::vector<double> malfunctionTimes(const Drill& drill, std::uint64_t seed);

/// Plays `drill` on `pod` with `seed` and `actions` (each at its time, or after its task's cue).
DrillResult runDrill(const Drill& drill, const PodConfig& pod, std::uint64_t seed,
                     const std::vector<Action>& actions);

/// The report: score, max_score, tasks (met and their times), limits, penalties, business
/// impact, the malfunctions revealed and the actions played (JSON; times in drill seconds).
std::string drillReportJson(const DrillResult& r);
/// The score and its breakdown as text.
std::string drillReportText(const DrillResult& r);
/// The session of a result: the drill, the seed and the actions at their resolved times.
Session sessionOf(const DrillResult& r, const std::string& drillSpec);

}  // namespace podtwin::drill
