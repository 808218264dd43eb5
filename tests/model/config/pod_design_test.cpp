// PodDesign: an edited pod file is judged by the pod loader itself (same messages), keeps keys in
// the file's order, and what it writes loads back to the same pod.
#include <QtTest>
#include "support/test_main.h"

#include "config/pod_design.h"

namespace pod_design_test {

using namespace podtwin;

class PodDesignTest : public QObject {
  Q_OBJECT

 private slots:
  void editBuildsThroughTheLoader() {
    PodDesign d(loadPodConfig("builtin:default"));
    const PodKey& cap = *findPodKey("power.battery.capacity_kwh");
    QCOMPARE(d.value(cap).get<double>(), 1000.0);
    d.set(cap, PodDesign::parseValue(cap, "2500"));
    QVERIFY(d.issues().empty());
    const PodConfig pod = d.build();
    QCOMPARE(pod.power.battery.capacityKwh, 2500.0);
    // Saved and loaded again: the same pod, bit for bit in its text.
    const PodConfig again = parsePodConfig(d.text(), "again.json");
    QCOMPARE(again.sourceText, pod.sourceText);
    QCOMPARE(again.power.battery.capacityKwh, 2500.0);
  }

  void refusedValueGivesTheLoadersMessage() {
    PodDesign d(loadPodConfig("builtin:default"));
    const PodKey& cap = *findPodKey("power.battery.capacity_kwh");
    d.set(cap, PodDesign::parseValue(cap, "-5"));
    const auto issues = d.issues();
    QCOMPARE(issues.size(), std::size_t{1});
    QCOMPARE(issues[0].path, std::string("/power/battery/capacity_kwh"));
    // Exactly what opening the saved text as a file reports.
    try {
      (void)parsePodConfig(d.text(), d.fileName());
      QFAIL("the loader took a negative capacity");
    } catch (const ConfigError& e) {
      QCOMPARE(e.issues()[0].toString(), issues[0].toString());
    }
    QCOMPARE(QString::fromStdString(issues[0].message),
             QStringLiteral("-5 is not allowed (must be > 0 and <= 100000000)"));
    d.set(cap, PodDesign::parseValue(cap, "lots"));
    QCOMPARE(QString::fromStdString(d.issues()[0].message),
             QStringLiteral("must be a number, found a string \"lots\""));
  }

  void unsetRestoresTheDefault() {
    PodDesign d(loadPodConfig("builtin:default"));
    const PodKey& amb = *findPodKey("cooling.ambient.mean_temp_c");
    d.set(amb, 40.0);
    QVERIFY(d.isSet(amb));
    QCOMPARE(d.build().thermal.ambient.meanTempC, 40.0);
    d.unset(amb);
    QVERIFY(!d.isSet(amb));
    QCOMPARE(d.build().thermal.ambient.meanTempC, amb.read.defaultValue.get<double>());
  }
};

PODTWIN_TEST_GUILESS_MAIN(PodDesignTest)
}  // namespace pod_design_test
#include "pod_design_test.moc"
