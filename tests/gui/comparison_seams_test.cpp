// Where the Compare menu's B meets the rest of the window, under Xvfb: the Comparison panel empties
// when comparing stops and follows a reset while hidden; the bar over the 3D view names the pod of
// the run shown; and B's events and alarms (a CDU trip injected into B only) reach the log, the
// alarm list, the status bar and the 3D badge while the 3D view shows B, and leave with F8.

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QLabel>
#include <QMenu>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include "support/test_main.h"

#include "gui/comparison_workbench.h"
#include "gui/gui_test_support.h"
#include "gui/main_window.h"
#include "gui/run_log_feed.h"
#include "panels/alarm_list_view.h"
#include "panels/comparison_view.h"
#include "panels/event_log_view.h"
#include "scenario/scenario.h"
#include "scene/pod_scene_widget.h"

namespace comparison_seams_test {

using podtwin::EventType;
using podtwin::gui::ComparisonWorkbench;
using podtwin::gui::MainWindow;
using podtwin::gui::SimController;
using podtwin::gui::testing::runPast;

namespace {
/// Trips of cdu1 in the window's event log (not the event's own entry, nor the trip's clearing).
int cduTripsInLog(const MainWindow& w) {
  int n = 0;
  for (const auto& e : w.eventLog()->entries())
    if (e.object == "cdu1" && e.code == "cdu_trip" && e.severity == podtwin::Severity::Trip &&
        !e.cleared)
      ++n;
  return n;
}

/// The cdu1 entries of the log, one per line (failure messages).
QString cduEntries(const MainWindow& w) {
  QString out;
  for (const auto& e : w.eventLog()->entries())
    if (e.object == "cdu1")
      out += QStringLiteral("\n%1 %2 %3 sev %4 src %5")
                 .arg(e.t_s)
                 .arg(QString::fromStdString(e.code), QString::fromStdString(e.message))
                 .arg(static_cast<int>(e.severity))
                 .arg(static_cast<int>(e.source));
  return out;
}
/// With PODTWIN_SCREENSHOT_DIR set, saves the window as NAME.png there (to look at the seams).
void saveShot(QWidget& w, const QString& name) {
  const QString dir = qEnvironmentVariable("PODTWIN_SCREENSHOT_DIR");
  if (dir.isEmpty()) return;
  QDir().mkpath(dir);
  QCoreApplication::processEvents();
  w.grab().save(QDir(dir).filePath(name + QStringLiteral(".png")));
}
}  // namespace

class ComparisonSeamsTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("PodTwinTest"));
    QCoreApplication::setApplicationName(QStringLiteral("PodTwinComparisonSeamsTest"));
    QSettings().clear();
  }

  void panelEmptiesWhenComparingStopsAndFollowsAReset() {
    MainWindow w;
    QVERIFY(w.openPod(QStringLiteral("builtin:default")));
    w.show();
    SimController* ctl = w.controller();
    ComparisonWorkbench* cmp = w.comparison();
    QVERIFY(runPast(ctl, 20.0));
    QVERIFY(cmp->branchHere());
    QVERIFY(runPast(ctl, 40.0));
    const QString mfu = podtwin::views::ComparisonView::tr("MFU");
    QTRY_VERIFY(cmp->view()->valueText(mfu, 1) != QStringLiteral("—"));

    // Hidden, then the run goes back to t = 0: the panel shows t = 0, not the time it left.
    cmp->dock()->hide();
    w.action(QStringLiteral("reset"))->trigger();
    ctl->sync();
    ctl->pollNow();
    QCOMPARE(ctl->snapshot().timeS, 0.0);
    QTRY_VERIFY2(cmp->view()->measuredHeading().contains(QStringLiteral("(0 00:00:00 ")),
                 qPrintable(cmp->view()->measuredHeading()));

    QVERIFY(runPast(ctl, 30.0));
    cmp->dock()->show();
    QTRY_VERIFY(cmp->view()->valueText(mfu, 0) != QStringLiteral("—"));
    // Stopping empties the panel: no numbers, no sentence of a B that is gone.
    w.action(QStringLiteral("compare_stop"))->trigger();
    QCOMPARE(cmp->view()->valueText(mfu, 0), QStringLiteral("—"));
    QCOMPARE(cmp->view()->valueText(mfu, 1), QStringLiteral("—"));
    QCOMPARE(cmp->view()->deltaText(mfu), QStringLiteral("—"));
    QVERIFY(cmp->view()->note().isEmpty());
    QVERIFY2(cmp->view()->explanation().startsWith(QStringLiteral("Waiting")),
             qPrintable(cmp->view()->explanation()));
  }

  void sceneBarNamesThePodShown() {
    MainWindow w;
    QVERIFY(w.openPod(QStringLiteral("builtin:default")));
    w.show();
    SimController* ctl = w.controller();
    QString error;
    QVERIFY2(w.comparison()->compareWithPod(QStringLiteral("builtin:commodity"), &error),
             qPrintable(error));
    const QString nameA = QString::fromStdString(ctl->pod().name);
    const QString nameB = QString::fromStdString(ctl->comparisonPod()->name);
    QVERIFY(nameA != nameB);
    QLabel* bar = w.comparison()->sceneBar();
    QVERIFY2(bar->text().contains(nameA) && bar->text().contains(QStringLiteral("run A")),
             qPrintable(bar->text()));
    w.action(QStringLiteral("compare_show_b"))->trigger();
    QVERIFY2(bar->text().contains(nameB) && bar->text().contains(QStringLiteral("run B")),
             qPrintable(bar->text()));
    QVERIFY(!bar->text().contains(nameA + QLatin1Char(',')));
    // In another language the bar and the Compare menu follow (Qt posts LanguageChange; the
    // window retranslates when it arrives).
    QVERIFY(w.setLanguage(QStringLiteral("de")));
    QTRY_COMPARE(w.comparison()->menu()->title(), QStringLiteral("&Vergleich"));
    QVERIFY2(bar->text().startsWith(QStringLiteral("3D-Ansicht")) && bar->text().contains(nameB),
             qPrintable(bar->text()));
    QVERIFY(w.setLanguage(QStringLiteral("en")));
    QTRY_COMPARE(w.comparison()->menu()->title(), QStringLiteral("Com&pare"));
    QVERIFY2(bar->text().startsWith(QStringLiteral("3D view")), qPrintable(bar->text()));
  }

  void cduTripInjectedIntoBShowsWhileTheSceneShowsB() {
    MainWindow w;
    QVERIFY(w.openPod(QStringLiteral("builtin:default")));
    w.resize(1600, 1000);
    w.show();
    SimController* ctl = w.controller();
    ComparisonWorkbench* cmp = w.comparison();
    QVERIFY(runPast(ctl, 10.0));
    QVERIFY(cmp->branchHere());
    const double tInject = ctl->snapshot().timeS;
    ctl->injectComparison(podtwin::makeEvent(tInject, EventType::CduTrip, "cdu1"));
    QVERIFY(runPast(ctl, tInject + 10.0));
    QVERIFY(ctl->state().comparison && ctl->state().comparison->cdus[0].tripped);
    QVERIFY(!ctl->snapshot().cdus[0].tripped);
    // A's log has no trip; B's has one.
    QCOMPARE(cduTripsInLog(w), 0);
    QTRY_VERIFY(!w.logFeed()->logB().empty());

    // The 3D view shows B: the log, the alarm list, the status bar and the badge are B's.
    w.action(QStringLiteral("compare_show_b"))->trigger();
    QVERIFY(w.logFeed()->showsB());
    QVERIFY2(cduTripsInLog(w) == 1, qPrintable(cduEntries(w)));
    QVERIFY(w.alarmList()->alarms().find("cdu1", "cdu_trip") != nullptr);
    const int active = w.alarmList()->alarms().activeCount();
    QVERIFY(active >= 1);
    QTRY_VERIFY2(w.statusAlarmsText().startsWith(QStringLiteral("run B: alarms: %1").arg(active)),
                 qPrintable(w.statusAlarmsText()));
    QVERIFY2(w.podScene()->alarmBadgeText().contains(QString::number(active)),
             qPrintable(w.podScene()->alarmBadgeText()));
    saveShot(w, QStringLiteral("comparison_b_alarms"));
    // It stays B's as the runs go on, once.
    QVERIFY(runPast(ctl, tInject + 20.0));
    QVERIFY2(cduTripsInLog(w) == 1, qPrintable(cduEntries(w)));

    // Back to A: the trip leaves the log and the alarm list.
    w.action(QStringLiteral("compare_show_b"))->trigger();
    QVERIFY(!w.logFeed()->showsB());
    QCOMPARE(cduTripsInLog(w), 0);
    QVERIFY(w.alarmList()->alarms().find("cdu1", "cdu_trip") == nullptr);
    QVERIFY2(w.statusAlarmsText().startsWith(QStringLiteral("alarms: ")),
             qPrintable(w.statusAlarmsText()));

    // A rewind replays B's trip where B is shown.
    w.action(QStringLiteral("compare_show_b"))->trigger();
    w.action(QStringLiteral("reset"))->trigger();
    ctl->sync();
    ctl->pollNow();
    QCOMPARE(cduTripsInLog(w), 0);
    QVERIFY(runPast(ctl, tInject + 5.0));
    QTRY_COMPARE(cduTripsInLog(w), 1);
  }
};

PODTWIN_TEST_MAIN(ComparisonSeamsTest)
}  // namespace comparison_seams_test
#include "comparison_seams_test.moc"
