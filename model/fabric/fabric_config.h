#pragma once
// The 800G InfiniBand rail-optimized fat tree: NICs, rails, switch radix, tiers, SHARP, routing.
// PLACEHOLDER section: the fabric issue (#5) fills it with every field, default and source.

namespace podtwin {
class JsonReader;
}

namespace podtwin::fabric {

struct FabricConfig {
  int switchRadix = 144;    ///< Quantum-X800: 144 ports (NVIDIA)
  double portGbps = 800.0;  ///< 800 Gb/s XDR (NVIDIA)
  void read(JsonReader& r);
  /// Scales counts and ratings for a campus `factor` times the base pod's rack count (benchmarks,
  /// sweeps).
  void scale(double factor);
};

}  // namespace podtwin::fabric
