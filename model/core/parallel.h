#pragma once
// Data-parallel loops of the model on oneTBB. A loop hands out fixed chunks of an index range; a
// body that writes only the indices of its own chunk (and reduces nothing across chunks) gives
// bit-identical results for every thread count, which is how every parallel loop in the model is
// written: per-rack work in parallel, sums over racks afterwards, in rack order, on one thread.

#include <bit>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>

namespace podtwin::parallel {

/// Limits the model's parallel loops to `threads` threads process-wide (0 = every core). One
/// thread runs every loop inline, without the task scheduler.
void setThreadCount(int threads);
/// The thread count loops may use now (at least 1).
int threadCount();

/// Calls `body(begin, end)` for consecutive chunks of [0, n), each at most `grain` long, on up to
/// threadCount() threads; returns when every chunk is done.
void forChunks(std::size_t n, std::size_t grain,
               const std::function<void(std::size_t, std::size_t)>& body);

/// Stores `value` in `slot` only when its bits differ from what `slot` holds. A store dirties the
/// cache line even when it writes the value already there, and a core that reads the line next
/// must then fetch it from the writer's cache (a few hundred ns between the two halves of a
/// two-core cloud VM): data one side of a parallel loop writes each tick and the other reads stays
/// shared in both caches while it does not change.
inline void storeIfChanged(double& slot, double value) {
  if (std::bit_cast<std::uint64_t>(slot) != std::bit_cast<std::uint64_t>(value)) slot = value;
}

/// Work that runs on the model's threads while the caller goes on with other work: start() hands
/// it over, finish() returns once it is done (and rethrows what it threw). With one thread it runs
/// inside start(). Until finish() the caller must not touch what the work reads or writes; the
/// work's result does not depend on when it runs, so the caller's results do not either.
class Deferred {
 public:
  Deferred();
  ~Deferred();
  Deferred(const Deferred&) = delete;
  Deferred& operator=(const Deferred&) = delete;

  /// Starts `work` (after finishing any work started before).
  void start(std::function<void()> work);
  /// Waits for the work started last, if any.
  void finish();

 private:
  struct Impl;
  std::unique_ptr<Impl> m_impl;
  bool m_pending = false;
};

}  // namespace podtwin::parallel
