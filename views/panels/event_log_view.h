#pragma once
// EventLogView: the run's event and alarm log, filterable by minimum severity and text, with
// severity colours (alarm red, warning amber, trip dark red, cleared grey) and CSV export.

#include <QColor>
#include <QModelIndex>
#include <QWidget>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "core/event_log.h"

class QTableView;
class QComboBox;
class QLineEdit;
class QLabel;
class QPushButton;
class QStandardItemModel;
class QSortFilterProxyModel;

namespace podtwin::views {

class EventLogFilterModel;

class EventLogView : public QWidget {
  Q_OBJECT

 public:
  explicit EventLogView(QWidget* parent = nullptr);
  ~EventLogView() override;

  void append(const std::vector<LogEntry>& entries);
  void clear();

  /// Alarms and trips raised and not yet cleared (an entry with cleared = true and the same object
  /// and code ends one).
  int activeAlarmCount() const;
  int totalCount() const { return static_cast<int>(m_entries.size()); }
  /// Rows passing the current filter.
  int visibleCount() const;

  /// Shows entries with severity >= `minimum` (Info shows all).
  void setMinimumSeverity(Severity minimum);
  /// Case-insensitive substring over object, code and message.
  void setTextFilter(const QString& text);
  /// Hides or shows the entries of one source (a trainee does not see the malfunctions' own
  /// entries, only what they lead to).
  void setSourceHidden(EventSource source, bool hidden);
  /// Writes the visible rows as CSV (time_s, time, severity, object, code, message, cleared).
  bool exportCsv(const QString& path, QString* error = nullptr) const;

  const std::vector<LogEntry>& entries() const { return m_entries; }
  QTableView* tableView() const { return m_view; }

  /// The colour of a severity in the table (cleared entries are grey).
  static QColor severityColor(Severity s, bool cleared);
  static QString severityText(Severity s, bool cleared);

 signals:
  /// The object of the clicked row ("rack5", "cdu1/pump2").
  void objectActivated(const QString& target);
  void activeAlarmCountChanged(int count);

 private slots:
  void onExport();
  void onActivated(const QModelIndex& index);
  void updateCounts();

 protected:
  void changeEvent(QEvent* e) override;
  /// Lets the window's shortcuts through the filter field where the field has no use for the key.
  bool eventFilter(QObject* watched, QEvent* e) override;

 private:
  /// Header, filter and button texts in the current language (rows keep theirs but severity).
  void retranslate();
  /// Time and severity columns sized for their longest text (they never elide).
  void sizeFixedColumns();
  /// Applies one entry to the active-alarm set (incremental, so long runs stay cheap).
  void trackActive(const LogEntry& e);

  std::vector<LogEntry> m_entries;
  int m_activeAlarms = 0;
  std::map<std::pair<std::string, std::string>, bool> m_active;  ///< (object, code) → raised
  QStandardItemModel* m_model = nullptr;
  EventLogFilterModel* m_filter = nullptr;
  QTableView* m_view = nullptr;
  QComboBox* m_severity = nullptr;
  QLineEdit* m_text = nullptr;
  QLabel* m_counts = nullptr;
  QPushButton* m_exportButton = nullptr;
};

}  // namespace podtwin::views
