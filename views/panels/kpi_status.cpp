#include "panels/kpi_status.h"

#include <QCoreApplication>
#include <cmath>

namespace podtwin::views {

namespace {
// Each literal is wrapped in QT_TRANSLATE_NOOP so lupdate finds it in this context.
QString trKpi(const char* text) {
  return QCoreApplication::translate("podtwin::views::Kpi", text);
}
}  // namespace

KpiStatus pueStatus(double pue) {
  // PUE below 1 is impossible (facility power includes IT); 0 means "no data yet".
  if (!std::isfinite(pue) || pue < 1.0) return KpiStatus::Unknown;
  if (pue > KpiThresholds::pueRed) return KpiStatus::Critical;
  if (pue > KpiThresholds::pueAmber) return KpiStatus::Warning;
  return KpiStatus::Good;
}

KpiStatus mfuStatus(double mfu) {
  if (!std::isfinite(mfu) || mfu < 0.0) return KpiStatus::Unknown;
  if (mfu < KpiThresholds::mfuRed) return KpiStatus::Critical;
  if (mfu < KpiThresholds::mfuAmber) return KpiStatus::Warning;
  return KpiStatus::Good;
}

KpiStatus socStatus(double soc) {
  if (!std::isfinite(soc) || soc < 0.0 || soc > 1.0) return KpiStatus::Unknown;
  if (soc < KpiThresholds::socRed) return KpiStatus::Critical;
  if (soc < KpiThresholds::socAmber) return KpiStatus::Warning;
  return KpiStatus::Good;
}

KpiStatus gpuTempStatus(double tempC, double throttleTempC) {
  // 0 °C max means the thermal model has not reported yet.
  if (!std::isfinite(tempC) || !std::isfinite(throttleTempC) || tempC <= 0.0 ||
      throttleTempC <= 0.0)
    return KpiStatus::Unknown;
  if (tempC >= throttleTempC) return KpiStatus::Critical;
  if (tempC >= throttleTempC - KpiThresholds::gpuTempAmberMarginK) return KpiStatus::Warning;
  return KpiStatus::Good;
}

KpiStatus costStatus(double projectedUsd, double baselineUsd) {
  if (!std::isfinite(projectedUsd) || !std::isfinite(baselineUsd) || baselineUsd <= 0.0 ||
      projectedUsd <= 0.0)
    return KpiStatus::Unknown;
  const double ratio = projectedUsd / baselineUsd;
  if (ratio > KpiThresholds::costRedRatio) return KpiStatus::Critical;
  if (ratio > KpiThresholds::costAmberRatio) return KpiStatus::Warning;
  return KpiStatus::Good;
}

KpiStatus stepTimeStatus(double stepTimeS, double bestStepTimeS) {
  if (!std::isfinite(stepTimeS) || !std::isfinite(bestStepTimeS) || stepTimeS <= 0.0 ||
      bestStepTimeS <= 0.0)
    return KpiStatus::Unknown;
  const double ratio = stepTimeS / bestStepTimeS;
  if (ratio > KpiThresholds::stepRedRatio) return KpiStatus::Critical;
  if (ratio > KpiThresholds::stepAmberRatio) return KpiStatus::Warning;
  return KpiStatus::Good;
}

QColor statusColor(KpiStatus s) {
  switch (s) {
    case KpiStatus::Good:
      return QColor(0x2e, 0x7d, 0x32);  // green
    case KpiStatus::Warning:
      return QColor(0xf5, 0x9e, 0x0b);  // amber
    case KpiStatus::Critical:
      return QColor(0xc6, 0x28, 0x28);  // red
    case KpiStatus::Unknown:
      break;
  }
  return QColor(0x75, 0x75, 0x75);  // grey: no data
}

QString statusText(KpiStatus s) {
  switch (s) {
    case KpiStatus::Good:
      return trKpi(QT_TRANSLATE_NOOP("podtwin::views::Kpi", "OK"));
    case KpiStatus::Warning:
      return trKpi(QT_TRANSLATE_NOOP("podtwin::views::Kpi", "Watch"));
    case KpiStatus::Critical:
      return trKpi(QT_TRANSLATE_NOOP("podtwin::views::Kpi", "Act"));
    case KpiStatus::Unknown:
      break;
  }
  return trKpi(QT_TRANSLATE_NOOP("podtwin::views::Kpi", "No data"));
}

QString kpiName(Kpi k) {
  switch (k) {
    case Kpi::Pue:
      return trKpi(QT_TRANSLATE_NOOP("podtwin::views::Kpi", "PUE"));
    case Kpi::Mfu:
      return trKpi(QT_TRANSLATE_NOOP("podtwin::views::Kpi", "MFU"));
    case Kpi::BatterySoc:
      return trKpi(QT_TRANSLATE_NOOP("podtwin::views::Kpi", "Battery SOC"));
    case Kpi::GpuTempMax:
      return trKpi(QT_TRANSLATE_NOOP("podtwin::views::Kpi", "Max GPU temp"));
    case Kpi::Cost:
      return trKpi(QT_TRANSLATE_NOOP("podtwin::views::Kpi", "Cost"));
    case Kpi::StepTime:
      return trKpi(QT_TRANSLATE_NOOP("podtwin::views::Kpi", "Step time"));
  }
  return QString();
}

}  // namespace podtwin::views
