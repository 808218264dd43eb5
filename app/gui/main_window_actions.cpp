// MainWindow: actions, menus, toolbar and their (re)translation.

#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QMenuBar>
#include <QSettings>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>

#include "core/builtin.h"
#include "gui/action_row.h"
#include "gui/app_style.h"
#include "gui/instructor_station.h"
#include "gui/main_window.h"
#include "gui/operator_controls.h"
#include "gui/presenter_mode.h"
#include "panels/alarm_list_view.h"
#include "panels/event_text.h"
#include "panels/timeline_editor.h"
#include "scenario/event_types.h"

namespace podtwin::gui {

using views::EventText;

QString MainWindow::withShortcut(const QString& tip, const QKeySequence& key) {
  if (key.isEmpty()) return tip;
  return QStringLiteral("%1 (%2)").arg(tip, key.toString(QKeySequence::NativeText));
}

QAction* MainWindow::makeAction(const QString& name, const QKeySequence& key) {
  auto* a = new QAction(this);
  a->setObjectName(name);
  if (!key.isEmpty()) a->setShortcut(key);
  addAction(a);  // shortcuts keep working in presenter mode, with the menu bar hidden
  m_actions.insert(name, a);
  return a;
}

void MainWindow::buildActions() {
  m_menus.speedGroup = new QActionGroup(this);
  // No entry is checked while a speed that is not a preset runs (--speed 20).
  m_menus.speedGroup->setExclusionPolicy(QActionGroup::ExclusionPolicy::ExclusiveOptional);
  m_menus.colorGroup = new QActionGroup(this);
  m_menus.langGroup = new QActionGroup(this);
  m_menus.colorMapGroup = new QActionGroup(this);
  m_actionRows = actionTable();
  for (const ActionRow& row : m_actionRows) {
    QAction* a = makeAction(row.name, row.key);
    if (row.icon) a->setIcon(appIcon(*row.icon));
    a->setCheckable(row.checkable || row.group);
    if (row.data.isValid()) a->setData(row.data);
    if (row.group) row.group->addAction(a);
    connect(a, &QAction::triggered, this, row.onTriggered);
    applyActionTexts(row, a);
  }

  QAction* undo = m_docks.timeline->undoStack()->createUndoAction(this);
  // An injection still on its way to the simulation thread is the newest step: it is taken into
  // the timeline first, so Undo takes back the injection and not the edit before it.
  QObject::disconnect(undo, &QAction::triggered, m_docks.timeline->undoStack(), nullptr);
  connect(undo, &QAction::triggered, this, [this] {
    takePendingInjections();
    m_docks.timeline->undoStack()->undo();
  });
  undo->setObjectName(QStringLiteral("undo"));
  undo->setShortcut(platformKey(QKeySequence::Undo, QKeySequence(Qt::CTRL | Qt::Key_Z)));
  m_actions.insert(undo->objectName(), undo);
  QAction* redo = m_docks.timeline->undoStack()->createRedoAction(this);
  // Likewise: the injection comes first (it ends what can be redone, as any new step does).
  QObject::disconnect(redo, &QAction::triggered, m_docks.timeline->undoStack(), nullptr);
  connect(redo, &QAction::triggered, this, [this] {
    takePendingInjections();
    m_docks.timeline->undoStack()->redo();
  });
  redo->setObjectName(QStringLiteral("redo"));
  redo->setShortcut(
      platformKey(QKeySequence::Redo, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)));
  m_actions.insert(redo->objectName(), redo);
}

void MainWindow::applyActionTexts(const ActionRow& row, QAction* action) {
  if (!row.text && !row.textOf) return;  // named elsewhere (Run / Pause: updateRunActions)
  const QString text = row.text ? tr(row.text) : row.textOf();
  action->setText(text);
  // Tool tips name the shortcut, as the menus do.
  const QString tip = row.tip ? tr(row.tip)
                      : row.tipOf
                          ? row.tipOf()
                          : QString(text).remove(QLatin1Char('&')).remove(QStringLiteral("…"));
  action->setToolTip(withShortcut(tip, action->shortcut()));
}

void MainWindow::popupInjectMenu() {
  const bool onButton = m_menus.injectButton && m_menus.injectButton->isVisible();
  m_menus.injectMenu->popup(
      onButton ? m_menus.injectButton->mapToGlobal(QPoint(0, m_menus.injectButton->height()))
               : mapToGlobal(rect().center()));
}

void MainWindow::buildMenus() {
  QMenuBar* mb = menuBar();
  auto a = [this](const char* name) { return m_actions.value(QString::fromLatin1(name)); };
  m_menus.fileMenu = mb->addMenu(QString());
  m_menus.fileMenu->addAction(a("new_pod"));
  m_menus.fileMenu->addAction(a("open_pod"));
  m_menus.builtinPodMenu = m_menus.fileMenu->addMenu(QString());
  m_menus.builtinPodMenu->setObjectName(QStringLiteral("menu_builtin_pods"));
  m_menus.fileMenu->addAction(a("open_scenario"));
  m_menus.builtinScenarioMenu = m_menus.fileMenu->addMenu(QString());
  m_menus.builtinScenarioMenu->setObjectName(QStringLiteral("menu_builtin_scenarios"));
  m_menus.recentMenu = m_menus.fileMenu->addMenu(QString());
  m_menus.recentMenu->setObjectName(QStringLiteral("menu_recent"));
  m_menus.fileMenu->addSeparator();
  m_menus.fileMenu->addAction(a("save_scenario"));
  m_menus.fileMenu->addAction(a("save_scenario_as"));
  m_menus.fileMenu->addSeparator();
  m_menus.fileMenu->addAction(a("export_csv"));
  m_menus.fileMenu->addAction(a("export_report"));
  m_menus.fileMenu->addAction(a("screenshot"));
  m_menus.fileMenu->addSeparator();
  m_menus.fileMenu->addAction(a("quit"));

  QMenu* edit = mb->addMenu(QString());
  edit->setObjectName(QStringLiteral("menu_edit"));
  edit->addAction(a("undo"));
  edit->addAction(a("redo"));

  m_menus.simMenu = mb->addMenu(QString());
  m_menus.simMenu->addAction(a("run"));
  m_menus.simMenu->addAction(a("step"));
  m_menus.speedMenu = m_menus.simMenu->addMenu(QString());
  m_menus.speedMenu->addActions(m_menus.speedGroup->actions());
  m_menus.simMenu->addSeparator();
  m_menus.simMenu->addAction(a("reset"));
  m_menus.simMenu->addAction(a("jump"));
  m_menus.simMenu->addSeparator();
  m_menus.simMenu->addAction(a("alarm_ack_all"));

  m_menus.injectMenu = mb->addMenu(QString());
  m_menus.injectMenu->setObjectName(QStringLiteral("menu_inject"));
  for (EventDomain d : {EventDomain::Power, EventDomain::Workload, EventDomain::Thermal,
                        EventDomain::Fabric, EventDomain::Instrument}) {
    QMenu* m = m_menus.injectMenu->addMenu(QString());
    m_menus.domainMenus.insert(static_cast<int>(d), m);
    for (const auto& spec : eventCatalogue()) {
      // The Inject menu keeps the failures; the operator's actions are the Controls menu's.
      if (spec.domain != d || spec.source == EventSource::Operator) continue;
      m->addAction(a(("inject_" + spec.name).c_str()));
      if (spec.id == EventType::PowerCap) m->addAction(a("inject_power_cap_release"));
    }
  }

  m_menus.viewMenu = mb->addMenu(QString());
  m_menus.colorMenu = m_menus.viewMenu->addMenu(QString());
  m_menus.colorMenu->addActions(m_menus.colorGroup->actions());
  m_menus.cameraMenu = m_menus.viewMenu->addMenu(QString());
  m_menus.cameraMenu->addAction(a("camera_overview"));
  m_menus.cameraMenu->addAction(a("camera_top"));
  m_menus.cameraMenu->addAction(a("camera_aisle"));
  m_menus.viewMenu->addAction(a("presenter"));
  m_menus.viewMenu->addSeparator();
  m_menus.docksMenu = m_menus.viewMenu->addMenu(QString());
  int k = 0;
  for (QDockWidget* d : {m_docks.chartsDock, m_docks.kpiDock, m_docks.inspectorDock,
                         m_docks.timelineDock, m_docks.logDock, m_docks.fabricDock}) {
    QAction* t = d->toggleViewAction();
    t->setShortcut(QKeySequence(static_cast<int>(Qt::CTRL | Qt::SHIFT) | (Qt::Key_1 + k++)));
    m_menus.docksMenu->addAction(t);
  }
  m_docks.singleLineDock->toggleViewAction()->setShortcut(
      QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_8));
  m_docks.coolingPidDock->toggleViewAction()->setShortcut(
      QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_9));
  m_docks.alarmDock->toggleViewAction()->setShortcut(
      QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_0));
  m_menus.docksMenu->addAction(m_docks.singleLineDock->toggleViewAction());
  m_menus.docksMenu->addAction(m_docks.coolingPidDock->toggleViewAction());
  m_menus.docksMenu->addAction(m_docks.alarmDock->toggleViewAction());

  m_menus.settingsMenu = mb->addMenu(QString());
  m_menus.languageMenu = m_menus.settingsMenu->addMenu(QString());
  m_menus.languageMenu->addActions(m_menus.langGroup->actions());
  m_menus.colorMapMenu = m_menus.settingsMenu->addMenu(QString());
  m_menus.colorMapMenu->addActions(m_menus.colorMapGroup->actions());
  m_menus.settingsMenu->addAction(a("backtrack_settings"));

  m_menus.helpMenu = mb->addMenu(QString());
  m_menus.helpMenu->addAction(a("about"));
  rebuildBuiltinMenus();
}

void MainWindow::buildToolbar() {
  m_menus.toolbar = addToolBar(QString());
  m_menus.toolbar->setObjectName(QStringLiteral("toolbar_main"));
  m_menus.toolbar->setMovable(false);
  m_menus.toolbar->setIconSize(QSize(22, 22));
  m_menus.toolbar->setToolButtonStyle(Qt::ToolButtonIconOnly);
  auto a = [this](const char* name) { return m_actions.value(QString::fromLatin1(name)); };
  m_menus.toolbar->addAction(a("open_pod"));
  m_menus.toolbar->addAction(a("open_scenario"));
  m_menus.toolbar->addAction(a("save_scenario"));
  m_menus.toolbar->addSeparator();
  m_menus.toolbar->addAction(a("run"));
  m_menus.toolbar->addAction(a("step"));
  m_menus.toolbar->addAction(a("reset"));
  m_menus.toolbar->addAction(a("jump"));
  m_menus.speedLabel = new QLabel(m_menus.toolbar);
  m_menus.toolbar->addWidget(m_menus.speedLabel);
  m_menus.speedCombo = new QComboBox(m_menus.toolbar);
  m_menus.speedCombo->setObjectName(QStringLiteral("speedCombo"));
  for (double s : SimController::kSpeedSteps) m_menus.speedCombo->addItem(QString(), s);
  m_menus.toolbar->addWidget(m_menus.speedCombo);
  connect(m_menus.speedCombo, &QComboBox::activated, this,
          [this](int i) { setSpeedFromUi(m_menus.speedCombo->itemData(i).toDouble()); });
  m_menus.toolbar->addSeparator();
  m_menus.colorLabel = new QLabel(m_menus.toolbar);
  m_menus.toolbar->addWidget(m_menus.colorLabel);
  m_menus.colorCombo = new QComboBox(m_menus.toolbar);
  m_menus.colorCombo->setObjectName(QStringLiteral("colorCombo"));
  for (int i = 0; i < 5; ++i) m_menus.colorCombo->addItem(QString());
  m_menus.toolbar->addWidget(m_menus.colorCombo);
  connect(m_menus.colorCombo, &QComboBox::activated, this, &MainWindow::setColorByIndex);
  m_menus.toolbar->addAction(a("camera_overview"));
  m_menus.toolbar->addAction(a("camera_top"));
  m_menus.toolbar->addAction(a("camera_aisle"));
  m_menus.toolbar->addSeparator();
  // A tool button of its own: QAction::setMenu() would take the menu's action away from the menu
  // bar.
  auto* injectButton = new QToolButton(m_menus.toolbar);
  injectButton->setObjectName(QStringLiteral("inject_menu_button"));
  injectButton->setIcon(appIcon(IconId::Inject));
  injectButton->setMenu(m_menus.injectMenu);
  injectButton->setPopupMode(QToolButton::InstantPopup);
  m_menus.injectButton = injectButton;
  m_menus.toolbar->addWidget(injectButton);
  m_menus.toolbar->addAction(a("presenter"));
  m_menus.toolbar->addAction(a("screenshot"));
}

void MainWindow::retranslate() {
  setWindowTitle(tr("PodTwin — AI training pod digital twin"));
  for (const ActionRow& row : m_actionRows) applyActionTexts(row, m_actions.value(row.name));
  m_menus.injectButton->setToolTip(withShortcut(
      tr("Inject a failure now"), m_actions.value(QStringLiteral("inject_menu"))->shortcut()));
  updateRunActions();

  m_menus.fileMenu->setTitle(tr("&File"));
  m_menus.builtinPodMenu->setTitle(tr("Built-in &pods"));
  m_menus.builtinScenarioMenu->setTitle(tr("Built-in s&cenarios"));
  m_menus.recentMenu->setTitle(tr("&Recent files"));
  findChild<QMenu*>(QStringLiteral("menu_edit"))->setTitle(tr("&Edit"));
  m_menus.simMenu->setTitle(tr("&Simulation"));
  m_menus.speedMenu->setTitle(tr("Spee&d"));
  m_menus.injectMenu->setTitle(tr("&Inject"));
  for (auto it = m_menus.domainMenus.begin(); it != m_menus.domainMenus.end(); ++it) {
    it.value()->setTitle(EventText::domainName(static_cast<EventDomain>(it.key())));
  }
  m_menus.viewMenu->setTitle(tr("&View"));
  m_menus.colorMenu->setTitle(tr("&Colour by"));
  m_menus.cameraMenu->setTitle(tr("C&amera"));
  m_menus.docksMenu->setTitle(tr("&Panels"));
  m_menus.settingsMenu->setTitle(tr("Se&ttings"));
  m_menus.languageMenu->setTitle(tr("&Language"));
  m_menus.colorMapMenu->setTitle(tr("Colour &map"));
  m_menus.helpMenu->setTitle(tr("&Help"));
  m_menus.toolbar->setWindowTitle(tr("Main toolbar"));

  m_docks.chartsDock->setWindowTitle(tr("Live charts"));
  m_docks.kpiDock->setWindowTitle(tr("KPIs"));
  m_docks.inspectorDock->setWindowTitle(tr("Inspector"));
  m_docks.timelineDock->setWindowTitle(tr("Scenario timeline"));
  m_docks.logDock->setWindowTitle(tr("Events and alarms"));
  m_docks.fabricDock->setWindowTitle(tr("Fabric"));
  m_docks.singleLineDock->setWindowTitle(tr("Single-line"));
  m_docks.coolingPidDock->setWindowTitle(tr("Cooling P&ID"));
  m_docks.alarmDock->setWindowTitle(tr("Alarms"));
  for (QDockWidget* d : {m_docks.chartsDock, m_docks.kpiDock, m_docks.inspectorDock,
                         m_docks.timelineDock, m_docks.logDock, m_docks.fabricDock,
                         m_docks.singleLineDock, m_docks.coolingPidDock, m_docks.alarmDock}) {
    QAction* t = d->toggleViewAction();
    t->setToolTip(withShortcut(tr("Show or hide: %1").arg(d->windowTitle()), t->shortcut()));
  }
  // A menu reads "&" as a mnemonic; the dock's own title does not.
  m_docks.coolingPidDock->toggleViewAction()->setText(
      m_docks.coolingPidDock->windowTitle().replace(QLatin1Char('&'), QStringLiteral("&&")));

  m_menus.speedLabel->setText(tr(" Speed "));
  // By value, not index: a custom speed's entry may sit between the presets.
  const QString speedTexts[] = {tr("1×"), tr("10×"), tr("100×"), tr("max")};
  for (int k = 0; k < 4; ++k) {
    m_menus.speedCombo->setItemText(m_menus.speedCombo->findData(SimController::kSpeedSteps[k]),
                                    speedTexts[k]);
  }
  m_menus.speedCombo->setToolTip(tr("Requested speed (%1 … %2)")
                                     .arg(m_actions.value(QStringLiteral("speed_1"))
                                              ->shortcut()
                                              .toString(QKeySequence::NativeText),
                                          m_actions.value(QStringLiteral("speed_max"))
                                              ->shortcut()
                                              .toString(QKeySequence::NativeText)));
  m_menus.colorLabel->setText(tr(" Colour by "));
  const QList<QAction*> colorActions = m_menus.colorGroup->actions();
  m_menus.colorCombo->setToolTip(
      tr("Colour the racks by (%1 … %2)")
          .arg(colorActions.front()->shortcut().toString(QKeySequence::NativeText),
               colorActions.back()->shortcut().toString(QKeySequence::NativeText)));
  for (int i = 0; i < colorActions.size(); ++i) {
    m_menus.colorCombo->setItemText(i, colorActions.at(i)->text());
  }
  m_presenter->retranslate();
  m_controls->retranslate();
  m_station->retranslate();
  for (QDockWidget* d : {m_controls->dock(), m_station->dock()}) {
    QAction* t = d->toggleViewAction();
    t->setToolTip(withShortcut(tr("Show or hide: %1").arg(d->windowTitle()), t->shortcut()));
  }
  m_controls->popupAction()->setToolTip(
      withShortcut(tr("The Controls menu as a pop-up"), m_controls->popupAction()->shortcut()));
  rebuildRecentMenu();
}

void MainWindow::updateRunActions() {
  QAction* run = m_actions.value(QStringLiteral("run"));
  const bool running = m_ctl->isRunning();
  run->setText(running ? tr("&Pause") : tr("&Run"));
  run->setToolTip(withShortcut(running ? tr("Pause") : tr("Run"), run->shortcut()));
  run->setIcon(appIcon(running ? IconId::Pause : IconId::Play));
  const bool have = m_ctl->hasSession();
  for (const ActionRow& row : m_actionRows) {
    if (row.needsSession) m_actions.value(row.name)->setEnabled(have);
  }
}

void MainWindow::rebuildRecentMenu() {
  m_menus.recentMenu->clear();
  const QStringList recent = QSettings().value(QStringLiteral("files/recent")).toStringList();
  for (const QString& entry : recent) {
    const QString kind = entry.section(QLatin1Char('|'), 0, 0);
    const QString spec = entry.section(QLatin1Char('|'), 1);
    const QString label =
        (kind == QLatin1String("pod") ? tr("Pod: %1") : tr("Scenario: %1")).arg(spec);
    m_menus.recentMenu->addAction(label, this, [this, kind, spec] {
      if (kind == QLatin1String("pod"))
        openPod(spec);
      else
        openScenario(spec);
    });
  }
  if (recent.isEmpty()) m_menus.recentMenu->addAction(tr("(none)"))->setEnabled(false);
  m_menus.recentMenu->addSeparator();
  m_menus.recentMenu->addAction(tr("Clear list"), this, [this] {
    QSettings().remove(QStringLiteral("files/recent"));
    rebuildRecentMenu();
  });
}

void MainWindow::rebuildBuiltinMenus() {
  m_menus.builtinPodMenu->clear();
  for (const auto& name : builtinNames("pod")) {
    const QString spec = QStringLiteral("builtin:") + QString::fromStdString(name);
    m_menus.builtinPodMenu->addAction(QString::fromStdString(name), this,
                                      [this, spec] { openPod(spec); });
  }
  m_menus.builtinScenarioMenu->clear();
  for (const auto& name : builtinNames("scenario")) {
    const QString spec = QStringLiteral("builtin:") + QString::fromStdString(name);
    m_menus.builtinScenarioMenu->addAction(QString::fromStdString(name), this,
                                           [this, spec] { openScenario(spec); });
  }
}

}  // namespace podtwin::gui
