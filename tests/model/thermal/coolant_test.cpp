#include <QtTest>
#include <cmath>
#include "support/test_main.h"

#include "core/units.h"
#include "thermal/coolant.h"

namespace coolant_test {

using namespace podtwin;
using namespace podtwin::thermal;

class CoolantTest : public QObject {
  Q_OBJECT
 private slots:
  void pg25RhoCpIsAbout4MjPerM3K();
  void ocpRuleGivesTenKelvin();
  void noFlowGivesNoRiseAndNoNaN();
};

void CoolantTest::pg25RhoCpIsAbout4MjPerM3K() {
  const Coolant c;
  // physics-defaults: ρ·cp ≈ 4.0 MJ/(m³·K); 1010 × 3969 = 4.009e6 exactly.
  QCOMPARE(c.volumetricHeatCapacityJPerM3K(), 1010.0 * 3969.0);
  QVERIFY(std::abs(c.volumetricHeatCapacityJPerM3K() - 4.0e6) / 4.0e6 < 0.01);
}

void CoolantTest::ocpRuleGivesTenKelvin() {
  const Coolant c;
  // 1 kW at 1.5 L/min: ΔT = 1000 / (4.009e6 · 2.5e-5) = 9.98 K. OCP says ≈ 10 K: 1 % covers
  // the rounding of ρ·cp to 4 MJ/(m³·K).
  const double dt = c.temperatureRiseK(1000.0, units::lpmToM3PerS(1.5));
  QVERIFY2(std::abs(dt - 10.0) < 0.1, qPrintable(QString::number(dt)));
  // Linear in power, inverse in flow (exact arithmetic, 1e-12 relative).
  QVERIFY(std::abs(c.temperatureRiseK(2000.0, units::lpmToM3PerS(3.0)) - dt) < 1e-12 * dt);
}

void CoolantTest::noFlowGivesNoRiseAndNoNaN() {
  const Coolant c;
  QCOMPARE(c.temperatureRiseK(1000.0, 0.0), 0.0);
  QCOMPARE(c.capacityRateWPerK(-1.0), 0.0);
  QCOMPARE(c.heatCapacityJPerK(-1.0), 0.0);
  const Coolant w = facilityWaterDefaults();
  QVERIFY(w.volumetricHeatCapacityJPerM3K() > c.volumetricHeatCapacityJPerM3K());
}

PODTWIN_TEST_APPLESS_MAIN(CoolantTest)
}  // namespace coolant_test
#include "coolant_test.moc"
