#include "gui/sim_worker.h"

#include <spdlog/spdlog.h>
#include <atomic>

#include <QMetaObject>
#include <algorithm>
#include <cmath>
#include <exception>
#include <limits>

namespace podtwin::gui {

Scenario SimWorker::loadDrill(const drill::Drill& d, const PodConfig& pod, std::uint64_t seed,
                              double* startS) {
  std::unique_ptr<Simulation> sim = drill::startDrill(d, pod, seed);
  m_pod = sim->pod();
  m_seed = seed;
  m_sim = std::move(sim);
  m_cmp.reset();
  DrillMonitor mon;
  mon.t0 = m_sim->timeS();
  mon.startTick = m_sim->tick();
  mon.totalTicks = static_cast<std::uint64_t>(std::ceil(d.durationS / m_sim->dtS() - 1e-9));
  mon.schedule = drill::MalfunctionSchedule(d, seed);
  m_drill = std::move(mon);
  *startS = m_drill->t0;
  startSession();
  return m_sim->scenario();
}

bool SimWorker::resume(const CheckpointFile& file, QString* error) {
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
  m_backtrack.ring.clear();
  m_backtrack.bytes = 0;
  m_cmp.reset();
  if (m_cmpPod && m_cmpScenario) {
    m_cmp = std::make_unique<Simulation>(*m_cmpPod, *m_cmpScenario, m_seed);
    m_cmpLogWhole = true;
  }
  m_rec.csvRows.clear();
  m_rec.samples.clear();
  m_rec.cmpSamples.clear();
  m_rec.nextCsvS = m_sim->timeS();
  recordCsv();
  m_rewoundToS = m_sim->timeS();
  m_scenarioChanged = true;
  anchorPace();
  publish();
  schedule();
  return true;
}

void SimWorker::inject(const Event& e) {
  if (!m_sim) return;
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
}

void SimWorker::onTick() {
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
      double target = m_pace.sim0 + m_speed * (t0 - m_pace.wall0);
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

void SimWorker::rewindTo(double tS) {
  while (!m_backtrack.ring.empty() && m_backtrack.ring.back().primary.timeS > tS + 1e-9) {
    m_backtrack.bytes -= m_backtrack.ring.back().bytes();
    m_backtrack.ring.pop_back();
  }
  const RingEntry& e = m_backtrack.ring.empty() ? m_backtrack.initial : m_backtrack.ring.back();
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
  const std::size_t n = m_rec.csvColumns.size();
  std::size_t keep = n > 0 ? m_rec.csvRows.size() / n : 0;
  while (keep > 0 && m_rec.csvRows[(keep - 1) * n] > now + 1e-9) --keep;
  m_rec.csvRows.resize(keep * n);
  m_rec.nextCsvS = keep > 0 ? m_rec.csvRows[(keep - 1) * n] + SimController::kCsvIntervalS : 0.0;
  if (keep == 0) recordCsv();
  cutSamplesAfter(m_rec.samples, m_rec.cmpSamples, now);
  m_rewoundToS = now;
  if (m_drill) drillRewound();
}

bool SimWorker::stepBoth() {
  if (m_drill && !drillBeforeStep()) return false;
  m_sim->step();
  if (m_cmp && m_cmp->timeS() + 1e-9 < m_sim->timeS()) m_cmp->step();
  if (m_sim->timeS() + 1e-9 >= m_rec.nextCsvS) recordCsv();
  maybeCheckpoint();
  if (m_drill) drillAfterStep();
  return true;
}

bool SimWorker::drillBeforeStep() {
  DrillMonitor& d = *m_drill;
  if (drillOver()) {
    endDrill();
    return false;
  }
  const double now = m_sim->timeS() - d.t0;
  for (drill::MalfunctionSchedule::Due& due : d.schedule.takeDue(now)) {
    m_sim->inject(std::move(due.event));
    m_scenarioChanged = true;
  }
  return true;
}

void SimWorker::drillAfterStep() {
  DrillMonitor& d = *m_drill;
  if (d.schedule.waitingForTrigger()) {
    m_sim->fillSnapshot(m_drillSnapshot, false);
    d.schedule.checkTriggers(m_drillSnapshot, m_sim->timeS() - d.t0);
  }
  if (drillOver()) endDrill();
}

void SimWorker::endDrill() {
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

void SimWorker::drillRewound() {
  DrillMonitor& d = *m_drill;
  const double now = m_sim->timeS() - d.t0;
  Scenario sc = m_sim->scenario();
  const auto unapplied = d.schedule.rewindTo(now);
  for (const auto& [i, appliedS] : unapplied) {
    const Event& m = d.schedule.event(i);
    const double at = d.t0 + appliedS;
    const auto it = std::find_if(sc.events.begin(), sc.events.end(), [&](const Event& e) {
      return e.injected() && e.source == EventSource::Failure && e.type == m.type &&
             e.target == m.target && std::abs(e.t_s - at) < 1e-6;
    });
    if (it != sc.events.end()) sc.events.erase(it);
  }
  const bool changed = !unapplied.empty();
  if (changed) {
    m_sim->setScenario(sc);
    m_scenarioChanged = true;
  }
  if (!drillOver()) d.endNotified = false;
}

DrillPlayed SimWorker::drillPlayed() const {
  DrillPlayed p;
  if (!m_drill) return p;
  const drill::MalfunctionSchedule& schedule = m_drill->schedule;
  const double t0 = m_drill->t0;
  p.firedS = schedule.appliedS();
  // The session's injections since the drill began: the trainee's actions, the drill's own
  // malfunctions (matched by time, type and target) and the instructor's inserted ones.
  std::vector<std::uint8_t> matched(p.firedS.size(), 0);
  for (const Event& e : m_sim->scenario().events) {
    if (!e.injected() || e.t_s < t0 - 1e-9) continue;
    const double at = e.t_s - t0;
    if (e.source == EventSource::Operator) {
      drill::Action a;
      a.event = e;
      a.atS = at;
      p.actions.push_back(std::move(a));
      continue;
    }
    bool ofDrill = false;
    for (std::size_t i = 0; i < p.firedS.size() && !ofDrill; ++i) {
      const Event& m = schedule.event(i);
      if (!matched[i] && !std::isnan(p.firedS[i]) && std::abs(p.firedS[i] - at) < 1e-6 &&
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

void SimWorker::backtrackTo(double tS) {
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

void SimWorker::recordChartSample() {
  RackArrays racks;
  std::vector<LinkSnapshot> links;
  std::swap(racks, m_rec.csvSnapshot.racks);
  std::swap(links, m_rec.csvSnapshot.links);
  if (m_rec.samples.size() >= SimController::kMaxPendingSamples) {
    const auto half = static_cast<std::ptrdiff_t>(m_rec.samples.size() / 2);
    m_rec.samples.erase(m_rec.samples.begin(), m_rec.samples.begin() + half);
    m_rec.cmpSamples.erase(m_rec.cmpSamples.begin(), m_rec.cmpSamples.begin() + half);
  }
  m_rec.samples.push_back(m_rec.csvSnapshot);
  std::swap(racks, m_rec.csvSnapshot.racks);
  std::swap(links, m_rec.csvSnapshot.links);
  // The comparison run's sample at the same time, when it is in step.
  std::optional<Snapshot> cmp;
  if (m_cmp && std::fabs(m_cmp->timeS() - m_sim->timeS()) < 1e-9) {
    cmp.emplace();
    m_cmp->fillSnapshot(*cmp, false);
    cmp->racks = {};
    cmp->links.clear();
  }
  m_rec.cmpSamples.push_back(std::move(cmp));
}

std::shared_ptr<Snapshot> SimWorker::freeBuffer(std::vector<std::shared_ptr<Snapshot>>& pool) {
  for (const auto& p : pool) {
    if (p.use_count() == 1) {
      // The GUI dropped its reference with a release decrement; this fence orders its last reads
      // of the buffer before the writes that refill it.
      std::atomic_thread_fence(std::memory_order_acquire);
      return p;
    }
  }
  // Three buffers cover the one published, the one the GUI shows and the one being filled.
  pool.push_back(std::make_shared<Snapshot>());
  if (pool.size() > 3) pool.erase(pool.begin());
  return pool.back();
}

void SimWorker::publishComparisonLog(PublishedState& sh, const Snapshot* cmp) {
  if (m_cmpLogWhole || m_rewoundToS) {
    sh.comparisonNewLog = m_cmp ? m_cmp->log().all() : std::vector<LogEntry>{};
    sh.comparisonLogWhole = true;
    m_cmpLogWhole = false;
  } else if (cmp) {
    sh.comparisonNewLog.insert(sh.comparisonNewLog.end(), cmp->recentLog.begin(),
                               cmp->recentLog.end());
  }
}

void SimWorker::publish() {
  if (!m_sim) return;
  // Filled outside the lock, in buffers no one else holds; handed over by a pointer swap.
  const std::shared_ptr<Snapshot> primary = freeBuffer(m_primaryPool);
  m_sim->fillSnapshot(*primary, true);
  std::shared_ptr<Snapshot> cmp;
  if (m_cmp) {
    cmp = freeBuffer(m_cmpPool);
    m_cmp->fillSnapshot(*cmp, true);
  }
  std::lock_guard<std::mutex> lock(m_ctl->m_mutex);
  auto& sh = m_ctl->m_shared;
  publishComparisonLog(sh, cmp.get());
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
    sh.newLog.insert(sh.newLog.end(), primary->recentLog.begin(), primary->recentLog.end());
  }
  m_undrainedLog.clear();
  if (m_scenarioChanged) {
    sh.scenario = m_sim->scenario();
    m_scenarioChanged = false;
  }
  if (m_cmpScenarioChanged) {
    sh.comparisonScenario = m_cmpScenario ? *m_cmpScenario : Scenario{};
    m_cmpScenarioChanged = false;
  }
  if (sh.samples.size() + m_rec.samples.size() > SimController::kMaxPendingSamples) {
    sh.samples.clear();  // the GUI has not polled for a long time; keep the newest
    sh.comparisonSamples.clear();
  }
  sh.samples.insert(sh.samples.end(), std::make_move_iterator(m_rec.samples.begin()),
                    std::make_move_iterator(m_rec.samples.end()));
  sh.comparisonSamples.insert(sh.comparisonSamples.end(),
                              std::make_move_iterator(m_rec.cmpSamples.begin()),
                              std::make_move_iterator(m_rec.cmpSamples.end()));
  m_rec.samples.clear();
  m_rec.cmpSamples.clear();
  sh.primary = primary;
  sh.comparison = std::move(cmp);
  sh.achievedSpeed = m_running ? m_pace.achieved : 0.0;
  sh.running = m_running;
  ++sh.serial;
}
}  // namespace podtwin::gui
