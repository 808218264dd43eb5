// Tests for model/training/training_model: compute time from FLOPs, MFU with exposed communication
// and throttled clocks, tokens per second, progress, cost to date and the live projection.
#include <QtTest>
#include "support/test_main.h"

#include "config/pod_config.h"
#include "sim/snapshot.h"
#include "training/training_model.h"

namespace training_model_test {

using namespace podtwin;
using namespace podtwin::training;

namespace {

// 6 · 70e9 · 4,194,304 FLOPs per iteration over 1,152 × 2.5 PFLOP/s × 0.5.
constexpr double kFlopsPerIter = 6.0 * 70e9 * 4194304.0;
constexpr double kComputeS = kFlopsPerIter / (1152 * 2.5e15 * 0.5);

bool near(double a, double b, double rel) {
  return std::abs(a - b) <= rel * std::abs(b);
}

}  // namespace

class TrainingModelTest : public QObject {
  Q_OBJECT

 private slots:
  void computeTimeComesFromFlopsPerIteration() {
    const PodConfig pod = loadPodConfig("builtin:default");
    TrainingModel m(pod);
    QCOMPARE(m.flopsPerIteration(), kFlopsPerIter);
    QCOMPARE(m.computeTimeAtFullClockS(), kComputeS);  // 1.2233 s
    QVERIFY(near(kComputeS, 1.2233, 1e-4));
  }

  void mfuIsComputeEfficiencyLessTheExposedShare() {
    const PodConfig pod = loadPodConfig("builtin:default");
    TrainingModel m(pod);
    const double exposed = 0.0062;  // SHARP all-reduce, 30 % exposed
    m.accumulate(0.1, kComputeS + exposed, true, 0.0);
    QCOMPARE(m.stepTimeS(), kComputeS + exposed);
    // MFU = 0.5 · compute / step: 49.7 %, inside the 40–55 % of Llama 3 and MegaScale.
    QVERIFY(near(m.mfu(), 0.5 * kComputeS / (kComputeS + exposed), 1e-12));
    QVERIFY(m.mfu() > 0.40 && m.mfu() < 0.55);
    QVERIFY(near(m.tokensPerS(), 4194304.0 / (kComputeS + exposed), 1e-12));
  }

  void throttledGpusLowerMfu() {
    const PodConfig pod = loadPodConfig("builtin:default");
    TrainingModel full(pod), throttled(pod);
    const double exposed = 0.0062;
    full.accumulate(0.1, kComputeS + exposed, true, 0.0);
    // The slowest GPU at half clock (hardware slowdown ≥ 2×): compute doubles, comm does not.
    throttled.accumulate(0.1, kComputeS / 0.5 + exposed, true, 0.0);
    const double expected = full.mfu() * (kComputeS + exposed) / (2 * kComputeS + exposed);
    QVERIFY(near(throttled.mfu(), expected, 1e-12));
    QVERIFY(throttled.mfu() < 0.51 * full.mfu());
  }

  void costAccruesGpuHoursAndEnergy() {
    const PodConfig pod = loadPodConfig("builtin:default");
    TrainingModel m(pod);
    // One hour at 2.4 MW facility power: 1,152 GPU-h × $5.5 + 2.4 MWh × $80.
    m.accumulate(3600.0, kComputeS, true, 2.4e6 * 3600.0);
    QVERIFY(near(m.gpuCostToDateUsd(), 1152 * 5.5, 1e-12));
    QVERIFY(near(m.energyCostToDateUsd(), 2.4 * 80.0, 1e-12));
    QVERIFY(near(m.costToDateUsd(), 6336.0 + 192.0, 1e-12));
    Snapshot s;
    m.fillSnapshot(s);
    QCOMPARE(s.costToDateUsd, m.costToDateUsd());
    QCOMPARE(s.mfu, m.mfu());
  }

  void projectionAtTheCurrentRate() {
    const PodConfig pod = loadPodConfig("builtin:default");
    TrainingModel m(pod);
    m.accumulate(3600.0, kComputeS, true, 2.4e6 * 3600.0);
    const double rate = 4194304.0 / kComputeS;
    QVERIFY(near(m.tokensTrained(), rate * 3600.0, 1e-12));
    QVERIFY(near(m.progressFraction(), rate * 3600.0 / 15e12, 1e-12));
    // 15 T tokens at 3.43 M tokens/s: 50.6 days in all.
    const double totalS = 3600.0 + (15e12 - rate * 3600.0) / rate;
    QVERIFY(near(m.projectedDays(), totalS / 86400.0, 1e-12));
    QVERIFY(near(m.projectedDays(), 50.64, 1e-3));
    const double usdPerS = 1152 * 5.5 / 3600.0 + 2.4e6 / 3.6e9 * 80.0;
    QVERIFY(near(m.projectedCostUsd(), m.costToDateUsd() + (totalS - 3600.0) * usdPerS, 1e-12));
  }

  void projectionAtTheAverageRateHoldsThroughAnOutage() {
    const PodConfig pod = loadPodConfig("builtin:default");
    TrainingModel m(pod);
    Snapshot s;
    m.fillSnapshot(s);
    // Before the first token both projections are the planning estimate.
    QCOMPARE(s.projectedDaysAtAverageRate, m.projectedDays());
    QCOMPARE(s.projectedCostAtAverageRateUsd, m.projectedCostUsd());
    m.accumulate(3600.0, kComputeS, true, 2.4e6 * 3600.0);
    // Ten minutes at twice the step time (half the rate), as in a throttling failure.
    m.accumulate(600.0, 2.0 * kComputeS, true, 2.4e6 * 600.0);
    m.fillSnapshot(s);
    const double rate = 4194304.0 / kComputeS;
    const double tokens = rate * 3600.0 + rate / 2.0 * 600.0;
    QVERIFY(near(s.tokensTrained, tokens, 1e-12));
    // Average rate: 4,200 s per `tokens`, so 15 T tokens take 4200 × 15e12 / tokens seconds.
    QVERIFY(near(s.projectedDaysAtAverageRate, 4200.0 * 15e12 / tokens / 86400.0, 1e-12));
    QVERIFY(near(s.projectedCostAtAverageRateUsd, m.costToDateUsd() * 15e12 / tokens, 1e-12));
    // The current-rate projection doubles (50.6 → 101 d); the average-rate one moves by the ten
    // minutes' shortfall over 70 minutes: 50.6 d / (3,900 / 4,200) = 54.5 d.
    QVERIFY(s.projectedDays > 100.0);
    QVERIFY(near(s.projectedDaysAtAverageRate, 54.54, 1e-3));
  }

  void stoppedOrBrokenStepsStallWithoutNaN() {
    const PodConfig pod = loadPodConfig("builtin:default");
    TrainingModel m(pod);
    m.accumulate(10.0, kComputeS, true, 0.0);
    const double days = m.projectedDays();
    const double tokens = m.tokensTrained();
    m.accumulate(10.0, kComputeS, false, 0.0);  // job stopped: GPUs still rented
    QCOMPARE(m.mfu(), 0.0);
    QCOMPARE(m.tokensPerS(), 0.0);
    QCOMPARE(m.tokensTrained(), tokens);
    QVERIFY(near(m.gpuCostToDateUsd(), 1152 * 5.5 * 20.0 / 3600.0, 1e-12));
    QCOMPARE(m.projectedDays(), days);  // the last projection is kept, not divided by zero
    m.accumulate(10.0, std::nan(""), true, std::nan(""));
    QCOMPARE(m.mfu(), 0.0);
    QVERIFY(std::isfinite(m.costToDateUsd()));
    QCOMPARE(m.mfuForStepTime(0.0), 0.0);
    QCOMPARE(m.mfuForStepTime(-1.0), 0.0);
  }
};

PODTWIN_TEST_APPLESS_MAIN(TrainingModelTest)
}  // namespace training_model_test
#include "training_model_test.moc"
