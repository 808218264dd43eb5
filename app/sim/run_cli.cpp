#include "sim/run_cli.h"

#include <fmt/core.h>
#include <spdlog/spdlog.h>
#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>

#include "config/pod_config.h"
#include "core/checked_file.h"
#include "core/config_error.h"
#include "core/json_reader.h"
#include "core/parallel.h"
#include "scenario/scenario.h"
#include "sim/checkpoint_file.h"
#include "sim/checkpoint_plan.h"
#include "sim/cli_support.h"
#include "sim/csv_continuation.h"
#include "sim/hdf5_writer.h"
#include "sim/progress.h"
#include "sim/run_guards.h"
#include "sim/run_limits.h"
#include "sim/run_table.h"
#include "sim/sim_cli.h"
#include "sim/simulation.h"

namespace podtwin::cli {

namespace {

/// The process's peak resident set so far, MB (what `/usr/bin/time -v` calls "Maximum resident set
/// size"); 0 where the system does not say.
double peakResidentMb() {
  rusage u{};
  if (getrusage(RUSAGE_SELF, &u) != 0) return 0.0;
  return static_cast<double>(u.ru_maxrss) / 1024.0;  // kB on Linux
}

/// `wallS` is the wall time of this invocation, which simulated `simulatedS` (less than the run's
/// duration when it resumed a checkpoint).
nlohmann::ordered_json summaryJson(const Simulation& sim, double wallS, double simulatedS) {
  RunSummary r = sim.summary();
  nlohmann::ordered_json j;
  j["pod"] = sim.pod().sourceFile;
  j["pod_name"] = sim.pod().name;
  j["scenario"] = sim.scenario().name;
  j["seed"] = sim.seed();
  j["duration_s"] = r.durationS;
  j["wall_time_s"] = wallS;
  j["speed_x_real_time"] = wallS > 0 ? simulatedS / wallS : 0.0;
  j["peak_rss_mb"] = peakResidentMb();
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
  j["pue_energy_weighted_psu_output"] = r.pueEnergyWeightedPsuOutput;
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

/// The value of option `key`, "" when it was not given.
std::string optionOr(const std::map<std::string, std::string>& o, const std::string& key) {
  const auto it = o.find(key);
  return it == o.end() ? std::string() : it->second;
}

/// Refuses outputs of run and resume (--csv, --summary, --h5, the checkpoints a run from
/// `firstTick` to `totalTicks` writes) that are one of `inputs` or one another.
void refuseRunOutputsOverInputs(const std::map<std::string, std::string>& o,
                                const CheckpointPlan& checkpoints,
                                const std::vector<NamedPath>& inputs, std::uint64_t firstTick,
                                std::uint64_t totalTicks) {
  std::vector<NamedPath> outputs = {{"--csv", optionOr(o, "csv")},
                                    {"--summary", optionOr(o, "summary")},
                                    {"--h5", optionOr(o, "h5")}};
  // The user named these folders: one that is not there is bad input, not a failed write.
  refuseMissingOutputFolders(outputs);
  for (auto& c : checkpoints.amongInputs(inputs, firstTick, totalTicks)) {
    outputs.push_back(std::move(c));
  }
  refuseOverlappingPaths(inputs, outputs);
}

/// The time series, summary and checkpoints of `run` and `resume`: steps `sim` to `totalTicks`,
/// with a sample every `ticksPerSample` ticks and at the end.
int recordRun(Simulation& sim, std::map<std::string, std::string>& o,
              const CheckpointPlan& checkpoints, std::uint64_t totalTicks,
              const EarlierCsv* earlier) {
  const PodConfig& pod = sim.pod();
  const double dt = pod.timing.controlDtS;
  double sample = 1.0;
  if (o.count("sample-interval"))
    sample = parseDouble("sample-interval", o["sample-interval"], 0.0, 1e9);
  const std::uint64_t ticksPerSample = wholeTicks("sample interval", sample, dt);
  const std::string progressMode = o.count("progress") ? o["progress"] : "auto";
  if (!Progress::isMode(progressMode)) {
    throw BadInput("--progress \"" + progressMode + "\" is not one of auto, bar, lines, off");
  }

  // Every output is opened before the run, so a path that cannot be written fails in the first
  // second rather than after hours; each is written under a new temporary name and renamed at the
  // end (core/checked_file.h), so an I/O failure exits 1 and leaves nothing partial under OUT.
  const bool wantH5 = o.count("h5") > 0;
  // A device such as /dev/null takes the file's bytes like --csv; a regular file must be HDF5.
  std::error_code h5Ec;
  if (wantH5 && std::filesystem::is_regular_file(o["h5"], h5Ec) && !h5::isHdf5File(o["h5"])) {
    throw BadInput(o["h5"] + " exists and is not an HDF5 file");
  }
  checkpoints.createFolder();
  std::optional<CheckedFile> csv;
  const auto cols = runColumns(pod);
  if (o.count("csv")) {
    csv.emplace(o["csv"]);
    csv->keepIfAbandoned();  // an interrupted run's rows, which `resume` continues
    csv->write(csvHeader(cols) + '\n');
    if (earlier != nullptr) {
      for (const auto& r : earlier->rows) csv->write(r + '\n');
    }
    if (earlier != nullptr && !earlier->leftover.empty()) {
      // The rows are in this run's temporary file once flushed: the interrupted run's can go.
      csv->flush();
      std::remove(earlier->leftover.c_str());
    }
  }
  std::optional<CheckedFile> summaryFile;
  if (o.count("summary")) summaryFile.emplace(o["summary"]);

  // Nothing this command writes reads an instrument (the CSV, HDF5 and summary come from the
  // physics, bit-identical either way), so the trainee instruments are updated only when a
  // checkpoint will hold them for the window to show.
  sim.setInstrumentsUpdated(checkpoints.everyTicks > 0);

  const auto wall0 = std::chrono::steady_clock::now();
  const double startS = sim.timeS();
  const std::string podJsonText = wantH5 ? pod.sourceText : "";
  const std::string scenarioJsonText = wantH5 ? scenarioToJson(sim.scenario()) : "";
  std::vector<std::vector<double>> h5Rows;
  Snapshot snap;
  auto record = [&]() {
    sim.fillSnapshot(snap, false);
    if (csv) csv->write(csvRow(cols, snap) + '\n');
    if (wantH5) {
      std::vector<double> row;
      row.reserve(cols.size());
      for (const auto& c : cols) row.push_back(c.value(snap));
      h5Rows.push_back(std::move(row));
    }
  };
  // A fresh run records t = 0; a resumed one has that row (and the rest up to its time) already
  // when it appends to the earlier file, or starts its new file with the checkpoint's time.
  const bool haveStartRow = earlier != nullptr && !earlier->rows.empty();
  if ((csv || wantH5) && !haveStartRow) record();
  const std::uint64_t firstTick = sim.tick();
  announceWallTime(firstTick > 0 ? "resume" : "run", pod.racks.count,
                   static_cast<double>(totalTicks - std::min(totalTicks, firstTick)));
  Progress progress(progressMode, ProgressUnit::SimulatedSeconds,
                    static_cast<double>(totalTicks - std::min(totalTicks, firstTick)) * dt, "run",
                    progressMode == "auto");
  while (sim.tick() < totalTicks) {
    sim.step();
    progress.set(static_cast<double>(sim.tick() - firstTick) * dt);
    if ((csv || wantH5) && (sim.tick() % ticksPerSample == 0 || sim.tick() == totalTicks)) {
      record();
    }
    if (checkpoints.everyTicks > 0 && sim.tick() % checkpoints.everyTicks == 0 &&
        sim.tick() != totalTicks) {
      // The rows so far reach the disk with the checkpoint, so a resume finds them.
      if (csv) csv->flush();
      checkpoints.write(sim);
    }
  }
  if (checkpoints.everyTicks > 0) checkpoints.write(sim);
  progress.finish();
  const double wallS =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - wall0).count();
  if (csv) csv->commit();
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
  auto summary = summaryJson(sim, wallS, sim.timeS() - startS);
  if (summaryFile) {
    summaryFile->write(summary.dump(2) + "\n");
    summaryFile->commit();
  }
  spdlog::info("simulated to {:.1f} s in {:.2f} s wall", sim.timeS(), wallS);
  if (!o.count("csv") && !o.count("summary")) fmt::print("{}\n", summary.dump(2));
  return kExitOk;
}

/// The line (from 1) on which `a` and `b` first differ.
int firstDifferentLine(const std::string& a, const std::string& b) {
  const auto at = std::mismatch(a.begin(), a.end(), b.begin(), b.end()).first;
  return 1 + static_cast<int>(std::count(a.begin(), at, '\n'));
}

/// True when the pod sources `a` and `b` name one pod: the same built-in, or one file under two
/// names.
bool samePodSource(const std::string& a, const std::string& b) {
  if (a == b) return true;
  std::error_code ec;
  return a.rfind("builtin:", 0) != 0 && b.rfind("builtin:", 0) != 0 &&
         std::filesystem::equivalent(a, b, ec);
}

/// Why `given` (loaded from --pod `givenSpec`) is not the checkpoint's pod `own`, in terms the
/// user can check: another pod, the same file changed since the run, or the same pod scaled by
/// `run --racks` (a pod's hash covers its text and its scaling; resume takes no --racks).
std::string podMismatch(const PodConfig& own, const PodConfig& given,
                        const std::string& givenSpec) {
  const std::string scaling = own.scaledToRacks > 0
                                  ? fmt::format(" scaled to {} racks (run --racks {})",
                                                own.scaledToRacks, own.scaledToRacks)
                                  : "";
  if (own.sourceText == given.sourceText) {
    return fmt::format("the checkpoint is of pod {}{}, not {} as written ({} racks)",
                       own.sourceFile, scaling, givenSpec, given.racks.count);
  }
  if (!samePodSource(own.sourceFile, givenSpec)) {
    return "the checkpoint is of pod " + own.sourceFile + scaling + ", not " + givenSpec;
  }
  return fmt::format(
      "the checkpoint's copy of pod {} differs from {} as it is now (first difference on line "
      "{}){}",
      own.sourceFile, givenSpec, firstDifferentLine(own.sourceText, given.sourceText),
      scaling.empty() ? "" : "; it is also" + scaling);
}

std::uint64_t totalTicksFor(double durationS, double dt) {
  return static_cast<std::uint64_t>(std::ceil(durationS / dt - 1e-9));
}

/// --threads N: how many threads the model's per-rack loops may use (0 = every core).
void applyThreads(std::map<std::string, std::string>& o) {
  if (!o.count("threads")) return;
  const double n = parseDouble("threads", o["threads"], 0, 4096);
  if (n != std::floor(n)) {
    throw BadInput("--threads \"" + o["threads"] +
                   "\" is not a whole number from 0 (every core) to 4096");
  }
  parallel::setThreadCount(static_cast<int>(n));
}

/// Given --pod, --scenario or --seed must be the checkpoint's own (a guard against resuming the
/// wrong file): throws BadInput naming the checkpoint `file` and what differs.
void refuseOptionsOfAnotherRun(std::map<std::string, std::string>& o, const Simulation& sim,
                               const std::string& file) {
  if (o.count("pod")) {
    const PodConfig given = loadPodConfig(o["pod"]);
    if (podHash(given) != podHash(sim.pod())) {
      throw BadInput(file + ": " + podMismatch(sim.pod(), given, o["pod"]));
    }
  }
  if (o.count("scenario")) {
    const Scenario given = loadScenario(o["scenario"], sim.counts());
    if (scenarioHash(given) != scenarioHash(sim.scenario())) {
      throw BadInput(file + ": the checkpoint's scenario \"" + sim.scenario().name +
                     "\" differs from " + o["scenario"]);
    }
  }
  if (o.count("seed") && parseSeed(o["seed"]) != sim.seed()) {
    throw BadInput(file + ": the checkpoint is of seed " + std::to_string(sim.seed()));
  }
}

}  // namespace

int cmdRun(const std::vector<std::string>& args) {
  auto o = parseOptions(
      args, 1,
      {"pod", "scenario", "duration", "seed", "csv", "summary", "sample-interval", "log-level",
       "h5", "checkpoint-every", "checkpoint-dir", "threads", "racks", "progress"},
      nullptr);
  setLogLevel(o);
  applyThreads(o);
  PodConfig pod = loadPodConfig(o.count("pod") ? o["pod"] : "builtin:default");
  if (o.count("racks")) {
    const double racks = parseDouble("racks", o["racks"], 1, 100000);
    if (racks != std::floor(racks)) {
      throw BadInput("--racks \"" + o["racks"] + "\" is not a whole number from 1 to 100000");
    }
    pod = scaledPod(pod, static_cast<int>(racks));
    try {
      checkPodBuildable(pod);
    } catch (const ConfigError& e) {
      throw BadInput("--racks " + o["racks"] + ": " + e.issues().front().message);
    }
  }
  Scenario scenario =
      loadScenario(o.count("scenario") ? o["scenario"] : "", Simulation::countsFor(pod));
  double duration = scenario.durationS.value_or(3600.0);
  if (o.count("duration")) duration = parseDouble("duration", o["duration"], 0.0, 1e9);
  refuseLongRun(o.count("duration") ? "--duration" : "the scenario's duration_s", duration);
  std::uint64_t seed = scenario.seed.value_or(1);
  if (o.count("seed")) seed = parseSeed(o["seed"]);
  const double dt = pod.timing.controlDtS;
  const std::uint64_t total = totalTicksFor(duration, dt);
  const CheckpointPlan checkpoints = CheckpointPlan::from(o, dt);
  refuseRunOutputsOverInputs(
      o, checkpoints, {{"--pod", optionOr(o, "pod")}, {"--scenario", optionOr(o, "scenario")}}, 0,
      total);
  Simulation sim(std::move(pod), std::move(scenario), seed);
  return recordRun(sim, o, checkpoints, total, nullptr);
}

int cmdResume(const std::vector<std::string>& args) {
  std::vector<std::string> files;
  auto o = parseOptions(args, 1,
                        {"pod", "scenario", "duration", "seed", "csv", "summary", "sample-interval",
                         "log-level", "checkpoint-every", "checkpoint-dir", "threads", "progress"},
                        &files);
  setLogLevel(o);
  applyThreads(o);
  if (files.size() != 1) throw BadInput("resume needs one checkpoint FILE");
  const std::string& file = files[0];
  std::unique_ptr<Simulation> sim;
  try {
    sim = resumeFromCheckpoint(readCheckpointFile(file), file);
  } catch (const CheckpointError& e) {
    throw BadInput(e.what());
  }
  refuseOptionsOfAnotherRun(o, *sim, file);
  refuseLongRun(file + ": the checkpoint's time", sim->timeS());
  const double dt = sim->dtS();
  double duration = sim->scenario().durationS.value_or(3600.0);
  if (o.count("duration")) duration = parseDouble("duration", o["duration"], 0.0, 1e9);
  refuseLongRun(o.count("duration") ? "--duration" : "the scenario's duration_s", duration);
  const std::uint64_t total = totalTicksFor(duration, dt);
  if (total < sim->tick()) {
    throw BadInput("--duration " + formatNumber(duration) + " s ends before the checkpoint's " +
                   formatNumber(sim->timeS()) + " s (the duration counts from the run's start)");
  }
  const CheckpointPlan checkpoints = CheckpointPlan::from(o, dt);
  refuseRunOutputsOverInputs(o, checkpoints,
                             {{"checkpoint", file},
                              {"--pod", optionOr(o, "pod")},
                              {"--scenario", optionOr(o, "scenario")}},
                             sim->tick(), total);
  const std::optional<EarlierCsv> earlier = earlierCsvOf(o, *sim);
  spdlog::info("resuming {} at t = {} s", file, sim->timeS());
  return recordRun(*sim, o, checkpoints, total, earlier ? &*earlier : nullptr);
}

}  // namespace podtwin::cli
