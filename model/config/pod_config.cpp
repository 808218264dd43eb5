#include "config/pod_config.h"

#include <algorithm>
#include <cmath>

#include "core/json_reader.h"
#include "core/state_archive.h"

namespace podtwin {

void TimingConfig::read(JsonReader& r) {
  electricalDtS = r.number("electrical_dt_s", electricalDtS, Range{0.0, 0.01, true});
  controlDtS = r.number("control_dt_s", controlDtS, Range{0.0, 1.0, true});
  // The control tick must be a whole number of electrical steps, or energy bookkeeping would drift.
  double ratio = controlDtS / electricalDtS;
  if (std::abs(ratio - std::round(ratio)) > 1e-9 * ratio) {
    r.error("control_dt_s", "must be a whole multiple of electrical_dt_s");
  }
  r.finish();
}

PodConfig parsePodConfig(const std::string& text, const std::string& fileName) {
  auto doc = JsonDocument::parse(text, fileName);
  IssueList issues;
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
  root.raw("layout");  // free-form hints for the 3D view; the model ignores them
  root.finish();
  issues.throwIfAny();
  return c;
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
  return scaledToRacks > 0 ? scaledPod(pod, scaledToRacks) : pod;
}

}  // namespace podtwin
