#pragma once
// The widgets MainWindow builds and keeps, grouped by where they sit: the docks and the views in
// them, the menus and the toolbar, and the status bar's labels. Plain records: the window builds,
// wires and retranslates them.

#include <QHash>

class QActionGroup;
class QComboBox;
class QDockWidget;
class QLabel;
class QMenu;
class QStatusBar;
class QToolBar;
class QToolButton;
class QWidget;

namespace podtwin::views {
class AlarmListView;
class DiagramView;
class EventLogView;
class FabricView;
class InspectorPanel;
class KpiTiles;
class PodCharts;
class TimelineEditor;
}  // namespace podtwin::views

namespace podtwin::gui {

class RunLogFeed;

/// The docks around the 3D pod and the view each holds.
struct WindowDocks {
  QDockWidget* chartsDock = nullptr;
  QDockWidget* kpiDock = nullptr;
  QDockWidget* inspectorDock = nullptr;
  QDockWidget* timelineDock = nullptr;
  QDockWidget* logDock = nullptr;
  QDockWidget* alarmDock = nullptr;
  QDockWidget* fabricDock = nullptr;
  QDockWidget* singleLineDock = nullptr;
  QDockWidget* coolingPidDock = nullptr;
  views::PodCharts* charts = nullptr;
  views::KpiTiles* kpis = nullptr;
  views::InspectorPanel* inspector = nullptr;
  views::TimelineEditor* timeline = nullptr;
  views::EventLogView* log = nullptr;
  views::AlarmListView* alarms = nullptr;
  RunLogFeed* logFeed = nullptr;  ///< the run's log, delivered to the event log and alarm list
  views::FabricView* fabric = nullptr;
  views::DiagramView* singleLine = nullptr;
  views::DiagramView* coolingPid = nullptr;
};

/// The menu bar's menus, the main toolbar's own widgets and the groups of checkable actions.
struct WindowMenus {
  QMenu* fileMenu = nullptr;
  QMenu* recentMenu = nullptr;
  QMenu* builtinPodMenu = nullptr;
  QMenu* builtinScenarioMenu = nullptr;
  QMenu* simMenu = nullptr;
  QMenu* speedMenu = nullptr;
  QMenu* injectMenu = nullptr;
  QHash<int, QMenu*> domainMenus;  ///< the Inject menu's submenus, by EventDomain
  QMenu* viewMenu = nullptr;
  QMenu* colorMenu = nullptr;
  QMenu* cameraMenu = nullptr;
  QMenu* docksMenu = nullptr;
  QMenu* settingsMenu = nullptr;
  QMenu* languageMenu = nullptr;
  QMenu* colorMapMenu = nullptr;
  QMenu* helpMenu = nullptr;
  QToolBar* toolbar = nullptr;
  QToolButton* injectButton = nullptr;
  QComboBox* speedCombo = nullptr;
  QComboBox* colorCombo = nullptr;
  QLabel* speedLabel = nullptr;
  QLabel* colorLabel = nullptr;
  QActionGroup* speedGroup = nullptr;
  QActionGroup* colorGroup = nullptr;
  QActionGroup* langGroup = nullptr;
  QActionGroup* colorMapGroup = nullptr;
};

/// The status bar's labels: the pod on the left; the job, alarms, speed and time on the right.
struct StatusLabels {
  QLabel* time = nullptr;
  QLabel* speed = nullptr;
  QLabel* job = nullptr;
  QLabel* alarms = nullptr;
  QLabel* pod = nullptr;
  /// Makes the labels (children of `parent`) and places them on `bar`.
  void build(QStatusBar* bar, QWidget* parent);
};

}  // namespace podtwin::gui
