// The placeholder fat tree sized from the pod: non-blocking leaf/spine for the default pod.
#include <QtTest>
#include <map>

#include "fabric/fabric_layout.h"

using namespace podtwin;
using namespace podtwin::views;

class FabricLayoutTest : public QObject {
  Q_OBJECT

 private slots:
  void defaultPodIsTwoTierNonBlocking() {
    // 16 racks × 72 GPUs = 1,152 NICs at 800G; 144-port switches with 72 down / 72 up:
    // 1,152 / 72 = 16 leaves, 16 × 72 / 144 = 8 spines, 9 parallel links per leaf–spine pair.
    const FabricLayout f = FabricLayout::placeholderFor(loadPodConfig("builtin:default"));
    QCOMPARE(f.tierCount(), 2);
    QCOMPARE(f.countInTier(FabricLayout::kLeaf), 16);
    QCOMPARE(f.countInTier(FabricLayout::kSpine), 8);
    QCOMPARE(static_cast<int>(f.links.size()), 16 * 72);
    std::map<std::pair<int, int>, int> parallel;
    for (const auto& l : f.links) ++parallel[{l.a, l.b}];
    QCOMPARE(static_cast<int>(parallel.size()), 16 * 8);
    for (const auto& [pair, n] : parallel) QCOMPARE(n, 9);
    QCOMPARE(QString::fromStdString(f.linkName(0)), QString("leaf1/spine1"));
    QCOMPARE(QString::fromStdString(f.switchName(16)), QString("spine1"));
  }

  void campusNeedsACoreTier() {
    // 1,024 racks: 1,024 leaves exceed one spine's 144 ports, so a third tier appears.
    const FabricLayout f =
        FabricLayout::placeholderFor(scaledPod(loadPodConfig("builtin:default"), 1024));
    QCOMPARE(f.tierCount(), 3);
    QCOMPARE(f.countInTier(FabricLayout::kLeaf), 1024);
    // Every switch uses at most its 144 ports.
    std::vector<int> ports(f.switches.size(), 0);
    for (const auto& l : f.links) {
      ++ports[l.a];
      ++ports[l.b];
    }
    QVERIFY(*std::max_element(ports.begin(), ports.end()) <= 144);
  }
};

QTEST_APPLESS_MAIN(FabricLayoutTest)
#include "fabric_layout_test.moc"
