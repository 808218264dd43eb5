// The built-in pods: each loads through the same loader as a pod file, has the rack count its
// name states, and the scalable unit and the campus are the reference pod scaled by the campus
// rules (scaledPod), so the files cannot drift from what `podtwin-sim run --racks N` generates.
#include <QtTest>
#include "support/test_main.h"

#include "config/pod_config.h"
#include "core/builtin.h"
#include "fabric/topology.h"

namespace builtin_pods_test {

using namespace podtwin;

namespace {
/// The fields scaledPod changes, compared between a pod file and the generated campus.
void compareScaled(const PodConfig& file, const PodConfig& generated) {
  QCOMPARE(file.racks.count, generated.racks.count);
  QCOMPARE(file.racks.rows, generated.racks.rows);
  QCOMPARE(file.power.gensetCount, generated.power.gensetCount);
  QCOMPARE(file.power.gridImportLimitKw, generated.power.gridImportLimitKw);
  QCOMPARE(file.power.grid.rampKwPerS, generated.power.grid.rampKwPerS);
  QCOMPARE(file.power.battery.capacityKwh, generated.power.battery.capacityKwh);
  QCOMPARE(file.power.battery.powerLimitKw, generated.power.battery.powerLimitKw);
  QCOMPARE(file.power.miscLoadKw, generated.power.miscLoadKw);
  QCOMPARE(file.thermal.cduCount, generated.thermal.cduCount);
  QCOMPARE(file.thermal.dryCoolerCount, generated.thermal.dryCoolerCount);
}
}  // namespace

class BuiltinPodsTest : public QObject {
  Q_OBJECT

 private slots:
  void everyBuiltinPodLoads() {
    const auto names = builtinNames("pod");
    for (const char* want : {"scalable_unit", "default", "campus_1024"}) {
      QVERIFY2(std::find(names.begin(), names.end(), want) != names.end(), want);
    }
    for (const auto& n : names) {
      const PodConfig pod = loadPodConfig("builtin:" + n);
      QVERIFY2(!pod.description.empty(), n.c_str());
      checkPodBuildable(pod);
    }
  }

  void rackCounts() {
    QCOMPARE(loadPodConfig("builtin:scalable_unit").racks.count, 8);
    QCOMPARE(loadPodConfig("builtin:default").racks.count, 16);
    const PodConfig campus = loadPodConfig("builtin:campus_1024");
    QCOMPARE(campus.racks.count, 1024);
    QCOMPARE(campus.totalGpus(), 73728);
  }

  void scaledByTheCampusRules() {
    const PodConfig base = loadPodConfig("builtin:default");
    compareScaled(loadPodConfig("builtin:campus_1024"), scaledPod(base, 1024));
    PodConfig su = scaledPod(base, 8);
    compareScaled(loadPodConfig("builtin:scalable_unit"), su);
  }

  void campusFabricIsThreeTier() {
    // 1,024 racks × 72 NICs = 73,728 NICs: 1,024 leaves, 15 fabric pods (14 of 72 leaves and 72
    // spines, one of 16 leaves and 18 spines) = 1,026 spines, 1,026 × 72 / 144 = 513 cores.
    const auto c = fabric::Topology::build(loadPodConfig("builtin:campus_1024")).counts();
    QCOMPARE(c.tiers, 3);
    QCOMPARE(c.leaves, 1024);
    QCOMPARE(c.spines, 1026);
    QCOMPARE(c.cores, 513);
    QCOMPARE(c.pods, 15);
    const auto su = fabric::Topology::build(loadPodConfig("builtin:scalable_unit")).counts();
    QCOMPARE(su.leaves, 8);
    QCOMPARE(su.spines, 4);
  }
};

PODTWIN_TEST_APPLESS_MAIN(BuiltinPodsTest)
}  // namespace builtin_pods_test
#include "builtin_pods_test.moc"
