// The main window end to end under Xvfb: it opens and steps the model, failure injection through
// the UI reaches the event log and the timeline, the language switches live, scenarios round-trip
// through files, a bad scenario is reported and the previous one stays, and no Qt 5 is loaded.

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QFile>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <cmath>
#include <functional>

#include "charts/pod_charts.h"
#include "gui/language.h"
#include "gui/main_window.h"
#include "panels/event_log_view.h"
#include "panels/timeline_editor.h"

using podtwin::gui::MainWindow;
using podtwin::views::PodCharts;

namespace {
/// Runs `fn` on the next modal dialog that opens (polled, so it works for nested exec() loops).
void onNextModal(std::function<void(QWidget*)> fn) {
  auto* timer = new QTimer;
  timer->setInterval(20);
  QObject::connect(timer, &QTimer::timeout, [timer, fn] {
    if (QWidget* w = QApplication::activeModalWidget()) {
      timer->stop();
      timer->deleteLater();
      fn(w);
    }
  });
  timer->start();
}

QString topMenuTitle(MainWindow& w, int i) {
  return w.menuBar()->actions().at(i)->text();
}
}  // namespace

class MainWindowTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("PodTwinTest"));
    QCoreApplication::setApplicationName(QStringLiteral("PodTwinGuiTest"));
    QSettings().clear();
  }

  void opensAndSteps() {
    MainWindow w;
    QVERIFY(w.openPod(QStringLiteral("builtin:default")));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.controller()->setSpeed(podtwin::gui::SimController::kMaxSpeed);
    w.controller()->play();
    // 30 simulated seconds = 300 control ticks of 0.1 s; any machine gets there at max speed.
    QTRY_VERIFY_WITH_TIMEOUT(w.controller()->snapshot().timeS > 30.0, 60000);
    w.controller()->pause();
    QTRY_VERIFY(!w.controller()->state().running);
    auto* power = w.charts()->chart(PodCharts::kPower);
    QVERIFY(power->historySize() >= 2);
    QVERIFY(power->drawnPointCount(0) >= 2);
    // The IT series holds the snapshot's IT power at the newest sample (same number, copied).
    const double it = w.controller()->snapshot().itPowerKw;
    QVERIFY(it > 0.0);
    QCOMPARE(power->valueAt(0, w.controller()->snapshot().timeS), it);
    w.controller()->pollNow();
    QCOMPARE(w.statusTimeText(),
             QStringLiteral("t = ") + MainWindow::formatSimTime(w.controller()->snapshot().timeS));
  }

  void formatsSimulatedTime() {
    // d hh:mm:ss.s, tenths truncated (a clock never shows a time that has not happened yet).
    QCOMPARE(MainWindow::formatSimTime(0.0), QStringLiteral("0 00:00:00.0"));
    QCOMPARE(MainWindow::formatSimTime(90061.25), QStringLiteral("1 01:01:01.2"));
    QCOMPARE(MainWindow::formatSimTime(59.99), QStringLiteral("0 00:00:59.9"));
    QCOMPARE(MainWindow::formatSimTime(std::nan("")), QStringLiteral("0 00:00:00.0"));
  }

  void injectPumpFailureThroughAction() {
    MainWindow w;
    QVERIFY(w.openPod(QStringLiteral("builtin:default")));
    w.show();
    w.controller()->stepOnce();
    w.controller()->sync();
    QAction* inject = w.action(QStringLiteral("inject_pump_fail"));
    QVERIFY(inject);
    bool sawDialog = false;
    onNextModal([&](QWidget* dlg) {
      sawDialog = dlg->objectName() == QLatin1String("injectDialog");
      qobject_cast<QDialog*>(dlg)->accept();  // default target cdu1/pump1
    });
    inject->trigger();
    QVERIFY(sawDialog);
    // The timeline shows the injected event at the current time.
    const auto events = w.timeline()->scenario().events;
    QCOMPARE(events.size(), std::size_t{1});
    QCOMPARE(events[0].type, std::string("pump_fail"));
    QCOMPARE(events[0].target.toString(), std::string("cdu1/pump1"));
    QCOMPARE(w.timeline()->table()->rowCount(), 1);
    // One more tick applies it; the log gets an entry about that pump.
    w.controller()->stepOnce();
    w.controller()->sync();
    auto logged = [&] {
      w.controller()->pollNow();
      for (const auto& e : w.eventLog()->entries()) {
        if (e.object == "cdu1/pump1") return true;
      }
      return false;
    };
    QTRY_VERIFY(logged());
  }

  void languageSwitchesLive() {
    MainWindow w;
    QCOMPARE(topMenuTitle(w, 0), QStringLiteral("&File"));
    // Qt posts LanguageChange to every widget; the menus retranslate when it arrives.
    QVERIFY(w.setLanguage(QStringLiteral("de")));
    QTRY_COMPARE(topMenuTitle(w, 0), QStringLiteral("&Datei"));
    QCOMPARE(w.action(QStringLiteral("jump"))->text(), QStringLiteral("Zu Zeitpunkt &springen…"));
    QVERIFY(w.setLanguage(QStringLiteral("ja")));
    QTRY_COMPARE(topMenuTitle(w, 0), QStringLiteral("ファイル(&F)"));
    QVERIFY(w.setLanguage(QStringLiteral("en")));
    QTRY_COMPARE(topMenuTitle(w, 0), QStringLiteral("&File"));
    QVERIFY(!w.setLanguage(QStringLiteral("xx")));
    QCOMPARE(podtwin::gui::Language::current(), QStringLiteral("en"));
  }

  void scenarioRoundTrip() {
    QTemporaryDir dir;
    MainWindow w;
    QVERIFY(w.openPod(QStringLiteral("builtin:default")));
    QVERIFY(w.openScenario(QStringLiteral("builtin:pump_loss_n1")));
    QVERIFY(w.injectEvent("grid_curtailment", "grid", {{"limit_kw", 900.0}, {"duration_s", 60.0}}));
    const auto before = w.timeline()->scenario();
    QCOMPARE(before.events.size(), std::size_t{2});
    const QString path = dir.filePath(QStringLiteral("drill.json"));
    QVERIFY(w.saveScenarioTo(path));
    QVERIFY(w.openScenario(path));
    const auto after = w.timeline()->scenario();
    QCOMPARE(after.events.size(), before.events.size());
    for (std::size_t i = 0; i < before.events.size(); ++i)
      QVERIFY(after.events[i] == before.events[i]);
    QCOMPARE(w.controller()->scenario().events.size(), before.events.size());
  }

  void badScenarioKeepsPrevious() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bad.json"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(
        "{\n  \"schema_version\": 1,\n  \"name\": \"bad\",\n  \"events\": [\n"
        "    { \"t_s\": 10, \"type\": \"pump_fail\", \"target\": \"cdu9/pump1\" }\n  ]\n}\n");
    f.close();
    MainWindow w;
    QVERIFY(w.openPod(QStringLiteral("builtin:default")));
    QVERIFY(w.openScenario(QStringLiteral("builtin:pump_loss_n1")));
    QString shown;
    onNextModal([&](QWidget* box) {
      if (auto* mb = qobject_cast<QMessageBox*>(box)) shown = mb->text();
      qobject_cast<QDialog*>(box)->accept();
    });
    QString error;
    QVERIFY(!w.openScenario(path, &error));
    // The dialog names the file and the line of the bad event (line 5 of the file above).
    QVERIFY2(shown.contains(QStringLiteral("bad.json:5")), qPrintable(shown));
    QVERIFY(shown.contains(QStringLiteral("cdu9")));
    QCOMPARE(w.controller()->scenario().name, std::string("pump_loss_n1"));
    QCOMPARE(w.timeline()->scenario().events.size(), std::size_t{1});
  }

  void presenterModeShowsAndRestores() {
    MainWindow w;
    QVERIFY(w.openPod(QStringLiteral("builtin:default")));
    w.show();
    for (int i = 0; i < 20; ++i) w.controller()->stepOnce();
    w.controller()->sync();
    QVERIFY(w.menuBar()->isVisible());
    w.setPresenterMode(true);
    QVERIFY(w.isPresenterMode());
    QVERIFY(!w.menuBar()->isVisible());
    // The comparison run is created mid-run and catches up with the primary run (20 ticks).
    auto caughtUp = [&] {
      w.controller()->pollNow();
      const auto& st = w.controller()->state();
      return st.comparison && st.comparison->tick == st.primary.tick;
    };
    QTRY_VERIFY(caughtUp());
    QVERIFY(!w.controller()->comparisonLabel().isEmpty());
    w.setPresenterMode(false);
    QVERIFY(w.menuBar()->isVisible());
    w.controller()->stepOnce();
    w.controller()->sync();
    w.controller()->pollNow();
    QVERIFY(!w.controller()->state().comparison.has_value());
  }

  void noQt5InProcess() {
    QFile maps(QStringLiteral("/proc/self/maps"));
    QVERIFY(maps.open(QIODevice::ReadOnly));
    const QByteArray all = maps.readAll();
    QVERIFY(all.contains("libQt6Widgets"));
    QVERIFY(!all.contains("libQt5"));
  }
};

QTEST_MAIN(MainWindowTest)
#include "main_window_test.moc"
