// Operator actions apart from failures: every event and log entry carries its source (failure,
// operator, automatic); the operator's pump start/stop, standby logic and leak isolation on manual,
// and the battery reserve act on the model as stated, and an automatic protection on manual really
// stops acting.
#include <QtTest>
#include "support/test_main.h"

#include "config/pod_config.h"
#include "power/power_system.h"
#include "scenario/scenario.h"
#include "sim/simulation.h"
#include "thermal/thermal_system.h"

namespace operator_actions_test {

using namespace podtwin;

namespace {

Scenario scenarioOf(std::vector<Event> events) {
  Scenario s;
  s.events = std::move(events);
  return s;
}

PodConfig defaultPod() {
  return loadPodConfig("builtin:default");
}

/// The CDU's nominal secondary flow: eight racks at the OCP 1.5 L/min per kW of 135 kW.
constexpr double kCduNominalLpm = 8 * 1.5 * 135.0;

double cduFlowLpm(Simulation& sim, std::size_t cdu) {
  Snapshot s;
  sim.fillSnapshot(s, false);
  return s.cdus[cdu].flowLpm;
}

const LogEntry* findLog(const Simulation& sim, const std::string& code, const std::string& obj) {
  for (const auto& e : sim.log().all()) {
    if (e.code == code && e.object == obj) return &e;
  }
  return nullptr;
}

}  // namespace

class OperatorActionsTest : public QObject {
  Q_OBJECT

 private slots:
  void catalogueNamesEverySource() {
    QCOMPARE(eventSpec(EventType::PumpFail).source, EventSource::Failure);
    QCOMPARE(eventSpec(EventType::PumpStart).source, EventSource::Operator);
    QCOMPARE(eventSpec(EventType::PumpStop).source, EventSource::Operator);
    QCOMPARE(eventSpec(EventType::CduStandbyMode).source, EventSource::Operator);
    QCOMPARE(eventSpec(EventType::LeakIsolationMode).source, EventSource::Operator);
    QCOMPARE(eventSpec(EventType::BatteryReserve).source, EventSource::Operator);
    QCOMPARE(eventSpec(EventType::GensetStart).source, EventSource::Operator);
    QCOMPARE(eventSpec(EventType::GensetTrip).source, EventSource::Failure);
    // No catalogue row is the model's own.
    for (const auto& s : eventCatalogue()) QVERIFY(s.source != EventSource::Automatic);
    // One table spells them.
    for (const auto src : {EventSource::Failure, EventSource::Operator, EventSource::Automatic}) {
      QCOMPARE(parseEventSource(eventSourceName(src)), std::optional<EventSource>(src));
    }
    QVERIFY(!parseEventSource("instructor"));
  }

  void scenarioFilesCarryTheSource() {
    const Scenario s = parseScenario(
        R"({"events": [{"t_s": 1, "type": "pump_start", "target": "cdu1/pump3"},
                       {"t_s": 2, "type": "job_restart", "source": "automatic"}]})",
        "s.json", nullptr);
    QCOMPARE(s.events[0].source, EventSource::Operator);
    QCOMPARE(s.events[1].source, EventSource::Automatic);
    // Written back only where it differs from the catalogue's, and read back the same.
    const std::string json = scenarioToJson(s);
    QVERIFY(json.find("\"source\": \"automatic\"") != std::string::npos);
    QVERIFY(json.find("\"source\": \"operator\"") == std::string::npos);
    QCOMPARE(parseScenario(json, "back.json", nullptr).events, s.events);
    QVERIFY_THROWS_EXCEPTION(
        ConfigError, parseScenario(R"({"events": [{"t_s": 1, "type": "leak", "target": "rack1",
                                   "source": "instructor"}]})",
                                   "bad.json", nullptr));
  }

  void logEntriesCarryTheirSource() {
    // A pump fails (failure), the standby starts by itself (automatic), the operator stops it
    // (operator).
    Simulation sim(defaultPod(),
                   scenarioOf({makeEvent(5, EventType::PumpFail, "cdu1/pump1"),
                               makeEvent(20, EventType::PumpStop, "cdu1/pump3")}),
                   1);
    sim.runUntil(30);
    QCOMPARE(findLog(sim, "alarm_pump_fail", "cdu1/pump1")->source, EventSource::Failure);
    QCOMPARE(findLog(sim, "standby_start", "cdu1/pump3")->source, EventSource::Automatic);
    QCOMPARE(findLog(sim, "pump_stopped", "cdu1/pump3")->source, EventSource::Operator);
  }

  void standbyOnManualDoesNotStart() {
    // Auto: the standby starts after its 3 s delay and the flow is back within 10 s.
    Simulation autoSim(defaultPod(), scenarioOf({makeEvent(5, EventType::PumpFail, "cdu1/pump1")}),
                       1);
    autoSim.runUntil(20);
    QCOMPARE(autoSim.thermalSystem().cdu(0).pumpsRunning(), 2);
    QVERIFY(cduFlowLpm(autoSim, 0) > 0.95 * kCduNominalLpm);
    // Manual: nothing starts in a minute; one pump gives about 80 % of the flow.
    Simulation manual(
        defaultPod(),
        scenarioOf({makeEvent(0, EventType::CduStandbyMode, "cdu1", {}, {{"mode", "manual"}}),
                    makeEvent(5, EventType::PumpFail, "cdu1/pump1")}),
        1);
    manual.runUntil(65);
    QCOMPARE(manual.thermalSystem().cdu(0).pumpsRunning(), 1);
    QVERIFY(!manual.thermalSystem().cdu(0).pumps()[2].running);
    QVERIFY(findLog(manual, "standby_start", "cdu1/pump3") == nullptr);
    const double onePump = cduFlowLpm(manual, 0);
    QVERIFY2(std::abs(onePump - 1301.6) < 0.5, std::to_string(onePump).c_str());
    // CDU 2 kept its automatic logic.
    QVERIFY(manual.thermalSystem().cdu(1).standbyAuto());
    // The operator starts the standby: the flow is back within 10 s.
    manual.inject(makeEvent(0, EventType::PumpStart, "cdu1/pump3"));
    manual.runUntil(75);
    QCOMPARE(manual.thermalSystem().cdu(0).pumpsRunning(), 2);
    QVERIFY(cduFlowLpm(manual, 0) > 0.95 * kCduNominalLpm);
  }

  void operatorStopIsNotAFailure() {
    Simulation sim(defaultPod(), scenarioOf({makeEvent(5, EventType::PumpStop, "cdu1/pump1")}), 1);
    sim.runUntil(20);
    const auto& pumps = sim.thermalSystem().cdu(0).pumps();
    QVERIFY(!pumps[0].failed);
    QVERIFY(pumps[0].held);
    QVERIFY(!pumps[0].running);
    QVERIFY(findLog(sim, "alarm_pump_fail", "cdu1/pump1") == nullptr);
    // The automatic logic replaces it with the standby but never restarts the held pump.
    QVERIFY(pumps[2].running);
    sim.runUntil(120);
    QVERIFY(!sim.thermalSystem().cdu(0).pumps()[0].running);
    // Started again, it runs (three pumps now) and is no longer held.
    sim.inject(makeEvent(0, EventType::PumpStart, "cdu1/pump1"));
    sim.runUntil(125);
    QCOMPARE(sim.thermalSystem().cdu(0).pumpsRunning(), 3);
    QVERIFY(!sim.thermalSystem().cdu(0).pumps()[0].held);
  }

  void failedPumpRefusesToStart() {
    Simulation sim(
        defaultPod(),
        scenarioOf({makeEvent(0, EventType::CduStandbyMode, "facility", {}, {{"mode", "manual"}}),
                    makeEvent(5, EventType::PumpFail, "cdu2/pump2"),
                    makeEvent(10, EventType::PumpStart, "cdu2/pump2")}),
        1);
    sim.runUntil(15);
    QCOMPARE(sim.thermalSystem().cdu(1).pumpsRunning(), 1);
    QVERIFY(findLog(sim, "pump_start_refused", "cdu2/pump2") != nullptr);
    QVERIFY(!sim.thermalSystem().cdu(0).standbyAuto());
  }

  void leakIsolationOnManualDoesNotClose() {
    // Auto: the valve closes 5 s after the leak, within its 10 s stroke.
    Simulation autoSim(defaultPod(),
                       scenarioOf({makeEvent(5, EventType::Leak, "rack3", {{"rate_lpm", 5}})}), 1);
    autoSim.runUntil(25);
    QVERIFY(autoSim.thermalSystem().rackLoops().valveOpening[2] < 0.02);
    // Manual: a minute later the valve is still fully open, the rack in service, the alarm raised.
    Simulation manual(
        defaultPod(),
        scenarioOf({makeEvent(0, EventType::LeakIsolationMode, "rack3", {}, {{"mode", "manual"}}),
                    makeEvent(5, EventType::Leak, "rack3", {{"rate_lpm", 5}})}),
        1);
    manual.runUntil(65);
    QCOMPARE(manual.thermalSystem().rackLoops().valveOpening[2], 1.0);
    QCOMPARE(int(manual.thermalSystem().rackTrip(2)), 0);
    QVERIFY(!manual.thermalSystem().leakAutoIsolate(2));
    QVERIFY(manual.thermalSystem().leakAutoIsolate(3));
    QVERIFY(findLog(manual, "alarm_leak", "rack3") != nullptr);
    QVERIFY(findLog(manual, "rack_isolated", "rack3") == nullptr);
    // The operator closes it.
    manual.inject(makeEvent(0, EventType::ValveClose, "rack3"));
    manual.runUntil(80);
    QVERIFY(manual.thermalSystem().rackLoops().valveOpening[2] < 0.02);
    // Pod-wide, and back to auto.
    Simulation pod(
        defaultPod(),
        scenarioOf({makeEvent(0, EventType::LeakIsolationMode, "pod", {}, {{"mode", "manual"}})}),
        1);
    pod.runUntil(1);
    for (std::size_t r = 0; r < 16; ++r) QVERIFY(!pod.thermalSystem().leakAutoIsolate(r));
    pod.inject(makeEvent(0, EventType::LeakIsolationMode, "rack7", {}, {{"mode", "auto"}}));
    pod.runUntil(2);
    QVERIFY(pod.thermalSystem().leakAutoIsolate(6));
  }

  void batteryReserveHoldsTheCharge() {
    // Genset 1 trips: the battery picks up its share at once, unless the reserve is above its
    // charge.
    auto afterTrip = [](bool reserve) {
      std::vector<Event> ev = {makeEvent(10, EventType::GensetTrip, "genset1")};
      if (reserve) ev.push_back(makeEvent(5, EventType::BatteryReserve, "bess", {{"soc_pct", 95}}));
      Simulation sim(defaultPod(), scenarioOf(ev), 1);
      sim.runUntil(11);
      Snapshot s;
      sim.fillSnapshot(s, false);
      return s;
    };
    const Snapshot free = afterTrip(false);
    const Snapshot held = afterTrip(true);
    QCOMPARE(free.bessReserveSoc, 0.0);
    QCOMPARE(held.bessReserveSoc, 0.95);
    QVERIFY2(free.bessPowerKw > 100.0, std::to_string(free.bessPowerKw).c_str());
    QVERIFY2(held.bessPowerKw <= 0.0, std::to_string(held.bessPowerKw).c_str());
  }

  void gridTransferOpensAndClosesTheTie() {
    // A grid-fed pod (gensets stopped, racks capped to stay under the 1,500 kW import limit):
    // islanded, the grid imports nothing and the battery carries the pod; back on the grid it
    // imports again.
    Simulation sim(
        defaultPod(),
        scenarioOf({makeEvent(0, EventType::PowerCap, "pod", {{"cap_kw", 80}}),
                    makeEvent(0, EventType::GensetTrip, "genset1"),
                    makeEvent(0, EventType::GensetTrip, "genset2"),
                    makeEvent(0, EventType::GensetTrip, "genset3"),
                    makeEvent(30, EventType::GridTransfer, "grid", {}, {{"mode", "island"}}),
                    makeEvent(40, EventType::GridTransfer, "grid", {}, {{"mode", "grid"}})}),
        1);
    Snapshot s;
    sim.runUntil(29);
    sim.fillSnapshot(s, false);
    QVERIFY2(s.gridImportKw > 1000.0, std::to_string(s.gridImportKw).c_str());
    sim.runUntil(35);
    sim.fillSnapshot(s, false);
    QVERIFY(!s.gridAvailable);
    QCOMPARE(s.gridImportKw, 0.0);
    QVERIFY2(s.bessPowerKw > 1000.0, std::to_string(s.bessPowerKw).c_str());
    QVERIFY(sim.powerSystem().grid().islanded());
    sim.runUntil(60);
    sim.fillSnapshot(s, false);
    QVERIFY(s.gridAvailable);
    QVERIFY2(s.gridImportKw > 1000.0, std::to_string(s.gridImportKw).c_str());
    QCOMPARE(findLog(sim, "grid_transfer", "grid")->source, EventSource::Operator);
  }

  void newActionsAreTheOperators() {
    for (const auto t : {EventType::GensetStop, EventType::LoadShed, EventType::JobPause,
                         EventType::JobCheckpoint, EventType::JobStop, EventType::PowerCap}) {
      QCOMPARE(eventSpec(t).source, EventSource::Operator);
    }
    QCOMPARE(eventSpec(EventType::SensorFault).source, EventSource::Failure);
    QCOMPARE(eventSpec(EventType::SensorRestore).source, EventSource::Failure);
  }

  void gensetStopHandsItsLoadOn() {
    Simulation sim(defaultPod(),
                   scenarioOf({makeEvent(10.0, "genset_stop", "genset1"),
                               makeEvent(30.0, "genset_start", "genset1")}),
                   1);
    Snapshot s;
    sim.runUntil(9.0);
    sim.fillSnapshot(s, false);
    QVERIFY(s.gensets[0].online);
    const double generation = s.generationKw + s.bessPowerKw + s.gridImportKw;
    sim.runUntil(20.0);
    sim.fillSnapshot(s, false);
    // Stopped, not failed: no output, and the others, the battery or the grid carry the pod.
    QVERIFY(!s.gensets[0].online);
    QVERIFY(!s.gensets[0].failed);
    QCOMPARE(s.gensets[0].powerKw, 0.0);
    QVERIFY(s.gensets[1].powerKw > 0.0);
    QVERIFY2(
        std::abs(s.generationKw + s.bessPowerKw + s.gridImportKw - generation) < 0.05 * generation,
        qPrintable(QString::number(s.generationKw + s.bessPowerKw + s.gridImportKw)));
    const LogEntry* e = findLog(sim, "genset_stop", "genset1");
    QVERIFY(e != nullptr);
    QCOMPARE(e->source, EventSource::Operator);
    sim.runUntil(31.0);
    sim.fillSnapshot(s, false);
    QVERIFY(s.gensets[0].starting);  // a stopped unit starts again
  }

  void loadShedHoldsTheFloorAndRestores() {
    const PodConfig pod = defaultPod();
    Simulation sim(pod,
                   scenarioOf({makeEvent(10.0, "load_shed", "pod", {}, {{"mode", "shed"}}),
                               makeEvent(30.0, "load_shed", "pod", {}, {{"mode", "restore"}})}),
                   1);
    Snapshot s;
    sim.runUntil(9.0);
    sim.fillSnapshot(s, false);
    const double full = s.gpuPowerKw;
    sim.runUntil(20.0);
    sim.fillSnapshot(s, false);
    // Every rack capped; GPU power falls to the idle share plus 20 % of the dynamic share, well
    // under half of full load.
    QCOMPARE(s.racksCapped, pod.racks.count);
    QVERIFY2(s.gpuPowerKw < 0.5 * full, qPrintable(QString::number(s.gpuPowerKw / full)));
    QVERIFY(s.jobRunning);
    sim.runUntil(40.0);
    sim.fillSnapshot(s, false);
    QCOMPARE(s.racksCapped, 0);
    QVERIFY2(s.gpuPowerKw > 0.95 * full, qPrintable(QString::number(s.gpuPowerKw / full)));
  }

  void jobPauseAndCheckpoint() {
    const PodConfig pod = defaultPod();
    const double ckptS = pod.workload.checkpointDurationS;
    Simulation sim(
        pod,
        scenarioOf({makeEvent(10.0, "job_checkpoint", "job"), makeEvent(60.0, "job_pause", "job"),
                    makeEvent(80.0, "job_start", "job")}),
        1);
    Snapshot s;
    sim.runUntil(9.0);
    sim.fillSnapshot(s, false);
    const double rate = s.tokensPerS;
    QVERIFY(rate > 0.0);
    // The checkpoint stalls the job for its duration (GPUs waiting on storage), then it trains on.
    sim.runUntil(10.0 + 0.5 * ckptS);
    sim.fillSnapshot(s, false);
    QVERIFY(s.jobRunning);
    QCOMPARE(s.tokensPerS, 0.0);
    QVERIFY2(s.gpuPowerKw < 0.5 * pod.racks.count * pod.racks.gpusPerRack * pod.racks.gpuTdpW / 1e3,
             qPrintable(QString::number(s.gpuPowerKw)));
    const double tokensAtMid = s.tokensTrained;
    sim.runUntil(10.0 + ckptS - 0.5);
    sim.fillSnapshot(s, false);
    QCOMPARE(s.tokensTrained, tokensAtMid);
    sim.runUntil(10.0 + ckptS + 2.0);
    sim.fillSnapshot(s, false);
    QCOMPARE(s.tokensPerS, rate);
    // Paused: no job, no tokens; job_start resumes it at the same rate.
    sim.runUntil(70.0);
    sim.fillSnapshot(s, false);
    QVERIFY(!s.jobRunning);
    QCOMPARE(s.tokensPerS, 0.0);
    QVERIFY(findLog(sim, "job_pause", "job") != nullptr);
    QVERIFY(findLog(sim, "job_checkpoint", "job") != nullptr);
    sim.runUntil(85.0);
    sim.fillSnapshot(s, false);
    QVERIFY(s.jobRunning);
    QCOMPARE(s.tokensPerS, rate);
  }

  void stateKeepsTheModes() {
    // A checkpoint taken with the modes set restores them: the run continues bit-identically.
    Simulation a(
        defaultPod(),
        scenarioOf({makeEvent(0, EventType::CduStandbyMode, "cdu1", {}, {{"mode", "manual"}}),
                    makeEvent(0, EventType::LeakIsolationMode, "rack2", {}, {{"mode", "manual"}}),
                    makeEvent(1, EventType::PumpStop, "cdu2/pump1"),
                    makeEvent(1, EventType::BatteryReserve, "bess", {{"soc_pct", 50}})}),
        1);
    a.runUntil(5);
    const SimState st = a.checkpoint();
    a.runUntil(30);
    Simulation b(defaultPod(), a.scenario(), 1);
    b.restore(st);
    QVERIFY(!b.thermalSystem().cdu(0).standbyAuto());
    QVERIFY(!b.thermalSystem().leakAutoIsolate(1));
    QVERIFY(b.thermalSystem().cdu(1).pumps()[0].held);
    QCOMPARE(b.powerSystem().battery().reserveSoc(), 0.5);
    b.runUntil(30);
    QCOMPARE(b.stateHash(), a.stateHash());
  }
};

PODTWIN_TEST_GUILESS_MAIN(OperatorActionsTest)
}  // namespace operator_actions_test
#include "operator_actions_test.moc"
