#include "sim/sweep_cli.h"

#include <fmt/core.h>
#include <spdlog/spdlog.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <stdexcept>
#include <thread>

#include "config/pod_config.h"
#include "core/builtin.h"
#include "core/checked_file.h"
#include "core/config_error.h"
#include "core/json_reader.h"
#include "sim/cli_support.h"
#include "sim/hdf5_writer.h"
#include "sim/mpi_comm.h"
#include "sim/progress.h"
#include "sim/run_guards.h"
#include "sim/sweep_guards.h"
#include "sim/sweep_series.h"
#include "study/case_table.h"
#include "study/sweep_pool.h"

namespace podtwin::cli {

namespace {

namespace fs = std::filesystem;
using study::CaseRows;
using study::SweepSpec;

constexpr int kOk = 0;
constexpr int kInternal = 1;
constexpr int kBadInput = 2;
constexpr int kInterrupted = 130;

constexpr const char* kSweepUsage = R"(Usage:
  podtwin-sim sweep --spec SWEEP.json --out DIR [--resume] [--threads N] [--h5 FILE.h5]
                    [--h5-series SECONDS] [--electrical-macro-steps N]
                    [--progress auto|bar|lines|off] [--dry-run] [--log-level LEVEL]
  mpirun -np N podtwin-sim sweep ...   (cases are shared over the ranks; rank 0 writes DIR)
Writes DIR/cases.csv (one row per case), DIR/summary.json (percentiles), DIR/state.json;
--h5 adds the case table as HDF5 group /sweep, --h5-series one group per case with its time
series sampled every SECONDS (single process only). --electrical-macro-steps N (1 to 16) sets
the pod's timing.electrical_macro_steps for every case: N > 1 merges up to N steady 1 ms electrical
steps into one (about 1.7x faster; see the README), 1 keeps every 1 ms step.
Ctrl-C keeps finished cases; --resume continues. Exit codes: 0 ok, 2 bad input,
1 internal failure or a case diverged/failed, 130 interrupted.
)";

// Set from the signal handler: a lock-free atomic is async-signal-safe.
std::atomic<bool> g_stop{false};
static_assert(std::atomic<bool>::is_always_lock_free);

extern "C" void onStopSignal(int) {
  g_stop.store(true);
}

// SIGINT and SIGTERM (what mpirun and Slurm send) stop the sweep; a second Ctrl-C kills at once.
class SignalGuard {
 public:
  SignalGuard() {
    struct sigaction sa {};
    sa.sa_handler = onStopSignal;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = SA_RESETHAND;
    sigaction(SIGINT, &sa, &m_oldInt);
    sigaction(SIGTERM, &sa, &m_oldTerm);
  }
  ~SignalGuard() {
    sigaction(SIGINT, &m_oldInt, nullptr);
    sigaction(SIGTERM, &m_oldTerm, nullptr);
  }
  SignalGuard(const SignalGuard&) = delete;
  SignalGuard& operator=(const SignalGuard&) = delete;

 private:
  struct sigaction m_oldInt {};
  struct sigaction m_oldTerm {};
};

// A test seam: with PODTWIN_SWEEP_HOLD_AFTER_CASES=N in the environment, this process waits for a
// stop signal once it has finished N cases, so that a test interrupts the sweep at a known point
// (N cases kept, the rest left to --resume) on any machine, however fast. Unset (or not a positive
// integer) it does nothing.
std::size_t holdAfterCases() {
  const char* v = std::getenv("PODTWIN_SWEEP_HOLD_AFTER_CASES");
  if (v == nullptr) return 0;
  char* end = nullptr;
  const unsigned long n = std::strtoul(v, &end, 10);
  return end != v && *end == '\0' ? n : 0;
}

// Ends the process after an output could not be written: the message, the other ranks, exit 1. A
// per-case series (--h5-series) is written into the file in place; after a failed write there
// HDF5 1.10 holds a file it cannot close and crashes in its exit handler, so the process ends here,
// past the handlers (every other output is closed or removed by now).
[[noreturn]] void endAfterOutputFailure(const mpi::Comm& comm, const char* what) {
  fmt::print(stderr, "error: {}\n", what);
  if (comm.size() > 1) comm.abort(kInternal);
  std::fflush(stdout);
  std::fflush(stderr);
  std::_Exit(kInternal);
}

struct Options {
  std::string spec;
  std::string out;
  std::string h5;
  std::string progress = "auto";
  std::string logLevel = "warn";
  double seriesS = 0.0;          ///< --h5-series interval; 0 = no per-case series
  int electricalMacroSteps = 0;  ///< --electrical-macro-steps; 0 = as the pod says
  int threads = 0;
  bool resume = false;
  bool dryRun = false;
};

Options parseArgs(const std::vector<std::string>& args) {
  Options o;
  for (std::size_t i = 0; i < args.size(); ++i) {
    std::string key = args[i];
    std::string value;
    bool hasValue = false;
    if (key.rfind("--", 0) != 0) throw BadInput("unexpected argument \"" + key + "\"");
    key = key.substr(2);
    if (auto eq = key.find('='); eq != std::string::npos) {
      value = key.substr(eq + 1);
      key = key.substr(0, eq);
      hasValue = true;
    }
    auto take = [&]() -> std::string {
      if (hasValue) return value;
      if (i + 1 >= args.size()) throw BadInput("option --" + key + " needs a value");
      return args[++i];
    };
    // The option's value as a whole number from `min` (which means `minMeaning`) to `max`.
    auto wholeNumber = [&](const std::string& t, int min, const char* minMeaning, int max) {
      char* end = nullptr;
      const long n = std::strtol(t.c_str(), &end, 10);
      if (t.empty() || *end != '\0' || n < min || n > max) {
        throw BadInput(fmt::format(R"(--{} "{}" is not a whole number from {} ({}) to {})", key, t,
                                   min, minMeaning, max));
      }
      return static_cast<int>(n);
    };
    if (key == "spec") {
      o.spec = take();
    } else if (key == "out") {
      o.out = take();
    } else if (key == "h5") {
      o.h5 = take();
    } else if (key == "h5-series") {
      const std::string t = take();
      char* end = nullptr;
      o.seriesS = std::strtod(t.c_str(), &end);
      if (t.empty() || *end != '\0' || !std::isfinite(o.seriesS) || o.seriesS <= 0.0) {
        throw BadInput("--h5-series \"" + t + "\" is not a positive number of seconds");
      }
    } else if (key == "progress") {
      o.progress = take();
      if (!Progress::isMode(o.progress)) {
        throw BadInput("--progress \"" + o.progress + "\" is not one of auto, bar, lines, off");
      }
    } else if (key == "log-level") {
      o.logLevel = take();
    } else if (key == "threads") {
      o.threads = wholeNumber(take(), 0, "all cores", 4096);
    } else if (key == "electrical-macro-steps") {
      o.electricalMacroSteps =
          wholeNumber(take(), 1, "every 1 ms step", TimingConfig::kMaxElectricalMacroSteps);
    } else if (key == "resume" && !hasValue) {
      o.resume = true;
    } else if (key == "dry-run" && !hasValue) {
      o.dryRun = true;
    } else {
      throw BadInput("unknown option --" + key + "\n" + kSweepUsage);
    }
  }
  if (o.spec.empty()) throw BadInput(std::string("--spec is required\n") + kSweepUsage);
  if (o.out.empty() && !o.dryRun) throw BadInput(std::string("--out is required\n") + kSweepUsage);
  if (o.seriesS > 0.0 && o.h5.empty()) throw BadInput("--h5-series needs --h5 FILE");
  auto level = spdlog::level::from_str(o.logLevel);
  if (level == spdlog::level::off && o.logLevel != "off") {
    throw BadInput("--log-level \"" + o.logLevel + "\" is not one of trace, debug, info, warn, " +
                   "error, off");
  }
  spdlog::set_level(level);
  return o;
}

std::string readIfExists(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  if (!in) return {};
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

void writeAtomically(const fs::path& path, const std::string& text) {
  writeFileChecked(path.string(), text);
}

std::string hashHex(std::uint64_t h) {
  return fmt::format("{:016x}", h);
}

std::string stateJson(const SweepSpec& spec, const CaseRows& rows, bool complete) {
  nlohmann::ordered_json j;
  j["spec"] = spec.fileName;
  j["spec_hash"] = hashHex(spec.hash);
  j["total_cases"] = spec.caseCount();
  j["complete"] = complete;
  auto& done = j["done"];
  done = nlohmann::ordered_json::array();
  for (const auto& [idx, line] : rows) done.push_back(idx);
  return j.dump() + "\n";
}

// Rank 0: prepares DIR and returns the rows already finished (on --resume). Throws BadInput.
CaseRows prepareOutput(const SweepSpec& spec, const Options& o) {
  const fs::path dir(o.out);
  std::error_code ec;
  fs::create_directories(dir, ec);
  if (!fs::is_directory(dir)) {
    if (fs::exists(dir)) throw BadInput("--out " + o.out + " exists and is not a folder");
    throw IoError(o.out, ec ? ec.message() : "cannot create the folder");
  }
  const fs::path csv = dir / "cases.csv";
  const fs::path state = dir / "state.json";
  CaseRows rows;
  const bool existing = fs::exists(csv) || fs::exists(state);
  if (existing && !o.resume) {
    throw BadInput(o.out + " already holds sweep results; pass --resume to continue them or " +
                   "choose another --out");
  }
  if (o.resume && existing) {
    nlohmann::json j;
    if (fs::exists(state)) {
      // Read with the limits of every JSON input (a NUL byte, a duplicate key are refused).
      try {
        j = JsonDocument::parse(readIfExists(state), state.string())->root();
      } catch (const ConfigError& e) {
        throw BadInput(e.issues().front().toString() + "; cannot resume");
      }
    }
    if (!j.is_object() || !j.contains("spec_hash")) {
      throw BadInput(state.string() + " is missing or unreadable; cannot resume");
    }
    if (j["spec_hash"] != hashHex(spec.hash)) {
      throw BadInput(
          state.string() +
          " was written for a different spec, pod, scenario or --electrical-macro-steps (hash " +
          j["spec_hash"].dump() + ", this spec " + hashHex(spec.hash) +
          "); resume with the same inputs or choose another --out");
    }
    std::string why;
    if (!study::parseCasesCsv(spec, readIfExists(csv), rows, &why)) {
      throw BadInput(csv.string() + ": " + why);
    }
    // Rows written by other MPI ranks before an interruption (on a shared file system).
    for (const auto& entry : fs::directory_iterator(dir)) {
      const std::string name = entry.path().filename().string();
      if (name.rfind("cases.rank", 0) == 0 && name.size() > 9 &&
          name.substr(name.size() - 9) == ".part.csv") {
        study::parseCasesCsv(spec, readIfExists(entry.path()), rows, nullptr);
      }
    }
  }
  // Start from a clean file: complete rows only, in case order.
  writeAtomically(csv, study::casesCsvText(spec, rows));
  writeAtomically(state, stateJson(spec, rows, rows.size() == spec.caseCount()));
  return rows;
}

void writeHdf5(const SweepSpec& spec, const CaseRows& rows, const std::string& summary,
               const std::string& path) {
  h5::Hdf5Table t;
  const auto header = study::splitCsvLine(study::casesCsvHeader(spec));
  std::vector<std::vector<std::string>> cells;
  for (const auto& [idx, line] : rows) cells.push_back(study::splitCsvLine(line));
  const std::size_t statusCol = 3 + spec.grid.size() + 1;
  for (std::size_t c = 0; c < header.size(); ++c) {
    std::string name = header[c];
    for (char& ch : name) {
      if (ch == '/') ch = '.';  // HDF5 names cannot hold '/'
    }
    bool numeric = c != statusCol && c + 1 != header.size();
    if (c >= 3 && c < 3 + spec.grid.size()) {
      for (const auto& v : spec.grid[c - 3].values) numeric = numeric && v.is_number();
    }
    if (numeric) {
      h5::Hdf5Table::Numeric col{name, "1", {}};
      if (c > statusCol && c + 1 < header.size()) {
        if (const auto* k = study::findKpi(header[c])) col.unit = k->unit;
      }
      if (c == statusCol - 1) col.unit = "1";
      for (const auto& row : cells) {
        const std::string& s = row[c];
        col.values.push_back(s.empty() ? std::numeric_limits<double>::quiet_NaN()
                                       : std::strtod(s.c_str(), nullptr));
      }
      t.numeric.push_back(std::move(col));
    } else {
      h5::Hdf5Table::Text col{name, {}};
      for (const auto& row : cells) col.values.push_back(row[c]);
      t.text.push_back(std::move(col));
    }
  }
  t.stringDatasets["summary_json"] = summary;
  t.stringDatasets["pod_json"] = spec.podJson.dump(2);
  t.stringDatasets["scenario_json"] = spec.scenarioText;
  h5::writeTableHdf5(path, "sweep", t);
}

int runSweep(const Options& o, const mpi::Comm& comm) {
  SweepSpec spec = study::loadSweepSpec(o.spec, readSource);
  if (o.electricalMacroSteps > 0) {
    study::setBasePodKey(spec, "timing.electrical_macro_steps", o.electricalMacroSteps,
                         "--electrical-macro-steps");
  }
  refuseLongRun(spec.fileName + ": duration_s", spec.durationS);
  if (o.seriesS > 0.0 && comm.size() > 1) {
    // Rank 0 alone writes the file; shipping every rank's series to it is not implemented.
    throw BadInput("--h5-series works in a single process only (not under mpirun/srun)");
  }
  if (o.dryRun) {
    if (comm.root()) {
      fmt::print("{}: {} grid point{} x {} sample{} = {} cases of {} s\n", spec.fileName,
                 spec.gridPoints(), spec.gridPoints() == 1 ? "" : "s", spec.samplesPerPoint(),
                 spec.samplesPerPoint() == 1 ? "" : "s", spec.caseCount(), spec.durationS);
    }
    return kOk;
  }

  // Rank 0 owns DIR; the others learn the finished cases from it (or the reason it refused).
  CaseRows done;
  std::string plan;
  std::optional<OutFolderLock> lock;  // rank 0's hold on DIR until the sweep ends
  if (comm.root()) {
    try {
      const fs::path dir(o.out);
      refuseOverlappingPaths({{"--spec", o.spec},
                              {"--spec's pod", spec.podSource},
                              {"--spec's scenario", spec.scenarioSource}},
                             {{"--out", (dir / "cases.csv").string()},
                              {"--out", (dir / "state.json").string()},
                              {"--out", (dir / "summary.json").string()},
                              {"--h5", o.h5}});
      // Written at the end: a folder that is not there is refused now, as in `run`.
      refuseMissingOutputFolders({{"--h5", o.h5}});
      lock.emplace(o.out);  // after the checks above: a refused sweep makes no folder
      done = prepareOutput(spec, o);
      if (!o.h5.empty() && !o.resume && fs::is_regular_file(o.h5)) {
        // A fresh sweep starts a fresh file (--resume adds to it), but never deletes a non-HDF5
        // file that a typo pointed at.
        if (!h5::isHdf5File(o.h5)) throw BadInput(o.h5 + " exists and is not an HDF5 file");
        std::error_code ec;
        fs::remove(o.h5, ec);
      }
      for (const auto& [idx, line] : done) plan += std::to_string(idx) + "\n";
      plan = "ok\n" + plan;
    } catch (const IoError& e) {
      plan = std::string("ioerror\n") + e.path() + "\n" + e.reason();
    } catch (const std::exception& e) {
      plan = std::string("error\n") + e.what();
    }
  }
  plan = comm.broadcast(plan);
  if (plan.rfind("error\n", 0) == 0) {
    if (comm.root()) throw BadInput(plan.substr(6));
    return kBadInput;
  }
  if (plan.rfind("ioerror\n", 0) == 0) {
    // An output that cannot be written is not bad input: exit 1 with the path and the reason.
    if (comm.root()) {
      const std::string rest = plan.substr(8);
      const auto nl = rest.find('\n');
      throw IoError(rest.substr(0, nl), rest.substr(nl + 1));
    }
    return kInternal;
  }
  std::set<std::size_t> doneSet;
  {
    std::istringstream in(plan.substr(3));
    std::size_t idx = 0;
    while (in >> idx) doneSet.insert(idx);
  }
  std::vector<std::size_t> todo;
  std::size_t position = 0;
  for (std::size_t i = 0; i < spec.caseCount(); ++i) {
    if (doneSet.count(i)) continue;
    // Cases are dealt to ranks round-robin; the result does not depend on who runs what.
    if (static_cast<int>(position++ % static_cast<std::size_t>(comm.size())) == comm.rank()) {
      todo.push_back(i);
    }
  }

  if (comm.root()) {
    announceSweepWallTime(
        spec, todo.size(),
        o.threads > 0 ? o.threads : static_cast<int>(std::thread::hardware_concurrency()));
  }
  const fs::path dir(o.out);
  const fs::path csvPath =
      comm.root() ? dir / "cases.csv" : dir / fmt::format("cases.rank{}.part.csv", comm.rank());
  std::ofstream csv;
  if (comm.root()) {
    csv.open(csvPath, std::ios::binary | std::ios::app);
  } else {
    std::error_code ec;
    if (fs::is_directory(dir, ec)) {
      csv.open(csvPath, std::ios::binary | std::ios::trunc);
      if (csv) csv << study::casesCsvHeader(spec) << "\n" << std::flush;
    }
  }
  if (comm.root() && !csv) throw IoError(csvPath.string(), std::strerror(errno != 0 ? errno : EIO));

  CaseRows mine;
  int failedCases = 0;
  auto lastState = std::chrono::steady_clock::now();
  SignalGuard signals;
  g_stop = false;
  const std::size_t holdAfter = holdAfterCases();
  study::PoolOptions pool;
  pool.threads =
      o.threads > 0
          ? o.threads
          : std::max(1, study::resolveThreads(0, todo.size()) / std::max(1, comm.localSize()));
  pool.stop = &g_stop;
  std::unique_ptr<SeriesRecorder> series;
  if (o.seriesS > 0.0) {
    series = std::make_unique<SeriesRecorder>(spec, o.h5, o.seriesS);
    pool.observer = series->observer();
  }
  Progress progress(comm.root() ? o.progress : "off", ProgressUnit::Cases,
                    static_cast<double>(todo.size()),
                    comm.size() > 1 ? fmt::format("sweep (rank 0 of {})", comm.size()) : "sweep");
  study::runCases(spec, todo, pool, [&](const study::CaseResult& r) {
    if (series) series->write(r);  // before the row: a listed case always has its group
    const std::string row = study::casesCsvRow(spec, r);
    if (csv) {
      errno = 0;
      csv << row << "\n" << std::flush;  // flushed per case: Ctrl-C keeps it
      if (!csv) throw IoError(csvPath.string(), std::strerror(errno != 0 ? errno : EIO));
    }
    mine[r.def.index] = row;
    if (r.status != study::CaseStatus::Ok) ++failedCases;
    if (comm.root()) {
      done[r.def.index] = row;
      // cases.csv is what --resume trusts; state.json follows at most once a second so that huge
      // sweeps do not rewrite a long index list after every case.
      const auto now = std::chrono::steady_clock::now();
      if (now - lastState >= std::chrono::seconds(1)) {
        writeAtomically(dir / "state.json", stateJson(spec, done, false));
        lastState = now;
      }
    }
    progress.caseDone();
    if (holdAfter > 0 && mine.size() == holdAfter) {
      // Holds the case loop until a stop signal arrives (see holdAfterCases()).
      while (!g_stop.load()) std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
  });
  progress.finish();
  csv.close();

  // Collect every rank's rows on rank 0.
  const bool interrupted = comm.maxAll(g_stop.load() ? 1 : 0) != 0;
  failedCases = comm.maxAll(failedCases);
  std::string myRows;
  if (!comm.root()) {
    for (const auto& [idx, line] : mine) myRows += line + "\n";
  }
  const auto gathered = comm.gather(myRows);
  int code = kOk;
  if (comm.root()) {
    for (std::size_t r = 1; r < gathered.size(); ++r) {
      std::istringstream in(gathered[r]);
      std::string line;
      while (std::getline(in, line)) {
        const auto f = study::splitCsvLine(line);
        done[std::stoul(f[0])] = line;
      }
    }
    const bool complete = done.size() == spec.caseCount();
    writeAtomically(dir / "cases.csv", study::casesCsvText(spec, done));
    writeAtomically(dir / "state.json", stateJson(spec, done, complete));
    const std::string summary = study::summaryJson(spec, done).dump(2) + "\n";
    writeAtomically(dir / "summary.json", summary);
    if (!o.h5.empty()) writeHdf5(spec, done, summary, o.h5);
    if (interrupted || !complete) {
      fmt::print(stderr,
                 "interrupted: {} of {} cases finished and kept in {}; continue with "
                 "--resume\n",
                 done.size(), spec.caseCount(), o.out);
      code = kInterrupted;
    } else {
      fmt::print("{} cases written to {}/cases.csv and {}/summary.json\n", done.size(), o.out,
                 o.out);
      if (failedCases > 0) {
        fmt::print(stderr,
                   "warning: some cases diverged or failed (see failed_cases in "
                   "summary.json)\n");
        code = kInternal;
      }
    }
  }
  // Other ranks' rows are on rank 0 now: their partial files are no longer needed.
  if (!comm.root()) {
    std::error_code ec;
    fs::remove(csvPath, ec);
  }
  return std::stoi(comm.broadcast(std::to_string(code)));
}

}  // namespace

int runSweepCommand(const std::vector<std::string>& args) {
  // `--help` anywhere is a request for the usage, not a bad option.
  if (std::any_of(args.begin(), args.end(),
                  [](const std::string& a) { return a == "--help" || a == "-h"; })) {
    fmt::print("{}", kSweepUsage);
    return kOk;
  }
  mpi::Comm comm;
  try {
    const Options o = parseArgs(args);
    return runSweep(o, comm);
  } catch (const ConfigError& e) {
    if (comm.root()) {
      for (const auto& issue : e.issues()) fmt::print(stderr, "error: {}\n", issue.toString());
    }
    return kBadInput;
  } catch (const BadInput& e) {
    if (comm.root()) fmt::print(stderr, "error: {}\n", e.what());
    return kBadInput;
  } catch (const IoError& e) {
    endAfterOutputFailure(comm, e.what());
  } catch (const h5::Hdf5Error& e) {
    endAfterOutputFailure(comm, e.what());
  } catch (const std::exception& e) {
    fmt::print(stderr, "internal error (rank {}): {}\n", comm.rank(), e.what());
    // Other ranks may be waiting in a collective: end them too.
    if (comm.size() > 1) comm.abort(kInternal);
    return kInternal;
  }
}

}  // namespace podtwin::cli
