#pragma once
// The built-in rows of the event catalogue (scenario/event_rows.cpp); eventCatalogue() holds them.

#include <vector>

#include "scenario/event_types.h"

namespace podtwin {

/// Every built-in row, in EventType order; throws std::logic_error when a row is out of order.
std::vector<EventSpec> builtinEventRows();

}  // namespace podtwin
