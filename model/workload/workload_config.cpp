#include "workload/workload_config.h"

#include "core/json_reader.h"

namespace podtwin::workload {

void WorkloadConfig::read(JsonReader& r) {
  r.finish();
}

void WorkloadConfig::scale(double factor) {
  (void)factor;
}

}  // namespace podtwin::workload
