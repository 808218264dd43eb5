// Formatting helpers: simulated time, values with units, money.

#include <QtTest>
#include <cmath>
#include "support/test_main.h"

#include "panels/panel_format.h"

namespace panel_format_test {

using namespace podtwin::views;

class PanelFormatTest : public QObject {
  Q_OBJECT

 private slots:
  void time() {
    QCOMPARE(formatSimTime(0.0), QStringLiteral("0 00:00:00"));
    QCOMPARE(formatSimTime(300.0), QStringLiteral("0 00:05:00"));
    QCOMPARE(formatSimTime(10.5), QStringLiteral("0 00:00:10.5"));
    QCOMPARE(formatSimTime(12.0 * 86400.0 + 3723.0), QStringLiteral("12 01:02:03"));
    QCOMPARE(formatSimTime(59.96), QStringLiteral("0 00:00:59"));  // never shows ".10"
    QCOMPARE(formatSimTime(-1.0), QStringLiteral("—"));
    QCOMPARE(formatSimTime(NAN), QStringLiteral("—"));
  }
  void values() {
    QCOMPARE(formatValue(132.44, 1, QStringLiteral("kW")), QStringLiteral("132.4 kW"));
    QCOMPARE(formatValue(1.5, 2, QString()), QStringLiteral("1.50"));
    QCOMPARE(formatValue(INFINITY, 1, QStringLiteral("kW")), QStringLiteral("—"));
  }
  void money() {
    QCOMPARE(formatMoney(4.1e6), QStringLiteral("$4.1 M"));
    QCOMPARE(formatMoney(-820e3), QStringLiteral("−$820 k"));
    QCOMPARE(formatMoney(9999.0), QStringLiteral("$9999"));
  }
};

PODTWIN_TEST_MAIN(PanelFormatTest)
}  // namespace panel_format_test
#include "panel_format_test.moc"
