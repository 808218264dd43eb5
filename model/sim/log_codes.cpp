#include "sim/log_codes.h"

#include <algorithm>

#include "scenario/scenario.h"
#include "scenario/target.h"

namespace podtwin {

const std::vector<std::string_view>& modelLogCodes() {
  static const std::vector<std::string_view> codes = {
      "alarm_dry_cooler_fail",
      "alarm_high_supply_temp",
      "alarm_leak",
      "alarm_low_flow",
      "alarm_low_pressure",
      "alarm_pump_fail",
      "alarm_throttle",
      "background_traffic",
      "bad_target",
      "battery_reserve",
      "bess_fault",
      "cdu_low_level_trip",
      "cdu_trip",
      "fabric_partitioned",
      "fabric_state",
      "fan_fail",
      "genset_start",
      "genset_stop",
      "genset_trip",
      "gpu_shutdown",
      "grid_brownout",
      "grid_curtailment",
      "grid_disturbance",
      "grid_outage",
      "grid_restore",
      "grid_transfer",
      "job_checkpoint",
      "job_interrupted",
      "job_pause",
      "job_restart",
      "job_start",
      "job_stop",
      "load_shed",
      "power_cap",
      "power_smoothing",
      "pump_running",
      "pump_start_refused",
      "pump_stopped",
      "rack_capped",
      "rack_isolated",
      "rack_low_flow_trip",
      "rack_trip",
      "sensor_fault",
      "standby_start",
      "training_complete",
      "valve_closing",
      "valve_opening",
      "valve_stuck",
  };
  return codes;
}

bool isLogCode(std::string_view code) {
  const auto& codes = modelLogCodes();
  return std::binary_search(codes.begin(), codes.end(), code) || parseEventType(code).has_value();
}

std::optional<std::string> logObjectProblem(const std::string& object, const PodCounts& counts) {
  const auto target = parseTarget(object);
  const std::string notOne = "\"" + object + "\" is not an object a log entry can name";
  if (!target) return notOne + " (objects are spelt like rack5, cdu1/pump2, genset1, grid)";
  // Log entries name the objects events target: the shapes of the event catalogue.
  for (const auto& spec : eventCatalogue()) {
    for (const auto& shape : spec.targetShapes) {
      if (shape.size() != target->segments.size()) continue;
      bool match = true;
      for (std::size_t i = 0; i < shape.size(); ++i) {
        if (shape[i] != target->segments[i].kind) match = false;
      }
      if (!match) continue;
      EventSpec one;
      one.name = "a log entry";
      one.targetShapes = {shape};
      return checkTarget(one, *target, &counts);
    }
  }
  return notOne;
}

}  // namespace podtwin
