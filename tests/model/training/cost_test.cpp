// Tests for model/training/cost: wall time and dollars of a run, and comparisons of two runs.
#include <QtTest>
#include "support/test_main.h"

#include "config/pod_config.h"
#include "training/cost.h"

namespace cost_test {

using namespace podtwin;
using namespace podtwin::training;

namespace {

bool near(double a, double b, double rel) {
  return std::abs(a - b) <= rel * std::abs(b);
}

}  // namespace

class CostTest : public QObject {
  Q_OBJECT

 private slots:
  void wallTimeFollowsTheStandardEstimate() {
    RunPlan p;  // 70 B params, 15 T tokens, 1,152 GPUs at 2.5 PFLOP/s
    p.facilityPowerW = 2.4e6;
    const RunEstimate e = estimateRun(p, 0.5);
    // T = 6 · 70e9 · 15e12 / (1152 · 2.5e15 · 0.5) = 4.375e6 s = 50.6 days.
    QVERIFY(near(e.wallTimeS, 6.3e24 / 1.44e18, 1e-12));
    QVERIFY(near(e.days, 50.637, 1e-4));
    QVERIFY(near(e.gpuHours, 1152 * e.wallTimeS / 3600.0, 1e-12));
    QVERIFY(near(e.gpuCostUsd, e.gpuHours * 5.5, 1e-12));
    QVERIFY(near(e.energyMwh, 2.4 * e.wallTimeS / 3600.0, 1e-12));
    QVERIFY(near(e.totalCostUsd, e.gpuCostUsd + e.energyMwh * 80.0, 1e-12));
  }

  void ninetyTwoAgainstSixtyFivePercentIsFortyTwoPercentSooner() {
    RunPlan p;
    p.facilityPowerW = 2.4e6;
    const RunComparison c = compareRuns(p, 0.92, p, 0.65);
    // The seed article's claim: 0.92 / 0.65 = 1.415 × sooner, and cheaper by the same ratio.
    QVERIFY(near(c.speedup, 0.92 / 0.65, 1e-12));
    QVERIFY(near(c.speedup, 1.42, 5e-3));
    QVERIFY(near(c.daysSaved, c.b.days - c.a.days, 1e-12));
    QVERIFY(near(c.b.totalCostUsd / c.a.totalCostUsd, 0.92 / 0.65, 1e-12));
    QVERIFY(c.costSavedUsd > 0.0);
  }

  void twoPodDesignsCompareByGpusAndMfu() {
    RunPlan small, big;
    big.gpus = 2304;
    small.facilityPowerW = 2.4e6;
    big.facilityPowerW = 4.8e6;
    const RunComparison c = compareRuns(big, 0.45, small, 0.5);
    // Twice the GPUs at 45 % against 50 %: 2 · 0.45 / 0.5 = 1.8 × sooner, same energy per GPU-s.
    QVERIFY(near(c.speedup, 1.8, 1e-12));
    QVERIFY(near(c.a.energyMwh / c.b.energyMwh, 2.0 / 1.8, 1e-12));
  }

  void planFromThePodUsesTdpAndPlanningPue() {
    const PodConfig pod = loadPodConfig("builtin:default");
    const RunPlan p = planFromPod(pod);
    QCOMPARE(p.gpus, 1152);
    const double itW = 16 * (72 * 1400.0 + pod.racks.nonGpuPowerW());
    QVERIFY(near(p.facilityPowerW, itW * 1.1, 1e-12));
    QCOMPARE(planFromPod(pod, 3e6).facilityPowerW, 3e6);
  }

  void impossibleMfuIsRejected() {
    RunPlan p;
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, estimateRun(p, 0.0));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, estimateRun(p, 1.2));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, estimateRun(p, std::nan("")));
  }
};

PODTWIN_TEST_APPLESS_MAIN(CostTest)
}  // namespace cost_test
#include "cost_test.moc"
