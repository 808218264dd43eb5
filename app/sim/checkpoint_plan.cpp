#include "sim/checkpoint_plan.h"

#include <fmt/core.h>
#include <spdlog/spdlog.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>

#include "sim/checkpoint_file.h"
#include "sim/simulation.h"

namespace podtwin::cli {

std::uint64_t wholeTicks(const char* what, double seconds, double dt) {
  const auto ticks =
      std::max<std::uint64_t>(1, static_cast<std::uint64_t>(std::llround(seconds / dt)));
  if (std::abs(static_cast<double>(ticks) * dt - seconds) > 1e-9 * std::max(1.0, seconds)) {
    spdlog::warn("{} {} s rounded to {} s (whole control ticks of {} s)", what, seconds,
                 static_cast<double>(ticks) * dt, dt);
  }
  return ticks;
}

CheckpointPlan CheckpointPlan::from(const std::map<std::string, std::string>& o, double dt) {
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

void CheckpointPlan::createFolder() const {
  if (everyTicks == 0) return;
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec || !std::filesystem::is_directory(dir)) {
    throw BadInput("--checkpoint-dir " + dir + ": cannot create the folder");
  }
}

int CheckpointPlan::decimals() const {
  // dt is at least 1 ms and a multiple of the electrical step (at least 10 µs): a few decimals.
  for (int d = 1; d < 9; ++d) {
    const double scaled = dt * std::pow(10.0, d);
    if (std::abs(scaled - std::round(scaled)) <= 1e-9 * scaled) return d;
  }
  return 9;
}

std::string CheckpointPlan::fileName(std::uint64_t tick) const {
  const int d = decimals();
  return fmt::format("ckpt-{:0{}.{}f}s.ckpt", static_cast<double>(tick) * dt, 11 + d, d);
}

bool CheckpointPlan::writes(const std::string& name, std::uint64_t firstTick,
                            std::uint64_t totalTicks) const {
  if (everyTicks == 0 || name.rfind("ckpt-", 0) != 0) return false;
  const double t = std::strtod(name.c_str() + 5, nullptr);
  if (!std::isfinite(t) || t < 0.0 || t / dt > static_cast<double>(totalTicks) + 1.0) return false;
  // Names are exact, so only the tick nearest to `t` can carry this one.
  const auto k = static_cast<std::uint64_t>(std::llround(t / dt));
  if (fileName(k) != name) return false;
  return k == totalTicks || (k > firstTick && k < totalTicks && k % everyTicks == 0);
}

std::vector<NamedPath> CheckpointPlan::amongInputs(const std::vector<NamedPath>& inputs,
                                                   std::uint64_t firstTick,
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

void CheckpointPlan::write(const Simulation& sim) const {
  const std::string path = (std::filesystem::path(dir) / fileName(sim.tick())).string();
  try {
    writeCheckpointFile(path, makeCheckpoint(sim));
  } catch (const CheckpointError& e) {
    throw BadInput(e.what());
  }
  spdlog::info("checkpoint at t = {} s: {}", sim.timeS(), path);
}

}  // namespace podtwin::cli
