// Tests for model/training/training_config: defaults, reading the "training" section, errors.
#include <QtTest>
#include "support/test_main.h"

#include "config/pod_config.h"

namespace training_config_test {

using namespace podtwin;

class TrainingConfigTest : public QObject {
  Q_OBJECT

 private slots:
  void defaultPodReadsTheDocumentedValues() {
    const PodConfig pod = loadPodConfig("builtin:default");
    QCOMPARE(pod.training.modelParams, 70e9);
    QCOMPARE(pod.training.tokenBudget, 15e12);
    QCOMPARE(pod.training.globalBatchTokens, 4194304.0);
    QCOMPARE(pod.training.gpuPeakFlops, 2.5e15);
    QCOMPARE(pod.training.computeEfficiency, 0.5);
    QCOMPARE(pod.training.gpuHourPriceUsd, 5.5);
    QCOMPARE(pod.training.energyPriceUsdPerMwh, 80.0);
  }

  void badValuesNameTheirPath() {
    try {
      parsePodConfig(R"({"schema_version": 1, "training": {"compute_efficiency": 0,
                         "model_params": -1, "gpu_hour_prise_usd": 3}})",
                     "p.json");
      QFAIL("expected ConfigError");
    } catch (const ConfigError& e) {
      QCOMPARE(e.issues().size(), std::size_t(3));
      QCOMPARE(e.issues()[0].path, std::string("/training/model_params"));
      QCOMPARE(e.issues()[1].path, std::string("/training/compute_efficiency"));
      QCOMPARE(e.issues()[2].path, std::string("/training/gpu_hour_prise_usd"));
    }
  }

  void campusTrainsTheSameModel() {
    const PodConfig pod = loadPodConfig("builtin:default");
    const PodConfig campus = scaledPod(pod, 1024);
    QCOMPARE(campus.training.modelParams, pod.training.modelParams);
    QCOMPARE(campus.training.tokenBudget, pod.training.tokenBudget);
  }
};

PODTWIN_TEST_APPLESS_MAIN(TrainingConfigTest)
}  // namespace training_config_test
#include "training_config_test.moc"
