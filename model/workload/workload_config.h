#pragma once
// The synchronous training job's power shape and GB300-style power smoothing.
// PLACEHOLDER section: the power issue (#3) fills it with every field, default and source.

namespace podtwin {
class JsonReader;
}

namespace podtwin::workload {

struct WorkloadConfig {
  bool startRunning = true;
  double commPowerFraction =
      0.6;  ///< board power in collectives as a fraction of TDP (Choukse et al. 2025)
  void read(JsonReader& r);
  /// Scales counts and ratings for a campus `factor` times the base pod's rack count (benchmarks,
  /// sweeps).
  void scale(double factor);
};

}  // namespace podtwin::workload
