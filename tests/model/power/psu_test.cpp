// model/power/psu.cpp: PSU losses, hold-up, and the ITIC ride-through judge.
#include "power/psu.h"

#include <QtTest>
#include "support/test_main.h"

namespace psu_test {

using namespace podtwin;
using namespace podtwin::power;

namespace {
constexpr double kDt = 0.001;

/// Feeds `seconds` of `v` and reports whether the racks dropped.
bool sag(RideThrough& r, double v, double seconds) {
  bool out = false;
  const long n = std::lround(seconds / kDt);
  for (long k = 0; k < n; ++k) out = r.step(v) || out;
  r.step(1.0);
  return out;
}
}  // namespace

class PsuTest : public QObject {
  Q_OBJECT
 private slots:
  void lossFollowsEfficiencyCurve();
  void holdUpGrowsAtPartialLoad();
  void iticCurvePoints();
  void excursionEndsAboveNinetyPercent();
};

void PsuTest::lossFollowsEfficiencyCurve() {
  RackConfig r;
  // 8 shelves × 6 × 5.5 kW = 264 kW nameplate.
  QCOMPARE(rackPsuCapacityW(r), 264e3);
  // 132 kW is 50 % load: 97.5 % efficient.
  QVERIFY(std::abs(psuInputW(r, 132e3) - 132e3 / 0.975) < 1e-6);
  QCOMPARE(psuInputW(r, 0.0), 0.0);
}

void PsuTest::holdUpGrowsAtPartialLoad() {
  RackConfig r;
  QCOMPARE(psuHoldUpS(r, 264e3), 0.020);  // 20 ms at full load (OCP ORv3 HPR)
  // The bulk capacitors hold 20 ms of the full-load input, 264 kW / 0.96 = 275 kW: 5.5 kJ.
  QVERIFY(std::abs(psuHoldUpEnergyJ(r) - 5500.0) < 1e-9);
  // At half load they feed 132 kW / 0.975 (the PSUs are more efficient there): 40.6 ms.
  QVERIFY(std::abs(psuHoldUpS(r, 132e3) - 5500.0 / (132e3 / 0.975)) < 1e-12);
  QCOMPARE(psuHoldUpS(r, 1e3), 0.100);  // capped at 5×
}

void PsuTest::iticCurvePoints() {
  RideThroughConfig c;  // ITIC: 0 V 20 ms, 70 % 0.5 s, 80 % 10 s, 90 % forever
  RideThrough r(c, kDt);
  QVERIFY(!sag(r, 0.0, 0.020));
  QVERIFY(sag(r, 0.0, 0.021));
  QVERIFY(!sag(r, 0.7, 0.5));  // on the curve
  QVERIFY(sag(r, 0.7, 0.501));
  QVERIFY(sag(r, 0.69, 0.03));  // below 70 % only 20 ms
  QVERIFY(!sag(r, 0.8, 10.0));
  QVERIFY(sag(r, 0.85, 10.001));
  QVERIFY(!sag(r, 0.9, 100.0));  // ≥ 90 % is not an excursion
  // Hold-up longer than the curve's 20 ms extends the 0 V entry.
  r.setHoldUpS(0.040);
  QVERIFY(!sag(r, 0.0, 0.040));
  QVERIFY(sag(r, 0.0, 0.041));
}

void PsuTest::excursionEndsAboveNinetyPercent() {
  RideThrough r(RideThroughConfig{}, kDt);
  for (int k = 0; k < 300; ++k) QVERIFY(!r.step(0.75));
  QVERIFY(r.inExcursion());
  QCOMPARE(r.minVoltagePu(), 0.75);
  QVERIFY(std::abs(r.excursionS() - 0.3) < 1e-12);
  r.step(0.95);
  QVERIFY(!r.inExcursion());
  // A new 0.3 s sag is judged on its own, not added to the last one.
  for (int k = 0; k < 300; ++k) QVERIFY(!r.step(0.75));
}

PODTWIN_TEST_APPLESS_MAIN(PsuTest)
}  // namespace psu_test
#include "psu_test.moc"
