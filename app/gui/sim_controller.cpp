#include "gui/sim_controller.h"

#include "gui/sim_worker.h"

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
  // dropped the old session's; it arrives with the next poll.
  QMetaObject::invokeMethod(
      m_worker, [w = m_worker] { w->republishLog(); }, Qt::QueuedConnection);
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
  QMetaObject::invokeMethod(
      m_worker, [w = m_worker, e] { w->injectComparison(e); }, Qt::QueuedConnection);
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
  QMetaObject::invokeMethod(
      m_worker, [w = m_worker, e] { w->inject(e); }, Qt::QueuedConnection);
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
    if (m_shared.comparisonScenario) {
      m_comparisonScenario = std::move(*m_shared.comparisonScenario);
      m_shared.comparisonScenario.reset();
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
