// MainWindow: files, settings, failure injection and the run's dialogs.

#include <spdlog/spdlog.h>

#include <QActionGroup>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QInputDialog>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPainter>
#include <QProgressDialog>
#include <QPushButton>
#include <QSaveFile>
#include <QScreen>
#include <QSettings>
#include <QSpinBox>
#include <QStatusBar>
#include <QTimeEdit>
#include <QToolBar>
#include <QUndoStack>
#include <algorithm>
#include <cmath>
#include <functional>

#include "charts/pod_charts.h"
#include "core/config_error.h"
#include "gui/comparison_run.h"
#include "gui/comparison_workbench.h"
#include "gui/design_report.h"
#include "gui/design_workbench.h"
#include "gui/language.h"
#include "gui/main_window.h"
#include "gui/pod_template_dialog.h"
#include "gui/presenter_mode.h"
#include "gui/settings_values.h"
#include "gui/sweep_controller.h"
#include "gui/sweep_study.h"
#include "panels/event_edit_dialog.h"
#include "panels/event_text.h"
#include "panels/kpi_tiles.h"
#include "panels/panel_format.h"
#include "panels/timeline_editor.h"
#include "scenario/scenario.h"
#include "scene/pod_scene_widget.h"
#include "sim/run_limits.h"
#include "sim/simulation.h"
#include "vtk/vtk_widget.h"

namespace podtwin::gui {

using views::EventText;

QString configErrorText(const ConfigError& e) {
  QStringList lines;
  for (const auto& issue : e.issues()) lines << QString::fromStdString(issue.toString());
  if (lines.isEmpty()) lines << QString::fromUtf8(e.what());
  return lines.join(QLatin1Char('\n'));
}

namespace {
constexpr int kMaxRecent = 8;

QString fileFilterJson() {
  return MainWindow::tr("PodTwin JSON (*.json);;All files (*)");
}
}  // namespace

bool MainWindow::keepInjectedEvents(int count) {
  // Runs that must not block on a dialog (--screenshot) start the new pod without them.
  if (quietErrors) return false;
  QMessageBox box(
      QMessageBox::Question, tr("Open pod"),
      tr("This run has %n injected event(s). Keep them in the new pod's scenario?", nullptr, count),
      QMessageBox::NoButton, this);
  box.setObjectName(QStringLiteral("keepInjectedBox"));
  QPushButton* keep = box.addButton(tr("Keep them"), QMessageBox::AcceptRole);
  box.addButton(tr("Discard them"), QMessageBox::RejectRole);
  box.setDefaultButton(keep);
  box.exec();
  return box.clickedButton() == keep;
}

bool MainWindow::refusePod(const QString& text, QString* error) {
  if (error) *error = text;
  showError(tr("Cannot open pod"),
            tr("The pod file was not loaded; the current session is kept.\n\n%1").arg(text));
  return false;
}

bool MainWindow::openPod(const QString& spec, QString* error) {
  PodConfig pod;
  auto refuse = [&](const QString& text) { return refusePod(text, error); };
  try {
    pod = loadPodConfig(spec.toStdString());
    (void)Simulation::countsFor(pod);
  } catch (const ConfigError& e) {
    return refuse(configErrorText(e));
  } catch (const std::exception& e) {
    // Anything the loader did not foresee still leaves the session as it was.
    return refuse(QString::fromStdString(e.what()));
  }
  return openPodConfig(pod, spec, error);
}

bool MainWindow::openPodConfig(const PodConfig& pod, const QString& spec, QString* error) {
  Scenario scenario;
  auto refuse = [&](const QString& text) { return refusePod(text, error); };
  PodCounts counts;
  try {
    counts = Simulation::countsFor(pod);
  } catch (const std::exception& e) {
    return refuse(QString::fromStdString(e.what()));
  }
  // The current scenario carries over when its targets exist in the new pod; events injected
  // during this run carry over only if the user says so (a new pod is a new run).
  bool scenarioDropped = false;
  if (m_ctl->hasSession()) {
    takePendingInjections();
    Scenario current = m_ctl->scenario();
    const auto injected =
        std::count_if(current.events.begin(), current.events.end(), std::mem_fn(&Event::injected));
    if (injected > 0 && !keepInjectedEvents(static_cast<int>(injected))) {
      std::erase_if(current.events, std::mem_fn(&Event::injected));
    }
    // Each event is checked against the new pod's counts as it stands (injected ones keep their
    // mark); one that does not fit drops the scenario.
    std::string problems;
    for (const Event& e : current.events) {
      for (const auto& p : eventProblems(e, &counts)) problems += "; " + e.typeName() + ": " + p;
    }
    if (problems.empty()) {
      scenario = std::move(current);
    } else {
      spdlog::warn("scenario does not fit the new pod, starting empty: {}", problems.substr(2));
      scenario = Scenario{};
      scenario.name = "empty";
      scenarioDropped = true;
    }
  } else {
    scenario.name = "empty";
  }
  try {
    m_ctl->load(pod, scenario, scenario.seed.value_or(1));
  } catch (const std::exception& e) {
    return refuse(QString::fromStdString(spec.toStdString() + ": " + e.what()));
  }
  if (scenarioDropped) m_scenarioSpec.clear();
  m_pod = pod;
  m_podSpec = spec;
  m_presenter->comparison()->setup(m_presenter->isOn(), m_podSpec);
  m_design->setPod(m_pod);
  if (QFileInfo::exists(spec) || spec.startsWith(QLatin1String("builtin:"))) {
    addRecent(QStringLiteral("pod"), spec);
  }
  updateRunActions();
  updateStatus();
  return true;
}

bool MainWindow::openScenario(const QString& spec, QString* error) {
  if (!m_ctl->hasSession()) return false;
  // Says why the scenario was not loaded; the current one is kept.
  const auto refuse = [&](const QString& text) {
    if (error) *error = text;
    showError(tr("Cannot open scenario"),
              tr("The scenario was not loaded; the current one is kept.\n\n%1").arg(text));
    return false;
  };
  const auto failureText = [&](const std::exception& e) {
    return QString::fromStdString(spec.toStdString() + ": " + e.what());
  };
  Scenario scenario;
  try {
    scenario = loadScenario(spec.toStdString(), Simulation::countsFor(m_ctl->pod()));
  } catch (const ConfigError& e) {
    return refuse(configErrorText(e));
  } catch (const std::exception& e) {
    return refuse(failureText(e));
  }
  try {
    m_ctl->load(m_ctl->pod(), scenario, scenario.seed.value_or(1));
  } catch (const std::exception& e) {
    return refuse(failureText(e));
  }
  m_scenarioSpec = spec;
  m_scenarioPath = spec.startsWith(QLatin1String("builtin:")) ? QString() : spec;
  m_presenter->comparison()->setup(m_presenter->isOn(), m_podSpec);
  addRecent(QStringLiteral("scenario"), spec);
  updateStatus();
  return true;
}

bool MainWindow::saveScenarioTo(const QString& path, QString* error) {
  takePendingInjections();
  Scenario s = m_docks.timeline->scenario();
  if (s.name.empty()) s.name = QFileInfo(path).completeBaseName().toStdString();
  QSaveFile f(path);
  const std::string json = scenarioToJson(s);
  if (!f.open(QIODevice::WriteOnly) ||
      f.write(json.data(), static_cast<qint64>(json.size())) != static_cast<qint64>(json.size()) ||
      !f.commit()) {
    const QString text = tr("Cannot write %1: %2").arg(path, f.errorString());
    if (error) *error = text;
    showError(tr("Save scenario"), text);
    return false;
  }
  m_scenarioPath = path;
  m_scenarioSpec = path;
  m_docks.timeline->undoStack()->setClean();
  addRecent(QStringLiteral("scenario"), path);
  statusBar()->showMessage(tr("Saved %1").arg(path), 4000);
  return true;
}

void MainWindow::newPodFromTemplate() {
  PodTemplateDialog dialog(this);
  if (dialog.exec() == QDialog::Accepted && !dialog.selectedSpec().isEmpty()) {
    openPod(dialog.selectedSpec());
  }
}

void MainWindow::openPodDialog() {
  const QString p = QFileDialog::getOpenFileName(this, tr("Open pod"), QString(), fileFilterJson());
  if (!p.isEmpty()) openPod(p);
}

void MainWindow::openScenarioDialog() {
  const QString p =
      QFileDialog::getOpenFileName(this, tr("Open scenario"), QString(), fileFilterJson());
  if (!p.isEmpty()) openScenario(p);
}

void MainWindow::saveScenario(bool saveAs) {
  QString path = m_scenarioPath;
  if (saveAs || path.isEmpty()) {
    path = QFileDialog::getSaveFileName(this, tr("Save scenario"), path, fileFilterJson());
    if (path.isEmpty()) return;
    if (!path.endsWith(QLatin1String(".json"))) path += QStringLiteral(".json");
  }
  saveScenarioTo(path);
}

void MainWindow::exportRunCsv() {
  const QString p =
      QFileDialog::getSaveFileName(this, tr("Export run CSV"), QString(), tr("CSV files (*.csv)"));
  if (p.isEmpty()) return;
  const std::string csv = m_ctl->runCsv();
  QSaveFile f(p);
  if (!f.open(QIODevice::WriteOnly) ||
      f.write(csv.data(), static_cast<qint64>(csv.size())) != static_cast<qint64>(csv.size()) ||
      !f.commit()) {
    showError(tr("Export run CSV"), tr("Cannot write %1: %2").arg(p, f.errorString()));
    return;
  }
  statusBar()->showMessage(tr("Exported %1").arg(p), 4000);
}

void MainWindow::exportReportDialog() {
  if (!m_ctl->hasSession()) return;
  const QString p = QFileDialog::getSaveFileName(
      this, tr("Export report"), QStringLiteral("podtwin-report.pdf"), tr("PDF files (*.pdf)"));
  if (p.isEmpty()) return;
  exportReport(p);
}

bool MainWindow::exportReport(const QString& path, QString* error) {
  DesignReportRequest request;
  request.pod = m_ctl->pod();
  request.podLabel = m_podSpec;
  request.scenario = m_ctl->scenario();
  request.scenarioLabel = m_scenarioSpec.isEmpty() ? tr("as edited") : m_scenarioSpec;
  request.seed = m_ctl->seed();
  request.durationS = std::max(1.0, m_ctl->snapshot().timeS);
  // The finished cases of the last sweep (all of them, or those done before it was cancelled).
  const SweepController* sweep = m_sweeps->controller();
  if (!sweep->isRunning() && !sweep->rows().empty()) {
    request.sweep = DesignReportSweep{sweep->spec(), sweep->rows(), m_sweeps->specRef()};
  }
  m_ctl->pause();
  // The rerun happens here, in the window's thread; a progress dialog keeps the window painted
  // and offers Cancel (it shows only when the rerun takes longer than a moment).
  QProgressDialog progress(
      tr("Writing the report: running 0 → %1 again…").arg(formatSimTime(request.durationS)),
      tr("Cancel"), 0, 1000, this);
  progress.setWindowTitle(tr("Export report"));
  progress.setWindowModality(Qt::WindowModal);
  progress.setMinimumDuration(500);
  QElapsedTimer sincePaint;
  sincePaint.start();
  const auto onProgress = [&](double fraction) {
    if (sincePaint.elapsed() < 50) return !progress.wasCanceled();
    sincePaint.restart();
    progress.setValue(static_cast<int>(1000.0 * std::clamp(fraction, 0.0, 1.0)));
    QCoreApplication::processEvents();
    return !progress.wasCanceled();
  };
  QString why;
  const bool ok = DesignReport::write(request, path, &why, onProgress);
  progress.reset();
  if (!ok && progress.wasCanceled()) {
    statusBar()->showMessage(why, 4000);
    if (error) *error = why;
    return false;
  }
  if (!ok) {
    if (error) *error = why;
    showError(tr("Export report"), why);
    return false;
  }
  statusBar()->showMessage(tr("Exported %1").arg(path), 4000);
  return true;
}

void MainWindow::saveScreenshotDialog() {
  const QString p = QFileDialog::getSaveFileName(
      this, tr("Save screenshot"), QStringLiteral("podtwin.png"), tr("PNG images (*.png)"));
  if (p.isEmpty()) return;
  if (!grabImage().save(p, "PNG")) showError(tr("Save screenshot"), tr("Cannot write %1").arg(p));
}

void MainWindow::jumpToTimeDialog() {
  if (!m_ctl->hasSession()) return;
  QDialog dlg(this);
  dlg.setWindowTitle(tr("Jump to time"));
  auto* form = new QFormLayout(&dlg);
  auto* days = new QSpinBox(&dlg);
  days->setRange(0, 999);
  days->setSuffix(tr(" d"));
  auto* hms = new QTimeEdit(&dlg);
  hms->setDisplayFormat(QStringLiteral("HH:mm:ss"));
  const double now = m_ctl->snapshot().timeS;
  days->setValue(static_cast<int>(now / 86400.0));
  hms->setTime(QTime(0, 0).addSecs(static_cast<int>(std::fmod(now, 86400.0))));
  form->addRow(tr("Days"), days);
  form->addRow(tr("Time of day"), hms);
  auto* hint = new QLabel(tr("Earlier times restore the nearest earlier checkpoint and replay "
                             "from there (Settings → Backtrack)."),
                          &dlg);
  hint->setWordWrap(true);
  form->addRow(hint);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dlg);
  form->addRow(buttons);
  connect(buttons, &QDialogButtonBox::accepted, &dlg, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, &dlg, &QDialog::reject);
  if (dlg.exec() != QDialog::Accepted) return;
  const double target = days->value() * 86400.0 + QTime(0, 0).secsTo(hms->time());
  m_ctl->pause();
  m_jumpDialog = new QProgressDialog(tr("Simulating to %1…").arg(formatSimTime(target)),
                                     tr("Cancel"), 0, 1000, this);
  m_jumpDialog->setWindowModality(Qt::WindowModal);
  m_jumpDialog->setMinimumDuration(1000);  // only shown when the jump takes longer than 1 s
  m_jumpDialog->setAttribute(Qt::WA_DeleteOnClose);
  connect(m_jumpDialog, &QProgressDialog::canceled, m_ctl, &SimController::cancelJump);
  m_ctl->jumpTo(target);
}

void MainWindow::backtrackDialog() {
  QDialog dlg(this);
  dlg.setWindowTitle(tr("Backtrack"));
  auto* form = new QFormLayout(&dlg);
  const BacktrackInfo now = m_ctl->backtrackInfo();
  auto* interval = new QDoubleSpinBox(&dlg);
  interval->setRange(1.0, 3600.0);
  interval->setDecimals(0);
  interval->setSuffix(tr(" s"));
  interval->setValue(now.intervalS);
  auto* budget = new QSpinBox(&dlg);
  budget->setRange(16, 65536);
  budget->setSuffix(tr(" MiB"));
  budget->setValue(static_cast<int>(now.budgetBytes >> 20));
  form->addRow(tr("Checkpoint every (simulated)"), interval);
  form->addRow(tr("Memory for checkpoints"), budget);
  auto* state =
      new QLabel(tr("Now: %1 checkpoints, %2 MiB; the oldest after t = 0 at %3. "
                    "A jump back restores the nearest earlier one and replays at most "
                    "one interval; when memory runs out the oldest go first (t = 0 "
                    "is always kept).")
                     .arg(now.checkpoints)
                     .arg(views::formatNumber(static_cast<double>(now.bytes) / (1 << 20), 1))
                     .arg(formatSimTime(now.oldestS)),
                 &dlg);
  state->setWordWrap(true);
  form->addRow(state);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dlg);
  form->addRow(buttons);
  connect(buttons, &QDialogButtonBox::accepted, &dlg, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, &dlg, &QDialog::reject);
  if (dlg.exec() != QDialog::Accepted) return;
  const auto bytes = static_cast<std::size_t>(budget->value()) << 20;
  m_ctl->setBacktrack(interval->value(), bytes);
  QSettings s;
  s.setValue(QStringLiteral("sim/backtrackIntervalS"), interval->value());
  s.setValue(QStringLiteral("sim/backtrackBudgetMiB"), budget->value());
}

void MainWindow::onJumpProgress(double fraction) {
  if (m_jumpDialog) m_jumpDialog->setValue(static_cast<int>(std::lround(fraction * 1000.0)));
}

void MainWindow::onJumpFinished(bool completed) {
  if (m_jumpDialog) {
    m_jumpDialog->reset();
    m_jumpDialog->close();
  }
  if (!completed) statusBar()->showMessage(tr("Jump cancelled"), 4000);
}

void MainWindow::onDiverged(const QString& message) {
  updateRunActions();
  showError(tr("Simulation stopped"),
            tr("The model left its physical range and the run was stopped.\n\n%1").arg(message));
}

void MainWindow::onTimelineEdited() {
  if (!m_ctl->hasSession()) return;
  // The simulation thread takes the edit; an edit at or before now takes the run back to the
  // checkpoint before it, and the jump replays to where it was.
  const double now = m_ctl->snapshot().timeS;
  const bool wasRunning = m_ctl->isRunning();
  m_ctl->pause();
  m_ctl->setScenario(m_docks.timeline->scenario());
  if (now > m_ctl->snapshot().timeS) m_ctl->jumpTo(now);
  if (wasRunning) {
    if (m_ctl->isJumping()) {
      connect(
          m_ctl, &SimController::jumpFinished, this, [this] { m_ctl->play(); },
          Qt::SingleShotConnection);
    } else {
      m_ctl->play();
    }
  }
}

bool MainWindow::setLanguage(const QString& code) {
  if (!Language::apply(code)) return false;
  QSettings().setValue(QStringLiteral("ui/language"), code);
  if (QAction* a = m_actions.value(QStringLiteral("lang_") + code)) a->setChecked(true);
  return true;
}

void MainWindow::addRecent(const QString& kind, const QString& spec) {
  if (spec.startsWith(QLatin1String("builtin:"))) return;  // built-ins have their own menus
  QSettings settings;
  QStringList recent = settings.value(QStringLiteral("files/recent")).toStringList();
  const QString entry = kind + QLatin1Char('|') + spec;
  recent.removeAll(entry);
  recent.prepend(entry);
  while (recent.size() > kMaxRecent) recent.removeLast();
  settings.setValue(QStringLiteral("files/recent"), recent);
  rebuildRecentMenu();
}

void MainWindow::loadSettings() {
  QSettings s;
  const QRect avail = screen() ? screen()->availableGeometry() : QRect(0, 0, 1600, 1000);
  if (!restoreGeometry(s.value(QStringLiteral("window/geometry")).toByteArray())) {
    resize(std::min(1600, avail.width()), std::min(1000, avail.height()));
  } else if (!isMaximized() && (frameGeometry().height() > avail.height() ||
                                frameGeometry().width() > avail.width())) {
    // A saved size larger than this screen (another monitor, an older layout) is fitted to it, so
    // the status bar and the bottom docks stay on screen.
    resize(std::min(width(), avail.width()), std::min(height(), avail.height()));
    move(avail.topLeft());
  }
  restoreState(s.value(QStringLiteral("window/state")).toByteArray());
  // Every number is range-checked (settings_values.h): an edited file cannot crash the window.
  setSpeedFromUi(numberSetting(s, QStringLiteral("sim/speed"), 1.0, 0.0, 1e6));
  setColorMapKey(s.value(QStringLiteral("view/colorMap"), QStringLiteral("thermal")).toString());
  setColorByIndex(intSetting(s, QStringLiteral("view/colorBy"), 1, 0, 4));
  m_docks.charts->setWindowS(
      numberSetting(s, QStringLiteral("charts/windowS"), 600.0, 0.0, kMaxRunS));
  const double backtrackS = numberSetting(s, QStringLiteral("sim/backtrackIntervalS"),
                                          SimController::kDefaultBacktrackIntervalS, 1.0, 86400.0);
  const int budgetMiB =
      intSetting(s, QStringLiteral("sim/backtrackBudgetMiB"),
                 static_cast<int>(SimController::kDefaultBacktrackBudgetBytes >> 20), 16, 1 << 20);
  m_ctl->setBacktrack(backtrackS, static_cast<std::size_t>(budgetMiB) << 20);
  const QString lang = Language::current();
  if (QAction* a = m_actions.value(QStringLiteral("lang_") + lang)) a->setChecked(true);
}

void MainWindow::saveSettings() {
  if (m_presenter->isOn()) setPresenterMode(false);
  QSettings s;
  s.setValue(QStringLiteral("window/geometry"), saveGeometry());
  s.setValue(QStringLiteral("window/state"), saveState());
  s.setValue(QStringLiteral("sim/speed"), m_ctl->speed());
  s.setValue(QStringLiteral("view/colorMap"), m_colorMap);
  s.setValue(QStringLiteral("view/colorBy"), m_menus.colorCombo->currentIndex());
  s.setValue(QStringLiteral("charts/windowS"), m_docks.charts->windowS());
}

void MainWindow::setSpeedFromUi(double speed) {
  m_ctl->setSpeed(speed);
  showSpeed(speed);
  updateStatus();
}

void MainWindow::showSpeed(double speed) {
  // A speed that is not a preset (--speed 20, a restored session) gets its own combo entry, in
  // order, and no Speed menu entry is checked; it goes away once a preset is chosen again.
  bool preset = false;
  for (QAction* a : m_menus.speedGroup->actions()) {
    const bool match = a->data().toDouble() == speed;
    a->setChecked(match);
    preset = preset || match;
  }
  const int custom = m_menus.speedCombo->findData(true, kCustomSpeedRole);
  if (custom >= 0 && (preset || m_menus.speedCombo->itemData(custom).toDouble() != speed)) {
    m_menus.speedCombo->removeItem(custom);
  }
  int i = m_menus.speedCombo->findData(speed);
  if (i < 0) {
    i = 0;  // the presets ascend, with "max" (0) last
    while (i < m_menus.speedCombo->count()) {
      const double s = m_menus.speedCombo->itemData(i).toDouble();
      if (s == SimController::kMaxSpeed || s > speed) break;
      ++i;
    }
    m_menus.speedCombo->insertItem(i, tr("%1×").arg(speed, 0, 'g', 4), speed);
    m_menus.speedCombo->setItemData(i, true, kCustomSpeedRole);
  }
  if (i != m_menus.speedCombo->currentIndex()) m_menus.speedCombo->setCurrentIndex(i);
}

void MainWindow::setColorByIndex(int index) {
  if (index < 0 || index >= 5) return;
  m_menus.colorCombo->setCurrentIndex(index);
  m_menus.colorGroup->actions().at(index)->setChecked(true);
  m_podScene->setColorBy(static_cast<views::PodSceneWidget::ColorBy>(index));
}

void MainWindow::setColorMapKey(const QString& key) {
  // Unknown keys (an older or edited settings file) fall back to the default map.
  const auto map = views::PodSceneWidget::colorMapFromKey(key);
  m_colorMap = views::PodSceneWidget::colorMapKey(map);
  if (QAction* a = m_actions.value(QStringLiteral("colormap_") + m_colorMap)) a->setChecked(true);
  m_podScene->setColorMap(map);
  QSettings().setValue(QStringLiteral("view/colorMap"), m_colorMap);
}

void MainWindow::setCameraPreset(int preset) {
  m_podScene->setCameraPreset(static_cast<views::PodSceneWidget::CameraPreset>(preset));
}

void MainWindow::about() {
  QMessageBox::about(
      this, tr("About PodTwin"),
      tr("<h3>PodTwin %1</h3>"
         "<p>A desktop digital twin of a liquid-cooled AI training pod: NVL72-class racks, CDUs "
         "with N+1 pumps, the facility water loop and dry coolers, gas gensets, an LFP battery, "
         "the grid tie and an 800G InfiniBand fat tree with SHARP.</p>"
         "<p><b>Limits of the model.</b> Lumped thermal and hydraulic networks (no CFD); "
         "electrical plant as phasor-free power balance with 1 ms steps for swings; fabric as "
         "flow-level link loads, not packets; training throughput from a step-time model of "
         "compute and exposed communication. Results are for engineering comparison and "
         "drills, not for sign-off.</p>"
         "<p>Qt %2 · deterministic seeds · no telemetry.</p>")
          .arg(QStringLiteral(PODTWIN_VERSION), QString::fromLatin1(qVersion())));
}

QImage MainWindow::grabImage(QWidget* widget) {
  return grabWithVtk(widget != nullptr ? widget : this);
}

QImage MainWindow::grabWithVtk(QWidget* root) {
  QImage img = root->grab().toImage();
  QPainter p(&img);
  for (views::VtkWidget* v : root->findChildren<views::VtkWidget*>()) {
    if (!v->isVisible()) continue;
    const QPoint at = v->mapTo(root, QPoint(0, 0));
    p.drawImage(QRect(at, v->size()), v->grabFramebuffer());
  }
  return img;
}

}  // namespace podtwin::gui
