#pragma once
// The pod file's keys as one table: each key's subsystem, unit and the source of its default,
// joined with what the loader itself reads for it (default, range, allowed values; podFileKeys()).
// The design editor shows this table, and model/README.md's defaults tables are checked against it.

#include <string>
#include <vector>

#include "core/json_reader.h"

namespace podtwin {

/// Subsystems the keys are grouped by, in the order a designer reads a pod.
enum class PodKeyGroup {
  Pod,
  Timing,
  RacksIt,
  Gensets,
  Grid,
  Battery,
  DcBus,
  EnergyManagement,
  GpuRackCooling,
  Cdus,
  Pumps,
  Valves,
  FacilityWater,
  DryCoolers,
  Ambient,
  Fabric,
  WorkloadJob,
  Cost,
};

/// English name of a group ("Racks and IT").
const char* podKeyGroupName(PodKeyGroup group);

struct PodKey {
  std::string key;  ///< dotted path: "power.battery.capacity_kwh"
  PodKeyGroup group = PodKeyGroup::Pod;
  std::string unit;    ///< "kWh"; empty for a count, a name or a switch
  std::string source;  ///< where the default comes from (a standard, a datasheet, or "derived")
  KeyRead read;        ///< JSON pointer, kind, default and range, as the loader reads the key

  /// What the loader allows: ">= 0 and <= 1", "an integer from 1 to 16", "one of a, b", "true or
  /// false", "JSON".
  std::string allowedText() const;
  /// The default as an editor shows it ("1000", "ac_bus", "[[0.7,0.02],...]").
  std::string defaultText() const;
};

/// Every key of a pod file in the loader's order. Throws std::logic_error when the loader reads a
/// key the table does not describe or the table describes a key the loader does not read.
const std::vector<PodKey>& podKeyCatalog();

/// The catalogue as a Markdown table (key, unit, default, allowed, source), the one
/// model/README.md prints under "Every pod-file key".
std::string podKeysMarkdown();

/// The catalogue entry of a dotted key, or nullptr.
const PodKey* findPodKey(const std::string& key);

}  // namespace podtwin
