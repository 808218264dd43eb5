#include "training/training_config.h"

#include "core/json_reader.h"

namespace podtwin::training {

void TrainingConfig::read(JsonReader& r) {
  r.finish();
}

void TrainingConfig::scale(double factor) {
  (void)factor;
}

}  // namespace podtwin::training
