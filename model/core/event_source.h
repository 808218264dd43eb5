#pragma once
// Who caused something in a run: a malfunction (equipment failure or an outside condition), the
// operator, or the model's own automatic logic (protections, standby changeover, alarms). The
// catalogue gives every event type its usual source, the event log stamps every entry with one, so
// a timeline can show the operator's actions apart from failures and from the automatics.

#include <cstdint>
#include <optional>
#include <string_view>

namespace podtwin {

enum class EventSource : std::uint8_t { Failure, Operator, Automatic };

/// Largest value, for checkpoints (core/state_archive.h).
constexpr EventSource archivedEnumMax(EventSource /*unused*/) {
  return EventSource::Automatic;
}

/// The JSON and CLI spelling of a source ("failure", "operator", "automatic"), from one table.
const char* eventSourceName(EventSource s);
/// The source spelt `name`, or nothing.
std::optional<EventSource> parseEventSource(std::string_view name);

}  // namespace podtwin
