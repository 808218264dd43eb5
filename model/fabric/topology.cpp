#include "fabric/topology.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "fabric/fabric_config.h"

namespace podtwin::fabric {

int smallestDivisorAtLeast(int n, int atLeast) {
  for (int d = std::max(1, atLeast); d < n; ++d) {
    if (n % d == 0) return d;
  }
  return n;
}

Topology Topology::build(const FabricPod& pod) {
  return build(pod.fabric, pod.racks.count, pod.racks.gpusPerRack, pod.racks.computeTraysPerRack);
}

int Topology::switchId(Tier tier, int index) const {
  const int first = firstSwitch(tier);
  const int n = tier == Tier::Leaf    ? m_counts.leaves
                : tier == Tier::Spine ? m_counts.spines
                                      : m_counts.cores;
  return index >= 0 && index < n ? first + index : -1;
}

int Topology::firstSwitch(Tier tier) const {
  switch (tier) {
    case Tier::Leaf:
      return 0;
    case Tier::Spine:
      return m_counts.leaves;
    case Tier::Core:
      return m_counts.leaves + m_counts.spines;
  }
  return 0;
}

std::span<const int> Topology::rackLeaves(int rack) const {
  const auto r = static_cast<std::size_t>(rack);
  return {m_rackLeaves.data() + m_rackLeafOffset[r],
          static_cast<std::size_t>(m_rackLeafOffset[r + 1] - m_rackLeafOffset[r])};
}

std::span<const int> Topology::downLinks(int sw) const {
  const auto s = static_cast<std::size_t>(sw);
  return {m_downLinks.data() + m_downOffset[s],
          static_cast<std::size_t>(m_downOffset[s + 1] - m_downOffset[s])};
}

std::span<const int> Topology::downLinksTo(int sw, int lowerFirst, int lowerLast) const {
  auto all = downLinks(sw);
  const auto& lower = m_linkLower;
  auto lo = std::lower_bound(all.begin(), all.end(), lowerFirst,
                             [&lower](int link, int v) { return lower[link] < v; });
  auto hi = std::upper_bound(lo, all.end(), lowerLast,
                             [&lower](int v, int link) { return v < lower[link]; });
  return {lo, hi};
}

namespace {

/// The shape of a fabric: its counts, leaves per pod and spines per pod.
struct FabricPlan {
  TopologyCounts counts;
  int leavesPerPod = 1;
  std::vector<int> podSpines;
};

FabricPlan planFabric(const FabricConfig& cfg, int racks, int gpusPerRack,
                      int computeTraysPerRack) {
  if (racks < 1 || gpusPerRack < 1 || computeTraysPerRack < 1) {
    throw FabricPlanError("racks", "racks, GPUs per rack and compute trays must be positive");
  }
  const int k = cfg.switchRadix;
  FabricPlan plan;
  TopologyCounts& c = plan.counts;
  c.nicsPerRack = computeTraysPerRack * cfg.nicsPerComputeTray;
  c.nics = racks * c.nicsPerRack;
  if (c.nicsPerRack % cfg.rails != 0) {
    throw FabricPlanError("fabric/rails", std::to_string(c.nicsPerRack) + " NICs per rack (" +
                                              std::to_string(computeTraysPerRack) + " trays x " +
                                              std::to_string(cfg.nicsPerComputeTray) +
                                              ") do not split evenly over " +
                                              std::to_string(cfg.rails) + " rails");
  }
  // Leaf ports: down:up = oversubscription (1 = non-blocking: 72 down, 72 up on 144 ports).
  c.leafDownPorts =
      static_cast<int>(std::lround(k * cfg.oversubscription / (1.0 + cfg.oversubscription)));
  c.leafUpPorts = k - c.leafDownPorts;
  if (c.leafUpPorts < 1 || c.leafDownPorts < 1) {
    throw FabricPlanError("fabric/oversubscription",
                          "leaves no up or down ports on a switch of radix " + std::to_string(k));
  }
  // Rail-optimized leaves: NIC rail r of every rack goes to the leaves of rail r; a "block" of
  // leaves (one per rail) serves consecutive racks. Leaf id = block · rails + rail.
  const int perRail = c.nics / cfg.rails;
  const int blocks = (perRail + c.leafDownPorts - 1) / c.leafDownPorts;
  c.leaves = blocks * cfg.rails;
  // Tiers: two tiers hold up to k leaves (every spine port faces a leaf), k·down NICs = k²/2
  // non-blocking; three tiers hold k pods of k/2 leaves, k²/2·down NICs = k³/4 (Al-Fares 2008).
  const long long max2 = static_cast<long long>(k) * c.leafDownPorts;
  const long long max3 = static_cast<long long>(k) * (k / 2) * c.leafDownPorts;
  int tiers = cfg.tiers;
  if (tiers == 0) tiers = c.leaves <= k ? 2 : 3;
  if (tiers == 2 && c.leaves > k) {
    throw FabricPlanError("fabric/tiers", "2 tiers hold " + std::to_string(max2) + " NICs; " +
                                              std::to_string(c.nics) + " need 3 (or 0, auto)");
  }
  c.tiers = tiers;
  c.maxEndpoints = tiers == 2 ? max2 : max3;
  c.spineDownPorts = tiers == 2 ? k : k / 2;
  c.spineUpPorts = tiers == 2 ? 0 : k - k / 2;
  const int leavesPerPod =
      tiers == 2 ? c.leaves : std::max(cfg.rails, (c.spineDownPorts / cfg.rails) * cfg.rails);
  if (tiers == 3 && cfg.rails > c.spineDownPorts) {
    throw FabricPlanError("fabric/rails", std::to_string(cfg.rails) + " rails are more than the " +
                                              std::to_string(c.spineDownPorts) +
                                              " down ports of a spine of switch_radix " +
                                              std::to_string(k));
  }
  c.pods = (c.leaves + leavesPerPod - 1) / leavesPerPod;
  plan.leavesPerPod = leavesPerPod;
  if (tiers == 3 && c.pods > k) {
    throw FabricPlanError(
        "racks/count",
        std::to_string(racks) + " racks (" + std::to_string(c.nics) +
            " NICs) exceed a three-tier fat tree of switch_radix " + std::to_string(k) + " (" +
            (max3 >= c.nicsPerRack ? "at most " + std::to_string(max3 / c.nicsPerRack) + " racks, "
                                   : std::string("not one rack: ")) +
            std::to_string(max3) + " NICs)");
  }

  // Spines per pod: enough down ports for the pod's leaf uplinks, rounded up to a divisor of the
  // leaf's up ports so each leaf has the same number of cables to each spine (DGX SuperPOD RA:
  // 4 SU → 18 spines, 8 SU → 36 spines on 144-port switches).
  plan.podSpines.assign(static_cast<std::size_t>(c.pods), 0);
  for (int p = 0; p < c.pods; ++p) {
    const int podLeaves = std::min(leavesPerPod, c.leaves - p * leavesPerPod);
    const int need = (podLeaves * c.leafUpPorts + c.spineDownPorts - 1) / c.spineDownPorts;
    plan.podSpines[static_cast<std::size_t>(p)] = smallestDivisorAtLeast(c.leafUpPorts, need);
    c.spines += plan.podSpines[static_cast<std::size_t>(p)];
  }
  const long long spineUpCables = static_cast<long long>(c.spines) * c.spineUpPorts;
  c.cores = tiers == 3 ? static_cast<int>((spineUpCables + k - 1) / k) : 0;
  c.cablesPerLeafSpinePair = c.leafUpPorts / plan.podSpines[0];
  c.nicLeafCables = c.nics;
  c.leafSpineCables = c.leaves * c.leafUpPorts;
  c.spineCoreCables = static_cast<int>(spineUpCables);
  return plan;
}

}  // namespace

TopologyCounts Topology::countsFor(const FabricConfig& cfg, int racks, int gpusPerRack,
                                   int computeTraysPerRack) {
  return planFabric(cfg, racks, gpusPerRack, computeTraysPerRack).counts;
}

Topology Topology::build(const FabricConfig& cfg, int racks, int gpusPerRack,
                         int computeTraysPerRack) {
  FabricPlan plan = planFabric(cfg, racks, gpusPerRack, computeTraysPerRack);
  Topology t;
  t.m_counts = plan.counts;
  const TopologyCounts& c = t.m_counts;
  t.m_rails = cfg.rails;
  t.m_nicsPerTray = cfg.nicsPerComputeTray;
  const int leavesPerPod = plan.leavesPerPod;
  t.m_leavesPerPod = leavesPerPod;
  const int tiers = c.tiers;
  const std::vector<int>& podSpines = plan.podSpines;
  t.m_podFirstSpine.assign(static_cast<std::size_t>(c.pods) + 1, 0);

  // Switch list.
  t.m_switches.reserve(static_cast<std::size_t>(c.totalSwitches()));
  for (int l = 0; l < c.leaves; ++l) {
    t.m_switches.push_back({Tier::Leaf, l, l / leavesPerPod, l % cfg.rails});
  }
  {
    int s = 0;
    for (int p = 0; p < c.pods; ++p) {
      t.m_podFirstSpine[static_cast<std::size_t>(p)] = c.leaves + s;
      for (int j = 0; j < podSpines[static_cast<std::size_t>(p)]; ++j) {
        t.m_switches.push_back({Tier::Spine, s++, p, -1});
      }
    }
    t.m_podFirstSpine[static_cast<std::size_t>(c.pods)] = c.leaves + s;
  }
  for (int j = 0; j < c.cores; ++j) t.m_switches.push_back({Tier::Core, j, -1, -1});
  const auto nSw = t.m_switches.size();

  // Links: NIC cables first (id = NIC index), then leaf-major leaf–spine cables, then spine–core.
  const auto nLinks = static_cast<std::size_t>(c.totalCables());
  t.m_linkLower.reserve(nLinks);
  t.m_linkUpper.reserve(nLinks);
  t.m_linkKind.reserve(nLinks);
  t.m_linkCapGbps.reserve(nLinks);
  t.m_nicLeaf.resize(static_cast<std::size_t>(c.nics));
  const int perRackPerRail = c.nicsPerRack / cfg.rails;
  for (int n = 0; n < c.nics; ++n) {
    const int rack = n / c.nicsPerRack;
    const int local = n % c.nicsPerRack;
    const int rail = local % cfg.rails;
    const int railIndex = rack * perRackPerRail + local / cfg.rails;
    const int leaf = (railIndex / c.leafDownPorts) * cfg.rails + rail;
    t.m_nicLeaf[static_cast<std::size_t>(n)] = leaf;
    t.m_linkLower.push_back(n);
    t.m_linkUpper.push_back(leaf);
    t.m_linkKind.push_back(LinkKind::NicLeaf);
    t.m_linkCapGbps.push_back(std::min(cfg.nicGbps, cfg.portGbps));
  }
  t.m_upBegin.assign(nSw, 0);
  t.m_upCount.assign(nSw, 0);
  for (int l = 0; l < c.leaves; ++l) {
    const int p = l / leavesPerPod;
    const int local = l - p * leavesPerPod;
    const int first = t.m_podFirstSpine[static_cast<std::size_t>(p)];
    const int ns = podSpines[static_cast<std::size_t>(p)];
    t.m_upBegin[static_cast<std::size_t>(l)] = static_cast<int>(t.m_linkKind.size());
    t.m_upCount[static_cast<std::size_t>(l)] = c.leafUpPorts;
    for (int u = 0; u < c.leafUpPorts; ++u) {
      // Round-robin over the pod's spines; `local` shifts the start so spine ports fill evenly.
      const int spine = first + (u + local * c.leafUpPorts) % ns;
      t.m_linkLower.push_back(l);
      t.m_linkUpper.push_back(spine);
      t.m_linkKind.push_back(LinkKind::LeafSpine);
      t.m_linkCapGbps.push_back(cfg.portGbps);
    }
  }
  if (tiers == 3) {
    long long cable = 0;
    for (int s = c.leaves; s < c.leaves + c.spines; ++s) {
      t.m_upBegin[static_cast<std::size_t>(s)] = static_cast<int>(t.m_linkKind.size());
      t.m_upCount[static_cast<std::size_t>(s)] = c.spineUpPorts;
      for (int u = 0; u < c.spineUpPorts; ++u, ++cable) {
        // Consecutive cables over consecutive cores: every core reaches every pod when a pod has
        // at least as many core cables as there are cores.
        const int core = c.leaves + c.spines + static_cast<int>(cable % c.cores);
        t.m_linkLower.push_back(s);
        t.m_linkUpper.push_back(core);
        t.m_linkKind.push_back(LinkKind::SpineCore);
        t.m_linkCapGbps.push_back(cfg.portGbps);
      }
    }
  }

  // Down-link CSR, sorted by lower end (links were created in ascending lower order per kind).
  t.m_downOffset.assign(nSw + 1, 0);
  for (std::size_t i = 0; i < t.m_linkKind.size(); ++i) {
    ++t.m_downOffset[static_cast<std::size_t>(t.m_linkUpper[i]) + 1];
  }
  for (std::size_t s = 0; s < nSw; ++s) t.m_downOffset[s + 1] += t.m_downOffset[s];
  t.m_downLinks.resize(t.m_linkKind.size());
  {
    std::vector<int> fill(t.m_downOffset.begin(), t.m_downOffset.end() - 1);
    for (std::size_t i = 0; i < t.m_linkKind.size(); ++i) {
      const auto up = static_cast<std::size_t>(t.m_linkUpper[i]);
      t.m_downLinks[static_cast<std::size_t>(fill[up]++)] = static_cast<int>(i);
    }
  }

  // Leaves of each rack.
  t.m_rackLeafOffset.assign(static_cast<std::size_t>(racks) + 1, 0);
  for (int r = 0; r < racks; ++r) {
    std::vector<int> ls;
    for (int n = r * c.nicsPerRack; n < (r + 1) * c.nicsPerRack; ++n) ls.push_back(t.nicLeaf(n));
    std::sort(ls.begin(), ls.end());
    ls.erase(std::unique(ls.begin(), ls.end()), ls.end());
    t.m_rackLeaves.insert(t.m_rackLeaves.end(), ls.begin(), ls.end());
    t.m_rackLeafOffset[static_cast<std::size_t>(r) + 1] = static_cast<int>(t.m_rackLeaves.size());
  }
  return t;
}

}  // namespace podtwin::fabric
