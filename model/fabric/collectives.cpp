#include "fabric/collectives.h"

#include <algorithm>
#include <cmath>

namespace podtwin::fabric {

const char* collectiveName(Collective c) {
  switch (c) {
    case Collective::AllReduce:
      return "all_reduce";
    case Collective::AllGather:
      return "all_gather";
    case Collective::ReduceScatter:
      return "reduce_scatter";
    case Collective::AllToAll:
      return "all_to_all";
    case Collective::SendRecv:
      return "sendrecv";
  }
  return "all_reduce";
}

const char* algorithmName(Algorithm a) {
  switch (a) {
    case Algorithm::Ring:
      return "ring";
    case Algorithm::Tree:
      return "tree";
    case Algorithm::Sharp:
      return "sharp";
  }
  return "ring";
}

double busBwFactor(Collective c, int ranks) {
  const double n = ranks;
  if (ranks < 2) return 1.0;
  switch (c) {
    case Collective::AllReduce:
      return 2.0 * (n - 1.0) / n;
    case Collective::AllGather:
    case Collective::ReduceScatter:
    case Collective::AllToAll:
      return (n - 1.0) / n;
    case Collective::SendRecv:
      return 1.0;
  }
  return 1.0;
}

double dataFactor(Collective c, Algorithm a, int ranks) {
  const double n = ranks;
  if (ranks < 2) return 0.0;
  if (c == Collective::AllReduce) {
    if (a == Algorithm::Sharp) return 1.0;
    if (a == Algorithm::Tree) return 2.0;
    return 2.0 * (n - 1.0) / n;
  }
  if (c == Collective::SendRecv) return 1.0;
  return (n - 1.0) / n;
}

double latencySteps(Collective c, Algorithm a, int ranks) {
  const double n = ranks;
  if (ranks < 2) return 0.0;
  if (c == Collective::SendRecv) return 1.0;
  if (c == Collective::AllReduce) {
    if (a == Algorithm::Sharp) return 2.0;
    if (a == Algorithm::Tree) return 2.0 * std::ceil(std::log2(n));
    return 2.0 * (n - 1.0);
  }
  return n - 1.0;
}

CollectiveTime collectiveTime(Collective c, Algorithm a, int ranks, double bytes,
                              const CollectiveLink& link) {
  CollectiveTime t;
  t.algorithm = a;
  if (ranks < 2 || !(bytes > 0.0) || !(link.busBwBytesPerS > 0.0)) return t;
  const double pace = std::max(1.0, std::isfinite(link.bottleneck) ? link.bottleneck : 1.0);
  t.bandwidthS = dataFactor(c, a, ranks) * bytes * pace / link.busBwBytesPerS;
  // A step crosses up to 2·tiers − 1 switches (leaf, spine, core, spine, leaf); SHARP's reduction
  // goes up to the root and back, the same count per direction.
  const double hops = 2.0 * link.tiers - 1.0;
  t.latencyS = latencySteps(c, a, ranks) * (link.stepLatencyS + hops * link.hopLatencyS);
  t.timeS = t.bandwidthS + t.latencyS;
  return t;
}

CollectiveTime fastestAllReduce(int ranks, double bytes, CollectiveLink ring, bool sharp,
                                double sharpBottleneck) {
  CollectiveTime best = collectiveTime(Collective::AllReduce, Algorithm::Ring, ranks, bytes, ring);
  const CollectiveTime tree =
      collectiveTime(Collective::AllReduce, Algorithm::Tree, ranks, bytes, ring);
  if (tree.timeS < best.timeS) best = tree;
  if (sharp) {
    CollectiveLink s = ring;
    s.bottleneck = sharpBottleneck;
    const CollectiveTime t =
        collectiveTime(Collective::AllReduce, Algorithm::Sharp, ranks, bytes, s);
    if (t.timeS < best.timeS) best = t;
  }
  return best;
}

}  // namespace podtwin::fabric
