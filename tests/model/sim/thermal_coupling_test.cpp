// End-to-end thermal scenarios through podtwin::Simulation (power + thermal + fabric + training).
#include <QtTest>
#include <cmath>
#include <string>
#include "support/test_main.h"

#include "config/pod_config.h"
#include "scenario/scenario.h"
#include "sim/simulation.h"
#include "thermal/thermal_system.h"

namespace thermal_coupling_test {

using namespace podtwin;

namespace {
Scenario scenarioWith(std::vector<Event> events) {
  Scenario s;
  s.name = "test";
  s.events = std::move(events);
  return s;
}

/// No NaN and no negative flow anywhere in the thermal state.
bool physical(const Simulation& sim, std::string& why) {
  const auto& th = sim.thermalSystem();
  if (!th.healthy(why)) return false;
  for (std::size_t i = 0; i < th.rackCount(); ++i) {
    const double q = th.rackFlowM3PerS(i);
    if (!std::isfinite(q) || q < 0.0 || !std::isfinite(th.rackOutletC(i))) {
      why = "rack" + std::to_string(i + 1) + " flow or temperature not physical";
      return false;
    }
  }
  for (std::size_t c = 0; c < th.cduCount(); ++c) {
    if (th.cdu(c).flowM3PerS() < 0.0) {
      why = "negative CDU flow";
      return false;
    }
  }
  return true;
}

int countLog(const Simulation& sim, const std::string& code, const std::string& object = {}) {
  int n = 0;
  for (const auto& e : sim.log().all()) {
    if (e.code == code && !e.cleared && (object.empty() || e.object == object)) ++n;
  }
  return n;
}
}  // namespace

class ThermalCouplingTest : public QObject {
  Q_OBJECT
 private slots:
  void onePumpLostStandbyTakesOver();
  void allPumpsLostOnOneCduThrottlesItsRacksAndSlowsTheJob();
  void leakIsolatesItsRackAndTheRestRun();
  void heatWaveRaisesFanPowerAndPue();
};

void ThermalCouplingTest::onePumpLostStandbyTakesOver() {
  const PodConfig pod = loadPodConfig("builtin:default");
  Simulation sim(pod, scenarioWith({makeEvent(60.0, "pump_fail", "cdu1/pump1")}), 11);
  sim.runUntil(60.0);
  const double before = sim.thermalSystem().cdu(0).flowM3PerS();
  double recoveredAfterS = -1.0;
  double minFlow = 1.0;
  std::string why;
  while (sim.timeS() < 120.0) {
    sim.step();
    const double f = sim.thermalSystem().cdu(0).flowM3PerS() / before;
    minFlow = std::min(minFlow, f);
    if (recoveredAfterS < 0.0 && minFlow < 0.95 && f >= 0.95) recoveredAfterS = sim.timeS() - 60.0;
    QVERIFY2(physical(sim, why), why.c_str());
    QCOMPARE(sim.thermalSystem().gpusThrottled(), 0);
  }
  // N+1: the flow dips (one pump alone ≈ 80 %) and is back to ≥ 95 % within 10 s.
  QVERIFY2(minFlow < 0.95, qPrintable(QString::number(minFlow)));
  QVERIFY2(recoveredAfterS > 0.0 && recoveredAfterS <= 10.0,
           qPrintable(QString::number(recoveredAfterS)));
  qInfo("pump_fail N+1: min flow %.1f %%, back to >= 95 %% after %.1f s, hottest GPU %.2f C",
        minFlow * 100.0, recoveredAfterS, sim.thermalSystem().gpuTempMaxC());
  QCOMPARE(countLog(sim, "gpu_shutdown"), 0);
  QCOMPARE(countLog(sim, "alarm_throttle"), 0);
  QVERIFY(countLog(sim, "standby_start", "cdu1/pump3") == 1);
}

void ThermalCouplingTest::allPumpsLostOnOneCduThrottlesItsRacksAndSlowsTheJob() {
  const PodConfig pod = loadPodConfig("builtin:default");
  Simulation sim(pod,
                 scenarioWith({makeEvent(60.0, "pump_fail", "cdu1/pump1"),
                               makeEvent(60.0, "pump_fail", "cdu1/pump2"),
                               makeEvent(60.0, "pump_fail", "cdu1/pump3")}),
                 12);
  sim.runUntil(60.0);
  Snapshot s;
  sim.fillSnapshot(s);
  const double stepBefore = s.stepTimeS;
  double throttleAfterS = -1.0;
  double stepMax = stepBefore;
  double otherMaxC = 0.0;
  std::string why;
  while (sim.timeS() < 150.0) {
    sim.step();
    const auto& th = sim.thermalSystem();
    int throttledCdu1 = 0;
    for (std::size_t i = 0; i < th.rackCount(); ++i) {
      if (th.cduOfRack(i) == 0) {
        throttledCdu1 += th.rackGpusThrottled(i);
      } else {
        otherMaxC = std::max(otherMaxC, th.rackGpuTempMaxC(i));
        QCOMPARE(th.rackGpusThrottled(i), 0);
        QCOMPARE(th.rackTrip(i), std::uint8_t{0});
      }
    }
    if (throttleAfterS < 0.0 && throttledCdu1 > 0) throttleAfterS = sim.timeS() - 60.0;
    sim.fillSnapshot(s);
    stepMax = std::max(stepMax, s.stepTimeS);
    QVERIFY2(physical(sim, why), why.c_str());
  }
  double firstTripS = -1.0;
  for (const auto& e : sim.log().all()) {
    if (e.code == "rack_low_flow_trip" && !e.cleared && firstTripS < 0.0) firstTripS = e.t_s - 60.0;
  }
  qInfo(
      "all pumps lost on cdu1: throttling after %.1f s, low-flow interlock after %.1f s, %d GPU "
      "shutdowns, step time %.3f -> %.3f s, other CDU hottest GPU %.2f C",
      throttleAfterS, firstTripS, countLog(sim, "gpu_shutdown"), stepBefore, stepMax, otherMaxC);
  // The low-flow interlock takes CDU 1's eight racks out before any GPU reaches 97 °C.
  QCOMPARE(countLog(sim, "rack_low_flow_trip"), 8);
  QCOMPARE(countLog(sim, "gpu_shutdown"), 0);
  QVERIFY2(firstTripS > throttleAfterS && firstTripS < 20.0,
           qPrintable(QString::number(firstTripS)));
  // No flow: ~140 kW into ~30 L heats ≈ 1.2 K/s; the hottest GPU passes 87 °C within a minute.
  QVERIFY2(throttleAfterS > 0.0 && throttleAfterS < 60.0,
           qPrintable(QString::number(throttleAfterS)));
  // The other CDU's racks stay cool: within 3 K of their pre-event hottest junction (~75 °C).
  QVERIFY2(otherMaxC < 80.0, qPrintable(QString::number(otherMaxC)));
  // Synchronous training: the throttled racks (clock 0.5) set the step time for everyone.
  QVERIFY2(stepMax > 1.3 * stepBefore,
           qPrintable(QString("%1 -> %2").arg(stepBefore).arg(stepMax)));
  QVERIFY(countLog(sim, "alarm_throttle") >= 1);
  QVERIFY(countLog(sim, "alarm_low_flow", "rack1") == 1);
}

void ThermalCouplingTest::leakIsolatesItsRackAndTheRestRun() {
  const PodConfig pod = loadPodConfig("builtin:default");
  Simulation sim(pod, scenarioWith({makeEvent(30.0, "leak", "rack3", {{"rate_lpm", 5.0}})}), 13);
  sim.runUntil(120.0);
  const auto& th = sim.thermalSystem();
  Snapshot s;
  sim.fillSnapshot(s);
  QCOMPARE(countLog(sim, "alarm_leak", "rack3"), 1);
  QCOMPARE(countLog(sim, "rack_isolated", "rack3"), 1);
  // Isolated: valve closed after its 10 s stroke, no flow, rack down, flagged.
  QCOMPARE(th.rackFlowM3PerS(2), 0.0);
  QVERIFY(th.rackTrip(2) != 0);
  QVERIFY(s.racks.state[2] & kRackIsolated);
  QVERIFY(s.racks.state[2] & kRackLeak);
  QVERIFY(s.racks.state[2] & kRackTripped);
  // Everyone else runs at nominal flow (Δp control holds the header; 2 %) with no throttling.
  for (std::size_t i = 0; i < th.rackCount(); ++i) {
    if (i == 2) continue;
    QCOMPARE(th.rackTrip(i), std::uint8_t{0});
    QVERIFY(std::abs(th.rackFlowM3PerS(i) / th.rackNominalFlowM3PerS() - 1.0) < 0.02);
  }
  QCOMPARE(s.gpusThrottled, 0);
  QCOMPARE(s.gpusShutdown, 72);
  // The CDU's expansion tank lost only the 5 s before isolation plus the stroke: < 2 L of 200 L.
  QVERIFY(th.cdu(0).reservoirFraction() > 0.99);
  std::string why;
  QVERIFY2(physical(sim, why), why.c_str());
}

void ThermalCouplingTest::heatWaveRaisesFanPowerAndPue() {
  const PodConfig pod = loadPodConfig("builtin:default");
  Simulation calm(pod, scenarioWith({}), 14);
  Simulation hot(
      pod,
      scenarioWith({makeEvent(60.0, "heat_wave", "ambient",
                              {{"delta_c", 25.0}, {"ramp_s", 300.0}, {"duration_s", 3600.0}})}),
      14);
  calm.runUntil(1800.0);
  hot.runUntil(1800.0);
  Snapshot a;
  Snapshot b;
  calm.fillSnapshot(a);
  hot.fillSnapshot(b);
  QVERIFY(b.ambientTempC > a.ambientTempC + 24.0);
  qInfo(
      "heat wave +25 K: fans %.1f -> %.1f kW, cooling %.1f -> %.1f kW, PUE %.4f -> %.4f, "
      "facility water %.2f -> %.2f C, hottest GPU %.2f -> %.2f C",
      calm.thermalSystem().fanPowerW() / 1e3, hot.thermalSystem().fanPowerW() / 1e3,
      calm.thermalSystem().coolingPowerW() / 1e3, hot.thermalSystem().coolingPowerW() / 1e3, a.pue,
      b.pue, a.facilityWaterTempC, b.facilityWaterTempC, a.gpuTempMaxC, b.gpuTempMaxC);
  const double fanCalm = calm.thermalSystem().fanPowerW();
  const double fanHot = hot.thermalSystem().fanPowerW();
  // Fans go to full speed (∝ speed³): several times the calm fan power.
  QVERIFY2(fanHot > 3.0 * fanCalm, qPrintable(QString("%1 vs %2").arg(fanCalm).arg(fanHot)));
  QVERIFY(b.coolingPowerKw > a.coolingPowerKw ||
          hot.thermalSystem().coolingPowerW() > calm.thermalSystem().coolingPowerW());
  // PUE rises with the cooling power (IT load unchanged).
  QVERIFY2(b.pue > a.pue + 0.01, qPrintable(QString("%1 vs %2").arg(a.pue).arg(b.pue)));
  QVERIFY(hot.summary().pueEnergyWeighted > calm.summary().pueEnergyWeighted);
  QVERIFY(b.facilityWaterTempC > a.facilityWaterTempC + 3.0);
  std::string why;
  QVERIFY2(physical(hot, why), why.c_str());
  QVERIFY(hot.summary().heatBalanceRelativeError < 0.005);
}

PODTWIN_TEST_APPLESS_MAIN(ThermalCouplingTest)
}  // namespace thermal_coupling_test
#include "thermal_coupling_test.moc"
