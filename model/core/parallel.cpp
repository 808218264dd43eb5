#include "core/parallel.h"

#include <oneapi/tbb/blocked_range.h>
#include <oneapi/tbb/global_control.h>
#include <oneapi/tbb/parallel_for.h>
#include <oneapi/tbb/partitioner.h>
#include <oneapi/tbb/task_group.h>
#include <spdlog/spdlog.h>

#include <algorithm>
#include <atomic>
#include <exception>
#include <memory>
#include <mutex>

namespace podtwin::parallel {

namespace {
std::mutex g_mutex;
std::unique_ptr<tbb::global_control> g_limit;  // guarded by g_mutex
std::atomic<int> g_threads{0};                 // 0 = not set: every core
}  // namespace

void setThreadCount(int threads) {
  const std::lock_guard lock(g_mutex);
  g_limit.reset();
  if (threads > 0) {
    g_limit = std::make_unique<tbb::global_control>(tbb::global_control::max_allowed_parallelism,
                                                    static_cast<std::size_t>(threads));
  }
  g_threads = std::max(0, threads);
}

int threadCount() {
  const int set = g_threads.load();
  if (set > 0) return set;
  return std::max(1, static_cast<int>(tbb::global_control::active_value(
                         tbb::global_control::max_allowed_parallelism)));
}

void forChunks(std::size_t n, std::size_t grain,
               const std::function<void(std::size_t, std::size_t)>& body) {
  grain = std::max<std::size_t>(1, grain);
  if (n == 0) return;
  if (n <= grain || threadCount() == 1) {
    for (std::size_t b = 0; b < n; b += grain) body(b, std::min(n, b + grain));
    return;
  }
  tbb::parallel_for(
      tbb::blocked_range<std::size_t>(0, n, grain),
      [&](const tbb::blocked_range<std::size_t>& r) { body(r.begin(), r.end()); },
      tbb::simple_partitioner());
}

struct Deferred::Impl {
  tbb::task_group group;
};

Deferred::Deferred() : m_impl(std::make_unique<Impl>()) {}

Deferred::~Deferred() {
  if (!m_pending) return;
  // A destructor must not throw: a failure nobody finished is logged instead.
  try {
    m_impl->group.wait();
  } catch (const std::exception& e) {
    spdlog::error("deferred work failed: {}", e.what());
  } catch (...) {
    spdlog::error("deferred work failed");
  }
}

void Deferred::start(std::function<void()> work) {
  finish();
  if (threadCount() == 1) {
    work();
    return;
  }
  m_pending = true;
  m_impl->group.run(std::move(work));
}

void Deferred::finish() {
  if (!m_pending) return;
  m_pending = false;
  m_impl->group.wait();
}

}  // namespace podtwin::parallel
