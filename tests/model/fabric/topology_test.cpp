// Tests for model/fabric/topology: switch and cable counts against the fat-tree formulas and the
// published DGX SuperPOD reference-architecture tables, rail placement and port budgets.
#include <QtTest>
#include "support/test_main.h"

#include "config/pod_config.h"
#include "fabric/fabric_config.h"
#include "fabric/topology.h"

namespace topology_test {

using namespace podtwin;
using namespace podtwin::fabric;

namespace {

// A DGX B300 / B200 node: 8 GPUs, 8 NICs (modelled as a "rack" of 2 trays × 4 NICs), 8 rails.
Topology dgxNodes(int nodes, int radix, double gbps) {
  FabricConfig cfg;
  cfg.switchRadix = radix;
  cfg.portGbps = gbps;
  cfg.nicGbps = gbps;
  return Topology::build(cfg, nodes, 8, 2);
}

// Every switch's cables fit its radix.
bool portsFit(const Topology& t, int radix) {
  for (int s = 0; s < t.switchCount(); ++s) {
    if (static_cast<int>(t.downLinks(s).size()) + t.upLinks(s).count > radix) return false;
  }
  return true;
}

}  // namespace

class TopologyTest : public QObject {
  Q_OBJECT

 private slots:
  void defaultPodIsTwoSuperPodScalableUnits() {
    const Topology t = Topology::build(loadPodConfig("builtin:default"));
    const auto& c = t.counts();
    // 16 NVL72 racks = 1,152 CX-8 NICs; per rail 144 NICs over 72-port leaf halves = 2 leaves.
    QCOMPARE(c.tiers, 2);
    QCOMPARE(c.nics, 1152);
    QCOMPARE(c.nicsPerRack, 72);
    QCOMPARE(c.leafDownPorts, 72);
    QCOMPARE(c.leafUpPorts, 72);
    QCOMPARE(c.leaves, 16);
    QCOMPARE(c.spines, 8);  // 16 · 72 uplinks / 144 ports
    QCOMPARE(c.cores, 0);
    QCOMPARE(c.nicLeafCables, 1152);
    QCOMPARE(c.leafSpineCables, 1152);
    QCOMPARE(c.cablesPerLeafSpinePair, 9);
    QCOMPARE(c.maxEndpoints, 10368LL);  // k²/2 for k = 144
    QCOMPARE(t.linkCount(), std::size_t(2304));
    for (double cap : t.linkCapacityGbps()) QCOMPARE(cap, 800.0);
    QVERIFY(portsFit(t, 144));
  }

  void matchesDgxSuperPodB300XdrTable() {
    // DGX SuperPOD with DGX B300 (XDR, Quantum-X800) RA, table 3 "Example Compute Fabric
    // Components": SU of 72 nodes; rows (SUs → leaf, spine, node-leaf, leaf-spine cables).
    struct Row {
      int su, leaves, spines, nodeLeaf, leafSpine;
    };
    const Row rows[] = {{1, 8, 4, 576, 576},
                        {2, 16, 8, 1152, 1152},
                        {4, 32, 18, 2304, 2304},
                        {8, 64, 36, 4608, 4608},
                        {18, 144, 72, 10368, 10368}};
    for (const Row& r : rows) {
      const Topology t = dgxNodes(72 * r.su, 144, 800.0);
      const auto& c = t.counts();
      QCOMPARE(c.tiers, 2);
      QCOMPARE(c.leaves, r.leaves);
      QCOMPARE(c.spines, r.spines);
      QCOMPARE(c.nicLeafCables, r.nodeLeaf);
      QCOMPARE(c.leafSpineCables, r.leafSpine);
      QVERIFY(portsFit(t, 144));
    }
  }

  void matchesDgxSuperPodB200TableIncludingThreeTiers() {
    // DGX SuperPOD B200 RA (NDR, 64-port QM9700), "Larger DGX SuperPOD component counts": SU of
    // 32 nodes; 16 SUs and more need a core tier.
    struct Row {
      int su, leaves, spines, cores, cables;
    };
    const Row rows[] = {{2, 16, 8, 0, 512},        {4, 32, 16, 0, 1024},
                        {8, 64, 32, 0, 2048},      {16, 128, 128, 64, 4096},
                        {32, 256, 256, 128, 8192}, {64, 512, 512, 256, 16384}};
    for (const Row& r : rows) {
      const Topology t = dgxNodes(32 * r.su, 64, 400.0);
      const auto& c = t.counts();
      QCOMPARE(c.tiers, r.cores > 0 ? 3 : 2);
      QCOMPARE(c.leaves, r.leaves);
      QCOMPARE(c.spines, r.spines);
      QCOMPARE(c.cores, r.cores);
      QCOMPARE(c.nicLeafCables, r.cables);
      QCOMPARE(c.leafSpineCables, r.cables);
      QCOMPARE(c.spineCoreCables, r.cores > 0 ? r.cables : 0);
      QVERIFY(portsFit(t, 64));
    }
  }

  void campusOf1024RacksNeedsThreeTiers() {
    const PodConfig campus = scaledPod(loadPodConfig("builtin:default"), 1024);
    const Topology t = Topology::build(campus);
    const auto& c = t.counts();
    QCOMPARE(c.nics, 73728);
    QCOMPARE(c.tiers, 3);                // 73,728 > k²/2 = 10,368
    QCOMPARE(c.maxEndpoints, 746496LL);  // k³/4
    QCOMPARE(c.leaves, 1024);            // 73,728 / 72
    // 14 full pods of 72 leaves and 72 spines, one pod of 16 leaves whose spine count is
    // rounded up to a divisor of 72 (18), as the RA does for partial fabrics.
    QCOMPARE(c.pods, 15);
    QCOMPARE(c.spines, 14 * 72 + 18);
    QCOMPARE(c.cores, (1026 * 72 + 143) / 144);
    QCOMPARE(c.spineCoreCables, 1026 * 72);
    QVERIFY(portsFit(t, 144));
  }

  void nicsLandOnTheirRailsLeaves() {
    const Topology t = Topology::build(loadPodConfig("builtin:default"));
    for (int n = 0; n < t.counts().nics; ++n) {
      const auto& leaf = t.switches()[static_cast<std::size_t>(t.nicLeaf(n))];
      QCOMPARE(leaf.tier, Tier::Leaf);
      QCOMPARE(leaf.rail, t.nicRail(n));
    }
    // Racks 1–8 share the first leaf block, racks 9–16 the second: 8 leaves per rack.
    QCOMPARE(t.rackLeaves(0).size(), std::size_t(8));
    QCOMPARE(t.rackLeaves(0)[0], 0);
    QCOMPARE(t.rackLeaves(15)[0], 8);
    // Each leaf-spine pair has 9 parallel cables, found by the down-link lookup.
    const int spine = t.switchId(Tier::Spine, 4);
    QCOMPARE(t.downLinksTo(spine, 2, 2).size(), std::size_t(9));
  }

  void spineRuleIsTheSmallestDivisor() {
    QCOMPARE(smallestDivisorAtLeast(72, 16), 18);
    QCOMPARE(smallestDivisorAtLeast(72, 32), 36);
    QCOMPARE(smallestDivisorAtLeast(72, 8), 8);
    QCOMPARE(smallestDivisorAtLeast(72, 73), 72);
  }

  void impossibleFabricsAreRejected() {
    FabricConfig cfg;
    cfg.tiers = 2;
    // 200 racks of 72 NICs need 200 leaves; two tiers of 144-port spines reach only 144.
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, Topology::build(cfg, 200, 72, 18));
    cfg.tiers = 0;
    cfg.rails = 7;  // 72 NICs per rack do not split over 7 rails
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, Topology::build(cfg, 16, 72, 18));
  }

  void oversubscriptionSplitsLeafPorts() {
    FabricConfig cfg;
    cfg.oversubscription = 2.0;
    const Topology t = Topology::build(cfg, 64, 72, 18);
    QCOMPARE(t.counts().leafDownPorts, 96);
    QCOMPARE(t.counts().leafUpPorts, 48);
    QCOMPARE(t.counts().leaves, 8 * 6);  // 576 NICs per rail / 96
    QCOMPARE(t.counts().spines, 16);     // 48 · 48 / 144
  }
};

PODTWIN_TEST_APPLESS_MAIN(TopologyTest)
}  // namespace topology_test
#include "topology_test.moc"
