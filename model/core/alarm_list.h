#pragma once
// The operator's alarm list, kept apart from the event log as ANSI/ISA-18.2-2016 and EEMUA 191
// (3rd ed., 2013) ask: one row per alarm (object + code) with its state, priority, a count of
// repetitions, first and last raise time and a first-out mark; acknowledge and shelve; and the
// annunciated alarm rate over the trailing 10 minutes against the EEMUA 191 benchmarks. Fed log
// entry by log entry (the log itself keeps every line). A pure value: no Qt, deterministic.

#include <deque>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "core/event_log.h"

namespace podtwin {

/// ISA-18.2 alarm states the list shows. An alarm that is cleared and acknowledged leaves the list
/// (ISA-18.2 state "normal").
enum class AlarmState { ActiveUnacked, ActiveAcked, ClearedUnacked };
/// ISA-18.2 priorities, lowest first (ISA-18.2 and EEMUA 191 suggest three or four).
enum class AlarmPriority { Low, Medium, High, Urgent };
/// The trailing 10-minute annunciated alarm rate against the benchmarks of EEMUA 191 (3rd ed.)
/// and the ANSI/ISA-18.2 alarm performance metrics: about 1 per 10 min is very likely acceptable,
/// about 2 per 10 min is the most that is manageable, more than 10 per 10 min is a flood.
enum class AlarmRateLevel { Acceptable, Manageable, OverDemanding, Flood };

/// The stable name of each value ("active_unacked", "urgent", "flood"), for CSV and scoring.
const char* alarmStateName(AlarmState s);
const char* alarmPriorityName(AlarmPriority p);
const char* alarmRateLevelName(AlarmRateLevel l);

/// One row of the list: every raise of the same object and code while the row is listed.
struct AlarmRow {
  std::string object;
  std::string code;
  /// The latest raise (its message is the row's text).
  LogEntry lastEntry;
  AlarmPriority priority = AlarmPriority::Medium;
  AlarmState state = AlarmState::ActiveUnacked;
  /// Raises since the row appeared (a chattering alarm is one row with a growing count).
  int count = 0;
  double firstRaiseS = 0.0;
  double lastRaiseS = 0.0;
  /// When it last cleared; negative while it has not.
  double clearedS = -1.0;
  /// When it was last acknowledged; negative while it has not been.
  double ackedS = -1.0;
  /// The first alarm of a burst (see AlarmList::kFirstOutQuietS).
  bool firstOut = false;
  /// Hidden from the list and not annunciated until this time, s; negative when not shelved.
  double shelvedUntilS = -1.0;
  bool shelved() const { return shelvedUntilS >= 0.0; }
  bool unacknowledged() const { return state != AlarmState::ActiveAcked; }
};

/// An acknowledgement, kept for scoring drills ("acknowledged within N s of the raise").
struct AlarmAck {
  std::string object;
  std::string code;
  double raisedS = 0.0;  ///< the latest raise before the acknowledgement
  double ackedS = 0.0;
};

class AlarmList {
 public:
  /// Width of the rate window, s: EEMUA 191 and ISA-18.2 count alarms per 10 minutes.
  static constexpr double kRateWindowS = 600.0;
  /// A raise is first-out when no other alarm is listed as active and no alarm was raised in the
  /// kFirstOutQuietS before it: the first alarm of a burst, as an ANSI/ISA-18.1 first-out
  /// annunciator sequence marks the first of a group. The quiet time is the rate window (derived:
  /// alarms closer together than that belong to one 10-minute count).
  static constexpr double kFirstOutQuietS = kRateWindowS;

  /// Whether a log entry takes part in the list: warnings, alarms and trips (raised or cleared),
  /// except the codes the priority table marks as events only.
  static bool isAlarm(const LogEntry& e);
  /// The priority of an entry: the code's row in the priority table, else by severity (Trip →
  /// Urgent, Alarm → High, Warning → Medium).
  static AlarmPriority priorityOf(const LogEntry& e);
  /// The level of a rate in alarms per 10 minutes.
  static AlarmRateLevel rateLevelOf(int alarmsPer10Min);

  /// Applies one log entry: a raise adds a row or repeats one, a clear ends it. Entries must come
  /// in time order; time moves to the entry's and expired shelves end.
  void add(const LogEntry& e);
  void add(const std::vector<LogEntry>& entries);
  /// Moves the list's clock to `tS` (shelves that expire end; the rate window slides).
  void advanceTo(double tS);
  /// Forgets everything (a new run).
  void clear();

  /// Acknowledges one row at `tS`; false if there is no such row or it is acknowledged already.
  /// An acknowledged row that has cleared leaves the list.
  bool acknowledge(const std::string& object, const std::string& code, double tS);
  /// Acknowledges every unacknowledged row that is not shelved; returns how many.
  int acknowledgeAll(double tS);
  /// Shelves a row for `durationS` from `tS`: hidden and not annunciated, its raises still
  /// counted; it comes back by itself when the time is up. False if there is no such row.
  bool shelve(const std::string& object, const std::string& code, double tS, double durationS);
  bool unshelve(const std::string& object, const std::string& code);

  /// The rows shown (not shelved): highest priority first, then newest raise first.
  std::vector<const AlarmRow*> visibleRows() const;
  /// Every row, shelved ones too, in (object, code) order.
  const std::map<std::pair<std::string, std::string>, AlarmRow>& rows() const { return m_rows; }
  const AlarmRow* find(const std::string& object, const std::string& code) const;
  int rowCount() const { return static_cast<int>(m_rows.size()); }
  int shelvedCount() const;
  /// Unacknowledged rows that are not shelved (what the operator still has to take in).
  int unacknowledgedCount() const;
  /// Rows whose alarm is active (acknowledged or not, shelved or not).
  int activeCount() const;
  /// Raises (of every row) since the list was cleared.
  long long raisedTotal() const { return m_raisedTotal; }

  /// Alarms annunciated (raised while not shelved) in the window (now - kRateWindowS, now].
  int ratePer10Min() const;
  AlarmRateLevel rateLevel() const { return rateLevelOf(ratePer10Min()); }
  /// The acknowledgements so far, in time order.
  const std::vector<AlarmAck>& acknowledgements() const { return m_acks; }
  double nowS() const { return m_nowS; }

 private:
  using Key = std::pair<std::string, std::string>;
  void raise(const LogEntry& e);
  void clearAlarm(const LogEntry& e);
  void expireShelves();
  bool anyOtherActive(const Key& except) const;

  std::map<Key, AlarmRow> m_rows;
  std::deque<double> m_annunciatedS;  ///< raise times inside the rate window
  std::vector<AlarmAck> m_acks;
  double m_nowS = 0.0;
  double m_lastRaiseS = -1.0;  ///< the latest raise of any alarm; negative before the first
  long long m_raisedTotal = 0;
};

}  // namespace podtwin
