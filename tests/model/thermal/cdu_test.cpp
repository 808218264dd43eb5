#include <QtTest>
#include <cmath>
#include "support/test_main.h"

#include "core/event_log.h"
#include "core/units.h"
#include "thermal/cdu.h"
#include "thermal/rack_loop.h"

namespace cdu_test {

using namespace podtwin;
using namespace podtwin::thermal;

namespace {
struct Rig {
  CduConfig cfg;
  RackLoopConfig rack;
  Coolant coolant;
  Coolant water = facilityWaterDefaults();
  EventLog log;
  double t = 0.0;
  CduRackSums sums;
  Cdu cdu;
  Rig()
      : cdu(cfg, 0, 8 * rack.nominalFlowM3PerS(), 8 * 135e3, coolant, water, 32.0,
            rack.pressureExponent) {
    sums.branchCoeffSum = 8 * rack.branchCoefficient(1.0);
  }
  void step(double returnC) {
    cdu.stepHydraulics(cfg, sums, t, 0.1, log);
    cdu.stepThermal(cfg, returnC, 32.0, 0.1);
    cdu.updateAlarms(cfg, t + 0.1, log);
    t += 0.1;
  }
  void run(double seconds, double returnC) {
    const int n = static_cast<int>(std::lround(seconds / 0.1));
    for (int i = 0; i < n; ++i) step(returnC);
  }
  int count(const std::string& code) const {
    int n = 0;
    for (const auto& e : log.all()) n += e.code == code ? 1 : 0;
    return n;
  }
};
}  // namespace

class CduTest : public QObject {
  Q_OBJECT
 private slots:
  void designPointHoldsDpAndFlow();
  void standbyTakesOverWithinTenSeconds();
  void tripStopsFlowWithCoastDown();
  void exchangerHoldsSupplySetpoint();
  void pumpPowerFromHydraulicPower();
};

void CduTest::designPointHoldsDpAndFlow() {
  Rig r;
  r.run(30.0, 39.5);
  // PI holds the header at 100 kPa: 0.5 % covers the integrator's residual.
  QVERIFY(std::abs(r.cdu.branchDpPa() - 100e3) < 500.0);
  QVERIFY(std::abs(r.cdu.flowM3PerS() / r.cdu.designFlowM3PerS() - 1.0) < 0.005);
  QCOMPARE(r.cdu.pumpsRunning(), 2);
}

void CduTest::standbyTakesOverWithinTenSeconds() {
  Rig r;
  r.run(20.0, 39.5);
  r.cdu.failPump(0, r.t, r.log);
  const double tFail = r.t;
  double minFlow = 1.0;
  double recoveredAt = -1.0;
  while (r.t < tFail + 30.0) {
    r.step(39.5);
    const double f = r.cdu.flowM3PerS() / r.cdu.designFlowM3PerS();
    minFlow = std::min(minFlow, f);
    if (recoveredAt < 0.0 && r.t > tFail + 3.0 && f >= 0.95) recoveredAt = r.t - tFail;
    QVERIFY(f >= 0.0 && std::isfinite(f));
  }
  // One duty pump alone at full speed gives ≈ 80 % (pump and system curves); the standby starts
  // after its 3 s delay and ramps at 0.25/s: ≥ 95 % well inside 10 s.
  QVERIFY2(minFlow > 0.7 && minFlow < 0.9, qPrintable(QString::number(minFlow)));
  QVERIFY2(recoveredAt > 3.0 && recoveredAt < 10.0, qPrintable(QString::number(recoveredAt)));
  QCOMPARE(r.count("standby_start"), 1);
  QCOMPARE(r.cdu.pumpsRunning(), 2);
  QVERIFY(r.cdu.pumps()[0].speed < 1e-3);  // the failed pump has coasted down (τ = 2 s)
}

void CduTest::tripStopsFlowWithCoastDown() {
  Rig r;
  r.run(10.0, 39.5);
  r.cdu.trip(r.t, r.log);
  r.run(1.0, 39.5);
  // After 1 s of a 2 s coast-down the pumps still turn at e^−0.5 ≈ 0.61 of their speed.
  const double s = r.cdu.pumps()[1].speed;
  QVERIFY2(std::abs(s / 0.907 - std::exp(-0.5)) < 0.03, qPrintable(QString::number(s)));
  r.run(20.0, 39.5);
  QCOMPARE(r.cdu.flowM3PerS(), 0.0);
  QCOMPARE(r.count("alarm_low_pressure"), 1);
  r.cdu.restore(r.cfg, r.t, r.log);
  r.run(15.0, 39.5);
  QVERIFY(r.cdu.flowM3PerS() > 0.95 * r.cdu.designFlowM3PerS());
}

void CduTest::exchangerHoldsSupplySetpoint() {
  Rig r;
  // Return at design (set point + 10 K): the facility valve settles and holds 35 °C.
  r.run(600.0, 45.0);
  QVERIFY2(std::abs(r.cdu.supplyC() - 35.0) < 0.05, qPrintable(QString::number(r.cdu.supplyC())));
  // Heat to the facility = secondary stream's drop ρcp·Q·(Tret − Tsup) in steady state (0.5 %).
  const double q = r.coolant.capacityRateWPerK(r.cdu.flowM3PerS()) * (45.0 - r.cdu.supplyC());
  QVERIFY(std::abs(r.cdu.heatW() - q) < 0.005 * q);
  QVERIFY(r.cdu.facilityValve() < 1.0);  // sized with margin: the valve is not saturated
  // A return far above design: with the valve open the exchanger's ε ≈ 0.8 (design: 10 K of
  // 12.5 K) leaves 67 − 0.8·35 = 39 °C, above the 38 °C alarm (set point + 3 K).
  r.run(600.0, 67.0);
  QCOMPARE(r.cdu.facilityValve(), 1.0);
  QVERIFY2(r.cdu.supplyC() > 38.0, qPrintable(QString::number(r.cdu.supplyC())));
  QCOMPARE(r.count("alarm_high_supply_temp"), 1);
}

void CduTest::pumpPowerFromHydraulicPower() {
  Rig r;
  r.run(20.0, 39.5);
  const double hydraulic =
      (r.cdu.branchDpPa() +
       r.cfg.internalDpKpa * 1e3 * std::pow(r.cdu.flowM3PerS() / r.cdu.designFlowM3PerS(), 1.85)) *
      r.cdu.flowM3PerS();
  // Electrical = hydraulic / (η_pump · η_drive) at the best-efficiency point: 0.75 × 0.92.
  const double expected = hydraulic / (0.75 * 0.92);
  QVERIFY2(std::abs(r.cdu.pumpPowerW() - expected) < 0.01 * expected,
           qPrintable(QString::number(r.cdu.pumpPowerW())));
}

PODTWIN_TEST_APPLESS_MAIN(CduTest)
}  // namespace cdu_test
#include "cdu_test.moc"
