#pragma once
// The InfiniBand fabric and the job's collectives: topology, routing, per-link load, collective
// times and the exposed communication per training iteration. Recomputed only when the fabric
// changes (events).

#include <cstdint>
#include <string>
#include <vector>
#include "core/state_list.h"

#include "core/event_log.h"
#include "core/rack_arrays.h"
#include "fabric/collectives.h"
#include "fabric/fabric_config.h"
#include "fabric/fabric_snapshot.h"
#include "fabric/routing.h"
#include "fabric/topology.h"
#include "scenario/scenario.h"

namespace podtwin::fabric {

class FabricSystem {
 public:
  /// Builds the topology; routing and collective times follow at the first update(). Throws
  /// std::invalid_argument when the pod's fabric parameters cannot form a fat tree.
  FabricSystem(const FabricPod& pod, std::uint64_t seed);

  /// Recomputes routing and link loads if an event changed the fabric since the last call (and
  /// ends timed background traffic).
  void update(double tS, EventLog& log);
  /// Applies a Fabric event; Rejected (logged) if the target is unknown or the event cannot act
  /// (no working cable to fail, none failed to restore), NotHandled if it is not a fabric event.
  EventResult applyEvent(const Event& e, double tS, EventLog& log);
  /// Communication per iteration that does not overlap compute, s (collectives at the current
  /// fabric state).
  double exposedCommTimeS() const { return m_exposedCommS; }
  /// Time of one data-parallel gradient all-reduce, s (fastest of ring, tree and SHARP).
  double allreduceTimeS() const { return m_allreduce.timeS; }
  /// Highest link utilisation (offered load of the gradient all-reduce over capacity, plus the
  /// background share), 0..1, above 1 when a link is oversubscribed.
  double linkUtilMax() const { return m_linkUtilMax; }
  void fillSnapshot(FabricSnapshot& s, RackArrays& racks) const;
  /// Counts of addressable fabric objects for target checking.
  void countObjects(PodCounts& c) const;

  // --- additions ---
  /// The static fabric (switches with tier and index, links with endpoints and capacity).
  const Topology& topology() const { return m_topo; }
  /// Live utilisation per link id (the gradient all-reduce's traffic plus background).
  const std::vector<double>& linkUtilisation() const { return m_linkUtil; }
  /// 1 per usable link (cable up, both ends up).
  const std::vector<std::uint8_t>& linkLive() const { return m_live; }
  const CollectiveTime& allreduce() const { return m_allreduce; }
  /// Expert all-to-all and pipeline send/recv per iteration, s (0 when not configured).
  double expertAllToAllTimeS() const { return m_allToAllS; }
  double pipelineTimeS() const { return m_pipelineS; }
  /// Peak utilisation of each traffic pattern (1 = NIC line rate is the limit).
  double ringBottleneck() const { return m_ringPeak; }
  double sharpBottleneck() const { return m_sharpPeak; }
  double allToAllBottleneck() const { return m_a2aPeak; }
  /// Bytes each GPU all-reduces over IB per iteration: params · bytes/param / GPUs per NVLink
  /// domain (the domain reduce-scatters first, hierarchical all-reduce).
  double gradientBytesPerGpu() const { return m_gradBytes; }
  /// Data-parallel ranks on the fabric (one per rack).
  int dataParallelRanks() const { return m_pod.racks.count; }
  CollectiveLink collectiveLink(double bottleneck) const;
  bool sharpEnabled() const { return m_sharp; }
  /// SHARP is on and every group found its aggregation tree.
  bool sharpUsable() const { return m_sharpUsable; }
  bool adaptiveRouting() const { return m_mode == RoutingMode::Adaptive; }
  double backgroundFraction() const { return m_background; }
  /// True while some rack has no usable NIC or some traffic found no path: the job hangs.
  bool partitioned() const { return m_partitioned; }
  int linksDown() const { return m_linksDown; }
  int switchesDown() const { return m_switchesDown; }
  /// Forces the recomputation now (tests, the audit of a hypothetical state).
  void recompute(double tS, EventLog& log);

  /// Exposed communication while the job cannot communicate, s: NCCL blocks until its watchdog
  /// (default 30 min in PyTorch) kills the job; we keep it finite so step time stays finite.
  static constexpr double kHungCommS = 1800.0;

  /// The mutable state, for checkpoints (core/state_archive.h): what is up, and the results of
  /// the last routing (the flows and per-algorithm loads are scratch of recompute()).
  template <class Ar>
  void visitState(Ar& ar) {
    PODTWIN_STATE(ar, m_cableUp, m_switchUp, m_nicUp, m_live, m_sharp, m_mode, m_background,
                  m_backgroundEndS, m_dirty, m_linkUtil, m_rackUtil, m_ringPeak, m_sharpPeak,
                  m_a2aPeak, m_allreduce, m_allToAllS, m_pipelineS, m_exposedCommS, m_linkUtilMax,
                  m_partitioned, m_sharpUsable, m_linksDown, m_switchesDown);
  }

 private:
  /// The handlers of the fabric event rows (fabric/fabric_events.cpp).
  friend struct FabricEvents;
  bool setCables(int lowerSw, int upperSw, int count, bool up);

  FabricPod m_pod;
  std::uint64_t m_seed;
  Topology m_topo;
  Router m_router;
  // Live state.
  std::vector<std::uint8_t> m_cableUp;   ///< per link: the cable itself
  std::vector<std::uint8_t> m_switchUp;  ///< per switch
  std::vector<std::uint8_t> m_nicUp;     ///< per NIC
  std::vector<std::uint8_t> m_live;      ///< per link: cable and both ends usable
  bool m_sharp = true;
  RoutingMode m_mode = RoutingMode::Adaptive;
  double m_background = 0.0;
  double m_backgroundEndS = 0.0;
  bool m_dirty = true;
  // Results.
  LinkLoad m_ringLoad, m_sharpLoad, m_a2aLoad;
  std::vector<Flow> m_flows;
  std::vector<double> m_linkUtil;
  std::vector<float> m_rackUtil;
  double m_gradBytes = 0.0;
  double m_ringPeak = 0.0, m_sharpPeak = 0.0, m_a2aPeak = 0.0;
  CollectiveTime m_allreduce;
  double m_allToAllS = 0.0;
  double m_pipelineS = 0.0;
  double m_exposedCommS = 0.0;
  double m_linkUtilMax = 0.0;
  bool m_partitioned = false;
  bool m_sharpUsable = false;
  int m_linksDown = 0;
  int m_switchesDown = 0;
};

}  // namespace podtwin::fabric
