// What podtwin-sim checks before it steps: a simulated time beyond 366 days (run --duration, a
// scenario's duration_s, audit-fabric --at, a sweep's duration_s) is exit 2 with one line naming
// the option and the limit, before anything is written; a long run's estimated wall time
// (wallTimeNotice) names the command, the size and the figure; checkpoint files of any interval
// get names of their own, exact to the control step; and --h5 takes a device like --csv.
#include <QTemporaryDir>
#include <QtTest>
#include "support/test_main.h"

#include <filesystem>
#include <fstream>
#include <string>

#include "cli_test_support.h"
#include "sim/run_guards.h"
#include "sim/run_limits.h"

namespace run_guards_cli_test {

namespace fs = std::filesystem;
using podtwin::clitest::podtwinSim;
using podtwin::clitest::q;
using podtwin::clitest::Run;
using podtwin::clitest::spit;

namespace {}  // namespace

class RunGuardsCliTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { QVERIFY(m_tmp.isValid()); }

  void simulatedTimeBeyondTheLimitIsBadInput_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    const QString beyond = "is beyond the 31622400 s (366 days) a run may simulate\n";
    QTest::newRow("run --duration 1e9")
        << QStringList{"run", "--duration", "1e9"} << "error: --duration 1000000000 s " + beyond;
    QTest::newRow("run --duration one second past")
        << QStringList{"run", "--duration", "31622401"} << "error: --duration 31622401 s " + beyond;
    QTest::newRow("audit-fabric --at 1e9")
        << QStringList{"audit-fabric", "--at", "1e9"} << "error: --at 1000000000 s " + beyond;
    const fs::path scenario = dir() / "long.json";
    spit(scenario, "{\"schema_version\": 1, \"name\": \"long\", \"duration_s\": 1e8}\n");
    QTest::newRow("a scenario's duration_s")
        << QStringList{"run", "--scenario", q(scenario)}
        << "error: the scenario's duration_s 100000000 s " + beyond;
    const fs::path spec = dir() / "long_sweep.json";
    spit(spec,
         "{\"schema_version\": 1, \"duration_s\": 1e8, \"grid\": "
         "{\"power.battery.capacity_kwh\": [500, 2000]}}\n");
    QTest::newRow("a sweep's duration_s")
        << QStringList{"sweep", "--spec", q(spec), "--out", q(dir() / "long_out")}
        << "error: " + q(spec) + ": duration_s 100000000 s " + beyond;
  }

  void simulatedTimeBeyondTheLimitIsBadInput() {
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const fs::path csv = dir() / "never.csv";
    const Run r = podtwinSim(args + QStringList{"--log-level", "warn"} +
                                 (args[0] == "run" ? QStringList{"--csv", q(csv)} : QStringList{}),
                             podtwin::testing::simBinary(), 20000);
    QCOMPARE(r.code, 2);
    QCOMPARE(r.err, message);
    QVERIFY(!fs::exists(csv));
    QVERIFY(!fs::exists(dir() / "long_out"));
  }

  void theLimitItselfIsAllowed() {
    // 366 days exactly passes the check; --at just under it would run for a long time, so the
    // test stops at the check by giving the same run an output that is one of its inputs.
    const fs::path pod = dir() / "pod.json";
    spit(pod, "{\"schema_version\": 1, \"name\": \"p\"}\n");
    const Run r = podtwinSim({"run", "--pod", q(pod), "--duration", "31622400", "--csv", q(pod)});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("would overwrite the input"), qPrintable(r.err));
  }

  void aLongRunSaysHowLongFirst() {
    using podtwin::cli::wallTimeNotice;
    // Short runs say nothing (the default pod's hour is well under a second).
    QCOMPARE(wallTimeNotice("run", 16, 36000), std::string());
    // 366 days of the default pod, and a million cases of an hour.
    QCOMPARE(wallTimeNotice("run", 16, 316224000),
             std::string("podtwin-sim: run: about 1 h 10 min of wall time (16 racks, 316224000 "
                         "control ticks; estimated from the per-tick cost on the reference "
                         "machine); Ctrl-C stops it"));
    QCOMPARE(wallTimeNotice("sweep", 16, 36000, 1e6, 4),
             std::string("podtwin-sim: sweep: about 33 h 0 min of wall time (16 racks, 36000 "
                         "control ticks x 1000000 cases on 4 workers; estimated from the per-tick "
                         "cost on the reference machine); Ctrl-C stops it"));
    QCOMPARE(podtwin::estimatedWallS(8192, 6048000), 6048000 * (10e-6 + 8192 * 0.2e-6));
  }

  void checkpointNamesAreExactForAnyInterval() {
    // 10 ms control ticks, a checkpoint every 10 ms for 20 ticks: 20 files, each named by its time
    // (the names held tenths of a second: 3 files, one of them misnamed).
    const fs::path pod = dir() / "fine.json";
    spit(pod,
         "{\"schema_version\": 1, \"name\": \"fine\", \"timing\": {\"control_dt_s\": 0.01}}\n");
    const fs::path ckpt = dir() / "fine_ckpt";
    const Run r = podtwinSim({"run", "--pod", q(pod), "--duration", "0.195", "--checkpoint-every",
                              "0.01", "--checkpoint-dir", q(ckpt)});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    int n = 0;
    for (const auto& e : fs::directory_iterator(ckpt)) {
      (void)e;
      ++n;
    }
    QCOMPARE(n, 20);
    for (int k = 1; k <= 20; ++k) {
      const std::string name = "ckpt-" + std::string(k < 10 ? "0000000000.0" : "0000000000.") +
                               std::to_string(k) + "s.ckpt";
      QVERIFY2(fs::exists(ckpt / name), name.c_str());
    }
    // Each resumes at its own time.
    const Run resumed = podtwinSim({"resume", q(ckpt / "ckpt-0000000000.07s.ckpt"), "--duration",
                                    "0.1", "--summary", q(dir() / "fine.json.out")});
    QVERIFY2(resumed.code == 0, qPrintable(resumed.err));
  }

  void h5TakesADeviceLikeCsv() {
    const Run r = podtwinSim({"run", "--duration", "1", "--h5", "/dev/null", "--csv", "/dev/null"});
    QCOMPARE(r.code, 0);
    QCOMPARE(r.err, QString());
  }

 private:
  fs::path dir() const { return fs::path(m_tmp.path().toStdString()); }
  QTemporaryDir m_tmp;
};

PODTWIN_TEST_GUILESS_MAIN(RunGuardsCliTest)
}  // namespace run_guards_cli_test
#include "run_guards_cli_test.moc"
