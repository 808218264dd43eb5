#pragma once
// SweepStudy: the Study menu's parameter sweeps beside the live run. It owns the SweepController
// that runs the cases, the Sweep results dock (table, histogram, percentiles) and the Study menu
// (run, cancel, export CSV, the dock's toggle); the main window only places the menu and the dock
// and shows the errors and status messages it reports.

#include <QList>
#include <QObject>
#include <QString>
#include <functional>

class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;

namespace podtwin::views {
class SweepResultsView;
}

namespace podtwin::gui {

class SweepController;

/// The design editor's pod as Run sweep… offers it: its pod file text (empty while a value is
/// refused), its name, and whether it has edits.
struct DesignOnScreen {
  QString podJson;
  QString name;
  bool edited = false;
};

class SweepStudy : public QObject {
  Q_OBJECT

 public:
  /// Creates the results dock in `window`, tabbed behind `besideDock` and hidden, and the Study
  /// menu (not yet in the menu bar).
  SweepStudy(QMainWindow* window, QDockWidget* besideDock);

  /// "sweep_run" (Ctrl+Shift+R), "sweep_cancel" (Ctrl+Shift+C), "sweep_export" (Ctrl+Shift+E).
  QList<QAction*> actions() const { return {m_run, m_cancel, m_export}; }
  QMenu* menu() const { return m_menu; }
  QDockWidget* dock() const { return m_dock; }
  SweepController* controller() const { return m_sweep; }
  views::SweepResultsView* results() const { return m_view; }
  /// The spec the last sweep ran ("builtin:NAME" or its file).
  QString specRef() const { return m_specRef; }

  /// Starts a sweep ("builtin:NAME" or a spec file) and streams its cases to the dock. A bad spec
  /// reports the ConfigError (file, line, path, reason) and keeps the previous results; returns
  /// false then (or when a sweep is running). `error` gets the text. `electricalMacroSteps` > 0
  /// sets the pod's timing.electrical_macro_steps for every case (study::setBasePodKey).
  bool start(const QString& specRef, int threads = 0, const QString& outDir = {},
             QString* error = nullptr, int electricalMacroSteps = 0);
  /// The base pod of the next sweeps: the pod file text `podJson` (the design on screen, edited or
  /// not), named `label`, in place of the spec's pod; an empty text goes back to the spec's pod.
  void setBaseDesign(const QString& podJson, const QString& label);
  QString baseDesignLabel() const { return m_baseLabel; }
  /// Where Run sweep… takes the design on screen from; the dialog ticks it as the base pod when it
  /// has edits.
  void setDesignSource(std::function<DesignOnScreen()> source) {
    m_designSource = std::move(source);
  }
  /// Writes the sweep's cases table (cases.csv format) to `path`.
  bool exportCsv(const QString& path, QString* error = nullptr);
  /// Asks the running sweep to stop and waits for its workers (finished cases are kept).
  void stopAndWait();
  /// Menu, action and dock texts in the current language.
  void retranslate();

 signals:
  /// Something failed; the window shows it (a modal box, or the log in --screenshot runs).
  void errorRaised(const QString& title, const QString& text);
  void statusMessage(const QString& text, int timeoutMs);

 private:
  void runDialog();
  void exportDialog();
  void onFinished(bool cancelled);
  void updateActions();

  QMainWindow* m_window;
  SweepController* m_sweep = nullptr;
  views::SweepResultsView* m_view = nullptr;
  QDockWidget* m_dock = nullptr;
  QMenu* m_menu = nullptr;
  QAction* m_run = nullptr;
  QAction* m_cancel = nullptr;
  QAction* m_export = nullptr;
  QString m_specRef;
  QString m_baseJson;
  QString m_baseLabel;
  std::function<DesignOnScreen()> m_designSource;
};

}  // namespace podtwin::gui
