// Tests for model/fabric/traffic: which NIC a GPU uses, the ring, SHARP and all-to-all patterns on
// the default pod, and the utilisation measures.
#include <QtTest>
#include "support/test_main.h"

#include <numeric>

#include "config/pod_config.h"
#include "fabric/traffic.h"

namespace traffic_test {

using namespace podtwin;
using namespace podtwin::fabric;

namespace {

double sum(const std::vector<double>& v, std::size_t n) {
  return std::accumulate(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(n), 0.0);
}

}  // namespace

class TrafficTest : public QObject {
  Q_OBJECT

 private slots:
  void eachGpuUsesItsNicOrATrayNeighbour() {
    const Topology t = Topology::build(loadPodConfig("builtin:default"));
    std::vector<std::uint8_t> usable(static_cast<std::size_t>(t.counts().nics), 1);
    auto nics = gpuNics(t, 72, usable);
    for (std::size_t g = 0; g < nics.size(); ++g) QCOMPARE(nics[g], static_cast<int>(g));
    // Rack 1, NIC 6 (tray 2) fails: GPU 6 sends through NIC 7 of the same tray (PXN over NVLink).
    usable[5] = 0;
    nics = gpuNics(t, 72, usable);
    QCOMPARE(nics[5], 6);
    // The whole tray's NICs fail: the next NIC of the rack, tray 3's first.
    for (int i = 4; i < 8; ++i) usable[static_cast<std::size_t>(i)] = 0;
    nics = gpuNics(t, 72, usable);
    QCOMPARE(nics[5], 8);
    // A rack with no usable NIC cannot reach the fabric.
    for (int i = 0; i < 72; ++i) usable[static_cast<std::size_t>(i)] = 0;
    nics = gpuNics(t, 72, usable);
    QCOMPARE(nics[0], -1);
    QCOMPARE(nics[72], 72);
  }

  void ringStaysOnTheRailAndMostlyOnTheLeaf() {
    const Topology t = Topology::build(loadPodConfig("builtin:default"));
    std::vector<std::uint8_t> usable(static_cast<std::size_t>(t.counts().nics), 1);
    const auto nics = gpuNics(t, 72, usable);
    std::vector<Flow> flows;
    LinkLoad load;
    load.reset(t.linkCount());
    addRingTraffic(t, nics, 72, 1, flows, load);
    // Every NIC sends and receives one ring hop at line rate.
    const auto n = static_cast<std::size_t>(t.counts().nics);
    for (std::size_t i = 0; i < n; ++i) {
      QCOMPARE(load.up[i], 1.0);
      QCOMPARE(load.down[i], 1.0);
    }
    // Only hops rack 8 → 9 and rack 16 → 1 change leaf block: 2 per position, 144 flows.
    QCOMPARE(flows.size(), std::size_t(144));
    for (const Flow& f : flows) {
      QCOMPARE(t.switches()[static_cast<std::size_t>(f.srcLeaf)].rail,
               t.switches()[static_cast<std::size_t>(f.dstLeaf)].rail);
    }
    // Two queue pairs per connection: twice the flows at half the demand each.
    std::vector<Flow> flows2;
    LinkLoad load2;
    load2.reset(t.linkCount());
    addRingTraffic(t, nics, 72, 2, flows2, load2);
    QCOMPARE(flows2.size(), std::size_t(288));
    QCOMPARE(flows2[0].demand, 0.5);
  }

  void sharpSendsOneStreamPerLeafAndGroup() {
    const Topology t = Topology::build(loadPodConfig("builtin:default"));
    std::vector<std::uint8_t> usable(static_cast<std::size_t>(t.counts().nics), 1);
    std::vector<std::uint8_t> switchUp(static_cast<std::size_t>(t.switchCount()), 1);
    const auto nics = gpuNics(t, 72, usable);
    std::vector<Flow> flows;
    LinkLoad load;
    load.reset(t.linkCount());
    addSharpTraffic(t, nics, 72, switchUp, flows, load);
    // 72 groups, members on 2 leaves each → 144 streams to spine roots.
    QCOMPARE(flows.size(), std::size_t(144));
    for (const Flow& f : flows) {
      QCOMPARE(f.dstLeaf, -1);
      QCOMPARE(t.switches()[static_cast<std::size_t>(f.root)].tier, Tier::Spine);
    }
    // Roots avoid a failed spine.
    switchUp[static_cast<std::size_t>(t.switchId(Tier::Spine, 0))] = 0;
    flows.clear();
    addSharpTraffic(t, nics, 72, switchUp, flows, load);
    for (const Flow& f : flows) QVERIFY(f.root != t.switchId(Tier::Spine, 0));
  }

  void allToAllDemandMatchesTheOffLeafShare() {
    const Topology t = Topology::build(loadPodConfig("builtin:default"));
    std::vector<std::uint8_t> usable(static_cast<std::size_t>(t.counts().nics), 1);
    const auto nics = gpuNics(t, 72, usable);
    std::vector<Flow> flows;
    LinkLoad load;
    load.reset(t.linkCount());
    addAllToAllTraffic(t, nics, 72, flows, load);
    // Per group of 16 (8 per leaf), each member sends 8 of its 15 shares off-leaf: 16 · 8/15.
    double total = 0.0;
    for (const Flow& f : flows) total += f.demand;
    QVERIFY(std::abs(total - 72 * 16 * 8.0 / 15.0) < 1e-9);
    QCOMPARE(sum(load.up, static_cast<std::size_t>(t.counts().nics)), 1152.0);
  }

  void utilisationAddsBackgroundOnSwitchLinksOnly() {
    const Topology t = Topology::build(loadPodConfig("builtin:default"));
    LinkLoad load;
    load.reset(t.linkCount());
    load.up[0] = 1.0;       // a NIC link at line rate
    load.down[1200] = 0.5;  // a leaf–spine cable at half
    QCOMPARE(linkUtilisation(t, load, 0, 800.0, 0.3), 1.0);
    QCOMPARE(linkUtilisation(t, load, 1200, 800.0, 0.3), 0.8);
    // Peak: the cable has 0.7 of its capacity left for the job, so 0.5 / 0.7.
    QCOMPARE(peakUtilisation(t, load, 800.0, 0.3), 0.5 / 0.7 > 1.0 ? 0.5 / 0.7 : 1.0);
    QCOMPARE(peakUtilisation(t, load, 800.0, 0.6), 0.5 / 0.4);
  }
};

PODTWIN_TEST_APPLESS_MAIN(TrafficTest)
}  // namespace traffic_test
#include "traffic_test.moc"
