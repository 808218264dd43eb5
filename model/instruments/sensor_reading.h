#pragma once
// One instrument's reading in a snapshot (sim/snapshot.h).

#include <cstdint>

namespace podtwin {

/// An instrument's reading beside the truth it measures (the sensor layer, model/instruments/).
struct SensorReading {
  std::uint8_t kind = 0;   ///< index into sensorCatalogue() ("flow", "supply_temp", ...)
  std::int32_t index = 0;  ///< 0-based object of its kind (CDU, rack, genset); 0 for pod-wide
  double value = 0.0;      ///< what the instrument shows, in the reading's unit
  double truth = 0.0;      ///< the model's value it measures
  bool valid = true;       ///< false: a dead instrument (reads the bottom of its range)
  std::uint8_t fault = 0;  ///< SensorFaultMode: 0 none, 1 stuck, 2 drift, 3 offset, 4 dead
};

}  // namespace podtwin
