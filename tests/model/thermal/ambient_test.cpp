#include <QtTest>
#include <cmath>
#include "support/test_main.h"

#include "thermal/ambient.h"

namespace ambient_test {

using namespace podtwin::thermal;

class AmbientTest : public QObject {
  Q_OBJECT
 private slots:
  void dailyCyclePeaksAtThePeakHour();
  void heatWaveRampsHoldsAndFalls();
  void wetBulbMatchesStull();
};

void AmbientTest::dailyCyclePeaksAtThePeakHour() {
  AmbientConfig c;  // mean 15, amplitude 5, peak 15 h, start 10 h
  Ambient a(c);
  const double peakS = (15.0 - 10.0) * 3600.0;
  QVERIFY(std::abs(a.dryBulbC(peakS) - 20.0) < 1e-9);
  QVERIFY(std::abs(a.dryBulbC(peakS + 12.0 * 3600.0) - 10.0) < 1e-9);
  QVERIFY(std::abs(a.dryBulbC(peakS + 24.0 * 3600.0) - 20.0) < 1e-9);
  a.setMeanC(30.0);
  QVERIFY(std::abs(a.dryBulbC(peakS) - 35.0) < 1e-9);
}

void AmbientTest::heatWaveRampsHoldsAndFalls() {
  AmbientConfig c;
  c.amplitudeC = 0.0;
  Ambient a(c);
  a.addHeatWave(100.0, 8.0, 1000.0, 200.0);
  QCOMPARE(a.dryBulbC(50.0), 15.0);
  QVERIFY(std::abs(a.dryBulbC(200.0) - 19.0) < 1e-9);   // half way up the ramp
  QVERIFY(std::abs(a.dryBulbC(800.0) - 23.0) < 1e-9);   // plateau
  QVERIFY(std::abs(a.dryBulbC(1400.0) - 19.0) < 1e-9);  // half way down
  QCOMPARE(a.dryBulbC(2000.0), 15.0);
}

void AmbientTest::wetBulbMatchesStull() {
  // Stull (2011): 20 °C at 50 % RH gives a wet-bulb of 13.7 °C (the paper's worked example).
  QVERIFY2(std::abs(wetBulbStullC(20.0, 0.5) - 13.7) < 0.05,
           qPrintable(QString::number(wetBulbStullC(20.0, 0.5))));
  // Saturated-ish air: wet-bulb ≈ dry-bulb (within the fit's ±0.3 K).
  QVERIFY(std::abs(wetBulbStullC(25.0, 0.99) - 25.0) < 0.3);
  QVERIFY(wetBulbStullC(35.0, 0.2) < 35.0);
}

PODTWIN_TEST_APPLESS_MAIN(AmbientTest)
}  // namespace ambient_test
#include "ambient_test.moc"
