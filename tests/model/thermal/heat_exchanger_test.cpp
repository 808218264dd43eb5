#include <QtTest>
#include <cmath>
#include "support/test_main.h"

#include "thermal/heat_exchanger.h"

namespace heat_exchanger_test {

using namespace podtwin::thermal;

class HeatExchangerTest : public QObject {
  Q_OBJECT
 private slots:
  void effectivenessLimits();
  void ntuInvertsEffectiveness();
  void counterFlowConservesEnergy();
  void sizingGivesTheRequestedApproach();
  void zeroFlowIsSafe();
};

void HeatExchangerTest::effectivenessLimits() {
  // Cr = 0 (condenser-like): ε = 1 − e^−NTU; balanced: ε = NTU/(1+NTU) (Incropera table 11.3).
  QVERIFY(std::abs(counterFlowEffectiveness(2.0, 0.0) - (1.0 - std::exp(-2.0))) < 1e-12);
  QVERIFY(std::abs(counterFlowEffectiveness(3.0, 1.0) - 0.75) < 1e-12);
  // Cr = 0.5, NTU = 1: (1 − e^−0.5)/(1 − 0.5 e^−0.5) = 0.5647 (tabulated 0.565).
  QVERIFY(std::abs(counterFlowEffectiveness(1.0, 0.5) - 0.5647) < 1e-4);
  QCOMPARE(counterFlowEffectiveness(0.0, 0.5), 0.0);
}

void HeatExchangerTest::ntuInvertsEffectiveness() {
  for (double cr : {0.0, 0.3, 0.9, 1.0}) {
    for (double ntu : {0.2, 1.0, 4.0}) {
      const double eps = counterFlowEffectiveness(ntu, cr);
      // Round trip to 1e-9 relative: both are closed forms.
      QVERIFY(std::abs(counterFlowNtu(eps, cr) - ntu) < 1e-9 * ntu);
    }
  }
}

void HeatExchangerTest::counterFlowConservesEnergy() {
  const HxResult r = counterFlow(80e3, 108e3, 40.0, 120e3, 27.0);
  QVERIFY(r.heatW > 0.0);
  // Heat lost by the hot stream = heat gained by the cold one (exact up to rounding, 1e-9).
  QVERIFY(std::abs(108e3 * (40.0 - r.hotOutTempC) - r.heatW) < 1e-9 * r.heatW);
  QVERIFY(std::abs(120e3 * (r.coldOutTempC - 27.0) - r.heatW) < 1e-9 * r.heatW);
  // Counter-flow: the cold outlet may exceed the hot outlet, but never the hot inlet.
  QVERIFY(r.coldOutTempC < 40.0);
}

void HeatExchangerTest::sizingGivesTheRequestedApproach() {
  // CDU at design: 1.08 MW, secondary 108 kW/K (10 K rise), facility 120 kW/K, approach 2.5 K.
  const double ua = sizeCounterFlowUa(1.08e6, 108e3, 120e3, 27.0 + 2.5, 27.0);
  QVERIFY(ua > 0.0);
  const HxResult r = counterFlow(ua, 108e3, 29.5 + 10.0, 120e3, 27.0);
  // The sized exchanger returns the secondary at 29.5 °C: 1 mK covers the closed-form inversion.
  QVERIFY2(std::abs(r.hotOutTempC - 29.5) < 1e-3, qPrintable(QString::number(r.hotOutTempC)));
  QVERIFY(std::abs(r.heatW - 1.08e6) < 1.0);
  // An impossible duty (approach that needs more than the whole temperature span) sizes to 0.
  QCOMPARE(sizeCounterFlowUa(1.08e6, 108e3, 10e3, 29.5, 27.0), 0.0);
}

void HeatExchangerTest::zeroFlowIsSafe() {
  const HxResult r = counterFlow(80e3, 0.0, 40.0, 120e3, 27.0);
  QCOMPARE(r.heatW, 0.0);
  QCOMPARE(r.hotOutTempC, 40.0);
  QCOMPARE(scaledUa(1e5, 0.0, 1.0), 0.0);
  // Film scaling: both sides at design give the design UA; half flow on both gives 0.5^0.8.
  QVERIFY(std::abs(scaledUa(1e5, 1.0, 1.0) - 1e5) < 1e-6);
  QVERIFY(std::abs(scaledUa(1e5, 0.5, 0.5) - 1e5 * std::pow(0.5, 0.8)) < 1e-6);
}

PODTWIN_TEST_APPLESS_MAIN(HeatExchangerTest)
}  // namespace heat_exchanger_test
#include "heat_exchanger_test.moc"
