#include "fabric/fabric_system.h"

#include <spdlog/fmt/fmt.h>
#include <spdlog/spdlog.h>

#include <algorithm>
#include <cmath>
#include <limits>

#include "fabric/traffic.h"

namespace podtwin::fabric {

namespace {

std::string fmtMs(double s) {
  return fmt::format("{:.2f} ms", s * 1e3);
}

}  // namespace

FabricSystem::FabricSystem(const FabricPod& pod, std::uint64_t seed)
    : m_pod(pod), m_seed(seed), m_topo(Topology::build(pod)), m_router(m_topo) {
  m_cableUp.assign(m_topo.linkCount(), 1);
  m_live.assign(m_topo.linkCount(), 1);
  m_switchUp.assign(static_cast<std::size_t>(m_topo.switchCount()), 1);
  m_nicUp.assign(static_cast<std::size_t>(m_topo.counts().nics), 1);
  m_sharp = pod.fabric.sharpEnabled;
  m_mode = pod.fabric.adaptive() ? RoutingMode::Adaptive : RoutingMode::Ecmp;
  m_gradBytes =
      pod.modelParams * pod.fabric.gradientBytesPerParam / std::max(1, pod.racks.gpusPerRack);
  m_rackUtil.assign(static_cast<std::size_t>(pod.racks.count), 0.0f);
  m_linkUtil.assign(m_topo.linkCount(), 0.0);
  // Routing waits for the first update(): Simulation::countsFor builds a FabricSystem only to
  // count switches, and routing a 73,728-GPU campus takes a few hundred milliseconds.
}

CollectiveLink FabricSystem::collectiveLink(double bottleneck) const {
  const auto& f = m_pod.fabric;
  CollectiveLink l;
  l.busBwBytesPerS = f.nicGbps * 1e9 / 8.0 * f.busBwEfficiency;
  l.stepLatencyS = f.stepLatencyS;
  l.hopLatencyS = f.hopLatencyS;
  l.tiers = m_topo.counts().tiers;
  l.bottleneck = bottleneck;
  return l;
}

void FabricSystem::recompute(double tS, EventLog& log) {
  const auto& f = m_pod.fabric;
  const int gpusPerRack = m_pod.racks.gpusPerRack;
  const int ranks = m_pod.racks.count;
  const auto& kind = m_topo.linkKind();
  const auto& lower = m_topo.linkLower();
  const auto& upper = m_topo.linkUpper();
  const std::size_t nLinks = m_topo.linkCount();

  m_linksDown = 0;
  for (std::size_t l = 0; l < nLinks; ++l) {
    const bool lowerUp = kind[l] == LinkKind::NicLeaf
                             ? m_nicUp[static_cast<std::size_t>(lower[l])] != 0
                             : m_switchUp[static_cast<std::size_t>(lower[l])] != 0;
    m_live[l] = m_cableUp[l] && lowerUp && m_switchUp[static_cast<std::size_t>(upper[l])] ? 1 : 0;
    m_linksDown += m_live[l] ? 0 : 1;
  }
  m_switchesDown = static_cast<int>(std::count(m_switchUp.begin(), m_switchUp.end(), 0));
  const std::span<const std::uint8_t> nicUsable(m_live.data(),
                                                static_cast<std::size_t>(m_topo.counts().nics));
  const std::vector<int> gpuNic = gpuNics(m_topo, gpusPerRack, nicUsable);
  const bool wasPartitioned = m_partitioned;
  m_partitioned =
      ranks > 1 && std::any_of(gpuNic.begin(), gpuNic.end(), [](int n) { return n < 0; });

  // Ring (and tree, which we let share the ring's links) for the gradient all-reduce.
  m_flows.clear();
  m_ringLoad.reset(nLinks);
  addRingTraffic(m_topo, gpuNic, gpusPerRack, f.flowsPerConnection, m_flows, m_ringLoad);
  const double lostRing = m_router.route(m_flows, m_live, m_mode, m_seed, m_ringLoad);
  m_ringPeak = peakUtilisation(m_topo, m_ringLoad, f.nicGbps, m_background);

  bool sharpOk = false;
  m_sharpPeak = 0.0;
  if (m_sharp) {
    m_flows.clear();
    m_sharpLoad.reset(nLinks);
    addSharpTraffic(m_topo, gpuNic, gpusPerRack, m_switchUp, m_flows, m_sharpLoad);
    const double lost = m_router.route(m_flows, m_live, m_mode, m_seed, m_sharpLoad);
    sharpOk = lost <= 0.0;
    m_sharpPeak = peakUtilisation(m_topo, m_sharpLoad, f.nicGbps, m_background);
  }

  m_a2aPeak = 0.0;
  m_allToAllS = 0.0;
  double lostA2a = 0.0;
  if (f.expertBytesPerGpu > 0.0) {
    // Many small expert flows hash near-evenly, so both routing modes spread them (documented).
    m_flows.clear();
    m_a2aLoad.reset(nLinks);
    addAllToAllTraffic(m_topo, gpuNic, gpusPerRack, m_flows, m_a2aLoad);
    lostA2a = m_router.route(m_flows, m_live, RoutingMode::Adaptive, m_seed, m_a2aLoad);
    m_a2aPeak = peakUtilisation(m_topo, m_a2aLoad, f.nicGbps, m_background);
    m_allToAllS = collectiveTime(Collective::AllToAll, Algorithm::Ring, ranks, f.expertBytesPerGpu,
                                 collectiveLink(m_a2aPeak))
                      .timeS;
  }

  m_sharpUsable = sharpOk;
  m_allreduce =
      fastestAllReduce(ranks, m_gradBytes, collectiveLink(m_ringPeak), sharpOk, m_sharpPeak);
  m_pipelineS = f.pipelineBytesPerGpu > 0.0
                    ? collectiveTime(Collective::SendRecv, Algorithm::Ring, ranks,
                                     f.pipelineBytesPerGpu, collectiveLink(m_ringPeak))
                          .timeS
                    : 0.0;
  m_exposedCommS = (1.0 - f.allreduceOverlapFraction) * m_allreduce.timeS +
                   (1.0 - f.pipelineOverlapFraction) * m_pipelineS +
                   (1.0 - f.expertOverlapFraction) * m_allToAllS;
  const bool hung = m_partitioned || lostRing > 0.0 || lostA2a > 0.0;
  if (hung) m_exposedCommS = kHungCommS;
  if (hung && !wasPartitioned) {
    log.add(tS, Severity::Alarm, "fabric", "fabric_partitioned",
            "some GPUs have no path through the fabric: collectives hang");
  } else if (!hung && wasPartitioned) {
    log.add(tS, Severity::Alarm, "fabric", "fabric_partitioned", "every GPU reachable again", true);
  }
  m_partitioned = hung;
  if (!std::isfinite(m_exposedCommS)) m_exposedCommS = kHungCommS;

  // Display: the load of the algorithm the gradient all-reduce uses.
  const LinkLoad& shown = m_allreduce.algorithm == Algorithm::Sharp ? m_sharpLoad : m_ringLoad;
  m_linkUtil.assign(nLinks, 0.0);
  m_linkUtilMax = 0.0;
  for (std::size_t l = 0; l < nLinks; ++l) {
    if (!m_live[l]) continue;
    m_linkUtil[l] = fabric::linkUtilisation(m_topo, shown, l, f.nicGbps, m_background);
    m_linkUtilMax = std::max(m_linkUtilMax, m_linkUtil[l]);
  }
  for (int r = 0; r < ranks; ++r) {
    double u = 0.0;
    for (int leaf : m_topo.rackLeaves(r)) {
      for (int l : m_topo.downLinks(leaf)) u = std::max(u, m_linkUtil[static_cast<std::size_t>(l)]);
      const LinkRange up = m_topo.upLinks(leaf);
      for (int l = up.first; l < up.first + up.count; ++l) {
        u = std::max(u, m_linkUtil[static_cast<std::size_t>(l)]);
      }
    }
    m_rackUtil[static_cast<std::size_t>(r)] = static_cast<float>(u);
  }
  spdlog::debug("fabric: all-reduce {} ({}), peak link {:.3f}, exposed {}",
                fmtMs(m_allreduce.timeS), algorithmName(m_allreduce.algorithm), m_linkUtilMax,
                fmtMs(m_exposedCommS));
}

void FabricSystem::update(double tS, EventLog& log) {
  if (m_background > 0.0 && tS + 1e-9 >= m_backgroundEndS) {
    m_background = 0.0;
    m_dirty = true;
    log.add(tS, Severity::Info, "fabric", "background_traffic", "background traffic ended",
            {{"what", "ended"}});
  }
  if (!m_dirty) return;
  recompute(tS, log);
  m_dirty = false;
  log.add(tS, Severity::Info, "fabric", "fabric_state",
          "gradient all-reduce " + fmtMs(m_allreduce.timeS) + " (" +
              algorithmName(m_allreduce.algorithm) + "), exposed " + fmtMs(m_exposedCommS) +
              ", peak link utilisation " + std::to_string(m_linkUtilMax),
          {{"allreduce_ms", m_allreduce.timeS * 1e3},
           {"algorithm", algorithmName(m_allreduce.algorithm)},
           {"exposed_ms", m_exposedCommS * 1e3},
           {"peak_link_util_pct", m_linkUtilMax * 100.0}});
}

bool FabricSystem::setCables(int lowerSw, int upperSw, int count, bool up) {
  int changed = 0;
  for (int l : m_topo.downLinksTo(upperSw, lowerSw, lowerSw)) {
    auto& c = m_cableUp[static_cast<std::size_t>(l)];
    if (changed < count && (c != 0) != up) {
      c = up ? 1 : 0;
      ++changed;
    }
  }
  return changed > 0;
}

void FabricSystem::fillSnapshot(FabricSnapshot& s, RackArrays& racks) const {
  const std::size_t n = m_topo.linkCount();
  s.links.resize(n);
  for (std::size_t l = 0; l < n; ++l) {
    s.links[l].utilisation = static_cast<float>(m_linkUtil[l]);
    s.links[l].up = m_live[l] != 0;
  }
  s.switchesUp = m_switchUp;
  s.linksDown = m_linksDown;
  s.switchesDown = m_switchesDown;
  s.sharpEnabled = m_sharp;
  s.adaptiveRouting = m_mode == RoutingMode::Adaptive;
  s.fabricLinkUtilMax = m_linkUtilMax;
  s.allreduceTimeS = m_allreduce.timeS;
  if (racks.linkUtilMax.size() == m_rackUtil.size()) racks.linkUtilMax = m_rackUtil;
}

void FabricSystem::countObjects(PodCounts& c) const {
  c.leaves = m_topo.counts().leaves;
  c.spines = m_topo.counts().spines;
  c.cores = m_topo.counts().cores;
  c.nicsPerRack = m_topo.counts().nicsPerRack;
}

}  // namespace podtwin::fabric
