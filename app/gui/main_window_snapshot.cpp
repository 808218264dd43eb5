// MainWindow's per-tick work: a published state into every view, and the status bar.

#include <QAction>
#include <QCoreApplication>
#include <QDockWidget>
#include <QEvent>
#include <QLabel>
#include <QLocale>
#include <algorithm>
#include <functional>

#include "charts/pod_charts.h"
#include "diagrams/diagram_view.h"
#include "fabric/fabric_view.h"
#include "gui/comparison_workbench.h"
#include "gui/instructor_station.h"
#include "gui/main_window.h"
#include "gui/presenter_mode.h"
#include "gui/run_log_feed.h"
#include "instruments/sensor_bank.h"
#include "panels/alarm_list_view.h"
#include "panels/inspector_panel.h"
#include "panels/kpi_tiles.h"
#include "panels/panel_format.h"
#include "panels/timeline_editor.h"

namespace podtwin::gui {

void MainWindow::onSnapshot() {
  const PublishedState& st = m_ctl->state();
  if (!m_ctl->hasSession()) return;
  // A trainee sees the instruments' readings (lag, noise, resolution, sensor faults), not the
  // model's truth: every view gets the snapshot with the measured fields overwritten.
  Snapshot seen;
  if (m_trainee) {
    seen = *st.primary;
    instruments::applyReadings(seen);
  }
  const Snapshot& s = m_trainee ? seen : *st.primary;
  m_holdCompose = true;
  if (st.rewoundToS) {
    // The run went back: what was shown after that time did not happen (any more).
    m_docks.charts->truncateAfter(*st.rewoundToS);
    m_docks.singleLine->clearLog();
    m_docks.coolingPid->clearLog();
    m_docks.kpis->clearHistory();
    m_presenter->clearHistory();
  }
  // One chart sample per simulated second in between, then the newest state (with the comparison
  // run's at the same times, drawn while comparing).
  for (std::size_t i = 0; i < st.samples.size(); ++i) {
    const std::optional<Snapshot>* b =
        i < st.comparisonSamples.size() ? &st.comparisonSamples[i] : nullptr;
    if (st.samples[i].timeS >= s.timeS) continue;
    if (m_trainee) {
      Snapshot sample = st.samples[i];
      instruments::applyReadings(sample);
      m_docks.charts->appendSnapshot(sample, b && *b ? &**b : nullptr);
    } else {
      m_docks.charts->appendSnapshot(st.samples[i], b && *b ? &**b : nullptr);
    }
  }
  m_docks.charts->appendSnapshot(s, st.comparison.get());
  // The log and the alarm list follow the run the 3D view shows; the diagrams draw A.
  m_docks.logFeed->update(st);
  if (!st.newLog.empty()) {
    m_docks.singleLine->appendLog(st.newLog);
    m_docks.coolingPid->appendLog(st.newLog);
  }
  m_docks.alarms->setTimeS(s.timeS);
  m_docks.timeline->setCurrentTimeS(s.timeS);
  m_docks.fabric->updateSnapshot(s);
  m_docks.singleLine->updateSnapshot(s);
  m_docks.coolingPid->updateSnapshot(s);
  m_docks.inspector->updateSnapshot(s);
  m_station->refresh();  // the drill clock, schedule and checkpoints, in this snapshot's compose
  if (m_docks.kpiDock->isVisible()) m_docks.kpis->updateSnapshot(s);
  if (m_trainee) {
    PublishedState shown = st;
    shown.primary = std::make_shared<const Snapshot>(std::move(seen));
    m_compare->updateState(shown);  // and the 3D view
    m_presenter->updateState(shown);
  } else {
    m_compare->updateState(st);  // B's KPI values, the Comparison panel, and A or B in 3D
    m_presenter->updateState(st);
  }
  updateStatus();
  settleViews();
  m_holdCompose = false;
  if (m_composeHeld) {
    // The one compose of this snapshot, after everything the snapshot changed is marked.
    m_composeHeld = false;
    QCoreApplication::postEvent(this, new QEvent(QEvent::UpdateRequest), Qt::LowEventPriority);
  }
}

void MainWindow::settleViews() {
  // A label's new text invalidates its layout, and each layout's activation invalidates its
  // parent's, one level per event-loop pass (label, tile, tiles, dock, window): without this the
  // levels would arrive in separate passes and each could trigger a compose of its own.
  constexpr int kLayoutLevels = 6;
  for (int level = 0; level < kLayoutLevels; ++level) {
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
  }
  m_docks.charts->settle();
}

QString MainWindow::statusPodText() const {
  return m_status.pod->text();
}

QString MainWindow::statusAlarmsText() const {
  return m_status.alarms->text();
}

QString MainWindow::statusTimeText() const {
  return m_status.time->text();
}
QString MainWindow::statusSpeedText() const {
  return m_status.speed->text();
}

void MainWindow::updateStatus() {
  const Snapshot& s = m_ctl->snapshot();
  m_status.time->setText(tr("t = %1").arg(formatSimTime(s.timeS)));
  const double req = m_ctl->speed();
  const QString reqText = req <= 0.0 ? tr("max") : tr("%1×").arg(QLocale().toString(req, 'g', 4));
  const double got = m_ctl->achievedSpeed();
  m_status.speed->setText(
      m_ctl->isRunning()
          ? tr("speed %1× of %2").arg(views::formatNumber(got, got < 10 ? 2 : 0), reqText)
          : tr("paused (%1)").arg(reqText));
  QString job;
  if (!m_ctl->hasSession())
    job = tr("no pod loaded");
  else if (s.racksTripped > 0)
    job = tr("job: %1 racks tripped").arg(s.racksTripped);
  else if (s.jobRunning)
    job = tr("job: training, MFU %1 %").arg(views::formatNumber(100.0 * s.mfu, 1));
  else
    job = tr("job: idle");
  m_status.job->setText(job);
  // From the alarm list: what is active, and what the operator has not acknowledged yet.
  const int alarms = m_docks.alarms->alarms().activeCount();
  const int unacked = m_docks.alarms->alarms().unacknowledgedCount();
  m_status.alarms->setText(
      m_docks.logFeed->showsB()
          ? tr("run B: alarms: %1 · unacknowledged: %2").arg(alarms).arg(unacked)
          : tr("alarms: %1 · unacknowledged: %2").arg(alarms).arg(unacked));
  m_actions.value(QStringLiteral("alarm_ack_all"))->setEnabled(unacked > 0);
  m_status.alarms->setStyleSheet(unacked > 0 ? QStringLiteral("color: #ff6b5a; font-weight: bold;")
                                             : QString());
  QString pod;
  if (m_ctl->hasSession()) {
    const auto& events = m_ctl->scenario().events;
    const auto injected =
        std::count_if(events.begin(), events.end(), std::mem_fn(&Event::injected));
    pod = tr("%1 · %2 racks · scenario %3")
              .arg(QString::fromStdString(m_ctl->pod().name))
              .arg(m_ctl->pod().racks.count)
              .arg(QString::fromStdString(m_ctl->scenario().name));
    if (injected > 0) pod += tr(" + %n injected", nullptr, static_cast<int>(injected));
  }
  m_status.pod->setText(pod);
}

}  // namespace podtwin::gui
