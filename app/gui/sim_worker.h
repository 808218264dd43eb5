#pragma once
// SimWorker: SimController's other half, on the simulation thread (sim_controller.h). Private to
// app/gui: only sim_controller.cpp and sim_worker.cpp include it.

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>
#include <deque>
#include <memory>
#include <optional>
#include <vector>

#include "drill/drill_run.h"
#include "drill/malfunction_schedule.h"
#include "gui/sim_controller.h"
#include "sim/checkpoint_file.h"
#include "sim/run_table.h"
#include "sim/simulation.h"

namespace podtwin::gui {

namespace {
// Wall-time budget of one batch: short enough that queued commands (pause, inject) answer within a
// frame, long enough that the per-batch overhead (publish, timer) stays small.
constexpr double kBatchBudgetS = 0.025;
// Timer interval while running at a finite speed (pacing resolution).
constexpr int kPaceIntervalMs = 15;
// When the machine cannot keep up with the requested speed for longer than this, the pace is
// re-anchored instead of trying to catch up forever.
constexpr double kMaxLagWallS = 0.5;
// Achieved speed is measured over windows of this length.
constexpr double kSpeedWindowS = 0.5;
}  // namespace

/// Lives on the worker thread; only touched there (commands arrive as queued functors). It owns
/// the only Simulation, hence the only scenario: injections and timeline edits go to it, and the
/// GUI mirrors what it publishes. A backtrack ring of checkpoints (one every `ringIntervalS` of
/// simulated time, within a memory budget, plus the initial state) makes a jump back "restore the
/// nearest earlier checkpoint and replay at most one interval".
class SimWorker : public QObject {
  Q_OBJECT

 public:
  explicit SimWorker(SimController* ctl) : m_ctl(ctl), m_timer(this) {
    m_timer.setSingleShot(true);
    m_timer.setTimerType(Qt::PreciseTimer);
    connect(&m_timer, &QTimer::timeout, this, &SimWorker::onTick);
    m_wall.start();
  }

  Scenario load(const PodConfig& pod, const Scenario& scenario, std::uint64_t seed) {
    // Built first, so a pod the model cannot build leaves the running session as it was.
    auto sim = std::make_unique<Simulation>(pod, scenario, seed);
    m_pod = pod;
    m_seed = seed;
    m_sim = std::move(sim);
    m_drill.reset();
    m_cmp.reset();
    if (m_cmpPod && m_cmpScenario) {
      m_cmp = std::make_unique<Simulation>(*m_cmpPod, *m_cmpScenario, m_seed);
    }
    startSession();
    return m_sim->scenario();
  }
  /// A training session: the drill's run at its start, without a comparison run.
  Scenario loadDrill(const drill::Drill& d, const PodConfig& pod, std::uint64_t seed,
                     double* startS);
  /// Everything after a new Simulation: the initial checkpoint, empty history, a publish.
  void startSession() {
    m_cmpLogWhole = true;
    m_backtrack.initial = takeCheckpoint();
    m_backtrack.ring.clear();
    m_backtrack.bytes = 0;
    m_rec.csvRows.clear();
    m_rec.samples.clear();
    m_rec.cmpSamples.clear();
    m_rec.csvColumns = runColumns(m_pod);
    m_rec.nextCsvS = m_sim->timeS();
    recordCsv();
    m_jumpTarget.reset();
    m_scenarioChanged = true;
    anchorPace();
    publish();
    schedule();
  }
  /// A checkpoint file continues where it was taken: its pod must be the loaded one.
  bool resume(const CheckpointFile& file, QString* error);
  Scenario setScenario(const Scenario& scenario) {
    if (!m_sim) return scenario;
    // Events that changed at or before the current tick have shaped the state: go back to the
    // checkpoint before the earliest change and replay from there (the caller jumps to now).
    const double changeS = firstDifferenceS(m_sim->scenario(), scenario);
    m_sim->setScenario(scenario);
    if (changeS <= m_sim->timeS()) rewindTo(changeS);
    m_scenarioChanged = true;
    publish();
    return m_sim->scenario();
  }
  void setComparison(std::optional<PodConfig> pod, std::optional<Scenario> scenario) {
    m_cmpPod = std::move(pod);
    m_cmpScenario = std::move(scenario);
    m_cmp.reset();
    m_cmpLogWhole = true;
    if (m_cmpPod && m_cmpScenario) {
      m_cmp = std::make_unique<Simulation>(*m_cmpPod, *m_cmpScenario, m_seed);
    }
    // The ring's comparison states belong to the old comparison: a jump back rebuilds it.
    for (auto& c : m_backtrack.ring) c.cmp.reset();
    m_backtrack.initial.cmp.reset();
    if (m_cmp && m_sim && m_sim->tick() == 0) m_backtrack.initial.cmp = m_cmp->checkpoint();
    m_cmpScenarioChanged = true;
    publish();
    schedule();
  }
  /// The comparison run becomes a copy of the primary run now. Before now both runs had one
  /// history, so every backtrack point holds the same state for both.
  Scenario branch() {
    if (!m_sim) return {};
    m_cmpPod = m_pod;
    m_cmpScenario = m_sim->scenario();
    m_cmp = std::make_unique<Simulation>(*m_cmpPod, *m_cmpScenario, m_seed);
    m_cmp->restore(m_sim->checkpoint());
    m_cmpLogWhole = true;
    m_backtrack.initial.cmp = m_backtrack.initial.primary;
    for (auto& c : m_backtrack.ring) c.cmp = c.primary;
    m_cmpScenarioChanged = true;
    publish();
    schedule();
    return *m_cmpScenario;
  }
  void injectComparison(const Event& e) {
    if (!m_cmp) return;
    m_cmp->inject(e);
    m_cmpScenario = m_cmp->scenario();
    m_cmpScenarioChanged = true;
    publish();
  }
  /// Back to t = 0 under the current scenario (injections included).
  void reset() {
    if (!m_sim) return;
    rewindTo(0.0);
    m_jumpTarget.reset();
    anchorPace();
    publish();
    schedule();
  }
  void setRunning(bool running) {
    m_running = running;
    anchorPace();
    publish();
    schedule();
  }
  void setSpeed(double speed) {
    m_speed = speed;
    anchorPace();
    schedule();
  }
  void setBacktrack(double intervalS, std::size_t budgetBytes) {
    m_backtrack.intervalS = intervalS;
    m_backtrack.budgetBytes = budgetBytes;
    trimRing();
  }
  BacktrackInfo backtrackInfo() const {
    BacktrackInfo b;
    b.intervalS = m_backtrack.intervalS;
    b.budgetBytes = m_backtrack.budgetBytes;
    b.checkpoints = static_cast<int>(m_backtrack.ring.size()) + 1;
    b.bytes = m_backtrack.bytes + m_backtrack.initial.bytes();
    b.oldestS = m_backtrack.ring.empty() ? 0.0 : m_backtrack.ring.front().primary.timeS;
    return b;
  }
  void stepOnce() {
    if (!m_sim) return;
    stepBoth();
    publish();
  }
  void jumpTo(double tS) {
    if (!m_sim) return;
    if (tS + 1e-9 < m_sim->timeS()) rewindTo(tS);
    m_jumpTarget = tS;
    m_jumpStartS = m_sim->timeS();
    schedule();
  }
  void inject(const Event& e);
  CheckpointFile checkpointFile() const { return makeCheckpoint(*m_sim); }
  std::string csv() const {
    std::string out = csvHeader(m_rec.csvColumns) + "\n";
    const std::size_t n = m_rec.csvColumns.size();
    for (std::size_t r = 0; n > 0 && r < m_rec.csvRows.size() / n; ++r) {
      for (std::size_t c = 0; c < n; ++c) {
        if (c) out += ',';
        out += formatCsvValue(m_rec.csvRows[r * n + c]);
      }
      out += '\n';
    }
    return out;
  }

 private slots:
  void onTick();

 private:
  /// One backtrack point: the primary run's state and, when it was in step, the comparison's.
  struct RingEntry {
    SimState primary;
    std::optional<SimState> cmp;
    std::size_t bytes() const {
      return primary.bytes.size() + (cmp ? cmp->bytes.size() : 0) + sizeof(RingEntry);
    }
  };

  /// Moves the log entries not yet published out of the run (publish sends them), so that every
  /// state this worker keeps or hashes has its whole log delivered: a restored checkpoint then
  /// hashes as it did when it was taken, whenever the GUI last polled.
  void drainLog() {
    m_sim->fillSnapshot(m_drainSnapshot, true);
    m_undrainedLog.insert(m_undrainedLog.end(),
                          std::make_move_iterator(m_drainSnapshot.recentLog.begin()),
                          std::make_move_iterator(m_drainSnapshot.recentLog.end()));
  }
  RingEntry takeCheckpoint() {
    drainLog();
    RingEntry e;
    e.primary = m_sim->checkpoint();
    if (m_cmp && m_cmp->tick() == m_sim->tick()) e.cmp = m_cmp->checkpoint();
    return e;
  }
  /// A ring entry every interval of simulated time; the oldest go first when over budget (the
  /// initial state is kept aside, so Reset always restores).
  void maybeCheckpoint() {
    const auto every =
        static_cast<std::uint64_t>(std::max(1.0, std::round(m_backtrack.intervalS / m_sim->dtS())));
    if (m_sim->tick() % every != 0) return;
    if (!m_backtrack.ring.empty() && m_backtrack.ring.back().primary.tick >= m_sim->tick()) return;
    m_backtrack.ring.push_back(takeCheckpoint());
    m_backtrack.bytes += m_backtrack.ring.back().bytes();
    trimRing();
  }
  void trimRing() {
    while (!m_backtrack.ring.empty() &&
           m_backtrack.bytes + m_backtrack.initial.bytes() > m_backtrack.budgetBytes) {
      m_backtrack.bytes -= m_backtrack.ring.front().bytes();
      m_backtrack.ring.pop_front();
    }
  }
  /// Restores the newest checkpoint at or before `tS` and forgets the ones after it; the history
  /// (CSV rows, charts, log) is cut back to match. The caller replays forward if it wants `tS`.
  void rewindTo(double tS);
  /// Drops the chart samples after `tS` (in time order) with their comparison samples.
  static void cutSamplesAfter(std::vector<Snapshot>& samples,
                              std::vector<std::optional<Snapshot>>& cmp, double tS) {
    std::size_t keep = samples.size();
    while (keep > 0 && samples[keep - 1].timeS > tS + 1e-9) --keep;
    samples.resize(keep);
    cmp.resize(keep);
  }
  /// The earliest time at which two timelines differ (infinity when they are the same).
  static double firstDifferenceS(const Scenario& a, const Scenario& b) {
    const std::size_t n = std::min(a.events.size(), b.events.size());
    for (std::size_t i = 0; i < n; ++i) {
      if (!(a.events[i] == b.events[i])) return std::min(a.events[i].t_s, b.events[i].t_s);
    }
    if (a.events.size() > n) return a.events[n].t_s;
    if (b.events.size() > n) return b.events[n].t_s;
    return std::numeric_limits<double>::infinity();
  }

  double wallS() const { return static_cast<double>(m_wall.nsecsElapsed()) * 1e-9; }
  void anchorPace() {
    m_pace.wall0 = wallS();
    m_pace.sim0 = m_sim ? m_sim->timeS() : 0.0;
    m_pace.measureWall0 = m_pace.wall0;
    m_pace.measureSim0 = m_pace.sim0;
    if (!m_running) m_pace.achieved = 0.0;
  }
  void measureSpeed() {
    const double now = wallS();
    if (now - m_pace.measureWall0 < kSpeedWindowS) return;
    m_pace.achieved = (m_sim->timeS() - m_pace.measureSim0) / (now - m_pace.measureWall0);
    m_pace.measureWall0 = now;
    m_pace.measureSim0 = m_sim->timeS();
  }
  /// One tick of both runs; false (and no tick) when a drill's duration is over.
  bool stepBoth();

  // A drill's malfunctions, applied by the schedule drill::runDrill uses (so that the session
  // scores as the headless run of the same actions): before a tick, those due at its start; after
  // it, triggers whose conditions hold become due at the next tick.
  struct DrillMonitor {
    double t0 = 0.0;
    std::uint64_t startTick = 0;
    std::uint64_t totalTicks = 0;
    drill::MalfunctionSchedule schedule;
    bool endNotified = false;
  };
  bool drillOver() const {
    return m_drill && m_sim->tick() - m_drill->startTick >= m_drill->totalTicks;
  }
  bool drillBeforeStep();
  void drillAfterStep();
  void endDrill();
  /// After a restore: the malfunctions applied at or after the restored time are taken out of the
  /// scenario and become due again (the run replays them at the same times and triggers).
  void drillRewound();

 public:
  DrillPlayed drillPlayed() const;
  std::vector<CheckpointMark> checkpoints(bool withHashes) const {
    std::vector<CheckpointMark> out;
    if (!m_sim) return out;
    out.push_back(
        {m_backtrack.initial.primary.timeS, withHashes ? m_backtrack.initial.primary.hash() : 0});
    for (const auto& e : m_backtrack.ring)
      out.push_back({e.primary.timeS, withHashes ? e.primary.hash() : 0});
    return out;
  }
  void backtrackTo(double tS);
  std::uint64_t stateHash() {
    if (!m_sim) return 0;
    drainLog();
    return m_sim->stateHash();
  }
  void republishLog() {
    if (!m_sim) return;
    m_rewoundToS = m_sim->timeS();
    publish();
  }

 private:
  void recordCsv() {
    if (m_rec.csvColumns.empty()) return;
    m_sim->fillSnapshot(m_rec.csvSnapshot, false);
    for (const auto& c : m_rec.csvColumns) m_rec.csvRows.push_back(c.value(m_rec.csvSnapshot));
    m_rec.nextCsvS = m_sim->timeS() + SimController::kCsvIntervalS;
    recordChartSample();
  }
  /// A copy of the CSV snapshot for the charts, without the bulky per-rack arrays and links
  /// (swapped out for the copy, so they are not copied).
  void recordChartSample();
  void schedule() {
    if (!m_sim) return;
    const bool busy = m_jumpTarget || m_running || (m_cmp && m_cmp->timeS() < m_sim->timeS());
    if (!busy) {
      // A tick still pending (a pause that came between two ticks) would only publish the same
      // state again: once the worker has nothing to advance, it publishes nothing on its own.
      m_timer.stop();
      return;
    }
    const int interval = (m_jumpTarget || m_speed <= 0.0) ? 0 : kPaceIntervalMs;
    m_timer.start(interval);
  }
  /// The comparison run's log entries since the last publish, or its whole log when the GUI's copy
  /// is of another run or time (a new comparison run, a branch, a rewind).
  void publishComparisonLog(PublishedState& sh, const Snapshot* cmp);
  /// A snapshot buffer of `pool` that no one else holds (the GUI lets go of the one it showed
  /// when it takes the next), or a new one: published snapshots are never written again.
  static std::shared_ptr<Snapshot> freeBuffer(std::vector<std::shared_ptr<Snapshot>>& pool);
  void publish();

  /// Wall-clock pacing: the anchor the run keeps pace from, and the window over which the
  /// achieved speed is measured.
  struct Pace {
    double wall0 = 0.0, sim0 = 0.0;
    double measureWall0 = 0.0, measureSim0 = 0.0;
    double achieved = 0.0;
  };
  /// The states a backtrack can return to: the initial one and a ring of later checkpoints, taken
  /// every intervalS of simulated time within a memory budget.
  struct Backtrack {
    RingEntry initial;
    std::deque<RingEntry> ring;  ///< oldest first, all after the initial state
    std::size_t bytes = 0;
    double intervalS = SimController::kDefaultBacktrackIntervalS;
    std::size_t budgetBytes = SimController::kDefaultBacktrackBudgetBytes;
  };
  /// What the run records for the window: the CSV rows and the chart samples not yet published.
  struct Recording {
    Snapshot csvSnapshot;
    std::vector<RunColumn> csvColumns;
    std::vector<double> csvRows;    ///< row-major, csvColumns.size() values per row
    std::vector<Snapshot> samples;  ///< chart samples not yet published
    std::vector<std::optional<Snapshot>> cmpSamples;  ///< the comparison's, aligned with them
    double nextCsvS = 0.0;
  };

  SimController* m_ctl;
  QTimer m_timer;
  QElapsedTimer m_wall;
  PodConfig m_pod;
  std::uint64_t m_seed = 1;
  Backtrack m_backtrack;
  std::optional<double> m_rewoundToS;  ///< set by a restore, published once
  bool m_scenarioChanged = false;
  bool m_cmpScenarioChanged = false;  ///< B's scenario took an injection since the last publish
  std::optional<PodConfig> m_cmpPod;
  std::optional<Scenario> m_cmpScenario;
  std::unique_ptr<Simulation> m_sim;
  std::unique_ptr<Simulation> m_cmp;
  std::optional<DrillMonitor> m_drill;
  Snapshot m_drillSnapshot;
  Snapshot m_drainSnapshot;
  bool m_cmpLogWhole = true;             ///< the next publish sends the comparison run's whole log
  std::vector<LogEntry> m_undrainedLog;  ///< drained by drainLog(), not yet published
  /// Snapshot buffers, reused once the GUI has let go of them (freeBuffer).
  std::vector<std::shared_ptr<Snapshot>> m_primaryPool;
  std::vector<std::shared_ptr<Snapshot>> m_cmpPool;
  Recording m_rec;
  bool m_running = false;
  double m_speed = 1.0;
  std::optional<double> m_jumpTarget;
  Pace m_pace;
  double m_jumpStartS = 0.0;
};

}  // namespace podtwin::gui
