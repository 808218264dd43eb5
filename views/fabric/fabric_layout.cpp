#include "fabric/fabric_layout.h"

#include <algorithm>

namespace podtwin::views {

std::string FabricLayout::switchName(int s) const {
  if (s < 0 || static_cast<std::size_t>(s) >= switches.size()) return {};
  static const char* const kNames[] = {"leaf", "spine", "core"};
  const Switch& sw = switches[s];
  return std::string(kNames[std::clamp(sw.tier, 0, 2)]) + std::to_string(sw.index + 1);
}

std::string FabricLayout::linkName(int linkId) const {
  if (linkId < 0 || static_cast<std::size_t>(linkId) >= links.size()) return {};
  const Link& l = links[linkId];
  int lo = l.a, hi = l.b;
  if (switches[lo].tier > switches[hi].tier) std::swap(lo, hi);
  return switchName(lo) + "/" + switchName(hi);
}

int FabricLayout::tierCount() const {
  int t = 0;
  for (const auto& s : switches) t = std::max(t, s.tier + 1);
  return t;
}

int FabricLayout::countInTier(int tier) const {
  return static_cast<int>(std::count_if(switches.begin(), switches.end(),
                                        [tier](const Switch& s) { return s.tier == tier; }));
}

FabricLayout FabricLayout::placeholderFor(const PodConfig& pod) {
  FabricLayout f;
  const int radix = std::max(4, pod.fabric.switchRadix);
  const int half = radix / 2;
  const long gpus = std::max(1L, static_cast<long>(pod.racks.count) * pod.racks.gpusPerRack);
  const int leaves = static_cast<int>((gpus + half - 1) / half);
  auto add = [&](int tier, int n) {
    const int first = static_cast<int>(f.switches.size());
    for (int i = 0; i < n; ++i) f.switches.push_back({tier, i});
    return first;
  };
  const int leaf0 = add(kLeaf, leaves);
  if (leaves <= radix) {
    // Two tiers: every leaf spreads its `half` uplinks evenly over all spines.
    const int spines = std::max(1, (leaves + 1) / 2);
    const int spine0 = add(kSpine, spines);
    for (int l = 0; l < leaves; ++l) {
      for (int u = 0; u < half; ++u) {
        f.links.push_back({leaf0 + l, spine0 + u % spines});
      }
    }
    return f;
  }
  // Three tiers: pods of `half` leaves and `half` spines; each spine's `half` uplinks round-robin
  // over the cores.
  const int pods = (leaves + half - 1) / half;
  const int spines = pods * half;
  const int cores = std::max(1, (spines * half + radix - 1) / radix);
  const int spine0 = add(kSpine, spines);
  const int core0 = add(kCore, cores);
  for (int l = 0; l < leaves; ++l) {
    const int podIndex = l / half;
    for (int u = 0; u < half; ++u) f.links.push_back({leaf0 + l, spine0 + podIndex * half + u});
  }
  for (int s = 0; s < spines; ++s) {
    for (int u = 0; u < half; ++u) {
      f.links.push_back(
          {spine0 + s, core0 + static_cast<int>((static_cast<long>(s) * half + u) % cores)});
    }
  }
  return f;
}

}  // namespace podtwin::views
