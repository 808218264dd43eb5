#include "core/timing_config.h"

#include <cmath>

#include "core/json_reader.h"

namespace podtwin {

void TimingConfig::read(JsonReader& r) {
  // At least 10 µs (derived: a hundredth of the default 1 ms, which already resolves the job's
  // 30 ms power edges thirty times over): a finer step resolves nothing the model holds and makes a
  // one-hour run take days (1e-9 s is 3.6e12 steps).
  electricalDtS = r.number("electrical_dt_s", electricalDtS, Range::between(1e-5, 0.01));
  // At least 1 ms (derived: the fastest thermal time constant, the die's, is about 1 s).
  controlDtS = r.number("control_dt_s", controlDtS, Range::between(1e-3, 1.0));
  electricalMacroSteps =
      r.integer("electrical_macro_steps", electricalMacroSteps, 1, kMaxElectricalMacroSteps);
  // The control tick must be a whole number of electrical steps, or energy bookkeeping would drift.
  double ratio = controlDtS / electricalDtS;
  if (std::abs(ratio - std::round(ratio)) > 1e-9 * ratio) {
    r.error("control_dt_s", "must be a whole multiple of electrical_dt_s");
  }
  r.finish();
}

}  // namespace podtwin
