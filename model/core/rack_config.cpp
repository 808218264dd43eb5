#include "core/rack_config.h"

#include <algorithm>

#include "core/json_reader.h"

namespace podtwin {

double RackConfig::psuEfficiency(double loadFraction) const {
  const auto& c = psuEfficiencyCurve;
  if (c.empty()) return 1.0;
  if (loadFraction <= c.front().first) return c.front().second;
  for (std::size_t i = 1; i < c.size(); ++i) {
    if (loadFraction <= c[i].first) {
      double f = (loadFraction - c[i - 1].first) / (c[i].first - c[i - 1].first);
      return c[i - 1].second + f * (c[i].second - c[i - 1].second);
    }
  }
  return c.back().second;
}

void RackConfig::read(JsonReader& r) {
  // 100,000 racks is far beyond any campus we model; the bound keeps absurd files from exhausting
  // memory.
  count = r.integer("count", count, 1, 100000);
  rows = r.integer("rows", rows, 1, 1000);
  racksPerScalableUnit = r.integer("racks_per_scalable_unit", racksPerScalableUnit, 1, 1000);
  gpusPerRack = r.integer("gpus_per_rack", gpusPerRack, 1, 576);
  computeTraysPerRack = r.integer("compute_trays_per_rack", computeTraysPerRack, 1, 576);
  cpusPerRack = r.integer("cpus_per_rack", cpusPerRack, 0, 576);
  nvlinkSwitchTrays = r.integer("nvlink_switch_trays", nvlinkSwitchTrays, 0, 64);
  gpuTdpW = r.number("gpu_tdp_w", gpuTdpW, Range::positive(5000.0));
  gpuIdleW = r.number("gpu_idle_w", gpuIdleW, Range::nonNegative(5000.0));
  cpuPowerW = r.number("cpu_power_w", cpuPowerW, Range::nonNegative(5000.0));
  nvlinkSwitchTrayW =
      r.number("nvlink_switch_tray_w", nvlinkSwitchTrayW, Range::nonNegative(20000.0));
  nicPowerW = r.number("nic_power_w", nicPowerW, Range::nonNegative(500.0));
  trayMiscW = r.number("tray_misc_w", trayMiscW, Range::nonNegative(5000.0));
  rackMiscW = r.number("rack_misc_w", rackMiscW, Range::nonNegative(50000.0));
  psuHoldUpS = r.number("psu_hold_up_s", psuHoldUpS, Range::nonNegative(10.0));
  powerShelves = r.integer("power_shelves", powerShelves, 1, 64);
  psusPerShelf = r.integer("psus_per_shelf", psusPerShelf, 1, 64);
  psuRatingW = r.number("psu_rating_w", psuRatingW, Range::positive(100000.0));
  r.declarePairs("psu_efficiency_curve", psuEfficiencyCurve);
  if (r.has("psu_efficiency_curve")) {
    const auto& raw = r.raw("psu_efficiency_curve");
    std::vector<std::pair<double, double>> curve;
    bool ok = raw.is_array() && raw.size() >= 2;
    for (std::size_t i = 0; ok && i < raw.size(); ++i) {
      const auto& p = raw[i];
      ok = p.is_array() && p.size() == 2 && p[0].is_number() && p[1].is_number();
      if (!ok) break;
      double load = p[0].get<double>();
      double eff = p[1].get<double>();
      ok = Range::between(0.0, 1.5).contains(load) && Range{0.0, 1.0, true}.contains(eff) &&
           (curve.empty() || load > curve.back().first);
      if (ok) curve.emplace_back(load, eff);
    }
    if (ok) {
      psuEfficiencyCurve = curve;
    } else {
      r.error(
          "psu_efficiency_curve",
          "must be at least two [load_fraction, efficiency] pairs with increasing load 0..1.5 and "
          "efficiency in (0, 1]");
    }
  }
  if (gpuIdleW >= gpuTdpW) r.error("gpu_idle_w", "must be below gpu_tdp_w");
  if (gpusPerRack % computeTraysPerRack != 0) {
    r.error("compute_trays_per_rack",
            "must divide gpus_per_rack (" + std::to_string(gpusPerRack) + ")");
  }
  if (rows > count) r.error("rows", "cannot exceed the rack count (" + std::to_string(count) + ")");
  r.finish();
}

}  // namespace podtwin
