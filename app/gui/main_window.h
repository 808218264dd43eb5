#pragma once
// MainWindow: the PodTwin desktop. The 3D pod in the centre; docks with live charts, KPI tiles, the
// inspector, the scenario timeline, the event/alarm log, the alarm list and the fabric view; a
// toolbar for the run (play, step, speed, reset), colour-by and camera presets; failure injection
// from the Inject menu or a right-click in 3D. It builds and wires these; features with state of
// their own live in their own classes: PresenterMode (F11, with its ComparisonRun) and SweepStudy
// (the Study menu).

#include <QAction>
#include <QActionGroup>
#include <QHash>
#include <QImage>
#include <QMainWindow>
#include <QPointer>
#include <QSize>
#include <QString>
#include <map>
#include <optional>
#include <vector>

#include "config/pod_config.h"
#include "gui/action_row.h"
#include "gui/main_window_parts.h"
#include "gui/sim_controller.h"
#include "scenario/scenario.h"

class QLabel;
class QComboBox;
class QMenu;
class QToolBar;
class QToolButton;
class QProgressDialog;
class QDockWidget;
class QHBoxLayout;

namespace podtwin::views {
class PodCharts;
class PodSceneWidget;
class FabricView;
class TimelineEditor;
class EventLogView;
class AlarmListView;
class InspectorPanel;
class KpiTiles;
class DiagramView;
}  // namespace podtwin::views

namespace podtwin {
class ConfigError;
}

namespace podtwin::gui {

/// Every issue of a ConfigError, one per line ("file:line: /path: reason"), as the window's error
/// messages show them.
QString configErrorText(const ConfigError& e);

class RunLogFeed;
class SweepStudy;
class PresenterMode;
class DesignWorkbench;
class ComparisonWorkbench;
class OperatorControls;
class InstructorStation;

class MainWindow : public QMainWindow {
  Q_OBJECT

 public:
  explicit MainWindow(QWidget* parent = nullptr);
  ~MainWindow() override;

  /// Loads a pod ("builtin:NAME" or a path). On a ConfigError shows the error (file, line, JSON
  /// path, reason) and keeps the current session; returns false then. `error` gets the text.
  bool openPod(const QString& spec, QString* error = nullptr);
  /// Restarts the run with a pod already built (the design editor's Apply); `spec` names it in
  /// the status bar. Same scenario handling and errors as openPod.
  bool openPodConfig(const PodConfig& pod, const QString& spec, QString* error = nullptr);
  /// Loads a scenario (validated against the current pod); same error handling as openPod.
  bool openScenario(const QString& spec, QString* error = nullptr);
  /// Writes the timeline's scenario as JSON.
  bool saveScenarioTo(const QString& path, QString* error = nullptr);
  /// Writes the design report of this pod and run up to now (File → Export report).
  bool exportReport(const QString& path, QString* error = nullptr);
  /// Injects an event now (the Inject menu, the 3D context menu and tests end here).
  bool injectEvent(EventType type, const std::string& target,
                   const std::map<std::string, double>& numbers = {},
                   const std::map<std::string, std::string>& strings = {});
  /// Injects `e` now (the Inject dialog ends here): checked once with eventProblems against the
  /// run's pod, then queued to the simulation thread. Its time is the run's time.
  bool injectEvent(Event e);
  /// A picture of `widget` (default: the whole window) as the user sees it. QWidget::grab() leaves
  /// out what the 3D views paint over their VTK frame (legend, labels), so each VtkWidget inside is
  /// drawn again from its own framebuffer.
  QImage grabImage(QWidget* widget = nullptr);
  /// The same for any widget, inside a window or not.
  static QImage grabWithVtk(QWidget* root);
  /// Switches the UI language ("en", "de", "ja") live and remembers it.
  bool setLanguage(const QString& code);
  void setPresenterMode(bool on);
  /// Flies the 3D camera to an object and shows it in the inspector (alarm clicks end here).
  void flyTo(const QString& target);
  bool isPresenterMode() const;
  /// Shows a modal message unless messages are suppressed (--screenshot runs); returns its text.
  void showError(const QString& title, const QString& text);

  /// The Study menu's sweeps: controller, results dock, start and export.
  SweepStudy* sweeps() const { return m_sweeps; }
  /// The design editor dock: the edited design, undo, save and Apply.
  DesignWorkbench* design() const { return m_design; }
  /// The Compare menu's what-if A/B: branch, another pod or scenario, the edited design.
  ComparisonWorkbench* comparison() const { return m_compare; }
  /// The Controls menu and dock: the operator's actions.
  OperatorControls* controls() const { return m_controls; }
  /// The Training menu, the Instructor dock and the drill score.
  InstructorStation* instructor() const { return m_station; }
  /// Trainee mode: hides the Instructor dock, the malfunction schedule (the timeline) and the
  /// ground truth (the Inject menu, failure injections in context menus, the malfunctions' own log
  /// entries); the trainee keeps the controls, the alarms and the instruments.
  void setTraineeMode(bool on);
  bool isTraineeMode() const { return m_trainee; }
  /// The parameter dialog of an injection or operator action on `target` (empty: the first).
  void requestInjectDialog(EventType type, const std::string& target) {
    injectDialog(type, target);
  }

  SimController* controller() const { return m_ctl; }
  /// The object context menu while it is open, else nullptr.
  QMenu* openContextMenu() const;
  /// Opens the context menu of `target` ("cdu1", "rack3") at `globalPos`, as a right-click does.
  void showObjectContextMenu(const QString& target, const QPoint& globalPos) {
    onObjectContextMenu(target, globalPos);
  }
  views::PodCharts* charts() const { return m_docks.charts; }
  views::TimelineEditor* timeline() const { return m_docks.timeline; }
  views::EventLogView* eventLog() const { return m_docks.log; }
  /// The operator's alarm list (one row per alarm, acknowledge, shelve, alarm rate).
  views::AlarmListView* alarmList() const { return m_docks.alarms; }
  /// What fills the log and the alarm list: run A's log, or B's while the 3D view shows B.
  RunLogFeed* logFeed() const { return m_docks.logFeed; }
  views::PodSceneWidget* podScene() const { return m_podScene; }
  /// The electrical single-line and the cooling P&ID docks' diagrams.
  views::DiagramView* singleLine() const { return m_docks.singleLine; }
  views::DiagramView* coolingPid() const { return m_docks.coolingPid; }
  /// The failure injections that apply to `target`, as actions owned by `parent` (the 3D and
  /// diagram context menus and the diagrams' faceplates all offer these).
  QList<QAction*> injectionActions(const QString& target, QObject* parent);
  QString currentScenarioSpec() const { return m_scenarioSpec; }
  QString currentPodSpec() const { return m_podSpec; }
  /// An action by object name ("run", "step", "inject_pump_fail", "lang_de"...).
  QAction* action(const QString& name) const { return m_actions.value(name); }
  /// Simulated time as shown in the status bar: "d hh:mm:ss.s".
  static QString formatSimTime(double timeS);
  /// "Run" + Space → "Run (Space)", the way tool tips name an action's shortcut.
  static QString withShortcut(const QString& tip, const QKeySequence& key);
  /// How often the window has been composed (painted and flushed to the window system) so far.
  long long composeCount() const { return m_composes; }

 signals:
  /// The window was composed: what changed since the last compose is on its way to the screen.
  void composed();

 public:
  /// The status bar's text fields (tests).
  QString statusTimeText() const;
  QString statusSpeedText() const;
  QString statusPodText() const;
  QString statusAlarmsText() const;

 protected:
  bool event(QEvent* e) override;
  void closeEvent(QCloseEvent* e) override;
  void changeEvent(QEvent* e) override;
  void keyPressEvent(QKeyEvent* e) override;

 private:
  /// Item-data role marking the speed combo's entry for a speed that is not a preset.
  static constexpr int kCustomSpeedRole = Qt::UserRole + 1;

  // main_window.cpp: layout and live data
  void buildCentral();
  void buildDocks();
  /// Makes the dock's toggle action bring a dock tabbed behind another to the front.
  void bringToFrontOrHide(QDockWidget* d);
  void onSnapshot();
  /// Runs the layout and chart work a snapshot's new texts and samples post for later event-loop
  /// passes now, so the window composes once per snapshot with every view up to date.
  void settleViews();
  void onSessionLoaded();
  void updateStatus();
  void onObjectSelected(const QString& target);
  void onObjectContextMenu(const QString& target, const QPoint& globalPos);
  // main_window_actions.cpp: menus, toolbar, shortcuts, retranslation
  QAction* makeAction(const QString& name, const QKeySequence& key = {});
  void applyActionTexts(const ActionRow& row, QAction* action);
  void popupInjectMenu();
  void buildActions();
  void buildMenus();
  void buildToolbar();
  void retranslate();
  void updateRunActions();
  void rebuildRecentMenu();
  void rebuildBuiltinMenus();
  // main_window_action_table.cpp: every action of the window, one row each
  std::vector<ActionRow> actionTable();
  std::vector<ActionRow> fileActionRows();
  std::vector<ActionRow> runActionRows();
  std::vector<ActionRow> injectActionRows();
  std::vector<ActionRow> viewActionRows();
  std::vector<ActionRow> settingsActionRows();
  // main_window_session.cpp: files, settings, injection dialogs
  /// Says why a pod was not opened (into `error` and, unless quiet, a dialog); returns false.
  bool refusePod(const QString& text, QString* error);
  void openPodDialog();
  /// File → New pod from a template: picks a built-in pod and opens it.
  void newPodFromTemplate();
  void openScenarioDialog();
  void saveScenario(bool saveAs);
  void exportRunCsv();
  /// File → Export report: reruns this pod and scenario (with the injected events) from t = 0 to
  /// now and writes the design report PDF.
  void exportReportDialog();
  void saveScreenshotDialog();
  void jumpToTimeDialog();
  void backtrackDialog();
  void injectDialog(EventType type, const std::string& target);
  void onTimelineEdited();
  void addRecent(const QString& kind, const QString& spec);
  void loadSettings();
  void saveSettings();
  void setSpeedFromUi(double speed);
  /// Shows a requested speed in the toolbar combo and the Speed menu; a speed that is not a preset
  /// gets a combo entry of its own (kCustomSpeedRole) and leaves the menu unchecked.
  void showSpeed(double speed);
  void setColorByIndex(int index);
  /// Applies a colour map by its settings key ("thermal", "viridis", "coolwarm", "greyscale") to
  /// the 3D scene, checks its menu entry and stores it in QSettings view/colorMap.
  void setColorMapKey(const QString& key);
  void setCameraPreset(int preset);
  /// Asks whether events injected in this run go with the scenario into a newly opened pod.
  bool keepInjectedEvents(int count);
  void about();
  void onDiverged(const QString& message);
  void onJumpProgress(double fraction);
  void onJumpFinished(bool completed);
  /// Places the Study menu and the sweep results dock and shows what they report.
  void buildSweep();
  /// Places the design editor dock and its toggle, and restarts the run when it applies.
  void buildDesign();
  /// Places the Compare menu, the Comparison dock and the 3D caption bar, and wires them.
  void buildCompare();
  /// Places the Controls menu and dock and the Training menu and Instructor dock.
  void buildTraining();

  SimController* m_ctl = nullptr;
  PodConfig m_pod;
  QString m_podSpec;
  QString m_scenarioSpec;
  QString m_scenarioPath;  ///< where Save writes (empty: Save as)

  // Central area: presenter KPI bar over [scene | comparison].
  views::PodSceneWidget* m_podScene = nullptr;
  PresenterMode* m_presenter = nullptr;

  WindowDocks m_docks;

  // Menus and toolbar.
  std::vector<ActionRow> m_actionRows;  ///< the table the actions were built from
  QHash<QString, QAction*> m_actions;
  WindowMenus m_menus;
  StatusLabels m_status;

  SweepStudy* m_sweeps = nullptr;
  DesignWorkbench* m_design = nullptr;
  ComparisonWorkbench* m_compare = nullptr;
  OperatorControls* m_controls = nullptr;
  InstructorStation* m_station = nullptr;
  bool m_trainee = false;
  /// Injections sent to the simulation thread whose events have not yet come back in its
  /// scenario; each becomes an undoable step of the timeline when it does.
  int m_pendingInjections = 0;
  /// Waits for the injections still on their way to the simulation thread and takes the run's
  /// scenario with them (before the scenario is saved or carried to a new run).
  void takePendingInjections();

  // While a snapshot is delivered the window's update requests are held back (Qt's graphics
  // views send them synchronously when their scene changes, which would compose the window once
  // per chart) and one is posted when every view has taken the snapshot.
  bool m_holdCompose = false;
  bool m_composeHeld = false;
  long long m_composes = 0;

  QPointer<QProgressDialog> m_jumpDialog;
  /// The 3D/fabric context menu while it is open (tests read its entries).
  QPointer<QMenu> m_lastContextMenu;
  QString m_selected;
  QString m_colorMap = QStringLiteral("thermal");

 public:
  /// Suppresses modal message boxes (the --screenshot documentation run logs them instead).
  bool quietErrors = false;
  /// The text of the last error shown (tests).
  QString lastErrorText;
};

}  // namespace podtwin::gui
