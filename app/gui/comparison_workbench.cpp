#include "gui/comparison_workbench.h"

#include "gui/ui_helpers.h"

#include <spdlog/spdlog.h>

#include <QAction>
#include <QDockWidget>
#include <QFileDialog>
#include <QInputDialog>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QStringList>

#include "charts/pod_charts.h"
#include "core/builtin.h"
#include "core/config_error.h"
#include "gui/main_window.h"
#include "gui/sim_controller.h"
#include "panels/comparison_view.h"
#include "panels/event_text.h"
#include "panels/kpi_tiles.h"
#include "scene/pod_scene_widget.h"
#include "sim/simulation.h"

namespace podtwin::gui {

using views::EventText;

namespace {
/// "Pump failure on CDU 1 pump 1 at 0 00:10:00.0".
QString eventEntry(const Event& e) {
  return ComparisonWorkbench::tr("%1 on %2 at %3")
      .arg(EventText::typeName(e.type),
           EventText::objectName(QString::fromStdString(e.target.toString())),
           MainWindow::formatSimTime(e.t_s));
}
}  // namespace

ComparisonWorkbench::ComparisonWorkbench(QMainWindow* window, SimController* ctl,
                                         views::PodCharts* charts, views::KpiTiles* kpis,
                                         views::PodSceneWidget* scene)
    : QObject(window),
      m_window(window),
      m_ctl(ctl),
      m_charts(charts),
      m_kpis(kpis),
      m_scene(scene) {
  m_view = new views::ComparisonView(window);
  m_view->setObjectName(QStringLiteral("workbenchComparison"));
  m_view->setSubjectB(true);
  m_dock = new QDockWidget(window);
  m_dock->setObjectName(QStringLiteral("dock_comparison"));
  // The table is taller than the dock's usual share of the left column: it scrolls there, so the
  // window keeps its size on a 1000-pixel screen.
  auto* scroll = new QScrollArea(window);
  scroll->setWidgetResizable(true);
  scroll->setFrameShape(QFrame::NoFrame);
  scroll->setWidget(m_view);
  m_dock->setWidget(scroll);
  m_dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable |
                      QDockWidget::DockWidgetClosable);
  window->addDockWidget(Qt::LeftDockWidgetArea, m_dock);
  m_dock->hide();

  m_sceneBar = new QLabel(window);
  m_sceneBar->setObjectName(QStringLiteral("comparisonSceneBar"));
  m_sceneBar->setContentsMargins(8, 3, 8, 3);
  // Wraps rather than widening the 3D view: the pod's name and a longer language can exceed it.
  m_sceneBar->setWordWrap(true);
  m_sceneBar->hide();

  m_branch = namedAction(this, "compare_branch", QKeySequence(Qt::CTRL | Qt::Key_B));
  m_withPod = namedAction(this, "compare_pod", QKeySequence(Qt::CTRL | Qt::Key_K));
  m_withScenario =
      namedAction(this, "compare_scenario", QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_K));
  m_withDesign = namedAction(this, "compare_design", QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_W));
  m_injectB = namedAction(this, "compare_inject_b", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_B));
  m_injectB->setCheckable(true);
  m_showB = namedAction(this, "compare_show_b", QKeySequence(Qt::Key_F8));
  m_showB->setCheckable(true);
  m_stop = namedAction(this, "compare_stop", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_K));
  m_dock->toggleViewAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M));
  connect(m_branch, &QAction::triggered, this, [this] { branchHere(); });
  connect(m_withPod, &QAction::triggered, this, [this] { chooseDialog(true); });
  connect(m_withScenario, &QAction::triggered, this, [this] { chooseDialog(false); });
  connect(m_withDesign, &QAction::triggered, this, &ComparisonWorkbench::designRequested);
  connect(m_injectB, &QAction::toggled, this, [this](bool on) { setInjectIntoB(on); });
  connect(m_showB, &QAction::toggled, this, [this](bool on) { setSceneShowsB(on); });
  connect(m_stop, &QAction::triggered, this, &ComparisonWorkbench::stop);

  m_menu = new QMenu(window);
  m_menu->setObjectName(QStringLiteral("menu_compare"));
  m_menu->addAction(m_branch);
  m_menu->addAction(m_withPod);
  m_menu->addAction(m_withScenario);
  m_menu->addAction(m_withDesign);
  m_menu->addSeparator();
  m_menu->addAction(m_injectB);
  m_menu->addAction(m_showB);
  m_menu->addAction(m_dock->toggleViewAction());
  m_menu->addSeparator();
  m_menu->addAction(m_stop);

  // A new session (another pod or scenario, Apply) ends the comparison: B was made of the old one.
  connect(ctl, &SimController::sessionLoaded, this, [this] {
    if (isComparing()) stop();
  });
  retranslate();
  updateActions();
}

QList<QAction*> ComparisonWorkbench::actions() const {
  return {m_branch, m_withPod, m_withScenario, m_withDesign, m_injectB, m_showB, m_stop};
}

void ComparisonWorkbench::retranslate() {
  auto set = [](QAction* act, const QString& text, const QString& tip) {
    act->setText(text);
    act->setToolTip(MainWindow::withShortcut(tip, act->shortcut()));
  };
  set(m_branch, tr("&Branch here"),
      tr("Fork the run now into A (as is) and B; inject into B to see what a different action or "
         "failure changes"));
  set(m_withPod, tr("Compare with &pod…"),
      tr("B: another pod (built-in or a file) under this scenario, from t = 0 in lock step"));
  set(m_withScenario, tr("Compare with &scenario…"),
      tr("B: this pod under another scenario, from t = 0 in lock step"));
  set(m_withDesign, tr("Compare with the &edited design"),
      tr("B: the design editor's design (Ctrl+Shift+D) under this scenario, from t = 0 in lock "
         "step"));
  set(m_injectB, tr("&Inject into B"),
      tr("Failure injections (Inject menu, right-click) go into B only"));
  set(m_showB, tr("3D view shows &B"), tr("Switch the 3D view between A and B"));
  set(m_stop, tr("S&top comparing"), tr("Remove B"));
  m_menu->setTitle(tr("Com&pare"));
  m_dock->setWindowTitle(tr("Comparison"));
  applyLabels();
}

void ComparisonWorkbench::updateActions() {
  const bool on = isComparing();
  m_injectB->setEnabled(on);
  m_showB->setEnabled(on);
  m_stop->setEnabled(on);
  if (!on) {
    const QSignalBlocker b1(m_injectB), b2(m_showB);
    m_injectB->setChecked(false);
    m_showB->setChecked(false);
  }
}

bool ComparisonWorkbench::branchHere() {
  if (!m_ctl->hasSession()) return false;
  // B starts as A's exact state: its chart lines start here, on top of A's.
  m_ctl->pollNow();
  m_branchTimeS = m_ctl->snapshot().timeS;
  // An earlier B's lines go; the branch's start at this time.
  m_charts->setComparison(false);
  if (m_scenePodIsB) {
    m_scene->setPod(m_ctl->pod());
    m_scenePodIsB = false;
  }
  m_ctl->branch(tr("B"));
  m_kind = Kind::Branch;
  m_nameA.clear();
  m_nameB.clear();
  m_bEvents.clear();
  m_leftOut.clear();
  m_charts->setComparison(true, tr("the run as is"), tr("the branch"));
  applyLabels();
  updateActions();
  // A branch is there to take another course: the next injections go into B until switched off.
  m_injectB->setChecked(true);
  showDock();
  emit changed();
  emit statusMessage(
      tr("Branched at %1: injections now go into B (Ctrl+Shift+B switches back to A).")
          .arg(MainWindow::formatSimTime(m_branchTimeS)),
      8000);
  return true;
}

bool ComparisonWorkbench::refuse(const QString& text, QString* error) {
  if (error) *error = text;
  emit errorRaised(tr("Cannot compare"), text);
  return false;
}

bool ComparisonWorkbench::compareWithPod(const QString& spec, QString* error) {
  PodConfig pod;
  try {
    pod = loadPodConfig(spec.toStdString());
  } catch (const ConfigError& e) {
    return refuse(configErrorText(e), error);
  } catch (const std::exception& e) {
    return refuse(spec + QStringLiteral(": ") + QString::fromUtf8(e.what()), error);
  }
  const QString label =
      spec.startsWith(QLatin1String("builtin:"))
          ? spec
          : QString::fromStdString(pod.name.empty() ? spec.toStdString() : pod.name);
  return compareWithDesign(pod, label, error);
}

bool ComparisonWorkbench::compareWithDesign(const PodConfig& pod, const QString& label,
                                            QString* error) {
  if (!m_ctl->hasSession()) return false;
  FittedScenario fit;
  try {
    checkPodBuildable(pod);
    fit = fitScenarioTo(m_ctl->scenario(), Simulation::countsFor(pod));
  } catch (const ConfigError& e) {
    return refuse(configErrorText(e), error);
  }
  m_nameA = QString::fromStdString(m_ctl->pod().name);
  m_nameB = label;
  m_leftOut.clear();
  for (const LeftOutEvent& l : fit.leftOut) m_leftOut << eventEntry(l.event);
  startFromZero(pod, fit.scenario, Kind::Pod);
  return true;
}

bool ComparisonWorkbench::compareWithScenario(const QString& spec, QString* error) {
  if (!m_ctl->hasSession()) return false;
  Scenario scenario;
  try {
    scenario = loadScenario(spec.toStdString(), Simulation::countsFor(m_ctl->pod()));
  } catch (const ConfigError& e) {
    return refuse(configErrorText(e), error);
  } catch (const std::exception& e) {
    return refuse(spec + QStringLiteral(": ") + QString::fromUtf8(e.what()), error);
  }
  m_nameA = QString::fromStdString(m_ctl->scenario().name);
  m_nameB = QString::fromStdString(scenario.name.empty() ? spec.toStdString() : scenario.name);
  m_leftOut.clear();
  startFromZero(m_ctl->pod(), scenario, Kind::Scenario);
  return true;
}

void ComparisonWorkbench::startFromZero(const PodConfig& pod, const Scenario& scenario, Kind kind) {
  // Both runs from t = 0, so B's lines cover the same time as A's: A goes back to its start and
  // both replay in lock step to where A was.
  m_ctl->pollNow();
  const double nowS = m_ctl->snapshot().timeS;
  m_ctl->setComparison(pod, scenario, tr("B"));
  m_kind = kind;
  m_bEvents.clear();
  if (m_scenePodIsB) {
    m_scene->setPod(m_ctl->pod());
    m_scenePodIsB = false;
  }
  m_charts->setComparison(true, m_nameA, m_nameB);
  m_ctl->reset();
  if (nowS > 0.0) m_ctl->jumpTo(nowS);
  applyLabels();
  updateActions();
  showDock();
  setSceneShowsB(m_sceneShowsB);
  emit changed();
}

void ComparisonWorkbench::showDock() {
  m_dock->show();
  m_dock->raise();
  // The table's four columns need about 560 px; the left column is narrower by default.
  constexpr int kTableWidthPx = 560;
  if (m_dock->width() < kTableWidthPx)
    m_window->resizeDocks({m_dock}, {kTableWidthPx}, Qt::Horizontal);
}

void ComparisonWorkbench::stop() {
  const bool was = isComparing();
  m_kind = Kind::None;
  setSceneShowsB(false);
  if (was) m_ctl->setComparison(std::nullopt, std::nullopt, QString());
  m_charts->setComparison(false);
  m_kpis->updateComparison(m_ctl->snapshot(), nullptr);
  // The panel's numbers were B's against A's: without B they say nothing.
  clearView();
  m_bEvents.clear();
  m_leftOut.clear();
  applyLabels();
  updateActions();
  if (was) emit changed();
}

bool ComparisonWorkbench::injectsIntoB() const {
  return isComparing() && m_injectB->isChecked();
}

void ComparisonWorkbench::setInjectIntoB(bool on) {
  on = on && isComparing();
  if (m_injectB->isChecked() != on) {
    const QSignalBlocker block(m_injectB);
    m_injectB->setChecked(on);
  }
  emit statusMessage(on ? tr("Injections go into B only.") : tr("Injections go into A (and B)."),
                     5000);
}

void ComparisonWorkbench::setSceneShowsB(bool showB) {
  showB = showB && isComparing();
  const bool switched = showB != m_sceneShowsB;
  m_sceneShowsB = showB;
  if (m_showB->isChecked() != showB) {
    const QSignalBlocker block(m_showB);
    m_showB->setChecked(showB);
  }
  // B of another pod has its own geometry.
  const bool wantBPod = showB && m_kind == Kind::Pod && m_ctl->comparisonPod();
  if (wantBPod != m_scenePodIsB) {
    m_scene->setPod(wantBPod ? *m_ctl->comparisonPod() : m_ctl->pod());
    m_scenePodIsB = wantBPod;
  }
  applyLabels();
  if (switched) emit sceneRunChanged(showB);
  if (m_ctl->hasSession()) updateState(m_ctl->state());
}

void ComparisonWorkbench::injectedIntoB(const Event& e) {
  m_bEvents << eventEntry(e);
  applyLabels();
  emit changed();
}

void ComparisonWorkbench::applyLabels() {
  QString a, b;
  switch (m_kind) {
    case Kind::None:
      break;
    case Kind::Branch:
      a = tr("A: the run as it is.");
      b = m_bEvents.isEmpty()
              ? tr("B: branched at %1, nothing different yet (Inject into B, Ctrl+Shift+B).")
                    .arg(MainWindow::formatSimTime(m_branchTimeS))
              : tr("B: branched at %1, then %2.")
                    .arg(MainWindow::formatSimTime(m_branchTimeS),
                         m_bEvents.join(QStringLiteral("; ")));
      break;
    case Kind::Pod:
      a = tr("A: %1.").arg(m_nameA);
      b = tr("B: %1 under the same scenario.").arg(m_nameB);
      if (!m_leftOut.isEmpty())
        b += QLatin1Char(' ') + tr("Not played on B, which has no such equipment: %1.")
                                    .arg(m_leftOut.join(QStringLiteral("; ")));
      break;
    case Kind::Scenario:
      a = tr("A: scenario %1.").arg(m_nameA);
      b = tr("B: the same pod under scenario %1.").arg(m_nameB);
      break;
  }
  if (m_kind != Kind::None && !m_bEvents.isEmpty() && m_kind != Kind::Branch)
    b += QLatin1Char(' ') +
         tr("Injected into B only: %1.").arg(m_bEvents.join(QStringLiteral("; ")));
  m_description = m_kind == Kind::None ? QString() : a + QLatin1Char(' ') + b;
  m_view->setTitles(tr("A"), tr("B"));
  m_view->setNote(m_description);
  m_sceneBar->setVisible(m_kind != Kind::None);
  // The bar names the pod of the run shown: B of another pod has its own name.
  const std::optional<PodConfig>& podB = m_ctl->comparisonPod();
  const QString podShown = QString::fromStdString(
      m_sceneShowsB && podB ? podB->name : (m_ctl->hasSession() ? m_ctl->pod().name : ""));
  m_sceneBar->setText(
      m_sceneShowsB ? tr("3D view, events and alarms: pod %1, run B (F8 shows A)").arg(podShown)
                    : tr("3D view, events and alarms: pod %1, run A (F8 shows B)").arg(podShown));
  m_sceneBar->setStyleSheet(
      m_sceneShowsB ? QStringLiteral("font-weight: bold; color: #10141a; background: #e6c35a;")
                    : QStringLiteral("font-weight: bold; color: #dfe6ee; background: #2c3440;"));
}

void ComparisonWorkbench::clearView() {
  m_view->updateSnapshots(Snapshot{}, Snapshot{});
  m_viewShowsRun = false;
}

void ComparisonWorkbench::updateState(const PublishedState& st) {
  const Snapshot* b = isComparing() ? st.comparison.get() : nullptr;
  m_kpis->updateComparison(*st.primary, b);
  // A hidden panel is brought up to date when the run went back (Reset, a jump back), so it never
  // shows numbers of a time the run has left.
  if (b && (m_dock->isVisible() || st.rewoundToS)) {
    m_view->updateSnapshots(*st.primary, *b);
    m_viewShowsRun = true;
  } else if (!b && m_viewShowsRun) {
    clearView();
  }
  m_scene->updateSnapshot(b && m_sceneShowsB ? *b : *st.primary);
}

void ComparisonWorkbench::chooseDialog(bool pods) {
  if (!m_ctl->hasSession()) return;
  const QString fileEntry = pods ? tr("A pod file…") : tr("A scenario file…");
  QStringList items;
  for (const std::string& n : builtinNames(pods ? "pod" : "scenario"))
    items << QStringLiteral("builtin:") + QString::fromStdString(n);
  items << fileEntry;
  bool ok = false;
  const QString choice =
      QInputDialog::getItem(m_window, pods ? tr("Compare with pod") : tr("Compare with scenario"),
                            pods ? tr("B is this pod, under the current scenario:")
                                 : tr("B is the current pod, under this scenario:"),
                            items, 0, false, &ok);
  if (!ok || choice.isEmpty()) return;
  QString spec = choice;
  if (choice == fileEntry) {
    spec = QFileDialog::getOpenFileName(m_window,
                                        pods ? tr("Compare with pod") : tr("Compare with scenario"),
                                        QString(), tr("JSON files (*.json)"));
    if (spec.isEmpty()) return;
  }
  pods ? compareWithPod(spec) : compareWithScenario(spec);
}

}  // namespace podtwin::gui
