#pragma once
// The synchronous training job: every GPU runs the same iteration in phase (compute high,
// collective low, optional checkpoint pause), so the job is one pod-level waveform of reference
// board power per GPU at full clock. Racks scale it by their clock factor outside.

#include "core/state_list.h"
#include "workload/workload_config.h"

namespace podtwin::workload {

enum class JobState { Stopped, Running, RestartPending, Paused };
/// Largest value, for checkpoints (core/state_archive.h).
constexpr JobState archivedEnumMax(JobState /*unused*/) {
  return JobState::Paused;
}

enum class JobPhase { Idle, Compute, Comm, Checkpoint };
/// Largest value, for checkpoints (core/state_archive.h).
constexpr JobPhase archivedEnumMax(JobPhase /*unused*/) {
  return JobPhase::Checkpoint;
}

class TrainingJob {
 public:
  TrainingJob(const WorkloadConfig& cfg, double gpuTdpW, double gpuIdleW);

  /// Starts (or resumes) the job at the beginning of a compute phase.
  void start();
  /// Stops the job; board power falls to idle over one edge.
  void stop();
  /// Pauses the job: board power falls to idle; start() resumes it without resetting the time
  /// since its last checkpoint.
  void pause();
  /// Writes a checkpoint now (a running job, not already checkpointing): the GPUs wait on storage
  /// for the configured checkpoint duration and the periodic interval restarts after it. Returns
  /// false when the job cannot.
  bool checkpointNow();
  /// Whether the job is in a checkpoint the operator asked for (it makes no progress meanwhile).
  bool inOnDemandCheckpoint() const {
    return m_onDemandCheckpoint && m_phase == JobPhase::Checkpoint;
  }
  /// Stops now and starts again after `delayS` (checkpoint reload).
  void restart(double delayS);
  /// Current iteration's phase lengths (s); compute is already stretched by the slowest clock.
  void setPhases(double computePhaseS, double commPhaseS);

  /// Advances `dtS` and returns the reference board power per GPU at full clock, W.
  double step(double dtS);

  JobState state() const { return m_state; }
  JobPhase phase() const { return m_phase; }
  bool running() const { return m_state == JobState::Running; }
  /// Board power of the compute phase at full clock (the waveform's peak), W.
  double peakPowerW() const;
  double idlePowerW() const { return m_idleW; }
  double powerW() const { return m_powerW; }
  long iterations() const { return m_iterations; }

  /// The mutable state, for checkpoints (core/state_archive.h).
  template <class Ar>
  void visitState(Ar& ar) {
    PODTWIN_STATE(ar, m_state, m_phase, m_computeS, m_commS, m_phaseT, m_sinceCheckpointS,
                  m_restartInS, m_fromW, m_toW, m_edgeT, m_powerW, m_iterations,
                  m_onDemandCheckpoint);
  }

 private:
  void setTarget(double levelW);

  const WorkloadConfig* m_cfg;
  double m_tdpW;
  double m_idleW;
  JobState m_state = JobState::Stopped;
  JobPhase m_phase = JobPhase::Idle;
  double m_computeS = 1.0;
  double m_commS = 0.3;
  double m_phaseT = 0.0;  ///< time into the current phase
  double m_sinceCheckpointS = 0.0;
  double m_restartInS = 0.0;
  // Edge: linear from m_fromW to m_toW over the configured edge time.
  double m_fromW;
  double m_toW;
  double m_edgeT = 0.0;
  double m_powerW;
  long m_iterations = 0;
  bool m_onDemandCheckpoint = false;  ///< the current checkpoint phase was the operator's
};

}  // namespace podtwin::workload
