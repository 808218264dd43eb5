#pragma once
// The rail-optimized fat tree generated from the pod file: NICs, leaves, spines, cores and every
// cable as a link with stable id, endpoints and capacity. Static description only; the live state
// (up flags, loads) lives in FabricSystem. Counts follow the fat-tree formulas and NVIDIA's DGX
// SuperPOD reference architectures (see Topology::build and model/README.md).

#include <cstdint>
#include <span>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace podtwin {}

namespace podtwin::fabric {

struct FabricConfig;
struct FabricPod;

enum class Tier : std::uint8_t { Leaf = 0, Spine = 1, Core = 2 };
enum class LinkKind : std::uint8_t { NicLeaf = 0, LeafSpine = 1, SpineCore = 2 };

/// One switch. `index` counts within its tier (0-based; targets say leaf1 for index 0).
struct SwitchInfo {
  Tier tier = Tier::Leaf;
  int index = 0;
  int pod = 0;    ///< pod (3 tiers) or 0; cores have -1
  int rail = -1;  ///< leaves only
};

struct TopologyCounts {
  int tiers = 2;
  int nics = 0;
  int nicsPerRack = 0;
  int leaves = 0;
  int spines = 0;
  int cores = 0;
  int pods = 1;
  int leafDownPorts = 0;  ///< to NICs
  int leafUpPorts = 0;    ///< to spines
  int spineDownPorts = 0;
  int spineUpPorts = 0;  ///< to cores (3 tiers), else 0
  int nicLeafCables = 0;
  int leafSpineCables = 0;
  int spineCoreCables = 0;
  int cablesPerLeafSpinePair = 0;  ///< in a full pod (0 if uneven)
  long long maxEndpoints = 0;      ///< of a fabric with this radix and tier count
  int totalSwitches() const { return leaves + spines + cores; }
  int totalCables() const { return nicLeafCables + leafSpineCables + spineCoreCables; }
};

/// A run of consecutive link ids.
struct LinkRange {
  int first = 0;
  int count = 0;
};

/// The fabric parameters cannot form a fat tree for the rack count. `field` is the pod file's field
/// to change as a path from the root ("fabric/rails", "racks/count"), so a loader can report it
/// like any other bad value.
class FabricPlanError : public std::invalid_argument {
 public:
  FabricPlanError(std::string field, const std::string& reason)
      : std::invalid_argument("fabric: /" + field + ": " + reason),
        m_field(std::move(field)),
        m_reason(reason) {}
  const std::string& field() const { return m_field; }
  const std::string& reason() const { return m_reason; }

 private:
  std::string m_field;
  std::string m_reason;
};

class Topology {
 public:
  /// Generates the fabric for `racks` racks; throws FabricPlanError if the parameters cannot form
  /// a fat tree (too many NICs for the radix, rails that do not fit a leaf).
  static Topology build(const FabricConfig& cfg, int racks, int gpusPerRack,
                        int computeTraysPerRack);
  static Topology build(const FabricPod& pod);
  /// The counts build() would produce, without generating switches and links (microseconds even
  /// for a campus); throws like build().
  static TopologyCounts countsFor(const FabricConfig& cfg, int racks, int gpusPerRack,
                                  int computeTraysPerRack);

  const TopologyCounts& counts() const { return m_counts; }
  const std::vector<SwitchInfo>& switches() const { return m_switches; }
  int switchCount() const { return static_cast<int>(m_switches.size()); }
  /// Switch id of the `index`-th (0-based) switch of a tier, or -1.
  int switchId(Tier tier, int index) const;
  int firstSwitch(Tier tier) const;
  /// First spine id of a pod and the number of spines in it.
  int podFirstSpine(int pod) const { return m_podFirstSpine[static_cast<std::size_t>(pod)]; }
  /// Leaves per pod (all leaves in two tiers); pod p holds leaves [p · this, (p + 1) · this).
  int leavesPerPod() const { return m_leavesPerPod; }
  int podSpineCount(int pod) const {
    return m_podFirstSpine[static_cast<std::size_t>(pod) + 1] -
           m_podFirstSpine[static_cast<std::size_t>(pod)];
  }

  // --- links (id = position in these arrays; NIC links first, id = NIC index) ---
  std::size_t linkCount() const { return m_linkKind.size(); }
  /// Lower end: the NIC index for NicLeaf links, else a switch id.
  const std::vector<int>& linkLower() const { return m_linkLower; }
  /// Upper end: always a switch id.
  const std::vector<int>& linkUpper() const { return m_linkUpper; }
  const std::vector<LinkKind>& linkKind() const { return m_linkKind; }
  const std::vector<double>& linkCapacityGbps() const { return m_linkCapGbps; }

  // --- NICs (global index = rack · nicsPerRack + local) ---
  int nicRack(int nic) const { return nic / m_counts.nicsPerRack; }
  int nicRail(int nic) const { return (nic % m_counts.nicsPerRack) % m_rails; }
  int nicLeaf(int nic) const { return m_nicLeaf[static_cast<std::size_t>(nic)]; }
  int nicsPerTray() const { return m_nicsPerTray; }
  int rails() const { return m_rails; }
  /// Leaves (switch ids) that serve a rack's NICs, ascending.
  std::span<const int> rackLeaves(int rack) const;

  // --- adjacency (link ids) ---
  /// Up links of a switch (leaf → spine, spine → core): ids [first, first + count).
  LinkRange upLinks(int sw) const {
    const auto s = static_cast<std::size_t>(sw);
    return {m_upBegin[s], m_upCount[s]};
  }
  /// Down links of a switch sorted by their lower end (NICs for leaves, switch ids otherwise).
  std::span<const int> downLinks(int sw) const;
  /// Down links of `sw` whose lower end lies in [lowerFirst, lowerLast].
  std::span<const int> downLinksTo(int sw, int lowerFirst, int lowerLast) const;

 private:
  TopologyCounts m_counts;
  int m_rails = 1;
  int m_leavesPerPod = 1;
  int m_nicsPerTray = 1;
  std::vector<SwitchInfo> m_switches;
  std::vector<int> m_podFirstSpine;  ///< pods + 1 entries (switch ids)
  std::vector<int> m_linkLower, m_linkUpper;
  std::vector<LinkKind> m_linkKind;
  std::vector<double> m_linkCapGbps;
  std::vector<int> m_nicLeaf;
  std::vector<int> m_upBegin;  ///< per switch: first up link id (contiguous), plus count
  std::vector<int> m_upCount;
  std::vector<int> m_downOffset;  ///< CSR over m_downLinks, switches + 1 entries
  std::vector<int> m_downLinks;
  std::vector<int> m_rackLeafOffset;  ///< CSR over m_rackLeaves
  std::vector<int> m_rackLeaves;
};

/// Smallest divisor of `n` that is at least `atLeast` (n itself if none smaller). NVIDIA's RAs
/// pick spine counts this way so every leaf has the same number of cables to every spine.
int smallestDivisorAtLeast(int n, int atLeast);

}  // namespace podtwin::fabric
