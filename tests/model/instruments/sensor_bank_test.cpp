// model/instruments/sensor_bank.cpp: every reading stays within its instrument's accuracy band of
// the truth and is the same for a seed; a stuck flow meter hides a silent pump failure that the
// truth shows; drift, offset and dead behave as stated; the pod file's instruments section is read
// and checked; the sensor state is part of the run's state (a restore continues bit-identically); a
// run with its instruments off is the same run.
#include <QtTest>
#include "support/test_main.h"

#include <bit>
#include <cmath>
#include <cstdint>
#include <stdexcept>

#include "config/pod_config.h"
#include "core/builtin.h"
#include "core/config_error.h"
#include "core/state_archive.h"
#include "fabric/fabric_system.h"
#include "instruments/sensor_bank.h"
#include "power/power_system.h"
#include "sim/simulation.h"
#include "thermal/thermal_system.h"
#include "training/training_model.h"

namespace sensor_bank_test {

using namespace podtwin;
using namespace podtwin::instruments;

namespace {

/// The default pod with every instrument's lag removed, so each reading is truth plus noise.
PodConfig podWithoutLag() {
  PodConfig pod = loadPodConfig("builtin:default");
  for (SensorModel* m :
       {&pod.instruments.cduFlowLpm, &pod.instruments.coolantTempC, &pod.instruments.gpuTempC,
        &pod.instruments.busVoltagePu, &pod.instruments.busFrequencyHz, &pod.instruments.batterySoc,
        &pod.instruments.gensetLoadKw}) {
    m->timeConstantS = 0.0;
  }
  return pod;
}

const SensorModel& modelOf(const PodConfig& pod, SensorKind k) {
  switch (k) {
    case SensorKind::Flow:
      return pod.instruments.cduFlowLpm;
    case SensorKind::SupplyTemp:
    case SensorKind::ReturnTemp:
      return pod.instruments.coolantTempC;
    case SensorKind::GpuTempMax:
      return pod.instruments.gpuTempC;
    case SensorKind::Load:
      return pod.instruments.gensetLoadKw;
    case SensorKind::Soc:
      return pod.instruments.batterySoc;
    case SensorKind::BusVoltage:
      return pod.instruments.busVoltagePu;
    case SensorKind::BusFrequency:
      return pod.instruments.busFrequencyHz;
  }
  return pod.instruments.cduFlowLpm;
}

const SensorReading& reading(const Snapshot& s, SensorKind k, int index) {
  for (const auto& r : s.sensors) {
    if (r.kind == static_cast<std::uint8_t>(k) && r.index == index) return r;
  }
  throw std::runtime_error("no such reading");
}

/// FNV-1a of the physics state (power, thermal, fabric, training), without the instruments.
std::uint64_t physicsHash(const Simulation& sim) {
  StateWriter w;
  // The writer only reads; visitState is shared with the reader, hence not const.
  // NOLINTBEGIN(cppcoreguidelines-pro-type-const-cast)
  w(const_cast<power::PowerSystem&>(sim.powerSystem()),
    const_cast<thermal::ThermalSystem&>(sim.thermalSystem()),
    const_cast<fabric::FabricSystem&>(sim.fabricSystem()),
    const_cast<training::TrainingModel&>(sim.trainingModel()));
  // NOLINTEND(cppcoreguidelines-pro-type-const-cast)
  return fnv1a64(w.bytes().data(), w.bytes().size());
}

Scenario scenarioOf(const std::vector<Event>& events) {
  Scenario sc;
  sc.events = events;
  return sc;
}

}  // namespace

class SensorBankTest : public QObject {
  Q_OBJECT
 private slots:
  void noiseStaysInItsBandAndFollowsTheSeed() {
    const PodConfig pod = podWithoutLag();
    Simulation a(pod, Scenario{}, 7);
    Simulation b(pod, Scenario{}, 7);
    Simulation c(pod, Scenario{}, 8);
    Snapshot sa;
    Snapshot sb;
    Snapshot sc;
    double sumSq = 0.0;
    int n = 0;
    bool seedsDiffer = false;
    for (int tick = 0; tick < 600; ++tick) {
      a.step();
      b.step();
      c.step();
      a.fillSnapshot(sa, false);
      b.fillSnapshot(sb, false);
      c.fillSnapshot(sc, false);
      QCOMPARE(sa.sensors.size(), sb.sensors.size());
      for (std::size_t i = 0; i < sa.sensors.size(); ++i) {
        const SensorReading& r = sa.sensors[i];
        // The same seed gives the same readings, bit for bit.
        QCOMPARE(r.value, sb.sensors[i].value);
        if (r.value != sc.sensors[i].value) seedsDiffer = true;
        // Within the accuracy band of the truth, plus half a display step (rounding).
        const SensorModel& m = modelOf(pod, static_cast<SensorKind>(r.kind));
        const double allowed = m.band(r.truth) + 0.5 * m.resolution + 1e-9;
        QVERIFY2(std::abs(r.value - r.truth) <= allowed,
                 qPrintable(QStringLiteral("sensor %1/%2: reading %3, truth %4, band %5")
                                .arg(r.kind)
                                .arg(r.index)
                                .arg(r.value)
                                .arg(r.truth)
                                .arg(allowed)));
        QVERIFY(r.valid);
      }
      // CDU 1's flow error, relative to its band: the noise is there and about as wide as stated.
      const SensorReading& f = reading(sa, SensorKind::Flow, 0);
      const double half = 0.5 * pod.instruments.cduFlowLpm.band(f.truth);
      sumSq += (f.value - f.truth) * (f.value - f.truth) / (half * half);
      ++n;
    }
    QVERIFY(seedsDiffer);
    // Sigma is half the band, cut at the band (a truncated normal has 0.88 sigma), rounded to
    // 1 L/min on a 4 L/min band: 600 samples put the measured ratio within 0.75..1.1.
    const double ratio = std::sqrt(sumSq / n);
    QVERIFY2(ratio > 0.75 && ratio < 1.1, qPrintable(QString::number(ratio)));
  }

  void stuckFlowMeterHidesSilentPumpFailure() {
    const PodConfig pod = loadPodConfig("builtin:default");
    Simulation sim(pod,
                   scenarioOf({makeEvent(0.0, "cdu_standby_mode", "cdu1", {}, {{"mode", "manual"}}),
                               makeEvent(10.0, "sensor_fault", "cdu1", {},
                                         {{"sensor", "flow"}, {"mode", "stuck"}}),
                               makeEvent(20.0, "pump_fail", "cdu1/pump1", {{"silent", 1.0}})}),
                   1);
    Snapshot s;
    sim.runUntil(10.0);
    sim.fillSnapshot(s, false);
    const double before = reading(s, SensorKind::Flow, 0).value;
    const double truthBefore = reading(s, SensorKind::Flow, 0).truth;
    sim.runUntil(60.0);
    sim.fillSnapshot(s, false);
    const SensorReading& r = reading(s, SensorKind::Flow, 0);
    // The truth lost a duty pump's share (1620 -> 1302 L/min); the reading never moved.
    QVERIFY2(r.truth < 0.85 * truthBefore, qPrintable(QString::number(r.truth)));
    QCOMPARE(r.value, before);
    QVERIFY(std::abs(r.value - truthBefore) < 5.0);
    QCOMPARE(r.fault, static_cast<std::uint8_t>(SensorFaultMode::Stuck));
    // applyReadings gives the trainee's picture: CDU 1 at full flow; the snapshot keeps the truth.
    Snapshot seen = s;
    applyReadings(seen);
    QCOMPARE(seen.cdus[0].flowLpm, before);
    QCOMPARE(s.cdus[0].flowLpm, r.truth);
    // No pump alarm: the failure was silent.
    for (const auto& e : sim.log().all()) QVERIFY(e.code != "alarm_pump_fail");
  }

  void driftOffsetAndDead() {
    const PodConfig pod = podWithoutLag();
    Simulation sim(pod,
                   scenarioOf({makeEvent(10.0, "sensor_fault", "cdu2", {{"value", 0.5}},
                                         {{"sensor", "supply_temp"}, {"mode", "drift"}}),
                               makeEvent(10.0, "sensor_fault", "cdu1", {{"value", -4.0}},
                                         {{"sensor", "return_temp"}, {"mode", "offset"}}),
                               makeEvent(10.0, "sensor_fault", "bess", {},
                                         {{"sensor", "soc"}, {"mode", "dead"}}),
                               makeEvent(50.0, "sensor_restore", "bess", {}, {{"sensor", "soc"}})}),
                   1);
    Snapshot s;
    sim.runUntil(40.0);
    sim.fillSnapshot(s, false);
    const double band = pod.instruments.coolantTempC.band(40.0) + 0.05 + 1e-9;
    // Drift: 0.5 degC/s for 30 s = 15 degC above the truth, within the noise band.
    const SensorReading& d = reading(s, SensorKind::SupplyTemp, 1);
    QVERIFY2(std::abs(d.value - d.truth - 15.0) <= band,
             qPrintable(QString::number(d.value - d.truth)));
    // Offset: 4 degC below.
    const SensorReading& o = reading(s, SensorKind::ReturnTemp, 0);
    QVERIFY2(std::abs(o.value - o.truth + 4.0) <= band,
             qPrintable(QString::number(o.value - o.truth)));
    // Dead: the bottom of the range, flagged bad, while the truth is a charged battery.
    const SensorReading& soc = reading(s, SensorKind::Soc, 0);
    QCOMPARE(soc.value, 0.0);
    QVERIFY(!soc.valid);
    QVERIFY(soc.truth > 0.3);
    // Restored: true again within its band.
    sim.runUntil(52.0);
    sim.fillSnapshot(s, false);
    const SensorReading& back = reading(s, SensorKind::Soc, 0);
    QVERIFY(back.valid);
    QVERIFY(std::abs(back.value - back.truth) <= pod.instruments.batterySoc.band(back.truth) +
                                                     0.5 * pod.instruments.batterySoc.resolution +
                                                     1e-9);
  }

  void lagFollowsAFirstOrderStep() {
    PodConfig pod = podWithoutLag();
    pod.instruments.cduFlowLpm = {0.0, 0.0, 0.0, 5.0};  // noiseless, 5 s lag
    Simulation sim(pod,
                   scenarioOf({makeEvent(0.0, "cdu_standby_mode", "cdu1", {}, {{"mode", "manual"}}),
                               makeEvent(10.0, "pump_fail", "cdu1/pump1")}),
                   1);
    Snapshot s;
    sim.runUntil(10.0);
    sim.fillSnapshot(s, false);
    const double start = reading(s, SensorKind::Flow, 0).value;
    sim.runUntil(60.0);
    sim.fillSnapshot(s, false);
    const double end = reading(s, SensorKind::Flow, 0).truth;
    // The pump coasts down in about a second; 5 s later a 5 s lag has covered 1 - e^-1 = 63 % of
    // the step, less the coast-down's delay: between 45 % and 70 %.
    Simulation again(
        pod,
        scenarioOf({makeEvent(0.0, "cdu_standby_mode", "cdu1", {}, {{"mode", "manual"}}),
                    makeEvent(10.0, "pump_fail", "cdu1/pump1")}),
        1);
    again.runUntil(15.0);
    again.fillSnapshot(s, false);
    const double covered = (start - reading(s, SensorKind::Flow, 0).value) / (start - end);
    QVERIFY2(covered > 0.45 && covered < 0.70, qPrintable(QString::number(covered)));
  }

  void stateIsPartOfTheRun() {
    const PodConfig pod = loadPodConfig("builtin:default");
    const Scenario sc = scenarioOf({makeEvent(5.0, "sensor_fault", "rack3", {{"value", 0.2}},
                                              {{"sensor", "gpu_temp_max"}, {"mode", "drift"}})});
    Simulation a(pod, sc, 3);
    a.runUntil(20.0);
    const SimState mid = a.checkpoint();
    a.runUntil(40.0);
    Simulation b(pod, sc, 3);
    b.restore(mid);
    b.runUntil(40.0);
    QCOMPARE(b.stateHash(), a.stateHash());
    Snapshot sa;
    Snapshot sb;
    a.fillSnapshot(sa, false);
    b.fillSnapshot(sb, false);
    QCOMPARE(reading(sb, SensorKind::GpuTempMax, 2).value,
             reading(sa, SensorKind::GpuTempMax, 2).value);
  }

  // The readings are worked out when something reads them. A run read only now and then (and at
  // its faults, which take a stuck instrument's value from the last reading) shows and saves the
  // values of a run read after every tick.
  void readingsWorkedOutWhenReadAreThoseOfEveryTick() {
    const PodConfig pod = loadPodConfig("builtin:default");
    const Scenario sc = scenarioOf(
        {makeEvent(10.0, "sensor_fault", "rack3", {},
                   {{"sensor", "gpu_temp_max"}, {"mode", "stuck"}}),
         makeEvent(12.0, "sensor_fault", "cdu2", {{"value", 0.5}},
                   {{"sensor", "supply_temp"}, {"mode", "drift"}}),
         makeEvent(15.0, "sensor_fault", "genset1", {{"value", 30.0}},
                   {{"sensor", "load"}, {"mode", "offset"}}),
         makeEvent(18.0, "sensor_fault", "bess", {}, {{"sensor", "soc"}, {"mode", "dead"}}),
         makeEvent(25.0, "sensor_restore", "rack3", {}, {{"sensor", "gpu_temp_max"}})});
    Simulation everyTick(pod, sc, 7);
    Simulation seldom(pod, sc, 7);
    Snapshot s;
    Snapshot t;
    auto readEveryTickUntil = [&](double untilS) {
      while (everyTick.timeS() < untilS) {
        everyTick.step();
        everyTick.fillSnapshot(s, false);
      }
    };
    readEveryTickUntil(20.0);
    seldom.runUntil(20.0);
    QCOMPARE(seldom.checkpoint().hash(), everyTick.checkpoint().hash());
    readEveryTickUntil(40.0);
    seldom.runUntil(40.0);
    seldom.fillSnapshot(t, false);
    QCOMPARE(t.sensors.size(), s.sensors.size());
    int faulted = 0;
    for (std::size_t ch = 0; ch < s.sensors.size(); ++ch) {
      QCOMPARE(std::bit_cast<std::uint64_t>(t.sensors[ch].value),
               std::bit_cast<std::uint64_t>(s.sensors[ch].value));
      if (t.sensors[ch].fault != 0) ++faulted;
    }
    QCOMPARE(faulted, 3);  // drift, offset and dead; the stuck instrument was repaired
    QCOMPARE(seldom.stateHash(), everyTick.stateHash());
  }

  // A run with its instruments not updated (a sweep case) is the same run: its physics state,
  // summary and log are the bits of a run that updated them every tick.
  void instrumentsOffLeaveTheRunUnchanged() {
    const PodConfig pod = loadPodConfig("builtin:default");
    const Scenario sc = scenarioOf(
        {makeEvent(10.0, "sensor_fault", "cdu1", {}, {{"sensor", "flow"}, {"mode", "stuck"}}),
         makeEvent(20.0, "pump_fail", "cdu1/pump1", {{"silent", 1.0}}),
         makeEvent(30.0, "genset_trip", "genset2")});
    Simulation on(pod, sc, 5);
    Simulation off(pod, sc, 5);
    off.setInstrumentsUpdated(false);
    QVERIFY(!off.instrumentsUpdated());
    on.runUntil(60.0);
    off.runUntil(60.0);
    QCOMPARE(physicsHash(off), physicsHash(on));
    const RunSummary a = on.summary();
    const RunSummary b = off.summary();
    for (auto field : {&RunSummary::facilityEnergyKwh, &RunSummary::generationEnergyKwh,
                       &RunSummary::bessDischargeEnergyKwh, &RunSummary::minSoc,
                       &RunSummary::maxFrequencyDeviationPct, &RunSummary::gpuTempMaxC,
                       &RunSummary::mfuMean, &RunSummary::costUsd}) {
      QCOMPARE(std::bit_cast<std::uint64_t>(b.*field), std::bit_cast<std::uint64_t>(a.*field));
    }
    QCOMPARE(off.log().all().size(), on.log().all().size());
    bool faultLogged = false;
    for (std::size_t i = 0; i < on.log().all().size(); ++i) {
      const LogEntry& x = on.log().all()[i];
      const LogEntry& y = off.log().all()[i];
      QCOMPARE(y.code, x.code);
      QCOMPARE(y.object, x.object);
      QCOMPARE(y.t_s, x.t_s);
      QCOMPARE(y.message, x.message);
      faultLogged = faultLogged || x.code == "sensor_fault";
    }
    QVERIFY(faultLogged);
    // Their readings stood still; a checkpoint would hold them stale, so there is none.
    Snapshot s;
    off.fillSnapshot(s, false);
    const SensorReading soc = reading(s, SensorKind::Soc, 0);
    QVERIFY_THROWS_EXCEPTION(std::logic_error, (void)off.checkpoint());
    // On again: every instrument starts from the present truth, and checkpoints work.
    off.setInstrumentsUpdated(true);
    off.fillSnapshot(s, false);
    const SensorReading primed = reading(s, SensorKind::Soc, 0);
    QVERIFY2(std::abs(primed.value - primed.truth) <= pod.instruments.batterySoc.resolution,
             qPrintable(QString("%1 against %2").arg(primed.value).arg(primed.truth)));
    QVERIFY(primed.truth != soc.truth || primed.value != soc.value);
    QVERIFY(off.checkpoint().bytes.size() > 0);
  }

  void podFileInstrumentsSection() {
    const std::string base = *findBuiltin("pod", "default");
    auto withSection = [&](const std::string& section) {
      std::string text = base;
      const auto brace = text.rfind('}');
      text.insert(brace, ", \"instruments\": " + section + "\n");
      return text;
    };
    const PodConfig pod = parsePodConfig(
        withSection(R"({"cdu_flow": {"accuracy_pct_of_reading": 1.0, "time_constant_s": 2}})"),
        "pod.json");
    QCOMPARE(pod.instruments.cduFlowLpm.accuracyPctOfReading, 1.0);
    QCOMPARE(pod.instruments.cduFlowLpm.timeConstantS, 2.0);
    QCOMPARE(pod.instruments.cduFlowLpm.resolution, 1.0);  // the default kept
    try {
      parsePodConfig(withSection(R"({"cdu_flow": {"resolution_c": 1}})"), "pod.json");
      QFAIL("a misspelt key must be refused");
    } catch (const ConfigError& e) {
      QVERIFY2(std::string(e.what()).find("resolution_c") != std::string::npos, e.what());
    }
    // A sensor of the wrong object is refused at load.
    try {
      parseScenario(R"({"schema_version": 1, "events": [
        {"t_s": 1, "type": "sensor_fault", "target": "rack1", "sensor": "flow", "mode": "stuck"}]})",
                    "s.json", nullptr);
      QFAIL("a flow meter on a rack must be refused");
    } catch (const ConfigError& e) {
      QVERIFY2(
          std::string(e.what()).find("sensor flow belongs to a cdu target") != std::string::npos,
          e.what());
    }
  }
};

PODTWIN_TEST_APPLESS_MAIN(SensorBankTest)
}  // namespace sensor_bank_test
#include "sensor_bank_test.moc"
