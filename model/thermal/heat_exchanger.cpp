#include "thermal/heat_exchanger.h"

#include <algorithm>
#include <cmath>

namespace podtwin::thermal {

double counterFlowEffectiveness(double ntu, double cr) {
  if (!(ntu > 0.0)) return 0.0;
  cr = std::clamp(cr, 0.0, 1.0);
  if (cr > 1.0 - 1e-9) return ntu / (1.0 + ntu);  // balanced exchanger limit
  const double e = std::exp(-ntu * (1.0 - cr));
  return (1.0 - e) / (1.0 - cr * e);
}

double counterFlowNtu(double eps, double cr) {
  cr = std::clamp(cr, 0.0, 1.0);
  if (!(eps > 0.0)) return 0.0;
  eps = std::min(eps, 1.0 - 1e-9);
  if (cr > 1.0 - 1e-9) return eps / (1.0 - eps);
  return std::log((1.0 - eps * cr) / (1.0 - eps)) / (1.0 - cr);
}

HxResult counterFlow(double uaWPerK, double hotRateWPerK, double hotInC, double coldRateWPerK,
                     double coldInC) {
  HxResult r;
  r.hotOutTempC = hotInC;
  r.coldOutTempC = coldInC;
  const double cMin = std::min(hotRateWPerK, coldRateWPerK);
  const double cMax = std::max(hotRateWPerK, coldRateWPerK);
  if (!(cMin > 0.0) || !(uaWPerK > 0.0)) return r;
  r.effectiveness = counterFlowEffectiveness(uaWPerK / cMin, cMin / cMax);
  r.heatW = r.effectiveness * cMin * (hotInC - coldInC);
  r.hotOutTempC = hotInC - r.heatW / hotRateWPerK;
  r.coldOutTempC = coldInC + r.heatW / coldRateWPerK;
  return r;
}

double sizeCounterFlowUa(double heatW, double hotRateWPerK, double coldRateWPerK, double hotOutC,
                         double coldInC) {
  const double cMin = std::min(hotRateWPerK, coldRateWPerK);
  const double cMax = std::max(hotRateWPerK, coldRateWPerK);
  if (!(cMin > 0.0) || !(heatW > 0.0)) return 0.0;
  const double hotInC = hotOutC + heatW / hotRateWPerK;
  const double maxHeat = cMin * (hotInC - coldInC);
  if (!(maxHeat > heatW)) return 0.0;
  return counterFlowNtu(heatW / maxHeat, cMin / cMax) * cMin;
}

double scaledUa(double uaDesignWPerK, double sideAFlowRatio, double sideBFlowRatio,
                double exponent) {
  if (!(sideAFlowRatio > 0.0) || !(sideBFlowRatio > 0.0)) return 0.0;
  // 1/UA = 1/hA_a + 1/hA_b with hA_a = hA_b = 2 UA at design.
  const double ra = 0.5 / std::pow(sideAFlowRatio, exponent);
  const double rb = 0.5 / std::pow(sideBFlowRatio, exponent);
  return uaDesignWPerK / (ra + rb);
}

}  // namespace podtwin::thermal
