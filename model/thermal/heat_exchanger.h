#pragma once
// Counter-flow heat exchangers by the ε-NTU method (Incropera & DeWitt, "Fundamentals of Heat and
// Mass Transfer", table 11.3/11.4), used for the CDU liquid-liquid exchanger and the dry coolers.

namespace podtwin::thermal {

/// Effectiveness of a counter-flow exchanger for NTU = UA/Cmin ≥ 0 and Cr = Cmin/Cmax in [0, 1].
double counterFlowEffectiveness(double ntu, double cr);
/// Inverse: the NTU that gives effectiveness `eps` (clamped below the Cr-dependent maximum).
double counterFlowNtu(double eps, double cr);

/// Result of one exchanger evaluation (W and °C).
struct HxResult {
  double heatW = 0.0;  ///< from the hot stream to the cold stream (negative if reversed)
  double hotOutTempC = 0.0;
  double coldOutTempC = 0.0;
  double effectiveness = 0.0;
};

/// Evaluates a counter-flow exchanger with conductance `uaWPerK` between a hot stream (capacity
/// rate `hotRateWPerK`, inlet `hotInC`) and a cold stream. Zero rates give zero heat, never NaN.
HxResult counterFlow(double uaWPerK, double hotRateWPerK, double hotInC, double coldRateWPerK,
                     double coldInC);

/// UA (W/K) that moves `heatW` between the two streams when the cold inlet is `coldInC` and the
/// hot outlet must be `hotOutC` (approach = hotOutC − coldInC); 0 if the duty is impossible.
double sizeCounterFlowUa(double heatW, double hotRateWPerK, double coldRateWPerK, double hotOutC,
                         double coldInC);

/// Film-coefficient scaling of UA with flow: each side's h ∝ (flow ratio)^0.8 (Dittus–Boelter),
/// the two film resistances equal at design. Ratios are flow / design flow; 0 flow gives 0.
double scaledUa(double uaDesignWPerK, double sideAFlowRatio, double sideBFlowRatio,
                double exponent = 0.8);

}  // namespace podtwin::thermal
