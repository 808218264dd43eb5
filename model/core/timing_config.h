#pragma once
// The run's clocks: the electrical step and the control tick (the pod file's "timing" section).

namespace podtwin {

class JsonReader;

/// Integration steps. The electrical plant resolves 1 ms where swings matter; thermal, hydraulics,
/// fabric and controls advance once per control tick.
struct TimingConfig {
  double electricalDtS = 0.001;  ///< 1 ms: resolves the job's 30 ms power edges (derived)
  double controlDtS = 0.1;  ///< 100 ms: thermal/hydraulic/control tick (die time constant ~1 s)
  /// Electrical steps the plant may take as one where nothing but its own response changes: the
  /// job's power flat, no event, disturbance or start due, the island's frequency in its band
  /// (model/README.md, "Multi-rate electrical steps"). 1 = every step at electricalDtS.
  int electricalMacroSteps = 1;
  /// The largest electricalMacroSteps (derived: the largest merge electrical_macro_step_test holds
  /// to 1e-6 of the 1 ms path's energies on every built-in scenario).
  static constexpr int kMaxElectricalMacroSteps = 16;
  void read(JsonReader& r);
};

}  // namespace podtwin
