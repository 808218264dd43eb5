// Simulation::checkpoint / restore: the state of a run is a value. A run restored from a checkpoint
// continues bit-identically to the run it was taken from — same CSV rows, same summary, same final
// state hash — for every built-in scenario; a state of another pod or seed, or a damaged one, is
// refused and the run keeps the state it had.
#include <QtTest>
#include <string>
#include <vector>
#include "support/test_main.h"

#include <cstring>

#include "core/builtin.h"
#include "core/state_archive.h"
#include "fabric/fabric_system.h"
#include "model/scenarios/scenario_harness.h"
#include "sim/run_table.h"
#include "sim/simulation.h"

namespace checkpoint_test {

using namespace podtwin;

namespace {

/// Scenarios run for their whole duration (the longest built-in is 8 h: about 15 s for the suite);
/// under the sanitizers, which run the model ~20× slower, for at most 20 minutes each. The
/// checkpoint sits at an odd fraction of the run so it falls between events and mid-phase.
#if defined(__SANITIZE_ADDRESS__)
constexpr double kMaxRunS = 1200.0;
#else
constexpr double kMaxRunS = 1e9;
#endif

std::vector<std::string> rowsUntil(Simulation& sim, const std::vector<RunColumn>& cols,
                                   std::uint64_t endTick) {
  std::vector<std::string> rows;
  Snapshot snap;
  while (sim.tick() < endTick) {
    sim.step();
    if (sim.tick() % 10 == 0) {
      sim.fillSnapshot(snap, false);
      rows.push_back(csvRow(cols, snap));
    }
  }
  return rows;
}

std::string summaryText(const RunSummary& r) {
  std::string s;
  for (double v :
       {r.itEnergyKwh, r.coolingEnergyKwh, r.lossEnergyKwh, r.generationEnergyKwh,
        r.gridImportEnergyKwh, r.bessDischargeEnergyKwh, r.unservedEnergyKwh, r.pueEnergyWeighted,
        r.minSoc, r.maxFrequencyDeviationPct, r.gpuTempMaxC, r.mfuMean, r.costUsd,
        r.throttledGpuHours, static_cast<double>(r.racksTrippedMax)}) {
    s += formatCsvValue(v) + ",";
  }
  return s;
}

std::string logText(const EventLog& log) {
  std::string s;
  for (const auto& e : log.all()) {
    s += formatCsvValue(e.t_s) + " " + e.object + " " + e.code + " " + e.message + "\n";
  }
  return s;
}

}  // namespace

class CheckpointTest : public QObject {
  Q_OBJECT
 private slots:
  void everyBuiltinScenarioResumesBitIdentically();
  void everyTickOfADrillHoldsItsWholeState();
  void rewindingTheSameRunReplaysTheSameFuture();
  void injectedEventsSurviveARewind();
  void stateOfAnotherPodOrSeedIsRefused();
  void damagedStateIsRefusedAndTheRunKeepsItsState();
  void stateWithOtherArraySizesIsRefused();
  void countsComeFromTheConfiguration();
};

void CheckpointTest::everyBuiltinScenarioResumesBitIdentically() {
  const PodConfig pod = loadPodConfig("builtin:default");
  const auto cols = runColumns(pod);
  const auto names = builtinNames("scenario");
  QVERIFY(names.size() >= 15);
  for (const auto& name : names) {
    const Scenario sc = scenariotest::loadBuiltinScenario(name, pod);
    const double durationS = std::min(sc.durationS.value_or(600.0), kMaxRunS);
    const auto endTick =
        static_cast<std::uint64_t>(std::llround(durationS / pod.timing.controlDtS));
    const auto splitTick = static_cast<std::uint64_t>(static_cast<double>(endTick) * 0.37);

    Simulation whole(pod, sc, 7);
    const auto wholeRows = rowsUntil(whole, cols, endTick);

    Simulation first(pod, sc, 7);
    auto rows = rowsUntil(first, cols, splitTick);
    const SimState cp = first.checkpoint();
    QCOMPARE(cp.tick, splitTick);
    Simulation resumed(pod, sc, 7);
    resumed.restore(cp);
    QCOMPARE(resumed.tick(), splitTick);
    QCOMPARE(resumed.stateHash(), cp.hash());
    const auto rest = rowsUntil(resumed, cols, endTick);
    rows.insert(rows.end(), rest.begin(), rest.end());

    QVERIFY2(rows == wholeRows, name.c_str());
    QCOMPARE(summaryText(resumed.summary()), summaryText(whole.summary()));
    QCOMPARE(logText(resumed.log()), logText(whole.log()));
    QVERIFY2(resumed.stateHash() == whole.stateHash(), name.c_str());
  }
}

void CheckpointTest::everyTickOfADrillHoldsItsWholeState() {
  // A fresh run restored from the first before every tick must reach the same state after it:
  // any member left out of the state shows up at the first tick that reads it.
  const PodConfig pod = loadPodConfig("builtin:default");
  for (const std::string name : {"leak_isolation", "genset_trip", "cdu_all_pumps_lost"}) {
    const Scenario sc = scenariotest::loadBuiltinScenario(name, pod);
    const auto endTick = static_cast<std::uint64_t>(
        std::llround(std::min(sc.durationS.value_or(300.0), 300.0) / pod.timing.controlDtS));
    Simulation a(pod, sc, 3);
    while (a.tick() < endTick) {
      Simulation b(pod, sc, 3);
      b.restore(a.checkpoint());
      a.step();
      b.step();
      if (a.stateHash() != b.stateHash()) {
        QFAIL(qPrintable(QString("%1: states differ after tick %2")
                             .arg(QString::fromStdString(name))
                             .arg(a.tick())));
      }
    }
  }
}

void CheckpointTest::rewindingTheSameRunReplaysTheSameFuture() {
  const PodConfig pod = loadPodConfig("builtin:default");
  const auto cols = runColumns(pod);
  const Scenario sc = scenariotest::loadBuiltinScenario("cdu_trip", pod);
  Simulation sim(pod, sc, 1);
  rowsUntil(sim, cols, 450);
  const SimState at45 = sim.checkpoint();
  const auto future = rowsUntil(sim, cols, 1500);
  const std::uint64_t endHash = sim.stateHash();
  sim.restore(at45);
  QCOMPARE(sim.timeS(), 45.0);
  QCOMPARE(sim.stateHash(), at45.hash());
  QVERIFY(rowsUntil(sim, cols, 1500) == future);
  QCOMPARE(sim.stateHash(), endHash);
}

void CheckpointTest::injectedEventsSurviveARewind() {
  // An injection joins the scenario, so jumping back before it and running on replays it.
  const PodConfig pod = loadPodConfig("builtin:default");
  const PodCounts counts = Simulation::countsFor(pod);
  Scenario empty;
  empty.name = "empty";
  Simulation sim(pod, empty, 1);
  const SimState start = sim.checkpoint();
  sim.runUntil(30.0);
  sim.inject(makeEvent(0.0, "cdu_trip", "cdu2", {}, {}, &counts));
  QCOMPARE(sim.scenario().events.size(), std::size_t{1});
  QCOMPARE(sim.scenario().events[0].t_s, 30.0);
  sim.runUntil(60.0);
  const std::uint64_t firstHash = sim.stateHash();
  const auto trips = [](const EventLog& log) {
    int n = 0;
    for (const auto& e : log.all())
      n += e.code == "cdu_trip" && e.severity == Severity::Trip ? 1 : 0;
    return n;
  };
  QCOMPARE(trips(sim.log()), 1);

  sim.restore(start);
  QCOMPARE(trips(sim.log()), 0);
  sim.runUntil(60.0);
  QCOMPARE(trips(sim.log()), 1);
  QCOMPARE(sim.stateHash(), firstHash);
}

void CheckpointTest::stateOfAnotherPodOrSeedIsRefused() {
  const PodConfig pod = loadPodConfig("builtin:default");
  Scenario empty;
  Simulation a(pod, empty, 1);
  a.runUntil(5.0);
  const SimState cp = a.checkpoint();

  Simulation otherSeed(pod, empty, 2);
  const std::uint64_t before = otherSeed.stateHash();
  QVERIFY_THROWS_EXCEPTION(StateFormatError, otherSeed.restore(cp));
  QCOMPARE(otherSeed.stateHash(), before);

  Simulation otherPod(scaledPod(pod, 32), empty, 1);
  QVERIFY_THROWS_EXCEPTION(StateFormatError, otherPod.restore(cp));
  QCOMPARE(otherPod.tick(), std::uint64_t{0});
}

void CheckpointTest::damagedStateIsRefusedAndTheRunKeepsItsState() {
  const PodConfig pod = loadPodConfig("builtin:default");
  Scenario empty;
  Simulation a(pod, empty, 1);
  a.runUntil(5.0);
  const SimState cp = a.checkpoint();
  Simulation b(pod, empty, 1);
  b.runUntil(1.0);
  const std::uint64_t before = b.stateHash();

  SimState truncated = cp;
  truncated.bytes.resize(cp.bytes.size() / 2);
  QVERIFY_THROWS_EXCEPTION(StateFormatError, b.restore(truncated));
  QCOMPARE(b.stateHash(), before);
  QCOMPARE(b.timeS(), 1.0);

  SimState longer = cp;
  longer.bytes.push_back(0);
  QVERIFY_THROWS_EXCEPTION(StateFormatError, b.restore(longer));
  QCOMPARE(b.stateHash(), before);

  // A huge array length must not allocate: the remaining bytes bound it.
  SimState huge = cp;
  const std::uint64_t big = ~std::uint64_t{0} / 2;
  std::memcpy(huge.bytes.data(), &big, sizeof big);
  QVERIFY_THROWS_EXCEPTION(StateFormatError, b.restore(huge));
  QCOMPARE(b.stateHash(), before);

  b.restore(cp);
  QCOMPARE(b.stateHash(), cp.hash());
}

void CheckpointTest::stateWithOtherArraySizesIsRefused() {
  // A well-formed state whose per-GPU arrays have another length than the pod's is refused before
  // a step could index past them. Here the pod is edited in memory, which keeps its file's hash, so
  // the state passes the pod check and only the array sizes tell.
  const PodConfig pod = loadPodConfig("builtin:default");
  PodConfig halfGpus = pod;
  halfGpus.racks.gpusPerRack = pod.racks.gpusPerRack / 2;
  QCOMPARE(podHash(halfGpus), podHash(pod));
  Simulation a(pod, Scenario{}, 1);
  a.runUntil(2.0);
  Simulation b(halfGpus, Scenario{}, 1);
  b.runUntil(1.0);
  const std::uint64_t before = b.stateHash();
  try {
    b.restore(a.checkpoint());
    QFAIL("a state with 72 GPUs per rack was restored into a pod with 36");
  } catch (const StateFormatError& e) {
    QVERIFY2(std::string(e.what()).find("elements where the pod has") != std::string::npos,
             e.what());
  }
  QCOMPARE(b.stateHash(), before);
  b.step();
  QCOMPARE(b.tick(), std::uint64_t{11});
}

void CheckpointTest::countsComeFromTheConfiguration() {
  // Simulation::countsFor reads the counts from the pod without building the fabric; they match
  // what building it gives, for the default pod and the 1,024-rack campus.
  const PodConfig pod = loadPodConfig("builtin:default");
  for (const PodConfig& p : {pod, scaledPod(pod, 1024)}) {
    const PodCounts c = Simulation::countsFor(p);
    Simulation sim(p, Scenario{}, 1);
    PodCounts built;
    sim.fabricSystem().countObjects(built);
    QCOMPARE(c.leaves, built.leaves);
    QCOMPARE(c.spines, built.spines);
    QCOMPARE(c.cores, built.cores);
    QCOMPARE(c.nicsPerRack, built.nicsPerRack);
    QVERIFY(c.leaves > 0 && c.spines > 0);
  }
  QCOMPARE(Simulation::countsFor(scaledPod(pod, 1024)).cores > 0, true);
}

PODTWIN_TEST_GUILESS_MAIN(CheckpointTest)
}  // namespace checkpoint_test
#include "checkpoint_test.moc"
