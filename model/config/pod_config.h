#pragma once
// PodConfig: the immutable description of a pod, built once from a JSON pod file (MuJoCo's mjModel
// to PodState's mjData). Every section has its own struct in its subsystem's folder.

#include <cstdint>
#include <string>
#include <vector>

#include "config/rack_config.h"
#include "core/json_reader.h"
#include "fabric/fabric_config.h"
#include "instruments/instrument_config.h"
#include "power/power_config.h"
#include "scenario/event_types.h"
#include "thermal/thermal_config.h"
#include "training/training_config.h"
#include "workload/workload_config.h"

namespace podtwin {

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

struct PodConfig {
  static constexpr int kSchemaVersion = 1;
  int schemaVersion = kSchemaVersion;
  std::string name = "pod";
  std::string description;
  std::string sourceFile;  ///< where it was loaded from ("builtin:default", a path)
  std::string sourceText;  ///< the pod file's text as parsed (checkpoint files embed it)
  int scaledToRacks = 0;   ///< rack count scaledPod() applied on top of sourceText, 0 = none

  TimingConfig timing;
  RackConfig racks;
  workload::WorkloadConfig workload;
  power::PowerConfig power;
  thermal::ThermalConfig thermal;
  fabric::FabricConfig fabric;
  training::TrainingConfig training;
  instruments::InstrumentConfig instruments;

  int totalGpus() const { return racks.count * racks.gpusPerRack; }
};

/// Parses a pod file; throws ConfigError listing every problem (file, line, JSON path, value, what
/// is allowed).
PodConfig parsePodConfig(const std::string& text, const std::string& fileName);
/// Every key the pod loader reads, in the order it reads them, with its default (the value a pod
/// file without it gets), its range or allowed values: recorded from parsePodConfig itself.
std::vector<KeyRead> podFileKeys();
/// Loads a path or "builtin:NAME" — declared here, defined with the built-in table
/// (podtwin_resources_model).
PodConfig loadPodConfig(const std::string& spec);
/// A campus of `racks` racks generated from a base pod (rows, CDUs, gensets, fabric scale with it).
/// The result may exceed what the fabric can hold: check it with checkPodBuildable().
PodConfig scaledPod(const PodConfig& base, int racks);
/// Throws ConfigError (naming the pod's file and the field) when the model cannot build `pod`: the
/// cross-section constraints parsePodConfig checks, for a pod changed after loading (scaledPod, a
/// sweep's per-case edit).
void checkPodBuildable(const PodConfig& pod);
/// A fingerprint of the pod: FNV-1a of its source text and scaling (two pods with the same hash
/// were built from the same file the same way).
std::uint64_t podHash(const PodConfig& pod);
/// Rebuilds a pod from sourceText and scaledToRacks (a checkpoint file's embedded pod); throws
/// ConfigError like parsePodConfig.
PodConfig rebuildPod(const std::string& sourceText, const std::string& fileName, int scaledToRacks);

}  // namespace podtwin
