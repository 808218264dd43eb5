// The model's parallel loops give the same results on any number of threads: a campus large
// enough to split into several chunks of racks, run through built-in scenarios that throttle,
// trip and restart racks (a CDU trip) and disturb the power plant (a genset trip), ends in the same
// state and writes the same CSV on 1, 2 and 4 threads, and those equal values stored here.
// forChunks itself hands out every index once, in chunks no larger than asked, and really uses a
// second thread when it has one; Deferred work runs beside its caller on a second thread, inline on
// one.
#include <QtTest>
#include "support/test_main.h"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <set>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include <spdlog/fmt/fmt.h>

#include "core/parallel.h"
#include "core/state_archive.h"
#include "model/scenarios/scenario_harness.h"
#include "sim/run_table.h"
#include "sim/simulation.h"

namespace thread_count_test {

using namespace podtwin;

namespace {

constexpr int kRacks = 200;  // four chunks of racks, the last one short
constexpr double kDurationS = 240.0;

struct Result {
  std::uint64_t stateHash = 0;
  std::uint64_t csvHash = 0;
  double gpuTempMaxC = 0.0;
  int mostGpusThrottledOrDown = 0;  ///< throttled GPUs plus GPUs of tripped racks, at worst
};

Result run(const PodConfig& pod, const std::string& scenario, int threads) {
  parallel::setThreadCount(threads);
  const auto cols = runColumns(pod);
  Simulation sim(pod, scenariotest::loadBuiltinScenario(scenario, pod), 1);
  const auto endTick = static_cast<std::uint64_t>(std::llround(kDurationS / sim.dtS()));
  Snapshot snap;
  std::string csv = csvHeader(cols) + "\n";
  double maxC = 0.0;
  int worst = 0;
  while (sim.tick() < endTick) {
    sim.step();
    if (sim.tick() % 10 == 0) {
      sim.fillSnapshot(snap, false);
      csv += csvRow(cols, snap) + "\n";
      maxC = std::max(maxC, snap.gpuTempMaxC);
      worst = std::max(worst, snap.gpusThrottled + snap.gpusShutdown);
    }
  }
  parallel::setThreadCount(0);
  return {sim.stateHash(), fnv1a64(csv.data(), csv.size()), maxC, worst};
}

struct Stored {
  const char* scenario;
  std::uint64_t stateHash;
  std::uint64_t csvHash;
};
// clang-format off
constexpr Stored kStored[] = {
    {"cdu_trip",    0xeb4ace759aaf4dcdull, 0xb981ca84e41af8bcull},
    {"genset_trip", 0x36ea8c5beba03297ull, 0x4d594b50a4987be7ull},
};
// clang-format on

}  // namespace

class ThreadCountTest : public QObject {
  Q_OBJECT
 private slots:
  void chunksCoverEveryIndexOnce();
  void aSecondThreadTakesChunks();
  void deferredWorkRunsWhileTheCallerGoesOn();
  void deferredWorkRunsAtOnceOnOneThread();
  void campusResultsDoNotDependOnThreads_data();
  void campusResultsDoNotDependOnThreads();
};

void ThreadCountTest::chunksCoverEveryIndexOnce() {
  for (int threads : {1, 2, 3}) {
    parallel::setThreadCount(threads);
    QCOMPARE(parallel::threadCount(), threads);
    std::vector<std::atomic<int>> hits(1000);
    std::atomic<std::size_t> largest{0};
    parallel::forChunks(hits.size(), 64, [&](std::size_t first, std::size_t last) {
      QVERIFY(first < last);
      std::size_t seen = largest.load();
      while (last - first > seen && !largest.compare_exchange_weak(seen, last - first)) {
      }
      for (std::size_t i = first; i < last; ++i) ++hits[i];
    });
    for (const auto& h : hits) QCOMPARE(h.load(), 1);
    QVERIFY(largest.load() <= 64);
  }
  parallel::setThreadCount(0);
  QVERIFY(parallel::threadCount() >= 1);
}

void ThreadCountTest::aSecondThreadTakesChunks() {
  // The chunk that starts first waits until a chunk runs on another thread: with two threads that
  // happens at once; if forChunks ran everything on one thread it would time out.
  parallel::setThreadCount(2);
  std::mutex m;
  std::condition_variable cv;
  std::set<std::thread::id> ids;
  bool timedOut = false;
  parallel::forChunks(8, 1, [&](std::size_t, std::size_t) {
    std::unique_lock lock(m);
    ids.insert(std::this_thread::get_id());
    cv.notify_all();
    if (ids.size() < 2 &&
        !cv.wait_for(lock, std::chrono::seconds(60), [&] { return ids.size() >= 2; })) {
      timedOut = true;
    }
  });
  parallel::setThreadCount(0);
  QVERIFY(!timedOut);
  QCOMPARE(static_cast<int>(ids.size()) >= 2, true);
}

void ThreadCountTest::deferredWorkRunsWhileTheCallerGoesOn() {
  // The deferred work waits until the caller, after start() returned, says it may go on: it runs
  // on another thread while the caller works. finish() returns once it is done and rethrows what
  // the work threw.
  parallel::setThreadCount(2);
  std::mutex m;
  std::condition_variable cv;
  bool callerWent = false;
  bool done = false;
  bool timedOut = false;
  {
    parallel::Deferred d;
    d.start([&] {
      std::unique_lock lock(m);
      if (!cv.wait_for(lock, std::chrono::seconds(60), [&] { return callerWent; })) timedOut = true;
      done = true;
    });
    {
      const std::lock_guard lock(m);
      callerWent = true;
      QVERIFY(!done);
    }
    cv.notify_all();
    d.finish();
    QVERIFY(done);
    QVERIFY(!timedOut);
    d.start([] { throw std::runtime_error("deferred failure"); });
    QVERIFY_THROWS_EXCEPTION(std::runtime_error, d.finish());
    d.finish();  // nothing left to wait for
  }
  parallel::setThreadCount(0);
}

void ThreadCountTest::deferredWorkRunsAtOnceOnOneThread() {
  parallel::setThreadCount(1);
  parallel::Deferred d;
  std::thread::id ranOn;
  d.start([&] { ranOn = std::this_thread::get_id(); });
  QCOMPARE(ranOn, std::this_thread::get_id());
  d.finish();
  parallel::setThreadCount(0);
}

void ThreadCountTest::campusResultsDoNotDependOnThreads_data() {
  QTest::addColumn<int>("index");
  for (int i = 0; i < static_cast<int>(std::size(kStored)); ++i) {
    QTest::newRow(kStored[i].scenario) << i;
  }
}

void ThreadCountTest::campusResultsDoNotDependOnThreads() {
  QFETCH(int, index);
  const Stored& s = kStored[index];
  static const PodConfig pod = scaledPod(loadPodConfig("builtin:default"), kRacks);
  const Result one = run(pod, s.scenario, 1);
  for (int threads : {2, 4}) {
    const Result r = run(pod, s.scenario, threads);
    QCOMPARE(r.stateHash, one.stateHash);
    QCOMPARE(r.csvHash, one.csvHash);
  }
  QVERIFY(one.gpuTempMaxC > 40.0);
  // The CDU trip drives its racks through throttling into shutdown: the per-rack paths run.
  if (std::string(s.scenario) == "cdu_trip") QVERIFY(one.mostGpusThrottledOrDown > 0);
  if (one.stateHash != s.stateHash || one.csvHash != s.csvHash) {
    QFAIL(fmt::format("{} on {} racks: state hash 0x{:016x}ull, CSV hash 0x{:016x}ull (stored "
                      "0x{:016x}ull, 0x{:016x}ull); update kStored only for a change that moves "
                      "the physics on purpose",
                      s.scenario, kRacks, one.stateHash, one.csvHash, s.stateHash, s.csvHash)
              .c_str());
  }
}

PODTWIN_TEST_GUILESS_MAIN(ThreadCountTest)
}  // namespace thread_count_test
#include "thread_count_test.moc"
