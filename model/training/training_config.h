#pragma once
// The model being trained and the prices: what turns step time into MFU, wall time and dollars.
// Every default carries its source; the table is in model/README.md ("Fabric and training").

#include "core/rack_config.h"

namespace podtwin {
class JsonReader;
}

namespace podtwin::training {

struct TrainingConfig {
  /// Dense 70 B-parameter model: sized for 1,152 GPUs (a 15 T-token run takes ~7 weeks; a 405 B
  /// model would take ~10 months on this pod). Llama 3 70B (Llama 3 paper).
  double modelParams = 70e9;
  double tokenBudget = 15e12;  ///< 15 T tokens (Llama 3 pre-training, Llama 3 paper)
  /// Tokens per iteration (global batch): 4 M tokens (Llama 2 70B, Llama 2 paper).
  double globalBatchTokens = 4194304.0;
  /// Training FLOPs per token per parameter: 6 (forward 2 + backward 4; Kaplan et al. 2020).
  double flopsPerTokenPerParam = 6.0;
  /// Peak dense BF16 FLOP/s of one B300: ~2.5 PFLOP/s (NVIDIA GB300 figures, secondary).
  double gpuPeakFlops = 2.5e15;
  /// Share of peak the compute phase achieves at full clock; MFU lands a little below it once
  /// exposed communication is added. 0.50 sits between Llama 3 (38–43 % MFU) and MegaScale
  /// (55.2 % on 12,288 GPUs).
  double computeEfficiency = 0.50;
  double gpuHourPriceUsd = 5.5;  ///< GB300-class GPU-hour (market surveys 2026, secondary)
  /// Behind-the-meter gas, between fuel-only ($40/MWh) and all-in ($175/MWh) (derived).
  double energyPriceUsdPerMwh = 80.0;
  /// PUE for projections before the run has measured its own (PUE budget ≈ 1.10, derived).
  double planningPue = 1.10;
  void read(JsonReader& r);
  /// Scales for a campus `factor` times the base pod. The model and prices do not change with the
  /// pod's size (a bigger campus trains the same model sooner), so nothing scales.
  void scale(double factor);
};

/// What the training ledger reads of a pod: its own section and the racks that train. PodConfig
/// (config/pod_config.h) converts to it.
struct TrainingPod {
  RackConfig racks;
  TrainingConfig training;
  int totalGpus() const { return racks.count * racks.gpusPerRack; }
};

}  // namespace podtwin::training
