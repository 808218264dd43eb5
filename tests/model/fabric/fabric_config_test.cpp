// Tests for model/fabric/fabric_config: defaults, reading the pod file's "fabric" section and
// rejecting bad values with their JSON path.
#include <QtTest>
#include "support/test_main.h"

#include "config/pod_config.h"

namespace fabric_config_test {

using namespace podtwin;

namespace {

std::string podWith(const std::string& fabric) {
  return R"({"schema_version": 1, "fabric": )" + fabric + "}";
}

}  // namespace

class FabricConfigTest : public QObject {
  Q_OBJECT

 private slots:
  void defaultPodReadsTheDocumentedValues() {
    const PodConfig pod = loadPodConfig("builtin:default");
    QCOMPARE(pod.fabric.switchRadix, 144);
    QCOMPARE(pod.fabric.portGbps, 800.0);
    QCOMPARE(pod.fabric.rails, 8);
    QCOMPARE(pod.fabric.oversubscription, 1.0);
    QVERIFY(pod.fabric.sharpEnabled);
    QVERIFY(pod.fabric.adaptive());
    QCOMPARE(pod.fabric.allreduceOverlapFraction, 0.7);
  }

  void valuesAreRead() {
    const PodConfig pod =
        parsePodConfig(podWith(R"({"switch_radix": 64, "routing": "ecmp", "sharp_enabled": false,
                    "expert_bytes_per_gpu": 1e9, "tiers": 3})"),
                       "p.json");
    QCOMPARE(pod.fabric.switchRadix, 64);
    QVERIFY(!pod.fabric.adaptive());
    QVERIFY(!pod.fabric.sharpEnabled);
    QCOMPARE(pod.fabric.expertBytesPerGpu, 1e9);
    QCOMPARE(pod.fabric.tiers, 3);
  }

  void badValuesNameTheirPath() {
    try {
      parsePodConfig(podWith(R"({"switch_radix": 143, "routing": "ospf", "tiers": 1,
                                 "bus_bw_efficiency": 1.5, "typo": 1})"),
                     "p.json");
      QFAIL("expected ConfigError");
    } catch (const ConfigError& e) {
      std::vector<std::string> paths;
      for (const auto& i : e.issues()) paths.push_back(i.path);
      auto has = [&](const std::string& p) {
        return std::find(paths.begin(), paths.end(), p) != paths.end();
      };
      QVERIFY(has("/fabric/switch_radix"));
      QVERIFY(has("/fabric/routing"));
      QVERIFY(has("/fabric/tiers"));
      QVERIFY(has("/fabric/bus_bw_efficiency"));
      QVERIFY(has("/fabric/typo"));
    }
  }

  void scalingLeavesTheFabricToTheRackCount() {
    PodConfig pod = loadPodConfig("builtin:default");
    const PodConfig campus = scaledPod(pod, 1024);
    QCOMPARE(campus.fabric.switchRadix, pod.fabric.switchRadix);
    QCOMPARE(campus.fabric.rails, pod.fabric.rails);
  }
};

PODTWIN_TEST_APPLESS_MAIN(FabricConfigTest)
}  // namespace fabric_config_test
#include "fabric_config_test.moc"
