#pragma once
// SimController: runs a podtwin::Simulation on a worker QThread at a requested speed (1x, 10x,
// 100x, max), paced against the wall clock in short batches. After each batch the worker fills a
// Snapshot in a buffer no one else holds and publishes it as a shared, immutable value (a pointer
// swap under a short mutex); the GUI takes the pointer on a ~33 ms coalescing timer and emits
// snapshotReady(), and views read the snapshot in place. Commands (play, pause, step, inject...)
// are queued to the worker. An optional second Simulation (the comparison run) advances in lock
// step with the first.
//
// Some calls wait for the worker (a blocking queued call) because their caller goes on from what
// the worker returns: loading a session (its error or its scenario), the questions that return a
// value (drill score, checkpoints, state hash, checkpoint file, backtrack figures, CSV), and the
// changes whose caller reads the new state at once (setScenario, branch, backtrackTo, resume);
// sync() is the tests' and the window's flush. Everything else, injections included, is queued.

#include <QObject>
#include <QString>
#include <QThread>
#include <QTimer>
#include <array>
#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "config/pod_config.h"
#include "drill/drill.h"
#include "scenario/scenario.h"
#include "sim/checkpoint_file.h"
#include "sim/snapshot.h"

namespace podtwin::gui {

class SimWorker;

/// Everything one GUI tick receives: the newest snapshot of each run and the log entries that
/// appeared since the previous tick (none are lost when the GUI skips snapshots).
struct PublishedState {
  /// The newest snapshot of each run, shared and immutable: the worker fills a buffer no one else
  /// holds and publishes it by a pointer swap under the lock; views read it in place.
  std::shared_ptr<const Snapshot> primary = std::make_shared<const Snapshot>();
  std::shared_ptr<const Snapshot> comparison;  ///< null without a comparison run
  /// The whole log when the run went back (rewoundToS set), else the entries since the last tick.
  std::vector<LogEntry> newLog;
  /// The comparison run's log entries since the last tick, like newLog; its whole log (possibly
  /// empty) when comparisonLogWhole is set (a new comparison run, a branch, a rewind).
  std::vector<LogEntry> comparisonNewLog;
  bool comparisonLogWhole = false;
  /// Set when the run went back in time since the previous tick (a jump back, Reset, a timeline
  /// edit in the past): the simulated time it restored. Views drop what they showed after it.
  std::optional<double> rewoundToS;
  /// The run's scenario when it changed (an injection, an edit), for the controller's mirror.
  std::optional<Scenario> scenario;
  /// The comparison run's scenario when an injection into B changed it.
  std::optional<Scenario> comparisonScenario;
  /// Chart samples since the previous tick, one per simulated second (SimController::
  /// kCsvIntervalS), oldest first, without the per-rack arrays and links. At high speed a tick
  /// spans minutes of simulated time; these keep the charts' time resolution anyway.
  std::vector<Snapshot> samples;
  /// The comparison run's chart samples, one per entry of `samples` at the same simulated time;
  /// nullopt where the comparison run was not in step (there was none, or it was catching up).
  std::vector<std::optional<Snapshot>> comparisonSamples;
  double achievedSpeed = 0.0;  ///< simulated seconds per wall second, measured
  bool running = false;
  std::uint64_t serial = 0;  ///< increments with every publish
};

/// The backtrack ring as it stands.
struct BacktrackInfo {
  double intervalS = 0.0;
  std::size_t budgetBytes = 0;
  int checkpoints = 0;  ///< including the initial state
  std::size_t bytes = 0;
  double oldestS = 0.0;  ///< earliest checkpoint after the initial state
};

/// One checkpoint of the backtrack ring (or the initial state): its time and state hash.
struct CheckpointMark {
  double timeS = 0.0;
  std::uint64_t stateHash = 0;
};

/// What a training session played so far, for scoring: the trainee's actions and the malfunctions
/// the instructor inserted live (both at drill times), apart from the drill's own malfunctions.
struct DrillPlayed {
  std::vector<drill::Action> actions;
  std::vector<drill::Malfunction> inserted;
  /// Drill time each of the drill's malfunctions was applied, in the drill's order (kNever: not
  /// yet).
  std::vector<double> firedS;
};

class SimController : public QObject {
  Q_OBJECT

 public:
  /// Requested speed; 0 means as fast as the machine allows.
  static constexpr double kMaxSpeed = 0.0;
  /// The speeds the toolbar, the Speed menu and the instructor station offer, slowest first.
  static constexpr std::array<double, 4> kSpeedSteps = {1.0, 10.0, 100.0, kMaxSpeed};

  explicit SimController(QObject* parent = nullptr);
  ~SimController() override;

  /// Replaces the session (new Simulation at t = 0, paused). Takes effect on the worker. When the
  /// model cannot be built the exception is rethrown here and the current session is kept.
  void load(const PodConfig& pod, const Scenario& scenario, std::uint64_t seed);
  /// Starts a training session: the drill's run at drill time 0 (warmed up, or its checkpoint
  /// initial condition), paused. The simulation thread applies the drill's malfunctions at their
  /// times and triggers and pauses the run when the drill's duration is over (drillEnded). Reset
  /// goes back to the drill's start. Throws like load().
  void loadDrill(const drill::Drill& d, const PodConfig& pod, std::uint64_t seed);
  /// Whether a drill runs, and its start in simulated time.
  bool hasDrill() const { return m_drill.has_value(); }
  const std::optional<drill::Drill>& drill() const { return m_drill; }
  double drillStartS() const { return m_drillStartS; }
  /// The drill's own time now (simulated time since its start).
  double drillTimeS() const { return m_state.primary->timeS - m_drillStartS; }
  /// The trainee's actions and the inserted malfunctions so far (built on the simulation thread).
  DrillPlayed drillPlayed();
  /// The backtrack ring's checkpoints, the initial state first; their state hashes only when asked
  /// (hashing every state of a long run takes a while).
  std::vector<CheckpointMark> checkpoints(bool withHashes = false);
  /// Restores the checkpoint at `tS` (the newest at or before it) and forgets every event injected
  /// at or after its time: the operator's actions and inserted malfunctions are to be done again.
  void backtrackTo(double tS);
  /// The state hash of the run now (Simulation::stateHash, on the simulation thread).
  std::uint64_t stateHash();
  /// Replaces the run's scenario (the timeline was edited). An edit at or before the current time
  /// takes the run back to the checkpoint before it; jumpTo() the old time replays.
  void setScenario(const Scenario& scenario);
  const PodConfig& pod() const { return m_pod; }
  /// The run's scenario as the simulation thread last published it (injections included).
  const Scenario& scenario() const { return m_scenario; }
  /// Continues the loaded session from a checkpoint of the same pod (crash restore).
  bool resumeCheckpoint(const CheckpointFile& file, QString* error = nullptr);
  /// The run now, as a checkpoint file's contents (autosave).
  CheckpointFile checkpointFile();
  /// Backtrack ring: a checkpoint every `intervalS` of simulated time within `budgetBytes`.
  void setBacktrack(double intervalS, std::size_t budgetBytes);
  BacktrackInfo backtrackInfo();
  static constexpr double kDefaultBacktrackIntervalS = 60.0;
  static constexpr std::size_t kDefaultBacktrackBudgetBytes = std::size_t{512} << 20;
  std::uint64_t seed() const { return m_seed; }
  bool hasSession() const { return m_hasSession; }

  /// A second run beside the first: `pod` with `scenario` (the presenter's comparison). Reset with
  /// the primary run; nullopt removes it.
  void setComparison(const std::optional<PodConfig>& pod, const std::optional<Scenario>& scenario,
                     const QString& label);
  QString comparisonLabel() const { return m_comparisonLabel; }
  /// The comparison run's pod (nullopt when there is no comparison run).
  const std::optional<PodConfig>& comparisonPod() const { return m_comparisonPod; }
  /// Forks the run at the current simulated time: the comparison run becomes a copy of it (its
  /// checkpoint restored into a second Simulation of the same pod, with the scenario as it stands,
  /// injections included). From here both advance in lock step; injectComparison() makes them
  /// differ. Rewinding before the fork replays both from the same earlier state.
  void branch(const QString& label);
  /// Injects an event now into the comparison run only (it joins that run's scenario, so a rewind
  /// replays it there), queued like inject(); comparisonScenario() mirrors it after the next poll.
  /// Does nothing without a comparison run.
  void injectComparison(const Event& e);
  /// The comparison run's scenario as the simulation thread last published it.
  const Scenario& comparisonScenario() const { return m_comparisonScenario; }

  void play();
  void pause();
  void togglePlay();
  bool isRunning() const { return m_running; }
  /// Advances one control tick while paused.
  void stepOnce();
  /// Back to t = 0 (the initial state), keeping the scenario and its injections.
  void reset();
  /// Runs to `tS` as fast as possible — backwards from the nearest earlier checkpoint; emits
  /// jumpProgress and jumpFinished. cancelJump() stops it where it is.
  void jumpTo(double tS);
  void cancelJump();
  bool isJumping() const { return m_jumping; }

  void setSpeed(double speed);
  double speed() const { return m_speed; }
  /// Measured simulated seconds per wall second over the last ~0.5 s of running.
  double achievedSpeed() const { return m_state.achievedSpeed; }

  /// Injects an event now: it joins the run's scenario at the run's time (so Reset, a jump back and
  /// a saved scenario replay it). The event, checked by the caller (eventProblems), is queued to
  /// the simulation thread behind the commands before it; scenario() mirrors it after the next
  /// poll, which emits scenarioChanged.
  void inject(const Event& e);

  /// The state copied on the last GUI tick.
  const PublishedState& state() const { return m_state; }
  const Snapshot& snapshot() const { return *m_state.primary; }
  /// Copies the newest published state now (tests; the timer does this every ~33 ms).
  void pollNow();
  /// How often the GUI has looked for a new state so far (the timer's ticks and pollNow() calls):
  /// the window's own clock, which tests count where they would otherwise wait a fixed time.
  long long pollCount() const { return m_polls; }
  /// Blocks until the worker has processed every command queued so far (tests).
  void sync();

  /// The run so far as CSV (the headless runner's run-table columns, one row per simulated second),
  /// built on the worker.
  std::string runCsv();
  /// Simulated seconds between two rows of runCsv().
  static constexpr double kCsvIntervalS = 1.0;
  /// Chart samples kept between two GUI ticks at most (the oldest go first; a long jump charts
  /// its last hour at full resolution).
  static constexpr std::size_t kMaxPendingSamples = 3600;

 signals:
  void snapshotReady();
  void runningChanged(bool running);
  void speedChanged(double speed);
  void sessionLoaded();
  void scenarioChanged();
  /// The model diverged (DivergenceError text); the run is paused.
  void diverged(QString message);
  void jumpProgress(double fraction);
  void jumpFinished(bool completed);
  /// The drill's duration is over; the run is paused at its end.
  void drillEnded();

 private:
  void publishFromWorker();
  /// The controller's side of load() and loadDrill() once the worker has the new run.
  void finishLoad(const PodConfig& pod, std::uint64_t seed, Scenario mirror);
  friend class SimWorker;

  QThread m_thread;
  SimWorker* m_worker = nullptr;
  QTimer m_pollTimer;

  PodConfig m_pod;
  Scenario m_scenario;
  std::uint64_t m_seed = 1;
  bool m_hasSession = false;
  QString m_comparisonLabel;
  std::optional<PodConfig> m_comparisonPod;
  Scenario m_comparisonScenario;
  bool m_running = false;
  bool m_jumping = false;
  double m_speed = 1.0;
  std::optional<drill::Drill> m_drill;
  double m_drillStartS = 0.0;

  // Shared with the worker: written under m_mutex by publish, read by pollNow.
  mutable std::mutex m_mutex;
  PublishedState m_shared;
  std::uint64_t m_lastSerial = 0;
  std::atomic<bool> m_cancelJump{false};

  PublishedState m_state;  ///< GUI-thread copy
  long long m_polls = 0;   ///< pollNow() calls (GUI thread)
};

}  // namespace podtwin::gui
