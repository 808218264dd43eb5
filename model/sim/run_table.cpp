#include "sim/run_table.h"

#include "core/json_reader.h"

#include <cmath>
#include <cstdio>

namespace podtwin {

std::vector<RunColumn> runColumns(const PodConfig& pod) {
  std::vector<RunColumn> c = {
      {"time_s", "s", [](const Snapshot& s) { return s.timeS; }},
      {"it_power_kw", "kW", [](const Snapshot& s) { return s.itPowerKw; }},
      {"cooling_power_kw", "kW", [](const Snapshot& s) { return s.coolingPowerKw; }},
      {"facility_power_kw", "kW", [](const Snapshot& s) { return s.facilityPowerKw; }},
      {"pue", "1", [](const Snapshot& s) { return s.pue; }},
      {"generation_kw", "kW", [](const Snapshot& s) { return s.generationKw; }},
      {"grid_import_kw", "kW", [](const Snapshot& s) { return s.gridImportKw; }},
      {"bess_power_kw", "kW", [](const Snapshot& s) { return s.bessPowerKw; }},
      {"bess_soc", "1", [](const Snapshot& s) { return s.bessSoc; }},
      {"bus_frequency_hz", "Hz", [](const Snapshot& s) { return s.busFrequencyHz; }},
      {"gpus_throttled", "1", [](const Snapshot& s) { return s.gpusThrottled; }},
      {"gpu_temp_max_c", "degC", [](const Snapshot& s) { return s.gpuTempMaxC; }},
      {"coolant_supply_temp_c", "degC", [](const Snapshot& s) { return s.coolantSupplyTempC; }},
      {"coolant_flow_lpm", "L/min", [](const Snapshot& s) { return s.coolantFlowLpm; }},
      {"fabric_link_util_max", "1", [](const Snapshot& s) { return s.fabricLinkUtilMax; }},
      {"step_time_s", "s", [](const Snapshot& s) { return s.stepTimeS; }},
      {"mfu", "1", [](const Snapshot& s) { return s.mfu; }},
      // Additions (issues #4, #5): extend, never rename.
      {"tokens_per_s", "1/s", [](const Snapshot& s) { return s.tokensPerS; }},
      {"allreduce_time_s", "s", [](const Snapshot& s) { return s.allreduceTimeS; }},
      {"cost_to_date_usd", "USD", [](const Snapshot& s) { return s.costToDateUsd; }},
      {"conversion_loss_kw", "kW", [](const Snapshot& s) { return s.conversionLossKw; }},
      {"misc_power_kw", "kW", [](const Snapshot& s) { return s.miscPowerKw; }},
      {"pue_energy_weighted", "1", [](const Snapshot& s) { return s.pueEnergyWeighted; }},
      {"frequency_deviation_pct", "%", [](const Snapshot& s) { return s.frequencyDeviationPct; }},
      {"grid_voltage_pu", "1", [](const Snapshot& s) { return s.gridVoltagePu; }},
      {"racks_capped", "1", [](const Snapshot& s) { return s.racksCapped; }},
      {"racks_tripped", "1", [](const Snapshot& s) { return s.racksTripped; }},
      {"gpu_temp_mean_c", "degC", [](const Snapshot& s) { return s.gpuTempMeanC; }},
      {"coolant_return_temp_c", "degC", [](const Snapshot& s) { return s.coolantReturnTempC; }},
      {"ambient_temp_c", "degC", [](const Snapshot& s) { return s.ambientTempC; }},
      {"cooling_demand_kw", "kW", [](const Snapshot& s) { return s.coolingDemandKw; }},
      {"it_input_power_kw", "kW", [](const Snapshot& s) { return s.itInputPowerKw; }},
      {"pue_psu_output", "1", [](const Snapshot& s) { return s.puePsuOutput; }},
      {"pue_energy_weighted_psu_output", "1",
       [](const Snapshot& s) { return s.pueEnergyWeightedPsuOutput; }},
  };
  for (int i = 0; i < pod.thermal.cduCount; ++i) {
    const std::string p = "cdu" + std::to_string(i + 1);
    const auto idx = static_cast<std::size_t>(i);
    auto cdu = [idx](const Snapshot& s) -> const CduSnapshot* {
      return idx < s.cdus.size() ? &s.cdus[idx] : nullptr;
    };
    c.push_back({p + "_supply_temp_c", "degC", [cdu](const Snapshot& s) {
                   const auto* d = cdu(s);
                   return d ? d->supplyTempC : std::nan("");
                 }});
    c.push_back({p + "_flow_lpm", "L/min", [cdu](const Snapshot& s) {
                   const auto* d = cdu(s);
                   return d ? d->flowLpm : std::nan("");
                 }});
    c.push_back({p + "_pumps_running", "1", [cdu](const Snapshot& s) {
                   const auto* d = cdu(s);
                   return d ? static_cast<double>(d->pumpsRunning) : std::nan("");
                 }});
  }
  return c;
}

std::string formatCsvValue(double v) {
  if (std::isnan(v)) return "";  // not modelled: left empty, never faked
  // 10 significant digits (formatNumber): below the model's accuracy, stable across runs.
  return formatNumber(v);
}

std::string csvHeader(const std::vector<RunColumn>& cols) {
  std::string out;
  for (const auto& c : cols) {
    if (!out.empty()) out += ',';
    out += c.name;
  }
  return out;
}

std::string csvRow(const std::vector<RunColumn>& cols, const Snapshot& s) {
  std::string out;
  out.reserve(cols.size() * 12);
  for (std::size_t i = 0; i < cols.size(); ++i) {
    if (i) out += ',';
    out += formatCsvValue(cols[i].value(s));
  }
  return out;
}

}  // namespace podtwin
