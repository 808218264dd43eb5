#include "gui/sweep_study.h"

#include "gui/ui_helpers.h"

#include <QAction>
#include <QDockWidget>
#include <QFileDialog>
#include <QMainWindow>
#include <QMenu>
#include <QSettings>

#include "core/config_error.h"
#include "gui/main_window.h"
#include "gui/settings_values.h"
#include "gui/sweep_controller.h"
#include "gui/sweep_dialog.h"
#include "panels/panel_format.h"
#include "panels/sweep_results_view.h"

namespace podtwin::gui {

namespace {
/// The histogram's first column: the battery's lowest SOC, else throttled GPU-hours, else the last.
int defaultHistogramColumn(const QStringList& columns) {
  for (const char* name : {"min_soc", "throttled_gpu_hours"}) {
    const auto i = static_cast<int>(columns.indexOf(QString::fromLatin1(name)));
    if (i >= 0) return i;
  }
  return static_cast<int>(columns.size()) - 1;
}

}  // namespace

SweepStudy::SweepStudy(QMainWindow* window, QDockWidget* besideDock)
    : QObject(window), m_window(window) {
  m_sweep = new SweepController(this);
  m_view = new views::SweepResultsView(window);
  m_dock = new QDockWidget(window);
  m_dock->setObjectName(QStringLiteral("dock_sweep"));
  m_dock->setWidget(m_view);
  m_dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable |
                      QDockWidget::DockWidgetClosable);
  // A tab beside the charts: the right column has the height a table over a histogram needs.
  window->addDockWidget(Qt::RightDockWidgetArea, m_dock);
  window->tabifyDockWidget(besideDock, m_dock);
  m_dock->hide();

  m_run = namedAction(this, "sweep_run", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
  m_cancel = namedAction(this, "sweep_cancel", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
  m_export = namedAction(this, "sweep_export", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
  connect(m_run, &QAction::triggered, this, &SweepStudy::runDialog);
  connect(m_cancel, &QAction::triggered, m_sweep, &SweepController::cancel);
  connect(m_export, &QAction::triggered, this, &SweepStudy::exportDialog);
  m_menu = new QMenu(window);
  m_menu->setObjectName(QStringLiteral("menu_study"));
  m_menu->addAction(m_run);
  m_menu->addAction(m_cancel);
  m_menu->addAction(m_export);
  m_menu->addSeparator();
  m_menu->addAction(m_dock->toggleViewAction());

  connect(m_sweep, &SweepController::caseFinished, m_view, &views::SweepResultsView::appendRow);
  connect(m_sweep, &SweepController::progress, m_view, &views::SweepResultsView::setProgress);
  connect(m_sweep, &SweepController::finished, this, &SweepStudy::onFinished);
  connect(m_view, &views::SweepResultsView::cancelRequested, m_sweep, &SweepController::cancel);
  connect(m_view, &views::SweepResultsView::exportRequested, this, &SweepStudy::exportDialog);
  updateActions();
}

void SweepStudy::retranslate() {
  auto set = [](QAction* act, const QString& text, const QString& tip) {
    act->setText(text);
    act->setToolTip(MainWindow::withShortcut(tip, act->shortcut()));
  };
  set(m_run, tr("&Run sweep…"),
      tr("Run a parameter sweep or Monte-Carlo study beside the live run"));
  set(m_cancel, tr("&Cancel sweep"), tr("Stop the sweep; finished cases are kept"));
  set(m_export, tr("&Export sweep CSV…"), tr("Write the sweep's cases table"));
  m_menu->setTitle(tr("St&udy"));
  m_dock->setWindowTitle(tr("Sweep results"));
}

void SweepStudy::updateActions() {
  const bool running = m_sweep->isRunning();
  m_run->setEnabled(!running);
  m_cancel->setEnabled(running);
  m_export->setEnabled(!m_sweep->rows().empty());
}

void SweepStudy::setBaseDesign(const QString& podJson, const QString& label) {
  m_baseJson = podJson;
  m_baseLabel = podJson.isEmpty() ? QString() : label;
}

void SweepStudy::stopAndWait() {
  m_sweep->stopAndWait();
}

bool SweepStudy::start(const QString& specRef, int threads, const QString& outDir, QString* error,
                       int electricalMacroSteps) {
  if (m_sweep->isRunning()) {
    const QString text = tr("A sweep is already running; cancel it first.");
    if (error) *error = text;
    emit errorRaised(tr("Cannot run sweep"), text);
    return false;
  }
  study::SweepSpec spec;
  QString failure;
  try {
    spec = SweepController::loadSpec(specRef);
    if (!m_baseJson.isEmpty())
      study::setBasePod(spec, m_baseJson.toStdString(), m_baseLabel.toStdString());
    if (electricalMacroSteps > 0) {
      study::setBasePodKey(spec, "timing.electrical_macro_steps", electricalMacroSteps,
                           tr("Merge steady electrical steps").toStdString());
    }
  } catch (const ConfigError& e) {
    failure = configErrorText(e);
  } catch (const std::exception& e) {
    failure = QString::fromUtf8(e.what());
  }
  if (!failure.isEmpty()) {
    if (error) *error = failure;
    emit errorRaised(
        tr("Cannot run sweep"),
        tr("The sweep spec was not loaded; the previous results are kept.\n\n%1").arg(failure));
    return false;
  }
  const QStringList columns = SweepController::columns(spec);
  m_view->setResults(columns, {});
  m_view->setHistogramColumn(defaultHistogramColumn(columns));
  // Columns: case, grid_point, sample, then one per axis (SweepController::columns).
  m_view->setSweepColumns({1, 3, static_cast<int>(spec.grid.size())},
                          spec.design == study::SweepDesign::OneAtATime);
  m_specRef = specRef;
  m_sweep->start(std::move(spec), threads, outDir);
  m_dock->show();
  m_dock->raise();
  updateActions();
  emit statusMessage((electricalMacroSteps > 1 ? tr("Sweep %1: %2 cases on %3 threads, steady "
                                                    "electrical steps merged")
                                               : tr("Sweep %1: %2 cases on %3 threads"))
                         .arg(specRef)
                         .arg(m_sweep->total())
                         .arg(m_sweep->threads()),
                     6000);
  return true;
}

void SweepStudy::runDialog() {
  SweepDialog dlg(m_window);
  QSettings settings;
  dlg.setSpecRef(
      settings.value(QStringLiteral("sweep/spec"), QStringLiteral("builtin:battery_size_mc"))
          .toString());
  dlg.setThreads(intSetting(settings, QStringLiteral("sweep/threads"), 0, 0, 4096));
  dlg.setOutDir(settings.value(QStringLiteral("sweep/outDir")).toString());
  dlg.setMergeElectricalSteps(
      settings.value(QStringLiteral("sweep/mergeElectrical"), false).toBool());
  const DesignOnScreen design = m_designSource ? m_designSource() : DesignOnScreen{};
  dlg.setDesignOnScreen(design.name, !design.podJson.isEmpty(), design.edited);
  if (dlg.exec() != QDialog::Accepted) return;
  setBaseDesign(dlg.useDesignOnScreen() ? design.podJson : QString(), design.name);
  settings.setValue(QStringLiteral("sweep/spec"), dlg.specRef());
  settings.setValue(QStringLiteral("sweep/threads"), dlg.threads());
  settings.setValue(QStringLiteral("sweep/outDir"), dlg.outDir());
  settings.setValue(QStringLiteral("sweep/mergeElectrical"), dlg.electricalMacroSteps() > 0);
  start(dlg.specRef(), dlg.threads(), dlg.outDir(), nullptr, dlg.electricalMacroSteps());
}

bool SweepStudy::exportCsv(const QString& path, QString* error) {
  if (!m_sweep->exportCsv(path)) {
    if (error) *error = m_sweep->errorText();
    emit errorRaised(tr("Export sweep CSV"), m_sweep->errorText());
    return false;
  }
  emit statusMessage(tr("Saved %1").arg(path), 4000);
  return true;
}

void SweepStudy::exportDialog() {
  if (m_sweep->rows().empty()) return;
  const QString path =
      QFileDialog::getSaveFileName(m_window, tr("Export sweep CSV"), QStringLiteral("cases.csv"),
                                   tr("CSV (*.csv);;All files (*)"));
  if (!path.isEmpty()) exportCsv(path);
}

void SweepStudy::onFinished(bool cancelled) {
  const auto done = static_cast<int>(m_sweep->done());
  const auto total = static_cast<int>(m_sweep->total());
  if (cancelled) m_view->setStopped(done, total);
  updateActions();
  if (m_sweep->state() == SweepController::State::Failed) {
    emit errorRaised(tr("Sweep failed"), m_sweep->errorText());
  } else if (!m_sweep->errorText().isEmpty()) {
    emit errorRaised(tr("Sweep results not written"), m_sweep->errorText());
  } else {
    emit statusMessage(tr("Sweep %1: %2 of %3 cases in %4 s")
                           .arg(m_specRef)
                           .arg(done)
                           .arg(total)
                           .arg(views::formatNumber(m_sweep->elapsedS(), 1)),
                       8000);
  }
}

}  // namespace podtwin::gui
