// A settings file edited by hand or by another version cannot break the window: every number the
// window and the sweep dialog read back is range-checked, and a bad one (a chart window of 1e308 s,
// a negative speed, a colour index that is a word) is reset to its default, written back, and the
// window opens with the default.
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include "support/test_main.h"

#include "charts/pod_charts.h"
#include "gui/main_window.h"
#include "gui/settings_values.h"
#include "gui/sim_controller.h"

namespace bad_settings_test {

using podtwin::gui::intSetting;
using podtwin::gui::MainWindow;
using podtwin::gui::numberSetting;

class BadSettingsTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("PodTwinTest"));
    QCoreApplication::setApplicationName(QStringLiteral("PodTwinBadSettingsTest"));
    QSettings().clear();
  }
  void cleanupTestCase() { QSettings().clear(); }

  void numbersOutsideTheirRangeAreReset() {
    QSettings s;
    s.setValue(QStringLiteral("a"), 1e308);
    QCOMPARE(numberSetting(s, QStringLiteral("a"), 600.0, 0.0, 1e6), 600.0);
    QCOMPARE(s.value(QStringLiteral("a")).toDouble(), 600.0);
    s.setValue(QStringLiteral("b"), QStringLiteral("nan"));
    QCOMPARE(numberSetting(s, QStringLiteral("b"), 1.0, 0.0, 10.0), 1.0);
    s.setValue(QStringLiteral("c"), 2.5);
    QCOMPARE(intSetting(s, QStringLiteral("c"), 1, 0, 4), 1);
    s.setValue(QStringLiteral("d"), 3);
    QCOMPARE(intSetting(s, QStringLiteral("d"), 1, 0, 4), 3);
    QCOMPARE(numberSetting(s, QStringLiteral("missing"), 7.0, 0.0, 10.0), 7.0);
    QVERIFY(!s.contains(QStringLiteral("missing")));
  }

  void theWindowOpensWithTheDefaults() {
    {
      QSettings s;
      s.setValue(QStringLiteral("charts/windowS"), 1e308);
      s.setValue(QStringLiteral("sim/speed"), -5.0);
      s.setValue(QStringLiteral("view/colorBy"), QStringLiteral("hot"));
      s.setValue(QStringLiteral("sim/backtrackIntervalS"), 1e300);
    }
    MainWindow w;
    QCOMPARE(w.charts()->windowS(), 600.0);
    QCOMPARE(w.controller()->speed(), 1.0);
    QCOMPARE(w.controller()->backtrackInfo().intervalS,
             podtwin::gui::SimController::kDefaultBacktrackIntervalS);
    QSettings s;
    QCOMPARE(s.value(QStringLiteral("charts/windowS")).toDouble(), 600.0);
    QCOMPARE(s.value(QStringLiteral("view/colorBy")).toInt(), 1);
  }
};

PODTWIN_TEST_MAIN(BadSettingsTest)
}  // namespace bad_settings_test
#include "bad_settings_test.moc"
