#pragma once
// Cold plates, rack manifolds, CDUs, facility loop and heat rejection.
// PLACEHOLDER section: the thermal issue (#4) fills it with every field, default and source.

namespace podtwin {
class JsonReader;
}

namespace podtwin::thermal {

struct ThermalConfig {
  int cduCount = 2;
  int pumpsPerCdu = 3;
  int dryCoolerCount = 4;
  int fansPerDryCooler = 8;
  void read(JsonReader& r);
  /// Scales counts and ratings for a campus `factor` times the base pod's rack count (benchmarks,
  /// sweeps).
  void scale(double factor);
};

}  // namespace podtwin::thermal
