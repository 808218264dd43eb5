#include "fabric/routing.h"

#include <algorithm>
#include <tuple>

namespace podtwin::fabric {

std::uint64_t hashFlow(std::uint64_t key, std::uint64_t seed, int hop) {
  std::uint64_t z = key ^ (seed * 0x9E3779B97F4A7C15ull) ^
                    (static_cast<std::uint64_t>(hop + 1) * 0xD1B54A32D192ED03ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

Router::Router(const Topology& topo) : m_topo(&topo) {
  const auto n = static_cast<std::size_t>(topo.switchCount());
  m_spineHasUp.assign(n, 0);
  m_slot.assign(n, -1);
  m_coreStamp.assign(n, 0);
  m_coreOk.assign(n, 0);
  m_rootStamp.assign(n, 0);
  m_rootFirst.assign(n, 0);
  m_rootCount.assign(n, 0);
}

int Router::spineToLeaf(int spine, int leaf) const {
  const auto& sws = m_topo->switches();
  const int pod = sws[static_cast<std::size_t>(spine)].pod;
  const int lpp = m_topo->leavesPerPod();
  const int local = leaf - pod * lpp;
  if (local < 0 || local >= lpp) return 0;
  const auto s = static_cast<std::size_t>(spine - m_topo->firstSwitch(Tier::Spine));
  return m_spineLeafLive[s * static_cast<std::size_t>(lpp) + static_cast<std::size_t>(local)];
}

bool Router::coreReaches(int core, int dstLeaf, std::span<const std::uint8_t> live) {
  const auto c = static_cast<std::size_t>(core);
  if (m_coreStamp[c] == m_stamp) return m_coreOk[c] != 0;
  const int pod = m_topo->switches()[static_cast<std::size_t>(dstLeaf)].pod;
  const int first = m_topo->podFirstSpine(pod);
  const int last = first + m_topo->podSpineCount(pod) - 1;
  bool ok = false;
  const auto& lower = m_topo->linkLower();
  for (int l : m_topo->downLinksTo(core, first, last)) {
    if (live[static_cast<std::size_t>(l)] &&
        spineToLeaf(lower[static_cast<std::size_t>(l)], dstLeaf) > 0) {
      ok = true;
      break;
    }
  }
  m_coreStamp[c] = m_stamp;
  m_coreOk[c] = ok ? 1 : 0;
  return ok;
}

void Router::accumulate(std::vector<Hop>& list, int sw, double amount) {
  int& slot = m_slot[static_cast<std::size_t>(sw)];
  if (slot < 0) {
    slot = static_cast<int>(list.size());
    list.push_back({sw, amount});
  } else {
    list[static_cast<std::size_t>(slot)].amount += amount;
  }
}

bool Router::downToLeaf(int sw, int leaf, double amount, std::uint64_t h,
                        std::span<const std::uint8_t> live, RoutingMode mode, LinkLoad& load) {
  auto links = m_topo->downLinksTo(sw, leaf, leaf);
  int n = 0;
  for (int l : links) n += live[static_cast<std::size_t>(l)];
  if (n == 0) return false;
  int pick = mode == RoutingMode::Ecmp ? static_cast<int>(h % static_cast<std::uint64_t>(n)) : -1;
  for (int l : links) {
    const auto li = static_cast<std::size_t>(l);
    if (!live[li]) continue;
    if (pick < 0) {
      load.down[li] += amount / n;
    } else if (pick-- == 0) {
      load.down[li] += amount;
      break;
    }
  }
  return true;
}

double Router::routeLeafToLeaf(const Flow& f, std::span<const std::uint8_t> live, RoutingMode mode,
                               std::uint64_t seed, LinkLoad& load) {
  const auto& sws = m_topo->switches();
  const auto& upper = m_topo->linkUpper();
  const int srcPod = sws[static_cast<std::size_t>(f.srcLeaf)].pod;
  const int dstPod = sws[static_cast<std::size_t>(f.dstLeaf)].pod;
  const bool samePod = srcPod == dstPod;
  ++m_stamp;
  // Usable uplinks: the spine must still reach the destination (subnet manager reroutes).
  m_candidates.clear();
  const LinkRange up = m_topo->upLinks(f.srcLeaf);
  for (int l = up.first; l < up.first + up.count; ++l) {
    const auto li = static_cast<std::size_t>(l);
    if (!live[li]) continue;
    const int s = upper[li];
    if (samePod ? spineToLeaf(s, f.dstLeaf) > 0 : m_spineHasUp[static_cast<std::size_t>(s)] != 0) {
      m_candidates.push_back(l);
    }
  }
  if (m_candidates.empty()) return f.demand;
  const auto nc = static_cast<std::uint64_t>(m_candidates.size());

  if (mode == RoutingMode::Ecmp) {
    const int l = m_candidates[hashFlow(f.key, seed, 0) % nc];
    load.up[static_cast<std::size_t>(l)] += f.demand;
    const int s = upper[static_cast<std::size_t>(l)];
    if (samePod) {
      return downToLeaf(s, f.dstLeaf, f.demand, hashFlow(f.key, seed, 3), live, mode, load)
                 ? 0.0
                 : f.demand;
    }
    m_candidates.clear();
    const LinkRange cu = m_topo->upLinks(s);
    for (int c = cu.first; c < cu.first + cu.count; ++c) {
      const auto ci = static_cast<std::size_t>(c);
      if (live[ci] && coreReaches(upper[ci], f.dstLeaf, live)) m_candidates.push_back(c);
    }
    if (m_candidates.empty()) return f.demand;
    const int cl = m_candidates[hashFlow(f.key, seed, 1) % m_candidates.size()];
    load.up[static_cast<std::size_t>(cl)] += f.demand;
    const int core = upper[static_cast<std::size_t>(cl)];
    const int first = m_topo->podFirstSpine(dstPod);
    const int last = first + m_topo->podSpineCount(dstPod) - 1;
    m_candidates.clear();
    for (int d : m_topo->downLinksTo(core, first, last)) {
      const auto di = static_cast<std::size_t>(d);
      if (live[di] && spineToLeaf(m_topo->linkLower()[di], f.dstLeaf) > 0) {
        m_candidates.push_back(d);
      }
    }
    if (m_candidates.empty()) return f.demand;
    const int dl = m_candidates[hashFlow(f.key, seed, 2) % m_candidates.size()];
    load.down[static_cast<std::size_t>(dl)] += f.demand;
    return downToLeaf(m_topo->linkLower()[static_cast<std::size_t>(dl)], f.dstLeaf, f.demand,
                      hashFlow(f.key, seed, 3), live, mode, load)
               ? 0.0
               : f.demand;
  }

  // Adaptive: even split at every hop, merged per switch so a tier is visited once.
  double lost = 0.0;
  const double share = f.demand / static_cast<double>(nc);
  m_spines.clear();
  for (int l : m_candidates) {
    load.up[static_cast<std::size_t>(l)] += share;
    const int s = upper[static_cast<std::size_t>(l)];
    if (samePod) {
      if (!downToLeaf(s, f.dstLeaf, share, 0, live, mode, load)) lost += share;
    } else {
      accumulate(m_spines, s, share);
    }
  }
  if (samePod) return lost;
  for (const Hop& h : m_spines) m_slot[static_cast<std::size_t>(h.sw)] = -1;
  m_cores.clear();
  for (const Hop& h : m_spines) {
    m_candidates.clear();
    const LinkRange cu = m_topo->upLinks(h.sw);
    for (int c = cu.first; c < cu.first + cu.count; ++c) {
      const auto ci = static_cast<std::size_t>(c);
      if (live[ci] && coreReaches(upper[ci], f.dstLeaf, live)) m_candidates.push_back(c);
    }
    if (m_candidates.empty()) {
      lost += h.amount;
      continue;
    }
    const double s2 = h.amount / static_cast<double>(m_candidates.size());
    for (int c : m_candidates) {
      load.up[static_cast<std::size_t>(c)] += s2;
      accumulate(m_cores, upper[static_cast<std::size_t>(c)], s2);
    }
  }
  for (const Hop& h : m_cores) m_slot[static_cast<std::size_t>(h.sw)] = -1;
  const int first = m_topo->podFirstSpine(dstPod);
  const int last = first + m_topo->podSpineCount(dstPod) - 1;
  m_spinesIn.clear();
  for (const Hop& h : m_cores) {
    m_candidates.clear();
    for (int d : m_topo->downLinksTo(h.sw, first, last)) {
      const auto di = static_cast<std::size_t>(d);
      if (live[di] && spineToLeaf(m_topo->linkLower()[di], f.dstLeaf) > 0) {
        m_candidates.push_back(d);
      }
    }
    if (m_candidates.empty()) {
      lost += h.amount;
      continue;
    }
    const double s3 = h.amount / static_cast<double>(m_candidates.size());
    for (int d : m_candidates) {
      load.down[static_cast<std::size_t>(d)] += s3;
      accumulate(m_spinesIn, m_topo->linkLower()[static_cast<std::size_t>(d)], s3);
    }
  }
  for (const Hop& h : m_spinesIn) {
    m_slot[static_cast<std::size_t>(h.sw)] = -1;
    if (!downToLeaf(h.sw, f.dstLeaf, h.amount, 0, live, mode, load)) lost += h.amount;
  }
  return lost;
}

double Router::routeToRoot(const Flow& f, std::span<const std::uint8_t> live, RoutingMode mode,
                           std::uint64_t seed, LinkLoad& load) {
  const auto& upper = m_topo->linkUpper();
  const bool rootIsCore = m_topo->switches()[static_cast<std::size_t>(f.root)].tier == Tier::Core;
  // Live links from a spine to the root, cached per spine while consecutive flows share a root
  // (flows come group by group, and a group has one root).
  if (f.root != m_cachedRoot) {
    m_cachedRoot = f.root;
    ++m_rootGen;
  }
  auto linksTo = [&](int sw, std::vector<int>& out) {
    const auto s = static_cast<std::size_t>(sw);
    if (m_rootStamp[s] != m_rootGen) {
      m_rootStamp[s] = m_rootGen;
      m_rootFirst[s] = static_cast<int>(m_rootLinks.size());
      const LinkRange r = m_topo->upLinks(sw);
      for (int l = r.first; l < r.first + r.count; ++l) {
        const auto li = static_cast<std::size_t>(l);
        if (live[li] && upper[li] == f.root) m_rootLinks.push_back(l);
      }
      m_rootCount[s] = static_cast<int>(m_rootLinks.size()) - m_rootFirst[s];
    }
    out.assign(m_rootLinks.begin() + m_rootFirst[s],
               m_rootLinks.begin() + m_rootFirst[s] + m_rootCount[s]);
  };
  // A SHARP tree is static: ECMP-style hashing picks its links in both modes unless adaptive
  // routing may spread the (reduction) stream.
  m_candidates.clear();
  const LinkRange up = m_topo->upLinks(f.srcLeaf);
  std::vector<int>& second = m_second;
  for (int l = up.first; l < up.first + up.count; ++l) {
    const auto li = static_cast<std::size_t>(l);
    if (!live[li]) continue;
    if (!rootIsCore) {
      if (upper[li] == f.root) m_candidates.push_back(l);
    } else {
      linksTo(upper[li], second);
      if (!second.empty()) m_candidates.push_back(l);
    }
  }
  if (m_candidates.empty()) return f.demand;
  auto place = [&](int l, double amount) {
    load.up[static_cast<std::size_t>(l)] += amount;
    load.down[static_cast<std::size_t>(l)] += amount;
  };
  const auto nc = m_candidates.size();
  m_first = m_candidates;
  const std::vector<int>& first = m_first;
  for (std::size_t i = 0; i < nc; ++i) {
    if (mode == RoutingMode::Ecmp && i != hashFlow(f.key, seed, 0) % nc) continue;
    const double amount = mode == RoutingMode::Ecmp ? f.demand : f.demand / static_cast<double>(nc);
    place(first[i], amount);
    if (!rootIsCore) continue;
    linksTo(upper[static_cast<std::size_t>(first[i])], second);
    if (mode == RoutingMode::Ecmp) {
      place(second[hashFlow(f.key, seed, 1) % second.size()], amount);
    } else {
      for (int l : second) place(l, amount / static_cast<double>(second.size()));
    }
  }
  return 0.0;
}

double Router::route(std::span<const Flow> flows, std::span<const std::uint8_t> live,
                     RoutingMode mode, std::uint64_t seed, LinkLoad& load) {
  // Which spines still have a live core link (three tiers).
  const auto& sws = m_topo->switches();
  for (std::size_t s = 0; s < sws.size(); ++s) {
    m_spineHasUp[s] = 0;
    if (sws[s].tier != Tier::Spine) continue;
    const LinkRange r = m_topo->upLinks(static_cast<int>(s));
    for (int l = r.first; l < r.first + r.count; ++l) {
      if (live[static_cast<std::size_t>(l)]) {
        m_spineHasUp[s] = 1;
        break;
      }
    }
  }
  // Root-link cache entries are valid for one call only (the live set may change between calls).
  m_cachedRoot = -1;
  m_rootLinks.clear();
  // Live cables per (spine, leaf of its pod): the reachability test every hop asks.
  const int lpp = m_topo->leavesPerPod();
  const int firstSpine = m_topo->firstSwitch(Tier::Spine);
  m_spineLeafLive.assign(
      static_cast<std::size_t>(m_topo->counts().spines) * static_cast<std::size_t>(lpp), 0);
  const auto& kind = m_topo->linkKind();
  const auto& lower = m_topo->linkLower();
  const auto& upper = m_topo->linkUpper();
  for (std::size_t l = 0; l < kind.size(); ++l) {
    if (kind[l] != LinkKind::LeafSpine || !live[l]) continue;
    const int leaf = lower[l];
    const int local = leaf - sws[static_cast<std::size_t>(leaf)].pod * lpp;
    const auto s = static_cast<std::size_t>(upper[l] - firstSpine);
    ++m_spineLeafLive[s * static_cast<std::size_t>(lpp) + static_cast<std::size_t>(local)];
  }
  // Adaptive splitting is linear in the demand, so flows between the same ends are merged first
  // (the 9 ring flows that leave a leaf for the next block become one).
  std::span<const Flow> work = flows;
  if (mode == RoutingMode::Adaptive) {
    m_merged.assign(flows.begin(), flows.end());
    auto ends = [](const Flow& a) { return std::tuple(a.srcLeaf, a.dstLeaf, a.root); };
    std::stable_sort(m_merged.begin(), m_merged.end(),
                     [&](const Flow& a, const Flow& b) { return ends(a) < ends(b); });
    std::size_t out = 0;
    for (const Flow& f : m_merged) {  // writes land at index out <= the one being read
      if (out > 0 && ends(m_merged[out - 1]) == ends(f)) {
        m_merged[out - 1].demand += f.demand;
      } else {
        m_merged[out++] = f;
      }
    }
    m_merged.resize(out);
    work = m_merged;
  }
  double lost = 0.0;
  for (const Flow& f : work) {
    if (f.demand <= 0.0) continue;
    if (f.dstLeaf < 0) {
      lost += routeToRoot(f, live, mode, seed, load);
    } else if (f.dstLeaf != f.srcLeaf) {
      lost += routeLeafToLeaf(f, live, mode, seed, load);
    }
  }
  return lost;
}

}  // namespace podtwin::fabric
