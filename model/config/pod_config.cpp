#include "config/pod_config.h"

#include <algorithm>
#include <cmath>

#include "core/json_reader.h"
#include "core/state_archive.h"
#include "fabric/topology.h"

namespace podtwin {

namespace {

/// The smallest island-forming genset fleet, as a share of the GPUs' power at TDP (buildProblems).
constexpr double kMinIslandFleetShare = 0.05;

struct BuildProblem {
  std::string section;  ///< top-level key of the pod file
  std::string field;    ///< key in that section; empty for the section itself
  std::string reason;
};

// What the model needs beyond each field's own range: the fabric must form a fat tree for this
// rack count (Topology would refuse it when the run is built), and a genset fleet that forms the
// island must be large enough for the 1 ms electrical step to hold its frequency (below).
std::vector<BuildProblem> buildProblems(const PodConfig& c) {
  std::vector<BuildProblem> out;
  try {
    (void)fabric::Topology::countsFor(c.fabric, c.racks.count, c.racks.gpusPerRack,
                                      c.racks.computeTraysPerRack);
  } catch (const fabric::FabricPlanError& e) {
    const auto slash = e.field().find('/');
    out.push_back({e.field().substr(0, slash),
                   slash == std::string::npos ? std::string() : e.field().substr(slash + 1),
                   e.reason()});
  }
  // An undersized plant trips racks until it carries the rest, but an island fleet much smaller
  // than one rack's power has too little inertia for the step: measured on the default pod with
  // every unit's rating_kw cut, 3 x 1 mW diverges in its first tick, 3 x 1 kW once the battery is
  // empty (2,686 s); on 160 racks 3 x 80 kW (1.5 % of the GPUs at TDP) diverges at 2,540 s, 3 x
  // 100 kW (1.9 %) runs. Derived: at least kMinIslandFleetShare of the GPUs' power at TDP.
  const double gpusKw = c.racks.count * c.racks.gpusPerRack * c.racks.gpuTdpW / 1e3;
  const double fleetKw = c.power.gensetCount * c.power.gensetRatingKw;
  if (c.power.gensetCount > 0 && c.power.islanded() && fleetKw < kMinIslandFleetShare * gpusKw) {
    out.push_back({"power", "generation",
                   "units x rating_kw = " + formatNumber(fleetKw) +
                       " kW is below 5 % of the GPUs' power at TDP (racks.count x "
                       "racks.gpus_per_rack x racks.gpu_tdp_w = " +
                       formatNumber(gpusKw) +
                       " kW): a fleet that small cannot hold the island's frequency"});
  }
  return out;
}

}  // namespace

namespace {

PodConfig parsePod(const std::string& text, const std::string& fileName,
                   std::vector<KeyRead>* keys) {
  auto doc = JsonDocument::parse(text, fileName);
  IssueList issues;
  issues.setKeyRecorder(keys);
  JsonReader root = JsonReader::root(doc, issues);
  PodConfig c;
  c.sourceFile = fileName;
  c.sourceText = text;
  if (!root.has("schema_version") && doc->root().is_object()) {
    root.error("schema_version", "is required (this build reads schema_version " +
                                     std::to_string(PodConfig::kSchemaVersion) + ")");
  }
  c.schemaVersion = root.integer("schema_version", PodConfig::kSchemaVersion,
                                 PodConfig::kSchemaVersion, PodConfig::kSchemaVersion);
  c.name = root.string("name", c.name);
  c.description = root.string("description", "");
  {
    auto r = root.object("timing");
    c.timing.read(r);
  }
  {
    auto r = root.object("racks");
    c.racks.read(r);
  }
  {
    auto r = root.object("workload");
    c.workload.read(r);
  }
  {
    auto r = root.object("power");
    c.power.read(r);
  }
  {
    auto r = root.object("cooling");
    c.thermal.read(r);
  }
  {
    auto r = root.object("fabric");
    c.fabric.read(r);
  }
  {
    auto r = root.object("training");
    c.training.read(r);
  }
  if (root.has("instruments")) {
    auto r = root.object("instruments");
    c.instruments.read(r);
  }
  root.raw("layout");  // free-form hints for the 3D view; the model ignores them
  root.finish();
  // Constraints that span sections are checked once each section is valid on its own.
  if (issues.empty()) {
    for (const auto& [section, field, reason] : buildProblems(c)) {
      JsonReader r = root.object(section);
      r.error(field, reason);
    }
  }
  issues.throwIfAny();
  return c;
}

}  // namespace

PodConfig parsePodConfig(const std::string& text, const std::string& fileName) {
  return parsePod(text, fileName, nullptr);
}

std::vector<KeyRead> podFileKeys() {
  std::vector<KeyRead> keys;
  // A file of defaults only: every key is read once with the default it gets when absent. Whether
  // the defaults make a buildable pod does not change what is read, so that check's verdict is
  // not needed here.
  try {
    (void)parsePod(R"({"schema_version": 1})", "builtin:keys", &keys);
  } catch (const ConfigError&) {
  }
  return keys;
}

void checkPodBuildable(const PodConfig& pod) {
  std::vector<ConfigIssue> found;
  for (const auto& [section, field, reason] : buildProblems(pod)) {
    found.push_back(
        {pod.sourceFile, 0, "/" + section + (field.empty() ? "" : "/" + field), reason});
  }
  if (!found.empty()) throw ConfigError(std::move(found));
}

}  // namespace podtwin

namespace podtwin {

PodConfig scaledPod(const PodConfig& base, int racks) {
  PodConfig c = base;
  const double factor = static_cast<double>(racks) / base.racks.count;
  c.name = base.name + " x" + std::to_string(racks);
  c.racks.count = racks;
  c.scaledToRacks = racks;
  // Keep rows of at most ~32 racks, like a real hall.
  c.racks.rows = std::max(base.racks.rows, (racks + 31) / 32);
  c.workload.scale(factor);
  c.power.scale(factor);
  c.thermal.scale(factor);
  c.fabric.scale(factor);
  c.training.scale(factor);
  return c;
}

}  // namespace podtwin

namespace podtwin {

std::uint64_t podHash(const PodConfig& pod) {
  const std::uint64_t h = fnv1a64(pod.sourceText.data(), pod.sourceText.size());
  return fnv1a64(&pod.scaledToRacks, sizeof pod.scaledToRacks, h);
}

PodConfig rebuildPod(const std::string& sourceText, const std::string& fileName,
                     int scaledToRacks) {
  PodConfig pod = parsePodConfig(sourceText, fileName);
  if (scaledToRacks <= 0) return pod;
  PodConfig scaled = scaledPod(pod, scaledToRacks);
  checkPodBuildable(scaled);
  return scaled;
}

}  // namespace podtwin
