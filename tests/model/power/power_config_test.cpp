// model/power/power_config.cpp: the "power" section — defaults, validation messages, scaling.
#include "power/power_config.h"

#include <QtTest>
#include "support/test_main.h"

#include "config/pod_config.h"
#include "core/config_error.h"
#include "power_test_util.h"

namespace power_config_test {

using namespace podtwin;
using podtwin::test::podWith;

namespace {
/// The first error message of parsing the default pod with `patch`, or "" if it parsed.
std::string errorOf(const std::string& patch) {
  try {
    podWith(patch);
  } catch (const ConfigError& e) {
    return e.issues().front().toString();
  }
  return {};
}
}  // namespace

class PowerConfigTest : public QObject {
  Q_OBJECT
 private slots:
  void defaultPodMatchesDocumentedDefaults();
  void errorsNameFilePathValueAndRange();
  void unknownKeysAreFlagged();
  void tablesAreValidated();
  void kindSetsTurbineDefaults();
  void scaleGrowsSourcesWithCampus();
};

void PowerConfigTest::defaultPodMatchesDocumentedDefaults() {
  // The file and the struct defaults agree, so a pod file without "power" is the same pod.
  const PodConfig file = loadPodConfig("builtin:default");
  const power::PowerConfig def;
  const auto& p = file.power;
  QCOMPARE(p.gensetCount, def.gensetCount);
  QCOMPARE(p.gensetRatingKw, 1200.0);
  QCOMPARE(p.genset.rampPctPerMin, def.genset.rampPctPerMin);
  QCOMPARE(p.genset.blockLoadFraction, def.genset.blockLoadFraction);
  QCOMPARE(p.genset.inertiaHS, def.genset.inertiaHS);
  QCOMPARE(p.gridImportLimitKw, 1500.0);
  QCOMPARE(p.battery.capacityKwh, 1000.0);
  QCOMPARE(p.battery.powerLimitKw, 2000.0);
  QCOMPARE(p.battery.r0Ohm, def.battery.r0Ohm);
  QCOMPARE(p.battery.ocvTable, def.battery.ocvTable);
  QCOMPARE(p.dcBus.nominalVoltageV, 800.0);
  QCOMPARE(p.rideThrough.curve, def.rideThrough.curve);
  QCOMPARE(p.ems.frequencyReference, std::string("genset_island"));
  QCOMPARE(p.ems.shedTripDelayS, def.ems.shedTripDelayS);
  QCOMPARE(p.ems.capReleaseRatePerS, def.ems.capReleaseRatePerS);
  QCOMPARE(p.miscLoadKw, 40.0);
  QCOMPARE(p.mechanicalFeed, def.mechanicalFeed);
  QCOMPARE(p.mechanicalFeed, std::string("ac_bus"));
  QVERIFY(!p.mechanicalOnDcBus());
  QVERIFY(p.islanded());
  const PodConfig bare = parsePodConfig(R"({"schema_version": 1})", "bare.json");
  QCOMPARE(bare.power.battery.socInitial, p.battery.socInitial);
  QCOMPARE(bare.power.ems.bessSmoothingTimeS, p.ems.bessSmoothingTimeS);
}

void PowerConfigTest::errorsNameFilePathValueAndRange() {
  const std::string e = errorOf(R"({"power": {"generation": {"ramp_pct_per_min": -5}}})");
  QVERIFY2(e.find("test-pod.json:") == 0, e.c_str());
  QVERIFY2(e.find("/power/generation/ramp_pct_per_min") != std::string::npos, e.c_str());
  QVERIFY2(e.find("-5 is not allowed") != std::string::npos, e.c_str());
  QVERIFY2(e.find("> 0") != std::string::npos, e.c_str());
  const std::string k = errorOf(R"({"power": {"generation": {"kind": "steam"}}})");
  QVERIFY2(k.find("/power/generation/kind") != std::string::npos, k.c_str());
  QVERIFY2(k.find("aeroderivative") != std::string::npos, k.c_str());
  const std::string s = errorOf(R"({"power": {"battery": {"soc_initial": 0.05}}})");
  QVERIFY2(s.find("/power/battery/soc_initial") != std::string::npos, s.c_str());
  const std::string f = errorOf(R"({"power": {"ems": {"frequency_reference": "wind"}}})");
  QVERIFY2(f.find("genset_island") != std::string::npos, f.c_str());
  const std::string m = errorOf(R"({"power": {"mechanical_feed": "ups"}})");
  QVERIFY2(m.find("/power/mechanical_feed") != std::string::npos, m.c_str());
  QVERIFY2(m.find("dc_bus") != std::string::npos, m.c_str());
  QVERIFY(errorOf(R"({"power": {"battery": {"peak_c_rate": 0.5}}})").find("peak_c_rate") !=
          std::string::npos);
}

void PowerConfigTest::unknownKeysAreFlagged() {
  const std::string e = errorOf(R"({"power": {"battery": {"capacity_kw": 5}}})");
  QVERIFY2(e.find("/power/battery/capacity_kw") != std::string::npos, e.c_str());
}

void PowerConfigTest::tablesAreValidated() {
  const std::string e =
      errorOf(R"({"power": {"battery": {"ocv_table": [[0, 3.0], [0.5, 2.9], [1, 3.4]]}}})");
  QVERIFY2(e.find("ocv_table") != std::string::npos && e.find("fall") != std::string::npos,
           e.c_str());
  const std::string r = errorOf(R"({"power": {"ride_through": {"curve": [[0.8, 1], [0.7, 2]]}}})");
  QVERIFY2(r.find("/power/ride_through/curve") != std::string::npos, r.c_str());
  QVERIFY(
      errorOf(R"({"power": {"battery": {"ocv_table": [[0.1, 3.0], [1, 3.4]]}}})").find("SOC 0") !=
      std::string::npos);
}

void PowerConfigTest::kindSetsTurbineDefaults() {
  const PodConfig c = podWith(R"({"power": {"generation": {"kind": "aeroderivative",
                                 "ramp_pct_per_min": null, "min_stable_load_fraction": null,
                                 "start_time_s": null, "efficiency": null,
                                 "block_load_fraction": null, "inertia_h_s": null}}})");
  // Wärtsilä table: ~50 %/min, 40 % minimum load, 5–8 min start.
  QCOMPARE(c.power.genset.kind, power::GensetKind::Aeroderivative);
  QCOMPARE(c.power.genset.rampPctPerMin, 50.0);
  QCOMPARE(c.power.genset.minStableLoadFraction, 0.4);
  QVERIFY(c.power.genset.startTimeS >= 300.0 && c.power.genset.startTimeS <= 480.0);
}

void PowerConfigTest::scaleGrowsSourcesWithCampus() {
  power::PowerConfig p;
  p.scale(512.0);  // 8,192 racks from 16
  QCOMPARE(p.gensetCount, 1536);
  QCOMPARE(p.gensetRatingKw, 1200.0);  // more units of the same size
  QCOMPARE(p.gridImportLimitKw, 1500.0 * 512);
  QCOMPARE(p.battery.powerLimitKw, 2000.0 * 512);
  QCOMPARE(p.batteryCapacityKwh, 1000.0 * 512);
  QCOMPARE(p.miscLoadKw, 40.0 * 512);
  power::PowerConfig q;
  q.scale(0.0);  // nonsense factors leave it alone
  QCOMPARE(q.gensetCount, 3);
}

PODTWIN_TEST_APPLESS_MAIN(PowerConfigTest)
}  // namespace power_config_test
#include "power_config_test.moc"
