#include "sim/sim_cli.h"

#include <fmt/core.h>
#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>

#include <chrono>
#include <cmath>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>

#include "config/pod_config.h"
#include "core/builtin.h"
#include "core/config_error.h"
#include "core/json_reader.h"
#include "fabric/audit.h"
#include "fabric/fabric_system.h"
#include "scenario/scenario.h"
#include "sim/hdf5_writer.h"
#include "sim/run_table.h"
#include "sim/simulation.h"
#include "sim/sweep_cli.h"

namespace podtwin::cli {

namespace {

struct BadInput : std::runtime_error {
  using std::runtime_error::runtime_error;
};

constexpr const char* kUsage = R"(podtwin-sim — headless PodTwin runner

Usage:
  podtwin-sim run [--pod FILE|builtin:NAME] [--scenario FILE|builtin:NAME] [--duration SECONDS]
                  [--seed N] [--csv OUT.csv] [--summary OUT.json] [--sample-interval SECONDS]
                  [--h5 OUT.h5]
  podtwin-sim validate FILE [--pod FILE|builtin:NAME]
  podtwin-sim audit-fabric [--pod ...] [--scenario ... --at SECONDS]
                  [--collective all_reduce|all_gather|reduce_scatter|all_to_all]
  podtwin-sim sweep --spec SWEEP.json --out DIR [--resume] [--threads N] [--h5 F.h5] (see README)
  podtwin-sim list
Options for all commands:
  --log-level trace|debug|info|warn|error|off   (default warn; logs go to stderr)
Defaults: the embedded default pod, an empty scenario, seed 1, 1 s samples, the scenario's duration or 3600 s.
Exit codes: 0 ok, 2 bad input, 1 internal failure.
)";

// Parses "--key value" pairs after the command word; flags listed in `flags` take no value.
std::map<std::string, std::string> parseOptions(const std::vector<std::string>& args,
                                                std::size_t start,
                                                const std::vector<std::string>& known,
                                                std::vector<std::string>* positional) {
  std::map<std::string, std::string> out;
  for (std::size_t i = start; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a.rfind("--", 0) == 0) {
      std::string key = a.substr(2);
      std::string value;
      auto eq = key.find('=');
      if (eq != std::string::npos) {
        value = key.substr(eq + 1);
        key = key.substr(0, eq);
      } else {
        if (i + 1 >= args.size()) throw BadInput("option --" + key + " needs a value");
        value = args[++i];
      }
      if (std::find(known.begin(), known.end(), key) == known.end()) {
        throw BadInput("unknown option --" + key + " (see podtwin-sim --help)");
      }
      out[key] = value;
    } else if (positional != nullptr) {
      positional->push_back(a);
    } else {
      throw BadInput("unexpected argument \"" + a + "\"");
    }
  }
  return out;
}

double parseDouble(const std::string& option, const std::string& text, double min, double max) {
  std::size_t used = 0;
  double v = 0.0;
  try {
    v = std::stod(text, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (used != text.size() || !std::isfinite(v) || v < min || v > max) {
    throw BadInput("--" + option + " \"" + text + "\" is not a number from " + formatNumber(min) +
                   " to " + formatNumber(max));
  }
  return v;
}

void setLogLevel(const std::map<std::string, std::string>& opts) {
  auto it = opts.find("log-level");
  std::string level = it == opts.end() ? "warn" : it->second;
  auto l = spdlog::level::from_str(level);
  if (l == spdlog::level::off && level != "off") {
    throw BadInput("--log-level \"" + level +
                   "\" is not one of trace, debug, info, warn, error, off");
  }
  spdlog::set_level(l);
}

void writeFileAtomically(const std::string& path, const std::string& text) {
  const std::string tmp = path + ".tmp";
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    if (!out) throw BadInput("cannot write " + path);
    out << text;
    if (!out) throw BadInput("cannot write " + path);
  }
  if (std::rename(tmp.c_str(), path.c_str()) != 0) throw BadInput("cannot write " + path);
}

nlohmann::ordered_json summaryJson(const Simulation& sim, double wallS) {
  RunSummary r = sim.summary();
  nlohmann::ordered_json j;
  j["pod"] = sim.pod().sourceFile;
  j["pod_name"] = sim.pod().name;
  j["scenario"] = sim.scenario().name;
  j["seed"] = sim.seed();
  j["duration_s"] = r.durationS;
  j["wall_time_s"] = wallS;
  j["speed_x_real_time"] = wallS > 0 ? r.durationS / wallS : 0.0;
  auto& e = j["energy_kwh"];
  e["it"] = r.itEnergyKwh;
  e["cooling"] = r.coolingEnergyKwh;
  e["conversion_losses"] = r.lossEnergyKwh;
  e["misc"] = r.miscEnergyKwh;
  e["facility"] = r.facilityEnergyKwh;
  e["generation"] = r.generationEnergyKwh;
  e["grid_import"] = r.gridImportEnergyKwh;
  e["bess_discharge"] = r.bessDischargeEnergyKwh;
  e["bess_charge"] = r.bessChargeEnergyKwh;
  e["unserved"] = r.unservedEnergyKwh;
  j["pue_energy_weighted"] = r.pueEnergyWeighted;
  j["min_soc"] = r.minSoc;
  j["max_frequency_deviation_pct"] = r.maxFrequencyDeviationPct;
  j["energy_balance_relative_error"] = r.energyBalanceRelativeError;
  j["heat_balance_relative_error"] = r.heatBalanceRelativeError;
  j["gpu_temp_max_c"] = r.gpuTempMaxC;
  j["throttled_gpu_hours"] = r.throttledGpuHours;
  j["racks_tripped_max"] = r.racksTrippedMax;
  j["mfu_mean"] = r.mfuMean;
  j["cost_usd"] = r.costUsd;
  auto& ev = j["events"];
  ev = nlohmann::ordered_json::array();
  auto& al = j["alarms"];
  al = nlohmann::ordered_json::array();
  for (const auto& le : sim.log().all()) {
    nlohmann::ordered_json x;
    x["t_s"] = le.t_s;
    x["severity"] = severityName(le.severity);
    x["object"] = le.object;
    x["code"] = le.code;
    x["message"] = le.message;
    if (le.cleared) x["cleared"] = true;
    (le.severity == Severity::Alarm || le.severity == Severity::Trip ? al : ev).push_back(x);
  }
  return j;
}

Scenario loadScenarioSpec(const std::string& spec, const PodCounts& counts) {
  if (spec.empty()) {
    Scenario s;
    s.name = "empty";
    return s;
  }
  auto [text, name] = readSource("scenario", spec);
  return parseScenario(text, name, &counts);
}

int cmdRun(const std::vector<std::string>& args) {
  auto o = parseOptions(args, 1,
                        {"pod", "scenario", "duration", "seed", "csv", "summary", "sample-interval",
                         "log-level", "h5"},
                        nullptr);
  setLogLevel(o);
  PodConfig pod = loadPodConfig(o.count("pod") ? o["pod"] : "builtin:default");
  Scenario scenario =
      loadScenarioSpec(o.count("scenario") ? o["scenario"] : "", Simulation::countsFor(pod));
  double duration = scenario.durationS.value_or(3600.0);
  if (o.count("duration")) duration = parseDouble("duration", o["duration"], 0.0, 1e9);
  std::uint64_t seed = scenario.seed.value_or(1);
  if (o.count("seed")) seed = static_cast<std::uint64_t>(parseDouble("seed", o["seed"], 0, 9.0e15));
  double sample = 1.0;
  if (o.count("sample-interval"))
    sample = parseDouble("sample-interval", o["sample-interval"], 0.0, 1e9);
  const double dt = pod.timing.controlDtS;
  // Samples fall on control ticks: the interval is rounded to whole ticks (at least one).
  const auto ticksPerSample =
      std::max<std::uint64_t>(1, static_cast<std::uint64_t>(std::llround(sample / dt)));
  if (std::abs(static_cast<double>(ticksPerSample) * dt - sample) > 1e-9 * std::max(1.0, sample)) {
    spdlog::warn("sample interval {} s rounded to {} s (whole control ticks of {} s)", sample,
                 static_cast<double>(ticksPerSample) * dt, dt);
  }

  std::ofstream csv;
  std::string csvTmp;
  if (o.count("csv")) {
    csvTmp = o["csv"] + ".tmp";
    csv.open(csvTmp, std::ios::binary | std::ios::trunc);
    if (!csv) throw BadInput("cannot write " + o["csv"]);
  }
  const auto cols = runColumns(pod);
  if (csv) csv << csvHeader(cols) << '\n';

  const auto wall0 = std::chrono::steady_clock::now();
  const bool wantH5 = o.count("h5") > 0;
  const std::string podJsonText =
      wantH5 ? readSource("pod", o.count("pod") ? o["pod"] : "builtin:default").first : "";
  const std::string scenarioJsonText = wantH5 ? scenarioToJson(scenario) : "";
  std::vector<std::vector<double>> h5Rows;
  auto record = [&](const Snapshot& sn) {
    if (csv) csv << csvRow(cols, sn) << '\n';
    if (wantH5) {
      std::vector<double> row;
      row.reserve(cols.size());
      for (const auto& c : cols) row.push_back(c.value(sn));
      h5Rows.push_back(std::move(row));
    }
  };
  Simulation sim(std::move(pod), std::move(scenario), seed);
  Snapshot snap;
  sim.fillSnapshot(snap, false);
  record(snap);
  const auto totalTicks = static_cast<std::uint64_t>(std::ceil(duration / dt - 1e-9));
  while (sim.tick() < totalTicks) {
    sim.step();
    if ((csv || wantH5) && (sim.tick() % ticksPerSample == 0 || sim.tick() == totalTicks)) {
      sim.fillSnapshot(snap, false);
      record(snap);
    }
  }
  const double wallS =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - wall0).count();
  if (csv) {
    csv.close();
    if (!csv || std::rename(csvTmp.c_str(), o["csv"].c_str()) != 0) {
      throw BadInput("cannot write " + o["csv"]);
    }
  }
  if (wantH5) {
    std::vector<std::string> names;
    std::vector<std::string> units;
    for (const auto& c : cols) {
      names.push_back(c.name);
      units.push_back(c.unit);
    }
    h5::writeRunHdf5(o["h5"], "run", names, units, h5Rows, sim.log().all(), podJsonText,
                     scenarioJsonText, sim.summary());
  }
  auto summary = summaryJson(sim, wallS);
  if (o.count("summary")) writeFileAtomically(o["summary"], summary.dump(2) + "\n");
  spdlog::info("simulated {:.1f} s in {:.2f} s wall ({:.0f}x real time)", sim.timeS(), wallS,
               wallS > 0 ? sim.timeS() / wallS : 0.0);
  if (!o.count("csv") && !o.count("summary")) fmt::print("{}\n", summary.dump(2));
  return kExitOk;
}

int cmdValidate(const std::vector<std::string>& args) {
  std::vector<std::string> files;
  auto o = parseOptions(args, 1, {"pod", "log-level"}, &files);
  setLogLevel(o);
  if (files.empty())
    throw BadInput("validate needs a FILE (a pod or scenario file, or builtin:NAME)");
  int worst = kExitOk;
  for (const auto& file : files) {
    try {
      std::string kind = "pod";
      std::string text;
      std::string name;
      if (file.rfind("builtin:", 0) == 0) {
        // A built-in name may be a pod or a scenario.
        kind = findBuiltin("pod", file.substr(8)) ? "pod" : "scenario";
        std::tie(text, name) = readSource(kind, file);
      } else {
        std::tie(text, name) = readSource("pod", file);
        auto doc = JsonDocument::parse(text, name);
        if (doc->root().is_object() && doc->root().contains("events")) kind = "scenario";
      }
      if (kind == "pod") {
        PodConfig pod = parsePodConfig(text, name);
        fmt::print("{}: valid pod \"{}\": {} racks, {} GPUs\n", name, pod.name, pod.racks.count,
                   pod.totalGpus());
      } else {
        PodConfig pod = loadPodConfig(o.count("pod") ? o["pod"] : "builtin:default");
        PodCounts counts = Simulation::countsFor(pod);
        Scenario s = parseScenario(text, name, &counts);
        fmt::print("{}: valid scenario \"{}\": {} events (targets checked against {})\n", name,
                   s.name, s.events.size(), pod.sourceFile);
      }
    } catch (const ConfigError& e) {
      for (const auto& issue : e.issues()) fmt::print(stderr, "{}\n", issue.toString());
      fmt::print(stderr, "{}: {} problem{}\n", file, e.issues().size(),
                 e.issues().size() == 1 ? "" : "s");
      worst = kExitBadInput;
    }
  }
  return worst;
}

int cmdAuditFabric(const std::vector<std::string>& args) {
  auto o = parseOptions(args, 1, {"pod", "scenario", "at", "collective", "log-level"}, nullptr);
  setLogLevel(o);
  PodConfig pod = loadPodConfig(o.count("pod") ? o["pod"] : "builtin:default");
  Scenario scenario =
      loadScenarioSpec(o.count("scenario") ? o["scenario"] : "", Simulation::countsFor(pod));
  const double at = o.count("at") ? parseDouble("at", o["at"], 0.0, 1e9) : 0.0;
  const std::map<std::string, fabric::Collective> kinds = {
      {"all_reduce", fabric::Collective::AllReduce},
      {"all_gather", fabric::Collective::AllGather},
      {"reduce_scatter", fabric::Collective::ReduceScatter},
      {"all_to_all", fabric::Collective::AllToAll}};
  const std::string kindName = o.count("collective") ? o["collective"] : "all_reduce";
  auto kind = kinds.find(kindName);
  if (kind == kinds.end()) {
    throw BadInput("--collective \"" + kindName +
                   "\" is not one of all_reduce, all_gather, reduce_scatter, all_to_all");
  }
  Simulation sim(std::move(pod), std::move(scenario), 1);
  sim.runUntil(at);
  const auto rows = fabric::auditFabric(sim.fabricSystem(), kind->second);
  fmt::print("# nccl-tests-style audit of {} at t = {} s ({} GPUs)\n", sim.pod().name, sim.timeS(),
             sim.pod().totalGpus());
  fmt::print("{}", fabric::formatAuditTable(rows));
  return kExitOk;
}

int cmdList() {
  fmt::print("built-in pods:\n");
  for (const auto& n : builtinNames("pod")) fmt::print("  builtin:{}\n", n);
  // Each built-in scenario and sweep spec with the description its file gives.
  auto listDescribed = [](const char* kind) {
    for (const auto& n : builtinNames(kind)) {
      std::string desc;
      try {
        desc = nlohmann::json::parse(*findBuiltin(kind, n)).value("description", "");
      } catch (const std::exception&) {
      }
      fmt::print("  builtin:{:<28} {}\n", n, desc);
    }
  };
  fmt::print("built-in scenarios:\n");
  listDescribed("scenario");
  fmt::print("built-in sweep specs (podtwin-sim sweep --spec builtin:NAME):\n");
  listDescribed("sweep");
  fmt::print("event types:\n");
  for (const auto& s : eventCatalogue()) {
    fmt::print("  {:<20} [{}] {}\n", s.name, domainName(s.domain), s.description);
  }
  return kExitOk;
}

}  // namespace

int main(const std::vector<std::string>& args) {
  auto logger = spdlog::stderr_color_mt("podtwin-sim");
  spdlog::set_default_logger(logger);
  spdlog::set_level(spdlog::level::warn);
  try {
    if (args.empty() || args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
      fmt::print("{}", kUsage);
      return args.empty() ? kExitBadInput : kExitOk;
    }
    if (args[0] == "--version") {
      fmt::print("podtwin-sim 0.1.0\n");
      return kExitOk;
    }
    const std::string& cmd = args[0];
    if (cmd == "run") return cmdRun(args);
    if (cmd == "validate") return cmdValidate(args);
    if (cmd == "list") return cmdList();
    if (cmd == "audit-fabric") return cmdAuditFabric(args);
    if (cmd == "sweep") return runSweepCommand({args.begin() + 1, args.end()});
    throw BadInput("unknown command \"" + cmd +
                   "\" (run, validate, audit-fabric, sweep, list; see --help)");
  } catch (const ConfigError& e) {
    for (const auto& issue : e.issues()) fmt::print(stderr, "error: {}\n", issue.toString());
    return kExitBadInput;
  } catch (const BadInput& e) {
    fmt::print(stderr, "error: {}\n", e.what());
    return kExitBadInput;
  } catch (const DivergenceError& e) {
    fmt::print(stderr, "error: {}\n", e.what());
    return kExitInternal;
  } catch (const std::exception& e) {
    fmt::print(stderr, "internal error: {}\n", e.what());
    return kExitInternal;
  }
}

}  // namespace podtwin::cli
