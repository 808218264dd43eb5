#pragma once
// A subsystem's handlers of the event types of its domains, each bound to its catalogue row by the
// row's spelling. The table lives next to the handlers (power/power_events.cpp and the like), so a
// new event type is its row and its handler with one table line; the catalogue stays free of the
// subsystems (the model's layers point down), and Simulation::dispatch routes an event by its
// row's domain to the subsystem, which finds the handler here.

#include <cstddef>
#include <initializer_list>
#include <stdexcept>
#include <string>
#include <vector>

#include "scenario/scenario.h"

namespace podtwin {

template <class System>
class EventHandlers {
 public:
  using Handler = EventResult (*)(System& system, const Event& e, double tS, EventLog& log);
  struct Binding {
    const char* type;  ///< the row's spelling ("genset_trip")
    Handler handler;
  };

  /// Binds each handler to the row spelt `type`. Throws std::logic_error for a spelling that is no
  /// row of `domains`, a row bound twice, or a row of `domains` that has neither a handler of its
  /// own nor one here: a catalogue and its handlers that disagree are a bug, found at the first
  /// run.
  EventHandlers(std::initializer_list<EventDomain> domains, std::initializer_list<Binding> bindings)
      : m_byType(eventCatalogue().size(), nullptr) {
    const auto ofDomains = [&](const EventSpec& spec) {
      for (EventDomain d : domains) {
        if (spec.domain == d) return true;
      }
      return false;
    };
    for (const Binding& b : bindings) {
      const EventSpec* spec = findEventSpec(b.type);
      if (spec == nullptr || !ofDomains(*spec)) {
        throw std::logic_error(std::string("event handler bound to ") + b.type +
                               ", which is no row of its subsystem's domains");
      }
      Handler& slot = m_byType[static_cast<std::size_t>(spec->id)];
      if (slot != nullptr) throw std::logic_error(std::string("event type bound twice: ") + b.type);
      slot = b.handler;
    }
    for (const EventSpec& spec : eventCatalogue()) {
      if (ofDomains(spec) && spec.handler == nullptr &&
          m_byType[static_cast<std::size_t>(spec.id)] == nullptr) {
        throw std::logic_error("event type " + spec.name + " has no handler in the " +
                               domainName(spec.domain) + " subsystem");
      }
    }
  }

  /// Runs the handler bound to `e`'s row; NotHandled when none is.
  EventResult apply(System& system, const Event& e, double tS, EventLog& log) const {
    const auto i = static_cast<std::size_t>(e.type);
    if (i >= m_byType.size() || m_byType[i] == nullptr) return EventResult::NotHandled;
    return m_byType[i](system, e, tS, log);
  }

 private:
  std::vector<Handler> m_byType;  ///< indexed by EventType
};

}  // namespace podtwin
