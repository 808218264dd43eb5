// model/workload/training_job.cpp: the synchronous job's phase waveform, edges, checkpoints and
// start/stop/restart.
#include "workload/training_job.h"

#include <QtTest>
#include <cmath>
#include <vector>
#include "support/test_main.h"

namespace training_job_test {

using namespace podtwin::workload;

namespace {
constexpr double kDt = 0.001;
constexpr double kTdp = 1400.0;
constexpr double kIdle = 200.0;

std::vector<double> run(TrainingJob& job, double seconds) {
  std::vector<double> p;
  const long n = std::lround(seconds / kDt);
  for (long k = 0; k < n; ++k) p.push_back(job.step(kDt));
  return p;
}
}  // namespace

class TrainingJobTest : public QObject {
  Q_OBJECT
 private slots:
  void phasesFollowComputeAndComm();
  void edgesTakeTensOfMilliseconds();
  void startFromIdleAndStop();
  void restartWaitsForTheDelay();
  void checkpointPausesAtLowPower();
  void badPhaseInputsAreIgnored();
};

void TrainingJobTest::phasesFollowComputeAndComm() {
  WorkloadConfig c;  // compute 100 % TDP, collectives 60 % TDP (Choukse et al. 2025)
  TrainingJob job(c, kTdp, kIdle);
  job.setPhases(1.0, 0.3);
  const auto p = run(job, 13.0);
  QCOMPARE(job.iterations(), 10L);  // 1.3 s iterations
  // Mid-compute and mid-collective levels.
  QCOMPARE(p[500], 1400.0);
  QCOMPARE(p[1150], 840.0);
  // Mean over whole iterations: (1.0 × 1400 + 0.3 × 840) / 1.3 with the 30 ms edges costing
  // ±0.5 × 0.03 × 560 W per edge (they cancel) — within 1 W.
  double mean = 0.0;
  for (double v : p) mean += v;
  mean /= static_cast<double>(p.size());
  QVERIFY(std::abs(mean - (1400.0 + 0.3 * 840.0) / 1.3) < 1.0);
}

void TrainingJobTest::edgesTakeTensOfMilliseconds() {
  WorkloadConfig c;
  TrainingJob job(c, kTdp, kIdle);
  job.setPhases(1.0, 0.3);
  const auto p = run(job, 1.1);
  // The fall into the collective starts at 1.0 s and takes 30 ms: linear, 560 W over 30 steps.
  QCOMPARE(p[999], 1400.0 - 560.0 / 30.0);
  QVERIFY(std::abs(p[1013] - (1400.0 - 560.0 * 15.0 / 30.0)) < 1e-9);
  QCOMPARE(p[1030], 840.0);
  double maxStep = 0.0;
  for (std::size_t k = 1; k < p.size(); ++k) maxStep = std::max(maxStep, std::abs(p[k] - p[k - 1]));
  QVERIFY(std::abs(maxStep - 560.0 / 30.0) < 1e-9);  // never a 1 ms jump
}

void TrainingJobTest::startFromIdleAndStop() {
  WorkloadConfig c;
  c.startRunning = false;
  TrainingJob job(c, kTdp, kIdle);
  QCOMPARE(job.state(), JobState::Stopped);
  QCOMPARE(run(job, 0.5).back(), kIdle);
  job.start();
  const auto up = run(job, 0.5);
  QCOMPARE(up[14], kIdle + (1400.0 - kIdle) * 15.0 / 30.0);  // 30 ms ramp from idle
  QCOMPARE(up.back(), 1400.0);
  job.stop();
  QVERIFY(!job.running());
  QCOMPARE(run(job, 0.1).back(), kIdle);
}

void TrainingJobTest::restartWaitsForTheDelay() {
  WorkloadConfig c;
  TrainingJob job(c, kTdp, kIdle);
  job.restart(2.0);
  QCOMPARE(job.state(), JobState::RestartPending);
  run(job, 1.999);
  QCOMPARE(job.state(), JobState::RestartPending);
  run(job, 0.002);
  QVERIFY(job.running());
  QCOMPARE(job.phase(), JobPhase::Compute);
}

void TrainingJobTest::checkpointPausesAtLowPower() {
  WorkloadConfig c;
  c.checkpointIntervalS = 10.0;
  c.checkpointDurationS = 5.0;
  TrainingJob job(c, kTdp, kIdle);
  job.setPhases(1.0, 0.3);
  const auto p = run(job, 20.0);
  // The first iteration that ends after 10 s (the 8th, at 10.4 s) starts the checkpoint.
  QCOMPARE(p[12000], 280.0);   // 20 % of TDP while saving
  QCOMPARE(p[15500], 1400.0);  // compute again after 5 s (from 15.4 s)
}

void TrainingJobTest::badPhaseInputsAreIgnored() {
  WorkloadConfig c;
  TrainingJob job(c, kTdp, kIdle);
  job.setPhases(std::nan(""), -1.0);
  const auto p = run(job, 2.6);
  QCOMPARE(job.iterations(), 2L);  // kept the default 1.0 + 0.3 s
  for (double v : p) QVERIFY(std::isfinite(v));
}

PODTWIN_TEST_APPLESS_MAIN(TrainingJobTest)
}  // namespace training_job_test
#include "training_job_test.moc"
