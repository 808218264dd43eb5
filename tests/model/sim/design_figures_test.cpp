// Design figures: read off the state a run of the pod starts from, and they follow the design
// (battery strings, ambient). The battery's figures are worked out by hand from the pod's numbers.
#include <QtTest>
#include <cmath>
#include "support/test_main.h"

#include "config/pod_design.h"
#include "power/battery.h"
#include "sim/design_figures.h"

namespace design_figures_test {

using namespace podtwin;

namespace {

// The default pod's battery (power_config.h): 1,000 kWh configured; 800 V / 3.2 V = 250 cells in
// series, so a string of 280 Ah cells holds 250 × 280 Ah × 3.2 V = 224 kWh and 1,000 kWh needs 5
// strings: 1,120 kWh, 1,400 Ah.
constexpr double kStringKwh = 250 * 280.0 * 3.2 / 1e3;
constexpr double kNameplateKwh = 5 * kStringKwh;
// A run starts at SOC 0.80 and discharges down to SOC 0.10: (0.80 − 0.10) × 1,120 = 784 kWh.
constexpr double kUsableKwh = (0.80 - 0.10) * kNameplateKwh;
// The cells at 1C (1,400 A) at SOC 0.80, at rest: OCV 3.310 + (3.375 − 3.310) / 2 = 3.3425 V (the
// table's points at 0.6 and 1.0), pack EMF 250 × 3.3425 = 835.625 V, pack R0 250 × 0.25 mΩ / 5 =
// 12.5 mΩ; terminal power 835.625 V × 1,400 A − (1,400 A)² × 12.5 mΩ = 1,145.375 kW, × 0.98 through
// the converter = 1,122.4675 kW, below the converter's 2,000 kW rating.
constexpr double kCellsAt1CKw = (835.625 * 1400.0 - 1400.0 * 1400.0 * 0.0125) * 0.98 / 1e3;

bool near(double a, double b, double relative) {
  return std::abs(a - b) <= relative * std::abs(b);
}

}  // namespace

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
    QCOMPARE(f.cduCapacityKw, 16 * 135.0);
    QVERIFY(f.expectedPue > 1.0 && f.expectedPue < 1.3);
    QVERIFY(f.fabricTiers >= 2 && f.leafSwitches > 0 && f.spineSwitches > 0);

    // Twice the battery: 2,000 kWh → 9 strings; the IT load does not move.
    PodDesign d(pod);
    d.set(*findPodKey("power.battery.capacity_kwh"), 2000);
    const DesignFigures twice = designFigures(d.build());
    QCOMPARE(twice.batteryNameplateKwh, 9 * kStringKwh);
    QCOMPARE(twice.itLoadKw, f.itLoadKw);
    QCOMPARE(twice.batteryMinutesAtFullLoad, 60.0 * 0.7 * 9 * kStringKwh / f.itLoadKw);
    // A hotter site: the dry-cooler fans work harder, the PUE rises.
    d.set(*findPodKey("cooling.ambient.mean_temp_c"), 35);
    QVERIFY(designFigures(d.build()).expectedPue > f.expectedPue);
  }

  // What the pod file says, and the whole strings the model builds from it; every screen shows the
  // second, and the one that does not run the model reads the same number.
  void capacityIsConfiguredAndNameplate() {
    const PodConfig pod = loadPodConfig("builtin:default");
    const DesignFigures f = designFigures(pod);
    QCOMPARE(f.batteryConfiguredKwh, 1000.0);
    QCOMPARE(f.batteryStrings, 5);
    QCOMPARE(f.batteryNameplateKwh, kNameplateKwh);
    QCOMPARE(batteryNameplateKwh(pod), f.batteryNameplateKwh);

    PodDesign d(pod);
    d.set(*findPodKey("power.battery.capacity_kwh"), 3000);  // 14 strings: 3,136 kWh
    const PodConfig edited = d.build();
    const DesignFigures e = designFigures(edited);
    QCOMPARE(e.batteryConfiguredKwh, 3000.0);
    QCOMPARE(e.batteryStrings, 14);
    QCOMPARE(e.batteryNameplateKwh, 14 * kStringKwh);
    QCOMPARE(batteryNameplateKwh(edited), e.batteryNameplateKwh);

    d.set(*findPodKey("power.battery.present"), false);
    const PodConfig none = d.build();
    const DesignFigures n = designFigures(none);
    QCOMPARE(batteryNameplateKwh(none), 0.0);
    QCOMPARE(n.batteryNameplateKwh, 0.0);
    QCOMPARE(n.batteryUsableKwh, 0.0);
    QCOMPARE(n.batteryMinutesAtLimit, 0.0);
    QVERIFY(!n.batteryCarriesItLoad);
  }

  // The default pod: 784 kWh from the start of a run, but the cells give 1,122 kW for minutes,
  // about half the IT load, so the battery alone does not carry the pod.
  void defaultPodUsableEnergyAndPower() {
    const DesignFigures f = designFigures(loadPodConfig("builtin:default"));
    qInfo(
        "default pod: %.0f kWh configured, %.0f kWh nameplate, %.0f kWh usable; %.1f min at the "
        "%.1f kW IT load; %.1f kW continuous (converter %.0f kW), %.1f %% of the IT load, "
        "%.1f min",
        f.batteryConfiguredKwh, f.batteryNameplateKwh, f.batteryUsableKwh,
        f.batteryMinutesAtFullLoad, f.itLoadKw, f.batteryContinuousKw, f.batteryConverterLimitKw,
        100.0 * f.batteryItLoadShare, f.batteryMinutesAtLimit);
    QCOMPARE(f.batteryUsableKwh, kUsableKwh);
    QCOMPARE(f.batteryMinutesAtFullLoad, 60.0 * kUsableKwh / f.itLoadKw);  // ~21 min
    QCOMPARE(f.batteryConverterLimitKw, 2000.0);
    QVERIFY2(near(f.batteryContinuousKw, kCellsAt1CKw, 1e-9),
             qPrintable(QString::number(f.batteryContinuousKw, 'f', 6)));
    QVERIFY(f.itLoadKw > f.batteryConverterLimitKw);  // even the converter is below the IT load
    QVERIFY(!f.batteryCarriesItLoad);
    QCOMPARE(f.batteryItLoadShare, f.batteryContinuousKw / f.itLoadKw);
    QCOMPARE(f.batteryMinutesAtLimit, 60.0 * kUsableKwh / f.batteryContinuousKw);  // ~42 min
  }

  // The figures against the battery model itself: the default pod's battery alone, asked for its
  // continuous power from the start SOC until it stops at the floor.
  void batteryAloneGivesWhatTheFiguresSay() {
    const PodConfig pod = loadPodConfig("builtin:default");
    const DesignFigures f = designFigures(pod);
    power::Battery b(pod.power.battery, pod.power.dcBus.nominalVoltageV, pod.timing.electricalDtS);
    constexpr int kMacroSteps = 100;  // 0.1 s steps: the SOC moves 3e-5 per step at 1C
    b.setMacroSteps(kMacroSteps);
    const double dtS = kMacroSteps * pod.timing.electricalDtS;
    const double askW = 1e3 * f.batteryContinuousKw;
    double givenJ = 0.0;
    double t = 0.0;
    // Near the floor the SOC taper lowers the power toward 0; 1 % of the request is the end.
    for (double w = askW; w >= 0.01 * askW && t < 4 * 3600.0; t += dtS) {
      w = b.stepMacro(askW);
      givenJ += w * dtS;
    }
    const double givenKwh = givenJ / 3.6e6;
    qInfo("battery alone at %.1f kW: %.1f kWh to the bus in %.1f min (figures: %.1f kWh, %.1f min)",
          f.batteryContinuousKw, givenKwh, t / 60.0, f.batteryUsableKwh, f.batteryMinutesAtLimit);
    // 752 kWh in 41.8 min against 784 kWh and 41.9 min: the converter and the cells lose more
    // than the ~3 % by which the OCV over the window exceeds the nominal voltage, and the power
    // falls with the pack EMF, so the energy is 4 % short and the time nearly exact.
    QVERIFY(near(givenKwh, f.batteryUsableKwh, 0.05));
    QVERIFY(near(t / 60.0, f.batteryMinutesAtLimit, 0.02));
  }

  // A converter rated below the IT load (500 kW, the cells could give 1,122 kW): flagged, and the
  // minutes are those at 500 kW.
  void converterBelowTheItLoadIsFlagged() {
    PodDesign d(loadPodConfig("builtin:default"));
    d.set(*findPodKey("power.battery.power_limit_kw"), 500);
    const DesignFigures f = designFigures(d.build());
    QCOMPARE(f.batteryConverterLimitKw, 500.0);
    QCOMPARE(f.batteryContinuousKw, 500.0);
    QVERIFY(!f.batteryCarriesItLoad);
    QCOMPARE(f.batteryItLoadShare, 500.0 / f.itLoadKw);
    QCOMPARE(f.batteryUsableKwh, kUsableKwh);
    QCOMPARE(f.batteryMinutesAtLimit, 60.0 * kUsableKwh / 500.0);  // 94.08 min
    QCOMPARE(f.batteryMinutesAtFullLoad, 60.0 * kUsableKwh / f.itLoadKw);
  }

  // 4,000 kWh (18 strings, 4,032 kWh: 1C is ~4 MW) behind a 3,000 kW converter carries the IT
  // load: the minutes at full load are reached.
  void batteryThatCarriesTheItLoad() {
    PodDesign d(loadPodConfig("builtin:default"));
    d.set(*findPodKey("power.battery.capacity_kwh"), 4000);
    d.set(*findPodKey("power.battery.power_limit_kw"), 3000);
    const DesignFigures f = designFigures(d.build());
    QCOMPARE(f.batteryNameplateKwh, 18 * kStringKwh);
    QCOMPARE(f.batteryContinuousKw, 3000.0);
    QVERIFY(f.batteryCarriesItLoad);
    QCOMPARE(f.batteryItLoadShare, 1.0);
    QCOMPARE(f.batteryUsableKwh, 0.7 * 18 * kStringKwh);
    QCOMPARE(f.batteryMinutesAtLimit, f.batteryMinutesAtFullLoad);
    QCOMPARE(f.batteryMinutesAtFullLoad, 60.0 * 0.7 * 18 * kStringKwh / f.itLoadKw);
  }
};

PODTWIN_TEST_GUILESS_MAIN(DesignFiguresTest)
}  // namespace design_figures_test
#include "design_figures_test.moc"
