// ComparisonView: deltas between two runs and the explanation sentence.

#include <QtTest>

#include "panel_test_data.h"
#include "panels/comparison_view.h"

using namespace podtwin;
using namespace podtwin::views;

class ComparisonViewTest : public QObject {
  Q_OBJECT

 private slots:
  void deltaAndExplanation() {
    ComparisonView v;
    Snapshot a = testdata::sampleSnapshot();
    Snapshot b = testdata::sampleSnapshot();
    a.projectedDays = 41.5;
    b.projectedDays = 53.8;  // 12.3 days longer
    a.projectedCostUsd = 14.8e6;
    b.projectedCostUsd = 18.9e6;  // $4.1 M more
    a.mfu = 0.41;
    b.mfu = 0.33;
    a.pueEnergyWeighted = 1.124;
    b.pueEnergyWeighted = 1.45;
    v.updateSnapshots(a, b);
    QCOMPARE(
        v.explanation(),
        QStringLiteral(
            "This pod finishes 12.3 days sooner and saves $4.1 M compared with Commodity design."));
    QCOMPARE(v.valueText(QStringLiteral("Time to train"), 0), QStringLiteral("41.5 d"));
    QCOMPARE(v.valueText(QStringLiteral("Time to train"), 1), QStringLiteral("53.8 d"));
    // −12.3 d is −22.9 % of 53.8 d.
    QCOMPARE(v.deltaText(QStringLiteral("Time to train")), QStringLiteral("−12.3 d (−22.9 %)"));
    QCOMPARE(v.deltaText(QStringLiteral("Projected cost")), QStringLiteral("−$4.1 M (−21.7 %)"));
    QCOMPARE(v.deltaText(QStringLiteral("MFU")), QStringLiteral("+8.0 pp (+24.2 %)"));
    QCOMPARE(v.deltaText(QStringLiteral("PUE (energy-weighted)")),
             QStringLiteral("−0.326 (−22.5 %)"));
  }

  void worseAndTitles() {
    ComparisonView v;
    v.setTitles(QStringLiteral("Run A"), QStringLiteral("Run B"));
    Snapshot a = testdata::sampleSnapshot();
    Snapshot b = testdata::sampleSnapshot();
    a.projectedDays = 50.0;
    b.projectedDays = 45.0;
    a.projectedCostUsd = 20.0e6;
    b.projectedCostUsd = 19.18e6;
    v.updateSnapshots(a, b);
    QCOMPARE(
        v.explanation(),
        QStringLiteral("Run A finishes 5.0 days later and costs $820 k more compared with Run B."));
    QCOMPARE(ComparisonView::explain(QStringLiteral("A"), QStringLiteral("B"), 0.01, 100.0),
             QStringLiteral("A finishes at the same time and costs the same compared with B."));
  }

  void missingDataShowsDash() {
    ComparisonView v;
    v.updateSnapshots(Snapshot{}, testdata::sampleSnapshot());
    QCOMPARE(v.valueText(QStringLiteral("Time to train"), 0), QStringLiteral("—"));
    QCOMPARE(v.deltaText(QStringLiteral("Time to train")), QStringLiteral("—"));
    QVERIFY(v.explanation().startsWith(QStringLiteral("Waiting")));
  }

  void money() {
    QCOMPARE(ComparisonView::formatUsd(4.1e6), QStringLiteral("$4.1 M"));
    QCOMPARE(ComparisonView::formatUsd(820e3), QStringLiteral("$820 k"));
    QCOMPARE(ComparisonView::formatUsd(950.0), QStringLiteral("$950"));
    QCOMPARE(ComparisonView::formatUsd(-2.5e9), QStringLiteral("−$2.50 B"));
  }

  void screenshot() {
    ComparisonView v;
    Snapshot a = testdata::sampleSnapshot();
    Snapshot b = testdata::sampleSnapshot();
    b.projectedDays = 53.8;
    b.projectedCostUsd = 18.9e6;
    b.mfu = 0.33;
    b.pue = 1.45;
    b.pueEnergyWeighted = 1.45;
    b.stepTimeS = 6.7;
    b.tokensPerS = 1.22e6;
    b.gpuTempMaxC = 84.0;
    b.gpusThrottled = 36;
    b.facilityPowerKw = 3060.0;
    v.updateSnapshots(a, b);
    v.resize(720, 420);
    QVERIFY(testdata::distinctColours(testdata::grabWidget(v, QStringLiteral("comparison_view"))) >
            5);
  }
};

QTEST_MAIN(ComparisonViewTest)
#include "comparison_view_test.moc"
