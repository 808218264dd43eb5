#pragma once
// The synchronous training job's power shape and GB300-style power smoothing, read from the
// "workload" section of a pod file. Every default carries its source here and in
// model/README.md ("Power and workload").

namespace podtwin {
class JsonReader;
}

namespace podtwin::workload {

/// GB300-style GPU power smoothing (NVML power-smoothing API): a power floor and rate limits.
struct SmoothingConfig {
  bool enabled = false;           ///< off by default so the raw swing is visible
  double floorPct = 75.0;         ///< minimum power floor, % of TDP (settable 20–90 %, NVML docs)
  double rampUpWPerS = 2000.0;    ///< per-GPU ramp-up limit (NVML docs: settable; value derived)
  double rampDownWPerS = 1000.0;  ///< per-GPU ramp-down limit (NVML docs: settable; derived)
  double rampDownHysteresisS = 0.1;  ///< hold before ramping down (NVML docs: ms setting; derived)
};

struct WorkloadConfig {
  bool startRunning = true;  ///< the job is running at t = 0
  /// Board power in the compute phase as a fraction of TDP (compute-bound kernels run at the
  /// power limit; Choukse et al. 2025).
  double computePowerFraction = 1.0;
  /// Board power in collectives as a fraction of TDP: ~30 % or more below TDP (Choukse et al.
  /// 2025).
  double commPowerFraction = 0.6;
  double edgeS = 0.03;  ///< phase-edge duration, s ("tens of ms", Choukse et al. 2025 slides)
  /// Checkpoint pause: every interval the GPUs wait on storage at near-idle power.
  double checkpointIntervalS = 0.0;  ///< 0 = no checkpoints (Llama 3 report: minutes apart)
  double checkpointDurationS = 20.0;
  double checkpointPowerFraction = 0.2;  ///< board power while checkpointing, of TDP (derived)
  double restartDelayS = 60.0;           ///< reload after a rack trip interrupts the job (derived)
  SmoothingConfig smoothing;

  void read(JsonReader& r);
  /// Scales counts and ratings for a campus `factor` times the base pod's rack count (benchmarks,
  /// sweeps). The job's shape is per GPU, so nothing changes.
  void scale(double factor);
};

}  // namespace podtwin::workload
