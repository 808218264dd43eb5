// `--help` (or -h) on every podtwin-sim subcommand prints that command's usage on stdout, nothing
// on stderr, and exits 0, wherever it stands among the other options; the bare command word with
// no arguments stays an error (exit 2) with the usage.
#include <QtTest>
#include "support/test_main.h"

#include "cli_test_support.h"

namespace help_cli_test {

using podtwin::clitest::podtwinSim;
using podtwin::clitest::Run;

class HelpCliTest : public QObject {
  Q_OBJECT
 private slots:
  void everySubcommandPrintsItsUsage_data();
  void everySubcommandPrintsItsUsage();
  void noArgumentsIsStillAnError();
};

void HelpCliTest::everySubcommandPrintsItsUsage_data() {
  QTest::addColumn<QStringList>("args");
  QTest::addColumn<QString>("usageLine");
  QTest::newRow("top") << QStringList{"--help"} << "podtwin-sim run [--pod";
  QTest::newRow("run") << QStringList{"run", "--help"} << "podtwin-sim run [--pod";
  QTest::newRow("run -h after options")
      << QStringList{"run", "--duration", "5", "-h"} << "podtwin-sim run [--pod";
  QTest::newRow("resume") << QStringList{"resume", "--help"} << "podtwin-sim resume CHECKPOINT";
  QTest::newRow("validate") << QStringList{"validate", "--help"} << "podtwin-sim validate FILE";
  QTest::newRow("audit-fabric") << QStringList{"audit-fabric", "--help"}
                                << "podtwin-sim audit-fabric [--pod";
  QTest::newRow("list") << QStringList{"list", "--help"} << "podtwin-sim list";
  QTest::newRow("drill") << QStringList{"drill", "--help"} << "podtwin-sim drill --drill";
  QTest::newRow("sweep") << QStringList{"sweep", "--help"} << "podtwin-sim sweep --spec";
  QTest::newRow("sweep after options")
      << QStringList{"sweep", "--spec", "x.json", "--help"} << "podtwin-sim sweep --spec";
}

void HelpCliTest::everySubcommandPrintsItsUsage() {
  QFETCH(QStringList, args);
  QFETCH(QString, usageLine);
  const Run r = podtwinSim(args);
  QCOMPARE(r.code, 0);
  QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
  QVERIFY2(r.out.contains("Usage"), qPrintable(r.out));
  QVERIFY2(r.out.contains(usageLine), qPrintable(r.out));
  // A subcommand's help is about that subcommand: `run --help` does not list `sweep`.
  if (args.size() > 1 && args[0] != "sweep") {
    QVERIFY2(!r.out.contains("podtwin-sim sweep"), qPrintable(r.out));
    QVERIFY2(r.out.contains("--log-level"), qPrintable(r.out));
  }
}

void HelpCliTest::noArgumentsIsStillAnError() {
  const Run r = podtwinSim({});
  QCOMPARE(r.code, 2);
  QVERIFY(r.out.contains("Usage"));
}

PODTWIN_TEST_GUILESS_MAIN(HelpCliTest)
}  // namespace help_cli_test
#include "help_cli_test.moc"
