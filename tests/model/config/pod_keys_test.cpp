// The pod file's key table: every key the loader reads has a group, a unit where it has one and a
// source, the defaults and ranges are the loader's own, and model/README.md prints the same table.
#include <QtTest>
#include "support/test_main.h"
#include "support/test_paths.h"

#include "config/pod_config.h"
#include "config/pod_keys.h"

namespace pod_keys_test {

using namespace podtwin;

class PodKeysTest : public QObject {
  Q_OBJECT

 private slots:
  void everyKeyIsDescribed() {
    const auto& keys = podKeyCatalog();
    QCOMPARE(keys.size(), podFileKeys().size());
    QVERIFY(keys.size() > 200);
    std::set<PodKeyGroup> groups;
    for (const PodKey& k : keys) {
      QVERIFY2(!k.source.empty(), k.key.c_str());
      groups.insert(k.group);
    }
    // Every subsystem the editor groups by holds at least one key.
    QCOMPARE(static_cast<int>(groups.size()), static_cast<int>(PodKeyGroup::Cost) + 1);
  }

  void defaultsAndRangesAreTheLoaders() {
    const PodKey* cap = findPodKey("power.battery.capacity_kwh");
    QVERIFY(cap != nullptr);
    QCOMPARE(cap->group, PodKeyGroup::Battery);
    QCOMPARE(cap->unit, std::string("kWh"));
    QCOMPARE(cap->defaultText(), std::string("1000"));
    QCOMPARE(QString::fromStdString(cap->allowedText()), QStringLiteral("> 0 and <= 100000000"));
    // A pod file without the key gets what the table calls the default.
    const PodConfig bare = parsePodConfig(R"({"schema_version": 1})", "bare.json");
    QCOMPARE(bare.power.battery.capacityKwh, cap->read.defaultValue.get<double>());
    const PodKey* kind = findPodKey("power.generation.kind");
    QVERIFY(kind != nullptr);
    QCOMPARE(QString::fromStdString(kind->allowedText()),
             QStringLiteral("one of reciprocating, aeroderivative"));
    const PodKey* pumps = findPodKey("cooling.cdu.pumps");
    QVERIFY(pumps != nullptr);
    QCOMPARE(pumps->group, PodKeyGroup::Pumps);
    QCOMPARE(QString::fromStdString(pumps->allowedText()),
             QStringLiteral("an integer from 1 to 16"));
    const PodKey* curve = findPodKey("power.ride_through.curve");
    QVERIFY(curve != nullptr);
    QCOMPARE(QString::fromStdString(curve->defaultText()),
             QStringLiteral("[[0.7,0.02],[0.8,0.5],[0.9,10.0]]"));
    QVERIFY(findPodKey("power.battery.capacity") == nullptr);
  }

  void readmePrintsTheTable() {
    const QString readme = podtwin::testing::sourcePath("model/README.md");
    QFile f(readme);
    QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(readme));
    const std::string text = f.readAll().toStdString();
    const std::string table = podKeysMarkdown();
    if (text.find(table) == std::string::npos) {
      // The table to paste under "Every pod-file key", next to the test's output.
      QFile out(QStringLiteral("pod_keys_table.md"));
      if (out.open(QIODevice::WriteOnly))
        out.write(table.data(), static_cast<qint64>(table.size()));
      QFAIL(
          "model/README.md does not print podKeysMarkdown(); the current table is in "
          "pod_keys_table.md in the test's working directory");
    }
  }
};

PODTWIN_TEST_GUILESS_MAIN(PodKeysTest)
}  // namespace pod_keys_test
#include "pod_keys_test.moc"
