#pragma once
// Shared fixtures for the panel tests: a plausible 16-rack snapshot and screenshot saving.

#include <QCoreApplication>
#include <QDir>
#include <QImage>
#include <QString>
#include <QWidget>
#include <QtGlobal>
#include <cmath>

#include "config/pod_config.h"
#include "sim/simulation.h"
#include "sim/snapshot.h"

namespace podtwin::views::testdata {

inline PodConfig defaultPod() {
  return loadPodConfig("builtin:default");
}

/// A steady-state snapshot of the default pod at `timeS`: 16 GB300 NVL72 racks at ~132 kW,
/// coolant 30 → 40 °C, two CDUs of three pumps (one in standby), three gensets, battery at 80 %.
inline Snapshot sampleSnapshot(double timeS = 600.0, int racks = 16) {
  Snapshot s;
  s.timeS = timeS;
  s.racks.resize(static_cast<std::size_t>(racks));
  for (int i = 0; i < racks; ++i) {
    const auto k = static_cast<std::size_t>(i);
    const double wobble = std::sin(0.7 * i + timeS / 60.0);
    s.racks.powerKw[k] = static_cast<float>(132.0 + 3.0 * wobble);
    s.racks.capKw[k] = 0.0f;
    s.racks.gpuTempMaxC[k] = static_cast<float>(71.0 + 2.0 * wobble);
    s.racks.gpuTempMeanC[k] = static_cast<float>(64.0 + 1.5 * wobble);
    s.racks.inletTempC[k] = 30.0f;
    s.racks.outletTempC[k] = static_cast<float>(40.0 + 0.3 * wobble);
    s.racks.flowLpm[k] = 190.0f;
    s.racks.clockFactor[k] = 1.0f;
    s.racks.linkUtilMax[k] = 0.62f;
    s.racks.gpusThrottled[k] = 0;
    s.racks.state[k] = kRackOk;
    s.racks.cdu[k] = i < racks / 2 ? 0 : 1;
  }
  s.itPowerKw = 132.0 * racks;
  s.coolingPowerKw = 95.0;
  s.conversionLossKw = 60.0;
  s.miscPowerKw = 40.0;
  s.facilityPowerKw = s.itPowerKw + s.coolingPowerKw + s.conversionLossKw + s.miscPowerKw;
  s.pue = s.facilityPowerKw / s.itPowerKw;
  s.pueEnergyWeighted = s.pue + 0.004;
  s.gensets = {{700.0, 1200.0, true, false, false},
               {690.0, 1200.0, true, false, false},
               {0.0, 1200.0, false, false, false}};
  s.generationKw = 1390.0;
  s.gridImportKw = 1020.0;
  s.gridLimitKw = 1500.0;
  s.bessSoc = 0.8;
  s.bessPowerKw = 0.0;
  s.bessVoltageV = 800.0;
  s.busFrequencyHz = 60.0;
  s.gpuTempMaxC = 73.0;
  s.gpuTempMeanC = 64.0;
  s.coolantSupplyTempC = 30.0;
  s.coolantReturnTempC = 40.0;
  s.coolantFlowLpm = 190.0 * racks;
  s.ambientTempC = 24.0;
  s.facilityWaterTempC = 27.0;
  for (int c = 0; c < 2; ++c) {
    CduSnapshot cdu;
    cdu.supplyTempC = 30.0;
    cdu.returnTempC = 40.1;
    cdu.flowLpm = 190.0 * racks / 2;
    cdu.dpKpa = 150.0;
    cdu.facilitySupplyTempC = 27.0;
    cdu.facilityReturnTempC = 37.0;
    cdu.pumpPowerKw = 11.0;
    cdu.heatKw = 132.0 * racks / 2;
    cdu.pumpsRunning = 2;
    cdu.pumps = {{0.82, 760.0, true, false, false},
                 {0.82, 760.0, true, false, false},
                 {0.0, 0.0, false, false, true}};
    s.cdus.push_back(cdu);
  }
  for (int d = 0; d < 4; ++d) s.dryCoolers.push_back({0.55, 6.0, 540.0, 0, false});
  s.jobRunning = true;
  s.fabricLinkUtilMax = 0.62;
  s.allreduceTimeS = 0.85;
  s.stepTimeS = 5.4;
  s.mfu = 0.41;
  s.tokensPerS = 1.52e6;
  s.costToDateUsd = 1.23e6;
  s.projectedCostUsd = 14.8e6;
  s.projectedDays = 41.5;
  s.progressFraction = 0.08;
  // The projections are sample values of their own, not derived from the other fields.
  s.tokensTrained = 1.2e12;
  s.projectedDaysAtAverageRate = 41.5;
  s.projectedCostAtAverageRateUsd = 14.8e6;
  return s;
}

/// Saves a grab under $PODTWIN_SCREENSHOT_DIR (when set) and returns the image for checks.
inline QImage grabWidget(QWidget& w, const QString& name) {
  // Let deferred layout (chart titles, graphics-scene updates) run before grabbing.
  QCoreApplication::processEvents();
  const QImage img = w.grab().toImage();
  const QString dir = qEnvironmentVariable("PODTWIN_SCREENSHOT_DIR");
  if (!dir.isEmpty()) {
    QDir().mkpath(dir);
    img.save(QDir(dir).filePath(name + QStringLiteral(".png")));
  }
  return img;
}

/// Distinct colours in a coarse sample of the image; a blank or failed grab gives 1.
inline int distinctColours(const QImage& img) {
  QList<QRgb> seen;
  for (int y = 0; y < img.height(); y += 7)
    for (int x = 0; x < img.width(); x += 7) {
      const QRgb c = img.pixel(x, y);
      if (!seen.contains(c)) seen.append(c);
      if (seen.size() > 50) return static_cast<int>(seen.size());
    }
  return static_cast<int>(seen.size());
}

}  // namespace podtwin::views::testdata
