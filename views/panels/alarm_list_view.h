#pragma once
// AlarmListView: the operator's alarm list, apart from the event log. One row per alarm (object +
// code) with priority colour, ISA-18.2 state, first-out mark, text, repetition count and first and
// last raise time; Acknowledge, Acknowledge all and Shelve; the unacknowledged count and the
// trailing 10-minute alarm rate against the EEMUA 191 benchmarks. The bookkeeping is the model's
// AlarmList; this class shows it and sends the operator's actions to it.

#include <QColor>
#include <QModelIndex>
#include <QWidget>
#include <string>
#include <utility>
#include <vector>

#include "core/alarm_list.h"

class QTableView;
class QLabel;
class QPushButton;
class QToolButton;
class QStandardItemModel;

namespace podtwin::views {

class AlarmListView : public QWidget {
  Q_OBJECT

 public:
  explicit AlarmListView(QWidget* parent = nullptr);
  ~AlarmListView() override;

  /// Takes new log entries (the alarm list skips what is not an alarm).
  void append(const std::vector<LogEntry>& entries);
  /// Forgets every alarm (a new run, a reset, a jump back).
  void clear();
  /// The simulated time now, s: shelves expire and the rate window slides.
  void setTimeS(double tS);

  const AlarmList& alarms() const { return m_list; }
  QTableView* tableView() const { return m_view; }
  /// Rows shown (shelved rows are hidden).
  int visibleCount() const;

  /// Selects the row of an alarm; false if it is not shown.
  bool selectAlarm(const std::string& object, const std::string& code);
  /// Acknowledges the selected row (or rows) at the current time; how many were acknowledged.
  int acknowledgeSelected();
  int acknowledgeAll();
  /// Shelves the selected rows for `durationS` from the current time; how many.
  int shelveSelected(double durationS);

  /// The text shown for an alarm: the message of its latest raise.
  static QString alarmText(const LogEntry& e);
  /// The colour of a priority: the event log's severity colours (the diagrams draw alarms in the
  /// same ones), urgent as a trip, high as an alarm, medium as a warning, low as information.
  static QColor priorityColor(AlarmPriority p);
  static QString priorityText(AlarmPriority p);
  static QString stateText(AlarmState s);
  /// "Alarm rate 37 / 10 min — flood (EEMUA 191: > 10)".
  static QString rateText(int per10Min, AlarmRateLevel level);
  /// The rate label and the unacknowledged-count label as shown.
  QString rateLabelText() const;
  QString countsLabelText() const;

 signals:
  /// The object of the clicked row ("rack5", "cdu1/pump2").
  void objectActivated(const QString& target);
  /// Unacknowledged or active counts changed.
  void countsChanged(int unacknowledged, int active);

 protected:
  void changeEvent(QEvent* e) override;

 private slots:
  void onActivated(const QModelIndex& index);

 private:
  void retranslate();
  /// Rebuilds the rows from the model (keeps the selection) and the labels.
  void refresh();
  void updateLabels();
  void updateButtons();
  std::vector<std::pair<std::string, std::string>> selectedKeys() const;
  double actionTimeS() const;

  AlarmList m_list;
  double m_timeS = 0.0;
  int m_lastUnacked = 0;
  int m_lastActive = 0;
  int m_lastShelved = 0;
  QStandardItemModel* m_model = nullptr;
  QTableView* m_view = nullptr;
  QLabel* m_rate = nullptr;
  QLabel* m_counts = nullptr;
  QPushButton* m_ack = nullptr;
  QPushButton* m_ackAll = nullptr;
  QToolButton* m_shelve = nullptr;
};

}  // namespace podtwin::views
