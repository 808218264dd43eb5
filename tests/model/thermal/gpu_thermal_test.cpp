#include <QtTest>
#include <cmath>
#include <cstdint>
#include <random>
#include "support/test_main.h"

#include "core/units.h"
#include "thermal/gpu_thermal.h"

namespace gpu_thermal_test {

using namespace podtwin;
using namespace podtwin::thermal;

class GpuThermalTest : public QObject {
  Q_OBJECT
 private slots:
  void steadyStateMatchesTheResistanceChain();
  void largeStepIsStableAndExact();
  void energyBookkeepingIsExact();
  void resistanceRisesWhenFlowFalls();
  void throttlingHasHysteresis();
  void noFlowHeatsAtThePhysicalRate();
  void rackSumsAreEigensBitForBit();
};

namespace {
constexpr double kGpuFlow = 202.5 / 60000.0 * 0.78 / 72.0;  // nominal per-GPU flow, m³/s
}

void GpuThermalTest::steadyStateMatchesTheResistanceChain() {
  const GpuThermalConfig c;
  const Coolant coolant;
  GpuArrays a;
  a.resize(4, 30.0, 1.0 / c.dieToPlateResistanceKPerW);
  const double g = plateFlowConductanceWPerK(c, coolant, kGpuFlow, kGpuFlow);
  GpuRackStep s;
  for (int i = 0; i < 2000; ++i) s = stepRackGpus(c, a, 0, 4, 1400.0, 30.0, 30.0, g, 0.0, 0.1);
  // Steady: Tj = Tin + P·(Rcond + 1/G). After 200 s (≫ the 13 s plate time constant) the
  // residual is below 1 mK.
  const double expected = 30.0 + 1400.0 * (c.dieToPlateResistanceKPerW + 1.0 / g);
  QVERIFY2(std::abs(a.dieC[0] - expected) < 1e-3, qPrintable(QString::number(a.dieC[0])));
  QVERIFY(std::abs(s.heatToCoolantW / 4.0 - 1400.0) < 0.1);
  // Default cold plate: total junction-to-inlet resistance in the 0.027–0.035 K/W band.
  const double rTotal = (expected - 30.0) / 1400.0;
  QVERIFY2(rTotal > 0.027 && rTotal < 0.035, qPrintable(QString::number(rTotal)));
}

void GpuThermalTest::largeStepIsStableAndExact() {
  // Implicit Euler: a 1,000 s step lands on the steady state without overshoot (an explicit step
  // of this size would diverge: dt·G/C ≈ 77).
  const GpuThermalConfig c;
  const Coolant coolant;
  GpuArrays a;
  a.resize(1, 30.0, 1.0 / c.dieToPlateResistanceKPerW);
  const double g = plateFlowConductanceWPerK(c, coolant, kGpuFlow, kGpuFlow);
  stepRackGpus(c, a, 0, 1, 1400.0, 30.0, 30.0, g, 0.0, 1000.0);
  const double expected = 30.0 + 1400.0 * (c.dieToPlateResistanceKPerW + 1.0 / g);
  QVERIFY(a.dieC[0] <= expected + 1e-9);
  // One huge step: the residual is C/(dt·G) of the rise ≈ 1.5 % (first-order implicit).
  QVERIFY(std::abs(a.dieC[0] - expected) < 0.02 * (expected - 30.0));
  QVERIFY(std::isfinite(a.plateC[0]));
}

void GpuThermalTest::energyBookkeepingIsExact() {
  const GpuThermalConfig c;
  const Coolant coolant;
  GpuArrays a;
  a.resize(3, 40.0, 1.0 / c.dieToPlateResistanceKPerW);
  a.dieToPlateWPerK[1] *= 0.9;
  const double g = plateFlowConductanceWPerK(c, coolant, kGpuFlow * 0.5, kGpuFlow);
  const double e0 =
      c.dieHeatCapacityJPerK * a.dieC.sum() + c.plateHeatCapacityJPerK * a.plateC.sum();
  const GpuRackStep s = stepRackGpus(c, a, 0, 3, 1200.0, 32.0, 45.0, g, 5.0, 0.1);
  const double e1 =
      c.dieHeatCapacityJPerK * a.dieC.sum() + c.plateHeatCapacityJPerK * a.plateC.sum();
  // P·dt = ΔE + Q·dt exactly (the implicit step is a linear solve): 1e-6 J of 360 J.
  QVERIFY(std::abs(3.0 * 1200.0 * 0.1 - (e1 - e0) - s.heatToCoolantW * 0.1) < 1e-6);
}

void GpuThermalTest::resistanceRisesWhenFlowFalls() {
  const GpuThermalConfig c;
  const Coolant coolant;
  const double g100 = plateFlowConductanceWPerK(c, coolant, kGpuFlow, kGpuFlow);
  const double g50 = plateFlowConductanceWPerK(c, coolant, 0.5 * kGpuFlow, kGpuFlow);
  QVERIFY(g50 < g100);
  // hA ∝ q^0.8 and ρcp·q halves: with the defaults G falls to ≈ 0.56 of nominal (hand
  // calculation 29.8 vs 53.6 W/K); the band is wide on purpose, the exact value is checked above.
  QVERIFY(g50 < g100 * 0.75 && g50 > 0.3 * g100);
  QCOMPARE(plateFlowConductanceWPerK(c, coolant, 0.0, kGpuFlow), 0.0);
}

void GpuThermalTest::throttlingHasHysteresis() {
  GpuThermalConfig c;
  GpuArrays a;
  a.resize(1, 86.0, 1.0 / c.dieToPlateResistanceKPerW);
  // No power, no cooling: the die holds its temperature; set it by hand across the thresholds.
  auto stepAt = [&](double tempC) {
    a.dieC[0] = tempC;
    a.plateC[0] = tempC;
    return stepRackGpus(c, a, 0, 1, 0.0, tempC, tempC, 0.0, 0.0, 0.1);
  };
  QCOMPARE(stepAt(86.9).throttled, 0);
  GpuRackStep s = stepAt(87.1);
  QCOMPARE(s.throttled, 1);
  QCOMPARE(s.throttleStarted, 1);
  QCOMPARE(stepAt(83.0).throttled, 1);  // still above 87 − 5 K: stays throttled
  QCOMPARE(stepAt(81.9).throttled, 0);  // released below 82 °C
  QVERIFY(!stepAt(96.9).aboveShutdown);
  QVERIFY(stepAt(97.1).aboveShutdown);
}

void GpuThermalTest::noFlowHeatsAtThePhysicalRate() {
  // No flow, no stagnant path: 1,400 W into C_die + C_plate = 850 J/K ⇒ 1.65 K/s once the
  // internal gradient is established (after ~5 τ_die ≈ 10 s); 2 % covers the settling.
  const GpuThermalConfig c;
  GpuArrays a;
  a.resize(1, 40.0, 1.0 / c.dieToPlateResistanceKPerW);
  for (int i = 0; i < 200; ++i) stepRackGpus(c, a, 0, 1, 1400.0, 30.0, 30.0, 0.0, 0.0, 0.1);
  const double t0 = a.dieC[0];
  for (int i = 0; i < 100; ++i) stepRackGpus(c, a, 0, 1, 1400.0, 30.0, 30.0, 0.0, 0.0, 0.1);
  const double rate = (a.dieC[0] - t0) / 10.0;
  const double expected = 1400.0 / (c.dieHeatCapacityJPerK + c.plateHeatCapacityJPerK);
  QVERIFY2(std::abs(rate - expected) < 0.02 * expected, qPrintable(QString::number(rate)));
}

// A rack of a whole number of four-GPU groups starting on a vector-packet boundary is stepped
// with its sums in the same pass; any other rack steps first and sums with Eigen afterwards. Both
// must give the same temperatures bit for bit, and each rack's sums must be Eigen's over what the
// step wrote, bit for bit (the model's stored run hashes depend on it).
void GpuThermalTest::rackSumsAreEigensBitForBit() {
  const GpuThermalConfig c;
  const double g0 = 1.0 / c.dieToPlateResistanceKPerW;
  std::mt19937_64 rng(7);
  std::uniform_real_distribution<double> temp(25.0, 95.0);
  std::uniform_real_distribution<double> spread(0.9, 1.1);
  const double gFlow = 50.0;
  const double gStagnant = 2.0;
  const double inletC = 30.0;
  const double rackC = 40.0;
  for (const std::size_t count : {4, 8, 12, 16, 36, 72, 70, 3}) {
    GpuArrays aligned;
    aligned.resize(count, 30.0, g0);
    GpuArrays shifted;  // the same GPUs one element further on: not on a packet boundary
    shifted.resize(count + 1, 30.0, g0);
    QVERIFY(reinterpret_cast<std::uintptr_t>(shifted.dieC.data() + 1) % 16 != 0);
    for (std::size_t i = 0; i < count; ++i) {
      const auto k = static_cast<Eigen::Index>(i);
      aligned.dieC[k] = shifted.dieC[k + 1] = temp(rng);
      aligned.plateC[k] = shifted.plateC[k + 1] = temp(rng) - 20.0;
      aligned.dieToPlateWPerK[k] = shifted.dieToPlateWPerK[k + 1] = g0 * spread(rng);
    }
    const auto n = static_cast<Eigen::Index>(count);
    for (int s = 0; s < 5; ++s) {
      const double powerW = 800.0 + 150.0 * s;
      const GpuRackStep x =
          stepRackGpus(c, aligned, 0, count, powerW, inletC, rackC, gFlow, gStagnant, 0.1);
      const GpuRackStep y =
          stepRackGpus(c, shifted, 1, count, powerW, inletC, rackC, gFlow, gStagnant, 0.1);
      for (Eigen::Index i = 0; i < n; ++i) {
        QVERIFY2(aligned.dieC[i] == shifted.dieC[i + 1], qPrintable(QString::number(count)));
        QVERIFY2(aligned.plateC[i] == shifted.plateC[i + 1], qPrintable(QString::number(count)));
      }
      const auto die = aligned.dieC.head(n);
      QVERIFY2(x.sumDieC == die.sum(), qPrintable(QString::number(count)));
      QVERIFY2(x.maxDieC == die.maxCoeff(), qPrintable(QString::number(count)));
      const double sink = gFlow * inletC + gStagnant * rackC;
      QVERIFY(x.heatToCoolantW == (gFlow + gStagnant) * aligned.plateC.head(n).sum() -
                                      static_cast<double>(count) * sink);
      QVERIFY(y.sumDieC == shifted.dieC.segment(1, n).sum());
      QVERIFY(y.maxDieC == shifted.dieC.segment(1, n).maxCoeff());
    }
  }
}

PODTWIN_TEST_APPLESS_MAIN(GpuThermalTest)
}  // namespace gpu_thermal_test
#include "gpu_thermal_test.moc"
