#include "sim/sim_cli.h"

#include <fmt/core.h>
#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>

#include "config/pod_config.h"
#include "core/builtin.h"
#include "core/checked_file.h"
#include "core/config_error.h"
#include "core/json_reader.h"
#include "drill/drill.h"
#include "drill/drill_run.h"
#include "fabric/audit.h"
#include "fabric/fabric_system.h"
#include "scenario/scenario.h"
#include "sim/cli_support.h"
#include "sim/hdf5_writer.h"
#include "sim/run_cli.h"
#include "sim/run_guards.h"
#include "sim/simulation.h"
#include "sim/state_diff_cli.h"
#include "sim/sweep_cli.h"

namespace podtwin::cli {

namespace {

constexpr const char* kUsage = R"(podtwin-sim — headless PodTwin runner

Usage:
  podtwin-sim run [--pod FILE|builtin:NAME] [--scenario FILE|builtin:NAME] [--duration SECONDS]
                  [--racks N] [--seed N] [--csv OUT.csv] [--summary OUT.json] [--sample-interval SECONDS]
                  [--h5 OUT.h5] [--checkpoint-every SECONDS --checkpoint-dir DIR] [--threads N]
                  [--progress auto|bar|lines|off]
  podtwin-sim resume CHECKPOINT [--duration SECONDS] [--csv OUT.csv] [--summary OUT.json]
                  [--sample-interval SECONDS] [--checkpoint-every SECONDS --checkpoint-dir DIR]
                  [--threads N] [--progress auto|bar|lines|off]
                  [--pod ... --scenario ... --seed N: must be the checkpoint's own]
  podtwin-sim validate FILE [--pod FILE|builtin:NAME]   (a pod, scenario or drill file)
  podtwin-sim audit-fabric [--pod ...] [--scenario ... --at SECONDS]
                  [--collective all_reduce|all_gather|reduce_scatter|all_to_all]
  podtwin-sim sweep --spec SWEEP.json --out DIR [--resume] [--threads N] [--h5 F.h5] (see README)
  podtwin-sim drill --drill FILE|builtin:NAME [--actions FILE|reference|none] [--seed N]
                  [--report OUT.json] [--session OUT.json]
                  (--actions FILE: a session file, which names its drill and seed)
  podtwin-sim state-diff A.ckpt B.ckpt   (the state fields two checkpoints differ in, by name;
                  exit 0 equal, 1 different, 2 a file that is not a checkpoint)
  podtwin-sim list
Options for all commands:
  --log-level trace|debug|info|warn|error|off   (default warn; logs go to stderr)
Defaults: the embedded default pod, an empty scenario, seed 1, 1 s samples, the scenario's duration or 3600 s.
--racks N: a campus of N racks generated from the pod (rows, CDUs, gensets and fabric scale with it).
--threads N: threads for the per-rack work of one run (0 = every core, the default); the results are
bit-identical for every N.
--progress: simulated time, speed and ETA on stderr; auto (the default) draws a bar on a terminal and
otherwise writes a line every 10 s once a run has lasted that long.
Simulated time: at most 31622400 s (366 days) per run; a run estimated to take a minute or more of
wall time says so on stderr before it starts.
Exit codes: 0 ok, 2 bad input, 1 internal failure.
)";

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
        kind = findBuiltin("pod", file.substr(8))     ? "pod"
               : findBuiltin("drill", file.substr(8)) ? "drill"
                                                      : "scenario";
        std::tie(text, name) = readSource(kind, file);
      } else {
        std::tie(text, name) = readSource("pod", file);
        auto doc = JsonDocument::parse(text, name);
        if (doc->root().is_object() && doc->root().contains("events")) kind = "scenario";
        if (doc->root().is_object() && doc->root().contains("critical_tasks")) kind = "drill";
      }
      if (kind == "drill") {
        const drill::Drill d = drill::parseDrill(text, name, [](const std::string& podSpec) {
          return Simulation::countsFor(loadPodConfig(podSpec));
        });
        fmt::print("{}: valid drill \"{}\": {} malfunctions, {} critical tasks (pod {})\n", name,
                   d.name, d.malfunctions.size(), d.tasks.size(), d.pod);
      } else if (kind == "pod") {
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
      loadScenario(o.count("scenario") ? o["scenario"] : "", Simulation::countsFor(pod));
  const double at = o.count("at") ? parseDouble("at", o["at"], 0.0, 1e9) : 0.0;
  refuseLongRun("--at", at);
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
  announceWallTime("audit-fabric", sim.pod().racks.count, std::ceil(at / sim.dtS()));
  sim.runUntil(at);
  const auto rows = fabric::auditFabric(sim.fabricSystem(), kind->second);
  fmt::print("# nccl-tests-style audit of {} at t = {} s ({} GPUs)\n", sim.pod().name, sim.timeS(),
             sim.pod().totalGpus());
  fmt::print("{}", fabric::formatAuditTable(rows));
  return kExitOk;
}

int cmdDrill(const std::vector<std::string>& args) {
  auto o = parseOptions(args, 1, {"drill", "actions", "seed", "report", "session", "log-level"},
                        nullptr);
  setLogLevel(o);
  const std::string actionsSpec = o.count("actions") ? o["actions"] : "none";
  std::optional<std::string> sessionText;
  std::string sessionName;
  if (actionsSpec != "none" && actionsSpec != "reference") {
    sessionName = actionsSpec;
    sessionText = readTextFile(actionsSpec);
  }
  std::string drillSpec;
  if (o.count("drill")) drillSpec = o["drill"];
  if (sessionText) {
    const std::string named = drill::sessionDrill(*sessionText, sessionName);
    if (!drillSpec.empty() && drillSpec != named) {
      throw BadInput(sessionName + ": the session is of drill " + named + ", not " + drillSpec);
    }
    drillSpec = named;
  }
  if (drillSpec.empty()) throw BadInput("drill needs --drill FILE|builtin:NAME");
  const drill::Drill d = drill::loadDrill(drillSpec);
  const PodConfig pod = drill::loadDrillPod(d);
  const PodCounts counts = Simulation::countsFor(pod);
  std::uint64_t seed = d.seed;
  std::vector<drill::Action> actions;
  if (actionsSpec == "reference") actions = d.reference;
  if (sessionText) {
    const drill::Session session = drill::parseSession(*sessionText, sessionName, &counts);
    seed = session.seed;
    actions = session.actions;
  }
  if (o.count("seed")) {
    // At most what a session file holds, so the session this writes loads again.
    const std::uint64_t given = parseSeed(o["seed"], drill::kMaxDrillSeed);
    if (sessionText && given != seed) {
      throw BadInput(sessionName + ": the session is of seed " + std::to_string(seed) + ", not " +
                     o["seed"]);
    }
    seed = given;
  }
  refuseOverlappingPaths({{"--drill", drillSpec},
                          {"--actions", sessionName},
                          {"--drill's pod", d.initialCheckpoint ? std::string() : d.pod},
                          {"--drill's checkpoint", d.initialCheckpointPath}},
                         {{"--report", o.count("report") ? o["report"] : ""},
                          {"--session", o.count("session") ? o["session"] : ""}});
  // The output files are opened before the run, so a path that cannot be written fails at once.
  std::optional<CheckedFile> report;
  if (o.count("report")) report.emplace(o["report"]);
  std::optional<CheckedFile> sessionOut;
  if (o.count("session")) sessionOut.emplace(o["session"]);
  const drill::DrillResult r = drill::runDrill(d, pod, seed, actions);
  fmt::print("{}", drill::drillReportText(r));
  if (report) {
    report->write(drill::drillReportJson(r));
    report->commit();
  }
  if (sessionOut) {
    sessionOut->write(drill::sessionToJson(drill::sessionOf(r, drillSpec)));
    sessionOut->commit();
  }
  return kExitOk;
}

/// The usage of one subcommand: its lines of kUsage (the command line and its continuation lines)
/// and the options every command takes.
std::string usageFor(const std::string& cmd) {
  const std::string text = kUsage;
  const std::string head = "  podtwin-sim " + cmd;
  std::string out = "Usage:\n";
  bool inCommand = false;
  std::size_t at = 0;
  while (at < text.size()) {
    const std::size_t end = text.find('\n', at);
    const std::string line = text.substr(at, end == std::string::npos ? end : end - at + 1);
    at = end == std::string::npos ? text.size() : end + 1;
    const bool continuation = line.rfind("                ", 0) == 0;
    if (line.rfind(head + " ", 0) == 0 || line == head + "\n") {
      inCommand = true;
    } else if (!continuation) {
      inCommand = false;
    }
    if (inCommand) out += line;
  }
  const std::size_t common = text.find("Options for all commands:");
  return out + text.substr(common);
}

bool asksForHelp(const std::vector<std::string>& args) {
  return std::any_of(args.begin() + 1, args.end(),
                     [](const std::string& a) { return a == "--help" || a == "-h"; });
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
  fmt::print("built-in drills (podtwin-sim drill --drill builtin:NAME):\n");
  listDescribed("drill");
  fmt::print("event types:\n");
  fmt::print("{}", eventCatalogueText());
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
    // `--help` anywhere after a command word prints that command's usage (sweep has its own).
    const bool known = cmd == "run" || cmd == "resume" || cmd == "validate" || cmd == "list" ||
                       cmd == "audit-fabric" || cmd == "drill" || cmd == "state-diff";
    if (known && asksForHelp(args)) {
      fmt::print("{}", usageFor(cmd));
      return kExitOk;
    }
    if (cmd == "run") return cmdRun(args);
    if (cmd == "resume") return cmdResume(args);
    if (cmd == "validate") return cmdValidate(args);
    if (cmd == "list") return cmdList();
    if (cmd == "audit-fabric") return cmdAuditFabric(args);
    if (cmd == "drill") return cmdDrill(args);
    if (cmd == "state-diff") return cmdStateDiff(args);
    if (cmd == "sweep") return runSweepCommand({args.begin() + 1, args.end()});
    throw BadInput(
        "unknown command \"" + cmd +
        "\" (run, resume, validate, audit-fabric, sweep, drill, state-diff, list; see --help)");
  } catch (const ConfigError& e) {
    for (const auto& issue : e.issues()) fmt::print(stderr, "error: {}\n", issue.toString());
    return kExitBadInput;
  } catch (const BadInput& e) {
    fmt::print(stderr, "error: {}\n", e.what());
    return kExitBadInput;
  } catch (const h5::Hdf5Error& e) {
    fmt::print(stderr, "error: {}\n", e.what());
    return kExitInternal;
  } catch (const IoError& e) {
    fmt::print(stderr, "error: {}\n", e.what());
    return kExitInternal;
  } catch (const DivergenceError& e) {
    fmt::print(stderr, "error: {}\n", e.what());
    return kExitInternal;
  } catch (const std::exception& e) {
    fmt::print(stderr, "internal error: {}\n", e.what());
    return kExitInternal;
  }
}

}  // namespace podtwin::cli
