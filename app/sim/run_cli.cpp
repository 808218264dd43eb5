#include "sim/run_cli.h"

#include <fmt/core.h>
#include <spdlog/spdlog.h>
#include <sys/resource.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
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
#include "sim/cli_support.h"
#include "sim/hdf5_writer.h"
#include "sim/progress.h"
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

/// Whole control ticks in `seconds` (at least one), warning when the interval is rounded.
std::uint64_t wholeTicks(const char* what, double seconds, double dt) {
  const auto ticks =
      std::max<std::uint64_t>(1, static_cast<std::uint64_t>(std::llround(seconds / dt)));
  if (std::abs(static_cast<double>(ticks) * dt - seconds) > 1e-9 * std::max(1.0, seconds)) {
    spdlog::warn("{} {} s rounded to {} s (whole control ticks of {} s)", what, seconds,
                 static_cast<double>(ticks) * dt, dt);
  }
  return ticks;
}

/// --checkpoint-every SECONDS --checkpoint-dir DIR: a checkpoint file every interval of simulated
/// time and one at the end of the run, named by simulated time so they sort in order.
struct CheckpointPlan {
  std::string dir;
  double dt = 0.0;
  std::uint64_t everyTicks = 0;  ///< 0 = no checkpoints

  /// Reads the options; the folder is made by createFolder() once every check has passed.
  static CheckpointPlan from(const std::map<std::string, std::string>& o, double dt) {
    CheckpointPlan p;
    p.dt = dt;
    if (o.count("checkpoint-every") != o.count("checkpoint-dir")) {
      throw BadInput("--checkpoint-every and --checkpoint-dir go together");
    }
    if (!o.count("checkpoint-every")) return p;
    const double every = parseDouble("checkpoint-every", o.at("checkpoint-every"), dt, 1e9);
    p.everyTicks = wholeTicks("checkpoint interval", every, dt);
    p.dir = o.at("checkpoint-dir");
    return p;
  }
  void createFolder() const {
    if (everyTicks == 0) return;
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
    if (ec || !std::filesystem::is_directory(dir)) {
      throw BadInput("--checkpoint-dir " + dir + ": cannot create the folder");
    }
  }
  /// The file name of the checkpoint at `tick` (the simulated time is tick × dt exactly).
  std::string fileName(std::uint64_t tick) const {
    return fmt::format("ckpt-{:012.1f}s.ckpt", static_cast<double>(tick) * dt);
  }
  /// True when a run from `firstTick` to `totalTicks` writes a checkpoint named `name`: at every
  /// multiple of everyTicks after firstTick and at totalTicks.
  bool writes(const std::string& name, std::uint64_t firstTick, std::uint64_t totalTicks) const {
    if (everyTicks == 0 || name.rfind("ckpt-", 0) != 0) return false;
    const double t = std::strtod(name.c_str() + 5, nullptr);
    // The names hold tenths of a second: only ticks within 0.05 s of `t` can carry this one.
    if (!std::isfinite(t) || t < 0.0 || (t - 0.05) / dt > static_cast<double>(totalTicks)) {
      return false;
    }
    const auto lo = static_cast<std::uint64_t>(std::max(0.0, std::floor((t - 0.05) / dt)));
    const auto hi = static_cast<std::uint64_t>(std::ceil((t + 0.05) / dt));
    if (lo <= totalTicks && totalTicks <= hi && fileName(totalTicks) == name) return true;
    const std::uint64_t from = std::max(lo, firstTick + 1);
    for (std::uint64_t k = (from + everyTicks - 1) / everyTicks * everyTicks;
         k <= hi && k < totalTicks; k += everyTicks) {
      if (fileName(k) == name) return true;
    }
    return false;
  }
  /// The checkpoint files a run from `firstTick` to `totalTicks` writes that are among `inputs`'
  /// names in `dir` (for refuseOverlappingPaths to compare with the inputs).
  std::vector<NamedPath> amongInputs(const std::vector<NamedPath>& inputs, std::uint64_t firstTick,
                                     std::uint64_t totalTicks) const {
    std::vector<NamedPath> out;
    for (const auto& in : inputs) {
      const std::filesystem::path p(in.path);
      const std::filesystem::path folder = p.has_parent_path() ? p.parent_path() : ".";
      std::error_code ec;
      if (everyTicks > 0 && std::filesystem::equivalent(folder, dir, ec) &&
          writes(p.filename().string(), firstTick, totalTicks)) {
        out.push_back({"checkpoint", (std::filesystem::path(dir) / p.filename()).string()});
      }
    }
    return out;
  }
  void write(const Simulation& sim) const {
    const std::string path = (std::filesystem::path(dir) / fileName(sim.tick())).string();
    try {
      writeCheckpointFile(path, makeCheckpoint(sim));
    } catch (const CheckpointError& e) {
      throw BadInput(e.what());
    }
    spdlog::info("checkpoint at t = {} s: {}", sim.timeS(), path);
  }
};

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
  for (auto& c : checkpoints.amongInputs(inputs, firstTick, totalTicks)) {
    outputs.push_back(std::move(c));
  }
  refuseOverlappingPaths(inputs, outputs);
}

/// The rows of an earlier CSV of this run up to simulated time `untilS`, without the header; the
/// header must be this pod's. `path` is OUT.csv, or the temporary file an interrupted run left.
std::vector<std::string> earlierCsvRows(const std::string& path, const std::string& header,
                                        double untilS) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw BadInput("cannot read " + path);
  std::string line;
  std::getline(in, line);
  if (line != header) {
    throw BadInput(path + ": line 1: the columns differ from this pod's; cannot append to it");
  }
  std::vector<std::string> rows;
  int lineNo = 1;
  while (std::getline(in, line)) {
    ++lineNo;
    if (line.empty()) continue;
    char* end = nullptr;
    const double t = std::strtod(line.c_str(), &end);
    if (end == line.c_str() || *end != ',' || !std::isfinite(t)) {
      throw BadInput(path + ": line " + std::to_string(lineNo) +
                     ": time_s is not a number; cannot append to it");
    }
    if (t > untilS + 1e-9) break;
    rows.push_back(line);
  }
  return rows;
}

/// What `resume --csv OUT.csv` continues: the rows of the run up to the checkpoint, from OUT.csv or
/// from `leftover`, the temporary file of an interrupted run (removed once the rows are in this
/// run's own temporary file).
struct EarlierCsv {
  std::vector<std::string> rows;
  std::string leftover;
};

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
  if (wantH5 && std::filesystem::exists(o["h5"]) && !h5::isHdf5File(o["h5"])) {
    throw BadInput(o["h5"] + " exists and is not an HDF5 file");
  }
  if (wantH5) {
    // The HDF5 file is written at the end; a folder that is not there fails now, like --csv.
    const auto parent = std::filesystem::path(o["h5"]).parent_path();
    std::error_code ec;
    if (!parent.empty() && !std::filesystem::is_directory(parent, ec)) {
      throw IoError(o["h5"], std::strerror(ENOENT));
    }
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

/// The rows `resume --csv OUT.csv` continues: those of OUT.csv, or else of the newest temporary
/// file an interrupted run left beside it; nothing when there is neither (or no --csv).
std::optional<EarlierCsv> earlierCsvOf(const std::map<std::string, std::string>& o,
                                       const Simulation& sim) {
  const std::string out = optionOr(o, "csv");
  if (out.empty()) return std::nullopt;
  std::string from;
  if (std::filesystem::exists(out)) {
    from = out;
  } else if (const auto left = abandonedTemporaries(out); !left.empty()) {
    from = left.front();
  }
  if (from.empty()) return std::nullopt;
  EarlierCsv earlier;
  earlier.rows = earlierCsvRows(from, csvHeader(runColumns(sim.pod())), sim.timeS());
  if (from != out) earlier.leftover = from;
  return earlier;
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
  const double dt = sim->dtS();
  double duration = sim->scenario().durationS.value_or(3600.0);
  if (o.count("duration")) duration = parseDouble("duration", o["duration"], 0.0, 1e9);
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
