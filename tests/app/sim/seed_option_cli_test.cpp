// podtwin-sim --seed takes a plain decimal integer only: run and resume any value from 0 to
// 2^64 - 1, drill up to 2147483647 (what its session file holds). A fraction, a sign, an exponent,
// a base prefix, spaces, an empty value or a number out of range is exit 2 with one line naming the
// option and the value, never a seed read some other way (1.5 as 1, 0x10 as 16).
#include <QTemporaryDir>
#include <QtTest>
#include "support/test_main.h"

#include <cstdint>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>

#include "cli_test_support.h"

namespace seed_option_cli_test {

namespace fs = std::filesystem;
using podtwin::clitest::podtwinSim;
using podtwin::clitest::q;
using podtwin::clitest::Run;
using podtwin::clitest::slurp;

class SeedOptionCliTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QVERIFY(m_tmp.isValid());
    // A checkpoint at 1 s of a 1 s run, for resume.
    const Run r = podtwinSim(
        {"run", "--duration", "1", "--checkpoint-every", "1", "--checkpoint-dir", q(dir() / "ck")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY(fs::exists(checkpoint()));
  }

  void malformedSeedIsExitTwoNamingTheValue_data() {
    QTest::addColumn<QStringList>("command");
    QTest::addColumn<QString>("seed");
    QTest::addColumn<QString>("max");
    const QString u64 = QStringLiteral("18446744073709551615");
    const QStringList run = {"run", "--duration", "1"};
    const QStringList resume = {"resume", q(checkpoint())};
    const QStringList drill = {"drill", "--drill", "builtin:pump_loss_manual_standby"};
    for (const char* seed :
         {"1.5", "0x10", "-1", "+1", "1e3", "", " 7", "7 ", "seven", "18446744073709551616"}) {
      QTest::newRow((std::string("run ") + seed).c_str()) << run << QString(seed) << u64;
      QTest::newRow((std::string("resume ") + seed).c_str()) << resume << QString(seed) << u64;
      QTest::newRow((std::string("drill ") + seed).c_str())
          << drill << QString(seed) << QStringLiteral("2147483647");
    }
    QTest::newRow("drill beyond its session file's range")
        << drill << QStringLiteral("2147483648") << QStringLiteral("2147483647");
  }
  void malformedSeedIsExitTwoNamingTheValue() {
    QFETCH(QStringList, command);
    QFETCH(QString, seed);
    QFETCH(QString, max);
    const Run r = podtwinSim(command + QStringList{"--seed", seed});
    QCOMPARE(r.code, 2);
    QCOMPARE(r.err, QStringLiteral(
                        "error: --seed \"%1\" is not a whole number from 0 to %2 (decimal digits "
                        "only)\n")
                        .arg(seed, max));
  }

  void everyUnsigned64BitSeedRuns_data() {
    QTest::addColumn<QString>("seed");
    QTest::addColumn<quint64>("expected");
    QTest::newRow("0") << "0" << quint64{0};
    QTest::newRow("leading zeros") << "007" << quint64{7};
    QTest::newRow("above 9e15") << "9007199254740993" << quint64{9007199254740993ULL};
    QTest::newRow("2^64 - 1") << "18446744073709551615" << quint64{18446744073709551615ULL};
  }
  void everyUnsigned64BitSeedRuns() {
    QFETCH(QString, seed);
    QFETCH(quint64, expected);
    const fs::path summary = dir() / "summary.json";
    const Run r = podtwinSim({"run", "--duration", "1", "--seed", seed, "--summary", q(summary)});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QCOMPARE(nlohmann::json::parse(slurp(summary))["seed"].get<std::uint64_t>(),
             std::uint64_t{expected});
  }

  void resumeComparesTheWholeSeed() {
    // The checkpoint's seed is 1: "1.0" is not another way to write it.
    const Run r = podtwinSim({"resume", q(checkpoint()), "--seed", "1.0"});
    QCOMPARE(r.code, 2);
    QCOMPARE(r.err, QStringLiteral("error: --seed \"1.0\" is not a whole number from 0 to "
                                   "18446744073709551615 (decimal digits only)\n"));
    const Run same = podtwinSim({"resume", q(checkpoint()), "--seed", "1", "--duration", "1"});
    QVERIFY2(same.code == 0, qPrintable(same.err));
  }

 private:
  fs::path dir() const { return m_tmp.path().toStdString(); }
  fs::path checkpoint() const { return dir() / "ck" / "ckpt-0000000001.0s.ckpt"; }
  QTemporaryDir m_tmp;
};

PODTWIN_TEST_GUILESS_MAIN(SeedOptionCliTest)
}  // namespace seed_option_cli_test
#include "seed_option_cli_test.moc"
