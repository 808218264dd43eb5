#pragma once
// From step time to MFU, tokens per second, wall time and dollars.
// CONTRACT with model/sim/simulation.cpp (the lead's). The fabric issue (#5) implements it; members
// may be added.

#include "config/pod_config.h"
#include "sim/snapshot.h"

namespace podtwin::training {

class TrainingModel {
 public:
  explicit TrainingModel(const PodConfig& pod);

  /// Compute time of one iteration at full clock on every GPU, s (FLOPs per iteration over
  /// achievable FLOP/s).
  double computeTimeAtFullClockS() const { return m_computeS; }
  /// Accumulates dt of wall time with the current step time (s), job state and facility energy (J
  /// over dt).
  void accumulate(double dtS, double stepTimeS, bool jobRunning, double facilityEnergyJ);
  void fillSnapshot(Snapshot& s) const;
  double stepTimeS() const { return m_stepS; }
  double mfu() const { return m_mfu; }

 private:
  const PodConfig* m_pod;
  double m_computeS = 1.0;
  double m_stepS = 0.0;
  double m_mfu = 0.0;
  double m_costUsd = 0.0;
};

}  // namespace podtwin::training
