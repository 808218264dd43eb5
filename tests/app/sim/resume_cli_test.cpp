// Tests for `podtwin-sim run --checkpoint-every` and `podtwin-sim resume` through the binary: a run
// resumed from a mid-run checkpoint gives the uninterrupted run's CSV byte for byte and its summary
// (all but the wall-clock fields) whether the earlier CSV is there, is missing or is the temporary
// file an interrupted run left; and every damaged or mismatched checkpoint is exit code 2 with one
// exact sentence naming the file.
#include <QtTest>
#include "support/test_main.h"

#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "cli_test_support.h"

namespace resume_cli_test {

namespace fs = std::filesystem;
using podtwin::clitest::podtwinSim;
using podtwin::clitest::q;
using podtwin::clitest::Run;
using podtwin::clitest::slurp;
using podtwin::clitest::spit;
using podtwin::clitest::withoutWallClock;

/// The header and the rows of `csv` whose time is at most `untilS` (or, with `from`, at least).
std::string csvRows(const std::string& csv, double boundS, bool from) {
  std::istringstream in(csv);
  std::string line;
  std::getline(in, line);
  std::string out = line + "\n";
  while (std::getline(in, line)) {
    const double t = std::stod(line.substr(0, line.find(',')));
    if (from ? t >= boundS - 1e-9 : t <= boundS + 1e-9) out += line + "\n";
  }
  return out;
}

constexpr double kDurationS = 300.0;
constexpr double kEveryS = 100.0;

/// One scenario's reference run, its checkpointed twin, and the checkpoint at kEveryS.
struct Reference {
  fs::path dir;
  std::string csv;
  std::string summary;
  fs::path checkpoint;
};

class ResumeCliTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase();
  void cleanupTestCase() { fs::remove_all(m_root); }

  void resumedRunMatchesTheUninterruptedOne_data();
  void resumedRunMatchesTheUninterruptedOne();
  void withoutAnEarlierCsvTheNewOneStartsAtTheCheckpoint();
  void damagedOrForeignCheckpointIsExitTwoWithTheReason_data();
  void damagedOrForeignCheckpointIsExitTwoWithTheReason();

 private:
  /// Runs `scenario` uninterrupted and with checkpoints; checks that checkpointing changes nothing.
  void makeReference(const std::string& scenario);
  fs::path m_root;
  std::map<std::string, Reference> m_ref;
};

void ResumeCliTest::initTestCase() {
  m_root = fs::temp_directory_path() / "podtwin_resume_cli";
  fs::remove_all(m_root);
  fs::create_directories(m_root);
  // cdu_trip: eight racks throttle and shut down on a CDU trip at 60 s; leak_isolation: rack 3 is
  // isolated at 65 s. The checkpoint at 100 s holds a run with tripped racks and a restarted job.
  for (const char* s : {"cdu_trip", "leak_isolation"}) {
    makeReference(s);
    if (QTest::currentTestFailed()) return;
  }
}

void ResumeCliTest::makeReference(const std::string& scenario) {
  Reference ref;
  ref.dir = m_root / scenario;
  fs::create_directories(ref.dir);
  const QStringList common = {"run", "--scenario", q("builtin:" + scenario), "--duration",
                              QString::number(kDurationS)};
  Run r = podtwinSim(
      common + QStringList{"--csv", q(ref.dir / "ref.csv"), "--summary", q(ref.dir / "ref.json")});
  QVERIFY2(r.code == 0, qPrintable(r.err));
  ref.csv = slurp(ref.dir / "ref.csv");
  ref.summary = slurp(ref.dir / "ref.json");
  QVERIFY(ref.csv.size() > 1000);

  r = podtwinSim(common + QStringList{"--csv", q(ref.dir / "ck.csv"), "--summary",
                                      q(ref.dir / "ck.json"), "--checkpoint-every",
                                      QString::number(kEveryS), "--checkpoint-dir",
                                      q(ref.dir / "ck")});
  QVERIFY2(r.code == 0, qPrintable(r.err));
  QVERIFY(slurp(ref.dir / "ck.csv") == ref.csv);
  QCOMPARE(withoutWallClock(slurp(ref.dir / "ck.json")), withoutWallClock(ref.summary));
  for (const char* name :
       {"ckpt-0000000100.0s.ckpt", "ckpt-0000000200.0s.ckpt", "ckpt-0000000300.0s.ckpt"}) {
    QVERIFY2(fs::exists(ref.dir / "ck" / name), name);
  }
  ref.checkpoint = ref.dir / "ck" / "ckpt-0000000100.0s.ckpt";
  m_ref[scenario] = ref;
}

void ResumeCliTest::resumedRunMatchesTheUninterruptedOne_data() {
  QTest::addColumn<QString>("scenario");
  QTest::addColumn<bool>("tmp");
  for (const char* s : {"cdu_trip", "leak_isolation"}) {
    QTest::newRow((std::string(s) + " csv").c_str()) << QString(s) << false;
    QTest::newRow((std::string(s) + " leftover temporary").c_str()) << QString(s) << true;
  }
}

void ResumeCliTest::resumedRunMatchesTheUninterruptedOne() {
  QFETCH(QString, scenario);
  QFETCH(bool, tmp);
  const Reference& ref = m_ref.at(scenario.toStdString());
  const fs::path dir = ref.dir / (tmp ? "resume_tmp" : "resume_csv");
  fs::create_directories(dir);
  // The earlier file as an interrupted run leaves it: rows past the checkpoint (written before the
  // interruption, dropped on resume) and, in the temporary file's case, a half-written last line.
  std::string partial = csvRows(ref.csv, kEveryS + 37.0, false);
  const fs::path csv = dir / "out.csv";
  if (tmp) {
    partial += "138,12";
    spit(dir / "out.csv.tmp-Ab3dE5gH", partial);
  } else {
    spit(csv, partial);
  }
  const Run r = podtwinSim({"resume", q(ref.checkpoint), "--duration", QString::number(kDurationS),
                            "--csv", q(csv), "--summary", q(dir / "out.json")});
  QVERIFY2(r.code == 0, qPrintable(r.err));
  QVERIFY2(slurp(csv) == ref.csv, "the resumed CSV differs from the uninterrupted run's");
  // The interrupted run's temporary file has gone, and the resumed run left none of its own.
  for (const auto& e : fs::directory_iterator(dir)) {
    const std::string name = e.path().filename().string();
    QVERIFY2(name.find(".tmp") == std::string::npos, ("left behind: " + name).c_str());
  }
  QCOMPARE(withoutWallClock(slurp(dir / "out.json")), withoutWallClock(ref.summary));
}

void ResumeCliTest::withoutAnEarlierCsvTheNewOneStartsAtTheCheckpoint() {
  for (const auto& [name, ref] : m_ref) {
    const fs::path dir = ref.dir / "resume_new";
    fs::create_directories(dir);
    const Run r =
        podtwinSim({"resume", q(ref.checkpoint), "--duration", QString::number(kDurationS), "--csv",
                    q(dir / "out.csv"), "--summary", q(dir / "out.json")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY2(slurp(dir / "out.csv") == csvRows(ref.csv, kEveryS, true), name.c_str());
    QCOMPARE(withoutWallClock(slurp(dir / "out.json")), withoutWallClock(ref.summary));
  }
}

void ResumeCliTest::damagedOrForeignCheckpointIsExitTwoWithTheReason_data() {
  QTest::addColumn<QString>("file");
  QTest::addColumn<QStringList>("options");
  QTest::addColumn<QString>("message");
  const Reference& ref = m_ref.at("cdu_trip");
  const std::string good = slurp(ref.checkpoint);
  const fs::path dir = ref.dir / "bad";
  fs::create_directories(dir);
  const QString goodFile = q(ref.checkpoint);

  const fs::path truncated = dir / "truncated.ckpt";
  spit(truncated, good.substr(0, good.size() / 2));
  QTest::newRow("truncated") << q(truncated) << QStringList{}
                             << q(truncated) + ": truncated: " + QString::number(good.size() / 2) +
                                    " of " + QString::number(good.size()) + " bytes";

  std::string flipped = good;
  flipped[good.size() / 2] = static_cast<char>(flipped[good.size() / 2] ^ 0x10);
  const fs::path corrupted = dir / "corrupted.ckpt";
  spit(corrupted, flipped);
  QTest::newRow("corrupted byte") << q(corrupted) << QStringList{}
                                  << q(corrupted) +
                                         ": corrupted: the checksum does not match its contents";

  const fs::path notCkpt = dir / "not_a_checkpoint.ckpt";
  spit(notCkpt, ref.csv);
  QTest::newRow("not a checkpoint")
      << q(notCkpt) << QStringList{}
      << q(notCkpt) + ": not a PodTwin checkpoint (no PODTWCKP signature)";

  std::string future = good;
  const std::uint32_t version = 3;
  std::memcpy(future.data() + 8, &version, sizeof version);
  const fs::path newer = dir / "future.ckpt";
  spit(newer, future);
  QTest::newRow("future format")
      << q(newer) << QStringList{}
      << q(newer) + ": written by a newer PodTwin (checkpoint format 3; this build reads format 2)";

  QTest::newRow("other pod")
      << goodFile << QStringList{"--pod", "builtin:commodity"}
      << goodFile + ": the checkpoint is of pod builtin:default, not builtin:commodity";
  QTest::newRow("other scenario")
      << goodFile << QStringList{"--scenario", "builtin:leak_isolation"}
      << goodFile + ": the checkpoint's scenario \"cdu_trip\" differs from builtin:leak_isolation";
  QTest::newRow("other seed") << goodFile << QStringList{"--seed", "7"}
                              << goodFile + ": the checkpoint is of seed 1";
  QTest::newRow("duration before the checkpoint")
      << goodFile << QStringList{"--duration", "50"}
      << QString(
             "--duration 50 s ends before the checkpoint's 100 s (the duration counts from "
             "the run's start)");
  // The same pod's name, another pod: scaled by run --racks, or the file changed since the run.
  const fs::path racks = dir / "racks";
  Run r = podtwinSim({"run", "--racks", "32", "--duration", "1", "--checkpoint-every", "1",
                      "--checkpoint-dir", q(racks)});
  QVERIFY2(r.code == 0, qPrintable(r.err));
  const QString racksCkpt = q(racks / "ckpt-0000000001.0s.ckpt");
  QTest::newRow("the pod scaled by --racks")
      << racksCkpt << QStringList{"--pod", "builtin:default"}
      << racksCkpt +
             ": the checkpoint is of pod builtin:default scaled to 32 racks (run --racks 32), not "
             "builtin:default as written (16 racks)";
  const fs::path mine = dir / "mine.json";
  spit(mine, "{\n  \"schema_version\": 1,\n  \"name\": \"mine\"\n}\n");
  r = podtwinSim({"run", "--pod", q(mine), "--duration", "1", "--checkpoint-every", "1",
                  "--checkpoint-dir", q(dir / "mine")});
  QVERIFY2(r.code == 0, qPrintable(r.err));
  spit(mine, "{\n  \"schema_version\": 1,\n  \"name\": \"edited\"\n}\n");
  const QString mineCkpt = q(dir / "mine" / "ckpt-0000000001.0s.ckpt");
  QTest::newRow("the pod file changed since the run")
      << mineCkpt << QStringList{"--pod", q(mine)}
      << mineCkpt + ": the checkpoint's copy of pod " + q(mine) + " differs from " + q(mine) +
             " as it is now (first difference on line 3)";
  const fs::path missing = dir / "missing.ckpt";
  QTest::newRow("missing file") << q(missing) << QStringList{}
                                << q(missing) + ": cannot open (No such file or directory)";
}

void ResumeCliTest::damagedOrForeignCheckpointIsExitTwoWithTheReason() {
  QFETCH(QString, file);
  QFETCH(QStringList, options);
  QFETCH(QString, message);
  const fs::path out = m_ref.at("cdu_trip").dir / "bad" / "out.csv";
  fs::remove(out);
  const Run r = podtwinSim(QStringList{"resume", file, "--csv", q(out)} + options);
  QCOMPARE(r.code, 2);
  QCOMPARE(r.err, "error: " + message + "\n");
  QVERIFY(!fs::exists(out));
}

PODTWIN_TEST_GUILESS_MAIN(ResumeCliTest)
}  // namespace resume_cli_test
#include "resume_cli_test.moc"
