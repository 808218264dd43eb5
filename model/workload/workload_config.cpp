#include "workload/workload_config.h"

#include "core/json_reader.h"

namespace podtwin::workload {

void WorkloadConfig::read(JsonReader& r) {
  startRunning = r.boolean("start_running", startRunning);
  computePowerFraction =
      r.number("compute_power_fraction", computePowerFraction, Range::between(0.05, 1.2));
  commPowerFraction = r.number("comm_power_fraction", commPowerFraction, Range::between(0.0, 1.2));
  edgeS = r.number("edge_s", edgeS, Range::between(0.0, 1.0));
  checkpointIntervalS =
      r.number("checkpoint_interval_s", checkpointIntervalS, Range::nonNegative(1e6));
  checkpointDurationS =
      r.number("checkpoint_duration_s", checkpointDurationS, Range::nonNegative(1e5));
  checkpointPowerFraction =
      r.number("checkpoint_power_fraction", checkpointPowerFraction, Range::between(0.0, 1.2));
  restartDelayS = r.number("restart_delay_s", restartDelayS, Range::nonNegative(1e6));
  {
    auto s = r.object("smoothing");
    smoothing.enabled = s.boolean("enabled", smoothing.enabled);
    smoothing.floorPct = s.number("floor_pct", smoothing.floorPct, Range::between(0.0, 100.0));
    smoothing.rampUpWPerS =
        s.number("ramp_up_w_per_s", smoothing.rampUpWPerS, Range::positive(1e9));
    smoothing.rampDownWPerS =
        s.number("ramp_down_w_per_s", smoothing.rampDownWPerS, Range::positive(1e9));
    smoothing.rampDownHysteresisS =
        s.number("ramp_down_hysteresis_s", smoothing.rampDownHysteresisS, Range::nonNegative(60.0));
    s.finish();
  }
  if (checkpointIntervalS > 0.0 && checkpointDurationS >= checkpointIntervalS) {
    r.error("checkpoint_duration_s", "must be shorter than checkpoint_interval_s");
  }
  r.finish();
}

void WorkloadConfig::scale(double factor) {
  (void)factor;  // per-GPU shape: a campus runs the same job on more GPUs
}

}  // namespace podtwin::workload
