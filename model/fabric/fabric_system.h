#pragma once
// The InfiniBand fabric and the job's collectives: topology, routing, per-link load, collective
// times and the exposed communication per training iteration. Recomputed only when the fabric
// changes (events). CONTRACT with model/sim/simulation.cpp (the lead's). The fabric issue (#5)
// implements it; members may be added.

#include <cstdint>
#include <string>
#include <vector>

#include "config/pod_config.h"
#include "core/event_log.h"
#include "scenario/scenario.h"
#include "sim/snapshot.h"

namespace podtwin::fabric {

class FabricSystem {
 public:
  FabricSystem(const PodConfig& pod, std::uint64_t seed);

  /// Recomputes routing and link loads if an event changed the fabric since the last call.
  void update(double tS, EventLog& log);
  bool applyEvent(const Event& e, double tS, EventLog& log);
  /// Communication per iteration that does not overlap compute, s (collectives at the current
  /// fabric state).
  double exposedCommTimeS() const { return m_exposedCommS; }
  /// Time of one data-parallel gradient all-reduce, s.
  double allreduceTimeS() const { return m_allreduceS; }
  double linkUtilMax() const { return m_linkUtilMax; }
  void fillSnapshot(Snapshot& s) const;
  /// Counts of addressable fabric objects for target checking.
  void countObjects(PodCounts& c) const;

 private:
  const PodConfig* m_pod;
  double m_exposedCommS = 0.05;
  double m_allreduceS = 0.2;
  double m_linkUtilMax = 0.0;
};

}  // namespace podtwin::fabric
