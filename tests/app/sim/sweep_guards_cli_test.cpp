// `sweep --resume` keeps only rows the spec writes: an edited seed, grid value or status in
// cases.csv is exit 2 naming the line, the case and the column; and one --out folder takes one
// sweep at a time: while DIR/sweep.lock names a running process a second sweep is refused with
// exit 2 naming its pid and the file, a lock left by a process that has ended is taken over with a
// line on stderr, and a finished sweep leaves no lock behind.
#include <QTemporaryDir>
#include <QtTest>
#include "support/test_main.h"

#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <filesystem>
#include <fstream>
#include <string>

#include "cli_test_support.h"

namespace sweep_guards_cli_test {

namespace fs = std::filesystem;
using podtwin::clitest::podtwinSim;
using podtwin::clitest::q;
using podtwin::clitest::Run;
using podtwin::clitest::slurp;
using podtwin::clitest::spit;

namespace {

std::string host() {
  std::array<char, 256> name{};
  ::gethostname(name.data(), name.size() - 1);
  return name.data();
}

// Two 2 s cases. (Plain string literals: moc miscounts braces inside raw ones.)
constexpr const char* kSpec =
    "{\"schema_version\": 1, \"duration_s\": 2, \"seed\": 5, \"grid\": "
    "{\"power.battery.capacity_kwh\": [500, 2000]}, \"kpis\": [\"min_soc\"]}\n";

}  // namespace

class SweepGuardsCliTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QVERIFY(m_tmp.isValid());
    spit(dir() / "spec.json", kSpec);
  }

  void editedCasesAreRefusedOnResume_data() {
    QTest::addColumn<QString>("fromText");
    QTest::addColumn<QString>("toText");
    QTest::addColumn<QString>("message");
    QTest::newRow("seed") << QString("1,1,0,2000,5,") << QString("1,1,0,2000,6,")
                          << "line 3: case 1, column sim_seed: \"6\" is not what the spec gives "
                             "(\"5\")";
    QTest::newRow("grid value")
        << QString("1,1,0,2000,") << QString("1,1,0,2500,")
        << "line 3: case 1, column power.battery.capacity_kwh: \"2500\" is not what the spec "
           "gives (\"2000\")";
    QTest::newRow("status") << QString(",5,ok,") << QString(",5,fine,")
                            << "line 2: case 0, column status: \"fine\" is not a finished case's "
                               "status (ok, diverged or error)";
  }

  void editedCasesAreRefusedOnResume() {
    QFETCH(QString, fromText);
    QFETCH(QString, toText);
    const std::string from = fromText.toStdString();
    const std::string to = toText.toStdString();
    QFETCH(QString, message);
    const fs::path out = dir() / "edited";
    fs::remove_all(out);
    Run r = sweep(out);
    QVERIFY2(r.code == 0, qPrintable(r.err));
    std::string csv = slurp(out / "cases.csv");
    const auto at = csv.find(from);
    QVERIFY2(at != std::string::npos, csv.c_str());
    csv.replace(at, from.size(), to);
    spit(out / "cases.csv", csv);
    r = sweep(out, {"--resume"});
    QCOMPARE(r.code, 2);
    QCOMPARE(r.err,
             "error: " + q(out / "cases.csv") + ": " + message + "; cannot resume from it\n");
    QCOMPARE(slurp(out / "cases.csv"), csv);
  }

  void oneSweepPerFolder() {
    const fs::path out = dir() / "locked";
    fs::create_directories(out);
    // This test process is running: its pid holds the folder.
    spit(out / "sweep.lock", std::to_string(::getpid()) + " " + host() + "\n");
    Run r = sweep(out);
    QCOMPARE(r.code, 2);
    QCOMPARE(r.err, QStringLiteral("error: --out %1 is in use by another sweep (pid %2; lock file "
                                   "%3); wait for it, or delete the lock file if that sweep is "
                                   "gone\n")
                        .arg(q(out))
                        .arg(::getpid())
                        .arg(q(out / "sweep.lock")));
    QVERIFY(!fs::exists(out / "cases.csv"));

    // A process that has ended: its lock is taken over, said on stderr, and removed at the end.
    const std::string stale = std::to_string(staleProcessId()) + " " + host() + "\n";
    spit(out / "sweep.lock", stale);
    r = sweep(out);
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY2(r.err.contains("taking over " + q(out / "sweep.lock") + " from pid " +
                            QString::number(staleProcessId()) + ", which is not running"),
             qPrintable(r.err));
    QVERIFY(fs::exists(out / "cases.csv"));
    QVERIFY(!fs::exists(out / "sweep.lock"));
  }

 private:
  Run sweep(const fs::path& out, const QStringList& more = {}) {
    return podtwinSim(QStringList{"sweep", "--spec", q(dir() / "spec.json"), "--out", q(out),
                                  "--threads", "1", "--progress", "off"} +
                      more);
  }
  // The pid of a child that has ended and been reaped: no process has it now (until the system
  // hands it out again, which takes a wrap of the pid space).
  qint64 staleProcessId() {
    if (m_stalePid == 0) {
      const pid_t child = ::fork();
      if (child == 0) ::_exit(0);
      int status = 0;
      ::waitpid(child, &status, 0);
      m_stalePid = child;
    }
    return m_stalePid;
  }
  fs::path dir() const { return fs::path(m_tmp.path().toStdString()); }
  QTemporaryDir m_tmp;
  qint64 m_stalePid = 0;
};

PODTWIN_TEST_GUILESS_MAIN(SweepGuardsCliTest)
}  // namespace sweep_guards_cli_test
#include "sweep_guards_cli_test.moc"
