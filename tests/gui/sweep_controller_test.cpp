// Sweeps from the GUI under Xvfb: Study → Run sweep… runs a built-in spec beside the live run and
// its table holds exactly the numbers a headless study::runCases gives; the histogram counts every
// case; Cancel keeps the finished cases; a bad spec names its file and field and keeps the previous
// results; closing the window mid-sweep stops the workers cleanly.

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <cmath>
#include <cstring>
#include <functional>
#include <map>
#include <numeric>
#include "support/test_main.h"

#include "gui/design_workbench.h"
#include "gui/gui_test_support.h"
#include "gui/main_window.h"
#include "gui/sweep_controller.h"
#include "gui/sweep_dialog.h"
#include "gui/sweep_study.h"
#include "panels/sweep_results_view.h"
#include "study/case_table.h"
#include "study/sweep_pool.h"

namespace sweep_controller_test {

using podtwin::gui::MainWindow;
using podtwin::gui::SweepController;
using podtwin::gui::SweepDialog;
namespace study = podtwin::study;

using podtwin::gui::testing::onNextModal;
using podtwin::gui::testing::runGuiTicks;
namespace {
/// The same spec run headless on one thread: results by case index.
std::map<std::size_t, study::CaseResult> headless(const study::SweepSpec& spec) {
  std::vector<std::size_t> idx(spec.caseCount());
  std::iota(idx.begin(), idx.end(), std::size_t{0});
  study::PoolOptions o;
  o.threads = 1;
  std::map<std::size_t, study::CaseResult> out;
  study::runCases(spec, idx, o, [&](const study::CaseResult& r) { out[r.def.index] = r; });
  return out;
}

/// Equal as stored bits (NaN equals NaN): the GUI must show the model's numbers, not rounded ones.
bool sameBits(double a, double b) {
  return std::memcmp(&a, &b, sizeof a) == 0;
}

QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& text) {
  const QString path = dir.filePath(name);
  QFile f(path);
  if (!f.open(QIODevice::WriteOnly)) return {};
  f.write(text);
  return path;
}

// Eight half-hour cases of the default pod, one per battery size: long enough per case that a
// cancel after the first one stops the rest.
const QByteArray kEightCases = R"({"schema_version": 1, "pod": "builtin:default",
  "duration_s": 1800, "seed": 3,
  "grid": {"power.battery.capacity_kwh": [250, 500, 750, 1000, 1250, 1500, 1750, 2000]},
  "kpis": ["min_soc", "cost_usd"]}
)";
}  // namespace

class SweepControllerTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("PodTwinTest"));
    QCoreApplication::setApplicationName(QStringLiteral("PodTwinSweepGuiTest"));
    QSettings().clear();
  }

  void builtinSweepThroughMenuMatchesHeadless() {
    MainWindow w;
    w.quietErrors = true;
    QVERIFY(w.openPod(QStringLiteral("builtin:default")));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QTemporaryDir out;
    QVERIFY(out.isValid());

    // Study → Run sweep…: pick the quick built-in, two threads, an output folder.
    bool sawDialog = false;
    bool descriptionOk = false;
    onNextModal([&](QWidget* m) {
      auto* dlg = qobject_cast<SweepDialog*>(m);
      if (dlg == nullptr) return;
      sawDialog = true;
      dlg->setSpecRef(QStringLiteral("builtin:quick_check"));
      dlg->setThreads(2);
      dlg->setOutDir(out.filePath(QStringLiteral("quick")));
      // The dialog previews the spec: its description and case count.
      const QString about = dlg->findChild<QLabel*>(QStringLiteral("sweepDescription"))->text();
      descriptionOk = about.contains(QStringLiteral("Cases: 4, each 120 s simulated")) &&
                      about.contains(QStringLiteral("Four two-minute cases"));
      dlg->grab().save(QStringLiteral("sweep_dialog.png"));  // for a person to look at
      dlg->accept();
    });
    QAction* run = w.action(QStringLiteral("sweep_run"));
    QVERIFY(run != nullptr);
    QCOMPARE(run->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    run->trigger();
    QVERIFY(sawDialog);
    QVERIFY(descriptionOk);
    SweepController* ctl = w.sweeps()->controller();
    QCOMPARE(ctl->threads(), 2);
    QTRY_COMPARE_WITH_TIMEOUT(ctl->state(), SweepController::State::Finished, 120000);
    QVERIFY(w.sweeps()->dock()->isVisible());

    const study::SweepSpec spec = SweepController::loadSpec(QStringLiteral("builtin:quick_check"));
    QCOMPARE(spec.caseCount(), std::size_t{4});
    const auto ref = headless(spec);
    auto* view = w.sweeps()->results();
    QCOMPARE(view->rowCount(), 4);
    QCOMPARE(view->tableView()->model()->rowCount(), 4);
    const QStringList cols = view->columns();
    QCOMPARE(cols, SweepController::columns(spec));
    // Every cell equals the headless run's number, bit for bit (rows arrive in any order).
    std::vector<bool> seen(4, false);
    for (int r = 0; r < 4; ++r) {
      const double c = view->valueAt(r, 0);
      QVERIFY(c >= 0.0 && c < 4.0);
      const auto index = static_cast<std::size_t>(c);
      seen[index] = true;
      const std::vector<double> expected = SweepController::tableRow(spec, ref.at(index));
      QCOMPARE(static_cast<std::size_t>(cols.size()), expected.size());
      for (int k = 0; k < cols.size(); ++k) {
        const double shown = view->valueAt(r, k);
        if (!sameBits(shown, expected[static_cast<std::size_t>(k)]))
          QFAIL(qPrintable(QStringLiteral("case %1 column %2: %3 vs headless %4")
                               .arg(index)
                               .arg(cols[k])
                               .arg(shown, 0, 'g', 17)
                               .arg(expected[static_cast<std::size_t>(k)], 0, 'g', 17)));
      }
      QCOMPARE(ctl->rows().at(index), study::casesCsvRow(spec, ref.at(index)));
    }
    QVERIFY(std::all_of(seen.begin(), seen.end(), [](bool b) { return b; }));

    // The histogram starts on the battery's lowest SOC and counts every case.
    const int soc = static_cast<int>(cols.indexOf(QStringLiteral("min_soc")));
    QVERIFY(soc >= 0);
    QCOMPARE(view->histogramColumn(), soc);
    const auto& counts = view->histogram().counts;
    QCOMPARE(std::accumulate(counts.begin(), counts.end(), 0), 4);
    // Percentiles shown are those of the headless values.
    std::vector<double> socs;
    const auto k = static_cast<std::size_t>(soc) - 3 - spec.grid.size();
    for (const auto& [i, r] : ref) socs.push_back(r.kpis[k]);
    std::sort(socs.begin(), socs.end());
    const study::KpiStats st = study::computeStats(socs);
    QCOMPARE(view->statistics().n, std::size_t{4});
    QCOMPARE(view->statistics().p5, st.p5);
    QCOMPARE(view->statistics().p50, st.p50);
    QCOMPARE(view->statistics().p95, st.p95);
    QVERIFY(view->statisticsText().contains(QStringLiteral("p95")));
    QCOMPARE(view->progressBar()->value(), 4);
    QVERIFY(!view->cancelButton()->isEnabled());
    QVERIFY(view->exportButton()->isEnabled());

    // The output folder holds the podtwin-sim sweep files.
    study::CaseRows rows;
    for (const auto& [i, r] : ref) rows[i] = study::casesCsvRow(spec, r);
    QFile csv(out.filePath(QStringLiteral("quick/cases.csv")));
    QVERIFY(csv.open(QIODevice::ReadOnly));
    QCOMPARE(csv.readAll().toStdString(), study::casesCsvText(spec, rows));
    QFile summary(out.filePath(QStringLiteral("quick/summary.json")));
    QVERIFY(summary.open(QIODevice::ReadOnly));
    QCOMPARE(summary.readAll().toStdString(), study::summaryJson(spec, rows).dump(2) + "\n");
    // And Export CSV… writes the same table.
    const QString exported = out.filePath(QStringLiteral("exported.csv"));
    QVERIFY(w.sweeps()->exportCsv(exported));
    QFile e(exported);
    QVERIFY(e.open(QIODevice::ReadOnly));
    QCOMPARE(e.readAll().toStdString(), study::casesCsvText(spec, rows));
  }

  void mergedElectricalStepsFromTheDialogAreTheHeadlessMergedRun() {
    MainWindow w;
    w.quietErrors = true;
    QVERIFY(w.openPod(QStringLiteral("builtin:default")));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));

    // Study → Run sweep… with "merge steady 1 ms electrical steps" ticked (it starts unticked).
    bool startedUnticked = false;
    onNextModal([&](QWidget* m) {
      auto* dlg = qobject_cast<SweepDialog*>(m);
      if (dlg == nullptr) return;
      auto* merge = dlg->findChild<QCheckBox*>(QStringLiteral("sweepMergeElectrical"));
      startedUnticked = merge != nullptr && !merge->isChecked();
      dlg->setSpecRef(QStringLiteral("builtin:quick_check"));
      dlg->setThreads(2);
      dlg->setOutDir(QString());
      if (merge != nullptr) merge->setChecked(true);
      dlg->accept();
    });
    w.action(QStringLiteral("sweep_run"))->trigger();
    QVERIFY(startedUnticked);
    SweepController* ctl = w.sweeps()->controller();
    QTRY_COMPARE_WITH_TIMEOUT(ctl->state(), SweepController::State::Finished, 120000);

    // Every row is the headless sweep's with the pod key set, bit for bit, and not the 1 ms one.
    study::SweepSpec spec = SweepController::loadSpec(QStringLiteral("builtin:quick_check"));
    const auto exact = headless(spec);
    study::setBasePodKey(spec, "timing.electrical_macro_steps",
                         podtwin::TimingConfig::kMaxElectricalMacroSteps, "test");
    const auto merged = headless(spec);
    QCOMPARE(ctl->rows().size(), merged.size());
    int differ = 0;
    for (const auto& [index, r] : merged) {
      QCOMPARE(ctl->rows().at(index), study::casesCsvRow(spec, r));
      if (study::casesCsvRow(spec, r) != study::casesCsvRow(spec, exact.at(index))) ++differ;
    }
    QVERIFY(differ > 0);

    // The choice is remembered for the next sweep.
    bool remembered = false;
    onNextModal([&](QWidget* m) {
      auto* dlg = qobject_cast<SweepDialog*>(m);
      if (dlg == nullptr) return;
      auto* merge = dlg->findChild<QCheckBox*>(QStringLiteral("sweepMergeElectrical"));
      remembered = merge != nullptr && merge->isChecked() &&
                   dlg->electricalMacroSteps() == podtwin::TimingConfig::kMaxElectricalMacroSteps;
      dlg->reject();
    });
    w.action(QStringLiteral("sweep_run"))->trigger();
    QVERIFY(remembered);
    QSettings().remove(QStringLiteral("sweep/mergeElectrical"));
  }

  void sweepRunsTheEditedDesign() {
    MainWindow w;
    w.quietErrors = true;
    QVERIFY(w.openPod(QStringLiteral("builtin:default")));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    // An edit in the design editor, a key the quick check's grid does not vary.
    QVERIFY(
        w.design()->setValue(QStringLiteral("workload.smoothing.floor_pct"), QStringLiteral("50")));

    // Study → Run sweep… offers the edited design as the base pod, ticked.
    bool offered = false;
    onNextModal([&](QWidget* m) {
      auto* dlg = qobject_cast<SweepDialog*>(m);
      if (dlg == nullptr) return;
      auto* box = dlg->findChild<QCheckBox*>(QStringLiteral("sweepUseDesign"));
      offered = box != nullptr && box->isEnabled() && box->isChecked();
      dlg->setSpecRef(QStringLiteral("builtin:quick_check"));
      dlg->setThreads(1);
      dlg->setOutDir(QString());
      dlg->accept();
    });
    w.action(QStringLiteral("sweep_run"))->trigger();
    QVERIFY(offered);
    SweepController* ctl = w.sweeps()->controller();
    const study::SweepSpec& spec = ctl->spec();
    // Every case starts from the edited pod; the grid still sets its own keys.
    for (std::size_t i = 0; i < spec.caseCount(); ++i) {
      const podtwin::PodConfig pod =
          podtwin::parsePodConfig(study::podJsonFor(spec, study::caseAt(spec, i)).dump(), "case");
      QCOMPARE(pod.workload.smoothing.floorPct, 50.0);
    }
    QCOMPARE(study::podJsonFor(spec, study::caseAt(spec, 0))["power"]["battery"]["capacity_kwh"],
             nlohmann::json(500));
    QVERIFY(!w.sweeps()->baseDesignLabel().isEmpty());
    w.sweeps()->stopAndWait();
  }

  void cancelKeepsFinishedCases() {
    QTemporaryDir dir;
    const QString path = writeFile(dir, QStringLiteral("eight.json"), kEightCases);
    MainWindow w;
    w.quietErrors = true;
    QVERIFY(w.openPod(QStringLiteral("builtin:default")));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    // The live run keeps going beside the sweep.
    w.controller()->setSpeed(podtwin::gui::SimController::kMaxSpeed);
    w.controller()->play();
    SweepController* ctl = w.sweeps()->controller();
    auto* view = w.sweeps()->results();
    // Cancel from the dock's button as soon as the first case is in.
    bool clicked = false;
    connect(ctl, &SweepController::caseFinished, view, [&] {
      if (clicked) return;
      clicked = true;
      QVERIFY(view->cancelButton()->isEnabled());
      view->cancelButton()->click();
    });
    QVERIFY(w.sweeps()->start(path, 1));
    QVERIFY(ctl->isRunning());
    QVERIFY(!w.action(QStringLiteral("sweep_run"))->isEnabled());
    QVERIFY(w.action(QStringLiteral("sweep_cancel"))->isEnabled());
    const double liveT0 = w.controller()->snapshot().timeS;
    QTRY_VERIFY_WITH_TIMEOUT(!ctl->isRunning(), 120000);
    QCOMPARE(ctl->state(), SweepController::State::Cancelled);
    QVERIFY(clicked);
    QVERIFY(ctl->done() >= 1);
    QVERIFY(ctl->done() < ctl->total());
    QCOMPARE(ctl->total(), std::size_t{8});
    QCOMPARE(static_cast<std::size_t>(view->rowCount()), ctl->done());
    QCOMPARE(static_cast<std::size_t>(view->tableView()->model()->rowCount()), ctl->done());
    QCOMPARE(static_cast<std::size_t>(std::accumulate(view->histogram().counts.begin(),
                                                      view->histogram().counts.end(), 0)),
             ctl->done());
    QVERIFY(view->progressText().startsWith(QStringLiteral("Cancelled")));
    QVERIFY(!view->cancelButton()->isEnabled());
    QVERIFY(w.action(QStringLiteral("sweep_run"))->isEnabled());
    QVERIFY(!w.action(QStringLiteral("sweep_cancel"))->isEnabled());
    // Every kept case is a whole, ok case (no interrupted half-run in the table).
    for (const auto& r : ctl->results()) QCOMPARE(r.status, study::CaseStatus::Ok);
    QTRY_VERIFY_WITH_TIMEOUT(w.controller()->snapshot().timeS > liveT0, 60000);
    w.controller()->pause();
  }

  void badSpecKeepsPreviousResults() {
    QTemporaryDir dir;
    MainWindow w;
    w.quietErrors = true;
    QVERIFY(w.openPod(QStringLiteral("builtin:default")));
    QVERIFY(w.sweeps()->start(QStringLiteral("builtin:quick_check"), 2));
    QTRY_COMPARE_WITH_TIMEOUT(w.sweeps()->controller()->state(), SweepController::State::Finished,
                              120000);
    QCOMPARE(w.sweeps()->results()->rowCount(), 4);

    const QString bad = writeFile(dir, QStringLiteral("bad_sweep.json"),
                                  "{\"schema_version\": 1, \"duration_s\": 60,\n"
                                  " \"kpis\": [\"min_soc\", \"min_soc_typo\"]}\n");
    QString error;
    QVERIFY(!w.sweeps()->start(bad, 1, {}, &error));
    // file:line: /json/path: reason — the same text podtwin-sim prints.
    QVERIFY2(error.contains(bad + QStringLiteral(":2:")), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("/kpis/1")), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("min_soc_typo")), qPrintable(error));
    QVERIFY(w.lastErrorText.contains(error));
    QVERIFY(w.lastErrorText.contains(QStringLiteral("previous results are kept")));
    QCOMPARE(w.sweeps()->results()->rowCount(), 4);
    QCOMPARE(w.sweeps()->controller()->rows().size(), std::size_t{4});
    QCOMPARE(w.sweeps()->controller()->state(), SweepController::State::Finished);

    // A missing file is reported the same way.
    const QString missing = dir.filePath(QStringLiteral("nope.json"));
    QVERIFY(!w.sweeps()->start(missing, 1, {}, &error));
    QVERIFY2(error.contains(missing), qPrintable(error));
    QVERIFY(!w.sweeps()->start(QStringLiteral("builtin:no_such_sweep"), 1, {}, &error));
    QVERIFY2(error.contains(QStringLiteral("quick_check")), qPrintable(error));  // lists built-ins
    QCOMPARE(w.sweeps()->results()->rowCount(), 4);
  }

  void sensitivityStudyDrawsATornadoOfTheCasesKpis() {
    // builtin:design_sensitivity: the base pod, then ambient, dry-cooler approach, battery and GPU
    // power each at a low and a high value. The tornado of the hottest GPU ranks GPU power first
    // (it moves the die temperature most), its bars are the cases' own KPIs, and the battery, which
    // changes nothing thermal, swings 0.
    MainWindow w;
    w.quietErrors = true;
    w.resize(1600, 1000);
    w.show();
    QVERIFY(w.openPod(QStringLiteral("builtin:default")));
    QVERIFY(w.sweeps()->start(QStringLiteral("builtin:design_sensitivity"), 2));
    QTRY_COMPARE_WITH_TIMEOUT(w.sweeps()->controller()->state(), SweepController::State::Finished,
                              300000);
    auto* view = w.sweeps()->results();
    QCOMPARE(view->rowCount(), 9);
    QCOMPARE(view->picture(), podtwin::views::SweepResultsView::Picture::Tornado);
    const auto gpu = static_cast<int>(view->columns().indexOf(QStringLiteral("gpu_temp_max_c")));
    const auto tdp = static_cast<int>(view->columns().indexOf(QStringLiteral("racks.gpu_tdp_w")));
    QVERIFY(gpu > 0 && tdp > 0);
    view->setHistogramColumn(gpu);
    const auto& t = view->tornado();
    QCOMPARE(t.bars.size(), std::size_t(4));
    QCOMPARE(view->columns().value(3 + t.bars[0].axis), QStringLiteral("racks.gpu_tdp_w"));
    QCOMPARE(view->columns().value(3 + t.bars[3].axis),
             QStringLiteral("power.battery.capacity_kwh"));
    QCOMPARE(t.bars[3].swing(), 0.0);
    // Each bar end is the KPI of the case at that value, as the table (and podtwin-sim) has it.
    double base = NAN, at1600 = NAN;
    for (int i = 0; i < view->rowCount(); ++i) {
      if (view->valueAt(i, 1) == 0.0) base = view->valueAt(i, gpu);
      if (view->valueAt(i, tdp) == 1600.0) at1600 = view->valueAt(i, gpu);
    }
    QCOMPARE(t.baseKpi, base);
    QCOMPARE(t.bars[0].highValue, 1600.0);
    QCOMPARE(t.bars[0].kpiAtHigh, at1600);
    QVERIFY(t.bars[0].kpiAtHigh > t.baseKpi && t.bars[0].kpiAtLow < t.baseKpi);
    if (qEnvironmentVariableIsSet("PODTWIN_SCREENSHOT_DIR")) {
      w.sweeps()->dock()->raise();
      QTRY_VERIFY_WITH_TIMEOUT(!w.sweeps()->dock()->visibleRegion().isEmpty(),
                               podtwin::gui::testing::kWaitMs);
      QVERIFY(runGuiTicks(w.controller()));  // the dock lays out and draws the tornado
      w.grabImage(w.sweeps()->dock())
          .save(qEnvironmentVariable("PODTWIN_SCREENSHOT_DIR") +
                QStringLiteral("/sweep_tornado.png"));
    }
  }

  void closingDuringSweepStopsCleanly() {
    auto* w = new MainWindow;
    w->quietErrors = true;
    QVERIFY(w->openPod(QStringLiteral("builtin:default")));
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w));
    QVERIFY(w->sweeps()->start(QStringLiteral("builtin:battery_size_mc"), 2));
    QCOMPARE(w->sweeps()->controller()->total(), std::size_t{96});
    QTRY_VERIFY_WITH_TIMEOUT(w->sweeps()->controller()->done() >= 1, 120000);
    SweepController* ctl = w->sweeps()->controller();
    w->close();  // stops and joins the workers
    QVERIFY(ctl->done() < ctl->total());
    delete w;  // the controller's destructor finds nothing left to join
  }
};

PODTWIN_TEST_MAIN(SweepControllerTest)
}  // namespace sweep_controller_test
#include "sweep_controller_test.moc"
