// PodCharts: one chart per quantity, per-CDU coolant series for small pods, and every chart fed
// from the Snapshot field it names (same numbers, unit conversions only where stated).

#include <QTest>
#include <cmath>
#include "support/test_main.h"

#include "charts/pod_charts.h"
#include "config/pod_config.h"

namespace pod_charts_test {

using podtwin::views::LiveChart;
using podtwin::views::PodCharts;

class PodChartsTest : public QObject {
  Q_OBJECT

 private slots:
  void limitsComeFromThePod() {
    // A 50 Hz pod with a 5 % frequency band and an 83 °C slowdown: the charts draw the pod's
    // limits before the first snapshot and keep them with the snapshots' values.
    podtwin::PodConfig pod = podtwin::loadPodConfig("builtin:default");
    pod.power.nominalFrequencyHz = 50.0;
    pod.power.ems.frequencyLimitPct = 5.0;
    pod.thermal.gpu.slowdownTempC = 83.0;
    PodCharts charts;
    charts.setPod(pod);
    const LiveChart* f = charts.chart(PodCharts::kFrequency);
    const LiveChart* g = charts.chart(PodCharts::kGpuTemp);
    QCOMPARE(f->referenceValue(0), 52.5);
    QCOMPARE(f->referenceValue(1), 47.5);
    QCOMPARE(g->referenceValue(0), 83.0);
    podtwin::Snapshot s;
    s.timeS = 1.0;
    s.busFrequencyHz = 50.0;
    s.frequencyLimitPct = 5.0;
    s.throttleTempC = 83.0;
    charts.appendSnapshot(s);
    QCOMPARE(f->referenceValue(0), 52.5);
    QCOMPARE(f->referenceValue(1), 47.5);
    QCOMPARE(g->referenceValue(0), 83.0);

    // The default pod: 60 Hz, the G3 band of 7 %, 87 °C.
    PodCharts us;
    us.setPod(podtwin::loadPodConfig("builtin:default"));
    QCOMPARE(us.chart(PodCharts::kFrequency)->referenceValue(0), 60.0 * 1.07);
    QCOMPARE(us.chart(PodCharts::kFrequency)->referenceValue(1), 60.0 * 0.93);
    QCOMPARE(us.chart(PodCharts::kGpuTemp)->referenceValue(0), 87.0);
  }

  void feedsEveryChartFromSnapshot() {
    PodCharts charts;
    podtwin::PodConfig pod = podtwin::loadPodConfig("builtin:default");
    charts.setPod(pod);
    QCOMPARE(charts.chartCount(), 9);
    const int cdus = pod.thermal.cduCount;
    QVERIFY(cdus >= 1 && cdus <= 4);
    // Supply and return per CDU on the left axis, flow per CDU on the right.
    QCOMPARE(charts.chart(PodCharts::kCoolant)->seriesCount(), std::size_t(3 * cdus));

    podtwin::Snapshot s;
    s.timeS = 10.0;
    s.itPowerKw = 1500.0;
    s.pue = 1.12;
    s.bessSoc = 0.6;
    s.bessPowerKw = -200.0;
    s.busFrequencyHz = 59.8;
    s.gpuTempMaxC = 71.0;
    s.fabricLinkUtilMax = 0.42;
    s.mfu = 0.45;
    s.stepTimeS = 1.3;
    s.projectedCostUsd = 2.5e6;
    s.cdus.resize(static_cast<std::size_t>(cdus));
    s.cdus[0].supplyTempC = 25.0;
    s.cdus[0].flowLpm = 1800.0;
    charts.appendSnapshot(s);
    QCOMPARE(charts.chart(PodCharts::kPower)->valueAt(0, 10.0), 1500.0);
    QCOMPARE(charts.chart(PodCharts::kPue)->valueAt(0, 10.0), 1.12);
    QCOMPARE(charts.chart(PodCharts::kBattery)->valueAt(0, 10.0), 60.0);  // SOC in %
    QCOMPARE(charts.chart(PodCharts::kBattery)->valueAt(1, 10.0), -200.0);
    QCOMPARE(charts.chart(PodCharts::kFrequency)->valueAt(0, 10.0), 59.8);
    QCOMPARE(charts.chart(PodCharts::kGpuTemp)->valueAt(0, 10.0), 71.0);
    QCOMPARE(charts.chart(PodCharts::kCoolant)->valueAt(0, 10.0), 25.0);
    QCOMPARE(charts.chart(PodCharts::kCoolant)->valueAt(2 * cdus, 10.0), 1800.0);
    QCOMPARE(charts.chart(PodCharts::kLinks)->valueAt(0, 10.0), 42.0);     // utilisation in %
    QCOMPARE(charts.chart(PodCharts::kTraining)->valueAt(1, 10.0), 45.0);  // MFU in %
    QCOMPARE(charts.chart(PodCharts::kCost)->valueAt(0, 10.0), 2.5e6);
    // PUE 0 means "no IT load yet" and is a gap, not a point at 0.
    s.timeS = 11.0;
    s.pue = 0.0;
    charts.appendSnapshot(s);
    QVERIFY(std::isnan(charts.chart(PodCharts::kPue)->valueAt(0, 11.0)));
  }

  void windowAppliesToAllCharts() {
    PodCharts charts;
    charts.setWindowS(3600.0);
    for (int i = 0; i < charts.chartCount(); ++i) {
      QCOMPARE(charts.chart(static_cast<PodCharts::ChartId>(i))->windowS(), 3600.0);
    }
  }
};

PODTWIN_TEST_MAIN(PodChartsTest)
}  // namespace pod_charts_test
#include "pod_charts_test.moc"
