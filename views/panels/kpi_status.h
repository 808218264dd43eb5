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
  // PUE: liquid-cooled AI pods are designed for ~1.1-1.2 (Uptime Institute 2023 survey: industry
  // average 1.58; NVIDIA GB200 NVL72 reference design targets ~1.15). Amber above 1.25, red above
  // 1.4 (beyond that the cooling plant is fighting, or IT load collapsed).
  static constexpr double pueAmber = 1.25;
  static constexpr double pueRed = 1.4;
  // MFU: large dense LLM training typically reaches 35-45 % MFU (PaLM 46 %, Llama 3 405B 38-43 %).
  // Amber below 30 %, red below 20 % (the job is stalled or badly throttled).
  static constexpr double mfuAmber = 0.30;
  static constexpr double mfuRed = 0.20;
  // Battery SOC: LFP BESS reserve for ride-through; amber below 30 %, red below 15 % (typical
  // operator reserve floors for genset start-up cover, NFPA 110 Level 1 ride-through margin).
  static constexpr double socAmber = 0.30;
  static constexpr double socRed = 0.15;
  // Max GPU temperature relative to the throttle point (snapshot throttleTempC, default 87 °C):
  // amber within 5 K of throttle, red at or above it (clocks are being cut).
  static constexpr double gpuTempAmberMarginK = 5.0;
  // Cost: projected cost over the no-disruption baseline; amber above +5 %, red above +15 %.
  // With no baseline the tile stays neutral (Unknown).
  static constexpr double costAmberRatio = 1.05;
  static constexpr double costRedRatio = 1.15;
  // Step time relative to the best (lowest) step time seen in the run: amber above +10 %, red
  // above +30 % (a slow allreduce or throttled ranks gate every step).
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
