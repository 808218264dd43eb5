#pragma once
// ComparisonWorkbench: the Compare menu's what-if A/B. The live run is A; B is a second run beside
// it in lock step (SimController's comparison run): a branch of A forked now (the same state, then
// its own injected events), another pod (a file, a built-in, an edited design) under A's scenario,
// or A's pod under another scenario. While comparing, the charts draw B dashed in A's colours, the
// KPI tiles show B and B − A, the Comparison panel and presenter mode say how B finishes against
// A, and F8 switches the 3D view between A and B.

#include <QObject>
#include <QString>
#include <optional>

#include "config/pod_config.h"
#include "scenario/scenario.h"

class QAction;
class QDockWidget;
class QLabel;
class QMainWindow;
class QMenu;

namespace podtwin::views {
class ComparisonView;
class KpiTiles;
class PodCharts;
class PodSceneWidget;
}  // namespace podtwin::views

namespace podtwin::gui {

class SimController;
struct PublishedState;

class ComparisonWorkbench : public QObject {
  Q_OBJECT

 public:
  /// What B is.
  enum class Kind { None, Branch, Pod, Scenario };

  /// The menu, the Comparison dock and the 3D caption bar are created here; the window places
  /// them. The views are the window's: B's lines go into `charts`, B's values into `kpis`, and
  /// `scene` shows A or B.
  ComparisonWorkbench(QMainWindow* window, SimController* ctl, views::PodCharts* charts,
                      views::KpiTiles* kpis, views::PodSceneWidget* scene);

  QMenu* menu() const { return m_menu; }
  QDockWidget* dock() const { return m_dock; }
  /// A line over the 3D view naming the run it shows (hidden while not comparing).
  QLabel* sceneBar() const { return m_sceneBar; }
  views::ComparisonView* view() const { return m_view; }
  QList<QAction*> actions() const;

  /// Forks the live run now: B continues from A's state, and takes what is injected into B from
  /// here on (injectsIntoB()). Returns false without a session.
  bool branchHere();
  /// B = another pod ("builtin:NAME" or a path) under A's scenario, fitted to it (events for
  /// equipment it has not are left out and named). Both runs restart at t = 0 and run in lock
  /// step to A's current time. On a ConfigError, `error` gets the text and nothing changes.
  bool compareWithPod(const QString& spec, QString* error = nullptr);
  /// B = a pod given as a value (the design editor's edited design), as compareWithPod.
  bool compareWithDesign(const PodConfig& pod, const QString& label, QString* error = nullptr);
  /// B = A's pod under another scenario ("builtin:NAME" or a path), as compareWithPod.
  bool compareWithScenario(const QString& spec, QString* error = nullptr);
  /// Removes B.
  void stop();

  Kind kind() const { return m_kind; }
  bool isComparing() const { return m_kind != Kind::None; }
  /// What A and B are, in a sentence ("A: the run as it was. B: branched at …").
  QString description() const { return m_description; }
  /// Injections go into B only (Compare → Inject into B).
  bool injectsIntoB() const;
  void setInjectIntoB(bool on);
  /// The 3D view shows B (F8 toggles).
  bool sceneShowsB() const { return m_sceneShowsB; }
  void setSceneShowsB(bool showB);
  /// An event was injected into B: named in the description.
  void injectedIntoB(const Event& e);

  /// Shows a published state: B's values in the KPI tiles and the Comparison panel, and the run
  /// the 3D view shows (A's, or B's while F8 is on).
  void updateState(const PublishedState& st);
  void retranslate();

 signals:
  /// B was chosen, changed or removed (presenter mode follows it).
  void changed();
  void errorRaised(QString title, QString text);
  /// "Compare with the edited design" was chosen: the window answers with compareWithDesign().
  void designRequested();
  void statusMessage(QString text, int ms);
  /// The 3D view (and with it the log and the alarm list) switched to B (true) or back to A.
  void sceneRunChanged(bool showsB);

 private:
  /// Starts B = `pod` with `scenario` from t = 0, both runs replayed to A's current time.
  void startFromZero(const PodConfig& pod, const Scenario& scenario, Kind kind);
  /// Reports why a comparison cannot start (`error` and errorRaised); returns false.
  bool refuse(const QString& text, QString* error);
  void chooseDialog(bool pods);
  /// Shows the Comparison dock in front, wide enough for its table.
  void showDock();
  void applyLabels();
  void updateActions();
  /// Empties the Comparison panel's table and sentences ("—", "Waiting for both runs…").
  void clearView();

  QMainWindow* m_window;
  SimController* m_ctl;
  views::PodCharts* m_charts;
  views::KpiTiles* m_kpis;
  views::PodSceneWidget* m_scene;
  QMenu* m_menu = nullptr;
  QDockWidget* m_dock = nullptr;
  views::ComparisonView* m_view = nullptr;
  QLabel* m_sceneBar = nullptr;
  QAction* m_branch = nullptr;
  QAction* m_withPod = nullptr;
  QAction* m_withScenario = nullptr;
  QAction* m_withDesign = nullptr;
  QAction* m_injectB = nullptr;
  QAction* m_showB = nullptr;
  QAction* m_stop = nullptr;

  Kind m_kind = Kind::None;
  bool m_sceneShowsB = false;
  /// The pod the 3D view was last given (A's or B's).
  bool m_scenePodIsB = false;
  /// The Comparison panel shows a run's numbers (not the empty table).
  bool m_viewShowsRun = false;
  QString m_description;
  /// The parts the description is made of, kept to re-form it in another language.
  double m_branchTimeS = 0.0;
  QString m_nameA, m_nameB;
  QStringList m_bEvents;
  QStringList m_leftOut;
};

}  // namespace podtwin::gui
