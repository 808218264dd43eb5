#include "power/power_config.h"

#include "core/json_reader.h"

namespace podtwin::power {

void PowerConfig::read(JsonReader& r) {
  r.finish();
}

void PowerConfig::scale(double factor) {
  (void)factor;
}

}  // namespace podtwin::power
