// Tests for model/fabric/routing: adaptive spreading, seeded ECMP hashing, routing around failed
// links, unroutable demand and conservation through three tiers.
#include <QtTest>
#include "support/test_main.h"

#include <algorithm>
#include <numeric>

#include "config/pod_config.h"
#include "fabric/routing.h"
#include "fabric/topology.h"

namespace routing_test {

using namespace podtwin;
using namespace podtwin::fabric;

namespace {

double upSum(const Topology& t, const LinkLoad& load, LinkRange r) {
  (void)t;
  double s = 0.0;
  for (int l = r.first; l < r.first + r.count; ++l) s += load.up[static_cast<std::size_t>(l)];
  return s;
}

}  // namespace

class RoutingTest : public QObject {
  Q_OBJECT

 private slots:
  void adaptiveSpreadsEvenlyOverEveryUplink() {
    const Topology t = Topology::build(loadPodConfig("builtin:default"));
    Router router(t);
    std::vector<std::uint8_t> live(t.linkCount(), 1);
    LinkLoad load;
    load.reset(t.linkCount());
    // 72 NIC line rates from leaf 1 to leaf 9 (rail 1, other block): exactly 1 per uplink.
    const std::vector<Flow> flows = {{0, 8, -1, 72.0, 1}};
    QCOMPARE(router.route(flows, live, RoutingMode::Adaptive, 1, load), 0.0);
    const LinkRange up = t.upLinks(0);
    for (int l = up.first; l < up.first + up.count; ++l) {
      QCOMPARE(load.up[static_cast<std::size_t>(l)], 1.0);
    }
    // ...and arrives over leaf 9's 72 uplinks, carried downward.
    const LinkRange in = t.upLinks(8);
    for (int l = in.first; l < in.first + in.count; ++l) {
      QCOMPARE(load.down[static_cast<std::size_t>(l)], 1.0);
    }
  }

  void ecmpPutsEachFlowOnOneLinkAndIsSeeded() {
    const Topology t = Topology::build(loadPodConfig("builtin:default"));
    Router router(t);
    std::vector<std::uint8_t> live(t.linkCount(), 1);
    std::vector<Flow> flows;
    for (int i = 0; i < 9; ++i) flows.push_back({0, 8, -1, 1.0, static_cast<std::uint64_t>(i)});
    LinkLoad a, b, c;
    a.reset(t.linkCount());
    b.reset(t.linkCount());
    c.reset(t.linkCount());
    router.route(flows, live, RoutingMode::Ecmp, 7, a);
    router.route(flows, live, RoutingMode::Ecmp, 7, b);
    router.route(flows, live, RoutingMode::Ecmp, 8, c);
    QCOMPARE(a.up, b.up);   // same seed, same hashing: bit-identical
    QVERIFY(a.up != c.up);  // another seed hashes differently
    const LinkRange up = t.upLinks(0);
    QCOMPARE(upSum(t, a, up), 9.0);
    // Whole flows only: every uplink carries an integer number of them.
    for (int l = up.first; l < up.first + up.count; ++l) {
      const double v = a.up[static_cast<std::size_t>(l)];
      QCOMPARE(v, std::round(v));
    }
  }

  void failedCablesAreRoutedAround() {
    const Topology t = Topology::build(loadPodConfig("builtin:default"));
    Router router(t);
    std::vector<std::uint8_t> live(t.linkCount(), 1);
    // Spine 1 fails: every cable to it is dead, 63 of leaf 1's 72 uplinks remain.
    const int spine = t.switchId(Tier::Spine, 0);
    for (int l : t.downLinks(spine)) live[static_cast<std::size_t>(l)] = 0;
    LinkLoad load;
    load.reset(t.linkCount());
    const std::vector<Flow> flows = {{0, 8, -1, 63.0, 1}};
    QCOMPARE(router.route(flows, live, RoutingMode::Adaptive, 1, load), 0.0);
    const LinkRange up = t.upLinks(0);
    for (int l = up.first; l < up.first + up.count; ++l) {
      const auto li = static_cast<std::size_t>(l);
      QCOMPARE(load.up[li], live[li] ? 1.0 : 0.0);
    }
  }

  void demandWithoutAPathIsReported() {
    const Topology t = Topology::build(loadPodConfig("builtin:default"));
    Router router(t);
    std::vector<std::uint8_t> live(t.linkCount(), 1);
    const LinkRange up = t.upLinks(0);
    for (int l = up.first; l < up.first + up.count; ++l) live[static_cast<std::size_t>(l)] = 0;
    LinkLoad load;
    load.reset(t.linkCount());
    const std::vector<Flow> flows = {{0, 8, -1, 2.5, 1}, {1, 9, -1, 1.0, 2}};
    QCOMPARE(router.route(flows, live, RoutingMode::Adaptive, 1, load), 2.5);
  }

  void sharpStreamsGoToTheRootAndBack() {
    const Topology t = Topology::build(loadPodConfig("builtin:default"));
    Router router(t);
    std::vector<std::uint8_t> live(t.linkCount(), 1);
    LinkLoad load;
    load.reset(t.linkCount());
    const int root = t.switchId(Tier::Spine, 3);
    const std::vector<Flow> flows = {{0, -1, root, 1.0, 5}};
    QCOMPARE(router.route(flows, live, RoutingMode::Adaptive, 1, load), 0.0);
    // Spread over the 9 cables from leaf 1 to spine 4, the reduced stream up and the result down.
    const auto cables = t.downLinksTo(root, 0, 0);
    QCOMPARE(cables.size(), std::size_t(9));
    for (int l : cables) {
      QCOMPARE(load.up[static_cast<std::size_t>(l)], 1.0 / 9.0);
      QCOMPARE(load.down[static_cast<std::size_t>(l)], 1.0 / 9.0);
    }
  }

  void threeTierFlowsAreConservedAcrossPods() {
    const Topology t = Topology::build(scaledPod(loadPodConfig("builtin:default"), 1024));
    Router router(t);
    std::vector<std::uint8_t> live(t.linkCount(), 1);
    for (RoutingMode mode : {RoutingMode::Adaptive, RoutingMode::Ecmp}) {
      LinkLoad load;
      load.reset(t.linkCount());
      // Leaf 1 (pod 1) to leaf 1,001 (pod 14): up through a spine and a core, down again.
      const std::vector<Flow> flows = {{0, 1000, -1, 6.0, 3}};
      QCOMPARE(router.route(flows, live, mode, 1, load), 0.0);
      double leafUp = 0, spineUp = 0, coreDown = 0, leafIn = 0;
      const auto& kind = t.linkKind();
      const auto& lower = t.linkLower();
      for (std::size_t l = 0; l < t.linkCount(); ++l) {
        if (kind[l] == LinkKind::LeafSpine && lower[l] == 0) leafUp += load.up[l];
        if (kind[l] == LinkKind::SpineCore) spineUp += load.up[l];
        if (kind[l] == LinkKind::SpineCore) coreDown += load.down[l];
        if (kind[l] == LinkKind::LeafSpine && lower[l] == 1000) leafIn += load.down[l];
      }
      // Sums of split shares: equal to the demand up to rounding of the divisions (1e-12).
      QVERIFY(std::abs(leafUp - 6.0) < 1e-12);
      QVERIFY(std::abs(spineUp - 6.0) < 1e-12);
      QVERIFY(std::abs(coreDown - 6.0) < 1e-12);
      QVERIFY(std::abs(leafIn - 6.0) < 1e-12);
    }
  }

  void hashIsDeterministicAndMixesTheHop() {
    QCOMPARE(hashFlow(42, 7, 0), hashFlow(42, 7, 0));
    QVERIFY(hashFlow(42, 7, 0) != hashFlow(42, 7, 1));
    QVERIFY(hashFlow(42, 7, 0) != hashFlow(43, 7, 0));
  }
};

PODTWIN_TEST_APPLESS_MAIN(RoutingTest)
}  // namespace routing_test
#include "routing_test.moc"
