// SimController: the worker thread steps the same Simulation the headless runner does — single
// steps advance exactly one control tick, jumps land on the requested time, a backwards jump
// restores the nearest earlier checkpoint and replays deterministically, injected events are
// recorded in the scenario at the time they hit.

#include <QSignalSpy>
#include <QTest>
#include <cmath>
#include <memory>
#include <set>
#include "support/test_main.h"

#include "config/pod_config.h"
#include "gui/sim_controller.h"
#include "scenario/scenario.h"
#include "sim/simulation.h"

namespace sim_controller_test {

using podtwin::gui::SimController;

class SimControllerTest : public QObject {
  Q_OBJECT

  podtwin::PodConfig m_pod = podtwin::loadPodConfig("builtin:default");

  void load(SimController& c) {
    podtwin::Scenario sc;
    sc.name = "test";
    c.load(m_pod, sc, 7);
  }

 private slots:
  void singleStepIsOneTick() {
    SimController c;
    load(c);
    QCOMPARE(c.snapshot().timeS, 0.0);
    c.stepOnce();
    c.sync();
    c.pollNow();
    // Exactly one control tick; the clock is tick * dt, so the comparison is exact.
    QCOMPARE(c.snapshot().tick, std::uint64_t{1});
    QCOMPARE(c.snapshot().timeS, m_pod.timing.controlDtS);
  }

  void snapshotsAreSharedImmutableValues() {
    // The GUI's snapshot is a shared, immutable value: one the GUI (here the test) still holds
    // keeps its values while the run goes on, and the worker fills buffers no one holds, so a
    // run published tick after tick cycles through a few buffers instead of allocating.
    SimController c;
    load(c);
    c.stepOnce();
    c.sync();
    c.pollNow();
    const std::shared_ptr<const podtwin::Snapshot> held = c.state().primary;
    const double heldTimeS = held->timeS;
    const float heldRackKw = held->racks.powerKw.at(0);
    std::set<const podtwin::Snapshot*> buffers;
    for (int i = 0; i < 20; ++i) {
      c.stepOnce();
      c.sync();
      c.pollNow();
      buffers.insert(c.state().primary.get());
      QVERIFY(c.state().primary.get() != held.get());
    }
    QCOMPARE(c.snapshot().tick, std::uint64_t{21});
    QCOMPARE(held->timeS, heldTimeS);
    QCOMPARE(held->racks.powerKw.at(0), heldRackKw);
    QVERIFY2(buffers.size() <= 3, qPrintable(QString::number(buffers.size())));
  }

  void jumpLandsAndMatchesHeadlessRun() {
    SimController c;
    load(c);
    QSignalSpy done(&c, &SimController::jumpFinished);
    c.jumpTo(60.0);
    QVERIFY(done.wait(60000));
    QCOMPARE(done.takeFirst().at(0).toBool(), true);
    c.pollNow();
    // Whole ticks until t >= 60 s: 600 ticks of 0.1 s.
    QCOMPARE(c.snapshot().tick, std::uint64_t{600});

    // The same pod, scenario and seed run headless gives the same state (bit-identical: the GUI
    // runs the identical deterministic model, only on another thread).
    podtwin::Scenario sc;
    sc.name = "test";
    podtwin::Simulation ref(m_pod, sc, 7);
    ref.runUntil(60.0);
    podtwin::Snapshot rs;
    ref.fillSnapshot(rs);
    QCOMPARE(c.snapshot().itPowerKw, rs.itPowerKw);
    QCOMPARE(c.snapshot().facilityPowerKw, rs.facilityPowerKw);
    QCOMPARE(c.snapshot().bessSoc, rs.bessSoc);

    // Backwards: reset and replay to 30 s gives the headless state at 30 s.
    c.jumpTo(30.0);
    QVERIFY(done.wait(60000));
    c.pollNow();
    QCOMPARE(c.snapshot().tick, std::uint64_t{300});
    podtwin::Simulation ref30(m_pod, sc, 7);
    ref30.runUntil(30.0);
    ref30.fillSnapshot(rs);
    QCOMPARE(c.snapshot().itPowerKw, rs.itPowerKw);
  }

  void injectRecordsEventAtCurrentTime() {
    SimController c;
    load(c);
    for (int i = 0; i < 5; ++i) c.stepOnce();
    c.sync();
    const auto counts = podtwin::Simulation::countsFor(m_pod);
    c.inject(podtwin::makeEvent(0.0, "pump_fail", "cdu1/pump2", {}, {}, &counts));
    // Queued to the simulation thread: the mirror has it after the thread took it and a poll.
    QCOMPARE(c.scenario().events.size(), std::size_t{0});
    c.sync();
    c.pollNow();
    QCOMPARE(c.scenario().events.size(), std::size_t{1});
    // Recorded at the worker's time (5 ticks), not the time given to makeEvent.
    QVERIFY(std::abs(c.scenario().events[0].t_s - 5 * m_pod.timing.controlDtS) < 1e-9);
    c.stepOnce();
    c.sync();
    c.pollNow();
    bool seen = false;
    for (const auto& e : c.state().newLog) seen |= e.object == "cdu1/pump2";
    QVERIFY(seen);
  }

  void resetReturnsToZero() {
    SimController c;
    load(c);
    for (int i = 0; i < 3; ++i) c.stepOnce();
    c.reset();
    QCOMPARE(c.snapshot().tick, std::uint64_t{0});
    QCOMPARE(c.snapshot().timeS, 0.0);
  }

  void jumpBackRestoresACheckpointAndReplaysTheSameRun() {
    SimController c;
    load(c);
    c.setBacktrack(20.0, std::size_t{64} << 20);
    QSignalSpy done(&c, &SimController::jumpFinished);
    c.jumpTo(100.0);
    QVERIFY(done.wait(60000));
    const std::string first = c.runCsv();
    // t = 0 and one every 20 s up to 100 s.
    QCOMPARE(c.backtrackInfo().checkpoints, 6);

    c.jumpTo(35.0);
    QVERIFY(done.wait(60000));
    c.pollNow();
    QCOMPARE(c.snapshot().tick, std::uint64_t{350});
    // Restored the 20 s checkpoint, forgot the later ones (t = 0 and 20 s remain), replayed 15 s.
    QCOMPARE(c.backtrackInfo().checkpoints, 2);
    const std::string back = c.runCsv();
    QCOMPARE(std::count(back.begin(), back.end(), '\n'), std::ptrdiff_t{1 + 36});
    QVERIFY(first.rfind(back, 0) == 0);  // the rows up to 35 s are the first run's

    c.jumpTo(100.0);
    QVERIFY(done.wait(60000));
    QCOMPARE(c.runCsv(), first);  // the replayed future is bit-identical

    // Reset keeps the initial state whatever the budget.
    c.setBacktrack(20.0, 1);
    c.reset();
    QCOMPARE(c.snapshot().tick, std::uint64_t{0});
    QCOMPARE(c.backtrackInfo().checkpoints, 1);
  }

  void runCsvHasOneRowPerSecond() {
    SimController c;
    load(c);
    QSignalSpy done(&c, &SimController::jumpFinished);
    c.jumpTo(10.0);
    QVERIFY(done.wait(60000));
    const std::string csv = c.runCsv();
    const auto lines = std::count(csv.begin(), csv.end(), '\n');
    // Header + rows at t = 0, 1, ..., 10 s (kCsvIntervalS = 1 s).
    QCOMPARE(static_cast<int>(lines), 1 + 11);
    QVERIFY(csv.rfind("time_s", 0) == 0);
  }

  void invalidCommandsAreIgnored() {
    SimController c;
    c.play();  // no session yet
    QVERIFY(!c.isRunning());
    load(c);
    c.setSpeed(-1.0);
    c.setSpeed(std::nan(""));
    QCOMPARE(c.speed(), 1.0);
    c.jumpTo(std::nan(""));
    QVERIFY(!c.isJumping());
  }
};

PODTWIN_TEST_MAIN(SimControllerTest)
}  // namespace sim_controller_test
#include "sim_controller_test.moc"
