#pragma once
// MalfunctionSchedule: when a drill's hidden malfunctions apply, kept once for the headless drill
// (runDrill) and the window's training session, so both apply the same malfunctions at the same
// ticks. Before a tick, takeDue() hands over those due at its start; after the tick,
// checkTriggers() makes the triggers whose conditions now hold due at the next tick.

#include <cstdint>
#include <utility>
#include <vector>

#include "drill/drill.h"
#include "drill/drill_run.h"

namespace podtwin::drill {

class MalfunctionSchedule {
 public:
  MalfunctionSchedule() = default;
  /// The drill's malfunctions at their planned times (malfunctionTimes(drill, seed)).
  MalfunctionSchedule(const Drill& drill, std::uint64_t seed);

  /// A malfunction to apply now: its index in the drill and its event (source Failure).
  struct Due {
    std::size_t index = 0;
    Event event;
  };
  /// The malfunctions due at drill time `nowS` and not yet applied, in the drill's order; each is
  /// recorded as applied at `nowS`.
  std::vector<Due> takeDue(double nowS);
  /// True while a trigger has neither held nor applied (checkTriggers has something to look at).
  bool waitingForTrigger() const;
  /// After a tick ending at drill time `tS`: each waiting trigger whose conditions hold in `snap`
  /// becomes due at `tS` (applied by the next takeDue).
  void checkTriggers(const Snapshot& snap, double tS);
  /// Back to drill time `nowS`: the malfunctions applied at or after it are not applied any more
  /// and due times after it return to their planned times (a trigger waits again). Returns the
  /// indices made unapplied with the time each had been applied at, in the drill's order.
  std::vector<std::pair<std::size_t, double>> rewindTo(double nowS);

  std::size_t size() const { return m_events.size(); }
  const Event& event(std::size_t i) const { return m_events[i]; }
  /// When each malfunction was applied, in drill seconds (kNever: not yet).
  const std::vector<double>& appliedS() const { return m_appliedS; }

 private:
  std::vector<Event> m_events;
  std::vector<std::vector<Condition>>
      m_triggers;                  ///< each malfunction's trigger conditions (may be empty)
  std::vector<double> m_plannedS;  ///< fixed and drawn times (kNever: a trigger)
  std::vector<double> m_dueS;      ///< due times, triggers included once they held
  std::vector<double> m_appliedS;  ///< when each was applied (kNever: not yet)
};

}  // namespace podtwin::drill
