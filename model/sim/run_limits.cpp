#include "sim/run_limits.h"

#include <spdlog/fmt/fmt.h>

#include <cmath>

namespace podtwin {

double estimatedWallS(int racks, double ticks) {
  return ticks * (kTickBaseS + kTickPerRackS * static_cast<double>(racks));
}

std::string wallTimeText(double seconds) {
  if (!std::isfinite(seconds)) return "forever";
  if (seconds < 90.0) return fmt::format("{:.0f} s", seconds);
  if (seconds < 3600.0) return fmt::format("{:.0f} min", seconds / 60.0);
  if (seconds < 2.0 * 86400.0) {
    const auto minutes = static_cast<long long>(std::llround(seconds / 60.0));
    return fmt::format("{} h {} min", minutes / 60, minutes % 60);
  }
  return fmt::format("{:.1f} days", seconds / 86400.0);
}

}  // namespace podtwin
