// Thermal-hydraulic step cost (per-GPU nodes, rack loops, CDU operating points, facility loop) and
// the coupled model (power at 1 ms, thermal, fabric, training), for the default pod and generated
// campuses, on 1 and 2 threads (second argument). Counters:
//  - x_realtime: simulated seconds per wall-clock second;
//  - triad_GBps: a STREAM-style triad (a = b + s·c over arrays far larger than the caches) on the
//    same thread count, measured once per run: the memory bandwidth this machine gives now;
//  - bytes_per_gpu: the per-GPU state one thermal step reads and writes;
//  - bound_fraction: GPU updates per second ÷ (triad bandwidth ÷ bytes per GPU), the share of the
//    memory-bandwidth bound the thermal step reaches (above 1 when the state fits in a cache);
//  - handoff_s (BM_CacheLineHandOff): the time for a cache line written on one core to be read on
//    another, the price of each line the parallel region and the serial code hand each other.
// Real time, not CPU time: the parallel loops run on the benchmark thread and TBB's workers.
#include <benchmark/benchmark.h>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <limits>
#include <map>
#include <thread>
#include <vector>

#include "config/pod_config.h"
#include "core/event_log.h"
#include "core/parallel.h"
#include "sim/simulation.h"
#include "thermal/thermal_system.h"

using namespace podtwin;

namespace {

/// Triad bandwidth on `threads` threads, bytes/s (STREAM counts 24 bytes per element: two reads
/// and a write). Best of five passes over 3 × 128 MiB.
double triadBytesPerS(int threads) {
  static std::map<int, double> measured;
  if (auto it = measured.find(threads); it != measured.end()) return it->second;
  parallel::setThreadCount(threads);
  constexpr std::size_t kN = std::size_t{16} << 20;
  std::vector<double> a(kN, 0.0);
  std::vector<double> b(kN, 1.0);
  std::vector<double> c(kN, 2.0);
  double best = 0.0;
  for (int pass = 0; pass < 5; ++pass) {
    const auto t0 = std::chrono::steady_clock::now();
    parallel::forChunks(kN, kN / 64, [&](std::size_t first, std::size_t last) {
      for (std::size_t i = first; i < last; ++i) a[i] = b[i] + 3.0 * c[i];
    });
    const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    benchmark::DoNotOptimize(a.data());
    best = std::max(best, 24.0 * static_cast<double>(kN) / s);
  }
  measured[threads] = best;
  return best;
}

void BM_ThermalStep(benchmark::State& state) {
  const int racks = static_cast<int>(state.range(0));
  const int threads = static_cast<int>(state.range(1));
  const double triad = triadBytesPerS(threads);
  parallel::setThreadCount(threads);
  const PodConfig pod = scaledPod(loadPodConfig("builtin:default"), racks);
  thermal::ThermalSystem sys(pod, 1);
  EventLog log;
  thermal::ThermalTickOutput out;
  const std::vector<double> gpuW(static_cast<std::size_t>(racks), 1400.0);
  const std::vector<double> itW(static_cast<std::size_t>(racks), 129e3);
  thermal::ThermalTickInput in;
  in.dtS = pod.timing.controlDtS;
  in.rackGpuPowerW = gpuW;
  in.rackItPowerW = itW;
  double t = 0.0;
  for (auto _ : state) {
    in.t0S = t;
    sys.advance(in, out, log);
    t += in.dtS;
    benchmark::DoNotOptimize(out.coolingPowerW);
  }
  parallel::setThreadCount(0);
  const double ticks = static_cast<double>(state.iterations());
  const double gpus = static_cast<double>(racks) * pod.racks.gpusPerRack;
  constexpr double kBytesPerGpu =
      thermal::GpuArrays::kBytesReadPerGpu + thermal::GpuArrays::kBytesWrittenPerGpu;
  state.counters["gpus"] = gpus;
  state.counters["threads"] = threads;
  state.counters["x_realtime"] = benchmark::Counter(ticks * in.dtS, benchmark::Counter::kIsRate);
  state.counters["triad_GBps"] = triad / 1e9;
  state.counters["bytes_per_gpu"] = kBytesPerGpu;
  state.counters["bound_fraction"] =
      benchmark::Counter(ticks * gpus / (triad / kBytesPerGpu), benchmark::Counter::kIsRate);
  state.SetItemsProcessed(static_cast<std::int64_t>(ticks * gpus));
}
BENCHMARK(BM_ThermalStep)
    ->ArgsProduct({{16, 1024, 8192}, {1, 2}})
    ->ArgNames({"racks", "threads"})
    ->UseRealTime()
    ->Unit(benchmark::kMicrosecond);

/// The coupled model as `podtwin-sim run` steps it (the 1 ms electrical loop, thermal, fabric,
/// training), with the trainee instruments updated each tick (`instruments` = 1, as the window's
/// run and a checkpointed run do) or not (0, as a run without checkpoints and a sweep case do).
void BM_CoupledStep(benchmark::State& state) {
  const int racks = static_cast<int>(state.range(0));
  const int threads = static_cast<int>(state.range(1));
  const bool instruments = state.range(2) != 0;
  parallel::setThreadCount(threads);
  const PodConfig pod = scaledPod(loadPodConfig("builtin:default"), racks);
  Simulation sim(pod, Scenario{}, 1);
  sim.setInstrumentsUpdated(instruments);
  for (auto _ : state) {
    sim.step();
  }
  parallel::setThreadCount(0);
  const double ticks = static_cast<double>(state.iterations());
  state.counters["threads"] = threads;
  state.counters["x_realtime"] = benchmark::Counter(ticks * sim.dtS(), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_CoupledStep)
    ->ArgsProduct({{16, 1024, 8192}, {1, 2}, {1, 0}})
    ->ArgNames({"racks", "threads", "instruments"})
    ->UseRealTime()
    ->Unit(benchmark::kMicrosecond);

/// Two threads take turns writing one counter the other spins on: each iteration is a round trip,
/// two hand-offs of the line between cores. A waiter that has spun for long yields its core, so a
/// busy machine slows the figure down instead of stalling the run.
void BM_CacheLineHandOff(benchmark::State& state) {
  if (std::thread::hardware_concurrency() < 2) {
    state.SkipWithError("needs two hardware threads");
    return;
  }
  constexpr std::uint64_t kStop = std::numeric_limits<std::uint64_t>::max();
  alignas(64) std::atomic<std::uint64_t> turn{0};  // odd: the partner's move, even: ours
  auto waitFor = [&turn](std::uint64_t value) {
    std::uint64_t seen = 0;
    for (unsigned spins = 0; (seen = turn.load(std::memory_order_acquire)) != value; ++spins) {
      if (seen == kStop) return false;
      if (spins > (1U << 16)) std::this_thread::yield();
    }
    return true;
  };
  std::thread partner([&] {
    for (std::uint64_t next = 1; waitFor(next); next += 2)
      turn.store(next + 1, std::memory_order_release);
  });
  std::uint64_t mine = 0;
  for (auto _ : state) {
    turn.store(mine + 1, std::memory_order_release);
    waitFor(mine + 2);
    mine += 2;
  }
  turn.store(kStop, std::memory_order_release);
  partner.join();
  state.counters["handoff_s"] =
      benchmark::Counter(2.0 * static_cast<double>(state.iterations()),
                         benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}
BENCHMARK(BM_CacheLineHandOff)->UseRealTime()->Unit(benchmark::kNanosecond);

}  // namespace

BENCHMARK_MAIN();
