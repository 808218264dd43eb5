#include "sim/state_diff_cli.h"

#include <spdlog/fmt/fmt.h>

#include "core/named_state.h"
#include "sim/checkpoint_file.h"
#include "sim/cli_support.h"
#include "sim/sim_cli.h"

namespace podtwin::cli {

namespace {

/// The exit code when the states differ (as diff(1) and cmp(1) have it).
constexpr int kExitDiffer = 1;

CheckpointFile readOrRefuse(const std::string& path) {
  try {
    return readCheckpointFile(path);
  } catch (const CheckpointError& e) {
    throw BadInput(e.what());
  }
}

FieldTable tableOrRefuse(const CheckpointFile& f, const std::string& path) {
  try {
    return FieldTable(f.stateFields);
  } catch (const StateFormatError& e) {
    throw BadInput(path + ": corrupted: " + e.what());
  }
}

/// The header's fields that are part of the state (the clock), then the named fields.
std::vector<FieldDiff> diff(const CheckpointFile& a, const FieldTable& ta, const CheckpointFile& b,
                            const FieldTable& tb) {
  std::vector<FieldDiff> out;
  if (a.state.tick != b.state.tick) {
    out.push_back({"tick", std::to_string(a.state.tick), std::to_string(b.state.tick)});
  }
  if (a.state.timeS != b.state.timeS) {
    out.push_back({"time_s", fmt::format("{}", a.state.timeS), fmt::format("{}", b.state.timeS)});
  }
  if (a.state.seed != b.state.seed) {
    out.push_back({"seed", std::to_string(a.state.seed), std::to_string(b.state.seed)});
  }
  if (a.state.podHash != b.state.podHash) {
    out.push_back({"pod_hash", fmt::format("{:016x}", a.state.podHash),
                   fmt::format("{:016x}", b.state.podHash)});
  }
  for (FieldDiff& d : diffStateFields(ta, tb)) out.push_back(std::move(d));
  return out;
}

}  // namespace

int cmdStateDiff(const std::vector<std::string>& args) {
  std::vector<std::string> files;
  const auto o = parseOptions(args, 1, {"log-level"}, &files);
  setLogLevel(o);
  if (files.size() != 2) {
    throw BadInput("state-diff needs two checkpoint files, A and B (got " +
                   std::to_string(files.size()) + ")");
  }
  const CheckpointFile a = readOrRefuse(files[0]);
  const CheckpointFile b = readOrRefuse(files[1]);
  const FieldTable ta = tableOrRefuse(a, files[0]);
  const FieldTable tb = tableOrRefuse(b, files[1]);
  const std::vector<FieldDiff> d = diff(a, ta, b, tb);
  if (d.empty()) {
    fmt::print("equal: {} fields\n", ta.records().size());
    return kExitOk;
  }
  if (a.stateSchemaVersion != b.stateSchemaVersion) {
    fmt::print("state schemas differ: A {}, B {}\n", a.stateSchemaVersion, b.stateSchemaVersion);
  }
  fmt::print("{} of {} fields differ (A: {}, B: {})\n", d.size(), ta.records().size(), files[0],
             files[1]);
  for (const FieldDiff& x : d) fmt::print("{}\n  A: {}\n  B: {}\n", x.path, x.a, x.b);
  return kExitDiffer;
}

}  // namespace podtwin::cli
