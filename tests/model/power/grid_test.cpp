// model/power/grid.cpp: import limit, ramp, brownout derating, curtailment and outage windows.
#include "power/grid.h"

#include <QtTest>
#include "support/test_main.h"

namespace grid_test {

using podtwin::power::GridConfig;
using podtwin::power::GridTie;

namespace {
constexpr double kDt = 0.001;
}

class GridTest : public QObject {
  Q_OBJECT
 private slots:
  void rampsTowardReferenceWithinLimit();
  void brownoutDeratesCurrentLimitedTie();
  void deepSagOpensTheTie();
  void curtailmentCapsForItsWindow();
  void outageAndRestore();
  void stiffImportIsImmediate();
};

void GridTest::rampsTowardReferenceWithinLimit() {
  GridTie g(GridConfig{}, 1.5e6, kDt);
  for (int k = 0; k < 1000; ++k) g.stepRamped(3e6);
  // 500 kW/s for 1 s.
  QVERIFY(std::abs(g.importW() - 500e3) < 1e-6);
  for (int k = 0; k < 5000; ++k) g.stepRamped(3e6);
  QCOMPARE(g.importW(), 1.5e6);  // the import limit
}

void GridTest::brownoutDeratesCurrentLimitedTie() {
  GridTie g(GridConfig{}, 1.5e6, kDt);
  g.brownout(1.0, 0.7, 0.5);
  QCOMPARE(g.voltagePu(), 0.7);
  QVERIFY(g.connected());
  // At rated current the tie imports 70 % of its limit.
  QVERIFY(std::abs(g.capabilityW() - 1.05e6) < 1e-6);
  QVERIFY(!g.update(1.499));
  QVERIFY(g.update(1.5));  // the window [1.0, 1.5) is over
  QCOMPARE(g.voltagePu(), 1.0);
  GridConfig stiff;
  stiff.currentLimited = false;
  GridTie s(stiff, 1.5e6, kDt);
  s.brownout(0.0, 0.7, 1.0);
  QCOMPARE(s.capabilityW(), 1.5e6);
}

void GridTest::deepSagOpensTheTie() {
  GridTie g(GridConfig{}, 1.5e6, kDt);
  for (int k = 0; k < 4000; ++k) g.stepRamped(1e6);
  g.brownout(0.0, 0.2, 1.0);  // below the 0.3 pu disconnect threshold
  QVERIFY(!g.connected());
  QCOMPARE(g.capabilityW(), 0.0);
  QCOMPARE(g.stepRamped(1e6), 0.0);  // a lost tie drops at once, not at the ramp
}

void GridTest::curtailmentCapsForItsWindow() {
  GridTie g(GridConfig{}, 1.5e6, kDt);
  g.curtail(10.0, 300e3, 60.0);
  QVERIFY(g.curtailed());
  QCOMPARE(g.limitW(), 300e3);
  QCOMPARE(g.capabilityW(), 300e3);
  QVERIFY(!g.update(69.9));
  QVERIFY(g.update(70.0));
  QCOMPARE(g.limitW(), 1.5e6);
  g.curtail(0.0, 100e3, std::numeric_limits<double>::infinity());
  QVERIFY(!g.update(1e9));  // open-ended until grid_restore
  g.restore();
  QVERIFY(!g.curtailed());
}

void GridTest::outageAndRestore() {
  GridTie g(GridConfig{}, 1.5e6, kDt);
  g.outage(5.0, 2.0);
  QVERIFY(g.inOutage());
  QCOMPARE(g.capabilityW(), 0.0);
  QVERIFY(g.update(7.0));
  QVERIFY(g.connected());
  GridConfig none;
  none.available = false;
  GridTie n(none, 1.5e6, kDt);
  QVERIFY(!n.connected());
  QCOMPARE(n.limitW(), 0.0);
}

void GridTest::stiffImportIsImmediate() {
  GridTie g(GridConfig{}, 1.5e6, kDt);
  QCOMPARE(g.stepStiff(1.2e6), 1.2e6);
  QCOMPARE(g.stepStiff(2.0e6), 1.5e6);
  QCOMPARE(g.stepStiff(-5.0), 0.0);  // no export
}

PODTWIN_TEST_APPLESS_MAIN(GridTest)
}  // namespace grid_test
#include "grid_test.moc"
