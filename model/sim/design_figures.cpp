#include "sim/design_figures.h"

#include <algorithm>

#include "fabric/topology.h"
#include "power/battery.h"
#include "power/power_system.h"
#include "sim/simulation.h"

namespace podtwin {

namespace {

constexpr double kJPerKwh = 3.6e6;  ///< joules per kilowatt-hour (definition)

/// The battery figures of `b`, in the state a run starts from, against the IT load.
void fillBattery(const power::Battery& b, DesignFigures& f) {
  const power::BatteryConfig& c = b.config();
  f.batteryConfiguredKwh = c.capacityKwh;
  f.batteryStrings = b.stringsInParallel();
  f.batteryNameplateKwh = b.nominalEnergyJ() / kJPerKwh;
  // A run starts at soc_initial and the battery stops discharging at its floor: soc_min, or the
  // operator's reserve when a scenario event raises it (0 at the start). So a failure early in a
  // run can draw (start SOC − floor) × nameplate; soc_max is the charging ceiling, which a
  // discharge never reaches. The energy-management plan then moves the SOC slowly to soc_target
  // (soc_restore_time_s), so later in a run it is (soc_target − floor) × nameplate. The figure
  // counts the cells at their nominal voltage, as the nameplate does; at its continuous power the
  // battery gives the bus about 4 % less (the converter's and the cells' losses exceed the ~3 % by
  // which the OCV over the window stands above the nominal voltage; design_figures_test).
  const double floorSoc = std::max(c.socMin, b.reserveSoc());
  f.batteryUsableKwh = std::max(0.0, b.soc() - floorSoc) * f.batteryNameplateKwh;
  f.batteryConverterLimitKw = c.powerLimitKw;
  f.batteryContinuousKw = b.maxContinuousDischargeW() / 1e3;
  if (f.itLoadKw > 0.0) {
    f.batteryMinutesAtFullLoad = 60.0 * f.batteryUsableKwh / f.itLoadKw;
    f.batteryCarriesItLoad = f.batteryContinuousKw >= f.itLoadKw;
    f.batteryItLoadShare = std::min(1.0, f.batteryContinuousKw / f.itLoadKw);
  }
  const double givenKw = std::min(f.itLoadKw, f.batteryContinuousKw);
  f.batteryMinutesAtLimit = givenKw > 0.0 ? 60.0 * f.batteryUsableKwh / givenKw : 0.0;
}

}  // namespace

double batteryNameplateKwh(const PodConfig& pod) {
  if (!pod.power.battery.present) return 0.0;
  // Built as PowerSystem builds it.
  const power::Battery b(pod.power.battery, pod.power.dcBus.nominalVoltageV,
                         pod.timing.electricalDtS);
  return b.nominalEnergyJ() / kJPerKwh;
}

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

  if (pod.power.battery.present) fillBattery(sim.powerSystem().battery(), f);

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
