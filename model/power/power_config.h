#pragma once
// Behind-the-meter generation, grid tie, LFP battery on the DC bus, miscellaneous loads.
// PLACEHOLDER section: the power issue (#3) fills it with every field, default and source.

namespace podtwin {
class JsonReader;
}

namespace podtwin::power {

struct PowerConfig {
  int gensetCount = 3;
  double gensetRatingKw = 1200.0;
  double gridImportLimitKw = 1500.0;
  double batteryCapacityKwh = 1000.0;
  double miscLoadKw = 40.0;

  void read(JsonReader& r);
  /// Scales counts and ratings for a campus `factor` times the base pod's rack count (benchmarks,
  /// sweeps).
  void scale(double factor);
};

}  // namespace podtwin::power
