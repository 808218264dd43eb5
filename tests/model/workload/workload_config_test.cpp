// model/workload/workload_config.cpp: the "workload" section.
#include "workload/workload_config.h"

#include <QtTest>
#include <nlohmann/json.hpp>
#include "support/test_main.h"

#include "config/pod_config.h"
#include "core/builtin.h"
#include "core/config_error.h"

namespace workload_config_test {

using namespace podtwin;

namespace {
PodConfig podWith(const std::string& patch) {
  auto doc = nlohmann::json::parse(findBuiltin("pod", "default").value());
  doc.merge_patch(nlohmann::json::parse(patch));
  return parsePodConfig(doc.dump(2), "test-pod.json");
}
std::string errorOf(const std::string& patch) {
  try {
    podWith(patch);
  } catch (const ConfigError& e) {
    return e.issues().front().toString();
  }
  return {};
}
}  // namespace

class WorkloadConfigTest : public QObject {
  Q_OBJECT
 private slots:
  void defaultsMatchTheFile();
  void invalidValuesAreReported();
  void scaleKeepsThePerGpuShape();
};

void WorkloadConfigTest::defaultsMatchTheFile() {
  const auto w = loadPodConfig("builtin:default").workload;
  const workload::WorkloadConfig d;
  QCOMPARE(w.startRunning, d.startRunning);
  QCOMPARE(w.commPowerFraction, 0.6);
  QCOMPARE(w.edgeS, 0.03);
  QCOMPARE(w.smoothing.enabled, d.smoothing.enabled);
  QCOMPARE(w.smoothing.floorPct, d.smoothing.floorPct);
  QCOMPARE(w.smoothing.rampDownHysteresisS, d.smoothing.rampDownHysteresisS);
}

void WorkloadConfigTest::invalidValuesAreReported() {
  const std::string e = errorOf(R"({"workload": {"smoothing": {"floor_pct": 120}}})");
  QVERIFY2(e.find("/workload/smoothing/floor_pct") != std::string::npos, e.c_str());
  QVERIFY2(e.find("120 is not allowed") != std::string::npos, e.c_str());
  const std::string c = errorOf(R"({"workload": {"checkpoint_interval_s": 10,
                                   "checkpoint_duration_s": 20}})");
  QVERIFY2(c.find("checkpoint_duration_s") != std::string::npos, c.c_str());
  QVERIFY(errorOf(R"({"workload": {"edge_ms": 3}})").find("edge_ms") != std::string::npos);
}

void WorkloadConfigTest::scaleKeepsThePerGpuShape() {
  workload::WorkloadConfig w;
  w.scale(64.0);
  QCOMPARE(w.commPowerFraction, 0.6);
  QCOMPARE(w.smoothing.rampUpWPerS, 2000.0);
}

PODTWIN_TEST_APPLESS_MAIN(WorkloadConfigTest)
}  // namespace workload_config_test
#include "workload_config_test.moc"
