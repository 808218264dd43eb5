#pragma once
// Runs many cases on a pool of std::jthreads, one Simulation per case. Workers take case indices in
// order from a shared counter; results are handed to the caller one at a time (serialised), so the
// caller can append them to a file without its own locking.

#include <atomic>
#include <cstddef>
#include <functional>
#include <vector>

#include "study/case_runner.h"
#include "study/sweep_spec.h"

namespace podtwin::study {

struct PoolOptions {
  int threads = 0;                          ///< 0 = std::thread::hardware_concurrency()
  const std::atomic<bool>* stop = nullptr;  ///< set it to stop: running cases end Interrupted
  StepObserver observer;                    ///< optional, called on the worker thread
};

/// Number of worker threads `requested` resolves to (at least 1, at most `cases`).
int resolveThreads(int requested, std::size_t cases);

/// Runs `indices` (case indices of `spec`) and calls `onDone` for each finished case — including
/// diverged and failed ones, excluding interrupted ones — never concurrently. Returns when every
/// case is done or the stop flag was seen by every worker. An exception from `onDone` stops the
/// pool and is rethrown here.
void runCases(const SweepSpec& spec, const std::vector<std::size_t>& indices,
              const PoolOptions& options, const std::function<void(const CaseResult&)>& onDone);

}  // namespace podtwin::study
