#pragma once
// Shared by the GUI benchmarks: a failure that reaches CTest, and CPU time.

#include <benchmark/benchmark.h>

#include <ctime>

namespace podtwin::bench {

/// Set by fail(): the benchmark's main() returns 1 so that CTest sees the failure (a benchmark
/// skipped with an error alone still exits 0).
inline bool g_failed = false;

inline void fail(benchmark::State& state, const char* why) {
  g_failed = true;
  state.SkipWithError(why);
}

/// CPU time of `clock`, ms: CLOCK_PROCESS_CPUTIME_ID is the whole process (GUI, simulation worker
/// and llvmpipe's rasteriser threads), CLOCK_THREAD_CPUTIME_ID the calling thread.
inline double cpuMs(clockid_t clock = CLOCK_PROCESS_CPUTIME_ID) {
  timespec ts{};
  clock_gettime(clock, &ts);
  return static_cast<double>(ts.tv_sec) * 1e3 + static_cast<double>(ts.tv_nsec) * 1e-6;
}

}  // namespace podtwin::bench
