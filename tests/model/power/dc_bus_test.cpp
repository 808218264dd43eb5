// model/power/dc_bus.cpp: the rectifier plan that keeps fast swings on the battery.
#include "power/dc_bus.h"

#include <QtTest>
#include <cmath>
#include "support/test_main.h"

namespace dc_bus_test {

using namespace podtwin::power;

class DcBusTest : public QObject {
  Q_OBJECT
 private slots:
  void planIsFilteredAndRampLimited();
  void planRespectsCapability();
  void rectifierLoss();
};

void DcBusTest::planIsFilteredAndRampLimited() {
  DcBus bus(DcBusConfig{}, EmsConfig{}, 0.001);
  bus.reset(1e6);
  // A 1 MW step with a 50 kW/s ramp: after 1 s the plan rose exactly 50 kW.
  for (int k = 0; k < 1000; ++k) bus.plan(2e6, 5e6, 50e3);
  QVERIFY(std::abs(bus.planW() - 1.05e6) < 1e-6);
  // Without a ramp limit it is the 5 s first-order filter: 1 - e^-1 after 5 s (±0.1 % for the
  // discrete exponential).
  DcBus fast(DcBusConfig{}, EmsConfig{}, 0.001);
  fast.reset(1e6);
  for (int k = 0; k < 5000; ++k) fast.plan(2e6, 5e6, 1e12);
  QVERIFY(std::abs(fast.planW() - (1e6 + 1e6 * (1 - std::exp(-1.0)))) < 1e3);
  // Falling is not ramp-limited (gensets shed load fast): after 10 τ, e^-10 of 1.1 MW = 51 W.
  for (int k = 0; k < 50000; ++k) fast.plan(0.5e6, 5e6, 0.0);
  QVERIFY(std::abs(fast.planW() - 0.5e6) < 100.0);
}

void DcBusTest::planRespectsCapability() {
  DcBus bus(DcBusConfig{}, EmsConfig{}, 0.001);
  bus.reset(2e6);
  QCOMPARE(bus.plan(2e6, 1.2e6, 1e12), 1.2e6);  // lost capacity cuts the plan at once
  QCOMPARE(bus.plan(2e6, -1.0, 1e12), 0.0);
}

void DcBusTest::rectifierLoss() {
  DcBus bus(DcBusConfig{}, EmsConfig{}, 0.001);
  QVERIFY(std::abs(bus.rectifierInputW(985e3) - 1e6) < 1e-6);  // 98.5 %
}

PODTWIN_TEST_APPLESS_MAIN(DcBusTest)
}  // namespace dc_bus_test
#include "dc_bus_test.moc"
