#pragma once
// The live state of one fabric object named by a target — a switch ("leaf3"), the cables between
// two switches ("leaf1/spine1"), or one NIC's cable ("rack9/nic3") — read from the topology and a
// snapshot: whether it is down, how many of its cables are down, and what it carries.

#include <string>

#include "fabric/topology.h"
#include "sim/snapshot.h"

namespace podtwin::views {

struct FabricObjectState {
  enum class Kind { None, Switch, Cables, Nic };
  Kind kind = Kind::None;
  fabric::Tier tier = fabric::Tier::Leaf;  ///< switches: their tier
  bool switchDown = false;    ///< a switch that has failed itself (Snapshot::switchesUp)
  int cables = 0;             ///< a switch's cables (down and up), a bundle's, or 1 for a NIC
  int cablesDown = 0;         ///< of those, not usable (cable, NIC or a switch at either end down)
  double capacityGbps = 0.0;  ///< summed over the cables that are up
  double carriedGbps = 0.0;   ///< utilisation × capacity, summed over the cables that are up
  double maxUtilisation = 0.0;
  int pod = -1;   ///< the fabric pod of a leaf or spine (three tiers), else -1
  int rail = -1;  ///< leaves and NICs: the rail
  int racksFirst = -1, racksLast = -1;  ///< leaves: the racks whose NICs it serves (0-based)
  int peerSwitch = -1;                  ///< NICs: the leaf's switch id; bundles: -1
  bool down() const { return switchDown || (cables > 0 && cablesDown == cables); }
};

/// The state of `target` ("leaf3", "leaf1/spine1", "spine2/core5", "rack9/nic3") or kind None when
/// the target does not name a fabric object of this topology.
FabricObjectState fabricObjectState(const fabric::Topology& topo, const std::string& target,
                                    const Snapshot& s);

}  // namespace podtwin::views
