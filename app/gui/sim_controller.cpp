#include "gui/sim_controller.h"

#include <spdlog/spdlog.h>

#include <QElapsedTimer>
#include <QMetaObject>
#include <algorithm>
#include <cmath>
#include <deque>
#include <exception>
#include <limits>

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
    m_cmp.reset();
    if (m_cmpPod && m_cmpScenario) {
      m_cmp = std::make_unique<Simulation>(*m_cmpPod, *m_cmpScenario, m_seed);
    }
    m_initial = takeCheckpoint();
    m_ring.clear();
    m_ringBytes = 0;
    m_csvRows.clear();
    m_samples.clear();
    m_csvColumns = runColumns(m_pod);
    m_nextCsvS = 0.0;
    recordCsv();
    m_jumpTarget.reset();
    m_scenarioChanged = true;
    anchorPace();
    publish();
    schedule();
    return m_sim->scenario();
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
    }
    m_csvRows.clear();
    m_samples.clear();
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
      if (!checkTarget(e.spec(), e.target, &m_cmp->counts())) m_cmp->inject(e);
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
               !m_ctl->m_cancelJump.load()) {
          stepBoth();
        }
        const double span = std::max(*m_jumpTarget - m_jumpStartS, 1e-9);
        const double fraction = std::clamp((m_sim->timeS() - m_jumpStartS) / span, 0.0, 1.0);
        const bool cancelled = m_ctl->m_cancelJump.exchange(false);
        const bool done = m_sim->timeS() + 1e-9 >= *m_jumpTarget;
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
        while (m_sim->timeS() + 0.5 * m_sim->dtS() < target && wallS() < budgetEnd) stepBoth();
      } else {
        while (wallS() < budgetEnd) stepBoth();
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

  RingEntry takeCheckpoint() const {
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
      }
    }
    const double now = m_sim->timeS();
    const std::size_t n = m_csvColumns.size();
    std::size_t keep = n > 0 ? m_csvRows.size() / n : 0;
    while (keep > 0 && m_csvRows[(keep - 1) * n] > now + 1e-9) --keep;
    m_csvRows.resize(keep * n);
    m_nextCsvS = keep > 0 ? m_csvRows[(keep - 1) * n] + SimController::kCsvIntervalS : 0.0;
    if (keep == 0) recordCsv();
    m_samples.erase(std::remove_if(m_samples.begin(), m_samples.end(),
                                   [now](const Snapshot& x) { return x.timeS > now + 1e-9; }),
                    m_samples.end());
    m_rewoundToS = now;
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
  void stepBoth() {
    m_sim->step();
    if (m_cmp && m_cmp->timeS() + 1e-9 < m_sim->timeS()) m_cmp->step();
    if (m_sim->timeS() + 1e-9 >= m_nextCsvS) recordCsv();
    maybeCheckpoint();
  }
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
    if (m_samples.size() >= SimController::kMaxPendingSamples)
      m_samples.erase(m_samples.begin(),
                      m_samples.begin() + static_cast<std::ptrdiff_t>(m_samples.size() / 2));
    m_samples.push_back(m_csvSnapshot);
    std::swap(racks, m_csvSnapshot.racks);
    std::swap(links, m_csvSnapshot.links);
  }
  void schedule() {
    if (!m_sim) return;
    const bool busy = m_jumpTarget || m_running || (m_cmp && m_cmp->timeS() < m_sim->timeS());
    if (!busy) return;
    const int interval = (m_jumpTarget || m_speed <= 0.0) ? 0 : kPaceIntervalMs;
    m_timer.start(interval);
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
    if (m_rewoundToS) {
      // The run went back: the GUI drops what it showed after that time and takes the whole log.
      sh.rewoundToS = sh.rewoundToS ? std::min(*sh.rewoundToS, *m_rewoundToS) : *m_rewoundToS;
      sh.newLog = m_sim->log().all();
      sh.samples.erase(
          std::remove_if(sh.samples.begin(), sh.samples.end(),
                         [t = *m_rewoundToS](const Snapshot& x) { return x.timeS > t + 1e-9; }),
          sh.samples.end());
      m_rewoundToS.reset();
    } else {
      sh.newLog.insert(sh.newLog.end(), m_primary.recentLog.begin(), m_primary.recentLog.end());
    }
    if (m_scenarioChanged) {
      sh.scenario = m_sim->scenario();
      m_scenarioChanged = false;
    }
    if (sh.samples.size() + m_samples.size() > SimController::kMaxPendingSamples)
      sh.samples.clear();  // the GUI has not polled for a long time; keep the newest
    sh.samples.insert(sh.samples.end(), std::make_move_iterator(m_samples.begin()),
                      std::make_move_iterator(m_samples.end()));
    m_samples.clear();
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
  Snapshot m_primary;
  Snapshot m_csvSnapshot;
  std::vector<RunColumn> m_csvColumns;
  std::vector<double> m_csvRows;    ///< row-major, m_csvColumns.size() values per row
  std::vector<Snapshot> m_samples;  ///< chart samples not yet published
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
  m_pod = pod;
  m_seed = seed;
  m_hasSession = true;
  m_jumping = false;
  {
    std::lock_guard<std::mutex> lock(m_mutex);
    m_shared.newLog.clear();
    m_shared.samples.clear();
    m_shared.rewoundToS.reset();
  }
  m_scenario = std::move(mirror);
  if (m_running) {
    m_running = false;
    emit runningChanged(false);
  }
  pollNow();
  emit sessionLoaded();
  emit scenarioChanged();
}

bool SimController::resumeCheckpoint(const CheckpointFile& file, QString* error) {
  if (!m_hasSession) return false;
  bool ok = false;
  QMetaObject::invokeMethod(
      m_worker, [w = m_worker, &file, &ok, error] { ok = w->resume(file, error); },
      Qt::BlockingQueuedConnection);
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
  QMetaObject::invokeMethod(
      m_worker, [w = m_worker, pod, scenario] { w->setComparison(pod, scenario); },
      Qt::QueuedConnection);
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
  bool scenarioMoved = false;
  {
    std::lock_guard<std::mutex> lock(m_mutex);
    if (m_shared.serial == m_lastSerial) return;
    m_lastSerial = m_shared.serial;
    m_state.primary = m_shared.primary;
    m_state.comparison = m_shared.comparison;
    m_state.newLog = std::move(m_shared.newLog);
    m_shared.newLog.clear();
    m_state.rewoundToS = m_shared.rewoundToS;
    m_shared.rewoundToS.reset();
    if (m_shared.scenario) {
      m_scenario = std::move(*m_shared.scenario);
      m_shared.scenario.reset();
      scenarioMoved = true;
    }
    m_state.samples = std::move(m_shared.samples);
    m_shared.samples.clear();
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
