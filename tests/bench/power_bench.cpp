// Simulated seconds per wall second of the electrical plant (1 ms steps inside 0.1 s ticks) for
// the default 16-rack pod and generated campuses. Targets (issue #3): default >= 2,000x real
// time, 1,024 racks >= 100x, on one core. The counter `x_realtime` is that ratio.
#include <benchmark/benchmark.h>

#include <vector>

#include "config/pod_config.h"
#include "core/event_log.h"
#include "power/power_system.h"

using namespace podtwin;

namespace {

void runPlant(benchmark::State& state, int racks) {
  const PodConfig base = loadPodConfig("builtin:default");
  const PodConfig pod = racks == base.racks.count ? base : scaledPod(base, racks);
  power::PowerSystem plant(pod, 1);
  const auto n = static_cast<std::size_t>(pod.racks.count);
  std::vector<double> clock(n, 1.0);
  std::vector<std::uint8_t> trip(n, 0);
  // A few racks throttled so the per-tick sums are not all alike.
  for (std::size_t i = 0; i < n; i += 7) clock[i] = 0.9;
  power::PowerTickOutput out;
  EventLog log;
  power::PowerTickInput in;
  in.dtS = pod.timing.controlDtS;
  in.rackClockFactor = clock;
  in.rackThermalTrip = trip;
  in.coolingPowerW = 150e3 * racks / 16.0;
  in.computePhaseS = 1.0;
  in.commPhaseS = 0.3;
  double t = 0.0;
  long ticks = 0;
  for (auto _ : state) {
    in.t0S = t;
    plant.advance(in, out, log);
    benchmark::DoNotOptimize(out.rackItPowerW.data());
    t = static_cast<double>(++ticks) * in.dtS;
  }
  state.counters["x_realtime"] =
      benchmark::Counter(static_cast<double>(ticks) * in.dtS, benchmark::Counter::kIsRate);
  state.counters["racks"] = racks;
  state.counters["gensets"] = pod.power.gensetCount;
}

void BM_PowerDefaultPod(benchmark::State& s) {
  runPlant(s, 16);
}
void BM_PowerCampus128(benchmark::State& s) {
  runPlant(s, 128);
}
void BM_PowerCampus1024(benchmark::State& s) {
  runPlant(s, 1024);
}
void BM_PowerCampus8192(benchmark::State& s) {
  runPlant(s, 8192);
}

}  // namespace

BENCHMARK(BM_PowerDefaultPod)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_PowerCampus128)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_PowerCampus1024)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_PowerCampus8192)->Unit(benchmark::kMicrosecond);

BENCHMARK_MAIN();
