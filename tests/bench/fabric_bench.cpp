// Benchmarks for the fabric: link-load computation (traffic generation + routing + collective
// times) for the default 1,152-GPU pod and a 73,728-GPU campus, per-tick cost and snapshot fill.
// The coupled model's target is ≥ 100× real time for a 1,024-rack campus: a 0.1 s control tick
// within 1 ms. The fabric recomputes only on fabric events; every other tick costs one update().
#include <benchmark/benchmark.h>

#include "config/pod_config.h"
#include "fabric/fabric_system.h"
#include "scenario/scenario.h"
#include "sim/snapshot.h"

using namespace podtwin;
using namespace podtwin::fabric;

namespace {

PodConfig podFor(int racks, bool ecmp) {
  PodConfig base = loadPodConfig("builtin:default");
  PodConfig pod = racks == base.racks.count ? base : scaledPod(base, racks);
  pod.fabric.routing = ecmp ? "ecmp" : "adaptive";
  return pod;
}

void BM_LinkLoad(benchmark::State& state) {
  const int racks = static_cast<int>(state.range(0));
  const bool ecmp = state.range(1) != 0;
  const PodConfig pod = podFor(racks, ecmp);
  FabricSystem f(pod, 1);
  EventLog log;
  for (auto _ : state) {
    f.recompute(0.0, log);
    benchmark::DoNotOptimize(f.allreduceTimeS());
  }
  state.counters["gpus"] = pod.totalGpus();
  state.counters["links"] = static_cast<double>(f.topology().linkCount());
  state.counters["peak_util"] = f.linkUtilMax();
}
BENCHMARK(BM_LinkLoad)
    ->Args({16, 0})
    ->Args({16, 1})
    ->Args({1024, 0})
    ->Args({1024, 1})
    ->Unit(benchmark::kMillisecond);

// A failed spine on the campus: the recomputation an event costs.
void BM_LinkLoadCampusSpineDown(benchmark::State& state) {
  const PodConfig pod = podFor(1024, false);
  FabricSystem f(pod, 1);
  EventLog log;
  f.applyEvent(makeEvent(0, "switch_down", "spine1"), 0, log);
  for (auto _ : state) {
    f.recompute(0.0, log);
    benchmark::DoNotOptimize(f.allreduceTimeS());
  }
}
BENCHMARK(BM_LinkLoadCampusSpineDown)->Unit(benchmark::kMillisecond);

// What every control tick without a fabric event costs the coupled model.
void BM_QuietTickCampus(benchmark::State& state) {
  const PodConfig pod = podFor(1024, false);
  FabricSystem f(pod, 1);
  EventLog log;
  f.update(0.0, log);
  double t = 0.0;
  for (auto _ : state) {
    t += 0.1;
    f.update(t, log);
    benchmark::DoNotOptimize(f.exposedCommTimeS());
  }
}
BENCHMARK(BM_QuietTickCampus);

void BM_FillSnapshot(benchmark::State& state) {
  const PodConfig pod = podFor(static_cast<int>(state.range(0)), false);
  FabricSystem f(pod, 1);
  EventLog log;
  f.update(0.0, log);
  Snapshot s;
  s.racks.resize(static_cast<std::size_t>(pod.racks.count));
  for (auto _ : state) {
    f.fillSnapshot(s, s.racks);
    benchmark::DoNotOptimize(s.links.data());
  }
}
BENCHMARK(BM_FillSnapshot)->Arg(16)->Arg(1024)->Unit(benchmark::kMicrosecond);

}  // namespace

BENCHMARK_MAIN();
