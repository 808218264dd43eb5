// `resume --csv OUT.csv` continues only the checkpoint's own run: a CSV with a duplicated or a
// missing row before the checkpoint, without a row at the checkpoint's time, or with another run's
// rows is exit 2 with one line naming the file and the line, and is left as it was; a CSV cut
// inside its last line (even inside the time field) drops that line and continues to the
// uninterrupted run's file byte for byte.
#include <QTemporaryDir>
#include <QtTest>
#include "support/test_main.h"

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "cli_test_support.h"

namespace resume_csv_cli_test {

namespace fs = std::filesystem;
using podtwin::clitest::podtwinSim;
using podtwin::clitest::q;
using podtwin::clitest::Run;
using podtwin::clitest::slurp;
using podtwin::clitest::spit;

namespace {

std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) out.push_back(line);
  return out;
}

std::string joined(const std::vector<std::string>& ls) {
  std::string out;
  for (const auto& l : ls) out += l + "\n";
  return out;
}

// 30 s of cdu_trip, rows every second, checkpoints every 10 s.
constexpr int kDurationS = 30;

}  // namespace

class ResumeCsvCliTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QVERIFY(m_tmp.isValid());
    const QStringList common = {"run", "--scenario", "builtin:cdu_trip", "--duration",
                                QString::number(kDurationS)};
    Run r = podtwinSim(common + QStringList{"--csv", q(dir() / "ref.csv")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    m_ref = lines(slurp(dir() / "ref.csv"));
    QCOMPARE(m_ref.size(), std::size_t{kDurationS + 2});  // header, t = 0 .. 30
    r = podtwinSim(common +
                   QStringList{"--checkpoint-every", "10", "--checkpoint-dir", q(dir() / "ck")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    m_ckpt = dir() / "ck" / "ckpt-0000000010.0s.ckpt";
    QVERIFY(fs::exists(m_ckpt));
    // Another run with rows at the same times and columns: GPUs of 1,200 W.
    spit(dir() / "other_pod.json",
         "{\"schema_version\": 1, \"name\": \"other\", \"racks\": {\"gpu_tdp_w\": 1200}}\n");
    r = podtwinSim({"run", "--pod", q(dir() / "other_pod.json"), "--duration",
                    QString::number(kDurationS), "--csv", q(dir() / "other.csv")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    m_other = lines(slurp(dir() / "other.csv"));
  }

  void notTheRunsRowsIsRefused_data() {
    QTest::addColumn<QString>("csv");
    QTest::addColumn<QString>("message");
    // Rows up to 15 s, as a run interrupted after its 10 s checkpoint leaves them (line k + 2 is t
    // = k).
    std::vector<std::string> upTo15(m_ref.begin(), m_ref.begin() + 17);

    std::vector<std::string> duplicate = upTo15;
    duplicate.insert(duplicate.begin() + 6, duplicate[5]);  // t = 4 twice
    QTest::newRow("a duplicated row")
        << joined(duplicate).c_str()
        << "line 7: time_s 4 does not come after the row before's 4 (a duplicate or out-of-order "
           "row)";

    std::vector<std::string> gap = upTo15;
    gap.erase(gap.begin() + 5);  // no t = 4
    QTest::newRow("a missing row")
        << joined(gap).c_str() << "line 6: rows are missing between t = 3 s and t = 5 s";

    std::vector<std::string> other(m_other.begin(), m_other.begin() + 17);
    QTest::newRow("another run's rows")
        << joined(other).c_str()
        << "line 12: the row at t = 10 s is not the checkpoint's (another run's rows)";

    std::vector<std::string> shortOne(m_ref.begin(), m_ref.begin() + 9);  // up to t = 7
    QTest::newRow("no row at the checkpoint's time")
        << joined(shortOne).c_str()
        << "line 9: it has no row at the checkpoint's time 10 s (the last before it is at 7 s)";
  }

  void notTheRunsRowsIsRefused() {
    QFETCH(QString, csv);
    QFETCH(QString, message);
    const fs::path out = dir() / "bad.csv";
    spit(out, csv.toStdString());
    const Run r = podtwinSim({"resume", q(m_ckpt), "--csv", q(out)});
    QCOMPARE(r.code, 2);
    QCOMPARE(r.err,
             "error: " + q(out) + ": " + message + "; cannot continue it (give another --csv)\n");
    QCOMPARE(QString::fromStdString(slurp(out)), csv);
  }

  void aLastLineCutShortIsDropped_data() {
    QTest::addColumn<QString>("tail");
    QTest::newRow("inside the time field") << QString("1");
    QTest::newRow("after the time field") << QString("16,12");
    QTest::newRow("at a row's end, without its newline") << QString::fromStdString(m_ref[18]);
  }

  void aLastLineCutShortIsDropped() {
    QFETCH(QString, tail);
    const fs::path out = dir() / "cut.csv";
    spit(out,
         joined(std::vector<std::string>(m_ref.begin(), m_ref.begin() + 17)) + tail.toStdString());
    const Run r = podtwinSim(
        {"resume", q(m_ckpt), "--duration", QString::number(kDurationS), "--csv", q(out)});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY2(lines(slurp(out)) == m_ref, "the resumed CSV differs from the uninterrupted run's");
  }

 private:
  fs::path dir() const { return fs::path(m_tmp.path().toStdString()); }
  QTemporaryDir m_tmp;
  std::vector<std::string> m_ref;
  std::vector<std::string> m_other;
  fs::path m_ckpt;
};

PODTWIN_TEST_GUILESS_MAIN(ResumeCsvCliTest)
}  // namespace resume_csv_cli_test
#include "resume_csv_cli_test.moc"
