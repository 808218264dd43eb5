#pragma once
// Centrifugal pumps: a quadratic head–flow curve obeying the affinity laws (flow ∝ speed,
// head ∝ speed², power ∝ speed³), a best-efficiency curve, and the parallel-pump operating point
// against a system curve Δp = K·Q^n. Sources: model/README.md ("Thermal-hydraulics").

#include <span>

namespace podtwin::thermal {

/// One pump's curve H(Q, s) = H0·s² − k·Q² (Pa, m³/s, s = speed fraction of rated).
struct PumpCurve {
  double shutoffHeadPa = 0.0;          ///< H0: head at zero flow, full speed
  double curveCoeffPaPerM6S2 = 0.0;    ///< k
  double bepFlowPerSpeedM3PerS = 0.0;  ///< Q/s at best efficiency
  double bepEfficiency = 0.75;         ///< hydraulic efficiency at BEP
  double driveEfficiency = 0.92;       ///< motor × VFD

  /// Builds a curve through (0, H0) and (qRated, hRated) at full speed, BEP at `bepFlow`/speed.
  static PumpCurve fromPoints(double shutoffHeadPa, double ratedFlowM3PerS, double ratedHeadPa,
                              double bepFlowPerSpeedM3PerS, double bepEfficiency,
                              double driveEfficiency);
  /// Head at flow and speed (may be negative beyond run-out; callers clamp).
  double headPa(double flowM3PerS, double speed) const;
  /// Flow delivered against `headPa` at `speed`; 0 when the head exceeds the shut-off head (check
  /// valve closed, never negative).
  double flowAtHeadM3PerS(double headPa, double speed) const;
  /// Hydraulic efficiency at a flow and speed (affinity: depends on Q/s), in [0.05, bep].
  double efficiency(double flowM3PerS, double speed) const;
  /// Electrical power for delivering `flowM3PerS` against `headPa` at `speed`, W.
  double electricalPowerW(double flowM3PerS, double headPa, double speed) const;
};

/// Operating point of pumps in parallel feeding an internal resistance and a bank of parallel
/// branches: Δp_pump = kInt·Q^n + Δp_branch, Q = cBranch·Δp_branch^(1/n).
struct OperatingPoint {
  double flowM3PerS = 0.0;  ///< total
  double branchDpPa = 0.0;  ///< across the rack branches (the controlled differential pressure)
  double pumpHeadPa = 0.0;
  int iterations = 0;
};

/// Solves for the branch Δp by safeguarded Newton (monotone, always bracketed, never negative or
/// NaN); `guessDpPa` (e.g. the previous tick's) warm-starts it.
/// `speeds` are the pumps' speed fractions (0 = stopped); `cBranch` = Σ K_b^(−1/n) of the open
/// branches; `kInternal` in Pa/(m³/s)^n.
OperatingPoint solveOperatingPoint(const PumpCurve& pump, std::span<const double> speeds,
                                   double kInternal, double cBranch, double exponent,
                                   double guessDpPa = -1.0);

}  // namespace podtwin::thermal
