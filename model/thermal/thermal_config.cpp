#include "thermal/thermal_config.h"

#include <algorithm>
#include <cmath>

#include "core/json_reader.h"

namespace podtwin::thermal {

void ThermalConfig::read(JsonReader& r) {
  {
    auto c = r.object("coolant");
    coolant.read(c);
  }
  {
    auto c = r.object("gpu");
    gpu.read(c);
  }
  {
    auto c = r.object("rack");
    rack.read(c);
  }
  {
    auto c = r.object("cdu");
    cdu.read(c);
    // Coolant at or above the throttle release keeps every GPU throttled even at idle; at or above
    // the restart temperature a tripped rack never cools down enough to restart.
    const double releaseC = gpu.slowdownTempC - gpu.hysteresisK;
    if (cdu.supplySetpointC >= releaseC) {
      c.error("supply_setpoint_c", formatNumber(cdu.supplySetpointC) +
                                       " is not allowed (must be below the GPUs' throttle release, "
                                       "cooling.gpu.slowdown_temp_c - hysteresis_k = " +
                                       formatNumber(releaseC) + ")");
    } else if (gpu.autoRestart && cdu.supplySetpointC >= gpu.restartTempC) {
      c.error("supply_setpoint_c",
              formatNumber(cdu.supplySetpointC) +
                  " is not allowed (must be below cooling.gpu.restart_temp_c = " +
                  formatNumber(gpu.restartTempC) + ", or a tripped rack never cools to restart)");
    }
  }
  {
    auto c = r.object("facility");
    facility.read(c);
  }
  {
    auto c = r.object("dry_cooler");
    dryCooler.read(c);
  }
  {
    auto c = r.object("ambient");
    ambient.read(c);
  }
  cduCount = cdu.count;
  pumpsPerCdu = cdu.pumps;
  dryCoolerCount = dryCooler.count;
  fansPerDryCooler = dryCooler.fans;
  r.finish();
}

void ThermalConfig::scale(double factor) {
  if (!(factor > 0.0)) return;
  const double eps = 1e-9;
  cduCount = std::max(1, static_cast<int>(std::ceil(cduCount * factor - eps)));
  const int duty = std::max(1, dryCoolerCount - 1);
  dryCoolerCount = static_cast<int>(std::ceil(duty * factor - eps)) + 1;
  cdu.count = cduCount;
  dryCooler.count = dryCoolerCount;
}

CduConfig ThermalConfig::cduConfig() const {
  CduConfig c = cdu;
  c.count = cduCount;
  c.pumps = std::clamp(pumpsPerCdu, 1, 16);
  c.standbyPumps = std::min(c.standbyPumps, c.pumps - 1);
  return c;
}

DryCoolerConfig ThermalConfig::dryCoolerConfig() const {
  DryCoolerConfig c = dryCooler;
  c.count = std::max(1, dryCoolerCount);
  c.fans = std::max(1, fansPerDryCooler);
  return c;
}

}  // namespace podtwin::thermal
