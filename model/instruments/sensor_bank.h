#pragma once
// The sensor layer: every quantity the trainee reads (CDU flow, supply and return temperatures,
// each rack's hottest GPU, genset loads, battery SOC, bus voltage and frequency) passes through an
// instrument with a first-order lag, bounded noise and a display resolution, and can fail (stuck,
// drift, offset, dead). It reads the model's truth after each tick and never writes it back: the
// physics runs on the truth whatever the instruments show. Its state (lags, noise stream, faults)
// is part of the run's state.

#include <cstdint>
#include <string>
#include <vector>
#include "core/state_list.h"

#include "core/event_log.h"
#include "core/rack_arrays.h"
#include "core/rng.h"
#include "instruments/instrument_config.h"
#include "instruments/sensor_reading.h"
#include "power/power_snapshot.h"
#include "scenario/scenario.h"
#include "thermal/thermal_snapshot.h"

namespace podtwin::instruments {

/// The instrument kinds, in sensorCatalogue() order.
enum class SensorKind : std::uint8_t {
  Flow,
  SupplyTemp,
  ReturnTemp,
  GpuTempMax,
  Load,
  Soc,
  BusVoltage,
  BusFrequency
};
constexpr std::size_t kSensorKindCount = 8;

/// How an instrument has failed.
enum class SensorFaultMode : std::uint8_t { None, Stuck, Drift, Offset, Dead };
/// Largest value, for checkpoints (core/state_archive.h).
constexpr SensorFaultMode archivedEnumMax(SensorFaultMode /*unused*/) {
  return SensorFaultMode::Dead;
}

/// The model's values instruments measure: the plant's and the loops' parts of a snapshot and its
/// per-rack arrays. A Snapshot (sim/snapshot.h), which is all three, converts to it.
struct SensorTruth {
  const PowerSnapshot& power;
  const ThermalSnapshot& thermal;
  const RackArrays& racks;
  template <class S>
  SensorTruth(const S& s)  // NOLINT(google-explicit-constructor): any snapshot is a truth
      : power(s), thermal(s), racks(s.racks) {}
};
/// What applyReadings rewrites: the same parts, and the readings it takes the values from.
struct SensorPicture {
  PowerSnapshot& power;
  ThermalSnapshot& thermal;
  RackArrays& racks;
  const std::vector<SensorReading>& sensors;
  template <class S>
  SensorPicture(S& s)  // NOLINT(google-explicit-constructor): any snapshot is a picture
      : power(s), thermal(s), racks(s.racks), sensors(s.sensors) {}
};

/// The model's value a kind measures for object `index` in a truth snapshot.
double truthOf(SensorKind kind, std::size_t index, const SensorTruth& truth);

class SensorBank {
 public:
  /// Channels per parallel chunk of update(): a bank of at most this many channels (a pod up to a
  /// few hundred racks) updates in a few microseconds, on the calling thread.
  static constexpr std::size_t kChannelsPerChunk = 256;

  SensorBank(const InstrumentPod& pod, std::uint64_t seed);

  /// Sets every instrument to the truth, settled (no lag left), without noise.
  void prime(const SensorTruth& truth);
  /// Advances the lags by `dtS` and draws this tick's noise, at run time `tS`. The readings (lagged
  /// value plus noise, the faults, the display resolution) are worked out from these when first
  /// read: by fill(), reading(), a fault or the state's archive. They are the values working them
  /// out here would give, and a run that reads them once a simulated second (the window, a
  /// checkpointed run), one tick in ten, skips the noise's logarithm, square root and cosine for
  /// the other ticks.
  void update(const SensorTruth& truth, double tS, double dtS);
  /// sensor_fault and sensor_restore.
  EventResult applyEvent(const Event& e, double tS, EventLog& log);
  /// Fills `out` (a snapshot's sensors: readings with their truth).
  void fill(std::vector<SensorReading>& out, const SensorTruth& truth) const;

  std::size_t size() const { return m_kind.size(); }
  /// The channel of `kind` for object `index`, or size() when there is none.
  std::size_t channel(SensorKind kind, std::size_t index) const;
  double reading(std::size_t ch) const {
    settleReadings();
    return m_reading[ch];
  }

  template <class Ar>
  void visitState(Ar& ar) {
    settleReadings();
    PODTWIN_STATE(ar, m_rng, m_lagged, m_reading, m_mode, m_faultValue, m_faultSinceS, m_faultBase);
    m_readingsPending = false;  // a restored bank shows the readings it was saved with
  }

 private:
  /// The handler of the instrument event rows (instruments/sensor_bank.cpp).
  friend struct SensorEvents;
  const SensorModel& model(SensorKind k) const;
  /// Works out the last update's readings if nothing has read them yet.
  void settleReadings() const;

  InstrumentConfig m_cfg;
  std::vector<SensorKind> m_kind;                           ///< per channel
  std::vector<std::int32_t> m_object;                       ///< per channel, 0-based object index
  std::array<std::size_t, kSensorKindCount + 1> m_first{};  ///< first channel of each kind

  Rng m_rng;
  std::vector<double> m_lagged;  ///< the lag filter's output (truth seen through the lag)
  /// What the instrument shows; after an update, once settleReadings() has run. Not thread-safe,
  /// like the rest of the bank: the stepping thread reads and writes it.
  mutable std::vector<double> m_reading;
  std::vector<SensorFaultMode> m_mode;
  std::vector<double> m_faultValue;        ///< drift per second or offset
  std::vector<double> m_faultSinceS;       ///< when the fault began
  std::vector<double> m_faultBase;         ///< the reading when it began (stuck holds it)
  std::vector<double> m_uniform;           ///< the last update's noise draws, two per channel
  double m_updateS = 0.0;                  ///< the last update's run time
  mutable bool m_readingsPending = false;  ///< m_reading is behind the last update
};

/// Overwrites the truth fields of `s` that instruments measure with their readings (from
/// s.sensors): per-CDU flow and temperatures and the pod's flow-weighted means, racks' hottest
/// GPUs and the pod's hottest, genset loads, SOC, bus voltage and frequency. What the trainee sees.
void applyReadings(SensorPicture s);

}  // namespace podtwin::instruments
