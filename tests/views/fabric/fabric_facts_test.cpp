// fabricObjectState: what the inspector says about a switch, a bundle of cables or a NIC cable.
#include <QtTest>
#include "support/test_main.h"

#include "config/pod_config.h"
#include "fabric/fabric_facts.h"

namespace fabric_facts_test {

using namespace podtwin;
using namespace podtwin::views;

class FabricFactsTest : public QObject {
  Q_OBJECT

  fabric::Topology m_topo;
  Snapshot m_snap;

 private slots:
  void initTestCase() {
    m_topo = fabric::Topology::build(loadPodConfig("builtin:default"));
    m_snap.links.assign(m_topo.linkCount(), LinkSnapshot{0.5f, true});
    m_snap.switchesUp.assign(static_cast<std::size_t>(m_topo.switchCount()), 1);
  }

  void bundleBetweenTwoSwitches() {
    Snapshot s = m_snap;
    const int leaf = m_topo.switchId(fabric::Tier::Leaf, 0);
    const auto ids = m_topo.downLinksTo(m_topo.switchId(fabric::Tier::Spine, 0), leaf, leaf);
    s.links[static_cast<std::size_t>(ids[0])].up = false;
    const FabricObjectState st = fabricObjectState(m_topo, "leaf1/spine1", s);
    QCOMPARE(int(st.kind), int(FabricObjectState::Kind::Cables));
    QCOMPARE(st.cables, 9);
    QCOMPARE(st.cablesDown, 1);
    QVERIFY(!st.down());
    // 8 cables up at 800 Gb/s, half loaded: 3,200 Gb/s of 6,400.
    QCOMPARE(st.capacityGbps, 6400.0);
    QCOMPARE(st.carriedGbps, 3200.0);
    for (int id : ids) s.links[static_cast<std::size_t>(id)].up = false;
    QVERIFY(fabricObjectState(m_topo, "leaf1/spine1", s).down());
    // Not cabled to each other / not in this fabric.
    QCOMPARE(int(fabricObjectState(m_topo, "leaf1/spine99", s).kind),
             int(FabricObjectState::Kind::None));
    QCOMPARE(int(fabricObjectState(m_topo, "cdu1/pump2", s).kind),
             int(FabricObjectState::Kind::None));
  }

  void failedSwitchAndLeafService() {
    Snapshot s = m_snap;
    const int spine = m_topo.switchId(fabric::Tier::Spine, 4);
    s.switchesUp[static_cast<std::size_t>(spine)] = 0;
    const FabricObjectState sp = fabricObjectState(m_topo, "spine5", s);
    QCOMPARE(int(sp.kind), int(FabricObjectState::Kind::Switch));
    QVERIFY(sp.switchDown);
    QVERIFY(sp.down());
    QCOMPARE(sp.cables, 144);  // 16 leaves × 9
    // Leaf 9 serves rail 1 of racks 9–16 (the second block of eight racks).
    const FabricObjectState lf = fabricObjectState(m_topo, "leaf9", s);
    QCOMPARE(lf.rail, 0);
    QCOMPARE(lf.racksFirst, 8);
    QCOMPARE(lf.racksLast, 15);
    QCOMPARE(lf.cables, 72 + 72);
    QVERIFY(!lf.down());
  }

  void nicCable() {
    Snapshot s = m_snap;
    const int nic = 8 * m_topo.counts().nicsPerRack;  // rack9/nic1
    s.links[static_cast<std::size_t>(nic)].up = false;
    const FabricObjectState st = fabricObjectState(m_topo, "rack9/nic1", s);
    QCOMPARE(int(st.kind), int(FabricObjectState::Kind::Nic));
    QVERIFY(st.down());
    QCOMPARE(st.peerSwitch, m_topo.switchId(fabric::Tier::Leaf, 8));
    QCOMPARE(st.rail, 0);
    QVERIFY(!fabricObjectState(m_topo, "rack9/nic2", s).down());
    QCOMPARE(int(fabricObjectState(m_topo, "rack17/nic1", s).kind),
             int(FabricObjectState::Kind::None));
  }
};

PODTWIN_TEST_APPLESS_MAIN(FabricFactsTest)
}  // namespace fabric_facts_test
#include "fabric_facts_test.moc"
