#pragma once
// KPI status thresholds shared by the KPI tiles and the comparison view. Green = healthy, amber =
// look at it, red = act now. Each threshold carries its reason.

#include <QColor>
#include <QString>

namespace podtwin::views {

enum class Kpi { Pue, Mfu, BatterySoc, GpuTempMax, Cost, StepTime };
inline constexpr int kKpiCount = 6;

enum class KpiStatus { Unknown, Good, Warning, Critical };

struct KpiThresholds {
  // PUE: the pod's design budget is ~1.10 (conversion 0.03-0.05, pumps/CDU ~0.02, heat-rejection
  // fans 0.02-0.03, misc ~0.01; physics-defaults.md "PUE budget"). Amber above 1.25 (well over
  // budget: cooling fighting or IT load collapsed), red above 1.4 (air-cooled territory). The
  // amber/red margins are a presentation choice.
  static constexpr double pueAmber = 1.25;
  static constexpr double pueRed = 1.4;
  // MFU: Llama 3 reached 38-43 % at 8-16k GPUs, MegaScale 55 % (physics-defaults.md "MFU at
  // scale"). Amber below 30 % (clearly under published practice), red below 20 % (stalled or
  // heavily throttled); presentation choice.
  static constexpr double mfuAmber = 0.30;
  static constexpr double mfuRed = 0.20;
  // Battery SOC: amber below 30 %, red below 15 %: the battery is the ride-through between a
  // genset trip or grid loss and the next genset carrying load, so a low SOC is lost margin.
  // Operator choice, not a standard; tune per site.
  static constexpr double socAmber = 0.30;
  static constexpr double socRed = 0.15;
  // Max GPU temperature relative to the throttle point (snapshot throttleTempC, default 87 °C per
  // physics-defaults.md "Throttling"): amber within 5 K of it, red at or above it (clocks cut).
  static constexpr double gpuTempAmberMarginK = 5.0;
  // Cost: projected cost against the reference (an undisturbed run's projection, or the run's
  // first projection): amber above +5 %, red above +15 %. Presentation choice.
  static constexpr double costAmberRatio = 1.05;
  static constexpr double costRedRatio = 1.15;
  // Step time against the best step time seen in the run: amber above +10 %, red above +30 % (a
  // slow allreduce or throttled ranks gate every step). Presentation choice.
  static constexpr double stepAmberRatio = 1.10;
  static constexpr double stepRedRatio = 1.30;
};

KpiStatus pueStatus(double pue);
KpiStatus mfuStatus(double mfu);
KpiStatus socStatus(double soc);
KpiStatus gpuTempStatus(double tempC, double throttleTempC);
KpiStatus costStatus(double projectedUsd, double baselineUsd);
KpiStatus stepTimeStatus(double stepTimeS, double bestStepTimeS);

QColor statusColor(KpiStatus s);
QString statusText(KpiStatus s);
QString kpiName(Kpi k);

}  // namespace podtwin::views
