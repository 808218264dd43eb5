#include "gui/main_window.h"

#include <spdlog/spdlog.h>

#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDockWidget>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <functional>

#include "charts/pod_charts.h"
#include "diagrams/diagram_view.h"
#include "fabric/fabric_view.h"
#include "gui/app_style.h"
#include "gui/comparison_run.h"
#include "gui/comparison_workbench.h"
#include "gui/design_workbench.h"
#include "gui/instructor_station.h"
#include "gui/operator_controls.h"
#include "gui/presenter_mode.h"
#include "gui/run_log_feed.h"
#include "gui/sweep_study.h"
#include "instruments/sensor_bank.h"
#include "panels/alarm_list_view.h"
#include "panels/event_log_view.h"
#include "panels/event_text.h"
#include "panels/inspector_panel.h"
#include "panels/kpi_tiles.h"
#include "panels/panel_format.h"
#include "panels/timeline_editor.h"
#include "scene/pod_scene_widget.h"
#include "sim/simulation.h"

namespace podtwin::gui {

using views::EventText;

void StatusLabels::build(QStatusBar* bar, QWidget* parent) {
  time = new QLabel(parent);
  speed = new QLabel(parent);
  job = new QLabel(parent);
  alarms = new QLabel(parent);
  pod = new QLabel(parent);
  QFont mono = time->font();
  mono.setFamily(QStringLiteral("DejaVu Sans Mono"));
  time->setFont(mono);
  speed->setFont(mono);
  bar->addWidget(pod, 1);
  bar->addPermanentWidget(job);
  bar->addPermanentWidget(alarms);
  bar->addPermanentWidget(speed);
  bar->addPermanentWidget(time);
}

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent), m_ctl(new SimController(this)) {
  setObjectName(QStringLiteral("PodTwinMainWindow"));
  setDockNestingEnabled(true);
  setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
  setCorner(Qt::TopRightCorner, Qt::RightDockWidgetArea);
  buildCentral();
  buildDocks();
  buildActions();
  buildMenus();
  buildToolbar();
  buildSweep();
  buildDesign();
  buildCompare();
  buildTraining();

  m_status.build(statusBar(), this);

  connect(m_ctl, &SimController::snapshotReady, this, &MainWindow::onSnapshot);
  connect(m_ctl, &SimController::sessionLoaded, this, &MainWindow::onSessionLoaded);
  connect(m_ctl, &SimController::runningChanged, this, [this](bool running) {
    updateRunActions();
    if (running) m_docks.charts->setFollowing(true);  // paused charts stay where the user scrolled
  });
  // The timeline mirrors the run's scenario, which the simulation thread owns. After the user's own
  // edit the two are already equal, and the editor keeps its undo history; the window's own
  // injections come back as added events and become undoable steps; anything else replaces it.
  connect(m_ctl, &SimController::scenarioChanged, this, [this] {
    const std::vector<Event>& events = m_ctl->scenario().events;
    if (m_docks.timeline->scenario().events != events) {
      const int added = static_cast<int>(events.size()) -
                        static_cast<int>(m_docks.timeline->scenario().events.size());
      if (added <= 0 || added > m_pendingInjections ||
          !m_docks.timeline->recordInjections(m_ctl->scenario())) {
        m_docks.timeline->setScenario(m_ctl->scenario());
      }
      m_pendingInjections = added > 0 ? std::max(0, m_pendingInjections - added) : 0;
    }
    m_docks.timeline->setCurrentTimeS(m_ctl->snapshot().timeS);
  });
  // The toolbar and the Speed menu show the requested speed however it was set (--speed, tests).
  connect(m_ctl, &SimController::speedChanged, this, [this](double speed) {
    showSpeed(speed);
    updateStatus();
  });
  connect(m_ctl, &SimController::diverged, this, &MainWindow::onDiverged);
  connect(m_ctl, &SimController::jumpProgress, this, &MainWindow::onJumpProgress);
  connect(m_ctl, &SimController::jumpFinished, this, &MainWindow::onJumpFinished);
  connect(m_docks.timeline, &views::TimelineEditor::edited, this, &MainWindow::onTimelineEdited);
  connect(m_docks.log, &views::EventLogView::objectActivated, this, &MainWindow::flyTo);
  connect(m_docks.log, &views::EventLogView::activeAlarmCountChanged, this,
          &MainWindow::updateStatus);
  connect(m_docks.alarms, &views::AlarmListView::objectActivated, this, &MainWindow::flyTo);
  connect(m_docks.alarms, &views::AlarmListView::countsChanged, this,
          [this](int unacked, int active) {
            m_podScene->setAlarmCounts(unacked, active);
            updateStatus();
          });

  retranslate();
  m_sweeps->retranslate();
  m_design->retranslate();
  m_compare->retranslate();
  loadSettings();
  updateRunActions();
  updateStatus();
}

MainWindow::~MainWindow() = default;

void MainWindow::buildDesign() {
  m_design = new DesignWorkbench(this, m_docks.inspectorDock);
  QDockWidget* dock = m_design->dock();
  dock->toggleViewAction()->setObjectName(QStringLiteral("dock_design"));
  dock->toggleViewAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D));
  bringToFrontOrHide(dock);
  m_menus.docksMenu->addAction(dock->toggleViewAction());
  connect(m_design, &DesignWorkbench::applyRequested, this,
          [this](const PodConfig& pod, const QString& label) { openPodConfig(pod, label); });
  connect(m_design, &DesignWorkbench::errorRaised, this, &MainWindow::showError);
  // Study → Run sweep… offers the design on screen, with its edits, as the sweep's base pod.
  m_sweeps->setDesignSource([this] {
    DesignOnScreen d;
    const std::optional<PodConfig> pod = m_design->currentConfig();
    d.name = m_design->filePath();
    if (d.name.isEmpty()) d.name = pod ? QString::fromStdString(pod->name) : m_podSpec;
    if (pod) d.podJson = m_design->currentJson();
    d.edited = m_design->undoStack()->count() > 0;
    return d;
  });
}

void MainWindow::buildSweep() {
  m_sweeps = new SweepStudy(this, m_docks.fabricDock);
  m_docks.chartsDock->raise();
  for (QAction* a : m_sweeps->actions()) {
    addAction(a);  // shortcuts keep working in presenter mode, with the menu bar hidden
    m_actions.insert(a->objectName(), a);
  }
  // The dock toggle continues View → Panels' Ctrl+Shift+1…6.
  QDockWidget* dock = m_sweeps->dock();
  dock->toggleViewAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_7));
  bringToFrontOrHide(dock);
  menuBar()->insertMenu(m_menus.viewMenu->menuAction(), m_sweeps->menu());
  m_menus.docksMenu->addAction(dock->toggleViewAction());
  connect(m_sweeps, &SweepStudy::errorRaised, this, &MainWindow::showError);
  connect(m_sweeps, &SweepStudy::statusMessage, this,
          [this](const QString& text, int ms) { statusBar()->showMessage(text, ms); });
}

void MainWindow::buildCompare() {
  m_compare = new ComparisonWorkbench(this, m_ctl, m_docks.charts, m_docks.kpis, m_podScene);
  for (QAction* a : m_compare->actions()) {
    addAction(a);  // shortcuts keep working in presenter mode, with the menu bar hidden
    m_actions.insert(a->objectName(), a);
  }
  QDockWidget* dock = m_compare->dock();
  tabifyDockWidget(m_docks.inspectorDock, dock);
  m_docks.inspectorDock->raise();
  bringToFrontOrHide(dock);
  menuBar()->insertMenu(m_menus.viewMenu->menuAction(), m_compare->menu());
  m_menus.docksMenu->addAction(dock->toggleViewAction());
  if (auto* v = qobject_cast<QVBoxLayout*>(centralWidget()->layout()))
    v->insertWidget(1, m_compare->sceneBar());
  connect(m_compare, &ComparisonWorkbench::errorRaised, this, &MainWindow::showError);
  connect(m_compare, &ComparisonWorkbench::sceneRunChanged, this, [this](bool showsB) {
    m_docks.logFeed->showB(showsB);
    updateStatus();
  });
  connect(m_compare, &ComparisonWorkbench::statusMessage, this,
          [this](const QString& text, int ms) { statusBar()->showMessage(text, ms); });
  connect(m_compare, &ComparisonWorkbench::designRequested, this, [this] {
    const std::optional<PodConfig> edited = m_design->currentConfig();
    if (!edited) {
      showError(tr("Compare with the edited design"),
                tr("The edited design has a refused value:\n%1").arg(m_design->issuesText()));
      return;
    }
    QString label = m_design->filePath();
    if (label.isEmpty()) label = tr("%1 (edited)").arg(m_podSpec);
    m_compare->compareWithDesign(*edited, label);
  });
  // Presenter mode compares against the chosen B while there is one.
  connect(m_compare, &ComparisonWorkbench::changed, this, [this] {
    m_presenter->comparison()->setChosen(m_compare->isComparing(), m_presenter->isOn(), m_podSpec,
                                         m_compare->description());
  });
}

void MainWindow::buildTraining() {
  m_controls = new OperatorControls(
      this,
      [this](const views::ControlAction& a) {
        std::map<std::string, std::string> strings;
        if (!a.choiceParam.empty()) strings[a.choiceParam] = a.choiceValue;
        injectEvent(a.type, a.target, {}, strings);
      },
      [this](const views::ControlAction& a) { injectDialog(a.type, a.target); });
  m_station = new InstructorStation(this, m_ctl);
  for (QDockWidget* d : {m_controls->dock(), m_station->dock()}) {
    d->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable |
                   QDockWidget::DockWidgetClosable);
    addDockWidget(Qt::LeftDockWidgetArea, d);
    bringToFrontOrHide(d);
  }
  tabifyDockWidget(m_docks.inspectorDock, m_controls->dock());
  tabifyDockWidget(m_controls->dock(), m_station->dock());
  m_docks.inspectorDock->raise();
  // The dock toggles continue View → Panels' list.
  m_controls->dock()->toggleViewAction()->setShortcut(
      QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
  m_station->dock()->toggleViewAction()->setShortcut(
      QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_I));
  m_menus.docksMenu->addAction(m_controls->dock()->toggleViewAction());
  m_menus.docksMenu->addAction(m_station->dock()->toggleViewAction());
  QList<QAction*> own = m_station->actions();
  own << m_controls->popupAction();
  for (QAction* a : own) {
    addAction(a);  // shortcuts keep working in presenter mode, with the menu bar hidden
    m_actions.insert(a->objectName(), a);
  }
  menuBar()->insertMenu(m_menus.injectMenu->menuAction(), m_controls->menu());
  menuBar()->insertMenu(m_menus.viewMenu->menuAction(), m_station->menu());
  connect(m_station, &InstructorStation::errorRaised, this, &MainWindow::showError);
  connect(m_station, &InstructorStation::statusMessage, this,
          [this](const QString& text, int ms) { statusBar()->showMessage(text, ms); });
  connect(m_station, &InstructorStation::traineeModeChanged, this, &MainWindow::setTraineeMode);
  connect(m_station, &InstructorStation::insertMalfunctionRequested, this,
          [this] { m_actions.value(QStringLiteral("inject_menu"))->trigger(); });
  connect(m_station, &InstructorStation::drillOpened, this, [this](const QString& podSpec) {
    m_podSpec = podSpec;
    m_scenarioSpec.clear();
    m_scenarioPath.clear();
    if (!m_trainee) {
      m_station->dock()->show();
      m_station->dock()->raise();
    }
    updateStatus();
  });
}

void MainWindow::setTraineeMode(bool on) {
  if (m_trainee == on) return;
  m_trainee = on;
  m_station->setTraineeMode(on);
  // The malfunction schedule is the timeline; the ground truth the failures' own log entries and
  // the Inject menu. What the trainee keeps: the controls, alarms, instruments and the 3D view.
  m_docks.timelineDock->setVisible(!on);
  m_docks.timelineDock->toggleViewAction()->setEnabled(!on);
  m_menus.injectMenu->menuAction()->setVisible(!on);
  m_menus.injectButton->setVisible(!on);
  m_actions.value(QStringLiteral("inject_menu"))->setEnabled(!on);
  m_docks.log->setSourceHidden(EventSource::Failure, on);
  if (on) {
    m_controls->dock()->show();
    m_controls->dock()->raise();
  }
  spdlog::info("trainee mode {}", on ? "on" : "off");
}

void MainWindow::buildCentral() {
  auto* central = new QWidget(this);
  auto* v = new QVBoxLayout(central);
  v->setContentsMargins(0, 0, 0, 0);
  v->setSpacing(0);
  m_presenter = new PresenterMode(this, central, m_ctl, [this] { settleViews(); });
  v->addWidget(m_presenter->kpiBar());
  auto* h = new QHBoxLayout;
  h->setContentsMargins(0, 0, 0, 0);
  h->setSpacing(0);
  m_podScene = new views::PodSceneWidget(central);
  connect(m_podScene, &views::PodSceneWidget::objectSelected, this, &MainWindow::onObjectSelected);
  connect(m_podScene, &views::PodSceneWidget::contextMenuRequested, this,
          &MainWindow::onObjectContextMenu);
  connect(m_podScene, &views::PodSceneWidget::hovered, this,
          [this](const QString&, const QString& tip) { m_podScene->setToolTip(tip); });
  m_podScene->setMinimumSize(320, 200);
  h->addWidget(m_podScene, 1);
  h->addWidget(m_presenter->comparisonBox());
  v->addLayout(h, 1);
  setCentralWidget(central);
}

bool MainWindow::isPresenterMode() const {
  return m_presenter->isOn();
}

void MainWindow::setPresenterMode(bool on) {
  if (on == m_presenter->isOn()) return;
  m_actions.value(QStringLiteral("presenter"))->setChecked(on);
  m_presenter->setOn(on, m_podSpec);
  onSnapshot();
}

void MainWindow::bringToFrontOrHide(QDockWidget* d) {
  // Qt's toggle action hides a dock that is open but behind another tab; here the action (its
  // shortcut, its menu entry) brings such a dock to the front, and hides only a dock in front.
  QAction* t = d->toggleViewAction();
  QObject::disconnect(t, SIGNAL(triggered(bool)), d, nullptr);
  connect(t, &QAction::triggered, d, [d, t] {
    const bool inFront = d->isVisible() && !d->visibleRegion().isEmpty();
    if (inFront) {
      d->hide();
    } else {
      d->show();
      d->raise();
    }
    t->setChecked(!d->isHidden());
  });
}

void MainWindow::buildDocks() {
  auto dock = [this](const QString& name, QWidget* w, Qt::DockWidgetArea area) {
    auto* d = new QDockWidget(this);
    d->setObjectName(name);
    d->setWidget(w);
    d->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable |
                   QDockWidget::DockWidgetClosable);
    addDockWidget(area, d);
    bringToFrontOrHide(d);
    return d;
  };
  m_docks.kpis = new views::KpiTiles(this);
  m_docks.kpiDock = dock(QStringLiteral("dock_kpis"), m_docks.kpis, Qt::TopDockWidgetArea);
  m_docks.charts = new views::PodCharts(this);
  m_docks.charts->setMinimumWidth(440);
  m_docks.chartsDock = dock(QStringLiteral("dock_charts"), m_docks.charts, Qt::RightDockWidgetArea);
  m_docks.inspector = new views::InspectorPanel(this);
  m_docks.inspectorDock =
      dock(QStringLiteral("dock_inspector"), m_docks.inspector, Qt::LeftDockWidgetArea);
  m_docks.timeline = new views::TimelineEditor(this);
  m_docks.timelineDock =
      dock(QStringLiteral("dock_timeline"), m_docks.timeline, Qt::BottomDockWidgetArea);
  m_docks.log = new views::EventLogView(this);
  m_docks.logDock = dock(QStringLiteral("dock_log"), m_docks.log, Qt::BottomDockWidgetArea);
  m_docks.alarms = new views::AlarmListView(this);
  m_docks.alarmDock = dock(QStringLiteral("dock_alarms"), m_docks.alarms, Qt::BottomDockWidgetArea);
  m_docks.logFeed = new RunLogFeed(m_docks.log, m_docks.alarms, this);
  m_docks.fabric = new views::FabricView(this);
  connect(m_docks.fabric, &views::FabricView::objectSelected, this, &MainWindow::onObjectSelected);
  connect(m_docks.fabric, &views::FabricView::contextMenuRequested, this,
          &MainWindow::onObjectContextMenu);
  m_docks.fabricDock = dock(QStringLiteral("dock_fabric"), m_docks.fabric, Qt::RightDockWidgetArea);
  m_docks.singleLine = new views::DiagramView(views::DiagramKind::Electrical, this);
  m_docks.coolingPid = new views::DiagramView(views::DiagramKind::Cooling, this);
  for (views::DiagramView* d : {m_docks.singleLine, m_docks.coolingPid}) {
    d->setActionProvider([this](const QString& target, QObject* parent) {
      return injectionActions(target, parent);
    });
    connect(d, &views::DiagramView::objectSelected, this, &MainWindow::onObjectSelected);
    connect(d, &views::DiagramView::contextMenuRequested, this, &MainWindow::onObjectContextMenu);
  }
  m_docks.singleLineDock =
      dock(QStringLiteral("dock_single_line"), m_docks.singleLine, Qt::RightDockWidgetArea);
  m_docks.coolingPidDock =
      dock(QStringLiteral("dock_cooling_pid"), m_docks.coolingPid, Qt::RightDockWidgetArea);
  // Timeline, log and alarm list share the bottom as tabs, the log in front; the fabric picture
  // is a tab beside the charts, so the window fits a 1600x1000 screen.
  tabifyDockWidget(m_docks.timelineDock, m_docks.logDock);
  tabifyDockWidget(m_docks.logDock, m_docks.alarmDock);
  tabifyDockWidget(m_docks.chartsDock, m_docks.fabricDock);
  tabifyDockWidget(m_docks.fabricDock, m_docks.singleLineDock);
  tabifyDockWidget(m_docks.singleLineDock, m_docks.coolingPidDock);
  m_docks.logDock->raise();
  m_docks.chartsDock->raise();
  resizeDocks({m_docks.chartsDock}, {480}, Qt::Horizontal);
  resizeDocks({m_docks.inspectorDock}, {260}, Qt::Horizontal);
  resizeDocks({m_docks.logDock}, {220}, Qt::Vertical);
  resizeDocks({m_docks.kpiDock}, {150}, Qt::Vertical);
}

void MainWindow::onSessionLoaded() {
  const PodConfig& pod = m_ctl->pod();
  m_docks.charts->setPod(pod);
  m_docks.logFeed->clear();
  m_podScene->setPod(pod);
  m_docks.fabric->setFabricLayout(views::FabricLayout::fromPod(pod));
  m_docks.singleLine->setPod(pod);
  m_docks.coolingPid->setPod(pod);
  m_docks.inspector->setPod(pod);
  m_docks.kpis->clearHistory();
  m_presenter->clearHistory();
  m_docks.timeline->setPodCounts(Simulation::countsFor(pod));
  m_controls->setPodCounts(Simulation::countsFor(pod));
  m_docks.timeline->setScenario(m_ctl->scenario());
  onSnapshot();
}

QString MainWindow::formatSimTime(double timeS) {
  if (!std::isfinite(timeS) || timeS < 0.0) timeS = 0.0;
  const auto tenths = static_cast<long long>(std::floor(timeS * 10.0 + 1e-6));
  const long long secs = tenths / 10;
  return QStringLiteral("%1 %2:%3:%4.%5")
      .arg(secs / 86400)
      .arg((secs / 3600) % 24, 2, 10, QLatin1Char('0'))
      .arg((secs / 60) % 60, 2, 10, QLatin1Char('0'))
      .arg(secs % 60, 2, 10, QLatin1Char('0'))
      .arg(tenths % 10);
}

QMenu* MainWindow::openContextMenu() const {
  return m_lastContextMenu.data();
}

bool MainWindow::event(QEvent* e) {
  if (e->type() != QEvent::UpdateRequest) return QMainWindow::event(e);
  if (m_holdCompose) {
    m_composeHeld = true;
    return true;
  }
  const bool handled = QMainWindow::event(e);  // paints what is dirty and flushes the window
  ++m_composes;
  emit composed();
  return handled;
}

void MainWindow::closeEvent(QCloseEvent* e) {
  saveSettings();
  m_sweeps->stopAndWait();  // workers stop within one case's stop check; finished cases are kept
  m_ctl->pause();
  QMainWindow::closeEvent(e);
}

void MainWindow::changeEvent(QEvent* e) {
  if (e->type() == QEvent::LanguageChange) {
    retranslate();
    m_sweeps->retranslate();
    m_design->retranslate();
    m_compare->retranslate();
    updateStatus();
    // Values are formatted in the language's locale (decimal comma): show the present state again
    // instead of waiting for the next step, which a paused run would not take.
    if (m_ctl->hasSession()) {
      const PublishedState& st = m_ctl->state();
      m_docks.inspector->updateSnapshot(*st.primary);
      m_docks.kpis->updateSnapshot(*st.primary);
      m_presenter->updateState(st);
    }
  }
  QMainWindow::changeEvent(e);
}

void MainWindow::keyPressEvent(QKeyEvent* e) {
  if (e->key() == Qt::Key_Escape && m_presenter->isOn()) {
    setPresenterMode(false);
    return;
  }
  QMainWindow::keyPressEvent(e);
}

void MainWindow::showError(const QString& title, const QString& text) {
  lastErrorText = text;
  spdlog::error("{}: {}", title.toStdString(), text.toStdString());
  if (quietErrors) return;
  QMessageBox box(QMessageBox::Critical, title, text, QMessageBox::Ok, this);
  box.setObjectName(QStringLiteral("errorBox"));
  box.setTextInteractionFlags(Qt::TextSelectableByMouse);
  box.exec();
}

}  // namespace podtwin::gui
