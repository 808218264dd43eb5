#include "study/case_runner.h"

#include <spdlog/spdlog.h>

#include <cmath>
#include <limits>

#include "core/config_error.h"
#include "study/failure_sampler.h"

namespace podtwin::study {

const std::vector<KpiSpec>& kpiCatalogue() {
  using R = RunSummary;
  static const std::vector<KpiSpec> kpis = {
      {"it_energy_kwh", "kWh", "IT energy", [](const R& r, int) { return r.itEnergyKwh; }},
      {"cooling_energy_kwh", "kWh", "pumps and fans",
       [](const R& r, int) { return r.coolingEnergyKwh; }},
      {"conversion_loss_energy_kwh", "kWh", "PSU, converter and transformer losses",
       [](const R& r, int) { return r.lossEnergyKwh; }},
      {"facility_energy_kwh", "kWh", "total facility energy",
       [](const R& r, int) { return r.facilityEnergyKwh; }},
      {"generation_energy_kwh", "kWh", "gensets",
       [](const R& r, int) { return r.generationEnergyKwh; }},
      {"grid_import_energy_kwh", "kWh", "grid import",
       [](const R& r, int) { return r.gridImportEnergyKwh; }},
      {"bess_discharge_energy_kwh", "kWh", "battery discharge",
       [](const R& r, int) { return r.bessDischargeEnergyKwh; }},
      {"unserved_energy_kwh", "kWh", "demand not served",
       [](const R& r, int) { return r.unservedEnergyKwh; }},
      {"pue_energy_weighted", "1", "facility / IT energy (EN 50600-4-2)",
       [](const R& r, int) { return r.pueEnergyWeighted; }},
      {"min_soc", "1", "lowest battery state of charge", [](const R& r, int) { return r.minSoc; }},
      {"max_frequency_deviation_pct", "%", "worst bus frequency excursion",
       [](const R& r, int) { return r.maxFrequencyDeviationPct; }},
      {"gpu_temp_max_c", "degC", "hottest GPU", [](const R& r, int) { return r.gpuTempMaxC; }},
      {"throttled_gpu_hours", "h", "GPU-hours spent thermally throttled",
       [](const R& r, int) { return r.throttledGpuHours; }},
      {"racks_tripped_max", "1", "most racks down at once",
       [](const R& r, int) { return static_cast<double>(r.racksTrippedMax); }},
      {"mfu_mean", "1", "time-mean model FLOPs utilisation",
       [](const R& r, int) { return r.mfuMean; }},
      {"cost_usd", "USD", "cost of the run", [](const R& r, int) { return r.costUsd; }},
      // Indicators: their mean over cases is the probability of the event.
      {"job_throttled", "1", "1 when any GPU throttled during the run",
       [](const R& r, int) { return r.throttledGpuHours > 0.0 ? 1.0 : 0.0; }},
      {"load_shed", "1", "1 when any demand went unserved or a rack tripped",
       [](const R& r, int) {
         return r.unservedEnergyKwh > 0.0 || r.racksTrippedMax > 0 ? 1.0 : 0.0;
       }},
      {"failures", "1", "failures sampled into the case",
       [](const R&, int failures) { return static_cast<double>(failures); }},
      {"energy_balance_relative_error", "1", "model check: energy ledger closure",
       [](const R& r, int) { return r.energyBalanceRelativeError; }},
      {"heat_balance_relative_error", "1", "model check: heat ledger closure",
       [](const R& r, int) { return r.heatBalanceRelativeError; }},
  };
  return kpis;
}

const KpiSpec* findKpi(const std::string& name) {
  for (const auto& k : kpiCatalogue()) {
    if (k.name == name) return &k;
  }
  return nullptr;
}

const char* caseStatusName(CaseStatus s) {
  switch (s) {
    case CaseStatus::Ok:
      return "ok";
    case CaseStatus::Diverged:
      return "diverged";
    case CaseStatus::Error:
      return "error";
    case CaseStatus::Interrupted:
      return "interrupted";
  }
  return "error";
}

PodConfig podFor(const SweepSpec& spec, const CaseDef& c) {
  const nlohmann::json pod = podJsonFor(spec, c);
  PodConfig cfg =
      parsePodConfig(pod.dump(2), spec.podSource + " (grid point " + std::to_string(c.gridPoint) +
                                      " of " + spec.fileName + ")");
  cfg.sourceFile = spec.podSource;
  return cfg;
}

Scenario scenarioFor(const SweepSpec& spec, const CaseDef& c, const PodCounts& counts,
                     int* failures) {
  Scenario s;
  if (!spec.scenarioText.empty()) {
    s = parseScenario(spec.scenarioText, spec.scenarioSource, &counts);
  } else {
    s.name = "empty";
  }
  const SampledFailures f = sampleFailures(spec.failures, counts, spec.durationS, c.failureSeed);
  s.events.insert(s.events.end(), f.events.begin(), f.events.end());
  s.sortEvents();
  if (failures != nullptr) *failures = f.failures;
  if (!spec.failures.empty()) s.name += " + sampled failures";
  return s;
}

CaseResult runCase(const SweepSpec& spec, const CaseDef& c, const std::atomic<bool>* stop,
                   const StepObserver& observer) {
  CaseResult res;
  res.def = c;
  res.kpis.assign(spec.kpis.size(), std::numeric_limits<double>::quiet_NaN());
  try {
    PodConfig pod = podFor(spec, c);
    const PodCounts counts = Simulation::countsFor(pod);
    Scenario scenario = scenarioFor(spec, c, counts, &res.failures);
    Simulation sim(std::move(pod), std::move(scenario), c.simSeed);
    // A case's KPIs and series come from the physics, never from an instrument.
    sim.setInstrumentsUpdated(false);
    const double dt = sim.dtS();
    const auto ticks = static_cast<std::uint64_t>(std::ceil(spec.durationS / dt - 1e-9));
    if (observer) observer(c, sim);
    while (sim.tick() < ticks) {
      // Checking the flag every 256 ticks (25.6 s simulated) keeps Ctrl-C prompt and cheap.
      if (stop != nullptr && (sim.tick() & 255u) == 0 && stop->load(std::memory_order_relaxed)) {
        res.status = CaseStatus::Interrupted;
        res.message = "interrupted at t=" + std::to_string(sim.timeS()) + " s";
        return res;
      }
      sim.step();
      if (observer) observer(c, sim);
    }
    res.summary = sim.summary();
    for (std::size_t k = 0; k < spec.kpis.size(); ++k) {
      const KpiSpec* kpi = findKpi(spec.kpis[k]);
      const double v = kpi != nullptr ? kpi->value(res.summary, res.failures) : 0.0;
      res.kpis[k] = v;
    }
    for (double v : res.kpis) {
      // A non-finite KPI from a finite run is a model defect: flag the case instead of writing it.
      if (!std::isfinite(v)) {
        res.status = CaseStatus::Diverged;
        res.message = "a KPI is not finite";
        res.kpis.assign(spec.kpis.size(), std::numeric_limits<double>::quiet_NaN());
        break;
      }
    }
  } catch (const DivergenceError& e) {
    res.status = CaseStatus::Diverged;
    res.message = e.what();
  } catch (const ConfigError& e) {
    res.status = CaseStatus::Error;
    res.message = e.issues().empty() ? e.what() : e.issues().front().toString();
  } catch (const std::exception& e) {
    res.status = CaseStatus::Error;
    res.message = e.what();
  }
  if (res.status != CaseStatus::Ok) {
    spdlog::warn("case {}: {}: {}", c.index, caseStatusName(res.status), res.message);
  }
  return res;
}

}  // namespace podtwin::study
