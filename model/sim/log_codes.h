#pragma once
// The codes a run writes into its event log (LogEntry::code) and the objects they concern, for
// files that name them (a drill's cue): a code or object no run can produce is refused at load
// instead of leaving its critical task uncued. tests/model/sim/log_codes_test.cpp reads every
// log.add call in model/ and fails when one writes a code this table does not list.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "scenario/event_types.h"

namespace podtwin {

/// The codes the model's own logic writes (alarms, trips, state changes), sorted. Entries that
/// record an applied event carry the event's type name instead ("pump_fail", "valve_close").
const std::vector<std::string_view>& modelLogCodes();
/// Whether a run can write `code`: one of modelLogCodes() or an event type name.
bool isLogCode(std::string_view code);
/// Why `object` cannot be the object of a log entry on a pod with `counts` ("rack40 does not
/// exist (this pod has 16 racks, numbered from 1)"), or nothing when it can: a target spelling
/// ("cdu1/pump2", "grid") whose kinds are the pod's and whose numbers are in range.
std::optional<std::string> logObjectProblem(const std::string& object, const PodCounts& counts);

}  // namespace podtwin
