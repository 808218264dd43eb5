#include <QtTest>
#include <cmath>
#include "support/test_main.h"

#include "core/event_log.h"
#include "thermal/coolant.h"
#include "thermal/dry_cooler.h"

namespace dry_cooler_test {

using namespace podtwin;
using namespace podtwin::thermal;

namespace {
constexpr double kHeatW = 2.16e6;  // reference pod design heat
const double kRhoCp = facilityWaterDefaults().volumetricHeatCapacityJPerM3K();
const double kFlow = kHeatW / 9.0 / kRhoCp;  // 9 K facility rise
}  // namespace

class DryCoolerTest : public QObject {
  Q_OBJECT
 private slots:
  void designApproachWithNCoolers();
  void fanPowerGoesWithSpeedCubed();
  void adiabaticAssistLowersAirTemperature();
  void controllerRaisesFansWhenWarm();
  void eachCoolerGetsTheFiguresOfItsOwnFans();
};

void DryCoolerTest::designApproachWithNCoolers() {
  DryCoolerConfig c;
  DryCoolerBank bank(c, kHeatW, kFlow, kRhoCp);
  EventLog log;
  bank.fail(3, 0.0, log);                                           // N of N+1 left
  for (int i = 0; i < 2000; ++i) bank.control(c, 40.0, 20.0, 0.1);  // drive fans to 100 %
  QCOMPARE(bank.fanSpeed(), 1.0);
  // Water enters at ambient + approach + the 9 K rise; the sized bank rejects the design heat and
  // returns it at ambient + the 4 K design approach (1 mK: closed-form sizing). Below the pads'
  // 24 °C threshold the air enters at the dry bulb.
  QCOMPARE(c.approachK, 4.0);
  const double ambient = 20.0;
  const double out = bank.step(c, ambient + c.approachK + 9.0, kFlow, ambient, ambient - 8.0);
  QVERIFY(!bank.adiabaticActive());
  QVERIFY2(std::abs(out - (ambient + c.approachK)) < 1e-3, qPrintable(QString::number(out)));
  QVERIFY(std::abs(bank.heatW() - kHeatW) < 1e-3 * kHeatW);
  QCOMPARE(bank.coolers()[3].heatW, 0.0);
  // With all N+1 coolers the same duty leaves a smaller approach.
  bank.restore(3, 1.0, log);
  const double out4 = bank.step(c, ambient + c.approachK + 9.0, kFlow, ambient, ambient - 8.0);
  QVERIFY(out4 < out);
}

void DryCoolerTest::fanPowerGoesWithSpeedCubed() {
  DryCoolerConfig c;
  DryCoolerBank bank(c, kHeatW, kFlow, kRhoCp);
  bank.control(c, 32.0, 32.0, 0.1);  // zero error: the speed stays at the integrator's 0.6
  const double s = bank.fanSpeed();
  QVERIFY(std::abs(s - 0.6) < 1e-12);
  bank.step(c, 40.0, kFlow, 20.0, 12.0);
  const double partial = bank.powerW();
  for (int i = 0; i < 3000; ++i) bank.control(c, 40.0, 20.0, 0.1);
  bank.step(c, 40.0, kFlow, 20.0, 12.0);
  const double full = bank.powerW();
  // 4 coolers × 12 fans × 2.2 kW at full speed, and 0.6³ of it at 60 % (exact arithmetic); the
  // 20 °C air is below the pads' threshold, so no pad pumps run.
  QVERIFY(std::abs(full - 4 * 12 * 2200.0) < 1e-6);
  QVERIFY(std::abs(partial - full * s * s * s) < 1e-9 * full);
  EventLog log;
  bank.failFans(c, 0, 3, 0.0, log);
  bank.step(c, 40.0, kFlow, 20.0, 12.0);
  QVERIFY(std::abs(bank.powerW() - full * 45.0 / 48.0) < 1e-9 * full);
  QVERIFY(bank.coolers()[0].heatW < bank.coolers()[1].heatW);  // fewer fans, less air, less heat
}

void DryCoolerTest::adiabaticAssistLowersAirTemperature() {
  DryCoolerConfig c;
  c.adiabaticAssist = true;
  DryCoolerBank bank(c, kHeatW, kFlow, kRhoCp);
  const double dry = bank.step(c, 45.0, kFlow, 20.0, 14.0);  // below the 24 °C threshold
  QVERIFY(!bank.adiabaticActive());
  QCOMPARE(bank.airInletC(), 20.0);
  (void)dry;
  bank.step(c, 45.0, kFlow, 32.0, 22.0);
  QVERIFY(bank.adiabaticActive());
  // Pads at 80 % effectiveness: 32 − 0.8·(32 − 22) = 24 °C.
  QVERIFY(std::abs(bank.airInletC() - 24.0) < 1e-12);
}

void DryCoolerTest::controllerRaisesFansWhenWarm() {
  DryCoolerConfig c;
  DryCoolerBank bank(c, kHeatW, kFlow, kRhoCp);
  const double s0 = bank.fanSpeed();
  for (int i = 0; i < 100; ++i) bank.control(c, 33.0, 32.0, 0.1);
  QVERIFY(bank.fanSpeed() > s0);
  for (int i = 0; i < 10000; ++i) bank.control(c, 25.0, 32.0, 0.1);
  QCOMPARE(bank.fanSpeed(), c.minFanSpeed);
}

void DryCoolerTest::eachCoolerGetsTheFiguresOfItsOwnFans() {
  // A campus-sized bank whose coolers lost different numbers of fans, in runs and alone: each
  // cooler's heat and fan power must be exactly those of a bank where every cooler lost as many
  // fans as it did (the bank reuses a cooler's figures only for the next one with as many fans).
  DryCoolerConfig c;
  c.count = 9;
  const std::vector<int> lost = {0, 0, 3, 3, 0, 1, 12, 1, 1};
  EventLog log;
  DryCoolerBank mixed(c, kHeatW, kFlow, kRhoCp);
  for (std::size_t i = 0; i < lost.size(); ++i) {
    if (lost[i] > 0) mixed.failFans(c, static_cast<int>(i), lost[i], 0.0, log);
  }
  mixed.fail(4, 0.0, log);  // a failed cooler between two with the same fans
  mixed.step(c, 40.0, kFlow, 30.0, 20.0);
  double heat = 0.0;
  double power = 0.0;
  for (std::size_t i = 0; i < lost.size(); ++i) {
    DryCoolerBank uniform(c, kHeatW, kFlow, kRhoCp);
    for (int k = 0; k < c.count; ++k) uniform.failFans(c, k, lost[i], 0.0, log);
    uniform.fail(4, 0.0, log);
    uniform.step(c, 40.0, kFlow, 30.0, 20.0);
    const DryCoolerState& m = mixed.coolers()[i];
    const DryCoolerState& u = uniform.coolers()[i];
    // Exactly: the same operations on the same inputs.
    QVERIFY2(m.heatW == u.heatW && m.powerW == u.powerW, qPrintable(QString::number(i)));
    heat += m.heatW;
    power += m.powerW;
  }
  QCOMPARE(mixed.coolers()[4].heatW, 0.0);
  QVERIFY(mixed.coolers()[2].heatW < mixed.coolers()[1].heatW);
  QVERIFY(mixed.coolers()[6].heatW < mixed.coolers()[2].heatW);  // natural draft only
  QVERIFY(mixed.coolers()[6].powerW == 0.0 || c.adiabaticAssist);
  QVERIFY(mixed.heatW() == heat);
  QVERIFY(mixed.powerW() == power);
}

PODTWIN_TEST_APPLESS_MAIN(DryCoolerTest)
}  // namespace dry_cooler_test
#include "dry_cooler_test.moc"
