// Hostile and extreme input through the podtwin-sim binary. Every output is a checked write: a full
// device (/dev/full) or a file-size limit standing in for a full disk (RLIMIT_FSIZE, set by the
// shell's `ulimit -f` with SIGXFSZ ignored so the write fails with EFBIG instead of killing the
// process) exits 1 with the path and the system's reason and leaves nothing under the final name.
// Every input goes through the parse limits: deep nesting, endless devices and pipes, duplicate
// keys and pods the model cannot build are exit 2 with one clear line, in well under a second each.
#include <QtTest>
#include "support/test_main.h"
#include "support/test_paths.h"

#include <filesystem>
#include <fstream>
#include <string>

#include "cli_test_support.h"

namespace hostile_input_cli_test {

namespace fs = std::filesystem;
using podtwin::clitest::podtwinSim;
using podtwin::clitest::q;
using podtwin::clitest::Run;
using podtwin::clitest::spit;

namespace {

// podtwin-sim under a file-size limit of `blocks` × 512 bytes (a disk that fills up).
Run podtwinSimWithFileLimit(int blocks, const QStringList& args) {
  QStringList shellArgs = {
      "-c", QStringLiteral("ulimit -f %1; trap '' XFSZ; exec \"$0\" \"$@\"").arg(blocks),
      podtwin::testing::simBinary()};
  shellArgs += args;
  return podtwinSim(shellArgs, QStringLiteral("/bin/sh"));
}

std::string deeplyNested(int levels) {
  return std::string(static_cast<std::size_t>(levels), '[') +
         std::string(static_cast<std::size_t>(levels), ']');
}

}  // namespace

class HostileInputCliTest : public QObject {
  Q_OBJECT
 private slots:
  void init() { QVERIFY(m_tmp.isValid()); }

  void fullDeviceIsExitOneWithTheReason_data() {
    QTest::addColumn<QString>("option");
    QTest::newRow("csv") << "--csv";
    QTest::newRow("summary") << "--summary";
  }
  void fullDeviceIsExitOneWithTheReason() {
    QFETCH(QString, option);
    const Run r = podtwinSim({"run", "--duration", "2", option, "/dev/full"});
    QCOMPARE(r.code, 1);
    QCOMPARE(r.err, QStringLiteral("error: cannot write /dev/full: No space left on device\n"));
  }

  void fullDiskLeavesNothingUnderTheFinalName_data() {
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("name");
    QTest::newRow("csv") << "--csv"
                         << "run.csv";
    QTest::newRow("summary") << "--summary"
                             << "summary.json";
    QTest::newRow("h5") << "--h5"
                        << "run.h5";
  }
  void fullDiskLeavesNothingUnderTheFinalName() {
    QFETCH(QString, option);
    QFETCH(QString, name);
    const fs::path dir = fs::path(m_tmp.path().toStdString()) / name.toStdString();
    fs::create_directories(dir);
    const fs::path out = dir / name.toStdString();
    // 8 KiB: the CSV of 10 minutes at 1 s (~200 KB), the summary's events list with a CDU trip
    // (~10 KB) and the HDF5 file do not fit.
    const Run r = podtwinSimWithFileLimit(
        16, {"run", "--scenario", "builtin:cdu_trip", "--duration", "600", option, q(out)});
    QCOMPARE(r.code, 1);
    QCOMPARE(r.err, QStringLiteral("error: cannot write %1: File too large\n").arg(q(out)));
    QVERIFY(!fs::exists(out));
    // Nor any temporary file: the folder is as empty as before the run.
    QVERIFY(fs::is_empty(dir));
  }

  void sweepOutputOnAFullDiskIsExitOne() {
    const fs::path out = fs::path(m_tmp.path().toStdString()) / "sweep";
    const Run r = podtwinSimWithFileLimit(
        1, {"sweep", "--spec", "builtin:quick_check", "--out", q(out), "--progress", "off"});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.startsWith(QStringLiteral("error: cannot write %1/").arg(q(out))),
             qPrintable(r.err));
    QVERIFY2(r.err.endsWith(QStringLiteral(": File too large\n")), qPrintable(r.err));
  }

  void sweepSeriesOnAFullDiskIsExitOneNotACrash() {
    // The per-case series are written into the HDF5 file in place; a failed write there used to
    // crash HDF5's exit handler (SIGSEGV) after the message.
    const fs::path dir = fs::path(m_tmp.path().toStdString()) / "series";
    fs::create_directories(dir);
    const Run r = podtwinSimWithFileLimit(
        16, {"sweep", "--spec", "builtin:quick_check", "--out", q(dir / "out"), "--h5",
             q(dir / "s.h5"), "--h5-series", "1", "--progress", "off"});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.startsWith(QStringLiteral("error: ")), qPrintable(r.err));
    QVERIFY2(r.err.contains(q(dir / "s.h5")), qPrintable(r.err));
  }

  void outputInAMissingFolderIsBadInputBeforeTheRun() {
    // The user named a folder that does not exist: exit 2 at once, naming it (a 10-hour run is
    // not simulated first, and nothing is created for them).
    const Run r = podtwinSim({"run", "--duration", "36000", "--csv", "/nonexistent-folder/run.csv"},
                             podtwin::testing::simBinary(), 20000);
    QCOMPARE(r.code, 2);
    QCOMPARE(r.err, QStringLiteral("error: --csv /nonexistent-folder/run.csv: the folder "
                                   "/nonexistent-folder does not exist\n"));
    const fs::path file = fs::path(m_tmp.path().toStdString()) / "a_file";
    spit(file, "x\n");
    const Run summary = podtwinSim({"run", "--duration", "1", "--summary", q(file / "s.json")});
    QCOMPARE(summary.code, 2);
    QCOMPARE(summary.err, QStringLiteral("error: --summary %1: the folder %2 is not a folder\n")
                              .arg(q(file / "s.json"), q(file)));
  }

  void h5InAMissingFolderIsTheSameErrorInRunAndSweep() {
    const QString path = QStringLiteral("/nonexistent-folder/out.h5");
    const Run run = podtwinSim({"run", "--duration", "36000", "--h5", path},
                               podtwin::testing::simBinary(), 20000);
    QCOMPARE(run.code, 2);
    QCOMPARE(run.err,
             QStringLiteral("error: --h5 %1: the folder /nonexistent-folder does not exist\n")
                 .arg(path));
    const fs::path out = fs::path(m_tmp.path().toStdString()) / "sweep_missing_h5";
    const Run sweep = podtwinSim({"sweep", "--spec", "builtin:quick_check", "--out", q(out), "--h5",
                                  path, "--progress", "off"});
    QCOMPARE(sweep.code, run.code);
    QCOMPARE(sweep.err, run.err);
  }

  void h5OnAFileThatIsNotHdf5IsBadInputInRunAndSweep() {
    const fs::path notH5 = fs::path(m_tmp.path().toStdString()) / "cases.csv";
    spit(notH5, "not hdf5\n");
    const Run run = podtwinSim({"run", "--duration", "1", "--h5", q(notH5)});
    QCOMPARE(run.code, 2);
    QCOMPARE(run.err, QStringLiteral("error: %1 exists and is not an HDF5 file\n").arg(q(notH5)));
    const fs::path out = fs::path(m_tmp.path().toStdString()) / "sweep_h5";
    const Run sweep = podtwinSim({"sweep", "--spec", "builtin:quick_check", "--out", q(out), "--h5",
                                  q(notH5), "--progress", "off"});
    QCOMPARE(sweep.code, 2);
    QCOMPARE(sweep.err, run.err);
    QCOMPARE(QString::fromStdString(podtwin::clitest::slurp(notH5)), QStringLiteral("not hdf5\n"));
  }

  void deepNestingIsRefusedByEveryLoader_data() {
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("file");
    QTest::newRow("validate pod") << "validate"
                                  << "pod.json";
    QTest::newRow("run --pod") << "run --pod"
                               << "pod.json";
    QTest::newRow("run --scenario") << "run --scenario"
                                    << "scenario.json";
    QTest::newRow("sweep --spec") << "sweep --spec"
                                  << "spec.json";
  }
  void deepNestingIsRefusedByEveryLoader() {
    QFETCH(QString, command);
    QFETCH(QString, file);
    const fs::path dir = m_tmp.path().toStdString();
    const fs::path f = dir / file.toStdString();
    // 50,000 nested arrays (100 KB): this crashed every loader at 3 GB of memory.
    spit(f, "{\"schema_version\": 1,\n\"events\": " + deeplyNested(50000) + "}\n");
    QStringList args = command.split(' ');
    args << q(f);
    if (command.startsWith("sweep")) args << "--out" << q(dir / "out");
    const Run r = podtwinSim(args, podtwin::testing::simBinary(), 20000);
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(q(f) + ":2: invalid JSON: nested deeper than 64 levels of arrays and "
                                   "objects\n"),
             qPrintable(r.err));
  }

  void endlessInputsStopAtTheSizeLimit() {
    const Run dev = podtwinSim({"validate", "/dev/zero"}, podtwin::testing::simBinary(), 60000);
    QCOMPARE(dev.code, 2);
    QVERIFY2(
        dev.err.contains(
            "/dev/zero: the file is larger than 64 MiB (the limit for a pod, scenario or sweep "
            "file)"),
        qPrintable(dev.err));
    // A pipe that never ends: `yes` writes forever into the runner's standard input.
    const Run pipe = podtwinSim(
        {"-c", QStringLiteral("yes | \"$0\" run --pod /dev/stdin"), podtwin::testing::simBinary()},
        QStringLiteral("/bin/sh"), 60000);
    QCOMPARE(pipe.code, 2);
    QCOMPARE(pipe.err,
             QStringLiteral("error: /dev/stdin: the file is larger than 64 MiB (the limit for a "
                            "pod, scenario or sweep file)\n"));
    const Run folder = podtwinSim({"run", "--pod", "/tmp"});
    QCOMPARE(folder.code, 2);
    QCOMPARE(folder.err, QStringLiteral("error: /tmp: cannot read: it is a folder, not a file\n"));
    const Run ckpt = podtwinSim({"resume", "/dev/zero"});
    QCOMPARE(ckpt.code, 2);
    QCOMPARE(ckpt.err,
             QStringLiteral("error: /dev/zero: not a checkpoint file (not a regular file)\n"));
  }

  void unbuildablePodsAreBadInputNamingTheField_data() {
    QTest::addColumn<QString>("fabric");
    QTest::addColumn<QString>("expected");
    QTest::newRow("rails 5")
        << R"("rails": 5)"
        << "/fabric/rails: 72 NICs per rack (18 trays x 4) do not split evenly over 5 rails";
    QTest::newRow("tiers 2, 200 racks")
        << R"("tiers": 2)"
        << "/fabric/tiers: 2 tiers hold 10368 NICs; 14400 need 3 (or 0, auto)";
  }
  void unbuildablePodsAreBadInputNamingTheField() {
    QFETCH(QString, fabric);
    QFETCH(QString, expected);
    const fs::path f = fs::path(m_tmp.path().toStdString()) / "pod.json";
    spit(f, "{\"schema_version\": 1,\n\"racks\": {\"count\": 200, \"rows\": 8},\n\"fabric\": {" +
                fabric.toStdString() + "}}\n");
    for (const char* cmd : {"validate", "run"}) {
      QStringList args = {cmd};
      if (std::string(cmd) == "run")
        args << "--duration"
             << "1"
             << "--pod";
      args << q(f);
      const Run r = podtwinSim(args);
      QCOMPARE(r.code, 2);
      QVERIFY2(r.err.contains(q(f) + ":3: " + expected + "\n"), qPrintable(r.err));
    }
  }

  void campusBeyondTheFabricIsBadInput() {
    const Run r = podtwinSim({"run", "--racks", "10369", "--duration", "1"});
    QCOMPARE(r.code, 2);
    QCOMPARE(r.err, QStringLiteral("error: --racks 10369: 10369 racks (746568 NICs) exceed a "
                                   "three-tier fat tree of switch_radix 144 (at most 10368 racks, "
                                   "746496 NICs)\n"));
  }

  void duplicateKeysNameBothLines() {
    const fs::path f = fs::path(m_tmp.path().toStdString()) / "dup.json";
    spit(f,
         "{\n\"schema_version\": 1,\n\"events\": [{\"t_s\": 1, \"type\": \"leak\", \"target\": "
         "\"rack1\"}],\n\"duration_s\": 60,\n\"events\": []\n}\n");
    const Run r = podtwinSim({"validate", q(f)});
    QCOMPARE(r.code, 2);
    QCOMPARE(r.err, q(f) +
                        ":5: /events: duplicate key (also on line 3; a key may appear only once "
                        "in an object)\n" +
                        q(f) + ": 1 problem\n");
  }

 private:
  QTemporaryDir m_tmp;
};

PODTWIN_TEST_GUILESS_MAIN(HostileInputCliTest)
}  // namespace hostile_input_cli_test
#include "hostile_input_cli_test.moc"
