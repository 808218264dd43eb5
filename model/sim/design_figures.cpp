#include "sim/design_figures.h"

#include <algorithm>

#include "fabric/topology.h"
#include "power/battery.h"
#include "power/power_system.h"
#include "sim/simulation.h"

namespace podtwin {

DesignFigures designFigures(const PodConfig& pod) {
  DesignFigures f;
  Scenario none;
  none.name = "empty";
  Simulation sim(pod, none, 1);
  Snapshot s;
  sim.fillSnapshot(s, false);

  f.itLoadKw = s.itInputPowerKw;
  f.facilityLoadKw = s.facilityPowerKw;
  double totalKw = 0.0;
  for (const auto& g : s.gensets) {
    totalKw += g.ratingKw;
    f.gensetRatingKw = std::max(f.gensetRatingKw, g.ratingKw);
  }
  f.gensets = static_cast<int>(s.gensets.size());
  f.gensetFirmKw = totalKw - f.gensetRatingKw;
  f.gensetNPlusOneCoverage = f.facilityLoadKw > 0.0 ? f.gensetFirmKw / f.facilityLoadKw : 0.0;

  f.batteryKwh =
      pod.power.battery.present ? sim.powerSystem().battery().nominalEnergyJ() / 3.6e6 : 0.0;
  f.batteryMinutesAtFullLoad = f.itLoadKw > 0.0 ? 60.0 * f.batteryKwh / f.itLoadKw : 0.0;

  f.cduCapacityKw = pod.racks.count * pod.thermal.rack.designPowerKw;
  for (const auto& c : s.cdus) f.liquidHeatKw += c.heatKw;
  f.coolantFlowLpm = s.coolantFlowLpm;
  f.coolantFlowLpmPerKw = s.itPowerKw > 0.0 ? s.coolantFlowLpm / s.itPowerKw : 0.0;

  const fabric::TopologyCounts t = fabric::Topology::countsFor(
      pod.fabric, pod.racks.count, pod.racks.gpusPerRack, pod.racks.computeTraysPerRack);
  f.fabricTiers = t.tiers;
  f.leafSwitches = t.leaves;
  f.spineSwitches = t.spines;
  f.coreSwitches = t.cores;
  f.fabricCables = t.totalCables();

  f.ambientC = s.ambientTempC;
  // The t = 0 state assumes the plant at its design point, whatever the weather; the dry-cooler
  // fans find the speed this ambient needs within about one integral time of their PI loop (the
  // plant's slowest). So the PUE expected here is the energy-weighted one over the next such
  // interval: facility energy over IT-input energy between t = Ti and 2·Ti.
  const double settleS = std::max(pod.timing.controlDtS, pod.thermal.dryCooler.fanTiS);
  sim.runUntil(settleS);
  const RunSummary a = sim.summary();
  sim.runUntil(2.0 * settleS);
  const RunSummary b = sim.summary();
  const auto itInputKwh = [](const RunSummary& r) {
    return r.pueEnergyWeighted > 0.0 ? r.facilityEnergyKwh / r.pueEnergyWeighted : 0.0;
  };
  const double itWindowKwh = itInputKwh(b) - itInputKwh(a);
  f.expectedPue =
      itWindowKwh > 0.0 ? (b.facilityEnergyKwh - a.facilityEnergyKwh) / itWindowKwh : 0.0;
  return f;
}

}  // namespace podtwin
