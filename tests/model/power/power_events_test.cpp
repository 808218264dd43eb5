// model/power/power_events.cpp: every power and workload event of the catalogue has its effect.
#include <QtTest>
#include "support/test_main.h"

#include "power/power_system.h"
#include "power_test_util.h"

namespace power_events_test {

using namespace podtwin;
using podtwin::test::PlantRig;
using podtwin::test::podWith;

class PowerEventsTest : public QObject {
  Q_OBJECT
 private slots:
  void everyPowerAndWorkloadEventIsOurs();
  void gensetTripAndStart();
  void gridEvents();
  void bessFaultAndRestore();
  void jobStartStopRestart();
  void powerCapPodAndRemove();
  void powerSmoothingEvent();
};

void PowerEventsTest::everyPowerAndWorkloadEventIsOurs() {
  PlantRig rig(podWith("{}"));
  int ours = 0;
  for (const auto& spec : eventCatalogue()) {
    if (spec.domain != EventDomain::Power && spec.domain != EventDomain::Workload) continue;
    std::string target = spec.targetShapes.front().front();
    if (target == "genset" || target == "rack") target += "1";
    std::map<std::string, double> nums;
    std::map<std::string, std::string> texts;
    for (const auto& p : spec.params) {
      if (p.required && p.kind == ParamKind::String) {
        texts[p.name] = p.allowed.front();
      } else if (p.required) {
        nums[p.name] = p.def;
      }
    }
    QVERIFY2(rig.plant.applyEvent(makeEvent(0.0, spec.id, target, nums, texts), 0.0, rig.log) ==
                 EventResult::Applied,
             spec.name.c_str());
    ++ours;
  }
  QCOMPARE(ours, 19);  // the power and workload rows, the operator actions included
  QVERIFY(rig.plant.applyEvent(makeEvent(0.0, EventType::PumpFail, "cdu1/pump1"), 0.0, rig.log) ==
          EventResult::NotHandled);
}

void PowerEventsTest::gensetTripAndStart() {
  PlantRig rig(podWith("{}"));
  rig.runUntil(1.0, {makeEvent(0.0, "genset_trip", "genset2")});
  QCOMPARE(rig.plant.gensets().online(), 2);
  QCOMPARE(rig.plant.gensets().mode(1), power::GensetMode::Failed);
  std::vector<Event> ev{makeEvent(1.0, "genset_start", "genset2")};
  rig.next = 0;
  rig.runUntil(180.0, ev);
  QCOMPARE(rig.plant.gensets().mode(1), power::GensetMode::Starting);
  rig.runUntil(181.1);  // 180 s start time (Wärtsilä 2–5 min)
  QCOMPARE(rig.plant.gensets().online(), 3);
}

void PowerEventsTest::gridEvents() {
  PlantRig rig(podWith("{}"));
  rig.runUntil(1.0, {makeEvent(0.0, "grid_curtailment", "grid",
                               {{"limit_kw", 200.0}, {"duration_s", 10.0}})});
  QCOMPARE(rig.plant.grid().limitW(), 200e3);
  rig.runUntil(11.0);
  QCOMPARE(rig.plant.grid().limitW(), 1500e3);  // window over
  rig.plant.applyEvent(makeEvent(11.0, "grid_outage", "grid"), 11.0, rig.log);
  QVERIFY(!rig.plant.grid().connected());
  rig.plant.applyEvent(makeEvent(12.0, "grid_restore", "grid"), 12.0, rig.log);
  QVERIFY(rig.plant.grid().connected());
  rig.plant.applyEvent(
      makeEvent(13.0, "grid_brownout", "grid", {{"voltage_pu", 0.5}, {"duration_s", 2.0}}), 13.0,
      rig.log);
  QCOMPARE(rig.plant.grid().voltagePu(), 0.5);
  // The log says whether the sag is inside ITIC (50 % for 2 s is not).
  QVERIFY(rig.log.all().back().message.find("outside") != std::string::npos);
}

void PowerEventsTest::bessFaultAndRestore() {
  PlantRig rig(podWith("{}"));
  rig.runUntil(5.0, {makeEvent(1.0, "bess_fault", "bess")});
  QVERIFY(!rig.plant.battery().available());
  const double dis = rig.plant.ledger().bessDischargeJ + rig.plant.ledger().bessChargeJ;
  rig.runUntil(10.0);
  QCOMPARE(rig.plant.ledger().bessDischargeJ + rig.plant.ledger().bessChargeJ, dis);
  rig.plant.applyEvent(makeEvent(10.0, "bess_restore", "bess"), 10.0, rig.log);
  QVERIFY(rig.plant.battery().available());
}

void PowerEventsTest::jobStartStopRestart() {
  PlantRig rig(podWith("{}"));
  rig.runUntil(2.0, {makeEvent(1.0, "job_restart", "job", {{"delay_s", 3.0}})});
  QVERIFY(!rig.plant.job().running());
  rig.runUntil(4.05);
  QVERIFY(rig.plant.job().running());  // 1.0 + 3.0 s
  rig.plant.applyEvent(makeEvent(4.1, "job_stop", "job"), 4.1, rig.log);
  QVERIFY(!rig.plant.job().running());
  rig.plant.applyEvent(makeEvent(4.2, "job_start", "job"), 4.2, rig.log);
  QVERIFY(rig.plant.job().running());
}

void PowerEventsTest::powerCapPodAndRemove() {
  PlantRig rig(podWith("{}"));
  rig.runUntil(2.0, {makeEvent(0.0, "power_cap", "pod", {{"cap_kw", 100.0}})});
  QCOMPARE(rig.plant.racksCapped(), 16);
  for (double w : rig.out.rackItPowerW) QVERIFY(w < 100e3);  // IT < input cap
  rig.plant.applyEvent(makeEvent(2.0, "power_cap", "pod", {{"cap_kw", 0.0}}), 2.0, rig.log);
  rig.runUntil(3.0);
  QCOMPARE(rig.plant.racksCapped(), 0);
}

void PowerEventsTest::powerSmoothingEvent() {
  PlantRig rig(podWith("{}"));
  QVERIFY(!rig.plant.smoothing().enabled());
  rig.plant.applyEvent(
      makeEvent(0.0, "power_smoothing", "pod", {{"enabled", 1.0}, {"floor_pct", 80.0}}), 0.0,
      rig.log);
  QVERIFY(rig.plant.smoothing().enabled());
  QCOMPARE(rig.plant.smoothing().settings().floorPct, 80.0);
  QCOMPARE(rig.plant.smoothing().settings().rampUpWPerS, 2000.0);  // -1 kept the pod's value
}

PODTWIN_TEST_APPLESS_MAIN(PowerEventsTest)
}  // namespace power_events_test
#include "power_events_test.moc"
