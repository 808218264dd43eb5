#include "thermal/pump.h"

#include <algorithm>
#include <cmath>

namespace podtwin::thermal {

PumpCurve PumpCurve::fromPoints(double shutoffHeadPa, double ratedFlowM3PerS, double ratedHeadPa,
                                double bepFlowPerSpeedM3PerS, double bepEfficiency,
                                double driveEfficiency) {
  PumpCurve c;
  c.shutoffHeadPa = shutoffHeadPa;
  c.curveCoeffPaPerM6S2 = ratedFlowM3PerS > 0.0 ? std::max(0.0, shutoffHeadPa - ratedHeadPa) /
                                                      (ratedFlowM3PerS * ratedFlowM3PerS)
                                                : 0.0;
  c.bepFlowPerSpeedM3PerS = bepFlowPerSpeedM3PerS;
  c.bepEfficiency = bepEfficiency;
  c.driveEfficiency = driveEfficiency;
  return c;
}

double PumpCurve::headPa(double flowM3PerS, double speed) const {
  return shutoffHeadPa * speed * speed - curveCoeffPaPerM6S2 * flowM3PerS * flowM3PerS;
}

double PumpCurve::flowAtHeadM3PerS(double headPa, double speed) const {
  if (!(speed > 0.0) || !(curveCoeffPaPerM6S2 > 0.0)) return 0.0;
  const double margin = shutoffHeadPa * speed * speed - std::max(0.0, headPa);
  return margin > 0.0 ? std::sqrt(margin / curveCoeffPaPerM6S2) : 0.0;
}

double PumpCurve::efficiency(double flowM3PerS, double speed) const {
  if (!(speed > 0.0) || !(bepFlowPerSpeedM3PerS > 0.0)) return 0.05;
  const double x = flowM3PerS / speed / bepFlowPerSpeedM3PerS - 1.0;
  return std::clamp(bepEfficiency * (1.0 - x * x), 0.05, bepEfficiency);
}

double PumpCurve::electricalPowerW(double flowM3PerS, double headPa, double speed) const {
  if (!(speed > 0.0) || !(flowM3PerS > 0.0) || !(headPa > 0.0)) return 0.0;
  return headPa * flowM3PerS / (efficiency(flowM3PerS, speed) * driveEfficiency);
}

OperatingPoint solveOperatingPoint(const PumpCurve& pump, std::span<const double> speeds,
                                   double kInternal, double cBranch, double exponent) {
  OperatingPoint op;
  double sMax = 0.0;
  for (double s : speeds) sMax = std::max(sMax, s);
  const double hMax = pump.shutoffHeadPa * sMax * sMax;
  if (!(hMax > 0.0)) return op;  // every pump stopped: no flow, no pressure
  if (!(cBranch > 0.0)) {
    // Every branch closed: the pumps dead-head.
    op.pumpHeadPa = hMax;
    op.branchDpPa = hMax;
    return op;
  }
  // Q^n = cBranch^n · Δp_b, so the pump head is Δp_b·(1 + kInt·cBranch^n): one pow per iteration.
  const double headPerDp = 1.0 + kInternal * std::pow(cBranch, exponent);
  const double invN = 1.0 / exponent;
  double lo = 0.0;
  double hi = hMax / headPerDp;
  for (int it = 0; it < 48; ++it) {
    const double mid = 0.5 * (lo + hi);
    const double head = mid * headPerDp;
    double pumped = 0.0;
    for (double s : speeds) pumped += pump.flowAtHeadM3PerS(head, s);
    const double system = cBranch * std::pow(mid, invN);
    if (pumped > system) {
      lo = mid;
    } else {
      hi = mid;
    }
    op.iterations = it + 1;
    if (hi - lo < 1e-7 * hMax) break;
  }
  op.branchDpPa = 0.5 * (lo + hi);
  op.pumpHeadPa = op.branchDpPa * headPerDp;
  op.flowM3PerS = cBranch * std::pow(op.branchDpPa, invN);
  return op;
}

}  // namespace podtwin::thermal
