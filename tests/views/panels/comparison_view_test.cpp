// ComparisonView: deltas between two runs and the explanation sentence.

#include <QtTest>
#include "support/test_main.h"

#include "panel_test_data.h"
#include "panels/comparison_view.h"

namespace comparison_view_test {

using namespace podtwin;
using namespace podtwin::views;

class ComparisonViewTest : public QObject {
  Q_OBJECT

 private slots:
  void deltaAndExplanation() {
    ComparisonView v;
    Snapshot a = testdata::sampleSnapshot();
    Snapshot b = testdata::sampleSnapshot();
    a.projectedDaysAtAverageRate = 41.5;
    b.projectedDaysAtAverageRate = 53.8;  // 12.3 days longer
    a.projectedCostAtAverageRateUsd = 14.8e6;
    b.projectedCostAtAverageRateUsd = 18.9e6;  // $4.1 M more
    // The current-rate projection (a failure in b right now) is not what the table compares.
    b.projectedDays = 200.0;
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
    a.projectedDaysAtAverageRate = 50.0;
    b.projectedDaysAtAverageRate = 45.0;
    a.projectedCostAtAverageRateUsd = 20.0e6;
    b.projectedCostAtAverageRateUsd = 19.18e6;
    v.updateSnapshots(a, b);
    QCOMPARE(
        v.explanation(),
        QStringLiteral("Run A finishes 5.0 days later and costs $820 k more compared with Run B."));
    QCOMPARE(ComparisonView::explain(QStringLiteral("A"), QStringLiteral("B"), 0.01, 100.0),
             QStringLiteral("A finishes at the same time and costs the same compared with B."));
  }

  void subjectBSpeaksOfB() {
    // A what-if B against the live run A: the sentence is about B, the difference is B − A.
    ComparisonView v;
    v.setTitles(QStringLiteral("A"), QStringLiteral("B"));
    v.setSubjectB(true);
    Snapshot a = testdata::sampleSnapshot();
    Snapshot b = testdata::sampleSnapshot();
    a.projectedDaysAtAverageRate = 40.0;
    b.projectedDaysAtAverageRate = 41.2;  // 1.2 days later
    a.projectedCostAtAverageRateUsd = 15.0e6;
    b.projectedCostAtAverageRateUsd = 15.321e6;  // $321 k more
    v.updateSnapshots(a, b);
    QCOMPARE(v.explanation(),
             QStringLiteral("B finishes 1.2 days later and costs $321 k more compared with A."));
    // +1.2 d is +3.0 % of A's 40.0 d.
    QCOMPARE(v.deltaText(QStringLiteral("Time to train")), QStringLiteral("+1.2 d (+3.0 %)"));
  }

  void missingDataShowsDash() {
    ComparisonView v;
    v.updateSnapshots(Snapshot{}, testdata::sampleSnapshot());
    QCOMPARE(v.valueText(QStringLiteral("Time to train"), 0), QStringLiteral("—"));
    QCOMPARE(v.deltaText(QStringLiteral("Time to train")), QStringLiteral("—"));
    QVERIFY(v.explanation().startsWith(QStringLiteral("Waiting")));
  }

  void measuredAndProjectedAreSeparateAndNamed() {
    ComparisonView v;
    Snapshot a = testdata::sampleSnapshot();
    Snapshot b = testdata::sampleSnapshot();
    a.timeS = b.timeS = 600.0;
    a.tokensTrained = 2.10e9;
    b.tokensTrained = 2.00e9;  // a: 5.0 % more
    a.costToDateUsd = 6300.0;  // $3.000 per M tokens
    b.costToDateUsd = 6500.0;  // $3.250 per M tokens: a is 7.7 % cheaper per token
    a.projectedDaysAtAverageRate = 40.0;
    b.projectedDaysAtAverageRate = 42.0;
    a.projectedCostAtAverageRateUsd = 18.0e6;
    b.projectedCostAtAverageRateUsd = 19.2e6;
    v.updateSnapshots(a, b);
    QCOMPARE(v.sectionTitles(),
             QStringList({QStringLiteral("Measured so far"), QStringLiteral("Now"),
                          QStringLiteral("Projected at the average rate so far")}));
    QCOMPARE(v.measuredHeading(), QStringLiteral("Measured so far (0 00:10:00 simulated)"));
    QCOMPARE(v.measuredText(),
             QStringLiteral("This pod has trained 5.0 % more tokens than Commodity design, at 7.7 "
                            "% lower cost per token."));
    QCOMPARE(v.projectedHeading(), QStringLiteral("Projected at the average rate so far"));
    QCOMPARE(
        v.explanation(),
        QStringLiteral(
            "This pod finishes 2.0 days sooner and saves $1.2 M compared with Commodity design."));
    QCOMPARE(v.valueText(QStringLiteral("Tokens trained"), 0), QStringLiteral("2.10 B tok"));
    QCOMPARE(v.valueText(QStringLiteral("Cost per million tokens"), 0),
             QStringLiteral("3.000 $/M tok"));
    QCOMPARE(v.deltaText(QStringLiteral("Cost per million tokens")),
             QStringLiteral("−0.250 $/M tok (−7.7 %)"));
    v.setNote(QStringLiteral("left out"));
    QCOMPARE(v.note(), QStringLiteral("left out"));
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
    b.projectedDaysAtAverageRate = 53.8;
    b.projectedCostAtAverageRateUsd = 18.9e6;
    b.tokensTrained = a.tokensTrained * 0.8;
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

PODTWIN_TEST_MAIN(ComparisonViewTest)
}  // namespace comparison_view_test
#include "comparison_view_test.moc"
