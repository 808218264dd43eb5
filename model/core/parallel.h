#pragma once
// Data-parallel loops of the model on oneTBB. A loop hands out fixed chunks of an index range; a
// body that writes only the indices of its own chunk (and reduces nothing across chunks) gives
// bit-identical results for every thread count, which is how every parallel loop in the model is
// written: per-rack work in parallel, sums over racks afterwards, in rack order, on one thread.

#include <cstddef>
#include <functional>

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

}  // namespace podtwin::parallel
