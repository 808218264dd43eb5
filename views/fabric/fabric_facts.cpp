#include "fabric/fabric_facts.h"

#include <algorithm>
#include <cmath>

#include "scenario/target.h"

namespace podtwin::views {

namespace {

bool tierOf(const std::string& kind, fabric::Tier& out) {
  if (kind == "leaf")
    out = fabric::Tier::Leaf;
  else if (kind == "spine")
    out = fabric::Tier::Spine;
  else if (kind == "core")
    out = fabric::Tier::Core;
  else
    return false;
  return true;
}

/// Adds one cable's live state to `st`.
void addCable(const fabric::Topology& topo, int link, const Snapshot& s, FabricObjectState& st) {
  const auto l = static_cast<std::size_t>(link);
  ++st.cables;
  const bool have = l < s.links.size();
  if (have && !s.links[l].up) {
    ++st.cablesDown;
    return;
  }
  double u = have ? static_cast<double>(s.links[l].utilisation) : 0.0;
  if (!std::isfinite(u) || u < 0.0) u = 0.0;
  const double cap = topo.linkCapacityGbps()[l];
  st.capacityGbps += cap;
  st.carriedGbps += u * cap;
  st.maxUtilisation = std::max(st.maxUtilisation, u);
}

}  // namespace

FabricObjectState fabricObjectState(const fabric::Topology& topo, const std::string& target,
                                    const Snapshot& s) {
  FabricObjectState st;
  const auto t = parseTarget(target);
  if (!t || t->segments.empty()) return st;
  const fabric::TopologyCounts& c = topo.counts();

  if (t->is("rack", "nic")) {
    const int rack = t->index(0) - 1;
    const int local = t->index(1) - 1;
    if (rack < 0 || local < 0 || local >= c.nicsPerRack || (rack + 1) * c.nicsPerRack > c.nics) {
      return st;
    }
    const int nic = rack * c.nicsPerRack + local;  // the NIC cable's link id is the NIC index
    st.kind = FabricObjectState::Kind::Nic;
    st.rail = topo.nicRail(nic);
    st.peerSwitch = topo.nicLeaf(nic);
    addCable(topo, nic, s, st);
    return st;
  }

  fabric::Tier lowTier{};
  if (!tierOf(t->segments[0].kind, lowTier)) return st;
  const int a = topo.switchId(lowTier, t->index(0) - 1);
  if (a < 0) return st;
  const fabric::SwitchInfo& info = topo.switches()[static_cast<std::size_t>(a)];

  if (t->segments.size() == 2) {
    fabric::Tier highTier{};
    if (!tierOf(t->segments[1].kind, highTier)) return st;
    const int b = topo.switchId(highTier, t->index(1) - 1);
    if (b < 0) return st;
    st.kind = FabricObjectState::Kind::Cables;
    for (int l : topo.downLinksTo(b, a, a)) addCable(topo, l, s, st);
    if (st.cables == 0) st.kind = FabricObjectState::Kind::None;  // not cabled to each other
    return st;
  }
  if (t->segments.size() != 1) return st;

  st.kind = FabricObjectState::Kind::Switch;
  st.tier = info.tier;
  st.pod = c.tiers == 3 ? info.pod : -1;
  st.switchDown = static_cast<std::size_t>(a) < s.switchesUp.size() &&
                  s.switchesUp[static_cast<std::size_t>(a)] == 0;
  const fabric::LinkRange up = topo.upLinks(a);
  for (int l = up.first; l < up.first + up.count; ++l) addCable(topo, l, s, st);
  for (int l : topo.downLinks(a)) addCable(topo, l, s, st);
  if (info.tier == fabric::Tier::Leaf) {
    st.rail = info.rail;
    const auto down = topo.downLinks(a);
    if (!down.empty()) {
      st.racksFirst = topo.nicRack(topo.linkLower()[static_cast<std::size_t>(down.front())]);
      st.racksLast = topo.nicRack(topo.linkLower()[static_cast<std::size_t>(down.back())]);
    }
  }
  return st;
}

}  // namespace podtwin::views
