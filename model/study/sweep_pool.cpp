#include "study/sweep_pool.h"

#include <algorithm>
#include <exception>
#include <mutex>
#include <thread>

namespace podtwin::study {

int resolveThreads(int requested, std::size_t cases) {
  int n = requested > 0 ? requested : static_cast<int>(std::thread::hardware_concurrency());
  n = std::max(n, 1);
  if (cases > 0 && static_cast<std::size_t>(n) > cases) n = static_cast<int>(cases);
  return n;
}

void runCases(const SweepSpec& spec, const std::vector<std::size_t>& indices,
              const PoolOptions& options, const std::function<void(const CaseResult&)>& onDone) {
  std::atomic<std::size_t> next{0};
  std::atomic<bool> failed{false};
  std::mutex doneMutex;
  std::exception_ptr error;
  auto stopped = [&] { return failed.load() || (options.stop != nullptr && options.stop->load()); };
  auto work = [&] {
    while (!stopped()) {
      const std::size_t i = next.fetch_add(1);
      if (i >= indices.size()) return;
      CaseResult r = runCase(spec, caseAt(spec, indices[i]), options.stop, options.observer);
      if (r.status == CaseStatus::Interrupted) return;
      std::lock_guard lock(doneMutex);
      if (failed.load()) return;
      try {
        onDone(r);
      } catch (...) {
        error = std::current_exception();
        failed = true;
      }
    }
  };
  const int n = resolveThreads(options.threads, indices.size());
  {
    std::vector<std::jthread> pool;
    pool.reserve(static_cast<std::size_t>(n));
    for (int t = 0; t < n; ++t) pool.emplace_back(work);
  }  // jthreads join here
  if (error) std::rethrow_exception(error);
}

}  // namespace podtwin::study
