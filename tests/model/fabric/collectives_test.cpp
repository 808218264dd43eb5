// Tests for model/fabric/collectives: nccl-tests bandwidth factors, SHARP against ring, latency
// terms, the bottleneck's effect and the NCCL-style algorithm choice.
#include <QtTest>
#include "support/test_main.h"

#include "fabric/collectives.h"

namespace collectives_test {

using namespace podtwin::fabric;

class CollectivesTest : public QObject {
  Q_OBJECT

 private slots:
  void ncclTestsBusBandwidthFactors() {
    // nccl-tests PERFORMANCE.md: all-reduce 2(n−1)/n, all-gather / reduce-scatter (n−1)/n.
    QCOMPARE(busBwFactor(Collective::AllReduce, 16), 1.875);
    QCOMPARE(busBwFactor(Collective::AllReduce, 2), 1.0);
    QCOMPARE(busBwFactor(Collective::AllGather, 16), 0.9375);
    QCOMPARE(busBwFactor(Collective::ReduceScatter, 8), 0.875);
    QCOMPARE(busBwFactor(Collective::AllToAll, 4), 0.75);
    QCOMPARE(busBwFactor(Collective::SendRecv, 16), 1.0);
  }

  void sharpMovesHalfTheDataOfARing() {
    // Bandwidth-bound all-reduce: ring sends 2(n−1)/n · S per NIC, SHARP sends S once.
    QCOMPARE(dataFactor(Collective::AllReduce, Algorithm::Ring, 16), 1.875);
    QCOMPARE(dataFactor(Collective::AllReduce, Algorithm::Sharp, 16), 1.0);
    QCOMPARE(dataFactor(Collective::AllReduce, Algorithm::Tree, 16), 2.0);
    CollectiveLink link;
    const double bytes = 1.944e9;
    const auto ring = collectiveTime(Collective::AllReduce, Algorithm::Ring, 16, bytes, link);
    const auto sharp = collectiveTime(Collective::AllReduce, Algorithm::Sharp, 16, bytes, link);
    QCOMPARE(ring.bandwidthS / sharp.bandwidthS, 1.875);
    // Total times differ from the bandwidth ratio only by the latency terms (78 µs against 5 µs
    // on a ~40 ms collective), so within 0.5 %.
    QVERIFY(std::abs(ring.timeS / sharp.timeS / 1.875 - 1.0) < 5e-3);
  }

  void timeIsBandwidthPlusLatency() {
    CollectiveLink link;  // 94 GB/s, 2 µs per step, 200 ns per hop, two tiers (3 switch hops)
    const auto t = collectiveTime(Collective::AllReduce, Algorithm::Ring, 16, 1e9, link);
    QCOMPARE(t.bandwidthS, 1.875 * 1e9 / 94e9);
    QCOMPARE(t.latencyS, 30.0 * (2e-6 + 3 * 200e-9));
    QCOMPARE(t.timeS, t.bandwidthS + t.latencyS);
    const auto ag = collectiveTime(Collective::AllGather, Algorithm::Ring, 16, 1e9, link);
    QCOMPARE(ag.latencyS, 15.0 * (2e-6 + 3 * 200e-9));
    const auto tree = collectiveTime(Collective::AllReduce, Algorithm::Tree, 16, 1e9, link);
    QCOMPARE(tree.latencyS, 8.0 * (2e-6 + 3 * 200e-9));  // 2·log2(16) steps
  }

  void bottleneckSlowsOnlyTheBandwidthTerm() {
    CollectiveLink link;
    const auto base = collectiveTime(Collective::AllReduce, Algorithm::Ring, 16, 1e9, link);
    link.bottleneck = 2.0;
    const auto slow = collectiveTime(Collective::AllReduce, Algorithm::Ring, 16, 1e9, link);
    QCOMPARE(slow.bandwidthS, 2.0 * base.bandwidthS);
    QCOMPARE(slow.latencyS, base.latencyS);
    link.bottleneck = 0.4;  // a link below line rate does not speed a NIC up
    const auto idle = collectiveTime(Collective::AllReduce, Algorithm::Ring, 16, 1e9, link);
    QCOMPARE(idle.timeS, base.timeS);
  }

  void tunerPicksTreeForSmallRingForLargeSharpWhenAvailable() {
    CollectiveLink link;
    QCOMPARE(fastestAllReduce(16, 8.0, link, false, 1.0).algorithm, Algorithm::Tree);
    QCOMPARE(fastestAllReduce(16, 1e9, link, false, 1.0).algorithm, Algorithm::Ring);
    QCOMPARE(fastestAllReduce(16, 1e9, link, true, 1.0).algorithm, Algorithm::Sharp);
    // SHARP moves 1/1.875 of the ring's data; a SHARP tree twice as congested loses to the ring.
    QCOMPARE(fastestAllReduce(16, 1e9, link, true, 2.0).algorithm, Algorithm::Ring);
  }

  void degenerateInputsGiveZeroNotNaN() {
    CollectiveLink link;
    QCOMPARE(collectiveTime(Collective::AllReduce, Algorithm::Ring, 1, 1e9, link).timeS, 0.0);
    QCOMPARE(collectiveTime(Collective::AllReduce, Algorithm::Ring, 16, 0.0, link).timeS, 0.0);
    link.busBwBytesPerS = 0.0;
    QCOMPARE(collectiveTime(Collective::AllReduce, Algorithm::Ring, 16, 1e9, link).timeS, 0.0);
  }
};

PODTWIN_TEST_APPLESS_MAIN(CollectivesTest)
}  // namespace collectives_test
#include "collectives_test.moc"
