// The fabric view's layout comes from the model's topology: same switch counts, every cable in
// exactly one bundle, bundles of parallel cables between the same two nodes, and groups by fabric
// pod on the campus.
#include <QtTest>
#include <set>
#include "support/test_main.h"

#include "fabric/fabric_layout.h"

namespace fabric_layout_test {

using namespace podtwin;
using namespace podtwin::views;

class FabricLayoutTest : public QObject {
  Q_OBJECT

 private slots:
  void defaultPodFromTheTopology() {
    const FabricLayout f = FabricLayout::fromPod(loadPodConfig("builtin:default"));
    const auto& c = f.topology->counts();
    QCOMPARE(f.tierCount(), 2);
    QCOMPARE(f.itemCount(FabricLayout::kRacks), 16);
    QCOMPARE(f.itemCount(FabricLayout::kLeaves), c.leaves);
    QCOMPARE(f.itemCount(FabricLayout::kSpines), c.spines);
    QCOMPARE(f.itemCount(FabricLayout::kCores), 0);
    QCOMPARE(c.leaves, 16);
    QCOMPARE(c.spines, 8);
    QVERIFY(!f.groupedByPod);
    for (int r = 0; r < FabricLayout::kRows; ++r) QCOMPARE(f.nodeCount(r), f.itemCount(r));
    // Each rack's 72 NICs go to the 8 rail leaves of its block, 9 a leaf; each leaf's 72 uplinks
    // go to the 8 spines, 9 a spine: 128 + 128 bundles of 9.
    QCOMPARE(static_cast<int>(f.bundles.size()), 128 + 128);
    for (const auto& b : f.bundles) QCOMPARE(static_cast<int>(b.links.size()), 9);
    // Every cable is in one bundle, and the bundle's ends are the cable's ends.
    QCOMPARE(f.linkBundle.size(), f.topology->linkCount());
    for (std::size_t l = 0; l < f.linkBundle.size(); ++l) QVERIFY(f.linkBundle[l] >= 0);
    QCOMPARE(QString::fromStdString(f.linkName(0)), QStringLiteral("rack1/nic1"));
    QCOMPARE(QString::fromStdString(f.linkName(c.nics)), QStringLiteral("leaf1/spine1"));
    // Rack 9's first NIC (rail 1) is cabled to leaf 9 (the second block's rail-1 leaf).
    const int nic = 8 * c.nicsPerRack;
    const auto& b =
        f.bundles[static_cast<std::size_t>(f.linkBundle[static_cast<std::size_t>(nic)])];
    QCOMPARE(f.nodes[static_cast<std::size_t>(b.lower)].row, int(FabricLayout::kRacks));
    QCOMPARE(f.nodes[static_cast<std::size_t>(b.lower)].first, 8);
    QCOMPARE(f.nodes[static_cast<std::size_t>(b.upper)].row, int(FabricLayout::kLeaves));
    QCOMPARE(f.nodes[static_cast<std::size_t>(b.upper)].first, 8);
  }

  void campusIsGroupedByPod() {
    const FabricLayout f = FabricLayout::fromPod(loadPodConfig("builtin:campus_1024"));
    const auto& c = f.topology->counts();
    QCOMPARE(f.tierCount(), 3);
    QCOMPARE(f.itemCount(FabricLayout::kSpines), 1026);
    QCOMPARE(f.itemCount(FabricLayout::kSpines), c.spines);
    QCOMPARE(f.itemCount(FabricLayout::kCores), c.cores);
    QVERIFY(f.groupedByPod);
    // 15 fabric pods: racks, leaves and spines in 15 groups, cores in 15 groups of 35 (the last
    // 23).
    for (int r = 0; r < FabricLayout::kRows; ++r) QCOMPARE(f.nodeCount(r), 15);
    // A pod's racks sit under its own leaves: rack-group p → leaf-group p only.
    std::set<std::pair<int, int>> rackLeaf;
    for (const auto& b : f.bundles) {
      const auto& lo = f.nodes[static_cast<std::size_t>(b.lower)];
      const auto& hi = f.nodes[static_cast<std::size_t>(b.upper)];
      if (lo.row == FabricLayout::kRacks) {
        QCOMPARE(lo.pod, hi.pod);
        rackLeaf.insert({lo.pod, hi.pod});
      }
    }
    QCOMPARE(static_cast<int>(rackLeaf.size()), 15);
    std::size_t cables = 0;
    for (const auto& b : f.bundles) cables += b.links.size();
    QCOMPARE(cables, f.topology->linkCount());
  }
};

PODTWIN_TEST_APPLESS_MAIN(FabricLayoutTest)
}  // namespace fabric_layout_test
#include "fabric_layout_test.moc"
