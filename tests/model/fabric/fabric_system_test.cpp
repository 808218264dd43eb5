// Tests for model/fabric/fabric_system: the default pod's collective times, SHARP, ECMP against
// adaptive routing, spine / link / NIC failures, background traffic, partitions, the snapshot and
// the coupling through Simulation.
#include <QtTest>
#include "support/test_main.h"

#include "config/pod_config.h"
#include "fabric/fabric_system.h"
#include "scenario/scenario.h"
#include "sim/simulation.h"
#include "training/training_model.h"

namespace fabric_system_test {

using namespace podtwin;
using namespace podtwin::fabric;

namespace {

// 70 B params · 2 B / 72 GPUs per NVLink domain, over 16 ranks at 0.94 · 100 GB/s.
constexpr double kGradBytes = 70e9 * 2.0 / 72.0;
constexpr double kBusBw = 94e9;
constexpr double kStepLatency = 2e-6 + 3 * 200e-9;  // software step + 3 switch hops

void apply(FabricSystem& f, EventLog& log, const std::string& type, const std::string& target,
           const std::map<std::string, double>& numbers = {},
           const std::map<std::string, std::string>& strings = {}, double tS = 0.0) {
  QVERIFY(f.applyEvent(makeEvent(tS, type, target, numbers, strings), tS, log) ==
          EventResult::Applied);
  f.update(tS, log);
}

bool near(double a, double b, double rel) {
  return std::abs(a - b) <= rel * std::abs(b);
}

}  // namespace

class FabricSystemTest : public QObject {
  Q_OBJECT

 private slots:
  void defaultPodAllReduceIsSharpAtLineRate() {
    const PodConfig pod = loadPodConfig("builtin:default");
    FabricSystem f(pod, 1);
    EventLog log;
    f.update(0.0, log);
    PodCounts c;
    f.countObjects(c);
    QCOMPARE(c.leaves, 16);
    QCOMPARE(c.spines, 8);
    QCOMPARE(c.cores, 0);
    QCOMPARE(c.nicsPerRack, 72);
    QCOMPARE(f.gradientBytesPerGpu(), kGradBytes);
    QCOMPARE(f.allreduce().algorithm, Algorithm::Sharp);
    QCOMPARE(f.sharpBottleneck(), 1.0);  // the NICs, not the fabric, set the pace
    QCOMPARE(f.allreduceTimeS(), kGradBytes / kBusBw + 2 * kStepLatency);
    QCOMPARE(f.exposedCommTimeS(), 0.3 * f.allreduceTimeS());  // 70 % overlapped
    QCOMPARE(f.linkUtilMax(), 1.0);
    QVERIFY(!f.partitioned());
  }

  void sharpOffSlowsTheAllReduceByTheRingFactor() {
    const PodConfig pod = loadPodConfig("builtin:default");
    FabricSystem f(pod, 1);
    EventLog log;
    f.update(0.0, log);
    const CollectiveTime on = f.allreduce();
    apply(f, log, "sharp_off", "fabric");
    const CollectiveTime off = f.allreduce();
    QCOMPARE(off.algorithm, Algorithm::Ring);
    // Bandwidth-bound: ring moves 2(n−1)/n = 1.875 × what SHARP moves (n = 16 racks).
    QCOMPARE(off.bandwidthS / on.bandwidthS, 1.875);
    // Latency adds 78 µs to the ring against 5 µs for SHARP on ~39 ms: the total within 0.5 %.
    QVERIFY(near(off.timeS / on.timeS, 1.875, 5e-3));
    apply(f, log, "sharp_on", "fabric");
    QCOMPARE(f.allreduceTimeS(), on.timeS);
  }

  void seededEcmpPeaksAboveAdaptiveOnTheSameTraffic() {
    const PodConfig pod = loadPodConfig("builtin:default");
    FabricSystem f(pod, 1);
    EventLog log;
    apply(f, log, "sharp_off", "fabric");
    const double adaptivePeak = f.linkUtilMax();
    const double adaptiveAr = f.allreduceTimeS();
    apply(f, log, "routing", "fabric", {}, {{"mode", "ecmp"}});
    // Adaptive: the 9 leaf-crossing hops per leaf use 9/72 of the uplinks, the NICs peak at 1.
    QCOMPARE(adaptivePeak, 1.0);
    // ECMP hashes whole flows: with 9 flows on 72 uplinks per leaf and 32 hash draws, two flows
    // land on one cable somewhere (P(no collision) ≈ 0.6^32), so the peak is a whole number ≥ 2.
    QVERIFY(f.linkUtilMax() >= 2.0);
    QCOMPARE(f.linkUtilMax(), std::round(f.linkUtilMax()));
    QVERIFY(!f.adaptiveRouting());
    // The ring runs at the pace of its worst link: bandwidth term × peak.
    const double lat = 30 * kStepLatency;
    QVERIFY(near(f.allreduceTimeS() - lat, (adaptiveAr - lat) * f.ringBottleneck(), 1e-12));
    // Same seed, same collisions.
    FabricSystem g(pod, 1);
    apply(g, log, "sharp_off", "fabric");
    apply(g, log, "routing", "fabric", {}, {{"mode", "ecmp"}});
    QCOMPARE(g.linkUtilisation(), f.linkUtilisation());
  }

  void failedSpineLeavesRailLocalAllReduceAloneUnderAdaptiveRouting() {
    // Rail-optimized: only the ring hops between leaf blocks cross spines (9 of 72 uplinks), so
    // losing 1 of 8 spines (72 → 63 uplinks) leaves the NICs as the bottleneck.
    const PodConfig pod = loadPodConfig("builtin:default");
    FabricSystem f(pod, 1);
    EventLog log;
    f.update(0.0, log);
    const double before = f.allreduceTimeS();
    apply(f, log, "switch_down", "spine1");
    QCOMPARE(f.switchesDown(), 1);
    QCOMPARE(f.linksDown(), 144);  // the spine's 16 leaves × 9 cables
    QCOMPARE(f.allreduceTimeS(), before);
    apply(f, log, "sharp_off", "fabric");
    QCOMPARE(f.ringBottleneck(), 1.0);
  }

  void failedSpineSlowsBisectionBoundTrafficByTheLostShare() {
    // 64 racks on a 2:1 oversubscribed fabric (96 down, 48 up per leaf; 16 spines, 3 cables per
    // leaf-spine pair) with a 1 GB-per-GPU expert all-to-all across racks: the uplinks, not the
    // NICs, set the pace. Losing 1 of 16 spines removes 1/16 of the bisection, so the
    // bandwidth term grows by 16/15.
    PodConfig pod = scaledPod(loadPodConfig("builtin:default"), 64);
    pod.fabric.oversubscription = 2.0;
    pod.fabric.expertBytesPerGpu = 1e9;
    FabricSystem f(pod, 1);
    EventLog log;
    f.update(0.0, log);
    QCOMPARE(f.topology().counts().spines, 16);
    QVERIFY(f.allToAllBottleneck() > 1.0);
    const double lat =
        collectiveTime(Collective::AllToAll, Algorithm::Ring, 64, 1e9, f.collectiveLink(1.0))
            .latencyS;
    const double before = f.expertAllToAllTimeS();
    training::TrainingModel model(pod);
    const double stepBefore = model.computeTimeAtFullClockS() + f.exposedCommTimeS();
    const double mfuBefore = model.mfuForStepTime(stepBefore);
    apply(f, log, "switch_down", "spine1");
    const double after = f.expertAllToAllTimeS();
    QVERIFY(near(after - lat, (before - lat) * 16.0 / 15.0, 1e-12));
    // Step time grows by exactly the all-to-all's extra time (not overlapped), MFU falls by the
    // step-time ratio.
    const double stepAfter = model.computeTimeAtFullClockS() + f.exposedCommTimeS();
    QVERIFY(near(stepAfter - stepBefore, (before - lat) / 15.0, 1e-9));
    QVERIFY(near(model.mfuForStepTime(stepAfter), mfuBefore * stepBefore / stepAfter, 1e-12));
    QVERIFY(model.mfuForStepTime(stepAfter) < mfuBefore);
  }

  void failedNicDoublesTheLoadOfItsTrayNeighbour() {
    const PodConfig pod = loadPodConfig("builtin:default");
    FabricSystem f(pod, 1);
    EventLog log;
    f.update(0.0, log);
    const CollectiveTime before = f.allreduce();
    apply(f, log, "nic_down", "rack4/nic7");
    // NIC 8 of rack 4 now carries GPU 7's traffic too: two streams on one 800G port.
    QCOMPARE(f.sharpBottleneck(), 2.0);
    QCOMPARE(f.allreduce().bandwidthS, 2.0 * before.bandwidthS);
    QCOMPARE(f.linksDown(), 1);
    apply(f, log, "nic_up", "rack4/nic7");
    QCOMPARE(f.allreduceTimeS(), before.timeS);
  }

  void linkEventsCountCablesAndRejectUnknownTargets() {
    const PodConfig pod = loadPodConfig("builtin:default");
    FabricSystem f(pod, 1);
    EventLog log;
    f.update(0.0, log);
    apply(f, log, "link_down", "leaf3/spine5", {{"count", 4}});
    QCOMPARE(f.linksDown(), 4);
    apply(f, log, "link_down", "leaf3/spine5", {{"count", 9}});
    QCOMPARE(f.linksDown(), 9);  // only 9 cables between them
    apply(f, log, "link_up", "leaf3/spine5", {{"count", 9}});
    QCOMPARE(f.linksDown(), 0);
    // No core tier in a two-tier pod, no 17th leaf.
    QVERIFY(f.applyEvent(makeEvent(0, "link_down", "spine1/core1"), 0, log) ==
            EventResult::Rejected);
    QVERIFY(f.applyEvent(makeEvent(0, "switch_down", "leaf17"), 0, log) == EventResult::Rejected);
    QCOMPARE(log.all().back().severity, Severity::Warning);
    // Power events are not the fabric's.
    QVERIFY(f.applyEvent(makeEvent(0, "genset_trip", "genset1"), 0, log) ==
            EventResult::NotHandled);
  }

  void backgroundTrafficSlowsUntilItEnds() {
    const PodConfig pod = loadPodConfig("builtin:default");
    FabricSystem f(pod, 1);
    EventLog log;
    f.update(0.0, log);
    const double before = f.allreduceTimeS();
    apply(f, log, "background_traffic", "fabric", {{"load_fraction", 0.95}, {"duration_s", 10.0}});
    QCOMPARE(f.backgroundFraction(), 0.95);
    // SHARP streams that use 2/9 of a leaf-spine cable now find 5 % of it free: 4.4× slower.
    QVERIFY(near(f.sharpBottleneck(), (2.0 / 9.0) / 0.05, 1e-12));
    QVERIFY(near(f.allreduce().bandwidthS, kGradBytes / kBusBw * f.sharpBottleneck(), 1e-12));
    QVERIFY(f.allreduceTimeS() > before);
    f.update(9.9, log);
    QCOMPARE(f.backgroundFraction(), 0.95);
    f.update(10.0, log);
    QCOMPARE(f.backgroundFraction(), 0.0);
    QCOMPARE(f.allreduceTimeS(), before);
  }

  void rackCutOffFromTheFabricHangsTheJob() {
    const PodConfig pod = loadPodConfig("builtin:default");
    FabricSystem f(pod, 1);
    EventLog log;
    f.update(0.0, log);
    // Leaves 1–8 serve every NIC of racks 1–8.
    for (int l = 1; l <= 8; ++l) {
      QVERIFY(f.applyEvent(makeEvent(0, "switch_down", "leaf" + std::to_string(l)), 0, log) ==
              EventResult::Applied);
    }
    f.update(0.0, log);
    QVERIFY(f.partitioned());
    QCOMPARE(f.exposedCommTimeS(), FabricSystem::kHungCommS);
    bool alarmed = false;
    for (const auto& e : log.all()) alarmed |= e.code == "fabric_partitioned" && !e.cleared;
    QVERIFY(alarmed);
    apply(f, log, "switch_up", "leaf1");
    QVERIFY(!f.partitioned());  // one rail back is enough: the other GPUs use it over NVLink
    QVERIFY(f.exposedCommTimeS() < 1.0);
    QVERIFY(log.all()[log.size() - 2].cleared);
  }

  void campusOfThreeTiersRoutesAroundACore() {
    const PodConfig campus = scaledPod(loadPodConfig("builtin:default"), 1024);
    FabricSystem f(campus, 1);
    EventLog log;
    f.update(0.0, log);
    PodCounts c;
    f.countObjects(c);
    QCOMPARE(c.cores, 513);
    // 1,024 ranks, same 1.94 GB per GPU: SHARP at line rate, latency 2 · (2 µs + 5 hops).
    QCOMPARE(f.allreduce().algorithm, Algorithm::Sharp);
    QCOMPARE(f.sharpBottleneck(), 1.0);
    QVERIFY(near(f.allreduceTimeS(), kGradBytes / kBusBw + 2 * (2e-6 + 5 * 200e-9), 1e-12));
    const double before = f.allreduceTimeS();
    apply(f, log, "switch_down", "core1");
    QCOMPARE(f.linksDown(), 144);
    QVERIFY(!f.partitioned());
    QCOMPARE(f.allreduceTimeS(), before);  // roots move to live cores, spare uplinks absorb it
    apply(f, log, "routing", "fabric", {}, {{"mode", "ecmp"}});
    QVERIFY(f.linkUtilMax() >= 2.0);  // hashed SHARP streams and ring hops collide
  }

  void snapshotCarriesLinksAndRackUtilisation() {
    const PodConfig pod = loadPodConfig("builtin:default");
    FabricSystem f(pod, 1);
    EventLog log;
    apply(f, log, "link_down", "leaf1/spine1", {{"count", 1}});
    Snapshot s;
    s.racks.resize(16);
    f.fillSnapshot(s, s.racks);
    QCOMPARE(s.links.size(), std::size_t(2304));
    QCOMPARE(s.linksDown, 1);
    QCOMPARE(s.switchesDown, 0);
    QVERIFY(s.sharpEnabled);
    QVERIFY(s.adaptiveRouting);
    QCOMPARE(s.allreduceTimeS, f.allreduceTimeS());
    int down = 0;
    for (const auto& l : s.links) down += l.up ? 0 : 1;
    QCOMPARE(down, 1);
    QCOMPARE(s.links[0].utilisation, 1.0f);  // NIC 1 at line rate
    for (float u : s.racks.linkUtilMax) QCOMPARE(u, 1.0f);
  }

  void simulationStepTimeAddsTheExposedCommunication() {
    const PodConfig pod = loadPodConfig("builtin:default");
    Scenario sc;
    sc.events.push_back(makeEvent(1.0, "sharp_off", "fabric"));
    Simulation sim(pod, sc, 3);
    Snapshot s;
    sim.runUntil(0.95);
    sim.fillSnapshot(s);
    const double stepOn = s.stepTimeS;
    const double mfuOn = s.mfu;
    const double exposedOn = sim.fabricSystem().exposedCommTimeS();
    sim.runUntil(1.25);
    sim.fillSnapshot(s);
    const double exposedOff = sim.fabricSystem().exposedCommTimeS();
    QVERIFY(exposedOff > exposedOn);
    // Step time = compute / slowest clock + exposed comm; the clock did not change in 0.3 s of
    // the placeholder thermal model, so the step grows by the exposed difference (1e-9 rel.).
    float slowest = 1.0f;
    for (float c : s.racks.clockFactor) slowest = std::min(slowest, c);
    const double compute = sim.trainingModel().computeTimeAtFullClockS() / slowest;
    QVERIFY(near(s.stepTimeS, compute + exposedOff, 1e-6));
    QVERIFY(near(s.stepTimeS - stepOn, exposedOff - exposedOn, 1e-3));
    QVERIFY(s.mfu < mfuOn);
    QVERIFY(!s.sharpEnabled);
  }
};

PODTWIN_TEST_APPLESS_MAIN(FabricSystemTest)
}  // namespace fabric_system_test
#include "fabric_system_test.moc"
