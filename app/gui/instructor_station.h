#pragma once
// InstructorStation: training sessions in the window. It opens drills (File-like entries in the
// Training menu, the built-in drills listed), owns the Instructor dock (the drill and its clock,
// freeze/run, speed, the malfunction schedule, backtrack to any checkpoint of the run, insert a
// malfunction live, save the current state as a new initial condition) and the score dialog
// (at the drill's end, or on demand). Trainee mode hides the instructor's dock and, through the
// window, the malfunction schedule and the ground truth. The score is drill::runDrill's for the
// session as played: the drill, its seed, the trainee's actions and the inserted malfunctions.

#include <QDialog>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <optional>

#include "drill/drill.h"
#include "drill/drill_run.h"

class QAction;
class QComboBox;
class QDockWidget;
class QLabel;
class QListWidget;
class QMainWindow;
class QMenu;
class QPushButton;
class QTreeWidget;

namespace podtwin::views {
class DrillScoreView;
}

namespace podtwin::gui {

class SimController;

class InstructorStation : public QObject {
  Q_OBJECT

 public:
  InstructorStation(QMainWindow* window, SimController* ctl);

  /// "open_drill" (Ctrl+D), "drill_score" (Ctrl+G), "save_initial_condition" (Ctrl+Alt+S),
  /// "backtrack_previous" (Ctrl+B), "trainee_mode" (Ctrl+Shift+T, checkable).
  QList<QAction*> actions() const;
  QAction* action(const QString& name) const;
  QMenu* menu() const { return m_menu; }
  QDockWidget* dock() const { return m_dock; }

  /// Opens a drill (builtin:NAME or a file) with `seed` (the drill's own when unset), paused at
  /// its start. A bad drill shows its ConfigError (file:line: path: reason) and keeps the run.
  bool openDrill(const QString& spec, std::optional<std::uint64_t> seed = std::nullopt,
                 QString* error = nullptr);
  QString drillSpec() const { return m_spec; }
  /// Trainee mode: the Instructor dock hidden (the window hides the rest, see traineeModeChanged).
  void setTraineeMode(bool on);
  bool traineeMode() const { return m_trainee; }

  /// Scores the session as played so far (the rest of the drill with no more actions) and shows
  /// the score dialog; returns the result.
  drill::DrillResult showScore();
  /// The score dialog, when it has been shown.
  QDialog* scoreDialog() const { return m_scoreDialog; }
  views::DrillScoreView* scoreView() const { return m_scoreView; }
  /// Restores the checkpoint at `tS` (Instructor dock's Backtrack).
  void backtrackTo(double tS);
  /// Writes the run now as a checkpoint file and, when a drill runs, a drill file beside it
  /// (`<base>.drill.json`) that starts from it: the same tasks, the malfunctions and reference
  /// actions still to come at their times from now.
  bool saveInitialCondition(const QString& checkpointPath, QString* error = nullptr);
  /// Brings the panel up to date with the run (the window calls it for every snapshot); does
  /// nothing while the panel is hidden.
  void refresh();
  /// Shows `rows` (when, malfunction, object, status) in the schedule, if they changed.
  void setScheduleRows(const QList<QStringList>& rows);
  void retranslate();

 signals:
  void errorRaised(const QString& title, const QString& text);
  void statusMessage(const QString& text, int timeoutMs);
  void traineeModeChanged(bool on);
  /// A drill was opened; `podSpec` is the pod it runs on.
  void drillOpened(const QString& podSpec);
  /// The instructor asks to insert a malfunction (the window pops up its Inject menu).
  void insertMalfunctionRequested();

 private:
  void openDialog();
  void saveDialog();
  void rebuildBuiltinMenu();
  void onDrillEnded();

  QMainWindow* m_window;
  SimController* m_ctl;
  QString m_spec;
  QString m_text;  ///< the drill file's text (for a saved initial condition's drill)
  std::uint64_t m_seed = 1;
  bool m_trainee = false;

  QMenu* m_menu = nullptr;
  QMenu* m_builtinMenu = nullptr;
  QAction* m_open = nullptr;
  QAction* m_score = nullptr;
  QAction* m_save = nullptr;
  QAction* m_back = nullptr;
  QAction* m_traineeAction = nullptr;

  QDockWidget* m_dock = nullptr;
  QLabel* m_title = nullptr;
  QLabel* m_clock = nullptr;
  QPushButton* m_freeze = nullptr;
  QComboBox* m_speed = nullptr;
  QLabel* m_scheduleLabel = nullptr;
  QTreeWidget* m_schedule = nullptr;
  QLabel* m_checkpointLabel = nullptr;
  QListWidget* m_checkpoints = nullptr;
  QPushButton* m_backtrack = nullptr;
  QPushButton* m_insert = nullptr;
  QPushButton* m_saveButton = nullptr;
  QPushButton* m_scoreButton = nullptr;

  QPointer<QDialog> m_scoreDialog;
  views::DrillScoreView* m_scoreView = nullptr;
  QList<QStringList> m_scheduleRows;  ///< what the schedule shows
};

}  // namespace podtwin::gui
