#pragma once
// The design report: a PDF of a pod design and its run, or of a comparison of two. The pod and
// scenario are run here from t = 0 for the requested time (in this thread, deterministic: the same
// numbers `podtwin-sim run` gives), and the report holds the design summary and derived figures,
// the KPI table, the live charts over the whole run as vector graphics, a 3D picture of the pod at
// the end (when a display is there to render it), the event list, and the comparison with B.
// File → Export report… and `podtwin --report OUT.pdf` both end here.

#include <QCoreApplication>
#include <QString>
#include <optional>

#include "config/pod_config.h"
#include "scenario/scenario.h"

namespace podtwin::gui {

struct DesignReportRequest {
  PodConfig pod;
  QString podLabel;  ///< "builtin:default" or the file, for the title page
  Scenario scenario;
  QString scenarioLabel;
  std::uint64_t seed = 1;
  double durationS = 3600.0;
  /// B: another pod on the same scenario, or this pod on another scenario.
  std::optional<PodConfig> comparePod;
  std::optional<Scenario> compareScenario;
  QString compareLabel;
  bool include3d = true;  ///< needs an OpenGL-capable display (xvfb is fine)
};

class DesignReport {
  Q_DECLARE_TR_FUNCTIONS(DesignReport)

 public:
  /// Resolves a command-line request: pod and scenario specs ("builtin:NAME" or paths) and an
  /// optional B, tried as a pod first and then as a scenario. Throws ConfigError/runtime_error
  /// with the file, line and field of what did not load.
  static DesignReportRequest fromSpecs(const QString& podSpec, const QString& scenarioSpec,
                                       double durationS, const QString& compareSpec);
  /// Runs and writes the report to `pdfPath`; false with `error` set when it could not.
  static bool write(const DesignReportRequest& request, const QString& pdfPath,
                    QString* error = nullptr);
};

}  // namespace podtwin::gui
