// Sweep throughput: cases per minute for one-hour cases of the default pod with Monte-Carlo
// failures (pumps, gensets, links), on all cores and on one, with every electrical step taken
// alone and with up to 16 merged while the job's power is flat (timing.electrical_macro_steps). The
// issue's question — how long does a 1,000-case one-hour sweep take here — is 1000 /
// (cases_per_min) minutes; the benchmark runs a small sample of the same cases so it stays quick.
#include <benchmark/benchmark.h>

#include <chrono>
#include <ctime>

#include "core/builtin.h"
#include "study/case_table.h"
#include "study/sweep_pool.h"

using namespace podtwin;
using namespace podtwin::study;

namespace {

SweepSpec benchSpec(int cases, double durationS = 3600.0, int macroSteps = 1) {
  const std::string text = R"({"schema_version": 1, "pod": "builtin:default", "duration_s": )" +
                           std::to_string(durationS) + R"(,
    "grid": {"timing.electrical_macro_steps": [)" +
                           std::to_string(macroSteps) + R"(]},
    "seed": 1, "monte_carlo": {"cases": )" +
                           std::to_string(cases) + R"(, "components": {
      "pump": {"mtbf_h": 50000, "mttr_h": 8}, "genset": {"mtbf_h": 2000, "mttr_h": 24},
      "link": {"mtbf_h": 100000, "mttr_h": 4}}}})";
  return parseSweepSpec(text, "bench.json", readSource);
}

void runSweep(benchmark::State& state, int threads, int macroSteps = 1) {
  const int cases = static_cast<int>(state.range(0));
  const SweepSpec spec = benchSpec(cases, 3600.0, macroSteps);
  std::vector<std::size_t> idx(spec.caseCount());
  for (std::size_t i = 0; i < idx.size(); ++i) idx[i] = i;
  PoolOptions o;
  o.threads = threads;
  std::size_t done = 0;
  double seconds = 0.0;
  double cpuSeconds = 0.0;
  for (auto _ : state) {
    const auto t0 = std::chrono::steady_clock::now();
    const std::clock_t c0 = std::clock();  // process CPU time, every thread
    CaseRows rows;
    runCases(spec, idx, o, [&](const CaseResult& r) { rows[r.def.index] = casesCsvRow(spec, r); });
    seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    cpuSeconds += static_cast<double>(std::clock() - c0) / CLOCKS_PER_SEC;
    done += rows.size();
    benchmark::DoNotOptimize(rows);
  }
  const double perMin = seconds > 0.0 ? static_cast<double>(done) * 60.0 / seconds : 0.0;
  state.counters["cases_per_min"] = perMin;
  // The issue's 1,000-case one-hour sweep at this rate.
  state.counters["min_per_1000_cases"] = perMin > 0.0 ? 1000.0 / perMin : 0.0;
  const int used = resolveThreads(threads, idx.size());
  state.counters["threads"] = static_cast<double>(used);
  // CPU time per case does not depend on what else runs on the machine (wall time does): the rate
  // an otherwise idle machine would reach with `used` busy cores.
  const double cpuPerCase = done > 0 ? cpuSeconds / static_cast<double>(done) : 0.0;
  state.counters["cpu_s_per_case"] = cpuPerCase;
  state.counters["cases_per_min_if_idle"] = cpuPerCase > 0.0 ? 60.0 * used / cpuPerCase : 0.0;
}

void BM_SweepOneHourCasesAllCores(benchmark::State& state) {
  runSweep(state, 0);
}
void BM_SweepOneHourCasesOneThread(benchmark::State& state) {
  runSweep(state, 1);
}
void BM_SweepOneHourCasesAllCoresMerged(benchmark::State& state) {
  runSweep(state, 0, 16);
}
void BM_SweepOneHourCasesOneThreadMerged(benchmark::State& state) {
  runSweep(state, 1, 16);
}

// The sweep's own cost per case, physics aside: pod edit and parse, a year of sampled failures,
// Simulation construction and one tick.
void BM_CaseOverhead(benchmark::State& state) {
  SweepSpec spec = benchSpec(1);
  spec.durationS = 365.0 * 86400.0;  // failures sampled over a year; only one tick is simulated
  const CaseDef c = caseAt(spec, 0);
  const PodCounts counts = Simulation::countsFor(podFor(spec, c));
  for (auto _ : state) {
    int failures = 0;
    Scenario sc = scenarioFor(spec, c, counts, &failures);
    Simulation sim(podFor(spec, c), std::move(sc), c.simSeed);
    sim.step();
    benchmark::DoNotOptimize(sim.summary());
  }
}

}  // namespace

BENCHMARK(BM_CaseOverhead)->Unit(benchmark::kMillisecond);

// Four cases per run on all cores (two per core here), two on one thread; one iteration is already
// several seconds of simulation, so the sample stays small.
BENCHMARK(BM_SweepOneHourCasesAllCores)
    ->Arg(4)
    ->Unit(benchmark::kSecond)
    ->UseRealTime()
    ->Iterations(1);
BENCHMARK(BM_SweepOneHourCasesOneThread)
    ->Arg(2)
    ->Unit(benchmark::kSecond)
    ->UseRealTime()
    ->Iterations(1);
BENCHMARK(BM_SweepOneHourCasesAllCoresMerged)
    ->Arg(4)
    ->Unit(benchmark::kSecond)
    ->UseRealTime()
    ->Iterations(1);
BENCHMARK(BM_SweepOneHourCasesOneThreadMerged)
    ->Arg(2)
    ->Unit(benchmark::kSecond)
    ->UseRealTime()
    ->Iterations(1);

BENCHMARK_MAIN();
