#include "gui/run_log_feed.h"

#include "gui/sim_controller.h"
#include "panels/alarm_list_view.h"
#include "panels/event_log_view.h"

namespace podtwin::gui {

RunLogFeed::RunLogFeed(views::EventLogView* log, views::AlarmListView* alarms, QObject* parent)
    : QObject(parent), m_log(log), m_alarms(alarms) {}

void RunLogFeed::update(const PublishedState& st) {
  // A rewound run publishes its whole log; so does a new or rewound comparison run.
  if (st.rewoundToS) m_a.clear();
  m_a.insert(m_a.end(), st.newLog.begin(), st.newLog.end());
  if (st.comparisonLogWhole) m_b.clear();
  m_b.insert(m_b.end(), st.comparisonNewLog.begin(), st.comparisonNewLog.end());
  const bool whole = m_showB ? st.comparisonLogWhole : st.rewoundToS.has_value();
  if (whole)
    refill();
  else
    appendToViews(m_showB ? st.comparisonNewLog : st.newLog);
}

void RunLogFeed::showB(bool showB) {
  if (showB == m_showB) return;
  m_showB = showB;
  refill();
}

void RunLogFeed::clear() {
  m_a.clear();
  m_b.clear();
  m_log->clear();
  m_alarms->clear();
}

void RunLogFeed::refill() {
  m_log->clear();
  m_alarms->clear();
  appendToViews(m_showB ? m_b : m_a);
}

void RunLogFeed::appendToViews(const std::vector<LogEntry>& entries) {
  if (entries.empty()) return;
  m_log->append(entries);
  m_alarms->append(entries);
}

}  // namespace podtwin::gui
