#pragma once
// Shared helpers for the 3D scene tests: a default pod, snapshots with chosen per-rack values and
// framebuffer colour checks.

#include <QColor>
#include <QImage>
#include <QPoint>
#include <QString>
#include <cstdlib>

#include "config/pod_config.h"
#include "sim/snapshot.h"

namespace podtwin::views::testing {

inline PodConfig defaultPod() {
  return loadPodConfig("builtin:default");
}

/// A snapshot whose rack arrays are sized for `pod` and filled with neutral values.
inline Snapshot snapshotFor(const PodConfig& pod) {
  Snapshot s;
  s.racks.resize(static_cast<std::size_t>(pod.racks.count));
  for (int i = 0; i < pod.racks.count; ++i) {
    s.racks.powerKw[i] = 50.0f;
    s.racks.gpuTempMaxC[i] = 60.0f;
    s.racks.gpuTempMeanC[i] = 55.0f;
    s.racks.inletTempC[i] = 30.0f;
    s.racks.outletTempC[i] = 40.0f;
    s.racks.clockFactor[i] = 1.0f;
    s.racks.state[i] = kRackOk;
  }
  return s;
}

/// Largest per-channel difference between two colours.
inline int channelDiff(const QColor& a, const QColor& b) {
  return std::max({std::abs(a.red() - b.red()), std::abs(a.green() - b.green()),
                   std::abs(a.blue() - b.blue())});
}

inline QString describe(const QColor& c) {
  return QStringLiteral("(%1,%2,%3)").arg(c.red()).arg(c.green()).arg(c.blue());
}

/// Pixel of a framebuffer grab at a widget logical position (the grab is in device pixels).
inline QColor pixelAt(const QImage& img, const QPoint& logical, double dpr) {
  const int x = static_cast<int>(logical.x() * dpr);
  const int y = static_cast<int>(logical.y() * dpr);
  if (x < 0 || y < 0 || x >= img.width() || y >= img.height()) return QColor(255, 0, 255);
  return img.pixelColor(x, y);
}

}  // namespace podtwin::views::testing
