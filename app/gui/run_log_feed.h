#pragma once
// RunLogFeed: fills the event log and the alarm list from the run the 3D view shows — the live run
// A, or while comparing with F8 on, the comparison run B — so B's trips and alarms are seen where
// A's are. It keeps both runs' logs as the controller publishes them, so a switch shows the other
// run's whole log at once (the alarm list starts that run's acknowledgements afresh).

#include <QObject>
#include <vector>

#include "core/event_log.h"

namespace podtwin::views {
class AlarmListView;
class EventLogView;
}  // namespace podtwin::views

namespace podtwin::gui {

struct PublishedState;

class RunLogFeed : public QObject {
  Q_OBJECT

 public:
  RunLogFeed(views::EventLogView* log, views::AlarmListView* alarms, QObject* parent);

  /// Takes one GUI tick's log entries of both runs and passes the shown run's to the views.
  void update(const PublishedState& st);
  /// Shows B's log (true) or A's; the views are refilled with that run's whole log.
  void showB(bool showB);
  bool showsB() const { return m_showB; }
  /// Forgets both logs and empties the views (a new session).
  void clear();
  /// Entries kept of run A and run B.
  const std::vector<LogEntry>& logA() const { return m_a; }
  const std::vector<LogEntry>& logB() const { return m_b; }

 private:
  /// Empties the views and gives them the shown run's whole log.
  void refill();
  void appendToViews(const std::vector<LogEntry>& entries);

  views::EventLogView* m_log;
  views::AlarmListView* m_alarms;
  std::vector<LogEntry> m_a;
  std::vector<LogEntry> m_b;
  bool m_showB = false;
};

}  // namespace podtwin::gui
