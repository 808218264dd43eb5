#pragma once
// FabricLayout: the static shape of the InfiniBand fat tree as the fabric view draws it.
// placeholderFor() sizes a two-tier rail-optimized fat tree from the pod. Link i here is
// Snapshot::links[i] unless it names another index (snapshotIndex).

#include <string>
#include <vector>

#include "config/pod_config.h"

namespace podtwin::views {

struct FabricLayout {
  enum Tier : int { kLeaf = 0, kSpine = 1, kCore = 2 };
  struct Switch {
    int tier = kLeaf;  ///< 0 leaf, 1 spine, 2 core
    int index = 0;     ///< 0-based within its tier (target "leaf<index+1>")
  };
  struct Link {
    int a = 0;  ///< switch index (lower tier)
    int b = 0;  ///< switch index (upper tier)
    /// Index into Snapshot::links; -1 = this link's position in `links`. The model's topology
    /// numbers NIC→leaf cables first, so a layout of switch-to-switch links sets this to the
    /// topology link id.
    int snapshotIndex = -1;
  };
  std::vector<Switch> switches;
  std::vector<Link> links;  ///< parallel links repeat the same (a, b)

  /// Target name of a switch: "leaf3", "spine5", "core1".
  std::string switchName(int s) const;
  /// Target name of a link: "leaf2/spine5" (lower tier first).
  std::string linkName(int linkId) const;
  int tierCount() const;
  int countInTier(int tier) const;

  /// Placeholder until model/fabric exposes its topology: one 800G NIC per GPU, leaves with
  /// radix/2 ports down and radix/2 up, spines sized for 1:1, parallel leaf–spine links spread
  /// evenly (NVIDIA DGX SuperPOD RA, rail-optimized non-blocking fat tree).
  static FabricLayout placeholderFor(const PodConfig& pod);
};

}  // namespace podtwin::views
