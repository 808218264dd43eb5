// The Compare menu's what-if A/B under Xvfb: a branch with an event injected into B only, and a
// comparison with another pod. Both draw B's lines beside A's in the charts, and the KPI tiles'
// differences B − A equal the difference of two headless runs of the same pods, scenarios,
// events and seed, computed here without the window.

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <cmath>
#include "support/test_main.h"

#include "charts/pod_charts.h"
#include "config/pod_config.h"
#include "core/builtin.h"
#include "gui/comparison_run.h"
#include "gui/comparison_workbench.h"
#include "gui/main_window.h"
#include "gui/presenter_mode.h"
#include "panels/comparison_view.h"
#include "panels/kpi_tiles.h"
#include "scenario/scenario.h"
#include "sim/simulation.h"

namespace comparison_workbench_test {

using podtwin::Event;
using podtwin::EventType;
using podtwin::PodConfig;
using podtwin::Scenario;
using podtwin::Simulation;
using podtwin::Snapshot;
using podtwin::gui::ComparisonWorkbench;
using podtwin::gui::MainWindow;
using podtwin::gui::SimController;
using podtwin::views::Kpi;
using podtwin::views::KpiTiles;
using podtwin::views::PodCharts;

namespace {
/// Jumps the window's run to `tS` and waits for it.
bool jumpAndWait(SimController* ctl, double tS) {
  ctl->jumpTo(tS);
  const bool done = QTest::qWaitFor([&] { return !ctl->isJumping(); }, 120000);
  ctl->sync();
  ctl->pollNow();
  return done;
}

/// Steps a headless run as the window's jump does: until its time reaches `tS`.
void runTo(Simulation& sim, double tS) {
  while (sim.timeS() + 1e-9 < tS) sim.step();
}

/// Every KPI tile's B − A against the headless runs' values: the same numbers, bit for bit (the
/// runs are deterministic and the tiles subtract the same two doubles).
void checkDeltas(const KpiTiles* kpis, const Snapshot& a, const Snapshot& b) {
  for (int i = 0; i < podtwin::views::kKpiCount; ++i) {
    const auto k = static_cast<Kpi>(i);
    const double expected = KpiTiles::kpiValue(k, b) - KpiTiles::kpiValue(k, a);
    QVERIFY2(kpis->comparisonDelta(k) == expected,
             qPrintable(QStringLiteral("KPI %1: tile %2, headless %3")
                            .arg(i)
                            .arg(kpis->comparisonDelta(k), 0, 'g', 17)
                            .arg(expected, 0, 'g', 17)));
    QVERIFY(!kpis->comparisonText(k).isEmpty());
  }
}

/// Both runs' lines are drawn in every chart: A's series and B's dashed twins have points.
void checkBothSeriesDrawn(const PodCharts* charts) {
  QVERIFY(charts->isComparing());
  for (int c = 0; c < charts->chartCount(); ++c) {
    const auto id = static_cast<PodCharts::ChartId>(c);
    const int twin = charts->comparisonSeries(id, 0);
    QVERIFY2(twin > 0, qPrintable(QString::number(c)));
    QVERIFY(charts->chart(id)->isDashed(twin));
    QVERIFY(!charts->chart(id)->isDashed(0));
    QVERIFY2(charts->chart(id)->drawnPointCount(0) > 0, qPrintable(QString::number(c)));
    QVERIFY2(charts->chart(id)->drawnPointCount(twin) > 0, qPrintable(QString::number(c)));
  }
}
}  // namespace

class ComparisonWorkbenchTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("PodTwinTest"));
    QCoreApplication::setApplicationName(QStringLiteral("PodTwinComparisonTest"));
    QSettings().clear();
  }

  void branchWithAnEventInBMatchesTwoHeadlessRuns() {
    MainWindow w;
    QVERIFY(w.openPod(QStringLiteral("builtin:default")));
    w.show();
    SimController* ctl = w.controller();
    const PodConfig pod = ctl->pod();
    const Scenario scenario = ctl->scenario();
    const std::uint64_t seed = ctl->seed();
    ComparisonWorkbench* cmp = w.comparison();

    QVERIFY(jumpAndWait(ctl, 30.0));
    const double branchS = ctl->snapshot().timeS;
    QVERIFY(cmp->branchHere());
    QCOMPARE(cmp->kind(), ComparisonWorkbench::Kind::Branch);
    // B is A's state at the fork.
    QVERIFY(ctl->state().comparison);
    QCOMPARE(ctl->state().comparison->tick, ctl->state().primary->tick);
    // B takes a different course: every rack capped at 90 kW, in B only (a branch sends the next
    // injections into B).
    QVERIFY(cmp->injectsIntoB());
    QVERIFY(w.action(QStringLiteral("compare_inject_b"))->isChecked());
    const std::map<std::string, double> cap = {{"cap_kw", 90.0}};
    QVERIFY(w.injectEvent(EventType::PowerCap, "pod", cap));
    QVERIFY(cmp->description().contains(QStringLiteral("Power cap")));
    // A's scenario is untouched; B's has the cap (queued: it arrives with the next poll).
    ctl->sync();
    ctl->pollNow();
    QCOMPARE(ctl->scenario().events.size(), scenario.events.size());
    QCOMPARE(ctl->comparisonScenario().events.size(), scenario.events.size() + 1);
    QVERIFY(jumpAndWait(ctl, 90.0));

    // Headless: A as loaded; B the same, capped at the fork's time.
    Simulation a(pod, scenario, seed);
    runTo(a, 90.0);
    Simulation b(pod, scenario, seed);
    runTo(b, branchS);
    b.inject(podtwin::makeEvent(branchS, EventType::PowerCap, "pod", cap));
    runTo(b, 90.0);
    Snapshot sa, sb;
    a.fillSnapshot(sa, true);
    b.fillSnapshot(sb, true);
    QCOMPARE(ctl->state().primary->timeS, sa.timeS);
    QCOMPARE(ctl->state().comparison->timeS, sb.timeS);
    // The cap is felt: B's racks draw less, so its facility power is lower.
    QVERIFY2(sb.itPowerKw < sa.itPowerKw - 1.0,
             qPrintable(QStringLiteral("%1 vs %2").arg(sb.itPowerKw).arg(sa.itPowerKw)));

    auto* kpis = w.findChild<KpiTiles*>();
    QVERIFY(kpis);
    checkDeltas(kpis, sa, sb);
    // The capped racks run slower steps: a difference the tiles show, not a zero.
    QVERIFY2(kpis->comparisonDelta(Kpi::StepTime) > 0.0,
             qPrintable(QString::number(kpis->comparisonDelta(Kpi::StepTime))));
    checkBothSeriesDrawn(w.charts());
    // The power chart's B line ends at B's IT power, A's at A's.
    const auto* power = w.charts()->chart(PodCharts::kPower);
    const std::size_t last = power->historySize() - 1;
    QCOMPARE(power->historyValue(0, last), sa.itPowerKw);
    QCOMPARE(power->historyValue(w.charts()->comparisonSeries(PodCharts::kPower, 0), last),
             sb.itPowerKw);
    // Before the fork B has no line of its own.
    QVERIFY(std::isnan(power->valueAt(w.charts()->comparisonSeries(PodCharts::kPower, 0), 10.0)));

    // Back to t = 0 and forward again: B replays from A's initial state with its own events, to
    // the same numbers.
    ctl->reset();
    QVERIFY(jumpAndWait(ctl, 90.0));
    checkDeltas(kpis, sa, sb);

    // The sentence speaks of B against A.
    QTRY_VERIFY(cmp->view()->explanation().startsWith(QStringLiteral("B ")));
    QVERIFY2(cmp->view()->explanation().contains(QStringLiteral("compared with A")),
             qPrintable(cmp->view()->explanation()));

    // F8 switches the 3D view to B and back.
    QVERIFY(!cmp->sceneShowsB());
    w.action(QStringLiteral("compare_show_b"))->trigger();
    QVERIFY(cmp->sceneShowsB());
    QVERIFY(cmp->sceneBar()->text().contains(QStringLiteral("B (F8")));
    w.action(QStringLiteral("compare_show_b"))->trigger();
    QVERIFY(!cmp->sceneShowsB());

    // Presenter mode compares against this B, not the commodity design, and leaves it running.
    w.setPresenterMode(true);
    auto* presenterRun = w.findChild<podtwin::gui::PresenterMode*>()->comparison();
    QVERIFY(presenterRun->isChosen());
    QCOMPARE(ctl->comparisonPod()->name, pod.name);
    QVERIFY(presenterRun->view()->subjectIsB());
    w.setPresenterMode(false);
    QVERIFY(ctl->comparisonPod());

    // Stopping removes B and its lines.
    w.action(QStringLiteral("compare_stop"))->trigger();
    QVERIFY(!cmp->isComparing());
    QVERIFY(!w.charts()->isComparing());
    QCOMPARE(static_cast<int>(w.charts()->chart(PodCharts::kPower)->seriesCount()),
             w.charts()->seriesPerRun(PodCharts::kPower));
    QVERIFY(std::isnan(kpis->comparisonDelta(Kpi::Pue)));
  }

  void anotherPodMatchesTwoHeadlessRuns() {
    MainWindow w;
    QVERIFY(w.openPod(QStringLiteral("builtin:default")));
    QVERIFY(w.openScenario(QStringLiteral("builtin:pump_loss_n1")));
    w.show();
    SimController* ctl = w.controller();
    QVERIFY(jumpAndWait(ctl, 20.0));
    QString error;
    QVERIFY2(w.comparison()->compareWithPod(QStringLiteral("builtin:commodity"), &error),
             qPrintable(error));
    // Both runs restart at t = 0 and replay in lock step to where A was.
    QVERIFY(QTest::qWaitFor([&] { return !ctl->isJumping(); }, 120000));
    ctl->sync();
    ctl->pollNow();
    QVERIFY(ctl->state().comparison);
    QCOMPARE(ctl->state().comparison->timeS, ctl->state().primary->timeS);
    const double endS = ctl->snapshot().timeS;
    QVERIFY(endS >= 20.0);

    const PodConfig podA = ctl->pod();
    const PodConfig podB = podtwin::loadPodConfig("builtin:commodity");
    const Scenario scA = ctl->scenario();
    const Scenario scB = podtwin::fitScenarioTo(scA, Simulation::countsFor(podB)).scenario;
    Simulation a(podA, scA, ctl->seed());
    runTo(a, endS);
    Simulation b(podB, scB, ctl->seed());
    runTo(b, endS);
    Snapshot sa, sb;
    a.fillSnapshot(sa, true);
    b.fillSnapshot(sb, true);
    auto* kpis = w.findChild<KpiTiles*>();
    checkDeltas(kpis, sa, sb);
    checkBothSeriesDrawn(w.charts());
    // B's lines start at t = 0 with A's.
    const auto* power = w.charts()->chart(PodCharts::kPower);
    QVERIFY(!std::isnan(power->valueAt(w.charts()->comparisonSeries(PodCharts::kPower, 0), 5.0)));
    QVERIFY(w.comparison()->description().contains(QStringLiteral("builtin:commodity")));
  }

  void anotherScenarioMatchesTwoHeadlessRuns() {
    MainWindow w;
    QVERIFY(w.openPod(QStringLiteral("builtin:default")));
    w.show();
    SimController* ctl = w.controller();
    QVERIFY(jumpAndWait(ctl, 40.0));
    QString error;
    QVERIFY2(w.comparison()->compareWithScenario(QStringLiteral("builtin:pump_loss_n1"), &error),
             qPrintable(error));
    QCOMPARE(w.comparison()->kind(), ComparisonWorkbench::Kind::Scenario);
    QVERIFY(QTest::qWaitFor([&] { return !ctl->isJumping(); }, 120000));
    ctl->sync();
    ctl->pollNow();
    const double endS = ctl->snapshot().timeS;
    QVERIFY(endS >= 40.0);
    const PodConfig pod = ctl->pod();
    Simulation a(pod, ctl->scenario(), ctl->seed());
    runTo(a, endS);
    const podtwin::PodCounts counts = Simulation::countsFor(pod);
    const auto [text, name] = podtwin::readSource("scenario", "builtin:pump_loss_n1");
    Simulation b(pod, podtwin::parseScenario(text, name, &counts), ctl->seed());
    runTo(b, endS);
    Snapshot sa, sb;
    a.fillSnapshot(sa, true);
    b.fillSnapshot(sb, true);
    checkDeltas(w.findChild<KpiTiles*>(), sa, sb);
    checkBothSeriesDrawn(w.charts());
  }

  void badPodIsRefusedAndChangesNothing() {
    MainWindow w;
    w.quietErrors = true;
    QVERIFY(w.openPod(QStringLiteral("builtin:default")));
    QString error;
    QVERIFY(!w.comparison()->compareWithPod(QStringLiteral("builtin:no_such_pod"), &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(!w.comparison()->isComparing());
    QVERIFY(!w.controller()->comparisonPod());
  }
};

PODTWIN_TEST_MAIN(ComparisonWorkbenchTest)
}  // namespace comparison_workbench_test
#include "comparison_workbench_test.moc"
