// model/power/genset.cpp: governor limits, island swing equation, start and trip.
#include "power/genset.h"

#include <QtTest>
#include <algorithm>
#include <cmath>
#include <vector>
#include "support/test_main.h"

#include "core/rng.h"

namespace genset_test {

using namespace podtwin;
using namespace podtwin::power;

namespace {
constexpr double kDt = 0.001;

PowerConfig fleetConfig() {
  PowerConfig c;  // 3 × 1,200 kW reciprocating, 100 %/min, 25 % block, H = 1.5 s
  return c;
}

/// Largest rise of `p` over any window of `w` samples.
double maxRise(const std::vector<double>& p, std::size_t w) {
  double m = -1e300;
  for (std::size_t k = 0; k + w < p.size(); ++k) m = std::max(m, p[k + w] - p[k]);
  return m;
}
}  // namespace

class GensetTest : public QObject {
  Q_OBJECT
 private slots:
  void rampAndBlockLimitsAreNeverExceeded();
  void swingEquationSetsTheInitialSlope();
  void isochronousControlRestoresNominal();
  void startTakesTheStartTime();
  void tripRemovesTheUnit();
  void dispatchFollowsSetPointWithinLimits();
  void sharedStateFleetSumsLikeEveryUnit();
};

void GensetTest::rampAndBlockLimitsAreNeverExceeded() {
  const PowerConfig c = fleetConfig();
  GensetFleet f(c, kDt);
  f.initialise(1.0e6);
  Rng rng(7);
  std::vector<double> unit0;
  double load = 1.0e6;
  // Random load steps of up to ±1.2 MW every 0.5–5 s over 10 minutes, clamped to 0.3–3.4 MW.
  double nextStep = 1.0;
  for (long k = 0; k < 600000; ++k) {
    const double t = static_cast<double>(k) * kDt;
    if (t >= nextStep) {
      load = std::clamp(load + rng.uniform(-1.2e6, 1.2e6), 0.3e6, 3.4e6);
      nextStep = t + rng.uniform(0.5, 5.0);
    }
    f.stepIsland(load);
    unit0.push_back(f.unitMechanicalW(0));
  }
  const double block = 0.25 * 1.2e6;
  const double ramp = 1.2e6 / 60.0;  // 100 %/min
  for (double w : {0.001, 0.1, 1.0, 10.0, 60.0}) {
    const double rise = maxRise(unit0, static_cast<std::size_t>(w / kDt + 0.5));
    const double limit = block + ramp * w;
    qInfo("window %.3f s: max rise %.1f kW, limit %.1f kW", w, rise / 1e3, limit / 1e3);
    QVERIFY(rise <= limit + 1e-6);  // block + ramp·W, to rounding
    // The test is meaningful: the limit binds. Within 1 s the 0.5 s fuel-path lag delivers
    // 1 - e^-2 = 86 % of a block; over 10 s the ramp anchor dominates.
    if (w == 1.0) QVERIFY(rise > 0.8 * limit);
    if (w == 10.0) QVERIFY(rise > 0.9 * limit);
  }
}

void GensetTest::swingEquationSetsTheInitialSlope() {
  GensetFleet f(fleetConfig(), kDt);
  f.initialise(1.8e6);
  // +0.72 MW (0.2 pu of 3.6 MW): df/dt = -0.2 / (2 × 1.5 s) = -0.0667 pu/s at first. Over 10 ms
  // the governor (0.5 s lag) has added < 2 % of the step, so Δf = -6.67e-4 pu within 3 %.
  for (int k = 0; k < 10; ++k) f.stepIsland(2.52e6);
  const double expected = -0.2 / 3.0 * 0.010;
  QVERIFY(std::abs(f.frequencyDeviationPu() - expected) < 0.03 * std::abs(expected));
}

void GensetTest::isochronousControlRestoresNominal() {
  GensetFleet f(fleetConfig(), kDt);
  f.initialise(1.8e6);
  double minDf = 0.0;
  for (int k = 0; k < 60000; ++k) {
    f.stepIsland(2.16e6);  // +10 % of the fleet rating, inside the block limit
    minDf = std::min(minDf, f.frequencyDeviationPu());
  }
  qInfo("10 %% step: dip %.3f %%, after 60 s %.5f %%", minDf * 100, f.frequencyDeviationPu() * 100);
  QVERIFY(minDf < -0.002);                               // it did dip
  QVERIFY(minDf > -0.07);                                // inside G3
  QVERIFY(std::abs(f.frequencyDeviationPu()) < 0.0005);  // and recovered to within 0.05 %
  QVERIFY(std::abs(f.mechanicalW() - 2.16e6) < 0.001 * 2.16e6);
}

void GensetTest::startTakesTheStartTime() {
  PowerConfig c = fleetConfig();
  c.genset.initiallyRunning = 1;
  GensetFleet f(c, kDt);
  QCOMPARE(f.online(), 1);
  QVERIFY(f.start(1));
  QVERIFY(!f.start(1));  // already starting
  QCOMPARE(f.mode(1), GensetMode::Starting);
  for (int k = 0; k < 179999; ++k) f.stepIsland(0.5e6);
  QCOMPARE(f.mode(1), GensetMode::Starting);
  f.stepIsland(0.5e6);  // the 180,000th step: 180 s (Wärtsilä 2–5 min)
  QCOMPARE(f.mode(1), GensetMode::Online);
  QCOMPARE(f.online(), 2);
}

void GensetTest::tripRemovesTheUnit() {
  GensetFleet f(fleetConfig(), kDt);
  f.initialise(2.4e6);
  QVERIFY(f.trip(0));
  QVERIFY(!f.trip(0));
  QCOMPARE(f.online(), 2);
  QCOMPARE(f.onlineRatingW(), 2.4e6);
  QCOMPARE(f.unitMechanicalW(0), 0.0);
  f.stepIsland(2.4e6);
  // 0.8 MW lost of 2.4 MW online: the frequency starts falling at once.
  QVERIFY(f.frequencyDeviationPu() < 0.0);
  QVERIFY(!f.trip(7));  // out of range
}

void GensetTest::dispatchFollowsSetPointWithinLimits() {
  GensetFleet f(fleetConfig(), kDt);
  f.initialise(1.2e6);
  std::vector<double> p;
  for (int k = 0; k < 30000; ++k) {
    f.stepDispatch(3.0e6);
    p.push_back(f.mechanicalW());
    QCOMPARE(f.frequencyDeviationPu(), 0.0);  // a stiff grid sets the frequency
  }
  // Fleet of three: block 0.9 MW + ramp 60 kW/s; after 30 s it is at most 1.2 + 0.9 + 1.8 MW.
  QVERIFY(maxRise(p, 1000) <= 3 * (0.3e6 + 20e3) + 1e-6);
  QVERIFY(f.mechanicalW() > 2.9e6);
  QCOMPARE(f.takeLoad(5e6), f.mechanicalW());  // never more than it makes
  QCOMPARE(f.takeLoad(1e6), 1e6);
}

void GensetTest::sharedStateFleetSumsLikeEveryUnit() {
  // A campus fleet whose online units share one state adds its units' power with the same
  // additions as the per-unit pass: unit i into partial sum i mod 8, partial sums in order. Units
  // tripped here leave the partial sums uneven (4, 4, 1, 1, 3, 2, 2, 2 units).
  PowerConfig c = fleetConfig();
  c.gensetCount = 27;
  GensetFleet f(c, kDt);
  f.initialise(20e6);
  for (int i : {10, 11, 14, 15, 18, 19, 2, 13}) QVERIFY(f.trip(i));
  double load = 14e6;
  for (int k = 0; k < 3000; ++k) {
    if (k % 700 == 0) load += (k % 1400 == 0 ? 1.7e6 : -2.3e6);
    f.stepIsland(load);
    double lane[8] = {};
    for (int i = 0; i < f.units(); ++i) {
      if (f.mode(i) == GensetMode::Online) lane[i % 8] += f.unitMechanicalW(i);
    }
    double total = 0.0;
    for (double x : lane) total += x;
    if (f.mechanicalW() != total) {
      QFAIL(qPrintable(QString("step %1: fleet %2 W, units %3 W")
                           .arg(k)
                           .arg(f.mechanicalW(), 0, 'g', 17)
                           .arg(total, 0, 'g', 17)));
    }
  }
  QCOMPARE(f.online(), 19);
  QVERIFY(f.mechanicalW() > 1e6);
}

PODTWIN_TEST_APPLESS_MAIN(GensetTest)
}  // namespace genset_test
#include "genset_test.moc"
