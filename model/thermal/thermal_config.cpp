#include "thermal/thermal_config.h"

#include "core/json_reader.h"

namespace podtwin::thermal {

void ThermalConfig::read(JsonReader& r) {
  r.finish();
}

void ThermalConfig::scale(double factor) {
  (void)factor;
}

}  // namespace podtwin::thermal
