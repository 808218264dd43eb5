#pragma once
// TimelineEditor: edits a scenario's event list. Every change (add, edit, remove, move, duplicate)
// is a QUndoCommand on undoStack(), so the main window can put Undo/Redo in the Edit menu.

#include <QWidget>

#include "scenario/scenario.h"

class QTableWidget;
class QUndoStack;
class QPushButton;
class QLabel;

namespace podtwin::views {

class TimelineEditor : public QWidget {
  Q_OBJECT

 public:
  explicit TimelineEditor(QWidget* parent = nullptr);
  ~TimelineEditor() override;

  /// Replaces the scenario (clears the undo history).
  void setScenario(const Scenario& scenario);
  Scenario scenario() const;
  /// Takes the run's scenario when it is this timeline's plus events injected into the run (the
  /// window's Inject): the injection becomes an undoable step ("Inject Grid outage"), so undo takes
  /// it back out of the run, and the history is kept. Returns false, changing nothing, for any
  /// other difference (the caller then calls setScenario).
  bool recordInjections(const Scenario& scenario);
  /// Object counts used to validate targets in the edit dialog.
  void setPodCounts(const PodCounts& counts);
  const PodCounts& podCounts() const { return m_counts; }
  /// Simulated time; events at or before it are shown as past.
  void setCurrentTimeS(double timeS);
  double currentTimeS() const { return m_currentTimeS; }

  QUndoStack* undoStack() const { return m_undo; }

  /// Undoable operations (also bound to the toolbar buttons). Row = position in scenario().events.
  void addEvent(const Event& e);
  void replaceEvent(int row, const Event& e);
  void removeEvent(int row);
  /// Moves an event one place earlier/later among events with the same time; returns false if it
  /// cannot move.
  bool moveEventUp(int row);
  bool moveEventDown(int row);
  void duplicateEvent(int row);

  /// Currently selected row, -1 if none.
  int currentRow() const;
  void selectRow(int row);
  /// Number of rows shown as past (time <= currentTimeS).
  int pastEventCount() const;
  /// The table (tests read its cells).
  QTableWidget* table() const { return m_table; }

  /// Formats seconds as "d hh:mm:ss" ("0 00:05:00"), fractional seconds kept to 0.1 s.
  static QString formatTime(double timeS);
  /// Parameter summary shown in the table ("duration_s=60, limit_kw=900").
  static QString formatParams(const Event& e);

 signals:
  void scenarioChanged();
  /// The user changed the timeline (an edit, undo or redo); setScenario() does not emit it.
  void edited();

 protected:
  void changeEvent(QEvent* e) override;

 private slots:
  void onAdd();
  void onEdit();
  void onRemove();
  void onMoveUp();
  void onMoveDown();
  void onDuplicate();
  void updateButtons();

 private:
  friend class TimelineCommand;
  /// Installs a new event list (commands call this), keeps a row selected, emits scenarioChanged.
  void applyEvents(const std::vector<Event>& events, int selectRow);
  /// The same without handing the events to the run (it has them already).
  void showEvents(const std::vector<Event>& events, int selectRow);
  void pushChange(const QString& text, std::vector<Event> after, int selectAfter);
  void rebuildTable();
  /// Header, button texts and rows in the current language.
  void retranslate();
  void refreshPastHighlight();
  void updateSummary();

  Scenario m_scenario;
  PodCounts m_counts;
  bool m_haveCounts = false;
  double m_currentTimeS = -1.0;
  int m_lastPastCount = -1;  ///< rows styled as past at the last restyle
  QUndoStack* m_undo = nullptr;
  QTableWidget* m_table = nullptr;
  QLabel* m_summary = nullptr;
  QPushButton* m_addButton = nullptr;
  QPushButton* m_editButton = nullptr;
  QPushButton* m_removeButton = nullptr;
  QPushButton* m_upButton = nullptr;
  QPushButton* m_downButton = nullptr;
  QPushButton* m_duplicateButton = nullptr;
};

}  // namespace podtwin::views
