#pragma once
// Unit conversions used at the model's boundaries. Internally everything is SI.

namespace podtwin::units {

constexpr double kWPerKw = 1e3;
constexpr double kSecondsPerHour = 3600.0;
constexpr double kJPerKwh = 3.6e6;
constexpr double kM3PerSPerLpm = 1.0 / 60000.0;  ///< 1 L/min in m³/s
constexpr double kPaPerBar = 1e5;
constexpr double kPaPerKpa = 1e3;

constexpr double lpmToM3PerS(double lpm) {
  return lpm * kM3PerSPerLpm;
}
constexpr double m3PerSToLpm(double m3PerS) {
  return m3PerS / kM3PerSPerLpm;
}
constexpr double jToKwh(double j) {
  return j / kJPerKwh;
}

}  // namespace podtwin::units
