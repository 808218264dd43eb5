// `podtwin-sim run --racks N --threads N` through the binary: a generated campus runs, its CSV and
// summary are byte-identical on one thread and on three (the summary without its wall-clock
// fields), the campus really is N racks (one set of per-CDU columns per CDU of the scaled pod),
// and a bad value of either option is exit code 2 with one sentence naming the option.
#include <QtTest>
#include "support/test_main.h"

#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>

#include "cli_test_support.h"

namespace threads_cli_test {

namespace fs = std::filesystem;
using podtwin::clitest::podtwinSim;
using podtwin::clitest::q;
using podtwin::clitest::Run;
using podtwin::clitest::slurp;
using podtwin::clitest::withoutWallClock;

namespace {

int countColumns(const std::string& csv, const std::string& suffix) {
  const std::string header = csv.substr(0, csv.find('\n'));
  int n = 0;
  for (std::size_t at = header.find(suffix); at != std::string::npos;
       at = header.find(suffix, at + 1)) {
    ++n;
  }
  return n;
}

}  // namespace

class ThreadsCliTest : public QObject {
  Q_OBJECT
 private slots:
  void campusRunIsTheSameOnOneAndThreeThreads();
  void badValuesAreRejected_data();
  void badValuesAreRejected();
};

void ThreadsCliTest::campusRunIsTheSameOnOneAndThreeThreads() {
  QTemporaryDir tmp;
  QVERIFY(tmp.isValid());
  const fs::path dir = tmp.path().toStdString();
  std::string csv[2];
  std::string summary[2];
  const char* threads[2] = {"1", "3"};
  for (int k = 0; k < 2; ++k) {
    const fs::path c = dir / ("run" + std::to_string(k) + ".csv");
    const fs::path s = dir / ("run" + std::to_string(k) + ".json");
    const Run r =
        podtwinSim({"run", "--racks", "200", "--scenario", "builtin:cdu_trip", "--duration", "120",
                    "--threads", threads[k], "--csv", q(c), "--summary", q(s)});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    csv[k] = slurp(c);
    summary[k] = slurp(s);
  }
  QCOMPARE(csv[1], csv[0]);
  QCOMPARE(withoutWallClock(summary[1]), withoutWallClock(summary[0]));
  // 200 racks: the default pod's 2 CDUs for 16 racks scale to 25 CDUs, one cdu<N>_supply_temp_c
  // column each, besides the pod's coolant_supply_temp_c.
  QCOMPARE(countColumns(csv[0], "_supply_temp_c"), 26);
}

void ThreadsCliTest::badValuesAreRejected_data() {
  QTest::addColumn<QStringList>("args");
  QTest::addColumn<QString>("error");
  QTest::newRow("threads negative")
      << QStringList{"--threads", "-1"} << R"(--threads "-1" is not a number from 0 to 4096)";
  QTest::newRow("threads fraction")
      << QStringList{"--threads", "1.5"}
      << R"(--threads "1.5" is not a whole number from 0 (every core) to 4096)";
  QTest::newRow("threads text") << QStringList{"--threads", "many"}
                                << R"(--threads "many" is not a number from 0 to 4096)";
  QTest::newRow("racks zero") << QStringList{"--racks", "0"}
                              << R"(--racks "0" is not a number from 1 to 100000)";
  QTest::newRow("racks fraction") << QStringList{"--racks", "2.5"}
                                  << R"(--racks "2.5" is not a whole number from 1 to 100000)";
}

void ThreadsCliTest::badValuesAreRejected() {
  QFETCH(QStringList, args);
  QFETCH(QString, error);
  const Run r = podtwinSim(QStringList{"run", "--duration", "1"} + args);
  QCOMPARE(r.code, 2);
  QVERIFY2(r.err.contains(error), qPrintable(r.err));
}

PODTWIN_TEST_GUILESS_MAIN(ThreadsCliTest)
}  // namespace threads_cli_test
#include "threads_cli_test.moc"
