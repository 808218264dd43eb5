#include "sim/run_guards.h"

#include <fmt/core.h>

#include <cstdio>
#include <filesystem>
#include <system_error>

#include "core/json_reader.h"
#include "sim/run_limits.h"

namespace podtwin::cli {

void refuseLongRun(const std::string& what, double simulatedS) {
  if (simulatedS <= kMaxRunS) return;
  throw BadInput(fmt::format("{} {} s is beyond the {} s (366 days) a run may simulate", what,
                             formatNumber(simulatedS), formatNumber(kMaxRunS)));
}

std::string wallTimeNotice(const std::string& command, int racks, double ticks, double times,
                           int threads) {
  const double workers = threads > 1 ? static_cast<double>(threads) : 1.0;
  const double wallS = estimatedWallS(racks, ticks) * times / workers;
  if (!(wallS >= kAnnounceWallS)) return {};
  return fmt::format(
      "podtwin-sim: {}: about {} of wall time ({} racks, {:.0f} control ticks{}; estimated from "
      "the per-tick cost on the reference machine); Ctrl-C stops it",
      command, wallTimeText(wallS), racks, ticks,
      times > 1.0 ? fmt::format(" x {:.0f} cases on {:.0f} workers", times, workers)
                  : std::string());
}

void announceWallTime(const std::string& command, int racks, double ticks, double times,
                      int threads) {
  const std::string line = wallTimeNotice(command, racks, ticks, times, threads);
  if (line.empty()) return;
  fmt::print(stderr, "{}\n", line);
  std::fflush(stderr);
}

void refuseMissingOutputFolders(const std::vector<NamedPath>& outputs) {
  for (const auto& out : outputs) {
    if (out.path.empty()) continue;
    const std::filesystem::path folder = std::filesystem::path(out.path).parent_path();
    std::error_code ec;
    if (folder.empty() || std::filesystem::is_directory(folder, ec)) continue;
    const bool there = std::filesystem::exists(folder, ec);
    throw BadInput(fmt::format("{} {}: the folder {} {}", out.label, out.path, folder.string(),
                               there ? "is not a folder" : "does not exist"));
  }
}

}  // namespace podtwin::cli
