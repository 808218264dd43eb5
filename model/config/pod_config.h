#pragma once
// PodConfig: the immutable description of a pod, built once from a JSON pod file (MuJoCo's mjModel
// to PodState's mjData). Every section has its own struct in its subsystem's folder.

#include <cstdint>
#include <string>
#include <vector>

#include "core/json_reader.h"
#include "core/rack_config.h"
#include "core/timing_config.h"
#include "fabric/fabric_config.h"
#include "instruments/instrument_config.h"
#include "power/power_config.h"
#include "scenario/event_types.h"
#include "thermal/thermal_config.h"
#include "training/training_config.h"
#include "workload/workload_config.h"

namespace podtwin {

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

  // The sections each subsystem reads, as its own config header declares them: a subsystem
  // depends on those sections, never on the whole pod.
  operator power::PowerPod() const { return {racks, power, workload, timing}; }
  operator thermal::ThermalPod() const { return {racks, thermal}; }
  operator fabric::FabricPod() const { return {racks, fabric, training.modelParams}; }
  operator training::TrainingPod() const { return {racks, training}; }
  operator instruments::InstrumentPod() const {
    return {racks.count, thermal.cduCount, power.gensetCount, instruments};
  }
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
