#include "instruments/instrument_config.h"

#include "core/json_reader.h"

namespace podtwin::instruments {

namespace {

// Reads one kind's object: accuracy_<unit>, accuracy_pct_of_reading, resolution_<unit>,
// time_constant_s.
void readModel(JsonReader& parent, const std::string& key, const std::string& unit,
               SensorModel& m) {
  if (!parent.has(key)) return;
  JsonReader r = parent.object(key);
  m.accuracy = r.number("accuracy_" + unit, m.accuracy, Range::nonNegative(1e6));
  m.accuracyPctOfReading =
      r.number("accuracy_pct_of_reading", m.accuracyPctOfReading, Range::between(0.0, 100.0));
  m.resolution = r.number("resolution_" + unit, m.resolution, Range::nonNegative(1e6));
  m.timeConstantS = r.number("time_constant_s", m.timeConstantS, Range::nonNegative(3600.0));
  r.finish();
}

}  // namespace

void InstrumentConfig::read(JsonReader& r) {
  readModel(r, "cdu_flow", "lpm", cduFlowLpm);
  readModel(r, "coolant_temp", "c", coolantTempC);
  readModel(r, "gpu_temp", "c", gpuTempC);
  readModel(r, "bus_voltage", "pu", busVoltagePu);
  readModel(r, "bus_frequency", "hz", busFrequencyHz);
  readModel(r, "battery_soc", "frac", batterySoc);
  readModel(r, "genset_load", "kw", gensetLoadKw);
  r.finish();
}

}  // namespace podtwin::instruments
