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
  m_speedGroup = new QActionGroup(this);
  // No entry is checked while a speed that is not a preset runs (--speed 20).
  m_speedGroup->setExclusionPolicy(QActionGroup::ExclusionPolicy::ExclusiveOptional);
  m_colorGroup = new QActionGroup(this);
  m_langGroup = new QActionGroup(this);
  m_colorMapGroup = new QActionGroup(this);
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

  QAction* undo = m_timeline->undoStack()->createUndoAction(this);
  // An injection still on its way to the simulation thread is the newest step: it is taken into
  // the timeline first, so Undo takes back the injection and not the edit before it.
  QObject::disconnect(undo, &QAction::triggered, m_timeline->undoStack(), nullptr);
  connect(undo, &QAction::triggered, this, [this] {
    takePendingInjections();
    m_timeline->undoStack()->undo();
  });
  undo->setObjectName(QStringLiteral("undo"));
  undo->setShortcut(platformKey(QKeySequence::Undo, QKeySequence(Qt::CTRL | Qt::Key_Z)));
  m_actions.insert(undo->objectName(), undo);
  QAction* redo = m_timeline->undoStack()->createRedoAction(this);
  // Likewise: the injection comes first (it ends what can be redone, as any new step does).
  QObject::disconnect(redo, &QAction::triggered, m_timeline->undoStack(), nullptr);
  connect(redo, &QAction::triggered, this, [this] {
    takePendingInjections();
    m_timeline->undoStack()->redo();
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
  const bool onButton = m_injectButton && m_injectButton->isVisible();
  m_injectMenu->popup(onButton ? m_injectButton->mapToGlobal(QPoint(0, m_injectButton->height()))
                               : mapToGlobal(rect().center()));
}

void MainWindow::buildMenus() {
  QMenuBar* mb = menuBar();
  auto a = [this](const char* name) { return m_actions.value(QString::fromLatin1(name)); };
  m_fileMenu = mb->addMenu(QString());
  m_fileMenu->addAction(a("new_pod"));
  m_fileMenu->addAction(a("open_pod"));
  m_builtinPodMenu = m_fileMenu->addMenu(QString());
  m_builtinPodMenu->setObjectName(QStringLiteral("menu_builtin_pods"));
  m_fileMenu->addAction(a("open_scenario"));
  m_builtinScenarioMenu = m_fileMenu->addMenu(QString());
  m_builtinScenarioMenu->setObjectName(QStringLiteral("menu_builtin_scenarios"));
  m_recentMenu = m_fileMenu->addMenu(QString());
  m_recentMenu->setObjectName(QStringLiteral("menu_recent"));
  m_fileMenu->addSeparator();
  m_fileMenu->addAction(a("save_scenario"));
  m_fileMenu->addAction(a("save_scenario_as"));
  m_fileMenu->addSeparator();
  m_fileMenu->addAction(a("export_csv"));
  m_fileMenu->addAction(a("export_report"));
  m_fileMenu->addAction(a("screenshot"));
  m_fileMenu->addSeparator();
  m_fileMenu->addAction(a("quit"));

  QMenu* edit = mb->addMenu(QString());
  edit->setObjectName(QStringLiteral("menu_edit"));
  edit->addAction(a("undo"));
  edit->addAction(a("redo"));

  m_simMenu = mb->addMenu(QString());
  m_simMenu->addAction(a("run"));
  m_simMenu->addAction(a("step"));
  m_speedMenu = m_simMenu->addMenu(QString());
  m_speedMenu->addActions(m_speedGroup->actions());
  m_simMenu->addSeparator();
  m_simMenu->addAction(a("reset"));
  m_simMenu->addAction(a("jump"));
  m_simMenu->addSeparator();
  m_simMenu->addAction(a("alarm_ack_all"));

  m_injectMenu = mb->addMenu(QString());
  m_injectMenu->setObjectName(QStringLiteral("menu_inject"));
  for (EventDomain d : {EventDomain::Power, EventDomain::Workload, EventDomain::Thermal,
                        EventDomain::Fabric, EventDomain::Instrument}) {
    QMenu* m = m_injectMenu->addMenu(QString());
    m_domainMenus.insert(static_cast<int>(d), m);
    for (const auto& spec : eventCatalogue()) {
      // The Inject menu keeps the failures; the operator's actions are the Controls menu's.
      if (spec.domain != d || spec.source == EventSource::Operator) continue;
      m->addAction(a(("inject_" + spec.name).c_str()));
      if (spec.id == EventType::PowerCap) m->addAction(a("inject_power_cap_release"));
    }
  }

  m_viewMenu = mb->addMenu(QString());
  m_colorMenu = m_viewMenu->addMenu(QString());
  m_colorMenu->addActions(m_colorGroup->actions());
  m_cameraMenu = m_viewMenu->addMenu(QString());
  m_cameraMenu->addAction(a("camera_overview"));
  m_cameraMenu->addAction(a("camera_top"));
  m_cameraMenu->addAction(a("camera_aisle"));
  m_viewMenu->addAction(a("presenter"));
  m_viewMenu->addSeparator();
  m_docksMenu = m_viewMenu->addMenu(QString());
  int k = 0;
  for (QDockWidget* d :
       {m_chartsDock, m_kpiDock, m_inspectorDock, m_timelineDock, m_logDock, m_fabricDock}) {
    QAction* t = d->toggleViewAction();
    t->setShortcut(QKeySequence(static_cast<int>(Qt::CTRL | Qt::SHIFT) | (Qt::Key_1 + k++)));
    m_docksMenu->addAction(t);
  }
  m_singleLineDock->toggleViewAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_8));
  m_coolingPidDock->toggleViewAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_9));
  m_alarmDock->toggleViewAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_0));
  m_docksMenu->addAction(m_singleLineDock->toggleViewAction());
  m_docksMenu->addAction(m_coolingPidDock->toggleViewAction());
  m_docksMenu->addAction(m_alarmDock->toggleViewAction());

  m_settingsMenu = mb->addMenu(QString());
  m_languageMenu = m_settingsMenu->addMenu(QString());
  m_languageMenu->addActions(m_langGroup->actions());
  m_colorMapMenu = m_settingsMenu->addMenu(QString());
  m_colorMapMenu->addActions(m_colorMapGroup->actions());
  m_settingsMenu->addAction(a("backtrack_settings"));

  m_helpMenu = mb->addMenu(QString());
  m_helpMenu->addAction(a("about"));
  rebuildBuiltinMenus();
}

void MainWindow::buildToolbar() {
  m_toolbar = addToolBar(QString());
  m_toolbar->setObjectName(QStringLiteral("toolbar_main"));
  m_toolbar->setMovable(false);
  m_toolbar->setIconSize(QSize(22, 22));
  m_toolbar->setToolButtonStyle(Qt::ToolButtonIconOnly);
  auto a = [this](const char* name) { return m_actions.value(QString::fromLatin1(name)); };
  m_toolbar->addAction(a("open_pod"));
  m_toolbar->addAction(a("open_scenario"));
  m_toolbar->addAction(a("save_scenario"));
  m_toolbar->addSeparator();
  m_toolbar->addAction(a("run"));
  m_toolbar->addAction(a("step"));
  m_toolbar->addAction(a("reset"));
  m_toolbar->addAction(a("jump"));
  m_speedLabel = new QLabel(m_toolbar);
  m_toolbar->addWidget(m_speedLabel);
  m_speedCombo = new QComboBox(m_toolbar);
  m_speedCombo->setObjectName(QStringLiteral("speedCombo"));
  for (double s : SimController::kSpeedSteps) m_speedCombo->addItem(QString(), s);
  m_toolbar->addWidget(m_speedCombo);
  connect(m_speedCombo, &QComboBox::activated, this,
          [this](int i) { setSpeedFromUi(m_speedCombo->itemData(i).toDouble()); });
  m_toolbar->addSeparator();
  m_colorLabel = new QLabel(m_toolbar);
  m_toolbar->addWidget(m_colorLabel);
  m_colorCombo = new QComboBox(m_toolbar);
  m_colorCombo->setObjectName(QStringLiteral("colorCombo"));
  for (int i = 0; i < 5; ++i) m_colorCombo->addItem(QString());
  m_toolbar->addWidget(m_colorCombo);
  connect(m_colorCombo, &QComboBox::activated, this, &MainWindow::setColorByIndex);
  m_toolbar->addAction(a("camera_overview"));
  m_toolbar->addAction(a("camera_top"));
  m_toolbar->addAction(a("camera_aisle"));
  m_toolbar->addSeparator();
  // A tool button of its own: QAction::setMenu() would take the menu's action away from the menu
  // bar.
  auto* injectButton = new QToolButton(m_toolbar);
  injectButton->setObjectName(QStringLiteral("inject_menu_button"));
  injectButton->setIcon(appIcon(IconId::Inject));
  injectButton->setMenu(m_injectMenu);
  injectButton->setPopupMode(QToolButton::InstantPopup);
  m_injectButton = injectButton;
  m_toolbar->addWidget(injectButton);
  m_toolbar->addAction(a("presenter"));
  m_toolbar->addAction(a("screenshot"));
}

void MainWindow::retranslate() {
  setWindowTitle(tr("PodTwin — AI training pod digital twin"));
  for (const ActionRow& row : m_actionRows) applyActionTexts(row, m_actions.value(row.name));
  m_injectButton->setToolTip(withShortcut(
      tr("Inject a failure now"), m_actions.value(QStringLiteral("inject_menu"))->shortcut()));
  updateRunActions();

  m_fileMenu->setTitle(tr("&File"));
  m_builtinPodMenu->setTitle(tr("Built-in &pods"));
  m_builtinScenarioMenu->setTitle(tr("Built-in s&cenarios"));
  m_recentMenu->setTitle(tr("&Recent files"));
  findChild<QMenu*>(QStringLiteral("menu_edit"))->setTitle(tr("&Edit"));
  m_simMenu->setTitle(tr("&Simulation"));
  m_speedMenu->setTitle(tr("Spee&d"));
  m_injectMenu->setTitle(tr("&Inject"));
  for (auto it = m_domainMenus.begin(); it != m_domainMenus.end(); ++it) {
    it.value()->setTitle(EventText::domainName(static_cast<EventDomain>(it.key())));
  }
  m_viewMenu->setTitle(tr("&View"));
  m_colorMenu->setTitle(tr("&Colour by"));
  m_cameraMenu->setTitle(tr("C&amera"));
  m_docksMenu->setTitle(tr("&Panels"));
  m_settingsMenu->setTitle(tr("Se&ttings"));
  m_languageMenu->setTitle(tr("&Language"));
  m_colorMapMenu->setTitle(tr("Colour &map"));
  m_helpMenu->setTitle(tr("&Help"));
  m_toolbar->setWindowTitle(tr("Main toolbar"));

  m_chartsDock->setWindowTitle(tr("Live charts"));
  m_kpiDock->setWindowTitle(tr("KPIs"));
  m_inspectorDock->setWindowTitle(tr("Inspector"));
  m_timelineDock->setWindowTitle(tr("Scenario timeline"));
  m_logDock->setWindowTitle(tr("Events and alarms"));
  m_fabricDock->setWindowTitle(tr("Fabric"));
  m_singleLineDock->setWindowTitle(tr("Single-line"));
  m_coolingPidDock->setWindowTitle(tr("Cooling P&ID"));
  m_alarmDock->setWindowTitle(tr("Alarms"));
  for (QDockWidget* d : {m_chartsDock, m_kpiDock, m_inspectorDock, m_timelineDock, m_logDock,
                         m_fabricDock, m_singleLineDock, m_coolingPidDock, m_alarmDock}) {
    QAction* t = d->toggleViewAction();
    t->setToolTip(withShortcut(tr("Show or hide: %1").arg(d->windowTitle()), t->shortcut()));
  }
  // A menu reads "&" as a mnemonic; the dock's own title does not.
  m_coolingPidDock->toggleViewAction()->setText(
      m_coolingPidDock->windowTitle().replace(QLatin1Char('&'), QStringLiteral("&&")));

  m_speedLabel->setText(tr(" Speed "));
  // By value, not index: a custom speed's entry may sit between the presets.
  const QString speedTexts[] = {tr("1×"), tr("10×"), tr("100×"), tr("max")};
  for (int k = 0; k < 4; ++k) {
    m_speedCombo->setItemText(m_speedCombo->findData(SimController::kSpeedSteps[k]), speedTexts[k]);
  }
  m_speedCombo->setToolTip(tr("Requested speed (%1 … %2)")
                               .arg(m_actions.value(QStringLiteral("speed_1"))
                                        ->shortcut()
                                        .toString(QKeySequence::NativeText),
                                    m_actions.value(QStringLiteral("speed_max"))
                                        ->shortcut()
                                        .toString(QKeySequence::NativeText)));
  m_colorLabel->setText(tr(" Colour by "));
  const QList<QAction*> colorActions = m_colorGroup->actions();
  m_colorCombo->setToolTip(
      tr("Colour the racks by (%1 … %2)")
          .arg(colorActions.front()->shortcut().toString(QKeySequence::NativeText),
               colorActions.back()->shortcut().toString(QKeySequence::NativeText)));
  for (int i = 0; i < colorActions.size(); ++i) {
    m_colorCombo->setItemText(i, colorActions.at(i)->text());
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
  m_recentMenu->clear();
  const QStringList recent = QSettings().value(QStringLiteral("files/recent")).toStringList();
  for (const QString& entry : recent) {
    const QString kind = entry.section(QLatin1Char('|'), 0, 0);
    const QString spec = entry.section(QLatin1Char('|'), 1);
    const QString label =
        (kind == QLatin1String("pod") ? tr("Pod: %1") : tr("Scenario: %1")).arg(spec);
    m_recentMenu->addAction(label, this, [this, kind, spec] {
      if (kind == QLatin1String("pod"))
        openPod(spec);
      else
        openScenario(spec);
    });
  }
  if (recent.isEmpty()) m_recentMenu->addAction(tr("(none)"))->setEnabled(false);
  m_recentMenu->addSeparator();
  m_recentMenu->addAction(tr("Clear list"), this, [this] {
    QSettings().remove(QStringLiteral("files/recent"));
    rebuildRecentMenu();
  });
}

void MainWindow::rebuildBuiltinMenus() {
  m_builtinPodMenu->clear();
  for (const auto& name : builtinNames("pod")) {
    const QString spec = QStringLiteral("builtin:") + QString::fromStdString(name);
    m_builtinPodMenu->addAction(QString::fromStdString(name), this,
                                [this, spec] { openPod(spec); });
  }
  m_builtinScenarioMenu->clear();
  for (const auto& name : builtinNames("scenario")) {
    const QString spec = QStringLiteral("builtin:") + QString::fromStdString(name);
    m_builtinScenarioMenu->addAction(QString::fromStdString(name), this,
                                     [this, spec] { openScenario(spec); });
  }
}

}  // namespace podtwin::gui
