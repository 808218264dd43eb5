#pragma once
// The per-rack arrays of a snapshot (sim/snapshot.h): every subsystem fills its columns (power the
// power and state bits, thermal the temperatures and flows, the fabric the uplinks' use).

#include <cstddef>
#include <cstdint>
#include <vector>

namespace podtwin {

/// Per-rack state flags (bitmask in RackArrays::state).
enum RackState : std::uint8_t {
  kRackOk = 0,
  kRackCapped = 1 << 0,     ///< power-capped (load shedding or an operator cap)
  kRackThrottled = 1 << 1,  ///< at least one GPU thermally throttled
  kRackTripped = 1 << 2,    ///< lost power or thermal shutdown
  kRackIsolated = 1 << 3,   ///< isolation valve closed (or stuck nearly closed)
  kRackLeak = 1 << 4,       ///< leak detected
  kRackAlarm = 1 << 5,      ///< any active alarm on the rack
};

/// Per-rack values, index = rack id (0-based; targets say rack1 for index 0).
struct RackArrays {
  std::vector<float> powerKw;  ///< IT power drawn
  std::vector<float> capKw;    ///< active cap, 0 = none
  std::vector<float> gpuTempMaxC;
  std::vector<float> gpuTempMeanC;
  std::vector<float> inletTempC;   ///< coolant in
  std::vector<float> outletTempC;  ///< coolant out
  std::vector<float> flowLpm;
  std::vector<float> clockFactor;  ///< slowest GPU's clock factor (1 = full speed)
  std::vector<float> linkUtilMax;  ///< highest utilisation of the rack's leaf uplinks
  std::vector<std::int32_t> gpusThrottled;
  std::vector<std::uint8_t> state;  ///< RackState bits
  std::vector<std::int32_t> cdu;    ///< which CDU feeds it (0-based)
  void resize(std::size_t n);
};

}  // namespace podtwin
