// Whole-plant behaviour of model/power/power_system.cpp, driven tick by tick as the coupling does.
#include "power/power_system.h"

#include <QtTest>
#include <algorithm>
#include <cmath>
#include <cstring>
#include "support/test_main.h"

#include "power_test_util.h"
#include "sim/simulation.h"

namespace power_system_test {

using namespace podtwin;
using podtwin::test::PlantRig;
using podtwin::test::podWith;

namespace {

double maxAbsDev(const std::vector<power::ElectricalSample>& trace) {
  double m = 0.0;
  for (const auto& s : trace) m = std::max(m, std::abs(s.frequencyDevPct));
  return m;
}

/// A pod fed from the grid alone (no gensets), so the racks see the grid's voltage.
const char* kGridFed = R"({"power": {"generation": {"units": 0},
  "grid": {"import_limit_kw": 5000}, "ems": {"frequency_reference": "grid"},
  "battery": {"present": %s}}})";

std::string gridFed(bool battery) {
  char buf[512];
  std::snprintf(buf, sizeof buf, kGridFed, battery ? "true" : "false");
  return buf;
}

}  // namespace

class PowerSystemTest : public QObject {
  Q_OBJECT
 private slots:
  void energyBalanceClosesOverAnHourOfSwings();
  void jobStartWithoutBatteryBreaksG3();
  void jobStartWithBatteryStaysInsideG3();
  void brownout70PctHalfSecondRidesThrough();
  void brownoutBeyondItic_tripsRacksWithoutBattery();
  void batteryCarriesRacksThroughLongBrownout();
  void shortSagIsNotShedAndZeroVoltRidesThePreSagHoldUp();
  void shedCapsWaitForTheResponseDelayAndGoWhenTheSagEnds();
  void longCurtailmentDrainsBatteryThenCapsRacks();
  void sameScenarioAndSeedAreBitIdentical();
  void jobStopDropsToIdle();
  void smoothingShrinksTheSwing();
  void operatorCapHoldsRackUnderCap();
  void gensetTripRidesOnBattery();
  void simulationFillsPowerSnapshot();
  void campusScalesSourcesWithRacks();
  void undersizedPlantTripsRacksInsteadOfDiverging();
  void gensetRestartOntoAGridCarriedBusSoftLoads();
};

void PowerSystemTest::energyBalanceClosesOverAnHourOfSwings() {
  // One hour of synchronous-training swings (1.3 s iterations, 0.65 MW swing each) plus a job
  // restart and a genset trip, so every source and the battery work both ways.
  PlantRig rig(podWith("{}"));
  std::vector<Event> ev{makeEvent(600.0, "genset_trip", "genset3"),
                        makeEvent(900.0, "genset_start", "genset3"),
                        makeEvent(1800.0, "job_restart", "job", {{"delay_s", 120.0}})};
  rig.runUntil(3600.0, ev);
  const auto& L = rig.plant.ledger();
  const double err = L.relativeBalanceError();
  qInfo(
      "hour: facility %.1f kWh, IT %.1f kWh, gen %.1f, grid %.1f, bess out %.2f in %.2f, "
      "loss %.2f kWh, PUE %.4f, balance error %.2e",
      L.facilityJ() / 3.6e6, L.itJ / 3.6e6, L.generationJ / 3.6e6, L.gridImportJ / 3.6e6,
      L.bessDischargeJ / 3.6e6, L.bessChargeJ / 3.6e6, L.lossJ / 3.6e6,
      rig.plant.pueEnergyWeighted(), err);
  // Issue #3: the balance closes to 0.1 %.
  QVERIFY2(err < 1e-3, qPrintable(QString::number(err)));
  // The battery really worked both ways (else the closure would be trivial).
  QVERIFY(L.bessDischargeJ > 3.6e6 && L.bessChargeJ > 3.6e6);
  // IT of 16 racks swinging between ~1.42 and ~2.07 MW: an hour is 1.5–2.1 MWh.
  QVERIFY(L.itJ / 3.6e6 > 1500.0 && L.itJ / 3.6e6 < 2100.0);
  // PUE with 150 kW cooling, 40 kW misc and ~3.5 % conversion: 1.10–1.20 (EN 50600-4-2).
  QVERIFY(rig.plant.pueEnergyWeighted() > 1.10 && rig.plant.pueEnergyWeighted() < 1.20);
  QCOMPARE(rig.plant.rackTripCount(), 0);
  QVERIFY(L.unservedJ == 0.0);
}

void PowerSystemTest::jobStartWithoutBatteryBreaksG3() {
  // Full-pod job start (0.68 → 2.07 MW IT, ~40 % of the spinning 3.6 MW in 30 ms) onto spinning
  // gensets that accept 25 % block loads: the island dips past ISO 8528-5 G3's 7 %.
  PlantRig rig(podWith(R"({"workload": {"start_running": false},
                          "power": {"battery": {"present": false}}})"));
  std::vector<power::ElectricalSample> trace;
  rig.plant.setTrace(&trace);
  rig.runUntil(40.0, {makeEvent(10.0, "job_start", "job")});
  qInfo("no battery: max frequency deviation %.3f %% (limit 7 %%), %.3f s outside",
        rig.plant.maxFrequencyDeviationPct(), rig.plant.longestFrequencyExcursionS());
  QVERIFY(rig.plant.frequencyLimitBroken());
  QVERIFY(rig.plant.maxFrequencyDeviationPct() > 7.0);
  // model/README.md states this rig's figure: 7.96 %.
  QVERIFY(std::abs(rig.plant.maxFrequencyDeviationPct() - 7.96) < 0.01);
  QCOMPARE(maxAbsDev(trace), rig.plant.maxFrequencyDeviationPct());
  // Even pushed this hard, the fleet never rises faster than its limits: three units of
  // 300 kW block + 20 kW/s ramp, over any window W (rounding allowance 1 mW).
  for (double w : {0.001, 0.1, 1.0, 5.0}) {
    const auto n = static_cast<std::size_t>(w / 0.001 + 0.5);
    double rise = 0.0;
    for (std::size_t k = 0; k + n < trace.size(); ++k) {
      rise = std::max(rise, trace[k + n].gensetMechW - trace[k].gensetMechW);
    }
    QVERIFY(rise <= 3 * (300e3 + 20e3 * w) + 1e-3);
  }
}

void PowerSystemTest::jobStartWithBatteryStaysInsideG3() {
  PlantRig rig(podWith(R"({"workload": {"start_running": false}})"));
  std::vector<power::ElectricalSample> trace;
  rig.plant.setTrace(&trace);
  rig.runUntil(40.0, {makeEvent(10.0, "job_start", "job")});
  double maxBessW = 0.0;
  for (const auto& s : trace) maxBessW = std::max(maxBessW, s.bessW);
  qInfo("battery: max frequency deviation %.3f %%, battery peak %.0f kW",
        rig.plant.maxFrequencyDeviationPct(), maxBessW / 1e3);
  QVERIFY(!rig.plant.frequencyLimitBroken());
  // The battery took the step: well over 1 MW at once, and the island stayed within 1 %.
  QVERIFY(maxBessW > 1.0e6);
  QVERIFY(rig.plant.maxFrequencyDeviationPct() < 1.0);
  // model/README.md states this rig's figures: 0.23 % and a 1.47 MW battery peak.
  QVERIFY(std::abs(rig.plant.maxFrequencyDeviationPct() - 0.23) < 0.01);
  QVERIFY(std::abs(maxBessW - 1.47e6) < 0.01e6);
}

void PowerSystemTest::brownout70PctHalfSecondRidesThrough() {
  // Racks fed from the grid alone see the sag itself: 70 % for 0.5 s sits on the ITIC curve.
  PlantRig rig(podWith(gridFed(false)));
  std::vector<power::ElectricalSample> trace;
  rig.plant.setTrace(&trace);
  rig.runUntil(
      5.0, {makeEvent(2.0, "grid_brownout", "grid", {{"voltage_pu", 0.7}, {"duration_s", 0.5}})});
  int sagSteps = 0;
  for (const auto& s : trace) sagSteps += s.busVoltagePu < 0.9 ? 1 : 0;
  QCOMPARE(sagSteps, 500);  // 0.5 s at 1 ms
  QCOMPARE(rig.plant.rackTripCount(), 0);
  QCOMPARE(rig.countLog("rack_trip", Severity::Trip), 0);
  QVERIFY(rig.plant.job().running());
}

void PowerSystemTest::brownoutBeyondItic_tripsRacksWithoutBattery() {
  // The same sag 0.1 s longer leaves the curve: every rack on the bus drops.
  PlantRig rig(podWith(gridFed(false)));
  rig.runUntil(
      5.0, {makeEvent(2.0, "grid_brownout", "grid", {{"voltage_pu", 0.7}, {"duration_s", 0.6}})});
  QCOMPARE(rig.plant.rackTripCount(), 16);
  QCOMPARE(rig.countLog("rack_trip", Severity::Trip), 16);
  QCOMPARE(rig.plant.racksTripped(), 16);
  QVERIFY(!rig.plant.job().running());
  // An outage (0 V) is bridged only by the PSU hold-up: 20 ms at full PSU load, ~41 ms at the
  // 129 kW of 264 kW the racks drew before it. 30 ms rides through; 150 ms does not.
  PlantRig shortOut(podWith(gridFed(false)));
  shortOut.runUntil(3.0, {makeEvent(1.0, "grid_outage", "grid", {{"duration_s", 0.03}})});
  QCOMPARE(shortOut.plant.rackTripCount(), 0);
  PlantRig longOut(podWith(gridFed(false)));
  longOut.runUntil(3.0, {makeEvent(1.0, "grid_outage", "grid", {{"duration_s", 0.15}})});
  QCOMPARE(longOut.plant.rackTripCount(), 16);
}

namespace {
/// The deepest cap clock the plant handed to the racks over [t0, t1), ticking `rig` through it.
double minCapClock(PlantRig& rig, double t1) {
  double m = 1.0;
  while (rig.t + 1e-9 < t1) {
    rig.runUntil(rig.t + rig.pod.timing.controlDtS);
    for (double c : rig.out.rackCapClockFactor) m = std::min(m, c);
  }
  return m;
}
}  // namespace

void PowerSystemTest::shortSagIsNotShedAndZeroVoltRidesThePreSagHoldUp() {
  // A 15 ms outage on a grid-fed bus without battery is inside ITIC (0 V for 20 ms): the PSUs'
  // hold-up carries the racks and it is over before load shedding acts (ems.shed_response_s =
  // 50 ms), so no rack is capped, nothing is shed and the job keeps its pace.
  PlantRig rig(podWith(gridFed(false)));
  rig.runUntil(2.0);
  const double holdUpS = rig.plant.presentHoldUpS();
  rig.plant.applyEvent(
      makeEvent(2.0, "grid_brownout", "grid", {{"voltage_pu", 0.0}, {"duration_s", 0.015}}), 2.0,
      rig.log);
  const double capMin = minCapClock(rig, 8.0);
  const auto& L = rig.plant.ledger();
  const double shedKwh = L.shedJ / 3.6e6;
  const double unservedKwh = L.unservedJ / 3.6e6;
  std::string verdict;
  for (const auto& e : rig.log.all()) {
    if (e.code == "grid_brownout") verdict = e.message;
  }
  qInfo(
      "15 ms at 0 V: hold-up %.1f ms; deepest cap %.3f; shed %.4f kWh, unserved %.2e kWh; "
      "stores gave %.2f kJ, got back %.2f kJ, still drawn %.2e J; balance %.1e; %s",
      holdUpS * 1e3, capMin, shedKwh, unservedKwh, L.holdUpDischargeJ / 1e3,
      L.holdUpRechargeJ / 1e3, L.holdUpDrawnJ, L.relativeBalanceError(), verdict.c_str());
  QVERIFY2(verdict.find("inside the ITIC") != std::string::npos, verdict.c_str());
  QCOMPARE(capMin, 1.0);
  QCOMPARE(L.shedJ, 0.0);
  // The PSUs' bulk capacitors (and the drives' and controls' own buffers on the switchboard)
  // carry every load through the 15 ms: nothing is unserved. They gave 15 ms of the pod's
  // ~2.3 MW and the bus gave it all back after the sag.
  QVERIFY2(unservedKwh < 1e-9, qPrintable(QString::number(unservedKwh)));
  QVERIFY2(L.holdUpDischargeJ > 0.015 * 2.0e6 && L.holdUpDischargeJ < 0.015 * 2.6e6,
           qPrintable(QString::number(L.holdUpDischargeJ)));
  QVERIFY2(std::abs(L.holdUpRechargeJ - L.holdUpDischargeJ) < 1e-6,
           qPrintable(QString::number(L.holdUpRechargeJ - L.holdUpDischargeJ)));
  QVERIFY(L.holdUpDrawnJ < 1e-6);
  QVERIFY2(L.relativeBalanceError() < 1e-9, qPrintable(QString::number(L.relativeBalanceError())));
  QCOMPARE(rig.plant.rackTripCount(), 0);
  QVERIFY(rig.plant.job().running());

  // 0 V rides exactly the hold-up the PSU rule gives at the pre-sag load (~41 ms at ~130 kW of
  // a 264 kW rack: the 5.5 kJ of bulk capacitors over ~133 kW of PSU input), and the event log's
  // verdict says the same as the racks do.
  QVERIFY2(holdUpS > 0.038 && holdUpS < 0.044, qPrintable(QString::number(holdUpS)));
  for (const double margin : {-0.002, 0.002}) {
    PlantRig out(podWith(gridFed(false)));
    out.runUntil(2.0);
    out.plant.applyEvent(makeEvent(2.0, "grid_brownout", "grid",
                                   {{"voltage_pu", 0.0}, {"duration_s", holdUpS + margin}}),
                         2.0, out.log);
    out.runUntil(3.0);
    std::string said;
    for (const auto& e : out.log.all()) {
      if (e.code == "grid_brownout") said = e.message;
    }
    const bool rides = margin < 0.0;
    QCOMPARE(out.plant.rackTripCount(), rides ? 0 : 16);
    QVERIFY2(said.find(rides ? "inside" : "outside") != std::string::npos, said.c_str());
    // Riding through, the racks were served from their bulk capacitors all along: only the
    // switchboard's loads, whose buffers hold the 20 ms ITIC window, went short after 20 ms
    // (to the whole step).
    const auto& Lo = out.plant.ledger();
    const double switchboardW = 150e3 + out.pod.power.miscLoadKw * 1e3;
    if (rides) {
      QVERIFY2(Lo.unservedJ < (holdUpS + margin - 0.020 + 0.001) * switchboardW,
               qPrintable(QString::number(Lo.unservedJ)));
    }
    QVERIFY2(Lo.relativeBalanceError() < 1e-9,
             qPrintable(QString::number(Lo.relativeBalanceError())));
  }
  // A 45 ms outage is beyond the hold-up: every rack drops, as the log says.
  PlantRig trip(podWith(gridFed(false)));
  trip.runUntil(2.0);
  trip.plant.applyEvent(
      makeEvent(2.0, "grid_brownout", "grid", {{"voltage_pu", 0.0}, {"duration_s", 0.045}}), 2.0,
      trip.log);
  trip.runUntil(3.0);
  QCOMPARE(trip.plant.rackTripCount(), 16);
  QCOMPARE(trip.countLog("rack_trip", Severity::Trip), 16);
  QVERIFY(trip.plant.ledger().relativeBalanceError() < 1e-9);
}

void PowerSystemTest::shedCapsWaitForTheResponseDelayAndGoWhenTheSagEnds() {
  // Grid-fed with a small battery (200 kW) that holds the bus: a 70 % sag for 2 s leaves the tie
  // 2.1 MW of the ~2.3 MW load, so load shedding caps the racks — 50 ms after the sag began, not
  // from its first millisecond — and releases the cap in the first tick after the sag.
  const char* pod = R"({"power": {"generation": {"units": 0},
    "grid": {"import_limit_kw": 3000}, "ems": {"frequency_reference": "grid"},
    "battery": {"present": true, "power_limit_kw": 200}}})";
  PlantRig rig(podWith(pod));
  rig.runUntil(2.0);
  double capBefore = 1.0;
  for (double c : rig.out.rackCapClockFactor) capBefore = std::min(capBefore, c);
  rig.plant.applyEvent(
      makeEvent(2.0, "grid_brownout", "grid", {{"voltage_pu", 0.7}, {"duration_s", 2.0}}), 2.0,
      rig.log);
  const double capDuring = minCapClock(rig, 4.0);
  // The sag ends at 4.0 s, during the tick that starts then; the next tick plans without it.
  rig.runUntil(4.1);
  const double capReleasedS = rig.t;
  rig.runUntil(4.2);
  double capAfter = 1.0;
  for (double c : rig.out.rackCapClockFactor) capAfter = std::min(capAfter, c);
  double cappedAtS = -1.0;
  double releasedAtS = -1.0;
  for (const auto& e : rig.log.all()) {
    if (e.code != "rack_capped") continue;
    if (!e.cleared && cappedAtS < 0.0) cappedAtS = e.t_s;
    if (e.cleared && releasedAtS < 0.0) releasedAtS = e.t_s;
  }
  qInfo(
      "70 %% sag for 2 s: cap %.3f before, %.3f during (from %.3f s), %.3f after; released at "
      "%.1f s",
      capBefore, capDuring, cappedAtS, capAfter, releasedAtS);
  QCOMPARE(capBefore, 1.0);
  QVERIFY2(capDuring < 0.99, qPrintable(QString::number(capDuring)));
  QVERIFY2(std::abs(cappedAtS - 2.05) < 1.5e-3, qPrintable(QString::number(cappedAtS)));
  QCOMPARE(capAfter, 1.0);
  QVERIFY2(std::abs(releasedAtS - capReleasedS) < 1e-6, qPrintable(QString::number(releasedAtS)));
  QCOMPARE(rig.plant.rackTripCount(), 0);
}

void PowerSystemTest::batteryCarriesRacksThroughLongBrownout() {
  // With the BESS on the DC bus the racks never see the sag, even far outside ITIC (40 %, 5 s).
  PlantRig rig(podWith(gridFed(true)));
  rig.runUntil(
      10.0, {makeEvent(2.0, "grid_brownout", "grid", {{"voltage_pu", 0.4}, {"duration_s", 5.0}})});
  QCOMPARE(rig.plant.rackTripCount(), 0);
  // 40 % voltage on a current-limited tie gives 2 MW of 5 MW; the battery covers the rest.
  QVERIFY(rig.plant.ledger().bessDischargeJ > 0.0);
  QCOMPARE(rig.plant.ledger().unservedJ, 0.0);
  // And the default islanded pod rides through a 70 %/0.5 s sag as well.
  PlantRig island(podWith("{}"));
  island.runUntil(
      5.0, {makeEvent(1.0, "grid_brownout", "grid", {{"voltage_pu", 0.7}, {"duration_s", 0.5}})});
  QCOMPARE(island.plant.rackTripCount(), 0);
}

void PowerSystemTest::longCurtailmentDrainsBatteryThenCapsRacks() {
  // One 1.2 MW genset and the grid curtailed to 300 kW cannot carry ~2.3 MW: the battery (1.12
  // MWh, 1C = 1.1 MW, starting at 20 % SOC) covers the ~0.8 MW gap until its 10 % floor, then
  // load shedding caps the racks.
  PlantRig rig(podWith(R"({"power": {"generation": {"initially_running": 1},
                                     "battery": {"soc_initial": 0.2, "soc_target": 0.2}}})"));
  rig.runUntil(1200.0, {makeEvent(10.0, "grid_curtailment", "grid", {{"limit_kw", 300.0}})});
  const auto& b = rig.plant.battery();
  const auto& L = rig.plant.ledger();
  qInfo(
      "curtailment: min SOC %.4f (floor %.2f), racks capped %d, unserved %.1f kWh, "
      "balance error %.2e",
      rig.plant.minSoc(), b.config().socMin, rig.plant.racksCapped(), L.unservedJ / 3.6e6,
      L.relativeBalanceError());
  // The SOC reaches its floor and never goes below it (the taper band is 0.2 % SOC).
  QVERIFY(rig.plant.minSoc() < b.config().socMin + 0.005);
  QVERIFY(rig.plant.minSoc() >= b.config().socMin - 1e-9);
  QCOMPARE(rig.plant.racksCapped(), 16);
  QVERIFY(rig.countLog("rack_capped", Severity::Warning) >= 16);
  QCOMPARE(rig.plant.rackTripCount(), 0);  // a cap was enough
  QVERIFY(L.shedJ > 0.0);
  QVERIFY(L.relativeBalanceError() < 1e-3);
  // Capped racks fit the 1.5 MW of sources: IT + cooling + misc + losses within 2 % margin.
  QVERIFY(!rig.plant.frequencyLimitBroken());
}

void PowerSystemTest::sameScenarioAndSeedAreBitIdentical() {
  auto run = [] {
    Scenario sc;
    sc.events = {
        makeEvent(5.0, "grid_brownout", "grid", {{"voltage_pu", 0.7}, {"duration_s", 0.5}}),
        makeEvent(8.0, "genset_trip", "genset2"),
        makeEvent(12.0, "power_smoothing", "pod", {{"enabled", 1.0}}),
        makeEvent(15.0, "job_restart", "job", {{"delay_s", 3.0}})};
    Simulation sim(loadPodConfig("builtin:default"), sc, 42);
    sim.runUntil(30.0);
    return sim.powerSystem().ledger();
  };
  const power::EnergyLedger a = run();
  const power::EnergyLedger b = run();
  QVERIFY(std::memcmp(&a, &b, sizeof a) == 0);
  QVERIFY(a.itJ > 0.0);
}

void PowerSystemTest::jobStopDropsToIdle() {
  PlantRig rig(podWith("{}"));
  rig.runUntil(5.0, {makeEvent(2.0, "job_stop", "job")});
  // Idle rack: 72 GPUs × 200 W + 28.36 kW of CPUs, switches, NICs and trays = 42.76 kW.
  for (double w : rig.out.rackItPowerW) QVERIFY(std::abs(w - 42760.0) < 1.0);
  QVERIFY(!rig.out.jobRunning);
}

void PowerSystemTest::smoothingShrinksTheSwing() {
  // Compute 1,400 W ↔ collectives 840 W per GPU: the pod swings ~0.65 MW each iteration. With
  // smoothing (floor 1,050 W, 0.1 s hysteresis, 1,000 W/s down) the 0.3 s collective only lets
  // the GPUs fall for 0.2 s at 1,000 W/s, and on until the next compute edge (840 W rising at
  // 18.7 W/ms) crosses them 18.3 ms later: 218.3 W × 1,152 GPUs = 251.5 kW.
  auto swing = [](bool smoothing) {
    PlantRig rig(podWith(smoothing ? R"({"workload": {"smoothing": {"enabled": true}}})" : "{}"));
    std::vector<power::ElectricalSample> trace;
    rig.runUntil(5.0);
    rig.plant.setTrace(&trace);
    rig.runUntil(15.0);
    double lo = 1e300, hi = 0.0;
    for (const auto& s : trace) {
      lo = std::min(lo, s.itW);
      hi = std::max(hi, s.itW);
    }
    return hi - lo;
  };
  const double raw = swing(false);
  const double smooth = swing(true);
  qInfo("IT swing: %.0f kW raw, %.0f kW smoothed", raw / 1e3, smooth / 1e3);
  // 16 × 72 × 560 W = 645 kW raw, to the 1 W of rounding.
  QVERIFY(std::abs(raw - 16 * 72 * 560.0) < 1.0);
  // ±2 ms of the hysteresis/edge timing at 1,000 W/s is ±2 W per GPU: ±2.3 kW.
  QVERIFY(std::abs(smooth - 1152 * 218.3) < 2.5e3);
}

void PowerSystemTest::operatorCapHoldsRackUnderCap() {
  PlantRig rig(podWith("{}"));
  rig.runUntil(5.0, {makeEvent(1.0, "power_cap", "rack3", {{"cap_kw", 90.0}})});
  // Rack input ≤ 90 kW: IT ≤ 90 kW × PSU efficiency at 34 % load (≈ 0.962) = 86.6 kW.
  QVERIFY(rig.out.rackItPowerW[2] <= 90e3 * 0.97);
  QVERIFY(rig.out.rackCapClockFactor[2] < 1.0);
  QCOMPARE(rig.out.rackCapClockFactor[3], 1.0);
  QCOMPARE(rig.plant.racksCapped(), 1);
  QCOMPARE(rig.countLog("rack_capped", Severity::Warning), 1);
}

void PowerSystemTest::gensetTripRidesOnBattery() {
  // Losing one of three units moves ~0.8 MW onto two: the battery's fast frequency response
  // keeps the island inside G3; without the battery the dip is several times deeper.
  PlantRig rig(podWith("{}"));
  rig.runUntil(20.0, {makeEvent(10.0, "genset_trip", "genset1")});
  PlantRig bare(podWith(R"({"power": {"battery": {"present": false}}})"));
  bare.runUntil(20.0, {makeEvent(10.0, "genset_trip", "genset1")});
  qInfo("genset trip: dip %.3f %% with battery, %.3f %% without",
        rig.plant.maxFrequencyDeviationPct(), bare.plant.maxFrequencyDeviationPct());
  QVERIFY(!rig.plant.frequencyLimitBroken());
  QVERIFY(bare.plant.maxFrequencyDeviationPct() > 2.0 * rig.plant.maxFrequencyDeviationPct());
  // model/README.md states this rig's figures: 0.27 % and 7.74 %.
  QVERIFY(std::abs(rig.plant.maxFrequencyDeviationPct() - 0.27) < 0.01);
  QVERIFY(std::abs(bare.plant.maxFrequencyDeviationPct() - 7.74) < 0.01);
  QCOMPARE(rig.plant.gensets().online(), 2);
  QCOMPARE(rig.countLog("genset_trip", Severity::Trip), 1);
}

void PowerSystemTest::simulationFillsPowerSnapshot() {
  Simulation sim(loadPodConfig("builtin:default"), Scenario{}, 1);
  sim.runUntil(3.0);
  Snapshot s;
  sim.fillSnapshot(s);
  QCOMPARE(s.gensets.size(), std::size_t(3));
  QVERIFY(s.itPowerKw > 1000.0 && s.itPowerKw < 2200.0);
  // Facility = IT + cooling + losses + misc, to float rounding of the snapshot sums.
  QVERIFY(std::abs(s.facilityPowerKw -
                   (s.itPowerKw + s.coolingPowerKw + s.conversionLossKw + s.miscPowerKw)) < 1e-6);
  QVERIFY(s.pue > 1.0 && s.pue < 1.2);
  QVERIFY(std::abs(s.busFrequencyHz - 60.0) < 0.6);  // inside 1 % with the battery
  // 3 s of at most 2 MW on 1.12 MWh moves the SOC by at most 0.0015 from its initial 0.8.
  QVERIFY(std::abs(s.bessSoc - 0.8) < 0.0015);
  QVERIFY(s.bessVoltageV > 700.0 && s.bessVoltageV < 900.0);  // 250 cells × ~3.3 V
  double rackSumKw = 0.0;
  for (float p : s.racks.powerKw) rackSumKw += p;
  QVERIFY(std::abs(rackSumKw - s.itPowerKw) < 1e-3 * s.itPowerKw);
  QCOMPARE(s.frequencyLimitPct, 7.0);
  QVERIFY(s.jobRunning);
}

void PowerSystemTest::campusScalesSourcesWithRacks() {
  const PodConfig campus = scaledPod(loadPodConfig("builtin:default"), 1024);
  QCOMPARE(campus.power.gensetCount, 192);  // 3 per 16 racks
  QCOMPARE(campus.power.gridImportLimitKw, 1500.0 * 64);
  QCOMPARE(campus.power.battery.capacityKwh, 1000.0 * 64);
  PlantRig rig(campus, 150e3 * 64);
  rig.runUntil(10.0);
  std::string why;
  QVERIFY(rig.plant.healthy(why));
  QCOMPARE(rig.plant.racksCapped(), 0);
  QVERIFY(!rig.plant.frequencyLimitBroken());
  QVERIFY(rig.plant.ledger().relativeBalanceError() < 1e-3);
}

void PowerSystemTest::undersizedPlantTripsRacksInsteadOfDiverging() {
  // 500 racks on the default pod's three 1.2 MW gensets: their base load alone exceeds the gensets
  // and the battery, so no cap can help. The excess racks trip in the first control tick (with the
  // plant's cooling load booked from that tick on); waiting out shed_trip_delay_s let the island
  // frequency collapse at t = 0.3 s (a DivergenceError).
  Simulation sim(podWith(R"({"racks": {"count": 500, "rows": 16}})"), Scenario{}, 1);
  sim.runUntil(0.1);
  QCOMPARE(sim.powerSystem().rackTripCount(), 403);
  // The rest run capped, and the island's frequency stays well inside its limit.
  sim.runUntil(60.0);  // no DivergenceError
  QCOMPARE(sim.powerSystem().rackTripCount(), 403);
  QCOMPARE(sim.summary().racksTrippedMax, 403);
  QVERIFY(sim.summary().maxFrequencyDeviationPct < 0.1);
}

PODTWIN_TEST_APPLESS_MAIN(PowerSystemTest)

void PowerSystemTest::gensetRestartOntoAGridCarriedBusSoftLoads() {
  // Every genset trips at 0 s and the battery faults at 70 s: the grid carries what its 1,500 kW
  // import limit allows (10 racks; the other 6 are shed) until the three gensets, restarted at
  // 95–105 s, synchronise at about 275 s. The fleet then takes the bus at its own pace: the tie
  // gives up its load no faster than the governors take it (output plus the 25 % block step), and
  // shed racks restart only in blocks the fleet accepts. Handing the fleet the tie's 1.4 MW at the
  // tie's ramp, with the six racks at once, would collapse the island within 2 s.
  Scenario sc;
  sc.events = {
      makeEvent(0.0, "genset_trip", "genset1"),   makeEvent(0.0, "genset_trip", "genset2"),
      makeEvent(0.0, "genset_trip", "genset3"),   makeEvent(70.0, "bess_fault", "bess"),
      makeEvent(95.0, "genset_start", "genset1"), makeEvent(100.0, "genset_start", "genset2"),
      makeEvent(105.0, "genset_start", "genset3")};
  Simulation sim(podWith("{}"), sc, 1);
  Snapshot s;
  sim.runUntil(270.0);
  sim.fillSnapshot(s, false);
  QCOMPARE(s.racksTripped, 6);
  QVERIFY(s.gridImportKw > 1400.0 && s.gridImportKw <= 1500.0);
  QCOMPARE(s.generationKw, 0.0);
  // Racks come back two at a time as the fleet's block step allows, not six at once.
  int fewestBack = 6;
  double worstDevPct = 0.0;
  double tieFreeS = -1.0;
  while (sim.timeS() < 600.0 - 1e-9) {
    sim.runUntil(sim.timeS() + 1.0);  // no DivergenceError
    sim.fillSnapshot(s, false);
    worstDevPct = std::max(worstDevPct, std::abs(s.frequencyDeviationPct));
    if (tieFreeS < 0.0 && s.gridImportKw == 0.0) tieFreeS = s.timeS;
    if (s.racksTripped < 6 && s.racksTripped > 0)
      fewestBack = std::min(fewestBack, 6 - s.racksTripped);
  }
  qInfo("genset restart onto the grid's bus: worst frequency deviation %.2f %%", worstDevPct);
  QCOMPARE(fewestBack, 2);
  QCOMPARE(s.racksTripped, 0);
  // The fleet carries the pod again and the tie is back to zero import (model/README.md: 303 s).
  QCOMPARE(s.gridImportKw, 0.0);
  QVERIFY(s.generationKw > 2200.0);
  // The deepest dip stays inside ISO 8528-5 G3's 7 % transient band (it was a collapse).
  QVERIFY2(worstDevPct > 1.0 && worstDevPct < 7.0, qPrintable(QString::number(worstDevPct)));
  QVERIFY(sim.summary().maxFrequencyDeviationPct < 7.0);
  QCOMPARE(tieFreeS, 303.0);
  QCOMPARE(QString::number(worstDevPct, 'f', 1), QStringLiteral("3.3"));
}
}  // namespace power_system_test
#include "power_system_test.moc"
