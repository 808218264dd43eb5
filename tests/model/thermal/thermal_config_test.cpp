#include <QtTest>
#include <string>
#include "support/test_main.h"

#include "config/pod_config.h"
#include "core/config_error.h"

namespace thermal_config_test {

using namespace podtwin;

namespace {
std::string pod(const std::string& cooling) {
  return R"({"schema_version": 1, "cooling": )" + cooling + "}";
}
}  // namespace

class ThermalConfigTest : public QObject {
  Q_OBJECT
 private slots:
  void defaultsAndCounts();
  void readsNestedSections();
  void rejectsUnknownKeysAndBadRanges();
  void scalesForACampus();
};

void ThermalConfigTest::defaultsAndCounts() {
  const PodConfig c = loadPodConfig("builtin:default");
  QCOMPARE(c.thermal.cduCount, 2);
  QCOMPARE(c.thermal.pumpsPerCdu, 3);
  QCOMPARE(c.thermal.dryCoolerCount, 4);
  QCOMPARE(c.thermal.fansPerDryCooler, 12);
  QCOMPARE(c.thermal.gpu.slowdownTempC, 87.0);
  QCOMPARE(c.thermal.rack.flowLpmPerKw, 1.5);
}

void ThermalConfigTest::readsNestedSections() {
  const PodConfig c = parsePodConfig(pod(R"({"cdu": {"count": 3, "pumps": 4, "standby_pumps": 2},
              "dry_cooler": {"count": 6, "fans": 10, "adiabatic_assist": true},
              "gpu": {"slowdown_temp_c": 85, "shutdown_temp_c": 95},
              "ambient": {"mean_temp_c": 30}})"),
                                     "test.json");
  QCOMPARE(c.thermal.cduCount, 3);
  QCOMPARE(c.thermal.pumpsPerCdu, 4);
  QCOMPARE(c.thermal.cdu.standbyPumps, 2);
  QCOMPARE(c.thermal.dryCoolerCount, 6);
  QCOMPARE(c.thermal.fansPerDryCooler, 10);
  QVERIFY(c.thermal.dryCooler.adiabaticAssist);
  QCOMPARE(c.thermal.gpu.shutdownTempC, 95.0);
  QCOMPARE(c.thermal.ambient.meanTempC, 30.0);
}

void ThermalConfigTest::rejectsUnknownKeysAndBadRanges() {
  bool threw = false;
  try {
    parsePodConfig(
        pod(R"({"cdu": {"pumpz": 3}, "gpu": {"slowdown_temp_c": 99, "shutdown_temp_c": 95}})"),
        "bad.json");
  } catch (const ConfigError& e) {
    threw = true;
    const std::string what = e.what();
    QVERIFY2(what.find("pumpz") != std::string::npos, what.c_str());
    QVERIFY2(what.find("/cooling/cdu") != std::string::npos, what.c_str());
    QVERIFY2(what.find("shutdown_temp_c") != std::string::npos, what.c_str());
  }
  QVERIFY(threw);
}

void ThermalConfigTest::scalesForACampus() {
  const PodConfig base = loadPodConfig("builtin:default");
  const PodConfig campus = scaledPod(base, 1024);
  // 64× the racks: 128 CDUs (8 racks each), dry coolers N+1 with N = 3 × 64.
  QCOMPARE(campus.thermal.cduCount, 128);
  QCOMPARE(campus.thermal.dryCoolerCount, 193);
  QCOMPARE(campus.thermal.pumpsPerCdu, 3);
  const PodConfig small = scaledPod(base, 4);
  QCOMPARE(small.thermal.cduCount, 1);
  QCOMPARE(small.thermal.dryCoolerCount, 2);
}

PODTWIN_TEST_APPLESS_MAIN(ThermalConfigTest)
}  // namespace thermal_config_test
#include "thermal_config_test.moc"
