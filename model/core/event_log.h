#pragma once
// The per-run record of what happened: applied events, alarms, trips. Subsystems append; the caller
// drains.

#include <string>
#include <vector>

#include "core/event_source.h"

namespace podtwin {

enum class Severity { Info, Warning, Alarm, Trip };
/// Largest value, for checkpoints (core/state_archive.h).
constexpr Severity archivedEnumMax(Severity /*unused*/) {
  return Severity::Trip;
}

const char* severityName(Severity s);

/// One entry: simulated time, severity, the object it concerns ("cdu1/pump2", "rack5", "grid"), a
/// stable machine-readable code ("pump_fail", "alarm_low_flow", "rack_trip") and a human sentence.
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
  /// Who caused it: what an event applied (its source) or the model's own logic (Automatic).
  EventSource source = EventSource::Automatic;
  template <class Ar>
  void visitState(Ar& ar) {
    ar(t_s, severity, object, code, message, cleared, source);
  }
};

class EventLog {
 public:
  /// Appends an entry stamped with the current source (see setSource).
  void add(double t_s, Severity severity, std::string object, std::string code, std::string message,
           bool cleared = false) {
    m_all.push_back(
        {t_s, severity, std::move(object), std::move(code), std::move(message), cleared, m_source});
  }
  /// The source stamped on entries added from now on: the simulation sets an event's source while
  /// it applies the event and Automatic otherwise. Not part of the state (it is Automatic between
  /// ticks).
  void setSource(EventSource s) { m_source = s; }
  const std::vector<LogEntry>& all() const { return m_all; }
  /// Entries added since the previous call (index bookkeeping only; nothing is removed).
  std::vector<LogEntry> takeNew() {
    std::vector<LogEntry> out(m_all.begin() + static_cast<std::ptrdiff_t>(m_drained), m_all.end());
    m_drained = m_all.size();
    return out;
  }
  std::size_t size() const { return m_all.size(); }
  /// The whole log and the drain mark, for checkpoints (core/state_archive.h).
  template <class Ar>
  void visitState(Ar& ar) {
    ar(m_all, m_drained);
    if (m_drained > m_all.size()) m_drained = m_all.size();
  }

 private:
  std::vector<LogEntry> m_all;
  std::size_t m_drained = 0;
  EventSource m_source = EventSource::Automatic;
};

}  // namespace podtwin
