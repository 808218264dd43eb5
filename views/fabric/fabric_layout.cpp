#include "fabric/fabric_layout.h"

#include <algorithm>
#include <unordered_map>

namespace podtwin::views {

namespace {
int rowOfTier(fabric::Tier t) {
  return static_cast<int>(t) + 1;
}
}  // namespace

FabricLayout FabricLayout::fromPod(const PodConfig& pod, int maxNodesPerRow) {
  return fromTopology(std::make_shared<const fabric::Topology>(fabric::Topology::build(pod)),
                      pod.racks.count, maxNodesPerRow);
}

FabricLayout FabricLayout::fromTopology(std::shared_ptr<const fabric::Topology> topo, int racks,
                                        int maxNodesPerRow) {
  FabricLayout f;
  f.topology = std::move(topo);
  f.racks = racks;
  const fabric::Topology& t = *f.topology;
  const fabric::TopologyCounts& c = t.counts();
  const int maxNodes = std::max(2, maxNodesPerRow);
  const int items[kRows] = {racks, c.leaves, c.spines, c.cores};
  // Group by fabric pod when a three-tier fabric has more items in a row than fit and its pods do:
  // a pod's racks, leaves and spines then line up above each other.
  f.groupedByPod = c.tiers == 3 && c.pods > 1 && c.pods <= maxNodes &&
                   std::max({items[kRacks], items[kLeaves], items[kSpines]}) > maxNodes;
  auto podOf = [&](int row, int item) {
    if (row == kRacks) {
      return t.switches()[static_cast<std::size_t>(t.nicLeaf(item * c.nicsPerRack))].pod;
    }
    const int sw = t.switchId(static_cast<fabric::Tier>(row - 1), item);
    return t.switches()[static_cast<std::size_t>(sw)].pod;
  };

  f.m_firstNode.assign(kRows + 1, 0);
  f.m_rowItemOffset.assign(kRows + 1, 0);
  for (int row = 0; row < kRows; ++row) {
    f.m_firstNode[static_cast<std::size_t>(row)] = static_cast<int>(f.nodes.size());
    f.m_rowItemOffset[static_cast<std::size_t>(row) + 1] =
        f.m_rowItemOffset[static_cast<std::size_t>(row)] + items[row];
    const int n = items[row];
    if (n <= maxNodes) {
      for (int i = 0; i < n; ++i) f.nodes.push_back({row, i, 1, -1});
    } else if (f.groupedByPod && row != kCores) {
      for (int i = 0; i < n;) {
        const int pod = podOf(row, i);
        int j = i + 1;
        while (j < n && podOf(row, j) == pod) ++j;
        f.nodes.push_back({row, i, j - i, pod});
        i = j;
      }
    } else {
      // Consecutive items in equal groups; cores follow the pods' group count, so the core row is
      // as wide as the others.
      const int groups = f.groupedByPod ? c.pods : maxNodes;
      const int size = (n + groups - 1) / groups;
      for (int i = 0; i < n; i += size) f.nodes.push_back({row, i, std::min(size, n - i), -1});
    }
  }
  f.m_firstNode[kRows] = static_cast<int>(f.nodes.size());
  f.m_itemNode.assign(static_cast<std::size_t>(f.m_rowItemOffset[kRows]), -1);
  for (std::size_t k = 0; k < f.nodes.size(); ++k) {
    const Node& nd = f.nodes[k];
    for (int i = nd.first; i < nd.first + nd.count; ++i) {
      const auto at =
          static_cast<std::size_t>(f.m_rowItemOffset[static_cast<std::size_t>(nd.row)]) +
          static_cast<std::size_t>(i);
      f.m_itemNode[at] = static_cast<int>(k);
    }
  }

  // Every cable joins the bundle of its two nodes.
  const std::size_t nLinks = t.linkCount();
  const auto& kind = t.linkKind();
  const auto& lower = t.linkLower();
  const auto& upper = t.linkUpper();
  f.linkBundle.assign(nLinks, -1);
  std::unordered_map<long long, int> bundleOf;
  const auto nNodes = static_cast<long long>(f.nodes.size());
  for (std::size_t l = 0; l < nLinks; ++l) {
    const int a = kind[l] == fabric::LinkKind::NicLeaf ? f.nodeOf(kRacks, t.nicRack(lower[l]))
                                                       : f.nodeOfSwitch(lower[l]);
    const int b = f.nodeOfSwitch(upper[l]);
    if (a < 0 || b < 0) continue;
    auto [it, inserted] = bundleOf.try_emplace(a * nNodes + b, static_cast<int>(f.bundles.size()));
    if (inserted) f.bundles.push_back({a, b, {}});
    f.bundles[static_cast<std::size_t>(it->second)].links.push_back(static_cast<int>(l));
    f.linkBundle[l] = it->second;
  }
  return f;
}

int FabricLayout::itemCount(int row) const {
  if (row < 0 || row >= kRows || m_rowItemOffset.empty()) return 0;
  return m_rowItemOffset[static_cast<std::size_t>(row) + 1] -
         m_rowItemOffset[static_cast<std::size_t>(row)];
}

int FabricLayout::nodeCount(int row) const {
  if (row < 0 || row >= kRows || m_firstNode.empty()) return 0;
  return m_firstNode[static_cast<std::size_t>(row) + 1] -
         m_firstNode[static_cast<std::size_t>(row)];
}

int FabricLayout::nodeOf(int row, int item) const {
  if (item < 0 || item >= itemCount(row)) return -1;
  return m_itemNode[static_cast<std::size_t>(m_rowItemOffset[static_cast<std::size_t>(row)]) +
                    static_cast<std::size_t>(item)];
}

int FabricLayout::nodeOfSwitch(int switchId) const {
  if (!topology || switchId < 0 || switchId >= topology->switchCount()) return -1;
  const fabric::SwitchInfo& s = topology->switches()[static_cast<std::size_t>(switchId)];
  return nodeOf(rowOfTier(s.tier), s.index);
}

std::string FabricLayout::itemName(int row, int item) {
  static const char* const kNames[] = {"rack", "leaf", "spine", "core"};
  return std::string(kNames[std::clamp(row, 0, kRows - 1)]) + std::to_string(item + 1);
}

std::string FabricLayout::linkName(int linkId) const {
  if (!topology || linkId < 0 || static_cast<std::size_t>(linkId) >= topology->linkCount())
    return {};
  const fabric::Topology& t = *topology;
  const auto l = static_cast<std::size_t>(linkId);
  auto switchName = [&](int sw) {
    const fabric::SwitchInfo& s = t.switches()[static_cast<std::size_t>(sw)];
    return itemName(rowOfTier(s.tier), s.index);
  };
  if (t.linkKind()[l] == fabric::LinkKind::NicLeaf) {
    const int nic = t.linkLower()[l];
    const int perRack = t.counts().nicsPerRack;
    return itemName(kRacks, nic / perRack) + "/nic" + std::to_string(nic % perRack + 1);
  }
  return switchName(t.linkLower()[l]) + "/" + switchName(t.linkUpper()[l]);
}

}  // namespace podtwin::views
