#pragma once
// Test helper for the built-in scenario library: loads builtin:NAME the way the headless runner
// does (readSource + parseScenario with the pod's counts), runs podtwin::Simulation for the
// scenario's duration and records a compact per-tick trace of the KPIs the expected outcomes
// speak about, so each test can check numbers over time windows.

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <functional>
#include <limits>
#include <string>
#include <vector>

#include "config/pod_config.h"
#include "core/builtin.h"
#include "scenario/scenario.h"
#include "sim/simulation.h"
#include "sim/snapshot.h"

namespace podtwin::scenariotest {

/// One recorded tick (kW, °C, s, fractions as in Snapshot).
struct Sample {
  double tS = 0.0;
  double itPowerKw = 0.0;
  double facilityPowerKw = 0.0;
  double pue = 0.0;
  double generationKw = 0.0;
  double gridImportKw = 0.0;
  double bessPowerKw = 0.0;
  double bessSoc = 0.0;
  double frequencyDeviationPct = 0.0;
  double gpuTempMaxC = 0.0;
  double stepTimeS = 0.0;
  double allreduceTimeS = 0.0;
  double mfu = 0.0;
  double tokensPerS = 0.0;
  double fabricLinkUtilMax = 0.0;
  double cdu1FlowLpm = 0.0;
  double cdu2FlowLpm = 0.0;
  double coolingPowerKw = 0.0;
  double fanPowerKw = 0.0;
  double facilityWaterTempC = 0.0;
  double cdu1SupplyC = 0.0;  ///< CDU 1's secondary (rack) supply temperature
  double cdu2SupplyC = 0.0;
  double ambientTempC = 0.0;
  double projectedDays = 0.0;
  double gpuTempMaxCdu1C = 0.0;  ///< hottest GPU of the racks on CDU 1
  double gpuTempMaxCdu2C = 0.0;  ///< hottest GPU of the racks on CDU 2
  int gpusThrottled = 0;
  int gpusShutdown = 0;
  int racksCapped = 0;
  int racksTripped = 0;
  int gensetsOnline = 0;
  bool jobRunning = false;
};

/// A finished run: the trace, the log and the summary.
struct Run {
  Scenario scenario;
  std::vector<Sample> samples;
  std::vector<LogEntry> log;
  RunSummary summary;
  PodCounts counts;
  Snapshot last;  ///< the final state (per-rack arrays, CDUs, gensets)

  /// Samples with t0 <= t < t1.
  template <typename F>
  double maxOf(double t0, double t1, F f) const {
    double m = -std::numeric_limits<double>::infinity();
    for (const auto& s : samples) {
      if (s.tS >= t0 && s.tS < t1) m = std::max(m, static_cast<double>(f(s)));
    }
    return m;
  }
  template <typename F>
  double minOf(double t0, double t1, F f) const {
    double m = std::numeric_limits<double>::infinity();
    for (const auto& s : samples) {
      if (s.tS >= t0 && s.tS < t1) m = std::min(m, static_cast<double>(f(s)));
    }
    return m;
  }
  template <typename F>
  double meanOf(double t0, double t1, F f) const {
    double sum = 0.0;
    int n = 0;
    for (const auto& s : samples) {
      if (s.tS >= t0 && s.tS < t1) {
        sum += static_cast<double>(f(s));
        ++n;
      }
    }
    return n > 0 ? sum / n : std::numeric_limits<double>::quiet_NaN();
  }
  /// The last sample at or before t.
  const Sample& at(double t) const {
    const Sample* best = &samples.front();
    for (const auto& s : samples) {
      if (s.tS <= t + 1e-9) best = &s;
    }
    return *best;
  }
  /// Log entries with this code (not clearing entries), optionally for one object.
  int count(const std::string& code, const std::string& object = {}) const {
    int n = 0;
    for (const auto& e : log) {
      if (e.code == code && !e.cleared && (object.empty() || e.object == object)) ++n;
    }
    return n;
  }
  /// Time of the first entry with this code (not a clearing one), or -1.
  double firstTime(const std::string& code, const std::string& object = {}) const {
    for (const auto& e : log) {
      if (e.code == code && !e.cleared && (object.empty() || e.object == object)) return e.t_s;
    }
    return -1.0;
  }
  /// Entries at Trip severity.
  int trips() const {
    int n = 0;
    for (const auto& e : log) {
      if (e.severity == Severity::Trip && !e.cleared) ++n;
    }
    return n;
  }
};

/// The built-in scenario NAME, parsed exactly as the runner does (sim_cli's loadScenarioSpec).
inline Scenario loadBuiltinScenario(const std::string& name, const PodConfig& pod) {
  const PodCounts counts = Simulation::countsFor(pod);
  auto [text, displayName] = readSource("scenario", "builtin:" + name);
  return parseScenario(text, displayName, &counts);
}

inline Sample sampleOf(const Snapshot& s) {
  Sample x;
  x.tS = s.timeS;
  x.itPowerKw = s.itPowerKw;
  x.facilityPowerKw = s.facilityPowerKw;
  x.pue = s.pue;
  x.generationKw = s.generationKw;
  x.gridImportKw = s.gridImportKw;
  x.bessPowerKw = s.bessPowerKw;
  x.bessSoc = s.bessSoc;
  x.frequencyDeviationPct = s.frequencyDeviationPct;
  x.gpuTempMaxC = s.gpuTempMaxC;
  x.stepTimeS = s.stepTimeS;
  x.allreduceTimeS = s.allreduceTimeS;
  x.mfu = s.mfu;
  x.tokensPerS = s.tokensPerS;
  x.fabricLinkUtilMax = s.fabricLinkUtilMax;
  if (!s.cdus.empty()) x.cdu1FlowLpm = s.cdus[0].flowLpm;
  if (s.cdus.size() > 1) x.cdu2FlowLpm = s.cdus[1].flowLpm;
  if (!s.cdus.empty()) x.cdu1SupplyC = s.cdus[0].supplyTempC;
  if (s.cdus.size() > 1) x.cdu2SupplyC = s.cdus[1].supplyTempC;
  x.coolingPowerKw = s.coolingPowerKw;
  for (const auto& d : s.dryCoolers) x.fanPowerKw += d.powerKw;
  x.facilityWaterTempC = s.facilityWaterTempC;
  x.ambientTempC = s.ambientTempC;
  x.projectedDays = s.projectedDays;
  for (std::size_t i = 0; i < s.racks.gpuTempMaxC.size(); ++i) {
    double& m = s.racks.cdu[i] == 0 ? x.gpuTempMaxCdu1C : x.gpuTempMaxCdu2C;
    m = std::max(m, static_cast<double>(s.racks.gpuTempMaxC[i]));
  }
  x.gpusThrottled = s.gpusThrottled;
  x.gpusShutdown = s.gpusShutdown;
  x.racksCapped = s.racksCapped;
  x.racksTripped = s.racksTripped;
  for (const auto& g : s.gensets) x.gensetsOnline += g.online ? 1 : 0;
  x.jobRunning = s.jobRunning;
  return x;
}

/// Runs `scenario` on `pod` for its duration (or `durationS` if > 0), recording every
/// `strideTicks`-th tick. `perTick`, when given, sees every tick's snapshot (for peaks that a
/// stride would miss).
inline Run runScenario(const PodConfig& pod, Scenario scenario, double durationS = 0.0,
                       int strideTicks = 1,
                       const std::function<void(Simulation&, const Snapshot&)>& perTick = {}) {
  Run r;
  r.scenario = scenario;
  r.counts = Simulation::countsFor(pod);
  const double duration = durationS > 0.0 ? durationS : scenario.durationS.value_or(3600.0);
  const std::uint64_t seed = scenario.seed.value_or(1);  // the runner's default seed
  Simulation sim(pod, std::move(scenario), seed);
  Snapshot snap;
  sim.fillSnapshot(snap, false);
  r.samples.push_back(sampleOf(snap));
  const auto ticks = static_cast<std::uint64_t>(std::ceil(duration / sim.dtS() - 1e-9));
  while (sim.tick() < ticks) {
    sim.step();
    const bool record = sim.tick() % static_cast<std::uint64_t>(strideTicks) == 0;
    if (record || perTick) sim.fillSnapshot(snap, false);
    if (perTick) perTick(sim, snap);
    if (record) r.samples.push_back(sampleOf(snap));
  }
  sim.fillSnapshot(r.last, false);
  r.log = sim.log().all();
  r.summary = sim.summary();
  return r;
}

/// builtin:NAME on the default pod, recorded every tick.
inline Run runBuiltin(const std::string& name, int strideTicks = 1) {
  const PodConfig pod = loadPodConfig("builtin:default");
  return runScenario(pod, loadBuiltinScenario(name, pod), 0.0, strideTicks);
}

/// True when every recorded value is finite (no NaN escaped into the trace); PUE is NaN exactly
/// when there is no IT load (undefined).
inline bool allFinite(const Run& r) {
  for (const auto& s : r.samples) {
    if (std::isfinite(s.pue) != (s.itPowerKw > 0.0)) return false;
    const double v[] = {
        s.itPowerKw,   s.facilityPowerKw, s.generationKw,   s.gridImportKw,      s.bessPowerKw,
        s.bessSoc,     s.gpuTempMaxC,     s.stepTimeS,      s.allreduceTimeS,    s.mfu,
        s.cdu1FlowLpm, s.cdu2FlowLpm,     s.coolingPowerKw, s.facilityWaterTempC};
    for (double x : v) {
      if (!std::isfinite(x)) return false;
    }
  }
  return true;
}

}  // namespace podtwin::scenariotest
