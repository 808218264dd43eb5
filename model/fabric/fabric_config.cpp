#include "fabric/fabric_config.h"

#include "core/json_reader.h"

namespace podtwin::fabric {

void FabricConfig::read(JsonReader& r) {
  r.finish();
}

void FabricConfig::scale(double factor) {
  (void)factor;
}

}  // namespace podtwin::fabric
