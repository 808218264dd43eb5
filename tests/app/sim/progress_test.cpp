// Tests for app/sim/progress: the progress lines of a sweep (cases) and of a run (simulated time):
// rate, ETA and bar; and, through the podtwin-sim binary, what `run --progress` writes to stderr
// and the summary's peak memory.
#include <QtTest>
#include "support/test_main.h"

#include <filesystem>
#include <nlohmann/json.hpp>

#include "cli_test_support.h"
#include "sim/progress.h"

namespace progress_test {

namespace fs = std::filesystem;
using podtwin::cli::Progress;
using podtwin::cli::ProgressUnit;
using podtwin::clitest::podtwinSim;
using podtwin::clitest::q;
using podtwin::clitest::Run;
using podtwin::clitest::slurp;

class ProgressTest : public QObject {
  Q_OBJECT

 private slots:
  void rateAndEtaFollowFromDoneAndElapsed() {
    // 25 of 100 cases in 60 s: 25 cases/min, 75 left take 3 minutes.
    const std::string l = Progress::line(25, 100, 60.0, 0);
    QCOMPARE(l, std::string("25/100  25.0 % 25.0 cases/min ETA 3m00s"));
  }

  void barFillsInProportion() {
    const std::string l = Progress::line(1, 2, 10.0, 10);
    QVERIFY2(l.find("[=====     ]") != std::string::npos, l.c_str());
    QVERIFY(Progress::line(2, 2, 10.0, 4).find("[====]") != std::string::npos);
  }

  void noRateYetMeansNoEta() {
    QVERIFY(Progress::line(0, 10, 0.0, 0).find("ETA --") != std::string::npos);
    QVERIFY(Progress::line(0, 0, 5.0, 0).find("100.0 %") != std::string::npos);
    // 7,200 cases in an hour is 2/s: the last 2,800 take 1,400 s.
    QVERIFY(Progress::line(7200, 10000, 3600.0, 0).find("ETA 23m20s") != std::string::npos);
    // 100 in an hour: 9,900 more take 99 hours.
    QVERIFY(Progress::line(100, 10000, 3600.0, 0).find("ETA 99h00m") != std::string::npos);
  }

  void runLineShowsSimulatedTimeSpeedAndEta() {
    // A week at 72x: 1.5 days simulated in 1,800 s of wall time; 5.5 days left take 6,600 s.
    const std::string week = Progress::runLine(1.5 * 86400.0, 7.0 * 86400.0, 1800.0, 10);
    QCOMPARE(week, std::string("1.50 d / 7.00 d [==        ]  21.4 % 72.0x real time ETA 1h50m"));
    // Under two days the unit is hours, under two hours seconds.
    QCOMPARE(Progress::runLine(3600.0, 4.0 * 3600.0, 60.0, 0),
             std::string("1.00 h / 4.00 h  25.0 % 60.0x real time ETA 3m00s"));
    QCOMPARE(Progress::runLine(600.0, 3600.0, 2.0, 0),
             std::string("600 s / 3600 s  16.7 % 300.0x real time ETA 10s"));
    // Nothing simulated yet: no speed, no ETA; past the end the bar stays full.
    QVERIFY(Progress::runLine(0.0, 60.0, 0.0, 0).find("ETA --") != std::string::npos);
    QVERIFY(Progress::runLine(90.0, 60.0, 1.0, 4).find("[====] 100.0 %") != std::string::npos);
  }

  void offModePrintsNothingAndFinishIsIdempotent() {
    Progress p("off", ProgressUnit::Cases, 3, "sweep");
    p.caseDone();
    p.add(0.5);
    p.finish();
    p.finish();
    QVERIFY(
        true);  // reaching here without a hang or a crash is the check (the thread never starts)
  }

  /// `run --progress lines` ends with the whole run's line; the default (auto, stderr not a
  /// terminal) keeps a run shorter than its 10 s period quiet; a bad mode is refused.
  void runWritesProgressToStderr() {
    const Run lines = podtwinSim({"run", "--duration", "60", "--progress", "lines"});
    QCOMPARE(lines.code, 0);
    QVERIFY2(lines.err.startsWith("run: 60 s / 60 s 100.0 % "), qPrintable(lines.err));
    QVERIFY2(lines.err.contains("x real time ETA 0s\n"), qPrintable(lines.err));
    QCOMPARE(lines.err.count('\n'), 1);

    const Run quiet = podtwinSim({"run", "--duration", "60"});
    QCOMPARE(quiet.code, 0);
    QVERIFY2(quiet.err.isEmpty(), qPrintable(quiet.err));

    const Run bad = podtwinSim({"run", "--duration", "60", "--progress", "loud"});
    QCOMPARE(bad.code, 2);
    QVERIFY2(bad.err.contains("--progress \"loud\" is not one of auto, bar, lines, off"),
             qPrintable(bad.err));
  }

  /// The summary's peak_rss_mb is the process's peak resident set: more than the model's tens of
  /// MB, less than this machine's memory.
  void summaryReportsPeakMemory() {
    const fs::path dir = fs::temp_directory_path() / "podtwin_progress_test";
    fs::remove_all(dir);
    fs::create_directories(dir);
    const Run r = podtwinSim({"run", "--duration", "10", "--summary", q(dir / "s.json")});
    QCOMPARE(r.code, 0);
    const auto j = nlohmann::json::parse(slurp(dir / "s.json"));
    QVERIFY(j.contains("peak_rss_mb"));
    const double mb = j["peak_rss_mb"].get<double>();
    QVERIFY2(mb > 5.0 && mb < 4096.0, qPrintable(QString::number(mb)));
    fs::remove_all(dir);
  }
};

PODTWIN_TEST_GUILESS_MAIN(ProgressTest)
}  // namespace progress_test
#include "progress_test.moc"
