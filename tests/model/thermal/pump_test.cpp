#include <QtTest>
#include <cmath>
#include <vector>
#include "support/test_main.h"

#include "thermal/pump.h"

namespace pump_test {

using namespace podtwin::thermal;

namespace {
PumpCurve testCurve() {
  // 340 kPa shut-off, 260 kPa at 0.0135 m³/s (810 L/min), BEP at that flow per unit speed.
  return PumpCurve::fromPoints(340e3, 0.0135, 260e3, 0.0135, 0.75, 0.92);
}
}  // namespace

class PumpTest : public QObject {
  Q_OBJECT
 private slots:
  void curvePassesThroughItsPoints();
  void affinityLawsOnAQuadraticSystem();
  void parallelPumpsShareTheHead();
  void noFlowWhenStoppedOrClosed();
};

void PumpTest::curvePassesThroughItsPoints() {
  const PumpCurve c = testCurve();
  QVERIFY(std::abs(c.headPa(0.0, 1.0) - 340e3) < 1e-6);
  QVERIFY(std::abs(c.headPa(0.0135, 1.0) - 260e3) < 1e-6);
  QVERIFY(std::abs(c.flowAtHeadM3PerS(260e3, 1.0) - 0.0135) < 1e-12);
  // Above the shut-off head the check valve holds: no reverse flow.
  QCOMPARE(c.flowAtHeadM3PerS(400e3, 1.0), 0.0);
  QVERIFY(std::abs(c.efficiency(0.0135, 1.0) - 0.75) < 1e-12);
}

void PumpTest::affinityLawsOnAQuadraticSystem() {
  // With a purely quadratic system (n = 2) the operating point moves along one affinity
  // parabola: Q ∝ s, H ∝ s², P ∝ s³ (efficiency constant). The solver stops at 1e-10 of the
  // flow (or 1e-9 of the head bracket), so 1e-5 relative is a safe bound.
  const PumpCurve c = testCurve();
  const double kInt = 100e3 / std::pow(0.027, 2.0);
  const double cBranch = 0.027 / std::sqrt(100e3);
  std::vector<double> full{1.0, 1.0};
  std::vector<double> half{0.5, 0.5};
  const OperatingPoint a = solveOperatingPoint(c, full, kInt, cBranch, 2.0);
  const OperatingPoint b = solveOperatingPoint(c, half, kInt, cBranch, 2.0);
  QVERIFY(a.flowM3PerS > 0.0);
  QVERIFY(std::abs(b.flowM3PerS / a.flowM3PerS - 0.5) < 1e-5);
  QVERIFY(std::abs(b.pumpHeadPa / a.pumpHeadPa - 0.25) < 1e-5);
  const double pa = 2.0 * c.electricalPowerW(a.flowM3PerS / 2.0, a.pumpHeadPa, 1.0);
  const double pb = 2.0 * c.electricalPowerW(b.flowM3PerS / 2.0, b.pumpHeadPa, 0.5);
  QVERIFY(std::abs(pb / pa - 0.125) < 1e-4);
}

void PumpTest::parallelPumpsShareTheHead() {
  // Cold-plate system (n = 1.85): the pumps' flow equals the system's at the solved head.
  const PumpCurve c = testCurve();
  const double n = 1.85;
  const double kInt = 100e3 / std::pow(0.027, n);
  const double cBranch = 0.027 / std::pow(100e3, 1.0 / n);
  std::vector<double> speeds{0.9, 0.6, 0.0};
  const OperatingPoint op = solveOperatingPoint(c, speeds, kInt, cBranch, n);
  double pumped = 0.0;
  for (double s : speeds) pumped += c.flowAtHeadM3PerS(op.pumpHeadPa, s);
  // Converged to 1e-10 of the flow: pumps and system agree to 1e-5 relative.
  QVERIFY(std::abs(pumped - op.flowM3PerS) < 1e-5 * op.flowM3PerS);
  QVERIFY(std::abs(op.pumpHeadPa - (kInt * std::pow(op.flowM3PerS, n) + op.branchDpPa)) <
          1e-6 * op.pumpHeadPa);
  // The slow pump cannot reach this head: its check valve is shut, it delivers nothing.
  QVERIFY(c.flowAtHeadM3PerS(op.pumpHeadPa, 0.6) < c.flowAtHeadM3PerS(op.pumpHeadPa, 0.9));
}

void PumpTest::noFlowWhenStoppedOrClosed() {
  const PumpCurve c = testCurve();
  std::vector<double> stopped{0.0, 0.0};
  const OperatingPoint a = solveOperatingPoint(c, stopped, 1e8, 1e-4, 1.85);
  QCOMPARE(a.flowM3PerS, 0.0);
  QCOMPARE(a.branchDpPa, 0.0);
  std::vector<double> running{1.0};
  const OperatingPoint b = solveOperatingPoint(c, running, 1e8, 0.0, 1.85);
  QCOMPARE(b.flowM3PerS, 0.0);
  QVERIFY(std::abs(b.pumpHeadPa - 340e3) < 1e-6);  // dead-head at shut-off
  QVERIFY(!std::isnan(b.branchDpPa));
  QCOMPARE(c.electricalPowerW(0.0, 1e5, 1.0), 0.0);
}

PODTWIN_TEST_APPLESS_MAIN(PumpTest)
}  // namespace pump_test
#include "pump_test.moc"
