// `podtwin-sim state-diff A.ckpt B.ckpt` through the binary: two checkpoints of the same run are
// equal (exit 0); a run without and one with a CDU trip differ in exactly the fields the trip
// moves, named with both values (exit 1); a file that is not a checkpoint is exit 2 with the
// reason.
#include <QtTest>
#include "support/test_main.h"

#include <QRegularExpression>
#include <filesystem>

#include "cli_test_support.h"

namespace state_diff_cli_test {

namespace fs = std::filesystem;
using podtwin::clitest::podtwinSim;
using podtwin::clitest::q;
using podtwin::clitest::Run;
using podtwin::clitest::spit;

namespace {

/// The one checkpoint a 61 s run of `scenario` writes at its end.
fs::path checkpointOf(const fs::path& dir, const QString& scenario) {
  const Run r = podtwinSim({"run", "--scenario", scenario, "--duration", "61", "--checkpoint-every",
                            "61", "--checkpoint-dir", q(dir)});
  if (r.code != 0) qWarning("run failed: %s", qPrintable(r.err));
  for (const auto& e : fs::directory_iterator(dir)) {
    if (e.path().extension() == ".ckpt") return e.path();
  }
  return {};
}

}  // namespace

class StateDiffCliTest : public QObject {
  Q_OBJECT

 private slots:
  void sameRunIsEqualOtherRunNamesTheFields();
  void badFilesAreExitTwo();

 private:
  QTemporaryDir m_tmp;
};

void StateDiffCliTest::sameRunIsEqualOtherRunNamesTheFields() {
  const fs::path root = m_tmp.path().toStdString();
  const fs::path quiet = checkpointOf(root / "quiet", "builtin:empty");
  const fs::path again = checkpointOf(root / "again", "builtin:empty");
  const fs::path trip = checkpointOf(root / "trip", "builtin:cdu_trip");
  QVERIFY(!quiet.empty() && !again.empty() && !trip.empty());

  const Run same = podtwinSim({"state-diff", q(quiet), q(again)});
  QCOMPARE(same.code, 0);
  QVERIFY2(same.out.startsWith("equal: "), qPrintable(same.out));

  const Run d = podtwinSim({"state-diff", q(quiet), q(trip)});
  QCOMPARE(d.code, 1);
  // The tripped CDU (cdu2, index 1), by name with both values.
  QVERIFY2(d.out.contains("\nthermal.cdus[1].tripped\n  A: false\n  B: true\n"), qPrintable(d.out));
  // The log: the trip's entries are in B only.
  QVERIFY2(
      d.out.contains(QRegularExpression(R"(\nlog\.all\n  A: \d+ objects\n  B: \d+ objects\n)")),
      qPrintable(d.out));
  // A per-rack array: where it first differs and how many of the 16 racks differ.
  QVERIFY2(
      d.out.contains(QRegularExpression(
          R"(\nthermal\.rackMaxDieC\n  A: \[\d+\] [0-9.e+-]+ \(\d+ of 16 elements differ\)\n)")),
      qPrintable(d.out));
  // The header line counts the differing fields; the first-line total matches the entries.
  const QRegularExpressionMatch m =
      QRegularExpression(R"(^(\d+) of (\d+) fields differ)").match(d.out);
  QVERIFY2(m.hasMatch(), qPrintable(d.out));
  QCOMPARE(static_cast<int>(d.out.count("\n  A: ")), m.captured(1).toInt());
  QVERIFY(m.captured(1).toInt() < m.captured(2).toInt());
}

void StateDiffCliTest::badFilesAreExitTwo() {
  const fs::path root = m_tmp.path().toStdString();
  const fs::path text = root / "notes.txt";
  spit(text, "not a checkpoint\n");
  const Run r = podtwinSim({"state-diff", q(text), q(text)});
  QCOMPARE(r.code, 2);
  QCOMPARE(r.err.trimmed(),
           "error: " + q(text) + ": not a PodTwin checkpoint (no PODTWCKP signature)");
  const Run one = podtwinSim({"state-diff", q(text)});
  QCOMPARE(one.code, 2);
  QVERIFY2(one.err.contains("state-diff needs two checkpoint files, A and B (got 1)"),
           qPrintable(one.err));
}

PODTWIN_TEST_GUILESS_MAIN(StateDiffCliTest)
}  // namespace state_diff_cli_test
#include "state_diff_cli_test.moc"
