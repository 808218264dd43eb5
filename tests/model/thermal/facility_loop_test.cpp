#include <QtTest>
#include <cmath>
#include <vector>
#include "support/test_main.h"

#include "thermal/facility_loop.h"

namespace facility_loop_test {

using namespace podtwin;
using namespace podtwin::thermal;

class FacilityLoopTest : public QObject {
  Q_OBJECT
 private slots:
  void steadyStateRejectsWhatComesIn();
  void pumpPowerFollowsTheSystemCurve();
  void noFlowMovesNoHeat();
};

namespace {
constexpr double kHeatW = 2.16e6;
double designFlow(const FacilityLoopConfig& c) {
  return kHeatW / 9.0 / c.water.volumetricHeatCapacityJPerM3K();
}
}  // namespace

void FacilityLoopTest::steadyStateRejectsWhatComesIn() {
  FacilityLoopConfig c;
  DryCoolerConfig dc;
  const double flow = designFlow(c);
  FacilityLoop loop(c, kHeatW, flow);
  DryCoolerBank coolers(dc, kHeatW, flow, c.water.volumetricHeatCapacityJPerM3K());
  const double heatW = 1.5e6;
  for (int i = 0; i < 40000; ++i) {
    // CDUs return the water heated by 1.5 MW over the loop's own supply temperature.
    std::vector<FacilityStream> s{
        {flow, loop.supplyC() + heatW / (c.water.volumetricHeatCapacityJPerM3K() * flow)}};
    loop.step(c, dc, coolers, s, 15.0, 10.0, 0.1);
  }
  // After 4,000 s (≫ the loop's ~20 s node time constants and the 60 s fan PI) the coolers reject
  // the incoming heat (0.5 %) and the fans hold the 32 °C set point (0.1 K).
  QVERIFY2(std::abs(coolers.heatW() - heatW) < 0.005 * heatW,
           qPrintable(QString::number(coolers.heatW())));
  QCOMPARE(c.supplySetpointC, 32.0);
  QVERIFY2(std::abs(loop.supplyC() - 32.0) < 0.1, qPrintable(QString::number(loop.supplyC())));
  QVERIFY(coolers.fanSpeed() < 1.0 && coolers.fanSpeed() > dc.minFanSpeed);
}

void FacilityLoopTest::pumpPowerFollowsTheSystemCurve() {
  FacilityLoopConfig c;
  DryCoolerConfig dc;
  const double flow = designFlow(c);
  FacilityLoop loop(c, kHeatW, flow);
  DryCoolerBank coolers(dc, kHeatW, flow, c.water.volumetricHeatCapacityJPerM3K());
  std::vector<FacilityStream> s{{flow, 36.0}};
  loop.step(c, dc, coolers, s, 15.0, 10.0, 0.1);
  // Design: 150 kPa × Q / 0.65 (exact arithmetic).
  const double design = 150e3 * flow / 0.65;
  QVERIFY(std::abs(loop.pumpPowerW() - design) < 1e-6 * design);
  s[0].flowM3PerS = 0.5 * flow;
  loop.step(c, dc, coolers, s, 15.0, 10.0, 0.1);
  // Half flow: head 150·(0.4 + 0.6·0.25) = 82.5 kPa, power = 82.5 kPa · Q/2 / 0.65.
  QVERIFY(std::abs(loop.pumpPowerW() - 82.5e3 * 0.5 * flow / 0.65) < 1e-6 * design);
}

void FacilityLoopTest::noFlowMovesNoHeat() {
  FacilityLoopConfig c;
  DryCoolerConfig dc;
  const double flow = designFlow(c);
  FacilityLoop loop(c, kHeatW, flow);
  DryCoolerBank coolers(dc, kHeatW, flow, c.water.volumetricHeatCapacityJPerM3K());
  const double e0 = loop.storedJ();
  std::vector<FacilityStream> s{{0.0, 80.0}};
  for (int i = 0; i < 100; ++i) loop.step(c, dc, coolers, s, 15.0, 10.0, 0.1);
  QCOMPARE(coolers.heatW(), 0.0);
  QCOMPARE(loop.storedJ(), e0);
  QCOMPARE(loop.pumpPowerW(), 0.0);
}

PODTWIN_TEST_APPLESS_MAIN(FacilityLoopTest)
}  // namespace facility_loop_test
#include "facility_loop_test.moc"
