#pragma once

#include "core/state_list.h"
// Collective times on the fabric: ring, double-binary-tree and in-network (SHARP) algorithms with
// the nccl-tests bandwidth factors (nccl-tests PERFORMANCE.md) plus a latency term. The bottleneck
// link's utilisation (≥ 1 when a link is asked for more than it carries) slows the bandwidth term.

namespace podtwin::fabric {

enum class Collective { AllReduce, AllGather, ReduceScatter, AllToAll, SendRecv };
enum class Algorithm { Ring, Tree, Sharp };
/// Largest value, for checkpoints (core/state_archive.h).
constexpr Algorithm archivedEnumMax(Algorithm /*unused*/) {
  return Algorithm::Sharp;
}

const char* collectiveName(Collective c);
const char* algorithmName(Algorithm a);

/// nccl-tests bus-bandwidth factor: busbw = algbw × factor. All-reduce 2(n−1)/n; all-gather,
/// reduce-scatter and all-to-all (n−1)/n; send/recv 1 (nccl-tests PERFORMANCE.md).
double busBwFactor(Collective c, int ranks);

/// Bytes each rank's NIC sends (and receives) per byte of message, so the bandwidth term is this ×
/// S / B. Ring all-reduce 2(n−1)/n (reduce-scatter then all-gather); double binary tree 2 (each
/// rank sends half the data up and down each of two trees); SHARP 1 (send S once, the switches
/// reduce, receive the result once). Gather/scatter kinds: (n−1)/n; SHARP does not change them.
double dataFactor(Collective c, Algorithm a, int ranks);

/// Number of latency steps: ring all-reduce 2(n−1), ring gather/scatter/all-to-all n−1, tree
/// 2⌈log2 n⌉, SHARP 2 (up the tree and down), send/recv 1.
double latencySteps(Collective c, Algorithm a, int ranks);

/// The fabric as a collective sees it.
struct CollectiveLink {
  double busBwBytesPerS = 94e9;  ///< achievable per-NIC bandwidth at line rate (0.94 × 100 GB/s)
  double stepLatencyS = 2e-6;    ///< software + NIC per step
  double hopLatencyS = 200e-9;   ///< per switch hop
  int tiers = 2;
  double bottleneck = 1.0;  ///< peak link utilisation of this traffic; < 1 counts as 1
};

struct CollectiveTime {
  double timeS = 0.0;
  double bandwidthS = 0.0;  ///< S · dataFactor / (B / bottleneck)
  double latencyS = 0.0;
  Algorithm algorithm = Algorithm::Ring;
  template <class Ar>
  void visitState(Ar& ar) {
    PODTWIN_STATE(ar, timeS, bandwidthS, latencyS, algorithm);
  }
};

/// Time of one collective of `bytes` over `ranks` ranks. Zero for fewer than two ranks.
CollectiveTime collectiveTime(Collective c, Algorithm a, int ranks, double bytes,
                              const CollectiveLink& link);

/// NCCL-style tuner: the fastest of ring and tree, and SHARP when `sharp` (all-reduce only), each
/// with its own bottleneck.
CollectiveTime fastestAllReduce(int ranks, double bytes, CollectiveLink ring, bool sharp,
                                double sharpBottleneck);

}  // namespace podtwin::fabric
