#include "fabric/traffic.h"

#include <algorithm>

namespace podtwin::fabric {

namespace {

std::uint64_t flowKey(int srcNic, int dstNic, int flow) {
  return (static_cast<std::uint64_t>(static_cast<std::uint32_t>(srcNic)) << 32) ^
         static_cast<std::uint64_t>(static_cast<std::uint32_t>(dstNic)) ^
         (static_cast<std::uint64_t>(flow) << 56);
}

/// a * n + b as an index, widened before the multiply (all three are non-negative counts).
std::size_t at(int a, int n, int b) {
  return static_cast<std::size_t>(a) * static_cast<std::size_t>(n) + static_cast<std::size_t>(b);
}

int racksOf(const Topology& topo) {
  return topo.counts().nics / topo.counts().nicsPerRack;
}

}  // namespace

std::vector<int> gpuNics(const Topology& topo, int gpusPerRack,
                         std::span<const std::uint8_t> nicUsable) {
  const int racks = racksOf(topo);
  const int perRack = topo.counts().nicsPerRack;
  const int perTray = topo.nicsPerTray();
  std::vector<int> out(static_cast<std::size_t>(racks) * static_cast<std::size_t>(gpusPerRack), -1);
  for (int r = 0; r < racks; ++r) {
    for (int p = 0; p < gpusPerRack; ++p) {
      const int own = static_cast<int>(static_cast<long long>(p) * perRack / gpusPerRack);
      const int trayFirst = (own / perTray) * perTray;
      int chosen = -1;
      // Own NIC, then the tray's other NICs, then the rest of the rack (all on NVLink).
      for (int i = 0; i < perTray && chosen < 0; ++i) {
        const int local = trayFirst + (own - trayFirst + i) % perTray;
        if (nicUsable[at(r, perRack, local)]) chosen = r * perRack + local;
      }
      for (int i = 1; i < perRack && chosen < 0; ++i) {
        const int local = (own + i) % perRack;
        if (nicUsable[at(r, perRack, local)]) chosen = r * perRack + local;
      }
      out[at(r, gpusPerRack, p)] = chosen;
    }
  }
  return out;
}

void addRingTraffic(const Topology& topo, std::span<const int> gpuNic, int gpusPerRack,
                    int flowsPerConnection, std::vector<Flow>& flows, LinkLoad& load) {
  const int racks = racksOf(topo);
  if (racks < 2) return;
  const double perFlow = 1.0 / flowsPerConnection;
  for (int p = 0; p < gpusPerRack; ++p) {
    for (int r = 0; r < racks; ++r) {
      const int src = gpuNic[at(r, gpusPerRack, p)];
      const int dst = gpuNic[at((r + 1) % racks, gpusPerRack, p)];
      if (src < 0 || dst < 0) continue;
      load.up[static_cast<std::size_t>(src)] += 1.0;
      load.down[static_cast<std::size_t>(dst)] += 1.0;
      const int a = topo.nicLeaf(src);
      const int b = topo.nicLeaf(dst);
      if (a == b) continue;
      for (int q = 0; q < flowsPerConnection; ++q) {
        flows.push_back({a, b, -1, perFlow, flowKey(src, dst, q)});
      }
    }
  }
}

void addSharpTraffic(const Topology& topo, std::span<const int> gpuNic, int gpusPerRack,
                     std::span<const std::uint8_t> switchUp, std::vector<Flow>& flows,
                     LinkLoad& load) {
  const int racks = racksOf(topo);
  if (racks < 2) return;
  const Tier top = topo.counts().tiers == 3 ? Tier::Core : Tier::Spine;
  const int first = topo.firstSwitch(top);
  const int count = top == Tier::Core ? topo.counts().cores : topo.counts().spines;
  // Roots spread over the top tier. On two tiers the trees of one rail (p = r, r + rails, ...)
  // reduce through the same leaves, so they take consecutive spines (the rail's k-th tree the k-th
  // after the rail's first): a leaf then sends at most ceil(trees per rail / spines) trees to any
  // one spine, which its up ports / spines cables to that spine carry at every fabric size, and
  // each spine roots the same number of trees. On three tiers a root core is reached through the
  // spines whose up cables land on it, and a spine's up cables land on consecutive cores, so a
  // rail's trees go rails + 1 cores apart (p + p / rails) to cross different spines. Both keep a
  // 1 GiB SHARP all-reduce at line rate from 8 to 1,024 racks (audit_test sweeps them). A failed
  // root is replaced by the least-used live switch, counting the trees already on their preferred
  // roots, as the aggregation manager would, so two trees do not share one root's cables.
  const int rails = std::max(1, topo.rails());
  const int treesPerRail = (gpusPerRack + rails - 1) / rails;
  auto preferred = [&](int p) {
    if (top == Tier::Core) return first + (p + p / rails) % count;
    return first + ((p % rails) * treesPerRail + p / rails) % count;
  };
  std::vector<int> uses(static_cast<std::size_t>(count), 0);
  for (int p = 0; p < gpusPerRack; ++p) {
    if (switchUp[static_cast<std::size_t>(preferred(p))]) {
      ++uses[static_cast<std::size_t>(preferred(p) - first)];
    }
  }
  std::vector<int> leaves;
  for (int p = 0; p < gpusPerRack; ++p) {
    leaves.clear();
    for (int r = 0; r < racks; ++r) {
      const int nic = gpuNic[at(r, gpusPerRack, p)];
      if (nic < 0) continue;
      load.up[static_cast<std::size_t>(nic)] += 1.0;
      load.down[static_cast<std::size_t>(nic)] += 1.0;
      leaves.push_back(topo.nicLeaf(nic));
    }
    std::sort(leaves.begin(), leaves.end());
    leaves.erase(std::unique(leaves.begin(), leaves.end()), leaves.end());
    if (leaves.size() < 2) continue;  // the leaf itself reduces
    int root = preferred(p);
    if (!switchUp[static_cast<std::size_t>(root)]) {
      root = -1;
      for (int i = 1; i < count; ++i) {
        const int sw = first + (preferred(p) - first + i) % count;
        if (!switchUp[static_cast<std::size_t>(sw)]) continue;
        if (root < 0 || uses[static_cast<std::size_t>(sw - first)] <
                            uses[static_cast<std::size_t>(root - first)]) {
          root = sw;
        }
      }
      if (root < 0) continue;
      ++uses[static_cast<std::size_t>(root - first)];
    }
    for (int leaf : leaves) {
      flows.push_back({leaf, -1, root, 1.0, flowKey(leaf, root, p)});
    }
  }
}

void addAllToAllTraffic(const Topology& topo, std::span<const int> gpuNic, int gpusPerRack,
                        std::vector<Flow>& flows, LinkLoad& load) {
  const int racks = racksOf(topo);
  if (racks < 2) return;
  std::vector<int> leaves;
  std::vector<std::pair<int, int>> counts;  // (leaf, members)
  for (int p = 0; p < gpusPerRack; ++p) {
    leaves.clear();
    for (int r = 0; r < racks; ++r) {
      const int nic = gpuNic[at(r, gpusPerRack, p)];
      if (nic < 0) continue;
      load.up[static_cast<std::size_t>(nic)] += 1.0;
      load.down[static_cast<std::size_t>(nic)] += 1.0;
      leaves.push_back(topo.nicLeaf(nic));
    }
    const double others = static_cast<double>(leaves.size()) - 1.0;
    if (others < 1.0) continue;
    std::sort(leaves.begin(), leaves.end());
    counts.clear();
    for (int l : leaves) {
      if (counts.empty() || counts.back().first != l) counts.emplace_back(l, 0);
      ++counts.back().second;
    }
    for (const auto& [a, na] : counts) {
      for (const auto& [b, nb] : counts) {
        if (a == b) continue;
        flows.push_back({a, b, -1, na * nb / others, flowKey(a, b, p)});
      }
    }
  }
}

double linkUtilisation(const Topology& topo, const LinkLoad& load, std::size_t link, double nicGbps,
                       double backgroundFraction) {
  const double capUnits = topo.linkCapacityGbps()[link] / nicGbps;
  const double u = std::max(load.up[link], load.down[link]) / capUnits;
  return topo.linkKind()[link] == LinkKind::NicLeaf ? u : u + backgroundFraction;
}

double peakUtilisation(const Topology& topo, const LinkLoad& load, double nicGbps,
                       double backgroundFraction) {
  double peak = 0.0;
  const auto& kind = topo.linkKind();
  const auto& cap = topo.linkCapacityGbps();
  for (std::size_t l = 0; l < kind.size(); ++l) {
    const double d = std::max(load.up[l], load.down[l]);
    if (d <= 0.0) continue;
    const double avail = kind[l] == LinkKind::NicLeaf ? 1.0 : 1.0 - backgroundFraction;
    peak = std::max(peak, d * nicGbps / (cap[l] * avail));
  }
  return peak;
}

}  // namespace podtwin::fabric
