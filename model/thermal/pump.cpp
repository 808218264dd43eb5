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
                                   double kInternal, double cBranch, double exponent,
                                   double guessDpPa) {
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
  // Safeguarded Newton on f(x) = pumps(x·headPerDp) − cBranch·x^(1/n), f decreasing in x, root in
  // (lo, hi); a warm start from the previous tick converges in 2–3 iterations, bisection otherwise.
  double x = (guessDpPa > 0.0 && guessDpPa < hi) ? guessDpPa : 0.5 * hi;
  for (int it = 0; it < 60; ++it) {
    const double head = x * headPerDp;
    double pumped = 0.0;
    double dPumped = 0.0;  // d pumped / d x
    for (double s : speeds) {
      const double q = pump.flowAtHeadM3PerS(head, s);
      pumped += q;
      if (q > 0.0) dPumped -= headPerDp / (2.0 * pump.curveCoeffPaPerM6S2 * q);
    }
    const double system = cBranch * std::pow(x, invN);
    const double f = pumped - system;
    op.iterations = it + 1;
    if (f > 0.0) {
      lo = x;
    } else {
      hi = x;
    }
    if (std::abs(f) <= 1e-10 * std::max(system, 1e-12) || hi - lo < 1e-9 * hMax) break;
    const double df = dPumped - system * invN / x;
    double next = df < 0.0 ? x - f / df : 0.5 * (lo + hi);
    if (!(next > lo && next < hi)) next = 0.5 * (lo + hi);
    x = next;
  }
  op.branchDpPa = x;
  op.pumpHeadPa = op.branchDpPa * headPerDp;
  op.flowM3PerS = cBranch * std::pow(op.branchDpPa, invN);
  return op;
}

}  // namespace podtwin::thermal
