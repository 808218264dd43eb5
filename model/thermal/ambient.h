#pragma once
// Outdoor air at the dry coolers: a daily sinusoid of dry-bulb temperature plus heat-wave events,
// and the wet-bulb temperature for adiabatic assist. Sources: model/README.md
// ("Thermal-hydraulics").

#include <vector>
#include "core/state_list.h"

namespace podtwin {
class JsonReader;
}

namespace podtwin::thermal {

struct AmbientConfig {
  double meanTempC = 15.0;        ///< daily mean dry-bulb (temperate site; derived placeholder)
  double amplitudeC = 5.0;        ///< half the daily swing (typical 8–12 K swing; derived)
  double peakHour = 15.0;         ///< hour of the daily maximum (mid-afternoon; textbook)
  double startHour = 10.0;        ///< local hour at simulated t = 0
  double relativeHumidity = 0.5;  ///< 0..1, for the wet-bulb temperature (derived placeholder)
  void read(JsonReader& r);
};

/// Wet-bulb temperature (°C) from dry-bulb (°C) and relative humidity (0..1) at sea-level pressure,
/// Stull (2011), J. Appl. Meteor. Climatol. 50, 2267 (valid 5–99 % RH, −20…50 °C; clamped there).
double wetBulbStullC(double dryBulbC, double relativeHumidity);

/// The ambient profile. Pure function of time and the events applied so far.
class Ambient {
 public:
  explicit Ambient(const AmbientConfig& c) : m_cfg(c) {}
  /// Dry-bulb at simulated time `tS`, °C.
  double dryBulbC(double tS) const;
  double wetBulbC(double tS) const { return wetBulbStullC(dryBulbC(tS), m_cfg.relativeHumidity); }
  /// Adds a heat wave starting at `startS`: rises by `deltaC` over `rampS`, holds `durationS`,
  /// falls over `rampS`.
  void addHeatWave(double startS, double deltaC, double durationS, double rampS);
  /// Sets the daily mean (ambient_set event).
  void setMeanC(double meanC) { m_cfg.meanTempC = meanC; }
  const AmbientConfig& config() const { return m_cfg; }
  /// The mutable state (daily mean and heat waves so far), for checkpoints.
  template <class Ar>
  void visitState(Ar& ar) {
    PODTWIN_STATE(ar, m_cfg.meanTempC, m_waves);
  }

 private:
  struct HeatWave {
    /// Scenarios add heat waves as a run goes (core/state_archive.h).
    static constexpr bool kVariableCount = true;
    double startS, deltaC, durationS, rampS;
    template <class Ar>
    void visitState(Ar& ar) {
      PODTWIN_STATE(ar, startS, deltaC, durationS, rampS);
    }
  };
  AmbientConfig m_cfg;
  std::vector<HeatWave> m_waves;
};

}  // namespace podtwin::thermal
