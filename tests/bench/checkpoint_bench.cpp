// Checkpoint cost: the size of a run's state and the time to take (Simulation::checkpoint) and to
// restore it at 16 / 1,024 / 8,192 racks; and what checkpoints buy — jumping one hour back on the
// 1,024-rack campus.
//
// Jump back, "before": without checkpoints the only way back to t is a fresh Simulation run from 0
// to t. A one-hour replay is measured by a proxy: constructing the run plus 60 s of replay
// (BM_JumpBackByReplay), extrapolated as construction + 60 × the 60 s replay in the counter
// est_replay_1h_s (the empty scenario's ticks cost the same throughout the hour, so the time is
// linear in the replayed span).
// Jump back, "after": a ring of checkpoints every 60 s of simulated time; going back restores the
// nearest earlier one and replays the rest (BM_JumpBackByCheckpoint, measured at the worst case:
// 59.9 s of replay).
//
// The runs are built once per size (static), so the CTest registration (--benchmark_min_time=0.01)
// stays short.
#include <benchmark/benchmark.h>

#include <chrono>
#include <map>
#include <memory>
#include <vector>

#include "config/pod_config.h"
#include "sim/simulation.h"

using namespace podtwin;

namespace {

constexpr double kRingIntervalS = 60.0;

/// A run of `racks` racks, 10 ticks in (so every subsystem has left its initial state).
Simulation& warmRun(int racks) {
  static std::map<int, std::unique_ptr<Simulation>> runs;
  auto& sim = runs[racks];
  if (!sim) {
    sim = std::make_unique<Simulation>(scaledPod(loadPodConfig("builtin:default"), racks),
                                       Scenario{}, 1);
    for (int i = 0; i < 10; ++i) sim->step();
  }
  return *sim;
}

double secondsSince(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

}  // namespace

static void BM_CheckpointTake(benchmark::State& state) {
  const Simulation& sim = warmRun(static_cast<int>(state.range(0)));
  std::size_t bytes = 0;
  for (auto _ : state) {
    const SimState st = sim.checkpoint();
    bytes = st.bytes.size();
    benchmark::DoNotOptimize(bytes);
  }
  state.counters["bytes"] = static_cast<double>(bytes);
  state.SetBytesProcessed(state.iterations() * static_cast<std::int64_t>(bytes));
}
BENCHMARK(BM_CheckpointTake)->Arg(16)->Arg(1024)->Arg(8192)->Unit(benchmark::kMillisecond);

static void BM_CheckpointRestore(benchmark::State& state) {
  Simulation& sim = warmRun(static_cast<int>(state.range(0)));
  const SimState st = sim.checkpoint();
  for (auto _ : state) {
    sim.restore(st);
  }
  state.counters["bytes"] = static_cast<double>(st.bytes.size());
  state.SetBytesProcessed(state.iterations() * static_cast<std::int64_t>(st.bytes.size()));
}
BENCHMARK(BM_CheckpointRestore)->Arg(16)->Arg(1024)->Arg(8192)->Unit(benchmark::kMillisecond);

static void BM_JumpBackByReplay(benchmark::State& state) {
  const PodConfig pod = scaledPod(loadPodConfig("builtin:default"), 1024);
  double constructS = 0.0;
  double replayS = 0.0;
  for (auto _ : state) {
    const auto t0 = std::chrono::steady_clock::now();
    Simulation sim(pod, Scenario{}, 1);
    constructS = secondsSince(t0);
    const auto t1 = std::chrono::steady_clock::now();
    sim.runUntil(kRingIntervalS);
    replayS = secondsSince(t1);
    benchmark::DoNotOptimize(sim.tick());
  }
  state.counters["construct_s"] = constructS;
  state.counters["replay_60s_s"] = replayS;
  state.counters["est_replay_1h_s"] = constructS + 3600.0 / kRingIntervalS * replayS;
}
BENCHMARK(BM_JumpBackByReplay)->Iterations(1)->Unit(benchmark::kSecond);

static void BM_JumpBackByCheckpoint(benchmark::State& state) {
  // The ring as a GUI or a study keeps it: a checkpoint every 60 s of the run so far (here 3 min).
  static const PodConfig pod = scaledPod(loadPodConfig("builtin:default"), 1024);
  static Simulation sim(pod, Scenario{}, 1);
  static const std::vector<SimState> ring = [] {
    std::vector<SimState> r;
    for (int k = 1; k <= 3; ++k) {
      sim.runUntil(kRingIntervalS * k);
      r.push_back(sim.checkpoint());
    }
    return r;
  }();
  // The worst case: the target lies just before the next checkpoint.
  const double targetS = 2.0 * kRingIntervalS - sim.dtS();
  double ringBytes = 0.0;
  for (const auto& st : ring) ringBytes += static_cast<double>(st.bytes.size());
  for (auto _ : state) {
    const SimState* nearest = nullptr;
    for (const auto& st : ring) {
      if (st.timeS <= targetS) nearest = &st;
    }
    sim.restore(*nearest);
    sim.runUntil(targetS);
    benchmark::DoNotOptimize(sim.tick());
  }
  state.counters["replayed_s"] = targetS - kRingIntervalS;
  state.counters["ring_bytes_per_hour"] = ringBytes / static_cast<double>(ring.size()) * 60.0;
}
BENCHMARK(BM_JumpBackByCheckpoint)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
