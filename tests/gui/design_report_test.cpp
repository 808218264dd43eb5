// The design report PDF: the expected pages and text (read back with pdftotext), the KPI figures
// equal to a headless run of the same pod and scenario, the charts as vector graphics (the only
// raster image is the 3D picture), the comparison with B, and a bad B refused with its file and
// reason.

#include <QLocale>
#include <QTemporaryDir>
#include <QtTest>
#include <algorithm>
#include "support/test_main.h"

#include "core/config_error.h"
#include "gui/design_report.h"
#include "gui/main_window.h"
#include "gui/sweep_controller.h"
#include "gui/sweep_study.h"
#include "gui_test_support.h"
#include "pdf_test_support.h"
#include "sim/simulation.h"
#include "study/case_runner.h"

namespace design_report_test {

using namespace podtwin;
using podtwin::gui::DesignReport;

using podtwin::gui::testing::pdfText;
using podtwin::gui::testing::runTool;

class DesignReportTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

  void reportHoldsTheRunAndTheComparison() {
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("report.pdf"));
    const auto request = DesignReport::fromSpecs(QStringLiteral("builtin:default"),
                                                 QStringLiteral("builtin:pump_loss_n1"), 300.0,
                                                 QStringLiteral("builtin:commodity"));
    QVERIFY(request.comparePod.has_value());
    QString error;
    QVERIFY2(DesignReport::write(request, pdf, &error), qPrintable(error));

    const QString info = runTool(QStringLiteral("pdfinfo"), {pdf});
    QVERIFY2(!info.isEmpty(), "pdfinfo (poppler-utils) must be installed: scripts/setup.sh");
    const QRegularExpression pagesRe(QStringLiteral("Pages:\\s+(\\d+)"));
    const int pages = pagesRe.match(info).captured(1).toInt();
    QVERIFY2(pages >= 4 && pages <= 8, qPrintable(info));

    const QString text = pdfText(pdf);
    for (const char* expected :
         {"Design report: PodTwin reference pod", "scenario builtin:pump_loss_n1", "Design",
          "Gensets", "N+1", "Key figures", "B: builtin:commodity", "Comparison",
          "Projected at the average rate so far", "Charts over the run", "Power balance",
          "GPU temperature", "Coolant per CDU", "The pod at the end of the run", "Events",
          "Pump failed", "coasting down"}) {
      QVERIFY2(text.contains(QString::fromUtf8(expected)), expected);
    }

    // The KPI table's figures are the headless run's.
    Simulation a(request.pod, request.scenario, request.seed);
    a.runUntil(300.0);
    const RunSummary s = a.summary();
    QVERIFY2(text.contains(QLocale().toString(s.pueEnergyWeighted, 'f', 4)),
             qPrintable(QLocale().toString(s.pueEnergyWeighted, 'f', 4)));
    QVERIFY(text.contains(QLocale().toString(100.0 * s.mfuMean, 'f', 2) + QStringLiteral(" %")));
    Simulation b(*request.comparePod, *request.compareScenario, request.seed);
    b.runUntil(300.0);
    QVERIFY(text.contains(QLocale().toString(b.summary().pueEnergyWeighted, 'f', 4)));
    QVERIFY(s.pueEnergyWeighted < b.summary().pueEnergyWeighted);

    // Vector charts: the 3D view is the one raster image in the file (pdfimages lists a header of
    // two lines, then one line per image).
    const QStringList images = runTool(QStringLiteral("pdfimages"), {QStringLiteral("-list"), pdf})
                                   .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(images.size(), 3);
  }

  void aScenarioAsBRunsOnTheSamePod() {
    const auto request = DesignReport::fromSpecs(QStringLiteral("builtin:default"), QString(), 60.0,
                                                 QStringLiteral("builtin:pump_loss_n1"));
    QVERIFY(!request.comparePod.has_value());
    QVERIFY(request.compareScenario.has_value());
    QCOMPARE(request.compareScenario->name, std::string("pump_loss_n1"));
  }

  void aSweepAddsItsPercentiles() {
    // builtin:quick_check: four two-minute cases (battery 500 / 2000 kWh by ambient 20 / 35 °C).
    const auto sweep = DesignReport::runSweep(QStringLiteral("builtin:quick_check"), 1);
    QCOMPARE(sweep.rows.size(), std::size_t{4});
    auto request =
        DesignReport::fromSpecs(QStringLiteral("builtin:default"), QString(), 60.0, QString());
    request.include3d = false;
    request.sweep = sweep;
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("sweep.pdf"));
    QString error;
    QVERIFY2(DesignReport::write(request, pdf, &error), qPrintable(error));
    const QString text = pdfText(pdf);
    for (const char* expected : {"Sweep: Quick check", "4 of 4 cases finished, 4 ok",
                                 "power.battery.capacity_kwh (2 values)", "p5", "p50", "p95",
                                 "pue_energy_weighted", "gpu_temp_max_c"}) {
      QVERIFY2(text.contains(QString::fromUtf8(expected)), expected);
    }
    // The percentiles are those of four headless runs of the grid points (linear interpolation
    // between closest ranks: p5 at rank 0.15, p50 halfway between the middle two, p95 at 2.85).
    std::vector<double> pue;
    for (std::size_t i = 0; i < 4; ++i) {
      const study::CaseDef c = study::caseAt(sweep.spec, i);
      Simulation sim(study::podFor(sweep.spec, c), Scenario{}, c.simSeed);
      sim.runUntil(sweep.spec.durationS);
      pue.push_back(sim.summary().pueEnergyWeighted);
    }
    std::sort(pue.begin(), pue.end());
    const double p5 = pue[0] + 0.15 * (pue[1] - pue[0]);
    const double p50 = 0.5 * (pue[1] + pue[2]);
    const double p95 = pue[2] + 0.85 * (pue[3] - pue[2]);
    QVERIFY(pue[3] > pue[0]);  // ambient moves PUE, so the three differ
    // Mean, p5, p50, p95 in the row's order (pdftotext reads a table row's numbers in order).
    const QString row =
        QStringLiteral("%1 %2 %3 %4")
            .arg(QLocale().toString(0.25 * (pue[0] + pue[1] + pue[2] + pue[3]), 'f', 4),
                 QLocale().toString(p5, 'f', 4), QLocale().toString(p50, 'f', 4),
                 QLocale().toString(p95, 'f', 4));
    QVERIFY2(text.contains(row), qPrintable(row));
  }

  void exportFromTheWindowReportsTheRunSoFar() {
    // File → Export report: the run up to now, with the event injected into it.
    gui::MainWindow w;
    w.quietErrors = true;
    w.show();
    QVERIFY(w.openPod(QStringLiteral("builtin:default")));
    QVERIFY(gui::testing::runPast(w.controller(), 30.0));
    QVERIFY(w.injectEvent(EventType::PumpFail, "cdu2/pump2"));
    // Past the injection by 30 s whatever it was (a loaded machine overshoots 30 s), so the rerun
    // to now applies it and logs its consequences.
    QVERIFY(gui::testing::runPast(w.controller(), w.controller()->snapshot().timeS + 30.0));
    // The report reruns the controller's scenario, which holds the injected event.
    QTRY_VERIFY(std::any_of(w.controller()->scenario().events.begin(),
                            w.controller()->scenario().events.end(),
                            [](const Event& e) { return e.type == EventType::PumpFail; }));
    // A finished sweep in the Sweep results dock adds its section.
    QVERIFY(w.sweeps()->start(QStringLiteral("builtin:quick_check"), 1));
    QTRY_VERIFY_WITH_TIMEOUT(
        !w.sweeps()->controller()->isRunning() && w.sweeps()->controller()->rows().size() == 4,
        120000);
    const double now = w.controller()->snapshot().timeS;
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("window.pdf"));
    QString error;
    QVERIFY2(w.exportReport(pdf, &error), qPrintable(error));
    QVERIFY(w.action(QStringLiteral("export_report")) != nullptr);
    const QString text = pdfText(pdf);
    QVERIFY2(text.contains(gui::MainWindow::formatSimTime(now) + QStringLiteral(" simulated")),
             qPrintable(gui::MainWindow::formatSimTime(now)));
    QVERIFY(text.contains(QStringLiteral("Pump failed")));
    QVERIFY(text.contains(QStringLiteral("Sweep: Quick check")));
    QVERIFY(text.contains(QStringLiteral("4 of 4 cases finished")));
  }

  void progressReportsAndCancels() {
    const auto request = DesignReport::fromSpecs(QStringLiteral("builtin:default"), QString(),
                                                 120.0, QStringLiteral("builtin:commodity"));
    QTemporaryDir dir;
    // The fraction rises from A's run (0–0.5) through B's (0.5–1).
    std::vector<double> seen;
    QString error;
    QVERIFY2(DesignReport::write(request, dir.filePath(QStringLiteral("p.pdf")), &error,
                                 [&](double f) {
                                   seen.push_back(f);
                                   return true;
                                 }),
             qPrintable(error));
    QCOMPARE(seen.size(), std::size_t{240});
    QVERIFY(std::is_sorted(seen.begin(), seen.end()));
    QCOMPARE(seen.front(), 1.0 / 240.0);
    QCOMPARE(seen.back(), 1.0);
    // Cancelled halfway: no file, and the reason.
    const QString cancelled = dir.filePath(QStringLiteral("c.pdf"));
    QVERIFY(!DesignReport::write(request, cancelled, &error, [](double f) { return f < 0.5; }));
    QVERIFY(error.startsWith(QStringLiteral("Cancelled")));
    QVERIFY(!QFile::exists(cancelled));
  }

  void badInputNamesTheFile() {
    QTemporaryDir dir;
    const QString bad = dir.filePath(QStringLiteral("bad.json"));
    QFile f(bad);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("{\"schema_version\": 1, \"events\": [{\"t_s\": -5, \"type\": \"pump_fail\"}]}");
    f.close();
    try {
      (void)DesignReport::fromSpecs(QStringLiteral("builtin:default"), bad, 60.0, QString());
      QFAIL("a bad scenario was accepted");
    } catch (const ConfigError& e) {
      QVERIFY(!e.issues().empty());
      QVERIFY(e.issues().front().toString().find("bad.json") != std::string::npos);
    }
    QString error;
    QVERIFY(!DesignReport::write(
        DesignReport::fromSpecs(QStringLiteral("builtin:default"), QString(), 60.0, QString()),
        dir.filePath(QStringLiteral("no/such/dir/r.pdf")), &error));
    QVERIFY(error.contains(QStringLiteral("r.pdf")));
  }
};

PODTWIN_TEST_MAIN(DesignReportTest)
}  // namespace design_report_test
#include "design_report_test.moc"
