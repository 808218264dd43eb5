// Design figures: read off the state a run of the pod starts from, and they follow the design
// (battery strings, ambient).
#include <QtTest>
#include "support/test_main.h"

#include "config/pod_design.h"
#include "sim/design_figures.h"

namespace design_figures_test {

using namespace podtwin;

class DesignFiguresTest : public QObject {
  Q_OBJECT

 private slots:
  void figuresFollowTheDesign() {
    const PodConfig pod = loadPodConfig("builtin:default");
    const DesignFigures f = designFigures(pod);
    // 16 GB300 NVL72 racks at ~135 kW each (rack_config.h) at the PSU inputs.
    QVERIFY(f.itLoadKw > 16 * 120.0 && f.itLoadKw < 16 * 150.0);
    QCOMPARE(f.gensets, 3);
    QCOMPARE(f.gensetFirmKw, 2400.0);
    QCOMPARE(f.gensetNPlusOneCoverage, f.gensetFirmKw / f.facilityLoadKw);
    QCOMPARE(f.batteryMinutesAtFullLoad, 60.0 * f.batteryKwh / f.itLoadKw);
    QCOMPARE(f.cduCapacityKw, 16 * 135.0);
    QVERIFY(f.expectedPue > 1.0 && f.expectedPue < 1.3);
    QVERIFY(f.fabricTiers >= 2 && f.leafSwitches > 0 && f.spineSwitches > 0);

    // Whole strings of 250 cells × 280 Ah × 3.2 V = 224 kWh: 1,000 kWh → 5 strings, 2,000 → 9.
    QCOMPARE(f.batteryKwh, 5 * 224.0);
    PodDesign d(pod);
    d.set(*findPodKey("power.battery.capacity_kwh"), 2000);
    const DesignFigures twice = designFigures(d.build());
    QCOMPARE(twice.batteryKwh, 9 * 224.0);
    QCOMPARE(twice.itLoadKw, f.itLoadKw);
    QCOMPARE(twice.batteryMinutesAtFullLoad, 60.0 * 9 * 224.0 / f.itLoadKw);
    // A hotter site: the dry-cooler fans work harder, the PUE rises.
    d.set(*findPodKey("cooling.ambient.mean_temp_c"), 35);
    QVERIFY(designFigures(d.build()).expectedPue > f.expectedPue);
  }
};

PODTWIN_TEST_GUILESS_MAIN(DesignFiguresTest)
}  // namespace design_figures_test
#include "design_figures_test.moc"
