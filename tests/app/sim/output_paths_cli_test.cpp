// podtwin-sim never writes an output over one of its inputs, nor two outputs onto one file: run,
// resume, drill and sweep refuse them with exit 2 and one line naming both paths before anything
// is written — also when the two are one file through a symlink or a hard link — while devices
// such as /dev/null stay usable for any number of outputs. And an output is written through a
// temporary file of a random name created exclusively, so a symlink planted where the old fixed
// NAME.tmp was does not redirect the write into another file.
#include <QTemporaryDir>
#include <QtTest>
#include "support/test_main.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "cli_test_support.h"

namespace output_paths_cli_test {

namespace fs = std::filesystem;
using podtwin::clitest::podtwinSim;
using podtwin::clitest::q;
using podtwin::clitest::Run;
using podtwin::clitest::slurp;
using podtwin::clitest::spit;

namespace {

// Everything under `dir`: each entry's relative path with its contents (a file), its target (a
// symlink) or a slash (a folder), sorted; equal snapshots mean nothing was written.
std::vector<std::string> snapshot(const fs::path& dir) {
  std::vector<std::string> out;
  for (const auto& e : fs::recursive_directory_iterator(dir)) {
    const std::string rel = fs::relative(e.path(), dir).string();
    if (e.is_symlink()) {
      out.push_back(rel + " -> " + fs::read_symlink(e.path()).string());
    } else if (e.is_directory()) {
      out.push_back(rel + "/");
    } else {
      out.push_back(rel + ": " + slurp(e.path()));
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

// A sweep of two 2 s cases of `pod`. (Plain string literals: moc miscounts braces inside raw ones.)
std::string sweepSpec(const std::string& pod) {
  return "{\"schema_version\": 1, \"pod\": \"" + pod +
         "\", \"duration_s\": 2, \"grid\": {\"power.battery.capacity_kwh\": [500, 2000]}}\n";
}

constexpr const char* kDrill = "builtin:pump_loss_manual_standby";

}  // namespace

class OutputPathsCliTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase();

  void outputOverAnInputIsRefusedBeforeAnythingIsWritten_data();
  void outputOverAnInputIsRefusedBeforeAnythingIsWritten();
  void twoOutputsOnOneFileAreRefused_data();
  void twoOutputsOnOneFileAreRefused();
  void devicesMayTakeSeveralOutputs();
  void aSymlinkPlantedAtTheOldTemporaryNameIsNotFollowed_data();
  void aSymlinkPlantedAtTheOldTemporaryNameIsNotFollowed();

 private:
  fs::path in(const std::string& name) const { return m_inputs / name; }
  QTemporaryDir m_tmp;
  fs::path m_inputs;
};

void OutputPathsCliTest::initTestCase() {
  QVERIFY(m_tmp.isValid());
  m_inputs = fs::path(m_tmp.path().toStdString()) / "inputs";
  fs::create_directories(m_inputs);
  spit(in("mine.json"), "{\"schema_version\": 1}\n");
  spit(in("scenario.json"), "{\"schema_version\": 1, \"events\": []}\n");
  spit(in("session.json"), std::string("{\"schema_version\": 1, \"drill\": \"") + kDrill +
                               "\", \"seed\": 1, \"actions\": []}\n");
  spit(in("spec.json"), sweepSpec("mine.json"));
  fs::create_directories(in("out"));
  spit(in("out/summary.json"), sweepSpec("builtin:default"));
  spit(in("existing.json"), "{}\n");
  fs::create_symlink(in("mine.json"), in("link.csv"));
  fs::create_hard_link(in("mine.json"), in("hard.json"));
  fs::create_hard_link(in("existing.json"), in("existing_too.h5"));
  const Run r = podtwinSim(
      {"run", "--duration", "2", "--checkpoint-every", "1", "--checkpoint-dir", q(in("ck"))});
  QVERIFY2(r.code == 0, qPrintable(r.err));
  QVERIFY(fs::exists(in("ck/ckpt-0000000001.0s.ckpt")));
}

void OutputPathsCliTest::outputOverAnInputIsRefusedBeforeAnythingIsWritten_data() {
  QTest::addColumn<QStringList>("args");
  QTest::addColumn<QString>("message");
  const QString pod = q(in("mine.json"));
  const QString scenario = q(in("scenario.json"));
  const QString ckpt = q(in("ck/ckpt-0000000001.0s.ckpt"));
  const QString session = q(in("session.json"));
  const QString spec = q(in("spec.json"));
  const QString sameFile = QStringLiteral(" (another name of the same file)");
  QTest::newRow("run --csv is --pod")
      << QStringList{"run", "--duration", "1", "--pod", pod, "--csv", pod}
      << "--csv " + pod + " would overwrite the input --pod " + pod;
  QTest::newRow("run --summary is --scenario")
      << QStringList{"run", "--duration", "1", "--scenario", scenario, "--summary", scenario}
      << "--summary " + scenario + " would overwrite the input --scenario " + scenario;
  QTest::newRow("run --h5 is --pod")
      << QStringList{"run", "--duration", "1", "--pod", pod, "--h5", pod}
      << "--h5 " + pod + " would overwrite the input --pod " + pod;
  QTest::newRow("run --csv is a symlink to --pod")
      << QStringList{"run", "--duration", "1", "--pod", pod, "--csv", q(in("link.csv"))}
      << "--csv " + q(in("link.csv")) + " would overwrite the input --pod " + pod + sameFile;
  QTest::newRow("run --summary is a hard link to --pod")
      << QStringList{"run", "--duration", "1", "--pod", pod, "--summary", q(in("hard.json"))}
      << "--summary " + q(in("hard.json")) + " would overwrite the input --pod " + pod + sameFile;
  QTest::newRow("resume --csv is the checkpoint")
      << QStringList{"resume", ckpt, "--csv", ckpt}
      << "--csv " + ckpt + " would overwrite the input checkpoint " + ckpt;
  QTest::newRow("resume would write a checkpoint over its own")
      << QStringList{"resume", ckpt, "--duration", "1"} +
             QStringList{"--checkpoint-every", "1", "--checkpoint-dir", q(in("ck"))}
      << "checkpoint " + ckpt + " would overwrite the input checkpoint " + ckpt;
  QTest::newRow("drill --session is --actions")
      << QStringList{"drill", "--actions", session, "--session", session}
      << "--session " + session + " would overwrite the input --actions " + session;
  QTest::newRow("sweep --h5 is --spec")
      << QStringList{"sweep", "--spec", spec, "--out", q(in("new_out")), "--h5", spec}
      << "--h5 " + spec + " would overwrite the input --spec " + spec;
  QTest::newRow("sweep --h5 is the spec's pod")
      << QStringList{"sweep", "--spec", spec, "--out", q(in("new_out")), "--h5", pod}
      << "--h5 " + pod + " would overwrite the input --spec's pod " + pod;
  const QString specInOut = q(in("out/summary.json"));
  QTest::newRow("sweep --out holds --spec")
      << QStringList{"sweep", "--spec", specInOut, "--out", q(in("out"))}
      << "--out " + specInOut + " would overwrite the input --spec " + specInOut;
}

void OutputPathsCliTest::outputOverAnInputIsRefusedBeforeAnythingIsWritten() {
  QFETCH(QStringList, args);
  QFETCH(QString, message);
  const auto before = snapshot(m_inputs);
  const Run r = podtwinSim(args);
  QCOMPARE(r.code, 2);
  QCOMPARE(r.err, "error: " + message + "\n");
  QVERIFY2(snapshot(m_inputs) == before, "a refused command changed a file");
}

void OutputPathsCliTest::twoOutputsOnOneFileAreRefused_data() {
  QTest::addColumn<QStringList>("args");
  QTest::addColumn<QString>("message");
  const QString x = q(in("x.json"));
  const QString existing = q(in("existing.json"));
  const QString link = q(in("existing_too.h5"));
  const QString tail = QStringLiteral(" are the same file; each output needs a path of its own");
  QTest::newRow("run --csv and --summary")
      << QStringList{"run", "--duration", "1", "--csv", x, "--summary", x}
      << "--csv " + x + " and --summary " + x + tail;
  QTest::newRow("run --summary and --h5 through a hard link")
      << QStringList{"run", "--duration", "1", "--summary", existing, "--h5", link}
      << "--summary " + existing + " and --h5 " + link + tail;
  QTest::newRow("drill --report and --session")
      << QStringList{"drill", "--drill", kDrill, "--report", x, "--session", x}
      << "--report " + x + " and --session " + x + tail;
}

void OutputPathsCliTest::twoOutputsOnOneFileAreRefused() {
  QFETCH(QStringList, args);
  QFETCH(QString, message);
  const auto before = snapshot(m_inputs);
  const Run r = podtwinSim(args);
  QCOMPARE(r.code, 2);
  QCOMPARE(r.err, "error: " + message + "\n");
  QVERIFY2(snapshot(m_inputs) == before, "a refused command changed a file");
}

void OutputPathsCliTest::devicesMayTakeSeveralOutputs() {
  const Run r =
      podtwinSim({"run", "--duration", "1", "--csv", "/dev/null", "--summary", "/dev/null"});
  QCOMPARE(r.code, 0);
  QCOMPARE(r.err, QString());
}

void OutputPathsCliTest::aSymlinkPlantedAtTheOldTemporaryNameIsNotFollowed_data() {
  QTest::addColumn<QStringList>("args");
  QTest::addColumn<QString>("output");  // relative to the row's folder
  const QString spec = q(in("fast_spec.json"));
  spit(in("fast_spec.json"), sweepSpec("builtin:default"));
  QTest::newRow("run --csv") << QStringList{"run", "--duration", "2", "--csv", "%1/out.csv"}
                             << "out.csv";
  QTest::newRow("run --summary") << QStringList{"run", "--duration", "2", "--summary",
                                                "%1/out.json"}
                                 << "out.json";
  QTest::newRow("run --h5") << QStringList{"run", "--duration", "2", "--h5", "%1/out.h5"}
                            << "out.h5";
  QTest::newRow("run checkpoint") << QStringList{"run", "--duration", "2"} +
                                         QStringList{"--checkpoint-every", "1", "--checkpoint-dir",
                                                     "%1/ck"}
                                  << "ck/ckpt-0000000001.0s.ckpt";
  QTest::newRow("drill --report") << QStringList{"drill", "--drill", kDrill} +
                                         QStringList{"--actions", "none", "--report",
                                                     "%1/report.json"}
                                  << "report.json";
  QTest::newRow("sweep --out") << QStringList{"sweep", "--spec", spec, "--out", "%1/out"}
                               << "out/summary.json";
}

void OutputPathsCliTest::aSymlinkPlantedAtTheOldTemporaryNameIsNotFollowed() {
  QFETCH(QStringList, args);
  QFETCH(QString, output);
  const fs::path dir = fs::path(m_tmp.path().toStdString()) / QTest::currentDataTag();
  const fs::path out = dir / output.toStdString();
  fs::create_directories(out.parent_path());
  const fs::path victim = dir / "victim.txt";
  spit(victim, "precious\n");
  const fs::path planted = out.string() + ".tmp";
  fs::create_symlink(victim, planted);
  for (QString& a : args) a.replace(QStringLiteral("%1"), q(dir));
  const Run r = podtwinSim(args);
  QVERIFY2(r.code == 0, qPrintable(r.err));
  QCOMPARE(slurp(victim), std::string("precious\n"));
  QVERIFY(fs::is_symlink(planted));
  QVERIFY(fs::read_symlink(planted) == victim);
  QVERIFY(!fs::is_symlink(out));
  QVERIFY(fs::is_regular_file(out));
  QVERIFY(fs::file_size(out) > 0);
  for (const auto& e : fs::directory_iterator(out.parent_path())) {
    const std::string name = e.path().filename().string();
    QVERIFY2(name.find(".tmp-") == std::string::npos, ("left behind: " + name).c_str());
  }
}

PODTWIN_TEST_GUILESS_MAIN(OutputPathsCliTest)
}  // namespace output_paths_cli_test
#include "output_paths_cli_test.moc"
