#pragma once
// Small formatting helpers for thermal log messages.

#include <spdlog/fmt/fmt.h>

#include <string>

namespace podtwin::thermal {

/// "31.4 °C"
inline std::string formatTemp(double tempC) {
  return fmt::format("{:.1f} °C", tempC);
}

}  // namespace podtwin::thermal
