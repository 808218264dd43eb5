#pragma once
// DesignWorkbench: the design editor beside the live run. It owns the Design editor dock (every
// pod-file key, grouped by subsystem), the edited design, its undo history, Save / Save as, and
// Apply, which hands the edited pod to the window to restart the run with. A value the loader
// refuses is shown with the loader's own message and stops Save and Apply. The derived figures
// follow every edit.

#include <QObject>
#include <QString>
#include <optional>

#include "config/pod_config.h"
#include "config/pod_design.h"

class QAction;
class QDockWidget;
class QMainWindow;
class QTimer;
class QUndoStack;

namespace podtwin::views {
class DesignEditorView;
}

namespace podtwin::gui {

class DesignWorkbench : public QObject {
  Q_OBJECT

 public:
  /// Creates the dock in `window`, tabbed behind `besideDock` and hidden.
  DesignWorkbench(QMainWindow* window, QDockWidget* besideDock);

  QDockWidget* dock() const { return m_dock; }
  views::DesignEditorView* view() const { return m_view; }
  QUndoStack* undoStack() const { return m_undo; }
  /// "design_undo", "design_redo", "design_save", "design_save_as", "design_apply": the dock's
  /// bar (their shortcuts work while the dock has focus).
  QList<QAction*> actions() const;

  /// Starts editing the run's pod (after a pod is opened). A pod built from the design being edited
  /// (after Apply) keeps the edits and their history.
  void setPod(const PodConfig& pod);
  /// Sets `key` ("power.battery.capacity_kwh") from typed text, as an edit in the dock does
  /// (undoable).
  bool setValue(const QString& key, const QString& text);

  /// The edited design as the loader builds it, or nothing while a value is refused.
  std::optional<PodConfig> currentConfig() const;
  /// The edited design's pod-file text (what Save writes).
  QString currentJson() const;
  /// The loader's messages for the edited design, one per line ("file:line: /path: reason").
  QString issuesText() const;
  /// Where Save writes; empty until Save as (a built-in pod has no file).
  QString filePath() const { return m_path; }

  /// Writes the design to `path` (Save as). Refused while a value is refused.
  bool saveAs(const QString& path, QString* error = nullptr);
  /// Writes to filePath(), or asks for a file.
  bool save();
  /// Hands the edited pod to the window (applyRequested). Refused while a value is refused.
  bool apply(QString* error = nullptr);

  void retranslate();

 signals:
  /// Restart the run with `pod`; `label` names it for the status bar (its file, or the pod's
  /// original spec marked as edited).
  void applyRequested(const podtwin::PodConfig& pod, const QString& label);
  /// The edited design changed (an edit, undo or redo).
  void designChanged();
  void errorRaised(const QString& title, const QString& text);

 private:
  friend class DesignEditCommand;
  void setDocument(const nlohmann::ordered_json& doc);
  void refresh();
  void updateFigures();
  void saveAsDialog();
  void updateActions();

  QMainWindow* m_window;
  QDockWidget* m_dock = nullptr;
  views::DesignEditorView* m_view = nullptr;
  QUndoStack* m_undo = nullptr;
  QAction* m_undoAction = nullptr;
  QAction* m_redoAction = nullptr;
  QAction* m_save = nullptr;
  QAction* m_saveAs = nullptr;
  QAction* m_apply = nullptr;
  QTimer* m_figuresTimer = nullptr;
  PodDesign m_design;
  std::vector<ConfigIssue> m_issues;
  QString m_path;
  QString m_podSpec;
  std::uint64_t m_appliedHash = 0;  ///< podHash of the last pod handed over by apply()
};

}  // namespace podtwin::gui
