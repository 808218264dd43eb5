#include "core/alarm_list.h"

#include <algorithm>
#include <iterator>

namespace podtwin {

namespace {

struct StateInfo {
  AlarmState state;
  const char* name;
};
constexpr StateInfo kStates[] = {{AlarmState::ActiveUnacked, "active_unacked"},
                                 {AlarmState::ActiveAcked, "active_acked"},
                                 {AlarmState::ClearedUnacked, "cleared_unacked"}};

struct PriorityInfo {
  AlarmPriority priority;
  const char* name;
};
constexpr PriorityInfo kPriorities[] = {{AlarmPriority::Low, "low"},
                                        {AlarmPriority::Medium, "medium"},
                                        {AlarmPriority::High, "high"},
                                        {AlarmPriority::Urgent, "urgent"}};

/// Rate levels with the largest rate per 10 minutes each still covers (EEMUA 191 3rd ed. and the
/// ANSI/ISA-18.2 alarm performance metrics, per operator). The last one has no upper bound.
struct RateInfo {
  AlarmRateLevel level;
  const char* name;
  int maxPer10Min;
};
constexpr RateInfo kRates[] = {{AlarmRateLevel::Acceptable, "acceptable", 1},
                               {AlarmRateLevel::Manageable, "manageable", 2},
                               {AlarmRateLevel::OverDemanding, "over_demanding", 10},
                               {AlarmRateLevel::Flood, "flood", -1}};

/// The rationalisation of the codes whose priority is not their severity's, or which are events
/// rather than alarms (ISA-18.2 rationalisation: an alarm needs an operator response; a consequence
/// of another alarm is not annunciated again). Priority by consequence and time to respond.
struct CodeRule {
  const char* code;
  bool alarm;
  AlarmPriority priority;
};
constexpr CodeRule kCodeRules[] = {
    // Coolant on energised electronics: damage within minutes unless the loop is isolated.
    {"alarm_leak", true, AlarmPriority::Urgent},
    // One fan of a dry cooler's bank: the others carry the load, the repair can wait.
    {"fan_fail", true, AlarmPriority::Low},
    // A power cap acting as commanded: information that the rack runs below its demand.
    {"rack_capped", true, AlarmPriority::Low},
    // The consequence of a trip or an outage that is itself an alarm.
    {"job_interrupted", false, AlarmPriority::Low},
    // A scenario that names a missing object: an authoring error, not a plant condition.
    {"bad_target", false, AlarmPriority::Low},
};

const CodeRule* ruleFor(const std::string& code) {
  for (const CodeRule& r : kCodeRules) {
    if (code == r.code) return &r;
  }
  return nullptr;
}

}  // namespace

const char* alarmStateName(AlarmState s) {
  for (const auto& i : kStates) {
    if (i.state == s) return i.name;
  }
  return "active_unacked";
}

const char* alarmPriorityName(AlarmPriority p) {
  for (const auto& i : kPriorities) {
    if (i.priority == p) return i.name;
  }
  return "medium";
}

const char* alarmRateLevelName(AlarmRateLevel l) {
  for (const auto& i : kRates) {
    if (i.level == l) return i.name;
  }
  return "flood";
}

bool AlarmList::isAlarm(const LogEntry& e) {
  if (e.severity < Severity::Warning) return false;
  const CodeRule* r = ruleFor(e.code);
  return r == nullptr || r->alarm;
}

AlarmPriority AlarmList::priorityOf(const LogEntry& e) {
  if (const CodeRule* r = ruleFor(e.code)) return r->priority;
  switch (e.severity) {
    case Severity::Trip:
      return AlarmPriority::Urgent;
    case Severity::Alarm:
      return AlarmPriority::High;
    case Severity::Warning:
    case Severity::Info:
      break;
  }
  return AlarmPriority::Medium;
}

AlarmRateLevel AlarmList::rateLevelOf(int alarmsPer10Min) {
  for (const auto& i : kRates) {
    if (i.maxPer10Min < 0 || alarmsPer10Min <= i.maxPer10Min) return i.level;
  }
  return AlarmRateLevel::Flood;
}

void AlarmList::add(const LogEntry& e) {
  advanceTo(e.t_s);
  if (!isAlarm(e)) return;
  if (e.cleared)
    clearAlarm(e);
  else
    raise(e);
}

void AlarmList::add(const std::vector<LogEntry>& entries) {
  for (const LogEntry& e : entries) add(e);
}

void AlarmList::advanceTo(double tS) {
  m_nowS = std::max(m_nowS, tS);
  expireShelves();
  while (!m_annunciatedS.empty() && m_annunciatedS.front() <= m_nowS - kRateWindowS)
    m_annunciatedS.pop_front();
}

void AlarmList::clear() {
  *this = AlarmList();
}

bool AlarmList::anyOtherActive(const Key& except) const {
  return std::any_of(m_rows.begin(), m_rows.end(), [&except](const auto& kv) {
    return kv.first != except && kv.second.state != AlarmState::ClearedUnacked;
  });
}

void AlarmList::raise(const LogEntry& e) {
  Key key{e.object, e.code};
  // First-out: nothing else active and no raise at all in the quiet time before this one.
  const bool quiet = m_lastRaiseS < 0.0 || e.t_s - m_lastRaiseS > kFirstOutQuietS;
  const bool firstOut = quiet && !anyOtherActive(key);
  auto [it, added] = m_rows.try_emplace(std::move(key));
  AlarmRow& row = it->second;
  if (added) {
    row.object = e.object;
    row.code = e.code;
    row.firstRaiseS = e.t_s;
  }
  // A new raise is annunciated again (ISA-18.2 re-alarm), acknowledged or not before.
  row.lastEntry = e;
  row.priority = priorityOf(e);
  row.state = AlarmState::ActiveUnacked;
  row.lastRaiseS = e.t_s;
  row.clearedS = -1.0;
  row.firstOut = row.firstOut || firstOut;
  ++row.count;
  ++m_raisedTotal;
  m_lastRaiseS = e.t_s;
  if (!row.shelved()) m_annunciatedS.push_back(e.t_s);
}

void AlarmList::clearAlarm(const LogEntry& e) {
  auto it = m_rows.find(Key{e.object, e.code});
  if (it == m_rows.end()) return;
  AlarmRow& row = it->second;
  row.clearedS = e.t_s;
  if (row.state == AlarmState::ActiveAcked)
    m_rows.erase(it);  // back to normal: acknowledged and no longer active
  else
    row.state = AlarmState::ClearedUnacked;
}

void AlarmList::expireShelves() {
  for (auto& [key, row] : m_rows) {
    if (row.shelved() && row.shelvedUntilS <= m_nowS) row.shelvedUntilS = -1.0;
  }
}

bool AlarmList::acknowledge(const std::string& object, const std::string& code, double tS) {
  advanceTo(tS);
  auto it = m_rows.find(Key{object, code});
  if (it == m_rows.end() || !it->second.unacknowledged()) return false;
  AlarmRow& row = it->second;
  row.ackedS = m_nowS;
  m_acks.push_back({object, code, row.lastRaiseS, m_nowS});
  if (row.state == AlarmState::ClearedUnacked)
    m_rows.erase(it);
  else
    row.state = AlarmState::ActiveAcked;
  return true;
}

int AlarmList::acknowledgeAll(double tS) {
  advanceTo(tS);
  std::vector<Key> keys;
  for (const auto& [key, row] : m_rows) {
    if (row.unacknowledged() && !row.shelved()) keys.push_back(key);
  }
  for (const Key& k : keys) acknowledge(k.first, k.second, tS);
  return static_cast<int>(keys.size());
}

bool AlarmList::shelve(const std::string& object, const std::string& code, double tS,
                       double durationS) {
  advanceTo(tS);
  auto it = m_rows.find(Key{object, code});
  if (it == m_rows.end() || !(durationS > 0.0)) return false;
  it->second.shelvedUntilS = m_nowS + durationS;
  return true;
}

bool AlarmList::unshelve(const std::string& object, const std::string& code) {
  auto it = m_rows.find(Key{object, code});
  if (it == m_rows.end() || !it->second.shelved()) return false;
  it->second.shelvedUntilS = -1.0;
  return true;
}

std::vector<const AlarmRow*> AlarmList::visibleRows() const {
  std::vector<const AlarmRow*> out;
  for (const auto& [key, row] : m_rows) {
    if (!row.shelved()) out.push_back(&row);
  }
  // ISA-18.2 alarm lists lead with what needs attention first. Stable over the key order so
  // equal rows keep one order from update to update.
  std::stable_sort(out.begin(), out.end(), [](const AlarmRow* a, const AlarmRow* b) {
    if (a->priority != b->priority) return a->priority > b->priority;
    return a->lastRaiseS > b->lastRaiseS;
  });
  return out;
}

const AlarmRow* AlarmList::find(const std::string& object, const std::string& code) const {
  auto it = m_rows.find(Key{object, code});
  return it == m_rows.end() ? nullptr : &it->second;
}

int AlarmList::shelvedCount() const {
  return static_cast<int>(std::count_if(m_rows.begin(), m_rows.end(),
                                        [](const auto& kv) { return kv.second.shelved(); }));
}

int AlarmList::unacknowledgedCount() const {
  return static_cast<int>(std::count_if(m_rows.begin(), m_rows.end(), [](const auto& kv) {
    return kv.second.unacknowledged() && !kv.second.shelved();
  }));
}

int AlarmList::activeCount() const {
  return static_cast<int>(std::count_if(m_rows.begin(), m_rows.end(), [](const auto& kv) {
    return kv.second.state != AlarmState::ClearedUnacked;
  }));
}

int AlarmList::ratePer10Min() const {
  return static_cast<int>(m_annunciatedS.size());
}

}  // namespace podtwin
