// Operator training in the window under Xvfb: the Controls menu starts the standby pump in the
// model and the log records it as the operator's; trainee mode hides the instructor's station, the
// malfunction schedule and the ground truth; a backtrack restores a checkpoint of the run exactly
// (its state hash); a state saved as an initial condition opens as a drill at that time and state;
// and the score shown at a drill's end is the headless runner's for the same drill and seed.

#include <QAction>
#include <QDialog>
#include <QDockWidget>
#include <QFile>
#include <QMenu>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>
#include <algorithm>
#include <cmath>
#include "support/test_main.h"

#include "charts/live_chart.h"
#include "charts/pod_charts.h"
#include "drill/drill.h"
#include "drill/drill_run.h"
#include "gui/gui_test_support.h"
#include "gui/instructor_station.h"
#include "gui/main_window.h"
#include "gui/operator_controls.h"
#include "instruments/sensor_bank.h"
#include "panels/drill_score_view.h"
#include "panels/event_log_view.h"
#include "panels/timeline_editor.h"
#include "sim/simulation.h"

namespace training_test {

using podtwin::EventSource;
using podtwin::gui::MainWindow;
using podtwin::gui::SimController;

namespace {
const QString kDrill = QStringLiteral("builtin:pump_loss_manual_standby");

void step(SimController* ctl, int n) {
  for (int i = 0; i < n; ++i) ctl->stepOnce();
  ctl->sync();
  ctl->pollNow();
}

/// Jumps the run to `drillS` of the drill exactly.
bool jumpToDrillTime(SimController* ctl, double drillS) {
  QSignalSpy done(ctl, &SimController::jumpFinished);
  ctl->jumpTo(ctl->drillStartS() + drillS);
  const bool ok = done.wait(60000) && done.front().front().toBool();
  ctl->sync();
  ctl->pollNow();
  return ok;
}

/// The state hash at the drill's end of the headless run `r` of `d` (no action), replayed the way
/// drill::runDrill plays it (malfunctions at their tick), with its log delivered as the window's
/// run delivers it: the window's run must end in this very state.
std::uint64_t headlessEndHash(const podtwin::drill::Drill& d,
                              const podtwin::drill::DrillResult& r) {
  const auto sim = podtwin::drill::startDrill(d, podtwin::drill::loadDrillPod(d), d.seed);
  const double t0 = sim->timeS();
  const auto ticks = static_cast<std::uint64_t>(std::ceil(d.durationS / sim->dtS() - 1e-9));
  std::size_t next = 0;
  for (std::uint64_t i = 0; i < ticks; ++i) {
    while (next < r.malfunctions.size() && r.malfunctions[next].atS <= sim->timeS() - t0 + 1e-9) {
      sim->inject(r.malfunctions[next++].event);
    }
    sim->step();
  }
  podtwin::Snapshot s;
  sim->fillSnapshot(s, true);
  return sim->stateHash();
}

/// Runs the drill at full speed until its end (the run pauses itself there).
bool runToDrillEnd(MainWindow& w) {
  SimController* ctl = w.controller();
  QSignalSpy ended(ctl, &SimController::drillEnded);
  ctl->setSpeed(SimController::kMaxSpeed);
  ctl->play();
  const bool ok = ended.count() > 0 || ended.wait(120000);
  ctl->sync();
  ctl->pollNow();
  return ok;
}
}  // namespace

class TrainingTest : public QObject {
  Q_OBJECT

 private slots:
  void controlsActionStartsTheStandbyPumpAsTheOperator() {
    MainWindow w;
    QVERIFY(w.openPod(QStringLiteral("builtin:default")));
    w.show();
    SimController* ctl = w.controller();
    step(ctl, 2);
    // The standby pump of CDU 1: stopped, not failed.
    const auto& pumps = ctl->snapshot().cdus.at(0).pumps;
    int standby = -1;
    for (std::size_t i = 0; i < pumps.size(); ++i) {
      if (!pumps[i].running && !pumps[i].failed) standby = static_cast<int>(i) + 1;
    }
    QVERIFY(standby > 0);
    const std::string target = "cdu1/pump" + std::to_string(standby);
    QAction* start = w.controls()->action("control_pump_start_" + target);
    QVERIFY(start);
    // The entry sits in the Controls menu under CDU 1, not in the Inject menu.
    QVERIFY(w.controls()->menu()->findChild<QMenu*>(QStringLiteral("menu_controls_cdu1")));
    for (QAction* a : w.findChild<QMenu*>(QStringLiteral("menu_inject"))->actions()) {
      if (QMenu* m = a->menu()) {
        for (QAction* e : m->actions()) {
          QVERIFY2(!e->objectName().startsWith(QStringLiteral("inject_pump_start")),
                   qPrintable(e->objectName()));
          QVERIFY(!e->objectName().startsWith(QStringLiteral("inject_valve_close")));
        }
      }
    }
    start->trigger();
    step(ctl, 20);
    QVERIFY(ctl->snapshot().cdus.at(0).pumps.at(static_cast<std::size_t>(standby - 1)).running);
    // The log entry of the action is the operator's; the scenario holds the event as his.
    bool logged = false;
    for (const auto& e : w.eventLog()->entries()) {
      if (e.code == "pump_start" && e.object == target) {
        QCOMPARE(e.source, EventSource::Operator);
        logged = true;
      }
    }
    QVERIFY(logged);
    const auto& events = ctl->scenario().events;
    QVERIFY(std::any_of(events.begin(), events.end(), [](const podtwin::Event& e) {
      return e.type == podtwin::EventType::PumpStart && e.source == EventSource::Operator;
    }));
    // The dock lists the same actions and sends them the same way: the CDU's standby logic.
    QVERIFY(w.controls()->view()->trigger("control_cdu_standby_mode_cdu1_mode_manual"));
    step(ctl, 2);
    QCOMPARE(ctl->snapshot().cdus.at(0).standbyAuto, false);
    // The log shows who did it in its Source column.
    QVERIFY(w.eventLog()->tableView()->model()->columnCount() >= 6);
  }

  void traineeModeHidesTheInstructorAndTheSchedule() {
    MainWindow w;
    QVERIFY(w.openPod(QStringLiteral("builtin:default")));
    w.show();
    QVERIFY(w.instructor()->openDrill(kDrill));
    QVERIFY(w.controller()->hasDrill());
    QDockWidget* instructor = w.instructor()->dock();
    QDockWidget* timeline = w.findChild<QDockWidget*>(QStringLiteral("dock_timeline"));
    QVERIFY(!instructor->isHidden());
    QVERIFY(!timeline->isHidden());
    // The instructor sees the malfunction schedule: the drill's one malfunction, pending.
    auto* schedule = w.findChild<QTreeWidget*>(QStringLiteral("malfunctionSchedule"));
    QCOMPARE(schedule->topLevelItemCount(), 1);

    w.setTraineeMode(true);
    QVERIFY(w.action(QStringLiteral("trainee_mode"))->isChecked());
    QVERIFY(instructor->isHidden());
    QVERIFY(!instructor->toggleViewAction()->isEnabled());
    QVERIFY(timeline->isHidden());
    QVERIFY(!timeline->toggleViewAction()->isEnabled());
    QVERIFY(!w.findChild<QMenu*>(QStringLiteral("menu_inject"))->menuAction()->isVisible());
    QVERIFY(!w.action(QStringLiteral("inject_menu"))->isEnabled());
    QVERIFY(!w.action(QStringLiteral("save_initial_condition"))->isEnabled());
    // The malfunction's own log entry (the ground truth) is hidden; its alarm is not.
    QVERIFY(runPastDrillTime(w, 100.0));
    int failures = 0;
    int alarms = 0;
    for (const auto& e : w.eventLog()->entries()) {
      failures += e.source == EventSource::Failure ? 1 : 0;
      alarms += e.code == "alarm_pump_fail" ? 1 : 0;
    }
    QVERIFY(failures > 0);
    QVERIFY(alarms > 0);
    QCOMPARE(w.eventLog()->visibleCount(), w.eventLog()->totalCount() - failures);
    // A trainee's context menu offers the operator's actions on the pump, not its failures.
    const QList<QAction*> ctx = w.injectionActions(QStringLiteral("cdu1/pump2"), &w);
    QVERIFY(!ctx.isEmpty());
    for (QAction* a : ctx) {
      QVERIFY2(!a->objectName().startsWith(QStringLiteral("ctx_pump_fail")),
               qPrintable(a->objectName()));
    }

    w.setTraineeMode(false);
    QVERIFY(!instructor->isHidden());
    QVERIFY(!timeline->isHidden());
    QCOMPARE(w.eventLog()->visibleCount(), w.eventLog()->totalCount());
  }

  void traineeSeesTheInstrumentsNotTheTruth() {
    // CDU 1's flow meter sticks at drill time 10 s and a duty pump fails silently in 30–90 s:
    // the trainee's chart reads the stuck meter, the instructor's the model's flow.
    MainWindow w;
    QVERIFY(w.openPod(QStringLiteral("builtin:default")));
    w.show();
    QVERIFY(w.instructor()->openDrill(QStringLiteral("builtin:stuck_flow_sensor_pump_fail")));
    w.setTraineeMode(true);
    QVERIFY(runPastDrillTime(w, 120.0));
    SimController* ctl = w.controller();
    ctl->pause();
    ctl->sync();
    ctl->pollNow();
    const podtwin::Snapshot truth = ctl->snapshot();
    podtwin::Snapshot seen = truth;
    podtwin::instruments::applyReadings(seen);
    QVERIFY2(truth.cdus[0].flowLpm < 1400.0, qPrintable(QString::number(truth.cdus[0].flowLpm)));
    QVERIFY2(seen.cdus[0].flowLpm > 1550.0, qPrintable(QString::number(seen.cdus[0].flowLpm)));
    // The coolant chart: supply and return of each CDU, then each CDU's flow.
    podtwin::views::LiveChart* coolant = w.charts()->chart(podtwin::views::PodCharts::kCoolant);
    const int cdu1Flow = 2 * static_cast<int>(truth.cdus.size());
    // (the chart keeps its history in single precision)
    QVERIFY(std::abs(coolant->valueAt(cdu1Flow, truth.timeS) - seen.cdus[0].flowLpm) < 0.01);

    // The instructor's window, on the same drill and seed, charts the model's flow.
    MainWindow iw;
    QVERIFY(iw.openPod(QStringLiteral("builtin:default")));
    iw.show();
    QVERIFY(iw.instructor()->openDrill(QStringLiteral("builtin:stuck_flow_sensor_pump_fail")));
    // To the trainee's simulated time exactly (where a run at full speed pauses depends on the
    // machine's speed; a jump does not).
    SimController* ictl = iw.controller();
    ictl->jumpTo(truth.timeS);
    QVERIFY(QTest::qWaitFor([ictl] { return !ictl->isJumping(); }, podtwin::gui::testing::kWaitMs));
    ictl->sync();
    ictl->pollNow();
    const podtwin::Snapshot itruth = ictl->snapshot();
    QCOMPARE(itruth.timeS, truth.timeS);
    podtwin::views::LiveChart* icoolant = iw.charts()->chart(podtwin::views::PodCharts::kCoolant);
    QVERIFY(std::abs(icoolant->valueAt(cdu1Flow, itruth.timeS) - itruth.cdus[0].flowLpm) < 0.01);
    QVERIFY(std::abs(itruth.cdus[0].flowLpm - truth.cdus[0].flowLpm) < 1e-9);
  }

  void backtrackRestoresACheckpointExactly() {
    MainWindow w;
    QVERIFY(w.openPod(QStringLiteral("builtin:default")));
    w.show();
    SimController* ctl = w.controller();
    ctl->setBacktrack(10.0, SimController::kDefaultBacktrackBudgetBytes);
    QVERIFY(w.instructor()->openDrill(kDrill));
    const double t0 = ctl->drillStartS();
    QCOMPARE(t0, 60.0);
    QVERIFY(runPastDrillTime(w, 120.0));
    // The trainee acts late; the instructor takes the run back before it.
    QVERIFY(w.controls()->view()->trigger("control_pump_start_cdu1/pump3"));
    const auto marks = ctl->checkpoints(true);
    QVERIFY(marks.size() >= 10);
    const auto mark = *std::find_if(marks.begin(), marks.end(), [t0](const auto& m) {
      return std::abs(m.timeS - (t0 + 50.0)) < 1e-6;
    });
    w.instructor()->backtrackTo(mark.timeS);
    QCOMPARE(ctl->snapshot().timeS, mark.timeS);
    QCOMPARE(ctl->stateHash(), mark.stateHash);
    // What was injected after it is gone: the operator's start and the drill's malfunction, which
    // the run applies again at its time.
    for (const auto& e : ctl->scenario().events) {
      QVERIFY2(!(e.injected() && e.t_s >= mark.timeS - 1e-9), e.typeName().c_str());
    }
    // Playing on from there is the headless drill with no action: the same end state and score.
    QVERIFY(runToDrillEnd(w));
    const auto d = podtwin::drill::loadDrill(kDrill.toStdString());
    const auto r = podtwin::drill::runDrill(d, podtwin::drill::loadDrillPod(d), d.seed, {});
    QCOMPARE(ctl->stateHash(), headlessEndHash(d, r));
  }

  void savedInitialConditionOpensAtItsTimeAndState() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    MainWindow w;
    w.quietErrors = true;  // the bad drill below reports its error without a modal box
    QVERIFY(w.openPod(QStringLiteral("builtin:default")));
    w.show();
    SimController* ctl = w.controller();
    QVERIFY(w.instructor()->openDrill(kDrill));
    QVERIFY(jumpToDrillTime(ctl, 20.0));
    const double savedS = ctl->snapshot().timeS;
    const std::uint64_t savedHash = ctl->stateHash();
    const QString ckpt = dir.filePath(QStringLiteral("ic.ckpt"));
    QString error;
    QVERIFY2(w.instructor()->saveInitialCondition(ckpt, &error), qPrintable(error));
    const QString drillFile = dir.filePath(QStringLiteral("ic.drill.json"));
    QVERIFY(QFile::exists(drillFile));

    QVERIFY2(w.instructor()->openDrill(drillFile, std::nullopt, &error), qPrintable(error));
    QCOMPARE(ctl->snapshot().timeS, savedS);
    QCOMPARE(ctl->drillStartS(), savedS);
    QCOMPARE(ctl->stateHash(), savedHash);
    // The drill keeps its malfunction, still to come, at its time from the new start.
    QCOMPARE(ctl->drill()->malfunctions.size(), std::size_t{1});
    QCOMPARE(ctl->drill()->malfunctions[0].windowS->second, 90.0 - (savedS - 60.0));

    // A checkpoint that is not there: the file, the line, the JSON path and the reason.
    QFile bad(dir.filePath(QStringLiteral("bad.json")));
    QVERIFY(bad.open(QIODevice::WriteOnly));
    QFile good(drillFile);
    QVERIFY(good.open(QIODevice::ReadOnly));
    bad.write(good.readAll().replace("ic.ckpt", "missing.ckpt"));
    bad.close();
    QVERIFY(!w.instructor()->openDrill(bad.fileName(), std::nullopt, &error));
    QVERIFY2(error.contains(QStringLiteral("bad.json:")), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("/initial_condition/checkpoint")), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("missing.ckpt")), qPrintable(error));
    QCOMPARE(ctl->stateHash(), savedHash);  // the session was kept
  }

  void savedInitialConditionKeepsAnOpenTaskOnItsClock() {
    // Saved 4.7 s after the pump-failure alarm (38.3 s, seed 1) with the standby pump not yet
    // started: the task is cued and open, so the new drill keeps it with its cue before the start,
    // and its 30 s deadline runs on from the alarm, not from the new start.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    MainWindow w;
    w.quietErrors = true;
    QVERIFY(w.openPod(QStringLiteral("builtin:default")));
    SimController* ctl = w.controller();
    QVERIFY(w.instructor()->openDrill(kDrill));
    const auto original = podtwin::drill::loadDrill(kDrill.toStdString());
    const auto played = podtwin::drill::runDrill(original, podtwin::drill::loadDrillPod(original),
                                                 original.seed, original.reference);
    const double cueS = played.tasks.at(0).cueS;
    QVERIFY(cueS > 30.0 && cueS < 43.0);
    QVERIFY(jumpToDrillTime(ctl, 43.0));
    const QString ckpt = dir.filePath(QStringLiteral("open.ckpt"));
    QString error;
    QVERIFY2(w.instructor()->saveInitialCondition(ckpt, &error), qPrintable(error));
    const auto saved =
        podtwin::drill::loadDrill(dir.filePath(QStringLiteral("open.drill.json")).toStdString());
    QCOMPARE(saved.tasks.size(), std::size_t{1});
    QVERIFY(saved.tasks[0].cuedAtS.has_value());
    QVERIFY2(std::abs(*saved.tasks[0].cuedAtS - (cueS - 43.0)) < 1e-6,
             qPrintable(QString::number(*saved.tasks[0].cuedAtS)));
    QVERIFY(saved.malfunctions.empty());  // the pump failure is in the saved state

    // The expert's response, 10 s after the alarm, comes 5.3 s into the new drill and meets the
    // task; doing nothing misses it when its deadline passes 25.3 s in.
    const auto pod = podtwin::drill::loadDrillPod(saved);
    const auto ref = podtwin::drill::runDrill(saved, pod, saved.seed, saved.reference);
    QVERIFY(ref.tasks.at(0).cued);
    QCOMPARE(ref.tasks[0].cueS, *saved.tasks[0].cuedAtS);
    QVERIFY(std::abs(ref.tasks[0].firstActionS - (cueS + 10.0 - 43.0)) < 1e-6);
    QVERIFY2(ref.tasks[0].met, podtwin::drill::drillReportText(ref).c_str());
    const auto none = podtwin::drill::runDrill(saved, pod, saved.seed, {});
    QVERIFY(none.tasks.at(0).cued);
    QVERIFY2(!none.tasks[0].met, podtwin::drill::drillReportText(none).c_str());
    QVERIFY(none.score < ref.score - 60.0);

    // Saved again after the deadline has passed, the task is decided and left out.
    QVERIFY2(w.instructor()->openDrill(kDrill), "reopen");
    QVERIFY(jumpToDrillTime(ctl, cueS + 31.0));
    const QString late = dir.filePath(QStringLiteral("late.ckpt"));
    QVERIFY2(w.instructor()->saveInitialCondition(late, &error), qPrintable(error));
    const auto lateDrill =
        podtwin::drill::loadDrill(dir.filePath(QStringLiteral("late.drill.json")).toStdString());
    QVERIFY(lateDrill.tasks.empty());
    QVERIFY(lateDrill.reference.empty());  // the expert's answer to it goes with it
    const auto after = podtwin::drill::runDrill(lateDrill, podtwin::drill::loadDrillPod(lateDrill),
                                                lateDrill.seed, {});
    QVERIFY(after.tasks.empty());
    QCOMPARE(after.maxScore, 100.0);  // the limits share the points
  }

  void savedInitialConditionDoesNotApplyAFiredMalfunctionAgain() {
    // builtin:heat_wave_dry_cooler_out: a heat wave at 0 s and a dry cooler failing when the
    // ambient passes 40 °C. Saved after both were applied, the new drill has neither left: they
    // are in the saved state, and a trigger kept would fail the cooler a second time.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    MainWindow w;
    w.quietErrors = true;
    QVERIFY(w.openPod(QStringLiteral("builtin:default")));
    SimController* ctl = w.controller();
    QVERIFY(w.instructor()->openDrill(QStringLiteral("builtin:heat_wave_dry_cooler_out")));
    QCOMPARE(ctl->drill()->malfunctions.size(), std::size_t{2});
    QVERIFY(jumpToDrillTime(ctl, 600.0));
    const auto fired = ctl->drillPlayed().firedS;
    QCOMPARE(fired.size(), std::size_t{2});
    QVERIFY(!std::isnan(fired[0]) && !std::isnan(fired[1]));  // the trigger held before 600 s
    const std::uint64_t savedHash = ctl->stateHash();
    const QString ckpt = dir.filePath(QStringLiteral("hot.ckpt"));
    QString error;
    QVERIFY2(w.instructor()->saveInitialCondition(ckpt, &error), qPrintable(error));
    const QString drillFile = dir.filePath(QStringLiteral("hot.drill.json"));
    QVERIFY2(w.instructor()->openDrill(drillFile, std::nullopt, &error), qPrintable(error));
    QCOMPARE(ctl->stateHash(), savedHash);
    QCOMPARE(ctl->drill()->malfunctions.size(), std::size_t{0});
    // Played on, no dry-cooler failure is applied again.
    const auto failures = [ctl] {
      const auto& events = ctl->scenario().events;
      return static_cast<int>(std::count_if(events.begin(), events.end(), [](const auto& e) {
        return e.type == podtwin::EventType::DryCoolerFail;
      }));
    };
    const auto before = failures();
    QCOMPARE(before, 1);
    QVERIFY(jumpToDrillTime(ctl, 60.0));
    QCOMPARE(failures(), before);
  }

  void windowAppliesTheHeadlessMalfunctionsAtTheirTimes_data() {
    QTest::addColumn<QString>("drill");
    QTest::newRow("window") << kDrill;  // a time drawn from the seed in its window
    QTest::newRow("trigger") << QStringLiteral("builtin:heat_wave_dry_cooler_out");
  }

  void windowAppliesTheHeadlessMalfunctionsAtTheirTimes() {
    QFETCH(QString, drill);
    MainWindow w;
    QVERIFY(w.openPod(QStringLiteral("builtin:default")));
    SimController* ctl = w.controller();
    QVERIFY(w.instructor()->openDrill(drill));
    QVERIFY(runToDrillEnd(w));
    const auto fired = ctl->drillPlayed().firedS;
    const auto d = podtwin::drill::loadDrill(drill.toStdString());
    const auto r = podtwin::drill::runDrill(d, podtwin::drill::loadDrillPod(d), d.seed, {});
    // Every malfunction of the drill came, in the window as headless, at the same drill time.
    QCOMPARE(fired.size(), d.malfunctions.size());
    QCOMPARE(r.malfunctions.size(), d.malfunctions.size());
    for (std::size_t i = 0; i < fired.size(); ++i) {
      const auto& m = d.malfunctions[i].event;
      const auto it = std::find_if(
          r.malfunctions.begin(), r.malfunctions.end(),
          [&](const auto& p) { return p.event.type == m.type && p.event.target == m.target; });
      QVERIFY(it != r.malfunctions.end());
      QVERIFY2(!std::isnan(fired[i]), m.typeName().c_str());
      QCOMPARE(fired[i], it->atS);
      QVERIFY(fired[i] >= 0.0 && fired[i] < d.durationS);
    }
    QCOMPARE(ctl->stateHash(), headlessEndHash(d, r));
  }

  void scoreShownIsTheHeadlessScoreWhenTheTraineeDoesNothing() {
    MainWindow w;
    QVERIFY(w.openPod(QStringLiteral("builtin:default")));
    w.show();
    QVERIFY(w.instructor()->openDrill(kDrill));
    QVERIFY(runToDrillEnd(w));
    QTRY_VERIFY(w.instructor()->scoreDialog() && w.instructor()->scoreDialog()->isVisible());
    // podtwin-sim drill --drill builtin:pump_loss_manual_standby --actions none (seed 1) runs this.
    const auto d = podtwin::drill::loadDrill(kDrill.toStdString());
    const auto r = podtwin::drill::runDrill(d, podtwin::drill::loadDrillPod(d), d.seed, {});
    const auto& shown = w.instructor()->scoreView()->result();
    QCOMPARE(shown.score, r.score);
    QVERIFY(r.score < 50.0);
    QCOMPARE(w.instructor()->scoreView()->scoreText(),
             QStringLiteral("%1 / 100").arg(r.score, 0, 'f', 1));
    QCOMPARE(shown.tasks.size(), r.tasks.size());
    QCOMPARE(shown.tasks[0].met, false);
    // The live run is the headless run: the same state at the drill's end.
    QCOMPARE(w.controller()->stateHash(), headlessEndHash(d, r));
    QCOMPARE(w.controller()->drillTimeS(), 300.0);
  }

 private:
  static bool runPastDrillTime(MainWindow& w, double drillS) {
    return podtwin::gui::testing::runPast(w.controller(), w.controller()->drillStartS() + drillS);
  }
};

PODTWIN_TEST_MAIN(TrainingTest)
}  // namespace training_test
#include "training_test.moc"
