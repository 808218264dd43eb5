// The main window end to end under Xvfb: it opens and steps the model, failure injection through
// the UI reaches the event log and the timeline, the language switches live, scenarios round-trip
// through files, a bad scenario is reported and the previous one stays, and no Qt 5 is loaded.

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QFile>
#include <QHash>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <algorithm>
#include <cmath>
#include <functional>
#include <string>
#include "support/test_main.h"

#include "charts/pod_charts.h"
#include "gui/gui_test_support.h"
#include "gui/language.h"
#include "gui/main_window.h"
#include "panels/event_edit_dialog.h"
#include "panels/event_log_view.h"
#include "panels/timeline_editor.h"
#include "scene/pod_scene_widget.h"
#include "views/scene/scene_test_support.h"

namespace main_window_test {

using podtwin::gui::MainWindow;
using podtwin::views::PodCharts;
using podtwin::views::testing::channelDiff;
using podtwin::views::testing::pixelAt;

using podtwin::gui::testing::kWaitMs;
using podtwin::gui::testing::onNextModal;
using podtwin::gui::testing::runPast;
namespace {
QString topMenuTitle(MainWindow& w, int i) {
  return w.menuBar()->actions().at(i)->text();
}

/// The entry `name` of the Inject menu's domain submenus (what a user clicks), or nullptr.
QAction* injectMenuEntry(MainWindow& w, const QString& name) {
  for (QMenu* domain : w.findChildren<QMenu*>()) {
    if (!domain->parent() || domain->parent()->objectName() != QLatin1String("menu_inject"))
      continue;
    for (QAction* a : domain->actions())
      if (a->objectName() == name) return a;
  }
  return nullptr;
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
    // The toolbar and the Speed menu follow a speed set from elsewhere (--speed).
    auto* speedCombo = w.findChild<QComboBox*>(QStringLiteral("speedCombo"));
    QVERIFY(speedCombo);
    QCOMPARE(speedCombo->currentData().toDouble(), podtwin::gui::SimController::kMaxSpeed);
    QVERIFY(w.action(QStringLiteral("speed_max"))->isChecked());
    QCOMPARE(speedCombo->count(), 4);
    // A speed that is not a preset (--speed 20) gets its own entry between 10× and 100×, and no
    // Speed menu entry is checked; choosing a preset again removes it.
    w.controller()->setSpeed(20.0);
    QCOMPARE(speedCombo->count(), 5);
    QCOMPARE(speedCombo->currentIndex(), 2);
    QCOMPARE(speedCombo->currentData().toDouble(), 20.0);
    QCOMPARE(speedCombo->currentText(), QStringLiteral("20×"));
    for (const char* name : {"speed_1", "speed_10", "speed_100", "speed_max"}) {
      QVERIFY2(!w.action(QString::fromLatin1(name))->isChecked(), name);
    }
    w.controller()->setSpeed(2.5);
    QCOMPARE(speedCombo->count(), 5);
    QCOMPARE(speedCombo->currentIndex(), 1);
    QCOMPARE(speedCombo->currentText(), QStringLiteral("2.5×"));
    w.action(QStringLiteral("speed_max"))->trigger();
    QCOMPARE(w.controller()->speed(), podtwin::gui::SimController::kMaxSpeed);
    QCOMPARE(speedCombo->count(), 4);
    QCOMPARE(speedCombo->currentText(), QStringLiteral("max"));
    QVERIFY(w.action(QStringLiteral("speed_max"))->isChecked());
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

  void everyMenuActionHasAUniqueShortcut() {
    // Walks the menu bar recursively. Left out, on purpose: separators and submenu entries (they
    // open with their mnemonic), the generated lists (built-in pods, scenarios and drills, recent
    // files), the Inject menu's one entry per failure type (Ctrl+I pops the menu up, and each
    // entry is one letter away there) and the Controls menu's entries per object of the pod
    // (Ctrl+K pops it up). Every other action needs a shortcut, and no two actions of the window
    // may share one (including window actions not in a menu, Ctrl+I, Ctrl+K).
    MainWindow w;
    QVERIFY(w.openPod(QStringLiteral("builtin:default")));
    const QStringList skipMenus = {
        QStringLiteral("menu_builtin_pods"),   QStringLiteral("menu_builtin_scenarios"),
        QStringLiteral("menu_builtin_drills"), QStringLiteral("menu_recent"),
        QStringLiteral("menu_inject"),         QStringLiteral("menu_controls")};
    QList<QAction*> checked;
    std::function<void(const QList<QAction*>&)> walk = [&](const QList<QAction*>& actions) {
      for (QAction* a : actions) {
        if (a->isSeparator()) continue;
        if (QMenu* m = a->menu()) {
          if (!skipMenus.contains(m->objectName())) walk(m->actions());
          continue;
        }
        if (!checked.contains(a)) checked << a;  // one action may sit in two menus
      }
    };
    walk(w.menuBar()->actions());
    QVERIFY2(checked.size() >= 39, qPrintable(QString::number(checked.size())));
    QHash<QString, QString> owner;
    for (QAction* a : checked) {
      const QString name = a->objectName().isEmpty() ? a->text() : a->objectName();
      QVERIFY2(!a->shortcut().isEmpty(), qPrintable(name + " has no shortcut"));
      owner.insert(a->shortcut().toString(), name);
    }
    QCOMPARE(owner.size(), checked.size());  // no two menu actions share a shortcut
    for (QAction* a : w.actions()) {
      if (a->shortcut().isEmpty() || checked.contains(a)) continue;
      const QString key = a->shortcut().toString();
      QVERIFY2(!owner.contains(key),
               qPrintable(key + ": " + a->objectName() + " and " + owner.value(key)));
      owner.insert(key, a->objectName());
    }
    // Tool tips name the shortcut ("Run (Space)"), so the toolbar teaches it.
    for (const char* name : {"run", "step", "reset", "jump", "presenter", "open_pod", "camera_top",
                             "screenshot", "lang_de", "colormap_viridis"}) {
      QAction* a = w.action(QString::fromLatin1(name));
      QVERIFY(a);
      QVERIFY2(a->toolTip().endsWith(
                   QStringLiteral("(%1)").arg(a->shortcut().toString(QKeySequence::NativeText))),
               qPrintable(a->toolTip()));
    }
    // Standard keys where the platform has them (Ctrl+O, F1 on every desktop Qt knows).
    QCOMPARE(w.action(QStringLiteral("open_scenario"))->shortcut(),
             QKeySequence::keyBindings(QKeySequence::Open).value(0));
    QCOMPARE(w.action(QStringLiteral("about"))->shortcut(), QKeySequence(Qt::Key_F1));
    QCOMPARE(w.action(QStringLiteral("save_scenario_as"))->shortcut().isEmpty(), false);
    // The inject entries are all there, just without shortcuts of their own: one per failure
    // (the operator's actions are the Controls menu's).
    int injectEntries = 0;
    for (QMenu* m : w.findChildren<QMenu*>()) {
      if (m->parent() && m->parent()->objectName() == QLatin1String("menu_inject"))
        injectEntries += static_cast<int>(m->actions().size());
    }
    int failures = 0;
    for (const auto& spec : podtwin::eventCatalogue())
      failures += spec.source == podtwin::EventSource::Failure ? 1 : 0;
    QCOMPARE(injectEntries, failures);
    // The Controls menu: a submenu per CDU, rack and genset of the pod, and the site's.
    const auto* controls = w.findChild<QMenu*>(QStringLiteral("menu_controls"));
    QVERIFY(controls);
    QVERIFY(controls->findChild<QMenu*>(QStringLiteral("menu_controls_cdu1")));
    QVERIFY(controls->findChild<QMenu*>(QStringLiteral("menu_controls_rack1")));
    QVERIFY(controls->findChild<QMenu*>(QStringLiteral("menu_controls_genset1")));
    QVERIFY(controls->findChild<QMenu*>(QStringLiteral("menu_controls_grid")));
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
    // The timeline shows the injected event at the current time once the run has taken it (the
    // event is queued to the simulation thread and comes back with the next poll).
    QTRY_COMPARE_WITH_TIMEOUT(w.timeline()->scenario().events.size(), std::size_t{1}, kWaitMs);
    const auto events = w.timeline()->scenario().events;
    QCOMPARE(events.size(), std::size_t{1});
    QCOMPARE(events[0].typeName(), std::string("pump_fail"));
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

  void injectedCduTripHappensAgainAfterResetAndJumpBack() {
    // The simulation thread owns the scenario: a CDU trip injected through the Inject menu joins
    // it, so Reset and a jump back replay it — the trip happens again at the same time, the log
    // shows it once, and the CDU is drawn red.
    MainWindow w;
    QVERIFY(w.openPod(QStringLiteral("builtin:default")));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    auto* ctl = w.controller();
    // Injected after 90 s, however far the run overshoots, so that the jump to 30 s before the
    // injection lands after the ring's checkpoint at 60 s (kDefaultBacktrackIntervalS).
    QVERIFY(runPast(ctl, 90.0));
    const double tInject = ctl->snapshot().timeS;

    QAction* trip = injectMenuEntry(w, QStringLiteral("inject_cdu_trip"));
    QVERIFY2(trip, "Inject menu has no CDU trip entry");
    onNextModal([](QWidget* dlg) { qobject_cast<QDialog*>(dlg)->accept(); });  // cdu1
    trip->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(ctl->scenario().events.size(), std::size_t{1}, kWaitMs);
    QCOMPARE(ctl->scenario().events[0].t_s, tInject);

    auto tripTimes = [&] {
      std::vector<double> t;
      for (const auto& e : w.eventLog()->entries()) {
        if (e.object == "cdu1" && e.code == "cdu_trip" && e.severity == podtwin::Severity::Trip &&
            !e.cleared)
          t.push_back(e.t_s);
      }
      return t;
    };
    auto cduIsRed = [&] {
      auto* scene = w.podScene();
      const QImage img = scene->grabFramebuffer();
      const QColor got = pixelAt(img, scene->objectScreenPosition(QStringLiteral("cdu1")),
                                 scene->devicePixelRatioF());
      return channelDiff(got, QColor(214, 39, 40)) <= 12;
    };
    QVERIFY(runPast(ctl, tInject + 10.0));
    QCOMPARE(tripTimes(), std::vector<double>{tInject});
    QVERIFY(ctl->snapshot().cdus[0].tripped);

    // Reset: back to t = 0, nothing tripped, the timeline still lists the injection.
    w.action(QStringLiteral("reset"))->trigger();
    ctl->sync();
    ctl->pollNow();
    QCOMPARE(ctl->snapshot().timeS, 0.0);
    QVERIFY(tripTimes().empty());
    QVERIFY(!ctl->snapshot().cdus[0].tripped);
    QVERIFY(!cduIsRed());
    QCOMPARE(w.timeline()->table()->rowCount(), 1);
    QCOMPARE(ctl->scenario().events.size(), std::size_t{1});
    // Running past the injection time trips it again, once, at the same time.
    QVERIFY(runPast(ctl, tInject + 10.0));
    QCOMPARE(tripTimes(), std::vector<double>{tInject});
    QVERIFY(ctl->snapshot().cdus[0].tripped);
    QTRY_VERIFY(cduIsRed());

    // A jump back before the injection restores a checkpoint: the trip is gone from the log and
    // from the charts' history, and comes back on the way forward.
    ctl->jumpTo(tInject - 30.0);
    QTRY_VERIFY_WITH_TIMEOUT(!ctl->isJumping(), 60000);
    ctl->sync();
    ctl->pollNow();
    QVERIFY(std::abs(ctl->snapshot().timeS - (tInject - 30.0)) < 0.05 + 1e-9);
    QVERIFY(tripTimes().empty());
    const auto& hist = w.charts()->chart(PodCharts::kGpuTemp)->historyTimes();
    QVERIFY(!hist.empty() && hist.back() <= tInject - 30.0 + 1e-6);
    QVERIFY(hist.front() <= 1.0);  // the history before the jump target is kept
    QCOMPARE(ctl->backtrackInfo().checkpoints >= 2, true);
    QVERIFY(runPast(ctl, tInject + 10.0));
    QCOMPARE(tripTimes(), std::vector<double>{tInject});
  }

  void cduTripThroughInjectMenuRaisesAlarmAndTemperature() {
    // The drill of issue #6, through the UI: CDU 1 loses all its pumps (Inject → Thermal → CDU
    // trip, the dialog's default target cdu1), the run goes on at max speed, and the operator sees
    // the trip and the alarms in the log and the hottest GPU climbing in the chart.
    MainWindow w;
    QVERIFY(w.openPod(QStringLiteral("builtin:default")));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    auto* ctl = w.controller();
    QVERIFY(runPast(ctl, 90.0));
    const double tInject = ctl->snapshot().timeS;

    QAction* trip = injectMenuEntry(w, QStringLiteral("inject_cdu_trip"));
    QVERIFY2(trip, "Inject menu has no CDU trip entry");
    QString target;
    onNextModal([&](QWidget* dlg) {
      auto* edit = qobject_cast<podtwin::views::EventEditDialog*>(dlg);
      if (edit) target = QString::fromStdString(edit->editedEvent().target.toString());
      qobject_cast<QDialog*>(dlg)->accept();
    });
    trip->trigger();
    QCOMPARE(target, QStringLiteral("cdu1"));

    // At max speed one GUI tick spans minutes of simulated time; the charts still get a sample per
    // simulated second (PublishedState::samples).
    QVERIFY(runPast(ctl, tInject + 120.0));

    // The log view holds the trip of cdu1 and alarms on CDU 1's racks (rack1..rack8), none on
    // CDU 2's racks, which keep their coolant.
    bool sawTrip = false;
    int cdu1RackAlarms = 0, cdu2RackAlarms = 0, lowFlowTrips = 0;
    for (const auto& e : w.eventLog()->entries()) {
      if (e.t_s + 1e-9 < tInject || e.cleared) continue;
      if (e.object == "cdu1" && e.severity == podtwin::Severity::Trip && e.code == "cdu_trip")
        sawTrip = true;
      if (e.severity < podtwin::Severity::Alarm || e.object.rfind("rack", 0) != 0) continue;
      const int rack = std::stoi(e.object.substr(4));
      (rack <= 8 ? cdu1RackAlarms : cdu2RackAlarms) += 1;
      if (rack <= 8 && e.code == "rack_low_flow_trip") ++lowFlowTrips;
    }
    QVERIFY(sawTrip);
    QVERIFY2(cdu1RackAlarms >= 8, qPrintable(QString::number(cdu1RackAlarms)));
    QCOMPARE(cdu2RackAlarms, 0);
    // The low-flow interlock takes each of CDU 1's racks out of service.
    QCOMPARE(lowFlowTrips, 8);
    // ... and the table shows it (what the user reads).
    auto* table = w.eventLog()->findChild<QTableView*>();
    QVERIFY(table);
    bool rowShown = false;
    for (int r = 0; r < table->model()->rowCount(); ++r) {
      rowShown |= table->model()->index(r, 2).data().toString() == QLatin1String("CDU 1") &&
                  table->model()->index(r, 1).data().toString() == QLatin1String("Trip");
    }
    QVERIFY(rowShown);

    // The chart's "Max" GPU temperature series: before the trip the hottest GPU sits near 80 °C;
    // after it the racks without flow heat up until the low-flow interlock takes them out of
    // service (cooling.rack.low_flow_trip_delay_s, 15 s), below the 97 °C shutdown. The headless
    // run of the same trip (`podtwin-sim run --scenario builtin:cdu_trip`, CDU 2 at 60 s) peaks
    // at 87.1 °C from 80.4 °C (+6.8 K); 5 K is the bar, with 1 s samples the peak is seen to
    // within a fraction of a kelvin.
    auto* temp = w.charts()->chart(PodCharts::kGpuTemp);
    double before = -1e9, after = -1e9;
    int afterSamples = 0;
    const auto& hist = temp->historyTimes();
    for (std::size_t i = 0; i < hist.size(); ++i) {
      const double v = temp->historyValue(0, i);
      if (!std::isfinite(v)) continue;
      if (hist[i] <= tInject) {
        before = std::max(before, v);
      } else {
        after = std::max(after, v);
        ++afterSamples;
      }
    }
    QVERIFY2(afterSamples >= 100, qPrintable(QString::number(afterSamples)));  // 1 per second
    QVERIFY2(before > 60.0 && before < 82.0, qPrintable(QString::number(before)));
    QVERIFY2(after - before >= 5.0 && after < 97.0,
             qPrintable(QStringLiteral("before %1 °C, after %2 °C").arg(before).arg(after)));
    qInfo("hottest GPU %.1f °C before the CDU 1 trip, %.1f °C after (+%.1f K, %d samples after)",
          before, after, after - before, afterSamples);
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
    QVERIFY(w.injectEvent(podtwin::EventType::GridCurtailment, "grid",
                          {{"limit_kw", 900.0}, {"duration_s", 60.0}}));
    // The injection is queued to the simulation thread; the timeline has it after the next poll.
    w.controller()->sync();
    w.controller()->pollNow();
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
      return st.comparison && st.comparison->tick == st.primary->tick;
    };
    QTRY_VERIFY(caughtUp());
    QVERIFY(!w.controller()->comparisonLabel().isEmpty());
    w.setPresenterMode(false);
    QVERIFY(w.menuBar()->isVisible());
    w.controller()->stepOnce();
    w.controller()->sync();
    w.controller()->pollNow();
    QVERIFY(w.controller()->state().comparison == nullptr);
  }

  void noQt5InProcess() {
    QFile maps(QStringLiteral("/proc/self/maps"));
    QVERIFY(maps.open(QIODevice::ReadOnly));
    const QByteArray all = maps.readAll();
    QVERIFY(all.contains("libQt6Widgets"));
    QVERIFY(!all.contains("libQt5"));
  }
};

PODTWIN_TEST_MAIN(MainWindowTest)
}  // namespace main_window_test
#include "main_window_test.moc"
