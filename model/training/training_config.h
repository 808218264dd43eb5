#pragma once
// The model being trained and the prices: what turns step time into MFU, wall time and dollars.
// PLACEHOLDER section: the fabric issue (#5) fills it with every field, default and source.

namespace podtwin {
class JsonReader;
}

namespace podtwin::training {

struct TrainingConfig {
  double gpuHourPriceUsd = 5.5;  ///< GB300-class GPU-hour (market surveys 2026, secondary)
  double energyPriceUsdPerMwh =
      80.0;  ///< behind-the-meter gas, between fuel-only and all-in (derived)
  void read(JsonReader& r);
  /// Scales counts and ratings for a campus `factor` times the base pod's rack count (benchmarks,
  /// sweeps).
  void scale(double factor);
};

}  // namespace podtwin::training
