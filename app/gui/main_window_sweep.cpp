// MainWindow: the Study menu — run a parameter sweep beside the live simulation, watch its cases
// arrive in the Sweep results dock (table, histogram, percentiles), cancel it, export it.

#include <spdlog/spdlog.h>

#include <QDockWidget>
#include <QFileDialog>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QStatusBar>

#include "core/config_error.h"
#include "gui/main_window.h"
#include "gui/sweep_controller.h"
#include "gui/sweep_dialog.h"
#include "panels/panel_format.h"
#include "panels/sweep_results_view.h"

namespace podtwin::gui {

namespace {
/// Every issue of a ConfigError, one per line ("file:line: /path: reason").
QString sweepErrorText(const ConfigError& e) {
  QStringList lines;
  for (const auto& issue : e.issues()) lines << QString::fromStdString(issue.toString());
  if (lines.isEmpty()) lines << QString::fromUtf8(e.what());
  return lines.join(QLatin1Char('\n'));
}

/// The histogram's first column: the battery's lowest SOC, else throttled GPU-hours, else the last.
int defaultHistogramColumn(const QStringList& columns) {
  for (const char* name : {"min_soc", "throttled_gpu_hours"}) {
    const auto i = static_cast<int>(columns.indexOf(QString::fromLatin1(name)));
    if (i >= 0) return i;
  }
  return static_cast<int>(columns.size()) - 1;
}
}  // namespace

void MainWindow::buildSweep() {
  m_sweep = new SweepController(this);
  m_sweepView = new views::SweepResultsView(this);
  m_sweepDock = new QDockWidget(this);
  m_sweepDock->setObjectName(QStringLiteral("dock_sweep"));
  m_sweepDock->setWidget(m_sweepView);
  m_sweepDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable |
                           QDockWidget::DockWidgetClosable);
  // A tab beside the charts: the right column has the height a table over a histogram needs.
  addDockWidget(Qt::RightDockWidgetArea, m_sweepDock);
  tabifyDockWidget(m_fabricDock, m_sweepDock);
  m_sweepDock->hide();
  m_chartsDock->raise();

  connect(makeAction(QStringLiteral("sweep_run"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R)),
          &QAction::triggered, this, &MainWindow::runSweepDialog);
  connect(
      makeAction(QStringLiteral("sweep_cancel"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C)),
      &QAction::triggered, m_sweep, &SweepController::cancel);
  connect(
      makeAction(QStringLiteral("sweep_export"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E)),
      &QAction::triggered, this, &MainWindow::exportSweepDialog);
  m_studyMenu = new QMenu(this);
  m_studyMenu->setObjectName(QStringLiteral("menu_study"));
  m_studyMenu->addAction(m_actions.value(QStringLiteral("sweep_run")));
  m_studyMenu->addAction(m_actions.value(QStringLiteral("sweep_cancel")));
  m_studyMenu->addAction(m_actions.value(QStringLiteral("sweep_export")));
  m_studyMenu->addSeparator();
  // The dock toggle continues View → Panels' Ctrl+Shift+1…6.
  m_sweepDock->toggleViewAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_7));
  bringToFrontOrHide(m_sweepDock);
  m_studyMenu->addAction(m_sweepDock->toggleViewAction());
  menuBar()->insertMenu(m_viewMenu->menuAction(), m_studyMenu);
  m_docksMenu->addAction(m_sweepDock->toggleViewAction());

  connect(m_sweep, &SweepController::caseFinished, m_sweepView,
          &views::SweepResultsView::appendRow);
  connect(m_sweep, &SweepController::progress, m_sweepView, &views::SweepResultsView::setProgress);
  connect(m_sweep, &SweepController::finished, this, &MainWindow::onSweepFinished);
  connect(m_sweepView, &views::SweepResultsView::cancelRequested, m_sweep,
          &SweepController::cancel);
  connect(m_sweepView, &views::SweepResultsView::exportRequested, this,
          &MainWindow::exportSweepDialog);
  updateSweepActions();
}

void MainWindow::retranslateSweep() {
  auto set = [this](const char* name, const QString& text, const QString& tip) {
    QAction* act = m_actions.value(QString::fromLatin1(name));
    act->setText(text);
    act->setToolTip(withShortcut(tip, act->shortcut()));
  };
  set("sweep_run", tr("&Run sweep…"),
      tr("Run a parameter sweep or Monte-Carlo study beside the live run"));
  set("sweep_cancel", tr("&Cancel sweep"), tr("Stop the sweep; finished cases are kept"));
  set("sweep_export", tr("&Export sweep CSV…"), tr("Write the sweep's cases table"));
  m_studyMenu->setTitle(tr("St&udy"));
  m_sweepDock->setWindowTitle(tr("Sweep results"));
}

void MainWindow::updateSweepActions() {
  const bool running = m_sweep->isRunning();
  m_actions.value(QStringLiteral("sweep_run"))->setEnabled(!running);
  m_actions.value(QStringLiteral("sweep_cancel"))->setEnabled(running);
  m_actions.value(QStringLiteral("sweep_export"))->setEnabled(!m_sweep->rows().empty());
}

bool MainWindow::startSweep(const QString& specRef, int threads, const QString& outDir,
                            QString* error) {
  if (m_sweep->isRunning()) {
    const QString text = tr("A sweep is already running; cancel it first.");
    if (error) *error = text;
    showError(tr("Cannot run sweep"), text);
    return false;
  }
  study::SweepSpec spec;
  try {
    spec = SweepController::loadSpec(specRef);
  } catch (const ConfigError& e) {
    const QString text = sweepErrorText(e);
    if (error) *error = text;
    showError(tr("Cannot run sweep"),
              tr("The sweep spec was not loaded; the previous results are kept.\n\n%1").arg(text));
    return false;
  } catch (const std::exception& e) {
    const QString text = QString::fromUtf8(e.what());
    if (error) *error = text;
    showError(tr("Cannot run sweep"),
              tr("The sweep spec was not loaded; the previous results are kept.\n\n%1").arg(text));
    return false;
  }
  const QStringList columns = SweepController::columns(spec);
  m_sweepView->setResults(columns, {});
  m_sweepView->setHistogramColumn(defaultHistogramColumn(columns));
  m_sweepRef = specRef;
  m_sweep->start(std::move(spec), threads, outDir);
  m_sweepDock->show();
  m_sweepDock->raise();
  updateSweepActions();
  statusBar()->showMessage(tr("Sweep %1: %2 cases on %3 threads")
                               .arg(specRef)
                               .arg(m_sweep->total())
                               .arg(m_sweep->threads()),
                           6000);
  return true;
}

void MainWindow::runSweepDialog() {
  SweepDialog dlg(this);
  QSettings settings;
  dlg.setSpecRef(
      settings.value(QStringLiteral("sweep/spec"), QStringLiteral("builtin:battery_size_mc"))
          .toString());
  dlg.setThreads(settings.value(QStringLiteral("sweep/threads"), 0).toInt());
  dlg.setOutDir(settings.value(QStringLiteral("sweep/outDir")).toString());
  if (dlg.exec() != QDialog::Accepted) return;
  settings.setValue(QStringLiteral("sweep/spec"), dlg.specRef());
  settings.setValue(QStringLiteral("sweep/threads"), dlg.threads());
  settings.setValue(QStringLiteral("sweep/outDir"), dlg.outDir());
  startSweep(dlg.specRef(), dlg.threads(), dlg.outDir());
}

bool MainWindow::exportSweepCsv(const QString& path, QString* error) {
  if (!m_sweep->exportCsv(path)) {
    if (error) *error = m_sweep->errorText();
    showError(tr("Export sweep CSV"), m_sweep->errorText());
    return false;
  }
  statusBar()->showMessage(tr("Saved %1").arg(path), 4000);
  return true;
}

void MainWindow::exportSweepDialog() {
  if (m_sweep->rows().empty()) return;
  const QString path = QFileDialog::getSaveFileName(
      this, tr("Export sweep CSV"), QStringLiteral("cases.csv"), tr("CSV (*.csv);;All files (*)"));
  if (!path.isEmpty()) exportSweepCsv(path);
}

void MainWindow::onSweepFinished(bool cancelled) {
  const auto done = static_cast<int>(m_sweep->done());
  const auto total = static_cast<int>(m_sweep->total());
  if (cancelled) m_sweepView->setStopped(done, total);
  updateSweepActions();
  if (m_sweep->state() == SweepController::State::Failed) {
    showError(tr("Sweep failed"), m_sweep->errorText());
  } else if (!m_sweep->errorText().isEmpty()) {
    showError(tr("Sweep results not written"), m_sweep->errorText());
  } else {
    statusBar()->showMessage(tr("Sweep %1: %2 of %3 cases in %4 s")
                                 .arg(m_sweepRef)
                                 .arg(done)
                                 .arg(total)
                                 .arg(views::formatNumber(m_sweep->elapsedS(), 1)),
                             8000);
  }
}

}  // namespace podtwin::gui
