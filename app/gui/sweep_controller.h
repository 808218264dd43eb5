#pragma once
// SweepController: runs a parameter sweep (study::runCases) on a std::jthread next to the live
// simulation, and hands each finished case to the GUI thread. Cancel sets the pool's stop flag:
// running cases end at their next check (every 25.6 s simulated) and the finished ones are kept.
// Destroying the controller stops and joins the sweep, so closing the window mid-sweep is clean.

#include <QObject>
#include <QString>
#include <atomic>
#include <chrono>
#include <cstddef>
#include <mutex>
#include <thread>
#include <vector>

#include "study/case_runner.h"
#include "study/case_table.h"
#include "study/sweep_spec.h"

namespace podtwin::gui {

class SweepController : public QObject {
  Q_OBJECT

 public:
  enum class State { Idle, Running, Finished, Cancelled, Failed };

  explicit SweepController(QObject* parent = nullptr);
  ~SweepController() override;

  /// Reads a spec from "builtin:NAME" (resources/sweeps) or a file path; throws ConfigError
  /// (file, line, JSON path, reason) like the pod and scenario readers.
  static study::SweepSpec loadSpec(const QString& ref);

  /// Starts `spec` on `threads` workers (0 = every core). When `outDir` is not empty, cases.csv and
  /// summary.json are written there when the sweep ends (also when cancelled). Returns false when a
  /// sweep is already running.
  bool start(study::SweepSpec spec, int threads = 0, const QString& outDir = {});
  /// Asks the workers to stop; finished cases stay. finished(true) follows.
  void cancel();
  /// Stops and waits for the workers (the window closes).
  void stopAndWait();

  State state() const { return m_state; }
  bool isRunning() const { return m_state == State::Running; }
  const study::SweepSpec& spec() const { return m_spec; }
  int threads() const { return m_threads; }
  std::size_t total() const { return m_spec.caseCount(); }
  /// Cases received so far on the GUI thread.
  std::size_t done() const { return m_rows.size(); }
  /// Finished cases' CSV rows by case index (the same text `podtwin-sim sweep` writes).
  const study::CaseRows& rows() const { return m_rows; }
  /// Finished cases in arrival order.
  const std::vector<study::CaseResult>& results() const { return m_results; }
  /// Remaining wall time from the rate so far, s; negative while unknown.
  double etaS() const;
  double elapsedS() const;
  QString outDir() const { return m_outDir; }
  /// Why the sweep failed (State::Failed) or why writing the output directory failed.
  QString errorText() const { return m_error; }

  /// Table columns: case, grid_point, sample, the grid keys, then the spec's KPIs.
  static QStringList columns(const study::SweepSpec& spec);
  /// One table row for `r` (grid values that are not numbers show their value index; KPIs of a
  /// case that is not ok are NaN).
  static std::vector<double> tableRow(const study::SweepSpec& spec, const study::CaseResult& r);

  /// Writes cases.csv and summary.json into `dir`; false (with errorText()) on failure.
  bool writeOutput(const QString& dir);
  /// Writes the cases table (header and rows in case order) to `path`.
  bool exportCsv(const QString& path);

 signals:
  /// A case finished (already in results(); `row` is its tableRow()).
  void caseFinished(const std::vector<double>& row);
  void progress(int done, int total, double etaS);
  /// The workers have stopped: every case done, cancelled, or failed (state() tells which).
  void finished(bool cancelled);
  /// Internal: results are waiting in the queue (emitted on a worker thread).
  void resultsQueued();

 private:
  void drain();
  void onWorkersDone();

  study::SweepSpec m_spec;
  int m_threads = 0;
  QString m_outDir;
  State m_state = State::Idle;
  QString m_error;
  study::CaseRows m_rows;
  std::vector<study::CaseResult> m_results;
  std::chrono::steady_clock::time_point m_start;
  std::chrono::steady_clock::time_point m_end;

  std::atomic<bool> m_stop{false};
  std::mutex m_queueMutex;
  std::vector<study::CaseResult> m_queue;  ///< finished on a worker, not yet drained
  bool m_workersDone = false;              ///< under m_queueMutex
  QString m_workerError;                   ///< under m_queueMutex
  std::jthread m_thread;
};

}  // namespace podtwin::gui
