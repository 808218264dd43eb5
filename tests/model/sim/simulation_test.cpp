// Tests for model/sim/simulation: determinism (bit-identical), event dispatch, time keeping, the
// end of the training run.
#include <QtTest>
#include "support/test_main.h"

#include <cmath>
#include <cstring>

#include "config/pod_config.h"
#include "instruments/sensor_bank.h"
#include "scenario/scenario.h"
#include "sim/run_table.h"
#include "sim/simulation.h"

namespace simulation_test {

using namespace podtwin;

namespace {

// FNV-1a over the raw bytes of every CSV column value (full double precision, not the printed
// text).
std::uint64_t hashRun(std::uint64_t seed, double durationS, const Scenario& scenario) {
  PodConfig pod = loadPodConfig("builtin:default");
  const auto cols = runColumns(pod);
  Simulation sim(pod, scenario, seed);
  Snapshot s;
  std::uint64_t h = 1469598103934665603ull;
  auto mix = [&h](const void* p, std::size_t n) {
    const auto* b = static_cast<const unsigned char*>(p);
    for (std::size_t i = 0; i < n; ++i) h = (h ^ b[i]) * 1099511628211ull;
  };
  while (sim.timeS() < durationS) {
    sim.step();
    sim.fillSnapshot(s, true);
    for (const auto& c : cols) {
      double v = c.value(s);
      mix(&v, sizeof v);
    }
    for (float t : s.racks.gpuTempMaxC) mix(&t, sizeof t);
    for (const auto& e : s.recentLog) mix(e.message.data(), e.message.size());
  }
  return h;
}

Scenario drill(const PodCounts& c) {
  Scenario s;
  s.events.push_back(makeEvent(5, "pump_fail", "cdu1/pump1", {}, {}, &c));
  s.events.push_back(
      makeEvent(10, "grid_brownout", "grid", {{"voltage_pu", 0.7}, {"duration_s", 0.5}}, {}, &c));
  s.events.push_back(makeEvent(15, "genset_trip", "genset2", {}, {}, &c));
  s.events.push_back(makeEvent(20, "job_stop", "job", {}, {}, &c));
  s.events.push_back(makeEvent(25, "job_start", "job", {}, {}, &c));
  return s;
}

}  // namespace

class SimulationTest : public QObject {
  Q_OBJECT

 private slots:
  void sameSeedSameScenarioIsBitIdentical() {
    PodConfig pod = loadPodConfig("builtin:default");
    Scenario s = drill(Simulation::countsFor(pod));
    const std::uint64_t a = hashRun(7, 40.0, s);
    const std::uint64_t b = hashRun(7, 40.0, s);
    QCOMPARE(a, b);
  }

  void zeroVoltSagIsJudgedAtThePreSagLoad() {
    // The commodity pod's bus is fed by the grid alone (no gensets, no battery). At full load
    // (~128 kW a rack) the PSU hold-up is 20 ms x capacity / load ≈ 41 ms. A 0 V sag shorter than
    // that rides through and a longer one trips every rack, whatever load shedding does once the
    // sag has begun, and the event log's verdict says the same as the racks.
    PodConfig pod = loadPodConfig("builtin:commodity");
    const PodCounts counts = Simulation::countsFor(pod);
    auto run = [&](double sagS, std::string& verdict) {
      const std::string json = R"({"name": "t", "events": [
        {"t_s": 10, "type": "grid_brownout", "target": "grid", "voltage_pu": 0.0,
         "duration_s": )" + std::to_string(sagS) +
                               "}]}";
      Simulation sim(pod, parseScenario(json, "t", &counts), 1);
      sim.runUntil(12.0);
      int trips = 0;
      for (const auto& e : sim.log().all()) {
        if (e.code == "rack_trip" && !e.cleared) ++trips;
        if (e.code == "grid_brownout") verdict = e.message;
      }
      return trips;
    };
    std::string inside;
    std::string outside;
    QCOMPARE(run(0.035, inside), 0);
    QVERIFY2(inside.find("(inside the ITIC") != std::string::npos, inside.c_str());
    QCOMPARE(run(0.045, outside), 16);
    QVERIFY2(outside.find("(outside the ITIC") != std::string::npos, outside.c_str());
  }

  void jobStopsWhenItsTokenBudgetIsTrained() {
    // A token budget of 30 s of the default pod's training: the run completes then, the job stops
    // at the start of the next tick, the GPUs fall to idle power and the pod trains nothing more.
    PodConfig pod = loadPodConfig("builtin:default");
    double tokensPerS = 0.0;
    double trainingItKw = 0.0;
    {
      Simulation sim(pod, Scenario{}, 1);
      sim.runUntil(20.0);
      Snapshot s;
      sim.fillSnapshot(s);
      tokensPerS = s.tokensPerS;
      trainingItKw = s.itPowerKw;
    }
    QVERIFY(tokensPerS > 0.0);
    pod.training.tokenBudget = 30.0 * tokensPerS;
    Simulation sim(pod, Scenario{}, 1);
    sim.runUntil(60.0);
    double completeAtS = -1.0;
    double stoppedAtS = -1.0;
    for (const auto& e : sim.log().all()) {
      if (e.code == "training_complete") completeAtS = e.t_s;
      if (e.code == "job_stop") stoppedAtS = e.t_s;
    }
    QVERIFY2(completeAtS > 25.0 && completeAtS < 35.0, std::to_string(completeAtS).c_str());
    QVERIFY2(std::abs(stoppedAtS - completeAtS) < 1e-9, std::to_string(stoppedAtS).c_str());
    Snapshot s;
    sim.fillSnapshot(s);
    QCOMPARE(s.progressFraction, 1.0);
    QCOMPARE(s.mfu, 0.0);
    QCOMPARE(s.tokensPerS, 0.0);
    QVERIFY(!s.jobRunning);
    // Idle GPUs: the IT load falls well below the training load.
    QVERIFY2(s.itPowerKw < 0.6 * trainingItKw,
             (std::to_string(s.itPowerKw) + " kW against " + std::to_string(trainingItKw)).c_str());
  }

  void clockAdvancesInWholeTicks() {
    PodConfig pod = loadPodConfig("builtin:default");
    Simulation sim(pod, Scenario{}, 1);
    sim.runUntil(12.34);
    // 0.1 s ticks: runUntil stops at the first tick at or after the end, and time is tick × dt
    // exactly.
    QCOMPARE(sim.tick(), std::uint64_t(124));
    QCOMPARE(sim.timeS(), 124 * 0.1);
  }

  void scenarioEventsAreLoggedAtTheirTime() {
    PodConfig pod = loadPodConfig("builtin:default");
    PodCounts c = Simulation::countsFor(pod);
    Scenario s;
    s.events.push_back(makeEvent(3.0, "job_stop", "job", {}, {}, &c));
    Simulation sim(pod, s, 1);
    sim.runUntil(2.9);
    for (const auto& e : sim.log().all()) QVERIFY(e.code != "job_stop");
    sim.runUntil(3.2);
    bool seen = false;
    for (const auto& e : sim.log().all()) {
      if (e.code == "job_stop") {
        seen = true;
        QCOMPARE(e.t_s, 3.0);
      }
    }
    QVERIFY(seen);
  }

  void defaultPodIsTheDocumentedPod() {
    PodConfig pod = loadPodConfig("builtin:default");
    QCOMPARE(pod.racks.count, 16);
    QCOMPARE(pod.racks.rows, 2);
    QCOMPARE(pod.racks.racksPerScalableUnit, 8);
    QCOMPARE(pod.totalGpus(), 1152);
    QCOMPARE(pod.thermal.cduCount, 2);
    QVERIFY(pod.power.gensetCount >= 2);
    // Rack IT power at TDP lands in the published 132–142 kW GB300 NVL72 band (IT at the chips,
    // ±PSU losses).
    const double rackKw =
        (pod.racks.gpusPerRack * pod.racks.gpuTdpW + pod.racks.nonGpuPowerW()) / 1e3;
    QVERIFY2(rackKw > 125 && rackKw < 142, std::to_string(rackKw).c_str());
  }

  void badPodFileKeepsNothingAndNamesEverything() {
    try {
      parsePodConfig("{\"schema_version\": 2, \"racks\": {\"count\": 0}}", "p.json");
      QFAIL("expected ConfigError");
    } catch (const ConfigError& e) {
      QCOMPARE(e.issues().size(), std::size_t(2));
      QCOMPARE(e.issues()[0].path, std::string("/schema_version"));
      QCOMPARE(e.issues()[1].path, std::string("/racks/count"));
    }
  }

  // The t = 0 state is the operating point the first tick starts from: the online gensets carry
  // its generation (in equal shares, as the fleet shares load) before any tick has run, and their
  // load instruments read it, rather than 0 kW beside a plant drawing megawatts.
  void gensetsCarryTheStartingLoadBeforeTheFirstTick() {
    const PodConfig pod = loadPodConfig("builtin:default");
    Simulation sim(pod, Scenario{}, 1);
    Snapshot s;
    sim.fillSnapshot(s, false);
    QVERIFY(s.generationKw > 1000.0);
    double sum = 0.0;
    int online = 0;
    for (const auto& g : s.gensets) {
      if (!g.online) {
        QCOMPARE(g.powerKw, 0.0);
        continue;
      }
      ++online;
      sum += g.powerKw;
      QCOMPARE(g.powerKw, s.gensets.front().powerKw);
    }
    QVERIFY(online > 1);
    QVERIFY2(std::abs(sum - s.generationKw) < 1e-9 * s.generationKw,
             qPrintable(QString("%1 vs %2").arg(sum).arg(s.generationKw)));
    for (const auto& r : s.sensors) {
      if (r.kind != static_cast<std::uint8_t>(instruments::SensorKind::Load)) continue;
      const double truth = s.gensets[static_cast<std::size_t>(r.index)].powerKw;
      QCOMPARE(r.truth, truth);
      QVERIFY2(std::abs(r.value - truth) <= 0.5 * pod.instruments.gensetLoadKw.resolution + 1e-9,
               qPrintable(QString("%1 vs %2").arg(r.value).arg(truth)));
    }
    // After the first tick the fleet's own figures take over, close to the starting share.
    const double share = s.gensets.front().powerKw;
    sim.step();
    sim.fillSnapshot(s, false);
    QVERIFY2(std::abs(s.gensets.front().powerKw - share) < 0.05 * share,
             qPrintable(QString("%1 vs %2").arg(s.gensets.front().powerKw).arg(share)));
  }

  void scaledCampusHasTheRequestedRacks() {
    PodConfig pod = loadPodConfig("builtin:default");
    PodConfig campus = scaledPod(pod, 1024);
    QCOMPARE(campus.racks.count, 1024);
    QCOMPARE(campus.totalGpus(), 73728);
  }
};

PODTWIN_TEST_APPLESS_MAIN(SimulationTest)
}  // namespace simulation_test
#include "simulation_test.moc"
