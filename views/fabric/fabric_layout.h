#pragma once
// FabricLayout: what the fabric view draws, built from the model's fabric::Topology. Four rows
// (racks with their NICs, leaves, spines, cores); each row holds nodes — one switch or rack, or a
// group of them when a row has more items than fit (grouped by fabric pod on a three-tier campus).
// Every cable between two nodes belongs to one bundle, drawn as one line; a bundle lists the
// topology link ids it carries, which index Snapshot::links directly.

#include <memory>
#include <string>
#include <vector>

#include "config/pod_config.h"
#include "fabric/topology.h"

namespace podtwin::views {

struct FabricLayout {
  enum Row : int { kRacks = 0, kLeaves = 1, kSpines = 2, kCores = 3 };
  static constexpr int kRows = 4;
  /// Beyond this many items a row is drawn as groups.
  static constexpr int kMaxNodesPerRow = 32;

  struct Node {
    int row = kRacks;
    int first = 0;  ///< first item (0-based rack, or index within the switch tier)
    int count = 1;  ///< items in the node (1 = drawn on its own)
    int pod = -1;   ///< the fabric pod of a node grouped by pod, else -1
  };
  struct Bundle {
    int lower = 0;           ///< node index (lower row)
    int upper = 0;           ///< node index (upper row)
    std::vector<int> links;  ///< topology link ids, ascending
  };

  std::shared_ptr<const fabric::Topology> topology;
  std::vector<Node> nodes;      ///< row by row, items ascending
  std::vector<Bundle> bundles;  ///< NIC bundles first, then leaf–spine, then spine–core
  std::vector<int> linkBundle;  ///< topology link id → bundle
  int racks = 0;
  bool groupedByPod = false;  ///< rows with too many items are grouped by fabric pod

  /// Builds the layout of a pod's fabric (throws fabric::FabricPlanError like Topology::build).
  static FabricLayout fromPod(const PodConfig& pod, int maxNodesPerRow = kMaxNodesPerRow);
  static FabricLayout fromTopology(std::shared_ptr<const fabric::Topology> topo, int racks,
                                   int maxNodesPerRow = kMaxNodesPerRow);

  /// Items in a row (racks, leaves, spines, cores).
  int itemCount(int row) const;
  /// Nodes drawn in a row.
  int nodeCount(int row) const;
  /// The node that holds an item of a row, or -1.
  int nodeOf(int row, int item) const;
  /// The node that holds a topology switch id, or -1.
  int nodeOfSwitch(int switchId) const;
  /// Target name of an item: "rack9", "leaf3", "spine5", "core1".
  static std::string itemName(int row, int item);
  /// Target name of a topology link: "rack9/nic3" for a NIC cable, else "leaf2/spine5" or
  /// "spine4/core7".
  std::string linkName(int linkId) const;
  int tierCount() const { return topology ? topology->counts().tiers : 0; }

 private:
  std::vector<int> m_firstNode;  ///< per row: index of its first node; kRows + 1 entries
  std::vector<int> m_itemNode;   ///< per row offset + item → node
  std::vector<int> m_rowItemOffset;
};

}  // namespace podtwin::views
