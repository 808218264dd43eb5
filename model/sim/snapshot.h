#pragma once
// Snapshot: a copyable picture of the pod at one instant, for the GUI, the CSV writer and tests.
// Plain values and contiguous per-rack arrays; no pointers into the simulation. Composed of each
// subsystem's part (its own header), which the subsystem fills; the fields read as one struct.

#include <cstdint>
#include <vector>

#include "core/event_log.h"
#include "core/rack_arrays.h"
#include "fabric/fabric_snapshot.h"
#include "instruments/sensor_reading.h"
#include "power/power_snapshot.h"
#include "thermal/thermal_snapshot.h"
#include "training/training_snapshot.h"

namespace podtwin {

struct Snapshot : PowerSnapshot, ThermalSnapshot, FabricSnapshot, TrainingSnapshot {
  double timeS = 0.0;
  std::uint64_t tick = 0;
  RackArrays racks;
  /// Every instrument's reading and truth: CDU flows, supply and return temperatures, racks'
  /// hottest GPUs, genset loads, battery SOC, bus voltage and frequency (instruments::SensorBank).
  /// The fields above are the truth; instruments::applyReadings() gives the trainee's picture.
  std::vector<SensorReading> sensors;
  std::vector<LogEntry>
      recentLog;  ///< entries since the previous snapshot taken with drainLog = true
};

}  // namespace podtwin
