#include "core/event_log.h"

#include <array>

namespace podtwin {

const char* severityName(Severity s) {
  switch (s) {
    case Severity::Info:
      return "info";
    case Severity::Warning:
      return "warning";
    case Severity::Alarm:
      return "alarm";
    case Severity::Trip:
      return "trip";
  }
  return "info";
}

namespace {
// The one table of sources: enum order, JSON spelling.
constexpr std::array<const char*, 3> kSourceNames = {"failure", "operator", "automatic"};
static_assert(kSourceNames.size() == static_cast<std::size_t>(archivedEnumMax(EventSource{})) + 1);
}  // namespace

const char* eventSourceName(EventSource s) {
  return kSourceNames[static_cast<std::size_t>(s)];
}

std::optional<EventSource> parseEventSource(std::string_view name) {
  for (std::size_t i = 0; i < kSourceNames.size(); ++i) {
    if (name == kSourceNames[i]) return static_cast<EventSource>(i);
  }
  return std::nullopt;
}

}  // namespace podtwin
