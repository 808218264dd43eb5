#include "fabric/fabric_config.h"

#include "core/json_reader.h"

namespace podtwin::fabric {

void FabricConfig::read(JsonReader& r) {
  switchRadix = r.integer("switch_radix", switchRadix, 4, 1024);
  if (switchRadix % 2 != 0) r.error("switch_radix", "must be even (half down, half up)");
  portGbps = r.number("port_gbps", portGbps, Range::positive(1e5));
  nicGbps = r.number("nic_gbps", nicGbps, Range::positive(1e5));
  nicsPerComputeTray = r.integer("nics_per_compute_tray", nicsPerComputeTray, 1, 64);
  rails = r.integer("rails", rails, 1, 64);
  tiers = r.integer("tiers", tiers, 0, 3);
  if (tiers == 1) r.error("tiers", "must be 0 (auto), 2 or 3");
  oversubscription = r.number("oversubscription", oversubscription, Range::between(1.0, 16.0));
  sharpEnabled = r.boolean("sharp_enabled", sharpEnabled);
  routing = r.string("routing", routing, {"adaptive", "ecmp"});
  busBwEfficiency = r.number("bus_bw_efficiency", busBwEfficiency, Range{0.0, 1.0, true});
  hopLatencyS = r.number("hop_latency_s", hopLatencyS, Range::nonNegative(1e-3));
  stepLatencyS = r.number("step_latency_s", stepLatencyS, Range::nonNegative(1e-2));
  flowsPerConnection = r.integer("flows_per_connection", flowsPerConnection, 1, 64);
  allreduceOverlapFraction =
      r.number("allreduce_overlap_fraction", allreduceOverlapFraction, Range::fraction());
  gradientBytesPerParam =
      r.number("gradient_bytes_per_param", gradientBytesPerParam, Range::positive(16.0));
  pipelineBytesPerGpu =
      r.number("pipeline_bytes_per_gpu", pipelineBytesPerGpu, Range::nonNegative(1e13));
  expertBytesPerGpu = r.number("expert_bytes_per_gpu", expertBytesPerGpu, Range::nonNegative(1e13));
  pipelineOverlapFraction =
      r.number("pipeline_overlap_fraction", pipelineOverlapFraction, Range::fraction());
  expertOverlapFraction =
      r.number("expert_overlap_fraction", expertOverlapFraction, Range::fraction());
  r.finish();
}

void FabricConfig::scale(double factor) {
  (void)factor;  // leaves, spines, cores and cables are derived from the rack count
}

}  // namespace podtwin::fabric
