// model/power/battery.cpp: the 2-RC LFP equivalent circuit, coulomb counting, limits, losses.
#include "power/battery.h"

#include <QtTest>
#include <cmath>
#include "support/test_main.h"

namespace battery_test {

using podtwin::power::Battery;
using podtwin::power::BatteryConfig;

namespace {
constexpr double kDt = 0.001;
// Default: 800 V bus / 3.2 V = 250 cells in series; 1,000 kWh / (250 × 3.2 V × 280 Ah = 224 kWh)
// rounds up to 5 strings = 1,400 Ah, 1,120 kWh nominal.
constexpr double kAh = 1400.0;
}  // namespace

class BatteryTest : public QObject {
  Q_OBJECT
 private slots:
  void sizesStringsFromCapacityAndBus();
  void ocvInterpolatesTheTable();
  void socMatchesCoulombCounting();
  void energyClosesWithLosses();
  void roundTripEfficiencyIsLfpLike();
  void powerAndCRateLimits();
  void socWindowStopsDischarge();
  void faultBlocksPower();
  void rcBranchesRelaxAfterPulse();
};

void BatteryTest::sizesStringsFromCapacityAndBus() {
  Battery b(BatteryConfig{}, 800.0, kDt);
  QCOMPARE(b.cellsInSeries(), 250);
  QCOMPARE(b.stringsInParallel(), 5);
  QCOMPARE(b.capacityAh(), kAh);
  QCOMPARE(b.nominalEnergyJ(), 250 * 3.2 * kAh * 3600.0);
}

void BatteryTest::ocvInterpolatesTheTable() {
  Battery b(BatteryConfig{}, 800.0, kDt);
  QCOMPARE(b.cellOcvV(0.5), 3.290);
  QCOMPARE(b.cellOcvV(1.0), 3.375);
  // Halfway between 20 % (3.253 V) and 30 % (3.284 V).
  QVERIFY(std::abs(b.cellOcvV(0.25) - 3.2685) < 1e-12);
  QCOMPARE(b.cellOcvV(-1.0), 2.928);  // clamped at the ends
  // At rest the terminal voltage is the pack OCV: 250 × OCV(0.8) = 250 × 3.3425 V.
  QVERIFY(std::abs(b.terminalVoltageV() - 250 * 3.3425) < 1e-9);
}

void BatteryTest::socMatchesCoulombCounting() {
  Battery b(BatteryConfig{}, 800.0, kDt);
  const double soc0 = b.soc();
  double ah = 0.0;
  for (int k = 0; k < 600000; ++k) {  // 10 min at 500 kW discharge
    QCOMPARE(b.step(500e3), 500e3);
    ah += b.packCurrentA() * kDt / 3600.0;
  }
  // Coulomb counting is the model, so they agree to rounding (1e-12 of SOC).
  QVERIFY(std::abs((soc0 - b.soc()) - ah / kAh) < 1e-12);
  // 500 kW / 0.98 over ~820 V is ~620 A: 10 min is ~103 Ah = 7.4 % SOC (±0.3 % for the voltage).
  QVERIFY(std::abs((soc0 - b.soc()) - 0.074) < 0.003);
  // Charging stores only the coulombic share (99.9 %).
  double ahIn = 0.0;
  const double soc1 = b.soc();
  for (int k = 0; k < 600000; ++k) {
    b.step(-500e3);
    ahIn += -b.packCurrentA() * kDt / 3600.0;
  }
  QVERIFY(std::abs((b.soc() - soc1) - 0.999 * ahIn / kAh) < 1e-12);
}

void BatteryTest::energyClosesWithLosses() {
  Battery b(BatteryConfig{}, 800.0, kDt);
  const double e0 = b.storedEnergyJ();
  double busJ = 0.0;
  for (int k = 0; k < 600000; ++k) busJ += b.step(k < 300000 ? 800e3 : -400e3) * kDt;
  // Bus energy out + stored change + losses = 0. The stored energy is ∫OCV dQ (exact), the loss
  // I²R and V²/R from each step's start: the closure error is O(dt), well under 1e-5.
  const double err = std::abs(busJ + (b.storedEnergyJ() - e0) + b.lossJ());
  QVERIFY2(err < 1e-5 * std::abs(busJ), qPrintable(QString::number(err / std::abs(busJ))));
  // Losses are the 2 % converter each way plus ~1 % in the cells: 2–5 % of the throughput.
  const double throughput = 800e3 * 300 + 400e3 * 300;
  QVERIFY(b.lossJ() > 0.02 * throughput && b.lossJ() < 0.05 * throughput);
}

void BatteryTest::roundTripEfficiencyIsLfpLike() {
  Battery b(BatteryConfig{}, 800.0, kDt);
  const double soc0 = b.soc();
  double inJ = 0.0;
  double outJ = 0.0;
  for (int k = 0; k < 1800000; ++k) inJ -= b.step(-300e3) * kDt;  // 30 min charge
  while (b.soc() > soc0) outJ += b.step(300e3) * kDt;
  const double eta = outJ / inJ;
  qInfo("round trip at 300 kW (0.27C): %.4f", eta);
  // ~92 % DC round trip (Victron) at high rate; at 0.27C with a 98 % converter: 93–96 %.
  QVERIFY(eta > 0.93 && eta < 0.96);
}

void BatteryTest::powerAndCRateLimits() {
  Battery b(BatteryConfig{}, 800.0, kDt);
  // The converter's 2 MW caps the first request; 2 MW ≈ 2,500 A ≈ 1.8C, inside the 3C peak.
  QCOMPARE(b.step(10e6), 2e6);
  double iMax = 0.0;
  for (int k = 0; k < 60000; ++k) {
    b.step(10e6);
    iMax = std::max(iMax, b.packCurrentA());
  }
  QVERIFY(iMax <= 3.0 * kAh);
  // After 60 s above 1C the 10 s peak budget is spent: 1C = 1,400 A ≈ 1.1 MW at the bus.
  QVERIFY(b.packCurrentA() <= 1.0 * kAh * (1 + 1e-9));
  QVERIFY(b.maxDischargeW() < 1.2e6 && b.maxDischargeW() > 1.0e6);
}

void BatteryTest::socWindowStopsDischarge() {
  BatteryConfig c;
  c.capacityKwh = 50.0;  // one 224 kWh string
  c.socInitial = 0.12;
  c.socTarget = 0.5;
  Battery b(c, 800.0, kDt);
  double minSoc = 1.0;
  for (int k = 0; k < 200000; ++k) {
    b.step(200e3);
    minSoc = std::min(minSoc, b.soc());
  }
  // 2 % SOC of 224 kWh is 4.5 kWh: 200 kW empties it in ~80 s; the floor holds after that.
  QVERIFY(minSoc >= c.socMin);
  QVERIFY(b.soc() < c.socMin + 0.002);  // inside the taper band
  QVERIFY(b.maxDischargeW() < 1e3);
  QVERIFY(b.maxChargeW() > 100e3);  // charging is still allowed
}

void BatteryTest::faultBlocksPower() {
  Battery b(BatteryConfig{}, 800.0, kDt);
  b.setAvailable(false);
  const double soc = b.soc();
  QCOMPARE(b.step(1e6), 0.0);
  QCOMPARE(b.step(-1e6), 0.0);
  QCOMPARE(b.soc(), soc);
  QCOMPARE(b.maxDischargeW(), 0.0);
}

void BatteryTest::rcBranchesRelaxAfterPulse() {
  Battery b(BatteryConfig{}, 800.0, kDt);
  for (int k = 0; k < 60000; ++k) b.step(1e6);  // 60 s at 1 MW
  b.step(0.0);
  const double v0 = b.terminalVoltageV();
  const double ocv = 250 * b.cellOcvV(b.soc());
  for (int k = 0; k < 20000; ++k) b.step(0.0);  // 20 s = one fast time constant
  const double v20 = b.terminalVoltageV();
  for (int k = 0; k < 3000000; ++k) b.step(0.0);  // 50 min = 5 slow time constants
  const double vEnd = b.terminalVoltageV();
  // The polarisation relaxes: the voltage climbs back toward OCV, and after 5 τ2 it is within
  // 1 % of the initial polarisation.
  QVERIFY(v20 > v0);
  QVERIFY(vEnd > v20);
  QVERIFY(ocv - v0 > 0.1);
  QVERIFY(std::abs(ocv - vEnd) < 0.01 * (ocv - v0));
}

PODTWIN_TEST_APPLESS_MAIN(BatteryTest)
}  // namespace battery_test
#include "battery_test.moc"
