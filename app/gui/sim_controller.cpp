#include "gui/sim_controller.h"

#include <spdlog/spdlog.h>

#include <QElapsedTimer>
#include <QMetaObject>
#include <algorithm>
#include <cmath>

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

/// Lives on the worker thread; only touched there (commands arrive as queued functors).
class SimWorker : public QObject {
  Q_OBJECT

 public:
  explicit SimWorker(SimController* ctl) : m_ctl(ctl), m_timer(this) {
    m_timer.setSingleShot(true);
    m_timer.setTimerType(Qt::PreciseTimer);
    connect(&m_timer, &QTimer::timeout, this, &SimWorker::onTick);
    m_wall.start();
  }

  void load(const PodConfig& pod, const Scenario& scenario, std::uint64_t seed) {
    m_pod = pod;
    m_scenario = scenario;
    m_seed = seed;
    rebuild();
  }
  void setScenario(const Scenario& scenario) {
    m_scenario = scenario;
    rebuild();
  }
  void setComparison(std::optional<PodConfig> pod, std::optional<Scenario> scenario) {
    m_cmpPod = std::move(pod);
    m_cmpScenario = std::move(scenario);
    m_cmp.reset();
    if (m_cmpPod && m_cmpScenario) {
      m_cmp = std::make_unique<Simulation>(*m_cmpPod, *m_cmpScenario, m_seed);
    }
    publish();
    schedule();
  }
  void rebuild() {
    m_sim = std::make_unique<Simulation>(m_pod, m_scenario, m_seed);
    if (m_cmpPod && m_cmpScenario) {
      m_cmp = std::make_unique<Simulation>(*m_cmpPod, *m_cmpScenario, m_seed);
    }
    m_csvRows.clear();
    m_samples.clear();
    m_csvColumns = runColumns(m_pod);
    m_nextCsvS = 0.0;
    recordCsv();
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
  void stepOnce() {
    if (!m_sim) return;
    stepBoth();
    publish();
  }
  void jumpTo(double tS) {
    if (!m_sim) return;
    if (tS + 1e-9 < m_sim->timeS()) rebuild();  // deterministic: replaying gives the same past
    m_jumpTarget = tS;
    m_jumpStartS = m_sim->timeS();
    schedule();
  }
  double inject(const Event& e) {
    if (!m_sim) return 0.0;
    m_sim->inject(e);
    if (m_cmp) {
      if (!checkTarget(e.spec(), e.target, &m_cmp->counts())) m_cmp->inject(e);
    }
    return m_sim->timeS();
  }
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
    sh.newLog.insert(sh.newLog.end(), m_primary.recentLog.begin(), m_primary.recentLog.end());
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
  Scenario m_scenario;
  std::uint64_t m_seed = 1;
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
  m_pod = pod;
  m_scenario = scenario;
  m_scenario.sortEvents();
  m_seed = seed;
  m_hasSession = true;
  m_jumping = false;
  {
    std::lock_guard<std::mutex> lock(m_mutex);
    m_shared.newLog.clear();
    m_shared.samples.clear();
  }
  QMetaObject::invokeMethod(
      m_worker, [w = m_worker, pod, sc = m_scenario, seed] { w->load(pod, sc, seed); },
      Qt::QueuedConnection);
  if (m_running) {
    m_running = false;
    emit runningChanged(false);
  }
  sync();
  pollNow();
  emit sessionLoaded();
  emit scenarioChanged();
}

void SimController::setScenario(const Scenario& scenario) {
  m_scenario = scenario;
  m_scenario.sortEvents();
  QMetaObject::invokeMethod(
      m_worker, [w = m_worker, sc = m_scenario] { w->setScenario(sc); }, Qt::QueuedConnection);
  sync();
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
      m_worker, [w = m_worker] { w->rebuild(); }, Qt::QueuedConnection);
  sync();
  pollNow();
  emit sessionLoaded();
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
  double tS = 0.0;
  QMetaObject::invokeMethod(
      m_worker, [w = m_worker, e, &tS] { tS = w->inject(e); }, Qt::BlockingQueuedConnection);
  Event recorded = e;
  recorded.t_s = tS;
  recorded.index = -1;
  m_scenario.events.push_back(recorded);
  m_scenario.sortEvents();
  emit scenarioChanged();
}

void SimController::pollNow() {
  {
    std::lock_guard<std::mutex> lock(m_mutex);
    if (m_shared.serial == m_lastSerial) return;
    m_lastSerial = m_shared.serial;
    m_state.primary = m_shared.primary;
    m_state.comparison = m_shared.comparison;
    m_state.newLog = std::move(m_shared.newLog);
    m_shared.newLog.clear();
    m_state.samples = std::move(m_shared.samples);
    m_shared.samples.clear();
    m_state.achievedSpeed = m_shared.achievedSpeed;
    m_state.running = m_shared.running;
    m_state.serial = m_shared.serial;
  }
  emit snapshotReady();
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
