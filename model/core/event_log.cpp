#include "core/event_log.h"

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

}  // namespace podtwin
