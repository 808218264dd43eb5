#pragma once
// The per-run record of what happened: applied events, alarms, trips. Subsystems append; the caller
// drains.

#include <algorithm>
#include <string>
#include <string_view>
#include <utility>
#include <vector>
#include "core/state_list.h"

#include "core/event_source.h"

namespace podtwin {

enum class Severity { Info, Warning, Alarm, Trip };
/// Largest value, for checkpoints (core/state_archive.h).
constexpr Severity archivedEnumMax(Severity /*unused*/) {
  return Severity::Trip;
}

const char* severityName(Severity s);

/// One named value of a log entry, for the views' translated sentence: a number in the unit its
/// name ends with ("voltage_pct", "duration_s", "flow_lpm") or a machine-readable word ("reason":
/// "leak"). A number's text is empty; a word's number is 0.
struct LogParam {
  /// An entry has as many as its sentence needs (core/state_archive.h).
  static constexpr bool kVariableCount = true;
  std::string name;
  double number = 0.0;
  std::string text;
  LogParam() = default;
  LogParam(std::string n, double v) : name(std::move(n)), number(v) {}
  LogParam(std::string n, std::string t) : name(std::move(n)), text(std::move(t)) {}
  LogParam(std::string n, const char* t) : name(std::move(n)), text(t) {}
  template <class Ar>
  void visitState(Ar& ar) {
    PODTWIN_STATE(ar, name, number, text);
  }
};

/// One entry: simulated time, severity, the object it concerns ("cdu1/pump2", "rack5", "grid"), a
/// stable machine-readable code ("pump_fail", "alarm_low_flow", "rack_trip"), an English sentence
/// (the headless outputs' text) and the values the sentence was built from, so a view can say the
/// same in the user's language (code, cleared and params select and fill its sentence).
struct LogEntry {
  /// A run adds entries as it goes (core/state_archive.h).
  static constexpr bool kVariableCount = true;
  double t_s = 0.0;
  Severity severity = Severity::Info;
  std::string object;
  std::string code;
  std::string message;
  bool cleared =
      false;  ///< true when this entry ends an earlier alarm with the same code and object
  std::vector<LogParam> params;
  /// Who caused it: what an event applied (its source) or the model's own logic (Automatic).
  EventSource source = EventSource::Automatic;
  /// The parameter called `name`, or null.
  const LogParam* param(std::string_view name) const {
    for (const auto& p : params)
      if (p.name == name) return &p;
    return nullptr;
  }
  template <class Ar>
  void visitState(Ar& ar) {
    PODTWIN_STATE(ar, t_s, severity, object, code, message, cleared, params, source);
  }
};

class EventLog {
 public:
  /// Appends an entry stamped with the current source (see setSource).
  void add(double t_s, Severity severity, std::string object, std::string code, std::string message,
           bool cleared = false) {
    m_all.push_back({t_s,
                     severity,
                     std::move(object),
                     std::move(code),
                     std::move(message),
                     cleared,
                     {},
                     m_source});
  }
  /// An entry with the values its sentence was built from (LogParam), stamped like add() above.
  void add(double t_s, Severity severity, std::string object, std::string code, std::string message,
           std::vector<LogParam> params, bool cleared = false) {
    m_all.push_back({t_s, severity, std::move(object), std::move(code), std::move(message), cleared,
                     std::move(params), m_source});
  }
  /// The source stamped on entries added from now on: the simulation sets an event's source while
  /// it applies the event and Automatic otherwise. Not part of the state (it is Automatic between
  /// ticks).
  void setSource(EventSource s) { m_source = s; }
  EventSource source() const { return m_source; }
  /// Appends the entries of `other` as they are (already stamped), in their order: parallel loops
  /// log into a log of their own per chunk and hand the entries over in chunk order.
  void append(EventLog&& other) {
    for (LogEntry& e : other.m_all) m_all.push_back(std::move(e));
    other.m_all.clear();
  }
  const std::vector<LogEntry>& all() const { return m_all; }
  /// Entries from index `cursor` on, and `cursor` moved past them. The cursor is the reader's
  /// bookkeeping, not the log's: reading the log leaves the run's state as it was. A cursor past
  /// the end (the log of a restored earlier state is shorter) starts at the end.
  std::vector<LogEntry> takeFrom(std::size_t& cursor) const {
    cursor = std::min(cursor, m_all.size());
    std::vector<LogEntry> out(m_all.begin() + static_cast<std::ptrdiff_t>(cursor), m_all.end());
    cursor = m_all.size();
    return out;
  }
  std::size_t size() const { return m_all.size(); }
  /// The whole log, for checkpoints (core/state_archive.h).
  template <class Ar>
  void visitState(Ar& ar) {
    PODTWIN_STATE(ar, m_all);
  }

 private:
  std::vector<LogEntry> m_all;
  EventSource m_source = EventSource::Automatic;
};

}  // namespace podtwin
