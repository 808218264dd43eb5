// InspectorPanel: shows the snapshot's numbers for the selected object and trends its key value.

#include <QtTest>
#include "support/test_main.h"

#include "panel_test_data.h"
#include "panels/inspector_panel.h"

namespace inspector_panel_test {

using namespace podtwin;
using namespace podtwin::views;

class InspectorPanelTest : public QObject {
  Q_OBJECT

 private:
  PodConfig m_pod;

 private slots:
  void initTestCase() { m_pod = testdata::defaultPod(); }

  void showsSelectedRackNumbers() {
    InspectorPanel p;
    p.setPod(m_pod);
    p.setTarget(QStringLiteral("rack5"));
    Snapshot s = testdata::sampleSnapshot();
    // Give rack5 (index 4) distinctive values so a wrong index cannot pass.
    s.racks.powerKw[4] = 118.4f;
    s.racks.capKw[4] = 120.0f;
    s.racks.gpuTempMaxC[4] = 88.5f;
    s.racks.gpuTempMeanC[4] = 79.3f;
    s.racks.gpusThrottled[4] = 7;
    s.racks.inletTempC[4] = 31.5f;
    s.racks.outletTempC[4] = 44.7f;
    s.racks.flowLpm[4] = 150.5f;
    s.racks.clockFactor[4] = 0.875f;
    s.racks.state[4] = kRackThrottled | kRackCapped;
    s.racks.cdu[4] = 0;
    p.updateSnapshot(s);
    QCOMPARE(p.title(), QStringLiteral("Rack 5 · CDU 1"));
    // Values are floats shown with one decimal; none sits on a rounding tie, so the text is exact.
    QCOMPARE(p.fieldText(QStringLiteral("IT power")), QStringLiteral("118.4 kW"));
    QCOMPARE(p.fieldText(QStringLiteral("Power cap")), QStringLiteral("120.0 kW"));
    QCOMPARE(p.fieldText(QStringLiteral("GPU temp max")), QStringLiteral("88.5 °C"));
    QCOMPARE(p.fieldText(QStringLiteral("GPU temp mean")), QStringLiteral("79.3 °C"));
    QCOMPARE(p.fieldText(QStringLiteral("Throttled GPUs")), QStringLiteral("7 of 72"));
    QCOMPARE(p.fieldText(QStringLiteral("Coolant inlet")), QStringLiteral("31.5 °C"));
    QCOMPARE(p.fieldText(QStringLiteral("Coolant outlet")), QStringLiteral("44.7 °C"));
    QCOMPARE(p.fieldText(QStringLiteral("Coolant flow")), QStringLiteral("150.5 L/min"));
    QCOMPARE(p.fieldText(QStringLiteral("Clock factor")), QStringLiteral("87.5 %"));
    QCOMPARE(p.trend().size(), std::size_t{1});
    QCOMPARE(p.trend().back().second, 88.5);
  }

  void trendKeepsFiveMinutes() {
    InspectorPanel p;
    p.setPod(m_pod);
    p.setTarget(QStringLiteral("rack1"));
    for (int t = 0; t <= 600; t += 2) p.updateSnapshot(testdata::sampleSnapshot(t));
    // 2 s apart over the last 300 s: 151 points (both window ends inclusive).
    QCOMPARE(p.trend().size(), std::size_t{151});
    QCOMPARE(p.trend().front().first, 300.0);
    QCOMPARE(p.trend().back().first, 600.0);
    QCOMPARE(p.trendWindowS(), 300.0);
    // Retargeting starts a new trend.
    p.setTarget(QStringLiteral("cdu2"));
    QVERIFY(p.trend().empty());
  }

  void trendWindowFollowsSnapshotSpacing() {
    // At maximum speed snapshots come ~200 s apart: five minutes would hold one point and draw no
    // line, so the window spans 40 intervals (8,000 s) and holds 41 points.
    InspectorPanel p;
    p.setPod(m_pod);
    p.setTarget(QStringLiteral("rack1"));
    for (int t = 200; t <= 20000; t += 200) p.updateSnapshot(testdata::sampleSnapshot(t));
    QCOMPARE(p.trendWindowS(), 8000.0);
    QCOMPARE(p.trend().size(), std::size_t{41});
    QCOMPARE(p.trend().front().first, 12000.0);
    QCOMPARE(p.trend().back().first, 20000.0);
    // A single jump (Ctrl+J) between 2 s snapshots does not stretch the window: the median counts.
    p.setTarget(QStringLiteral("rack1"));
    for (int t = 2; t <= 100; t += 2) p.updateSnapshot(testdata::sampleSnapshot(t));
    for (int t = 50000; t <= 50400; t += 2) p.updateSnapshot(testdata::sampleSnapshot(t));
    QCOMPARE(p.trendWindowS(), 300.0);
    QCOMPARE(p.trend().size(), std::size_t{151});
    QCOMPARE(p.trend().front().first, 50100.0);
    // Capped at a day however sparse the snapshots.
    p.setTarget(QStringLiteral("rack1"));
    for (int t = 1; t <= 20; ++t) p.updateSnapshot(testdata::sampleSnapshot(t * 36000.0));
    QCOMPARE(p.trendWindowS(), InspectorPanel::kTrendMaxWindowS);
    QCOMPARE(p.trend().size(), std::size_t{3});
  }

  void cduPumpsGensetBatteryGrid() {
    InspectorPanel p;
    p.setPod(m_pod);
    Snapshot s = testdata::sampleSnapshot();
    s.cdus[1].pumps[0].failed = true;
    s.cdus[1].pumps[0].running = false;
    s.cdus[1].pumpsRunning = 1;
    s.cdus[1].dpKpa = 123.4;
    p.setTarget(QStringLiteral("cdu2"));
    p.updateSnapshot(s);
    QCOMPARE(p.title(), QStringLiteral("CDU 2"));
    QCOMPARE(p.fieldText(QStringLiteral("Differential pressure")), QStringLiteral("123.4 kPa"));
    QCOMPARE(p.fieldText(QStringLiteral("Pump 1")), QStringLiteral("FAILED"));
    QCOMPARE(p.fieldText(QStringLiteral("Pump 2")), QStringLiteral("running 82 %, 760 L/min"));
    QCOMPARE(p.fieldText(QStringLiteral("Pump 3")), QStringLiteral("standby"));

    p.setTarget(QStringLiteral("genset2"));
    p.updateSnapshot(s);
    QCOMPARE(p.fieldText(QStringLiteral("Output")), QStringLiteral("690 kW"));
    QCOMPARE(p.fieldText(QStringLiteral("Loading")), QStringLiteral("57.5 %"));  // 690 / 1200

    p.setTarget(QStringLiteral("bess"));
    s.bessPowerKw = 350.0;
    p.updateSnapshot(s);
    QCOMPARE(p.fieldText(QStringLiteral("State of charge")), QStringLiteral("80.0 %"));
    QCOMPARE(p.fieldText(QStringLiteral("Power")), QStringLiteral("discharging 350 kW"));

    p.setTarget(QStringLiteral("grid"));
    p.updateSnapshot(s);
    QCOMPARE(p.fieldText(QStringLiteral("Import")), QStringLiteral("1020 kW"));

    p.setTarget(QStringLiteral("spine3"));
    p.updateSnapshot(s);
    QCOMPARE(p.title(), QStringLiteral("Spine switch 3"));
    QCOMPARE(p.fieldText(QStringLiteral("Fabric max link utilisation")), QStringLiteral("62.0 %"));
  }

  void liveSimulationSnapshot() {
    // A real snapshot from the coupled simulation (whatever the subsystems fill in so far): the
    // inspector shows its numbers for rack 1 and CDU 1, formatted the same way.
    Simulation sim(m_pod, Scenario{}, 7);
    sim.runUntil(5.0);
    Snapshot s;
    sim.fillSnapshot(s);
    InspectorPanel p;
    p.setPod(m_pod);
    p.setTarget(QStringLiteral("rack1"));
    p.updateSnapshot(s);
    QCOMPARE(p.fieldText(QStringLiteral("IT power")),
             QString::number(s.racks.powerKw[0], 'f', 1) + QStringLiteral(" kW"));
    for (const QString& label : p.fieldLabels())
      QVERIFY2(!p.fieldText(label).contains(QStringLiteral("nan")), qPrintable(label));
    if (!s.cdus.empty()) {
      p.setTarget(QStringLiteral("cdu1"));
      p.updateSnapshot(s);
      QCOMPARE(p.fieldText(QStringLiteral("Supply temp")),
               QString::number(s.cdus[0].supplyTempC, 'f', 1) + QStringLiteral(" °C"));
    }
  }

  void missingObjectsSayNotFound() {
    InspectorPanel p;
    p.setPod(m_pod);
    p.setTarget(QStringLiteral("rack99"));
    p.updateSnapshot(testdata::sampleSnapshot());
    QVERIFY(p.fieldLabels().isEmpty());
    p.setTarget(QStringLiteral("cdu1/pump9"));
    p.updateSnapshot(testdata::sampleSnapshot());
    QVERIFY(p.fieldLabels().isEmpty());
    p.setTarget(QStringLiteral("not a target"));
    p.updateSnapshot(testdata::sampleSnapshot());
    QVERIFY(p.fieldLabels().isEmpty());
  }

  void screenshot() {
    InspectorPanel p;
    p.setPod(m_pod);
    p.setTarget(QStringLiteral("rack5"));
    for (int t = 0; t <= 300; t += 2) {
      Snapshot s = testdata::sampleSnapshot(t);
      if (t > 120) {  // pump loss at 2 min: rack 5 warms up and throttles
        const double rise = std::min(15.0, (t - 120) * 0.12);
        s.racks.gpuTempMaxC[4] = static_cast<float>(71.0 + rise);
        s.racks.outletTempC[4] = static_cast<float>(40.0 + rise * 0.6);
        s.racks.flowLpm[4] = 140.0f;
        if (rise > 14.0) {
          s.racks.state[4] = kRackThrottled;
          s.racks.gpusThrottled[4] = 6;
          s.racks.clockFactor[4] = 0.92f;
        }
      }
      p.updateSnapshot(s);
    }
    p.resize(380, 620);
    QVERIFY(testdata::distinctColours(testdata::grabWidget(p, QStringLiteral("inspector_rack"))) >
            5);
    p.setTarget(QStringLiteral("cdu1"));
    for (int t = 0; t <= 300; t += 2) p.updateSnapshot(testdata::sampleSnapshot(t));
    QVERIFY(testdata::distinctColours(testdata::grabWidget(p, QStringLiteral("inspector_cdu"))) >
            5);
  }
};

PODTWIN_TEST_MAIN(InspectorPanelTest)
}  // namespace inspector_panel_test
#include "inspector_panel_test.moc"
