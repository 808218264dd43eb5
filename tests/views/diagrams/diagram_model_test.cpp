// Tests for views/diagrams/diagram_model: the single-line and the P&ID are generated from the pod
// (element counts equal the pod file's), a campus is grouped and drills down to every member, and
// the values and states follow a real simulation's snapshots (a tripped genset's breaker opens and
// its branch carries 0 kW; a failed CDU pump's standby starts).
#include <QDir>
#include <QElapsedTimer>
#include <QtTest>
#include "support/test_main.h"

#include "diagrams/diagram_model.h"
#include "diagrams/diagram_view.h"
#include "panels/panel_format.h"
#include "scenario/scenario.h"
#include "sim/simulation.h"

namespace diagram_model_test {

using podtwin::EventType;
using podtwin::PodConfig;
using podtwin::Scenario;
using podtwin::Simulation;
using podtwin::Snapshot;
using podtwin::views::DiagramElement;
using podtwin::views::DiagramKind;
using podtwin::views::DiagramModel;
using Kind = podtwin::views::DiagramElement::Kind;

namespace {
Snapshot snapshotOf(Simulation& sim) {
  Snapshot s;
  sim.fillSnapshot(s);
  return s;
}

/// A pod unlike the default: 5 gensets, 3 CDUs of 4 pumps, 6 dry coolers, 24 racks in 3 rows.
PodConfig oddPod() {
  PodConfig pod = podtwin::loadPodConfig("builtin:default");
  pod.power.gensetCount = 5;
  pod.thermal.cduCount = 3;
  pod.thermal.cdu.count = 3;
  pod.thermal.pumpsPerCdu = 4;
  pod.thermal.cdu.pumps = 4;
  pod.thermal.dryCoolerCount = 6;
  pod.thermal.dryCooler.count = 6;
  pod.racks.count = 24;
  pod.racks.rows = 3;
  return pod;
}
}  // namespace

class DiagramModelTest : public QObject {
  Q_OBJECT

 private slots:
  void countsEqualThePodFile() {
    for (const PodConfig& pod : {podtwin::loadPodConfig("builtin:default"), oddPod()}) {
      DiagramModel sld(DiagramKind::Electrical);
      sld.setPod(pod);
      QCOMPARE(sld.count(Kind::Genset), pod.power.gensetCount);
      QCOMPARE(sld.count(Kind::RackFeed), pod.racks.count);
      QCOMPARE(sld.count(Kind::Utility), 1);
      QCOMPARE(sld.count(Kind::Rectifier), 1);
      QCOMPARE(sld.count(Kind::Battery), pod.power.battery.present ? 1 : 0);
      // A breaker per source and per rack, plus the rectifier, cooling and misc feeders.
      QCOMPARE(sld.count(Kind::Breaker), 1 + pod.power.gensetCount + pod.racks.count + 3);
      // One busway per rack row.
      int busways = 0;
      for (const auto& l : sld.lines()) busways += l.id.find("/busway") != std::string::npos;
      QCOMPARE(busways, pod.racks.rows);

      DiagramModel pid(DiagramKind::Cooling);
      pid.setPod(pod);
      QCOMPARE(pid.count(Kind::CduSkid), pod.thermal.cduCount);
      QCOMPARE(pid.count(Kind::Pump), pod.thermal.cduCount * pod.thermal.pumpsPerCdu);
      QCOMPARE(pid.count(Kind::HeatExchanger), pod.thermal.cduCount);
      QCOMPARE(pid.count(Kind::ControlValve), pod.thermal.cduCount);
      QCOMPARE(pid.count(Kind::DryCooler), pod.thermal.dryCoolerCount);
      QCOMPARE(pid.count(Kind::Rack), pod.racks.count);
      QCOMPARE(pid.count(Kind::IsolationValve), pod.racks.count);
      QCOMPARE(pid.count(Kind::LeakDetector), pod.racks.count);
      QCOMPARE(pid.count(Kind::Group), 0);
    }
  }

  void campusIsGroupedAndDrillsDownToEveryMember() {
    const PodConfig pod = podtwin::scaledPod(podtwin::loadPodConfig("builtin:default"), 1024);
    DiagramModel sld(DiagramKind::Electrical);
    sld.setPod(pod);
    QCOMPARE(sld.count(Kind::RackFeed), 0);
    QCOMPARE(sld.count(Kind::Genset), 0);
    // Every rack and genset is in exactly one group.
    int racks = 0;
    int gensets = 0;
    for (const auto& e : sld.elements()) {
      if (e.kind != Kind::Group) continue;
      if (e.section == DiagramModel::kRacks) racks += e.members;
      if (e.section == DiagramModel::kGensets) gensets += e.members;
    }
    QCOMPARE(racks, 1024);
    QCOMPARE(gensets, pod.power.gensetCount);
    QCOMPARE(sld.groupCount(DiagramModel::kRacks), pod.racks.rows);
    QVERIFY(sld.drillInto(DiagramModel::kRacks, 3));
    QCOMPARE(sld.count(Kind::RackFeed), pod.racks.racksPerRow());
    QVERIFY(sld.element("rack" + std::to_string(3 * pod.racks.racksPerRow() + 1)) != nullptr);
    sld.drillUp();
    QCOMPARE(sld.count(Kind::RackFeed), 0);

    DiagramModel pid(DiagramKind::Cooling);
    pid.setPod(pod);
    QCOMPARE(pid.count(Kind::CduSkid), 0);
    int cdus = 0;
    for (const auto& e : pid.elements())
      if (e.kind == Kind::Group && e.section == DiagramModel::kCdus) cdus += e.members;
    QCOMPARE(cdus, pod.thermal.cduCount);
    QVERIFY(pid.drillInto(DiagramModel::kCdus, 1));
    QCOMPARE(pid.count(Kind::CduSkid), DiagramModel::maxShown(DiagramModel::kCdus));
    QCOMPARE(pid.count(Kind::Pump),
             DiagramModel::maxShown(DiagramModel::kCdus) * pod.thermal.pumpsPerCdu);
    QVERIFY(pid.element("cdu5") != nullptr);  // group 1 holds CDUs 5..8
    QVERIFY(!pid.drillInto(DiagramModel::kCdus, pid.groupCount(DiagramModel::kCdus)));
  }

  void gensetTripOpensItsBreakerAndZeroesItsBranch() {
    const PodConfig pod = podtwin::loadPodConfig("builtin:default");
    Simulation sim(pod, Scenario{}, 1);
    sim.runUntil(30.0);
    DiagramModel sld(DiagramKind::Electrical);
    sld.setPod(pod);
    sld.updateSnapshot(snapshotOf(sim));
    const DiagramElement* brk = sld.element("genset1/breaker");
    QVERIFY(brk != nullptr);
    QVERIFY(brk->closed);
    QVERIFY(sld.line("genset1/branch")->powerKw > 100.0);

    sim.inject(podtwin::makeEvent(sim.timeS(), EventType::GensetTrip, "genset1"));
    sim.runUntil(40.0);
    const Snapshot s = snapshotOf(sim);
    sld.updateSnapshot(s);
    QVERIFY(!sld.element("genset1/breaker")->closed);
    QCOMPARE(sld.line("genset1/branch")->powerKw, 0.0);
    QCOMPARE(sld.element("genset1")->status, DiagramElement::Status::Trip);
    // The other gensets carry the load: their branches equal the snapshot's unit power.
    for (int g = 1; g < pod.power.gensetCount; ++g) {
      const std::string id = "genset" + std::to_string(g + 1);
      QVERIFY(sld.element(id + "/breaker")->closed);
      QCOMPARE(sld.line(id + "/branch")->powerKw, s.gensets[static_cast<std::size_t>(g)].powerKw);
    }
    // Values shown equal the snapshot's.
    QCOMPARE(sld.element("bess")->value("soc_pct")->value, 100.0 * s.bessSoc);
    QCOMPARE(sld.element("ac_bus")->value("frequency_hz")->value, s.busFrequencyHz);
    QCOMPARE(sld.line("rectifier/dc")->powerKw, s.rectifierOutputKw);
    QCOMPARE(sld.element("rack3")->value("power_kw")->value, double(s.racks.powerKw[2]));
  }

  void pumpFailureStartsTheStandby() {
    const PodConfig pod = podtwin::loadPodConfig("builtin:default");
    Simulation sim(pod, Scenario{}, 1);
    sim.runUntil(20.0);
    DiagramModel pid(DiagramKind::Cooling);
    pid.setPod(pod);
    pid.updateSnapshot(snapshotOf(sim));
    const int standby = pod.thermal.pumpsPerCdu;  // the last pump is the N+1 standby
    const std::string sb = "cdu1/pump" + std::to_string(standby);
    QCOMPARE(pid.element(sb)->status, DiagramElement::Status::Off);
    QCOMPARE(pid.element("cdu1/pump1")->status, DiagramElement::Status::Normal);

    sim.inject(podtwin::makeEvent(sim.timeS(), EventType::PumpFail, "cdu1/pump1"));
    sim.runUntil(40.0);  // the standby starts after its 3 s delay
    const Snapshot s = snapshotOf(sim);
    pid.updateSnapshot(s);
    QCOMPARE(pid.element("cdu1/pump1")->status, DiagramElement::Status::Alarm);
    QCOMPARE(pid.element(sb)->status, DiagramElement::Status::Normal);
    QVERIFY(pid.element(sb)->value("flow_lpm")->value > 0.0);
    QCOMPARE(pid.element(sb)->value("speed_pct")->value,
             100.0 * s.cdus[0].pumps[static_cast<std::size_t>(standby - 1)].speedFraction);
    QCOMPARE(pid.element("cdu1/fi")->value("flow_lpm")->value, s.cdus[0].flowLpm);
    QCOMPARE(pid.element("cdu1/valve")->opening, s.cdus[0].facilityValveFraction);
    QCOMPARE(pid.element("cdu1/ti")->value("supply_c")->value, s.cdus[0].supplyTempC);
    QCOMPARE(pid.element("cdu1/pdi")->value("dp_kpa")->value, s.cdus[0].dpKpa);
    // The normal range of the supply comes from the pod: set point + high-supply alarm band.
    QCOMPARE(pid.element("cdu1/ti")->value("supply_c")->normalHi,
             pod.thermal.cdu.supplySetpointC + pod.thermal.cdu.highSupplyAlarmK);
  }

  void alarmsFollowTheLogLikeTheAlarmList() {
    const PodConfig pod = podtwin::loadPodConfig("builtin:default");
    DiagramModel pid(DiagramKind::Cooling);
    pid.setPod(pod);
    pid.appendLog(
        {{10.0, podtwin::Severity::Alarm, "rack5", "alarm_low_flow", "low flow", false, {}},
         {11.0, podtwin::Severity::Info, "rack6", "valve_opening", "opening", false, {}}});
    QCOMPARE(pid.element("rack5")->alarmSeverity, static_cast<int>(podtwin::Severity::Alarm));
    QCOMPARE(pid.element("rack6")->alarmSeverity, -1);
    QCOMPARE(pid.activeAlarms("rack5").size(), std::size_t{1});
    pid.appendLog({{12.0, podtwin::Severity::Alarm, "rack5", "alarm_low_flow", "back", true, {}}});
    QCOMPARE(pid.element("rack5")->alarmSeverity, -1);
    // A pump's alarm shows on the CDU's faceplate too.
    pid.appendLog(
        {{13.0, podtwin::Severity::Warning, "cdu1/pump2", "x", "pump warning", false, {}}});
    QCOMPARE(pid.activeAlarms("cdu1").size(), std::size_t{1});
    QCOMPARE(pid.activeAlarms("cdu2").size(), std::size_t{0});
  }

  void viewPaintsAndClicksOpenTheFaceplate() {
    const PodConfig pod = podtwin::loadPodConfig("builtin:default");
    Simulation sim(pod, Scenario{}, 1);
    sim.runUntil(10.0);
    podtwin::views::DiagramView view(DiagramKind::Electrical);
    view.resize(480, 700);
    view.setPod(pod);
    view.updateSnapshot(snapshotOf(sim));
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QSignalSpy selected(&view, &podtwin::views::DiagramView::objectSelected);
    const QRectF r = view.elementRect("genset2");
    QVERIFY(r.isValid());
    QTest::mouseClick(&view, Qt::LeftButton, {}, r.center().toPoint());
    QCOMPARE(selected.count(), 1);
    QCOMPARE(selected.at(0).at(0).toString(), QStringLiteral("genset2"));
    QVERIFY(view.faceplate() != nullptr);
    QVERIFY(view.faceplate()->isVisible());
    QCOMPARE(view.faceplate()->valueText("power_kw"), view.valueText("genset2", "power_kw"));
    const QImage img = view.grab().toImage();
    QVERIFY(!img.isNull());
  }

  void campusPaintsGroupsAndDrillsDownByClick() {
    const PodConfig pod = podtwin::scaledPod(podtwin::loadPodConfig("builtin:default"), 1024);
    Simulation sim(pod, Scenario{}, 1);
    sim.runUntil(2.0);
    const Snapshot s = snapshotOf(sim);
    const QString dir = qEnvironmentVariable("PODTWIN_SCREENSHOT_DIR");
    for (DiagramKind kind : {DiagramKind::Electrical, DiagramKind::Cooling}) {
      podtwin::views::DiagramView view(kind);
      view.resize(480, 760);
      view.setPod(pod);
      view.updateSnapshot(s);
      view.show();
      QVERIFY(QTest::qWaitForWindowExposed(&view));
      const char* name = kind == DiagramKind::Electrical ? "sld" : "pid";
      // The time of a paint, printed for the README (not asserted: wall time on a shared VM).
      QElapsedTimer clock;
      clock.start();
      constexpr int kFrames = 20;
      for (int i = 0; i < kFrames; ++i) view.repaint();
      qInfo("campus %s overview: %.2f ms per paint", name,
            static_cast<double>(clock.nsecsElapsed()) / 1e6 / kFrames);
      // The README shows the single-line's overview and the P&ID opened on a group of CDUs.
      if (!dir.isEmpty() && kind == DiagramKind::Electrical)
        view.grab().save(QDir(dir).filePath(QStringLiteral("diagram_campus_%1.png").arg(name)));
      // Click the second group of racks (single-line) or CDUs (P&ID): its members appear.
      const std::string group = kind == DiagramKind::Electrical ? "row2" : "cdus2";
      QTest::mouseClick(&view, Qt::LeftButton, {}, view.elementRect(group).center().toPoint());
      QVERIFY(view.model().isDrilled());
      if (kind == DiagramKind::Electrical) {
        QCOMPARE(view.model().count(Kind::RackFeed), pod.racks.racksPerRow());
        QCOMPARE(view.valueText("rack" + std::to_string(pod.racks.racksPerRow() + 1), "power_kw"),
                 podtwin::views::formatValue(
                     s.racks.powerKw[static_cast<std::size_t>(pod.racks.racksPerRow())], 0, "kW"));
      } else {
        QCOMPARE(view.model().count(Kind::CduSkid), DiagramModel::maxShown(DiagramModel::kCdus));
      }
      clock.restart();
      for (int i = 0; i < kFrames; ++i) view.repaint();
      qInfo("campus %s drilled: %.2f ms per paint", name,
            static_cast<double>(clock.nsecsElapsed()) / 1e6 / kFrames);
      if (!dir.isEmpty() && kind == DiagramKind::Cooling)
        view.grab().save(
            QDir(dir).filePath(QStringLiteral("diagram_campus_%1_drilled.png").arg(name)));
      QTest::keyClick(&view, Qt::Key_Backspace);
      QVERIFY(!view.model().isDrilled());
    }
  }
};

PODTWIN_TEST_MAIN(DiagramModelTest)
}  // namespace diagram_model_test
#include "diagram_model_test.moc"
