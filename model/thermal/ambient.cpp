#include "thermal/ambient.h"

#include <algorithm>
#include <cmath>

#include "core/json_reader.h"

namespace podtwin::thermal {

void AmbientConfig::read(JsonReader& r) {
  meanTempC = r.number("mean_temp_c", meanTempC, Range::between(-50.0, 55.0));
  amplitudeC = r.number("amplitude_c", amplitudeC, Range::between(0.0, 25.0));
  peakHour = r.number("peak_hour", peakHour, Range::between(0.0, 24.0));
  startHour = r.number("start_hour", startHour, Range::between(0.0, 24.0));
  relativeHumidity = r.number("relative_humidity", relativeHumidity, Range::between(0.05, 0.99));
  r.finish();
}

double wetBulbStullC(double dryBulbC, double relativeHumidity) {
  const double t = std::clamp(dryBulbC, -20.0, 50.0);
  const double rh = std::clamp(relativeHumidity, 0.05, 0.99) * 100.0;
  const double tw = t * std::atan(0.151977 * std::sqrt(rh + 8.313659)) + std::atan(t + rh) -
                    std::atan(rh - 1.676331) +
                    0.00391838 * std::pow(rh, 1.5) * std::atan(0.023101 * rh) - 4.686035;
  // Outside the fit's range keep the depression, and never exceed the dry-bulb.
  return std::min(dryBulbC, tw + (dryBulbC - t));
}

double Ambient::dryBulbC(double tS) const {
  constexpr double kTwoPi = 6.283185307179586;
  const double hour = m_cfg.startHour + tS / 3600.0;
  double temp =
      m_cfg.meanTempC + m_cfg.amplitudeC * std::cos(kTwoPi * (hour - m_cfg.peakHour) / 24.0);
  for (const auto& w : m_waves) {
    const double x = tS - w.startS;
    double f = 0.0;
    if (x <= 0.0) {
      f = 0.0;
    } else if (x < w.rampS) {
      f = x / w.rampS;
    } else if (x <= w.rampS + w.durationS) {
      f = 1.0;
    } else if (w.rampS > 0.0 && x < 2.0 * w.rampS + w.durationS) {
      f = 1.0 - (x - w.rampS - w.durationS) / w.rampS;
    }
    temp += w.deltaC * f;
  }
  return temp;
}

void Ambient::addHeatWave(double startS, double deltaC, double durationS, double rampS) {
  m_waves.push_back({startS, deltaC, std::max(0.0, durationS), std::max(0.0, rampS)});
}

}  // namespace podtwin::thermal
