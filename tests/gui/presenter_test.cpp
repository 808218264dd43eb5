// Presenter mode under Xvfb: the comparison run exists and shows numbers for every built-in
// scenario, including those with genset events the commodity design has nothing for (left out and
// named on screen), when entered while paused, and with events injected during the show.

#include <QApplication>
#include <QLabel>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include "support/test_main.h"

#include "gui/gui_test_support.h"
#include "gui/main_window.h"
#include "panels/comparison_view.h"

namespace presenter_test {

using podtwin::gui::MainWindow;
using podtwin::gui::SimController;
using podtwin::views::ComparisonView;

using podtwin::gui::testing::runPast;
namespace {
/// The comparison run has caught up with the primary run and the view shows its state.
bool caughtUp(MainWindow& w) {
  w.controller()->pollNow();
  const auto& st = w.controller()->state();
  return st.comparison && st.comparison->tick == st.primary->tick;
}
}  // namespace

class PresenterTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("PodTwinTest"));
    QCoreApplication::setApplicationName(QStringLiteral("PodTwinPresenterTest"));
    QSettings().clear();
  }

  void gensetScenariosCompareWithTheirGensetEventsLeftOut_data() {
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<int>("leftOut");
    // Entries: events of one type at one time are one entry (brownout_itic trips 3 gensets at 5 s).
    QTest::newRow("genset_trip") << QStringLiteral("builtin:genset_trip") << 2;
    QTest::newRow("grid_curtailment_peak") << QStringLiteral("builtin:grid_curtailment_peak") << 1;
    QTest::newRow("brownout_itic") << QStringLiteral("builtin:brownout_itic") << 1;
  }
  void gensetScenariosCompareWithTheirGensetEventsLeftOut() {
    QFETCH(QString, scenario);
    QFETCH(int, leftOut);
    MainWindow w;
    QVERIFY(w.openPod(QStringLiteral("builtin:default")));
    QVERIFY(w.openScenario(scenario));
    w.show();
    w.setPresenterMode(true);
    auto* cmp = w.findChild<ComparisonView*>(QStringLiteral("presenterComparison"));
    QVERIFY(cmp);
    QVERIFY(runPast(w.controller(), 30.0));
    QTRY_VERIFY(caughtUp(w));
    QTRY_VERIFY(cmp->valueText(QStringLiteral("Cost to date"), 1) != QStringLiteral("—"));
    QCOMPARE(w.controller()->comparisonLabel(), QStringLiteral("Commodity design"));
    // Both columns hold numbers, and the sentences compare them.
    for (const char* row : {"Tokens trained", "Cost to date", "MFU", "Time to train"}) {
      QVERIFY2(cmp->valueText(QString::fromLatin1(row), 0) != QStringLiteral("—"),
               qPrintable(QString::fromLatin1(row) + cmp->valueText(QString::fromLatin1(row), 0)));
      QVERIFY2(cmp->valueText(QString::fromLatin1(row), 1) != QStringLiteral("—"),
               qPrintable(QString::fromLatin1(row) + cmp->valueText(QString::fromLatin1(row), 1)));
    }
    QVERIFY2(!cmp->explanation().startsWith(QStringLiteral("Waiting")),
             qPrintable(cmp->explanation()));
    QVERIFY2(!cmp->measuredText().startsWith(QStringLiteral("Waiting")),
             qPrintable(cmp->measuredText()));
    // What was left out is on screen: every genset event (the commodity design has no gensets).
    const QString note = cmp->note();
    QVERIFY2(note.startsWith(QStringLiteral("Not played on Commodity design")), qPrintable(note));
    QCOMPARE(note.count(QStringLiteral("; ")) + 1, leftOut);
    QVERIFY(note.contains(QStringLiteral("Genset trip on Genset ")));
    if (scenario.endsWith(QStringLiteral("brownout_itic")))
      QVERIFY2(note.contains(QStringLiteral("Genset trip on Genset 1, Genset 2, Genset 3 at ")),
               qPrintable(note));
    auto* noteLabel = cmp->findChild<QLabel*>(QStringLiteral("comparisonNote"));
    QVERIFY(noteLabel && noteLabel->isVisible());
  }

  void enteredWhilePausedShowsBothRuns() {
    MainWindow w;
    QVERIFY(w.openPod(QStringLiteral("builtin:default")));
    w.show();
    auto* cmp = w.findChild<ComparisonView*>(QStringLiteral("presenterComparison"));
    // At t = 0, before anything ran: both columns show the planning projection.
    w.setPresenterMode(true);
    QTRY_VERIFY(caughtUp(w));
    QTRY_VERIFY(cmp->valueText(QStringLiteral("Time to train"), 1) != QStringLiteral("—"));
    QVERIFY(cmp->valueText(QStringLiteral("Time to train"), 0) != QStringLiteral("—"));
    QVERIFY2(!cmp->explanation().startsWith(QStringLiteral("Waiting")),
             qPrintable(cmp->explanation()));
    QVERIFY(cmp->note().isEmpty());
    w.setPresenterMode(false);
    // Paused at 20 s: the comparison run is created then, catches up while paused and is shown.
    QVERIFY(runPast(w.controller(), 20.0));
    QVERIFY(!w.controller()->isRunning());
    w.setPresenterMode(true);
    QTRY_VERIFY(caughtUp(w));
    QTRY_VERIFY(cmp->valueText(QStringLiteral("Tokens trained"), 1) != QStringLiteral("—"));
    QVERIFY2(!cmp->measuredHeading().contains(QStringLiteral("0 00:00:00")),
             qPrintable(cmp->measuredHeading()));
    QVERIFY2(!cmp->measuredText().startsWith(QStringLiteral("Waiting")),
             qPrintable(cmp->measuredText()));
  }

  void injectedEventTheOtherDesignLacksIsNamed() {
    MainWindow w;
    QVERIFY(w.openPod(QStringLiteral("builtin:default")));
    w.show();
    w.setPresenterMode(true);
    auto* cmp = w.findChild<ComparisonView*>(QStringLiteral("presenterComparison"));
    QVERIFY(cmp->note().isEmpty());
    QVERIFY(w.injectEvent(podtwin::EventType::GensetTrip, "genset2"));
    QVERIFY(cmp->note().contains(QStringLiteral("Genset 2")));
    // A pump failure exists on both designs: nothing more is left out.
    QVERIFY(w.injectEvent(podtwin::EventType::PumpFail, "cdu1/pump1"));
    QCOMPARE(cmp->note().count(QStringLiteral("; ")), 0);
  }
};

PODTWIN_TEST_MAIN(PresenterTest)
}  // namespace presenter_test
#include "presenter_test.moc"
