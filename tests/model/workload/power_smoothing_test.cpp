// model/workload/power_smoothing.cpp: GB300-style floor, ramp limits and ramp-down hysteresis.
#include "workload/power_smoothing.h"

#include <QtTest>
#include <cmath>
#include "support/test_main.h"

namespace power_smoothing_test {

using namespace podtwin::workload;

namespace {
constexpr double kDt = 0.001;
}

class PowerSmoothingTest : public QObject {
  Q_OBJECT
 private slots:
  void offPassesDemandThrough();
  void floorHoldsWhileWorkloadRuns();
  void rampsAreLimited();
  void hysteresisDelaysRampDown();
  void configureKeepsUnsetValues();
};

void PowerSmoothingTest::offPassesDemandThrough() {
  PowerSmoothing s(SmoothingConfig{}, 1400.0);
  QCOMPARE(s.step(840.0, true, kDt), 840.0);
  QCOMPARE(s.step(1400.0, true, kDt), 1400.0);
  QCOMPARE(s.extraEnergyJ(), 0.0);
}

void PowerSmoothingTest::floorHoldsWhileWorkloadRuns() {
  SmoothingConfig c;
  c.enabled = true;
  c.floorPct = 75.0;  // 1,050 W of a 1,400 W TDP
  c.rampDownHysteresisS = 0.0;
  c.rampDownWPerS = 1e9;
  PowerSmoothing s(c, 1400.0);
  s.step(1400.0, true, kDt);
  QCOMPARE(s.step(840.0, true, kDt), 1050.0);
  // The floor burns 210 W above demand per GPU: 0.21 J per ms.
  QVERIFY(std::abs(s.extraEnergyJ() - 0.21) < 1e-12);
  // Without a workload (job stopped) the floor is released.
  QCOMPARE(s.step(200.0, false, kDt), 200.0);
}

void PowerSmoothingTest::rampsAreLimited() {
  SmoothingConfig c;
  c.enabled = true;
  c.floorPct = 0.0;
  c.rampUpWPerS = 2000.0;
  c.rampDownWPerS = 1000.0;
  c.rampDownHysteresisS = 0.0;
  PowerSmoothing s(c, 1400.0);
  s.step(200.0, true, kDt);
  for (int k = 0; k < 100; ++k) s.step(1400.0, true, kDt);
  QVERIFY(std::abs(s.powerW() - 400.0) < 1e-9);  // 2,000 W/s × 0.1 s
  for (int k = 0; k < 1000; ++k) s.step(1400.0, true, kDt);
  QCOMPARE(s.powerW(), 1400.0);
  for (int k = 0; k < 200; ++k) s.step(200.0, true, kDt);
  QVERIFY(std::abs(s.powerW() - 1200.0) < 1e-9);  // 1,000 W/s × 0.2 s
}

void PowerSmoothingTest::hysteresisDelaysRampDown() {
  SmoothingConfig c;
  c.enabled = true;
  c.floorPct = 0.0;
  c.rampDownWPerS = 1e9;
  c.rampDownHysteresisS = 0.5;
  PowerSmoothing s(c, 1400.0);
  s.step(1400.0, true, kDt);
  for (int k = 0; k < 499; ++k) QCOMPARE(s.step(840.0, true, kDt), 1400.0);
  QCOMPARE(s.step(840.0, true, kDt), 840.0);  // 0.5 s later
  // A 0.3 s collective under a 0.5 s hysteresis never shows at the wall (back at 1,400 W
  // first: 560 W at 2,000 W/s takes 0.28 s).
  for (int k = 0; k < 400; ++k) s.step(1400.0, true, kDt);
  QCOMPARE(s.powerW(), 1400.0);
  for (int k = 0; k < 300; ++k) QCOMPARE(s.step(840.0, true, kDt), 1400.0);
}

void PowerSmoothingTest::configureKeepsUnsetValues() {
  PowerSmoothing s(SmoothingConfig{}, 1400.0);
  s.configure(true, -1.0, 500.0, -1.0);
  QVERIFY(s.enabled());
  QCOMPARE(s.settings().floorPct, 75.0);
  QCOMPARE(s.settings().rampUpWPerS, 500.0);
  QCOMPARE(s.settings().rampDownWPerS, 1000.0);
}

PODTWIN_TEST_APPLESS_MAIN(PowerSmoothingTest)
}  // namespace power_smoothing_test
#include "power_smoothing_test.moc"
