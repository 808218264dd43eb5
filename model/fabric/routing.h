#pragma once
// Routing of leaf-level flows over the fat tree, up to the lowest common tier and down again:
// static ECMP (a seeded hash of the flow picks one of the usable next hops, so collisions happen as
// in life) or adaptive routing (the flow is spread evenly over every usable next hop). Failed
// links and switches are routed around; what finds no path is reported.

#include <cstdint>
#include <span>
#include <vector>

#include "fabric/topology.h"

namespace podtwin::fabric {

enum class RoutingMode : std::uint8_t { Ecmp = 0, Adaptive = 1 };
/// Largest value, for checkpoints (core/state_archive.h).
constexpr RoutingMode archivedEnumMax(RoutingMode /*unused*/) {
  return RoutingMode::Adaptive;
}

/// Offered load per link and direction, in units of one NIC's line rate (links are full duplex).
struct LinkLoad {
  std::vector<double> up;    ///< lower end → upper end
  std::vector<double> down;  ///< upper end → lower end
  void reset(std::size_t links) {
    up.assign(links, 0.0);
    down.assign(links, 0.0);
  }
};

/// A flow between leaves (demand in NIC line rates), or, with dstLeaf = -1, a SHARP aggregation
/// stream from a leaf up to the tree's root switch whose result returns down the same path.
struct Flow {
  int srcLeaf = 0;
  int dstLeaf = -1;
  int root = -1;
  double demand = 1.0;
  std::uint64_t key = 0;  ///< ECMP hash input (source NIC, destination NIC, flow number)
};

/// Deterministic 64-bit mix of a flow key, the routing seed and the hop (splitmix64 finaliser).
std::uint64_t hashFlow(std::uint64_t key, std::uint64_t seed, int hop);

class Router {
 public:
  explicit Router(const Topology& topo);
  /// Adds the load of `flows` to `load` (sized to the topology's links). `live` holds 1 per
  /// usable link (cable, both switches up). Returns the demand that found no path.
  double route(std::span<const Flow> flows, std::span<const std::uint8_t> live, RoutingMode mode,
               std::uint64_t seed, LinkLoad& load);

 private:
  struct Hop {
    int sw;
    double amount;
  };
  /// Live cables from a spine to a leaf of its pod (table built at the start of route()).
  int spineToLeaf(int spine, int leaf) const;
  bool coreReaches(int core, int dstLeaf, std::span<const std::uint8_t> live);
  double routeLeafToLeaf(const Flow& f, std::span<const std::uint8_t> live, RoutingMode mode,
                         std::uint64_t seed, LinkLoad& load);
  double routeToRoot(const Flow& f, std::span<const std::uint8_t> live, RoutingMode mode,
                     std::uint64_t seed, LinkLoad& load);
  /// Spreads `amount` (or hashes it onto one link) over the live links `sw` → `leaf`.
  bool downToLeaf(int sw, int leaf, double amount, std::uint64_t h,
                  std::span<const std::uint8_t> live, RoutingMode mode, LinkLoad& load);
  void accumulate(std::vector<Hop>& list, int sw, double amount);

  const Topology* m_topo;
  std::vector<std::uint8_t> m_spineHasUp;  ///< per switch: spine with a live core link
  std::vector<int> m_slot;                 ///< per switch: index in a Hop list, -1 if none
  std::vector<std::uint32_t> m_coreStamp;  ///< per switch: flow stamp of the cached reachability
  std::vector<std::uint8_t> m_coreOk;
  std::uint32_t m_stamp = 0;
  std::vector<std::uint16_t> m_spineLeafLive;  ///< [spine − first spine][leaf within pod]
  std::vector<int> m_candidates;
  std::vector<int> m_second, m_first;
  int m_cachedRoot = -1;
  std::uint32_t m_rootGen = 0;
  std::vector<std::uint32_t> m_rootStamp;  ///< per switch: generation of the cached root links
  std::vector<int> m_rootFirst, m_rootCount;
  std::vector<int> m_rootLinks;
  std::vector<Hop> m_spines, m_cores, m_spinesIn;
  std::vector<Flow> m_merged;
};

}  // namespace podtwin::fabric
