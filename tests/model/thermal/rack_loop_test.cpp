#include <QtTest>
#include <cmath>
#include "support/test_main.h"

#include "core/units.h"
#include "thermal/rack_loop.h"

namespace rack_loop_test {

using namespace podtwin;
using namespace podtwin::thermal;

class RackLoopTest : public QObject {
  Q_OBJECT
 private slots:
  void nominalFlowFollowsTheOcpRule();
  void branchGivesNominalFlowAtDesignDp();
  void valveStrokesInItsClosingTime();
  void mixedNodeSteadyRiseIsPOverRhoCpQ();
};

void RackLoopTest::nominalFlowFollowsTheOcpRule() {
  const RackLoopConfig c;
  // 1.5 L/min per kW × 135 kW = 202.5 L/min (exact arithmetic).
  QVERIFY(std::abs(units::m3PerSToLpm(c.nominalFlowM3PerS()) - 202.5) < 1e-9);
}

void RackLoopTest::branchGivesNominalFlowAtDesignDp() {
  const RackLoopConfig c;
  const double dp = (c.coldPlateDpKpa + c.manifoldDpKpa + c.valveDpKpa) * 1e3;
  const double q = c.branchCoefficient(1.0) * std::pow(dp, 1.0 / c.pressureExponent);
  QVERIFY(std::abs(q / c.nominalFlowM3PerS() - 1.0) < 1e-12);
  // Half-open valve: its resistance ×4 (1/Cv²), the branch passes less but not nothing.
  const double qHalf = c.branchCoefficient(0.5) * std::pow(dp, 1.0 / c.pressureExponent);
  QVERIFY(qHalf < q && qHalf > 0.5 * q);
  QCOMPARE(c.branchCoefficient(0.0), 0.0);
  // Cold plate Δp ∝ Q^1.85: doubling flow needs 2^1.85 = 3.6× the pressure.
  const double q2 = c.branchCoefficient(1.0) * std::pow(dp * std::pow(2.0, 1.85), 1.0 / 1.85);
  QVERIFY(std::abs(q2 / q - 2.0) < 1e-12);
}

void RackLoopTest::valveStrokesInItsClosingTime() {
  const RackLoopConfig c;
  RackLoops r;
  r.resize(2, 0.03, 40.0);
  r.valveTarget = {0.0, 0.0};
  r.valveStuck[1] = 1;
  for (int i = 0; i < 50; ++i) r.moveValves(c, 0.1);
  // 5 s of a 10 s stroke: half open (to rounding of 50 additions).
  QVERIFY(std::abs(r.valveOpening[0] - 0.5) < 1e-9);
  for (int i = 0; i < 60; ++i) r.moveValves(c, 0.1);
  QCOMPARE(r.valveOpening[0], 0.0);
  QCOMPARE(r.valveOpening[1], 1.0);  // stuck: no longer answers
}

void RackLoopTest::mixedNodeSteadyRiseIsPOverRhoCpQ() {
  const Coolant coolant;
  const double q = units::lpmToM3PerS(202.5);
  double t = 30.0;
  for (int i = 0; i < 3000; ++i) {
    t = mixNodeImplicit(t, coolant.heatCapacityJPerK(0.03), 126e3, coolant.capacityRateWPerK(q),
                        30.0, 0.1);
  }
  // 300 s ≫ the node time constant (V/Q ≈ 9 s): residual < 1e-6 K.
  QVERIFY(std::abs(t - 30.0 - 126e3 / coolant.capacityRateWPerK(q)) < 1e-6);
  // A node with neither mass nor flow keeps its temperature (no division by zero).
  QCOMPARE(mixNodeImplicit(41.0, 0.0, 1e3, 0.0, 30.0, 0.1), 41.0);
}

PODTWIN_TEST_APPLESS_MAIN(RackLoopTest)
}  // namespace rack_loop_test
#include "rack_loop_test.moc"
