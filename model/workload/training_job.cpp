#include "workload/training_job.h"

#include <algorithm>
#include <cmath>

namespace podtwin::workload {

TrainingJob::TrainingJob(const WorkloadConfig& cfg, double gpuTdpW, double gpuIdleW)
    : m_cfg(&cfg),
      m_tdpW(gpuTdpW),
      m_idleW(gpuIdleW),
      m_fromW(gpuIdleW),
      m_toW(gpuIdleW),
      m_powerW(gpuIdleW) {
  m_edgeT = cfg.edgeS;
  if (cfg.startRunning) {
    // Already running at t = 0: start at the compute level with no edge.
    m_state = JobState::Running;
    m_phase = JobPhase::Compute;
    m_fromW = m_toW = m_powerW = peakPowerW();
  }
}

double TrainingJob::peakPowerW() const {
  return std::max(m_idleW, m_cfg->computePowerFraction * m_tdpW);
}

void TrainingJob::setTarget(double levelW) {
  m_fromW = m_powerW;
  m_toW = levelW;
  m_edgeT = 0.0;
}

void TrainingJob::start() {
  if (m_state == JobState::Running) return;
  // A paused job was never unloaded: the work since its last checkpoint is still there.
  if (m_state != JobState::Paused) m_sinceCheckpointS = 0.0;
  m_state = JobState::Running;
  m_phase = JobPhase::Compute;
  m_phaseT = 0.0;
  m_onDemandCheckpoint = false;
  setTarget(peakPowerW());
}

void TrainingJob::stop() {
  m_state = JobState::Stopped;
  m_phase = JobPhase::Idle;
  m_phaseT = 0.0;
  m_onDemandCheckpoint = false;
  setTarget(m_idleW);
}

void TrainingJob::pause() {
  if (m_state != JobState::Running) return;
  stop();
  m_state = JobState::Paused;
}

bool TrainingJob::checkpointNow() {
  if (m_state != JobState::Running || m_phase == JobPhase::Checkpoint) return false;
  m_phase = JobPhase::Checkpoint;
  m_phaseT = 0.0;
  m_onDemandCheckpoint = true;
  setTarget(std::max(m_idleW, m_cfg->checkpointPowerFraction * m_tdpW));
  return true;
}

void TrainingJob::restart(double delayS) {
  stop();
  m_state = JobState::RestartPending;
  m_restartInS = delayS;
}

void TrainingJob::setPhases(double computePhaseS, double commPhaseS) {
  // Guard against non-finite or negative inputs from the coupling: keep the previous values.
  if (std::isfinite(computePhaseS) && computePhaseS > 0.0) m_computeS = computePhaseS;
  if (std::isfinite(commPhaseS) && commPhaseS >= 0.0) m_commS = commPhaseS;
}

double TrainingJob::step(double dtS) {
  if (m_state == JobState::RestartPending) {
    m_restartInS -= dtS;
    if (m_restartInS <= 1e-12) start();
  }
  if (m_state == JobState::Running) {
    m_phaseT += dtS;
    m_sinceCheckpointS += dtS;
    const auto& c = *m_cfg;
    switch (m_phase) {
      case JobPhase::Compute:
        if (m_phaseT >= m_computeS) {
          m_phaseT -= m_computeS;
          if (m_commS > 0.0) {
            m_phase = JobPhase::Comm;
            setTarget(std::max(m_idleW, c.commPowerFraction * m_tdpW));
          } else {
            ++m_iterations;
          }
        }
        break;
      case JobPhase::Comm:
        if (m_phaseT >= m_commS) {
          m_phaseT -= m_commS;
          ++m_iterations;
          if (c.checkpointIntervalS > 0.0 && m_sinceCheckpointS >= c.checkpointIntervalS) {
            m_phase = JobPhase::Checkpoint;
            setTarget(std::max(m_idleW, c.checkpointPowerFraction * m_tdpW));
          } else {
            m_phase = JobPhase::Compute;
            setTarget(peakPowerW());
          }
        }
        break;
      case JobPhase::Checkpoint:
        if (m_phaseT >= c.checkpointDurationS) {
          m_phaseT = 0.0;
          m_sinceCheckpointS = 0.0;
          m_onDemandCheckpoint = false;
          m_phase = JobPhase::Compute;
          setTarget(peakPowerW());
        }
        break;
      case JobPhase::Idle:
        break;
    }
  }
  // Linear edge from the level at the phase change to the new level.
  m_edgeT += dtS;
  const double edge = m_cfg->edgeS;
  if (edge <= 0.0 || m_edgeT >= edge) {
    m_powerW = m_toW;
  } else {
    m_powerW = m_fromW + (m_toW - m_fromW) * (m_edgeT / edge);
  }
  return m_powerW;
}

}  // namespace podtwin::workload
