#include "gui/sim_controller.h"

#include <spdlog/spdlog.h>

#include <QElapsedTimer>
#include <QMetaObject>
#include <algorithm>
#include <cmath>
#include <deque>
#include <exception>
#include <limits>

#include "drill/drill_run.h"
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
                     double* startS) {
    std::unique_ptr<Simulation> sim = drill::startDrill(d, pod, seed);
    m_pod = sim->pod();
    m_seed = seed;
    m_sim = std::move(sim);
    m_cmp.reset();
    DrillMonitor mon;
    mon.drill = d;
    mon.t0 = m_sim->timeS();
    mon.startTick = m_sim->tick();
    mon.totalTicks = static_cast<std::uint64_t>(std::ceil(d.durationS / m_sim->dtS() - 1e-9));
    mon.plannedS = drill::malfunctionTimes(d, seed);
    mon.atS = mon.plannedS;
    mon.firedS.assign(d.malfunctions.size(), drill::kNever);
    m_drill = std::move(mon);
    *startS = m_drill->t0;
    startSession();
    return m_sim->scenario();
  }
  /// Everything after a new Simulation: the initial checkpoint, empty history, a publish.
  void startSession() {
    m_cmpLogWhole = true;
    m_initial = takeCheckpoint();
    m_ring.clear();
    m_ringBytes = 0;
    m_csvRows.clear();
    m_samples.clear();
    m_cmpSamples.clear();
    m_csvColumns = runColumns(m_pod);
    m_nextCsvS = m_sim->timeS();
    recordCsv();
    m_jumpTarget.reset();
    m_scenarioChanged = true;
    anchorPace();
    publish();
    schedule();
  }
  /// A checkpoint file continues where it was taken: its pod must be the loaded one.
  bool resume(const CheckpointFile& file, QString* error) {
    if (!m_sim) return false;
    try {
      std::unique_ptr<Simulation> sim = resumeFromCheckpoint(file, "autosave");
      if (podHash(sim->pod()) != podHash(m_pod)) {
        if (error) *error = tr("the checkpoint is of another pod");
        return false;
      }
      m_sim = std::move(sim);
      m_drill.reset();
    } catch (const CheckpointError& e) {
      if (error) *error = QString::fromStdString(e.what());
      return false;
    }
    // The history before the checkpoint's time is not in it: the charts start there, the log is
    // whole (the state holds it).
    m_ring.clear();
    m_ringBytes = 0;
    m_cmp.reset();
    if (m_cmpPod && m_cmpScenario) {
      m_cmp = std::make_unique<Simulation>(*m_cmpPod, *m_cmpScenario, m_seed);
      m_cmpLogWhole = true;
    }
    m_csvRows.clear();
    m_samples.clear();
    m_cmpSamples.clear();
    m_nextCsvS = m_sim->timeS();
    recordCsv();
    m_rewoundToS = m_sim->timeS();
    m_scenarioChanged = true;
    anchorPace();
    publish();
    schedule();
    return true;
  }
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
    for (auto& c : m_ring) c.cmp.reset();
    m_initial.cmp.reset();
    if (m_cmp && m_sim && m_sim->tick() == 0) m_initial.cmp = m_cmp->checkpoint();
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
    m_initial.cmp = m_initial.primary;
    for (auto& c : m_ring) c.cmp = c.primary;
    publish();
    schedule();
    return *m_cmpScenario;
  }
  Scenario injectComparison(const Event& e) {
    if (!m_cmp) return {};
    m_cmp->inject(e);
    m_cmpScenario = m_cmp->scenario();
    publish();
    return *m_cmpScenario;
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
    m_ringIntervalS = intervalS;
    m_ringBudgetBytes = budgetBytes;
    trimRing();
  }
  BacktrackInfo backtrackInfo() const {
    BacktrackInfo b;
    b.intervalS = m_ringIntervalS;
    b.budgetBytes = m_ringBudgetBytes;
    b.checkpoints = static_cast<int>(m_ring.size()) + 1;
    b.bytes = m_ringBytes + m_initial.bytes();
    b.oldestS = m_ring.empty() ? 0.0 : m_ring.front().primary.timeS;
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
  Scenario inject(const Event& e) {
    if (!m_sim) return {};
    m_sim->inject(e);
    if (m_cmp) {
      // The comparison run takes the event where it has the equipment; its scenario keeps it, so
      // a rebuild or a rewind replays it.
      if (!checkTarget(e.spec(), e.target, &m_cmp->counts())) {
        m_cmp->inject(e);
        m_cmpScenario = m_cmp->scenario();
      }
    }
    m_scenarioChanged = true;
    publish();
    return m_sim->scenario();
  }
  CheckpointFile checkpointFile() const { return makeCheckpoint(*m_sim); }
  std::string csv() const {
    std::string out = csvHeader(m_csvColumns) + "\n";
    const std::size_t n = m_csvColumns.size();
    for (std::size_t r = 0; n > 0 && r < m_csvRows.size() / n; ++r) {
      for (std::size_t c = 0; c < n; ++c) {
        if (c) out += ',';
        out += formatCsvValue(m_csvRows[r * n + c]);
      }
      out += '\n';
    }
    return out;
  }

 private slots:
  void onTick() {
    if (!m_sim) return;
    const double t0 = wallS();
    const double budgetEnd = t0 + kBatchBudgetS;
    try {
      if (m_jumpTarget) {
        while (m_sim->timeS() + 1e-9 < *m_jumpTarget && wallS() < budgetEnd &&
               !m_ctl->m_cancelJump.load() && stepBoth()) {
        }
        const double span = std::max(*m_jumpTarget - m_jumpStartS, 1e-9);
        const double fraction = std::clamp((m_sim->timeS() - m_jumpStartS) / span, 0.0, 1.0);
        const bool cancelled = m_ctl->m_cancelJump.exchange(false);
        const bool done = m_sim->timeS() + 1e-9 >= *m_jumpTarget || drillOver();
        publish();
        QMetaObject::invokeMethod(m_ctl,
                                  [ctl = m_ctl, fraction] { emit ctl->jumpProgress(fraction); });
        if (done || cancelled) {
          m_jumpTarget.reset();
          anchorPace();
          QMetaObject::invokeMethod(m_ctl, [ctl = m_ctl, done] {
            ctl->m_jumping = false;
            ctl->pollNow();
            emit ctl->jumpFinished(done);
          });
        }
        schedule();
        return;
      }
      // The comparison run catches up first when it was created mid-run.
      while (m_cmp && m_cmp->timeS() + 1e-9 < m_sim->timeS() && wallS() < budgetEnd) m_cmp->step();
      if (!m_running) {
        publish();
        schedule();
        return;
      }
      if (m_speed > 0.0) {
        double target = m_paceSim0 + m_speed * (t0 - m_paceWall0);
        if ((target - m_sim->timeS()) / m_speed > kMaxLagWallS) {
          anchorPace();  // cannot keep up: run as fast as possible from here, without a backlog
          target = m_sim->timeS() + m_speed * kBatchBudgetS;
        }
        while (m_sim->timeS() + 0.5 * m_sim->dtS() < target && wallS() < budgetEnd && stepBoth()) {
        }
      } else {
        while (wallS() < budgetEnd && stepBoth()) {
        }
      }
    } catch (const DivergenceError& err) {
      m_running = false;
      m_jumpTarget.reset();
      publish();
      const QString msg = QString::fromStdString(err.what());
      QMetaObject::invokeMethod(m_ctl, [ctl = m_ctl, msg] {
        ctl->m_running = false;
        ctl->m_jumping = false;
        ctl->pollNow();
        emit ctl->runningChanged(false);
        emit ctl->diverged(msg);
      });
      return;
    }
    measureSpeed();
    publish();
    schedule();
  }

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
        static_cast<std::uint64_t>(std::max(1.0, std::round(m_ringIntervalS / m_sim->dtS())));
    if (m_sim->tick() % every != 0) return;
    if (!m_ring.empty() && m_ring.back().primary.tick >= m_sim->tick()) return;
    m_ring.push_back(takeCheckpoint());
    m_ringBytes += m_ring.back().bytes();
    trimRing();
  }
  void trimRing() {
    while (!m_ring.empty() && m_ringBytes + m_initial.bytes() > m_ringBudgetBytes) {
      m_ringBytes -= m_ring.front().bytes();
      m_ring.pop_front();
    }
  }
  /// Restores the newest checkpoint at or before `tS` and forgets the ones after it; the history
  /// (CSV rows, charts, log) is cut back to match. The caller replays forward if it wants `tS`.
  void rewindTo(double tS) {
    while (!m_ring.empty() && m_ring.back().primary.timeS > tS + 1e-9) {
      m_ringBytes -= m_ring.back().bytes();
      m_ring.pop_back();
    }
    const RingEntry& e = m_ring.empty() ? m_initial : m_ring.back();
    m_sim->restore(e.primary);
    if (m_cmp) {
      if (e.cmp) {
        m_cmp->restore(*e.cmp);
      } else if (m_cmpPod && m_cmpScenario) {
        // Not checkpointed in step: rebuild it; it catches up with the primary run.
        m_cmp = std::make_unique<Simulation>(*m_cmpPod, *m_cmpScenario, m_seed);
        m_cmpLogWhole = true;
      }
    }
    const double now = m_sim->timeS();
    const std::size_t n = m_csvColumns.size();
    std::size_t keep = n > 0 ? m_csvRows.size() / n : 0;
    while (keep > 0 && m_csvRows[(keep - 1) * n] > now + 1e-9) --keep;
    m_csvRows.resize(keep * n);
    m_nextCsvS = keep > 0 ? m_csvRows[(keep - 1) * n] + SimController::kCsvIntervalS : 0.0;
    if (keep == 0) recordCsv();
    cutSamplesAfter(m_samples, m_cmpSamples, now);
    m_rewoundToS = now;
    if (m_drill) drillRewound();
  }
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
    m_paceWall0 = wallS();
    m_paceSim0 = m_sim ? m_sim->timeS() : 0.0;
    m_measureWall0 = m_paceWall0;
    m_measureSim0 = m_paceSim0;
    if (!m_running) m_achieved = 0.0;
  }
  void measureSpeed() {
    const double now = wallS();
    if (now - m_measureWall0 < kSpeedWindowS) return;
    m_achieved = (m_sim->timeS() - m_measureSim0) / (now - m_measureWall0);
    m_measureWall0 = now;
    m_measureSim0 = m_sim->timeS();
  }
  /// One tick of both runs; false (and no tick) when a drill's duration is over.
  bool stepBoth() {
    if (m_drill && !drillBeforeStep()) return false;
    m_sim->step();
    if (m_cmp && m_cmp->timeS() + 1e-9 < m_sim->timeS()) m_cmp->step();
    if (m_sim->timeS() + 1e-9 >= m_nextCsvS) recordCsv();
    maybeCheckpoint();
    if (m_drill) drillAfterStep();
    return true;
  }

  // A drill's malfunctions, applied the way drill::runDrill applies them (so that the session
  // scores as the headless run of the same actions): before a tick, those due at its start; after
  // it, triggers whose conditions hold become due at the next tick.
  struct DrillMonitor {
    drill::Drill drill;
    double t0 = 0.0;
    std::uint64_t startTick = 0;
    std::uint64_t totalTicks = 0;
    std::vector<double> plannedS;  ///< fixed and drawn times (kNever: a trigger)
    std::vector<double> atS;       ///< due times, triggers included once they held
    std::vector<double> firedS;    ///< when each was applied (kNever: not yet)
    bool endNotified = false;
  };
  bool drillOver() const {
    return m_drill && m_sim->tick() - m_drill->startTick >= m_drill->totalTicks;
  }
  bool drillBeforeStep() {
    DrillMonitor& d = *m_drill;
    if (drillOver()) {
      endDrill();
      return false;
    }
    const double now = m_sim->timeS() - d.t0;
    for (std::size_t i = 0; i < d.atS.size(); ++i) {
      if (!std::isnan(d.firedS[i]) || std::isnan(d.atS[i]) || d.atS[i] > now + 1e-9) continue;
      Event e = d.drill.malfunctions[i].event;
      e.source = EventSource::Failure;
      d.firedS[i] = now;
      m_sim->inject(std::move(e));
      m_scenarioChanged = true;
    }
    return true;
  }
  void drillAfterStep() {
    DrillMonitor& d = *m_drill;
    bool waiting = false;
    for (std::size_t i = 0; i < d.atS.size(); ++i) {
      waiting = waiting || (std::isnan(d.atS[i]) && std::isnan(d.firedS[i]));
    }
    if (waiting) {
      m_sim->fillSnapshot(m_drillSnapshot, false);
      const double t = m_sim->timeS() - d.t0;
      for (std::size_t i = 0; i < d.atS.size(); ++i) {
        if (std::isnan(d.atS[i]) && std::isnan(d.firedS[i]) &&
            drill::allHold(d.drill.malfunctions[i].when, m_drillSnapshot, t)) {
          d.atS[i] = t;
        }
      }
    }
    if (drillOver()) endDrill();
  }
  void endDrill() {
    if (m_drill->endNotified) return;
    m_drill->endNotified = true;
    m_running = false;
    m_jumpTarget.reset();
    QMetaObject::invokeMethod(m_ctl, [ctl = m_ctl] {
      const bool was = ctl->m_running;
      ctl->m_running = false;
      ctl->m_jumping = false;
      ctl->pollNow();
      if (was) emit ctl->runningChanged(false);
      emit ctl->drillEnded();
    });
  }
  /// After a restore: the malfunctions applied at or after the restored time are taken out of the
  /// scenario and become due again (the run replays them at the same times and triggers).
  void drillRewound() {
    DrillMonitor& d = *m_drill;
    const double now = m_sim->timeS() - d.t0;
    Scenario sc = m_sim->scenario();
    bool changed = false;
    for (std::size_t i = 0; i < d.atS.size(); ++i) {
      if (!std::isnan(d.atS[i]) && d.atS[i] > now + 1e-9) d.atS[i] = d.plannedS[i];
      if (std::isnan(d.firedS[i]) || d.firedS[i] < now - 1e-9) continue;
      const Event& m = d.drill.malfunctions[i].event;
      const double at = d.t0 + d.firedS[i];
      const auto it = std::find_if(sc.events.begin(), sc.events.end(), [&](const Event& e) {
        return e.injected() && e.source == EventSource::Failure && e.type == m.type &&
               e.target == m.target && std::abs(e.t_s - at) < 1e-6;
      });
      if (it != sc.events.end()) sc.events.erase(it);
      d.firedS[i] = drill::kNever;
      changed = true;
    }
    if (changed) {
      m_sim->setScenario(sc);
      m_scenarioChanged = true;
    }
    if (!drillOver()) d.endNotified = false;
  }

 public:
  DrillPlayed drillPlayed() const {
    DrillPlayed p;
    if (!m_drill) return p;
    const DrillMonitor& d = *m_drill;
    p.firedS = d.firedS;
    std::vector<std::uint8_t> matched(d.firedS.size(), 0);
    for (const Event& e : m_sim->scenario().events) {
      if (!e.injected() || e.t_s < d.t0 - 1e-9) continue;
      const double at = e.t_s - d.t0;
      if (e.source == EventSource::Operator) {
        drill::Action a;
        a.event = e;
        a.atS = at;
        p.actions.push_back(std::move(a));
        continue;
      }
      bool ofDrill = false;
      for (std::size_t i = 0; i < d.firedS.size() && !ofDrill; ++i) {
        const Event& m = d.drill.malfunctions[i].event;
        if (!matched[i] && !std::isnan(d.firedS[i]) && std::abs(d.firedS[i] - at) < 1e-6 &&
            m.type == e.type && m.target == e.target) {
          matched[i] = 1;
          ofDrill = true;
        }
      }
      if (!ofDrill) {
        drill::Malfunction m;
        m.event = e;
        m.atS = at;
        p.inserted.push_back(std::move(m));
      }
    }
    return p;
  }
  std::vector<CheckpointMark> checkpoints(bool withHashes) const {
    std::vector<CheckpointMark> out;
    if (!m_sim) return out;
    out.push_back({m_initial.primary.timeS, withHashes ? m_initial.primary.hash() : 0});
    for (const auto& e : m_ring)
      out.push_back({e.primary.timeS, withHashes ? e.primary.hash() : 0});
    return out;
  }
  void backtrackTo(double tS) {
    if (!m_sim) return;
    rewindTo(tS);
    m_jumpTarget.reset();
    // What was injected from the restored time on is forgotten: the trainee acts again.
    Scenario sc = m_sim->scenario();
    const double now = m_sim->timeS();
    const auto before = sc.events.size();
    sc.events.erase(
        std::remove_if(sc.events.begin(), sc.events.end(),
                       [now](const Event& e) { return e.injected() && e.t_s >= now - 1e-9; }),
        sc.events.end());
    if (sc.events.size() != before) {
      m_sim->setScenario(sc);
      m_scenarioChanged = true;
    }
    anchorPace();
    publish();
    schedule();
  }
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
    if (m_csvColumns.empty()) return;
    m_sim->fillSnapshot(m_csvSnapshot, false);
    for (const auto& c : m_csvColumns) m_csvRows.push_back(c.value(m_csvSnapshot));
    m_nextCsvS = m_sim->timeS() + SimController::kCsvIntervalS;
    recordChartSample();
  }
  /// A copy of the CSV snapshot for the charts, without the bulky per-rack arrays and links
  /// (swapped out for the copy, so they are not copied).
  void recordChartSample() {
    RackArrays racks;
    std::vector<LinkSnapshot> links;
    std::swap(racks, m_csvSnapshot.racks);
    std::swap(links, m_csvSnapshot.links);
    if (m_samples.size() >= SimController::kMaxPendingSamples) {
      const auto half = static_cast<std::ptrdiff_t>(m_samples.size() / 2);
      m_samples.erase(m_samples.begin(), m_samples.begin() + half);
      m_cmpSamples.erase(m_cmpSamples.begin(), m_cmpSamples.begin() + half);
    }
    m_samples.push_back(m_csvSnapshot);
    std::swap(racks, m_csvSnapshot.racks);
    std::swap(links, m_csvSnapshot.links);
    // The comparison run's sample at the same time, when it is in step.
    std::optional<Snapshot> cmp;
    if (m_cmp && std::fabs(m_cmp->timeS() - m_sim->timeS()) < 1e-9) {
      cmp.emplace();
      m_cmp->fillSnapshot(*cmp, false);
      cmp->racks = {};
      cmp->links.clear();
    }
    m_cmpSamples.push_back(std::move(cmp));
  }
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
  void publishComparisonLog(PublishedState& sh, const std::optional<Snapshot>& cmp) {
    if (m_cmpLogWhole || m_rewoundToS) {
      sh.comparisonNewLog = m_cmp ? m_cmp->log().all() : std::vector<LogEntry>{};
      sh.comparisonLogWhole = true;
      m_cmpLogWhole = false;
    } else if (cmp) {
      sh.comparisonNewLog.insert(sh.comparisonNewLog.end(), cmp->recentLog.begin(),
                                 cmp->recentLog.end());
    }
  }
  void publish() {
    if (!m_sim) return;
    m_sim->fillSnapshot(m_primary, true);
    std::optional<Snapshot> cmp;
    if (m_cmp) {
      cmp.emplace();
      m_cmp->fillSnapshot(*cmp, true);
    }
    std::lock_guard<std::mutex> lock(m_ctl->m_mutex);
    auto& sh = m_ctl->m_shared;
    publishComparisonLog(sh, cmp);
    if (m_rewoundToS) {
      // The run went back: the GUI drops what it showed after that time and takes the whole log.
      sh.rewoundToS = sh.rewoundToS ? std::min(*sh.rewoundToS, *m_rewoundToS) : *m_rewoundToS;
      sh.newLog = m_sim->log().all();
      m_undrainedLog.clear();
      cutSamplesAfter(sh.samples, sh.comparisonSamples, *m_rewoundToS);
      m_rewoundToS.reset();
    } else {
      sh.newLog.insert(sh.newLog.end(), std::make_move_iterator(m_undrainedLog.begin()),
                       std::make_move_iterator(m_undrainedLog.end()));
      sh.newLog.insert(sh.newLog.end(), m_primary.recentLog.begin(), m_primary.recentLog.end());
    }
    m_undrainedLog.clear();
    if (m_scenarioChanged) {
      sh.scenario = m_sim->scenario();
      m_scenarioChanged = false;
    }
    if (sh.samples.size() + m_samples.size() > SimController::kMaxPendingSamples) {
      sh.samples.clear();  // the GUI has not polled for a long time; keep the newest
      sh.comparisonSamples.clear();
    }
    sh.samples.insert(sh.samples.end(), std::make_move_iterator(m_samples.begin()),
                      std::make_move_iterator(m_samples.end()));
    sh.comparisonSamples.insert(sh.comparisonSamples.end(),
                                std::make_move_iterator(m_cmpSamples.begin()),
                                std::make_move_iterator(m_cmpSamples.end()));
    m_samples.clear();
    m_cmpSamples.clear();
    sh.primary = m_primary;
    sh.comparison = std::move(cmp);
    sh.achievedSpeed = m_running ? m_achieved : 0.0;
    sh.running = m_running;
    ++sh.serial;
  }

  SimController* m_ctl;
  QTimer m_timer;
  QElapsedTimer m_wall;
  PodConfig m_pod;
  std::uint64_t m_seed = 1;
  RingEntry m_initial;
  std::deque<RingEntry> m_ring;  ///< oldest first, all after the initial state
  std::size_t m_ringBytes = 0;
  double m_ringIntervalS = SimController::kDefaultBacktrackIntervalS;
  std::size_t m_ringBudgetBytes = SimController::kDefaultBacktrackBudgetBytes;
  std::optional<double> m_rewoundToS;  ///< set by a restore, published once
  bool m_scenarioChanged = false;
  std::optional<PodConfig> m_cmpPod;
  std::optional<Scenario> m_cmpScenario;
  std::unique_ptr<Simulation> m_sim;
  std::unique_ptr<Simulation> m_cmp;
  std::optional<DrillMonitor> m_drill;
  Snapshot m_drillSnapshot;
  Snapshot m_drainSnapshot;
  bool m_cmpLogWhole = true;             ///< the next publish sends the comparison run's whole log
  std::vector<LogEntry> m_undrainedLog;  ///< drained by drainLog(), not yet published
  Snapshot m_primary;
  Snapshot m_csvSnapshot;
  std::vector<RunColumn> m_csvColumns;
  std::vector<double> m_csvRows;    ///< row-major, m_csvColumns.size() values per row
  std::vector<Snapshot> m_samples;  ///< chart samples not yet published
  std::vector<std::optional<Snapshot>> m_cmpSamples;  ///< the comparison's, aligned with them
  double m_nextCsvS = 0.0;
  bool m_running = false;
  double m_speed = 1.0;
  std::optional<double> m_jumpTarget;
  double m_jumpStartS = 0.0;
  double m_paceWall0 = 0.0, m_paceSim0 = 0.0;
  double m_measureWall0 = 0.0, m_measureSim0 = 0.0;
  double m_achieved = 0.0;
};

SimController::SimController(QObject* parent) : QObject(parent) {
  m_thread.setObjectName(QStringLiteral("podtwin-sim"));
  m_worker = new SimWorker(this);
  m_worker->moveToThread(&m_thread);
  connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
  m_thread.start();
  // ~30 Hz: the GUI copies the newest snapshot at most this often, however fast the model runs.
  m_pollTimer.setInterval(33);
  connect(&m_pollTimer, &QTimer::timeout, this, &SimController::pollNow);
  m_pollTimer.start();
}

SimController::~SimController() {
  m_cancelJump = true;
  m_thread.quit();
  m_thread.wait();
}

void SimController::load(const PodConfig& pod, const Scenario& scenario, std::uint64_t seed) {
  Scenario mirror;
  // An exception on the worker thread would end the program: it is carried back and rethrown here,
  // before anything of the current session was replaced.
  std::exception_ptr failure;
  QMetaObject::invokeMethod(
      m_worker,
      [w = m_worker, pod, scenario, seed, &mirror, &failure] {
        try {
          mirror = w->load(pod, scenario, seed);
        } catch (...) {
          failure = std::current_exception();
        }
      },
      Qt::BlockingQueuedConnection);
  if (failure) std::rethrow_exception(failure);
  m_drill.reset();
  m_drillStartS = 0.0;
  finishLoad(pod, seed, std::move(mirror));
  pollNow();
  emit sessionLoaded();
  emit scenarioChanged();
}

void SimController::finishLoad(const PodConfig& pod, std::uint64_t seed, Scenario mirror) {
  m_pod = pod;
  m_seed = seed;
  m_hasSession = true;
  m_jumping = false;
  {
    std::lock_guard<std::mutex> lock(m_mutex);
    m_shared.newLog.clear();
    m_shared.samples.clear();
    m_shared.comparisonSamples.clear();
    m_shared.rewoundToS.reset();
  }
  m_scenario = std::move(mirror);
  if (m_running) {
    m_running = false;
    emit runningChanged(false);
  }
}

void SimController::loadDrill(const drill::Drill& d, const PodConfig& pod, std::uint64_t seed) {
  Scenario mirror;
  double startS = 0.0;
  std::exception_ptr failure;
  QMetaObject::invokeMethod(
      m_worker,
      [w = m_worker, &d, &pod, seed, &mirror, &startS, &failure] {
        try {
          mirror = w->loadDrill(d, pod, seed, &startS);
        } catch (...) {
          failure = std::current_exception();
        }
      },
      Qt::BlockingQueuedConnection);
  if (failure) std::rethrow_exception(failure);
  m_comparisonLabel.clear();
  finishLoad(pod, seed, std::move(mirror));
  m_drill = d;
  m_drillStartS = startS;
  pollNow();
  emit sessionLoaded();
  emit scenarioChanged();
  // The warm-up's log (alarms standing at the drill's start) as a whole, once the views have
  // dropped the old session's.
  QMetaObject::invokeMethod(
      m_worker, [w = m_worker] { w->republishLog(); }, Qt::BlockingQueuedConnection);
  pollNow();
}

DrillPlayed SimController::drillPlayed() {
  DrillPlayed p;
  QMetaObject::invokeMethod(
      m_worker, [w = m_worker, &p] { p = w->drillPlayed(); }, Qt::BlockingQueuedConnection);
  return p;
}

std::vector<CheckpointMark> SimController::checkpoints(bool withHashes) {
  std::vector<CheckpointMark> out;
  if (!m_hasSession) return out;
  QMetaObject::invokeMethod(
      m_worker, [w = m_worker, &out, withHashes] { out = w->checkpoints(withHashes); },
      Qt::BlockingQueuedConnection);
  return out;
}

void SimController::backtrackTo(double tS) {
  if (!m_hasSession || !std::isfinite(tS)) return;
  pause();
  QMetaObject::invokeMethod(
      m_worker, [w = m_worker, tS] { w->backtrackTo(tS); }, Qt::BlockingQueuedConnection);
  pollNow();
}

std::uint64_t SimController::stateHash() {
  std::uint64_t h = 0;
  QMetaObject::invokeMethod(
      m_worker, [w = m_worker, &h] { h = w->stateHash(); }, Qt::BlockingQueuedConnection);
  return h;
}

bool SimController::resumeCheckpoint(const CheckpointFile& file, QString* error) {
  if (!m_hasSession) return false;
  bool ok = false;
  QMetaObject::invokeMethod(
      m_worker, [w = m_worker, &file, &ok, error] { ok = w->resume(file, error); },
      Qt::BlockingQueuedConnection);
  if (ok) {
    // A resumed checkpoint is a plain run: the drill it may have been part of is not in it.
    m_drill.reset();
    m_drillStartS = 0.0;
  }
  pollNow();
  return ok;
}

CheckpointFile SimController::checkpointFile() {
  CheckpointFile f;
  if (!m_hasSession) return f;
  QMetaObject::invokeMethod(
      m_worker, [w = m_worker, &f] { f = w->checkpointFile(); }, Qt::BlockingQueuedConnection);
  return f;
}

void SimController::setBacktrack(double intervalS, std::size_t budgetBytes) {
  if (!std::isfinite(intervalS) || intervalS <= 0.0) return;
  QMetaObject::invokeMethod(
      m_worker, [w = m_worker, intervalS, budgetBytes] { w->setBacktrack(intervalS, budgetBytes); },
      Qt::QueuedConnection);
}

BacktrackInfo SimController::backtrackInfo() {
  BacktrackInfo b;
  QMetaObject::invokeMethod(
      m_worker, [w = m_worker, &b] { b = w->backtrackInfo(); }, Qt::BlockingQueuedConnection);
  return b;
}

void SimController::setScenario(const Scenario& scenario) {
  Scenario mirror;
  QMetaObject::invokeMethod(
      m_worker, [w = m_worker, &scenario, &mirror] { mirror = w->setScenario(scenario); },
      Qt::BlockingQueuedConnection);
  m_scenario = std::move(mirror);
  pollNow();
  emit scenarioChanged();
}

void SimController::setComparison(const std::optional<PodConfig>& pod,
                                  const std::optional<Scenario>& scenario, const QString& label) {
  m_comparisonLabel = pod ? label : QString();
  m_comparisonPod = pod && scenario ? pod : std::nullopt;
  m_comparisonScenario = pod && scenario ? *scenario : Scenario{};
  QMetaObject::invokeMethod(
      m_worker, [w = m_worker, pod, scenario] { w->setComparison(pod, scenario); },
      Qt::QueuedConnection);
}

void SimController::branch(const QString& label) {
  if (!m_hasSession) return;
  Scenario mirror;
  QMetaObject::invokeMethod(
      m_worker, [w = m_worker, &mirror] { mirror = w->branch(); }, Qt::BlockingQueuedConnection);
  m_comparisonLabel = label;
  m_comparisonPod = m_pod;
  m_comparisonScenario = std::move(mirror);
  pollNow();
}

void SimController::injectComparison(const Event& e) {
  if (!m_hasSession || !m_comparisonPod) return;
  Scenario mirror;
  QMetaObject::invokeMethod(
      m_worker, [w = m_worker, &e, &mirror] { mirror = w->injectComparison(e); },
      Qt::BlockingQueuedConnection);
  m_comparisonScenario = std::move(mirror);
  pollNow();
}

void SimController::play() {
  if (!m_hasSession || m_running) return;
  m_running = true;
  QMetaObject::invokeMethod(
      m_worker, [w = m_worker] { w->setRunning(true); }, Qt::QueuedConnection);
  emit runningChanged(true);
}

void SimController::pause() {
  if (!m_running) return;
  m_running = false;
  QMetaObject::invokeMethod(
      m_worker, [w = m_worker] { w->setRunning(false); }, Qt::QueuedConnection);
  emit runningChanged(false);
}

void SimController::togglePlay() {
  m_running ? pause() : play();
}

void SimController::stepOnce() {
  if (!m_hasSession) return;
  pause();
  QMetaObject::invokeMethod(
      m_worker, [w = m_worker] { w->stepOnce(); }, Qt::QueuedConnection);
}

void SimController::reset() {
  if (!m_hasSession) return;
  QMetaObject::invokeMethod(
      m_worker, [w = m_worker] { w->reset(); }, Qt::QueuedConnection);
  sync();
  pollNow();
}

void SimController::jumpTo(double tS) {
  if (!m_hasSession || !std::isfinite(tS) || tS < 0.0) return;
  m_cancelJump = false;
  m_jumping = true;
  QMetaObject::invokeMethod(
      m_worker, [w = m_worker, tS] { w->jumpTo(tS); }, Qt::QueuedConnection);
}

void SimController::cancelJump() {
  if (m_jumping) m_cancelJump = true;
}

void SimController::setSpeed(double speed) {
  if (!std::isfinite(speed) || speed < 0.0) return;
  m_speed = speed;
  QMetaObject::invokeMethod(
      m_worker, [w = m_worker, speed] { w->setSpeed(speed); }, Qt::QueuedConnection);
  emit speedChanged(speed);
}

void SimController::inject(const Event& e) {
  if (!m_hasSession) return;
  Scenario mirror;
  QMetaObject::invokeMethod(
      m_worker, [w = m_worker, &e, &mirror] { mirror = w->inject(e); },
      Qt::BlockingQueuedConnection);
  m_scenario = std::move(mirror);
  emit scenarioChanged();
}

void SimController::pollNow() {
  ++m_polls;
  bool scenarioMoved = false;
  {
    std::lock_guard<std::mutex> lock(m_mutex);
    if (m_shared.serial == m_lastSerial) return;
    m_lastSerial = m_shared.serial;
    m_state.primary = m_shared.primary;
    m_state.comparison = m_shared.comparison;
    m_state.newLog = std::move(m_shared.newLog);
    m_shared.newLog.clear();
    m_state.comparisonNewLog = std::move(m_shared.comparisonNewLog);
    m_shared.comparisonNewLog.clear();
    m_state.comparisonLogWhole = m_shared.comparisonLogWhole;
    m_shared.comparisonLogWhole = false;
    m_state.rewoundToS = m_shared.rewoundToS;
    m_shared.rewoundToS.reset();
    if (m_shared.scenario) {
      m_scenario = std::move(*m_shared.scenario);
      m_shared.scenario.reset();
      scenarioMoved = true;
    }
    m_state.samples = std::move(m_shared.samples);
    m_shared.samples.clear();
    m_state.comparisonSamples = std::move(m_shared.comparisonSamples);
    m_shared.comparisonSamples.clear();
    m_state.achievedSpeed = m_shared.achievedSpeed;
    m_state.running = m_shared.running;
    m_state.serial = m_shared.serial;
  }
  emit snapshotReady();
  if (scenarioMoved) emit scenarioChanged();
}

void SimController::sync() {
  QMetaObject::invokeMethod(
      m_worker, [] {}, Qt::BlockingQueuedConnection);
}

std::string SimController::runCsv() {
  std::string out;
  QMetaObject::invokeMethod(
      m_worker, [w = m_worker, &out] { out = w->csv(); }, Qt::BlockingQueuedConnection);
  return out;
}

}  // namespace podtwin::gui

#include "sim_controller.moc"
