// Thermal-hydraulic step cost: per-GPU nodes, rack loops, CDU operating points, facility loop.
// "x_realtime" = simulated seconds per wall-clock second (target ≥ 100 for the coupled 1,024-rack
// campus on one core).
#include <benchmark/benchmark.h>

#include <vector>

#include "config/pod_config.h"
#include "core/event_log.h"
#include "sim/simulation.h"
#include "thermal/thermal_system.h"

using namespace podtwin;

static void BM_ThermalStep(benchmark::State& state) {
  const int racks = static_cast<int>(state.range(0));
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
  const double ticks = static_cast<double>(state.iterations());
  state.counters["gpus"] = static_cast<double>(racks) * pod.racks.gpusPerRack;
  state.counters["x_realtime"] = benchmark::Counter(ticks * in.dtS, benchmark::Counter::kIsRate);
  state.SetItemsProcessed(state.iterations() * racks * pod.racks.gpusPerRack);
}
BENCHMARK(BM_ThermalStep)->Arg(16)->Arg(1024)->Arg(8192)->Unit(benchmark::kMicrosecond);

static void BM_CoupledStep(benchmark::State& state) {
  const int racks = static_cast<int>(state.range(0));
  const PodConfig pod = scaledPod(loadPodConfig("builtin:default"), racks);
  Simulation sim(pod, Scenario{}, 1);
  for (auto _ : state) {
    sim.step();
  }
  const double ticks = static_cast<double>(state.iterations());
  state.counters["x_realtime"] = benchmark::Counter(ticks * sim.dtS(), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_CoupledStep)->Arg(16)->Arg(1024)->Unit(benchmark::kMicrosecond);

BENCHMARK_MAIN();
