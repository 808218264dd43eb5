#pragma once
// The design report: a PDF of a pod design and its run, or of a comparison of two. The pod and
// scenario are run here from t = 0 for the requested time (in this thread, deterministic: the same
// numbers `podtwin-sim run` gives), and the report holds the design summary and derived figures,
// the KPI table, the live charts over the whole run as vector graphics, a 3D picture of the pod at
// the end (when a display is there to render it), the event list, and the comparison with B.
// File → Export report… and `podtwin --report OUT.pdf` both end here.

#include <QCoreApplication>
#include <QString>
#include <functional>
#include <optional>

#include "config/pod_config.h"
#include "scenario/scenario.h"
#include "study/case_table.h"
#include "study/sweep_spec.h"

namespace podtwin::gui {

/// A sweep to summarise in the report: its spec and the finished cases' rows (cases.csv rows).
// bugprone-exception-escape is suppressed as on study::SweepSpec: the implicit noexcept move is
// nlohmann::json's own noexcept move. NOLINT must sit on the line just above.
// NOLINTNEXTLINE(bugprone-exception-escape)
struct DesignReportSweep {
  study::SweepSpec spec;
  study::CaseRows rows;
  QString label;  ///< "builtin:NAME" or the spec file
};

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
  /// When set, the KPIs over the sweep's cases (n, mean, p5, p50, p95) get their own section.
  std::optional<DesignReportSweep> sweep;
};

class DesignReport {
  Q_DECLARE_TR_FUNCTIONS(DesignReport)

 public:
  /// Resolves a command-line request: pod and scenario specs ("builtin:NAME" or paths) and an
  /// optional B, tried as a pod first and then as a scenario. Throws ConfigError/runtime_error
  /// with the file, line and field of what did not load.
  static DesignReportRequest fromSpecs(const QString& podSpec, const QString& scenarioSpec,
                                       double durationS, const QString& compareSpec);
  /// Runs every case of the sweep `specRef` ("builtin:NAME" or a file) on `threads` worker threads
  /// (0 = all cores) and returns it for a report. Throws ConfigError for a bad spec.
  static DesignReportSweep runSweep(const QString& specRef, int threads = 0);
  /// Runs and writes the report to `pdfPath`; false with `error` set when it could not.
  /// `progress`, when given, is called as the runs advance with the fraction done (0–1); it
  /// returns false to cancel, and write() then returns false with `error` saying so.
  static bool write(const DesignReportRequest& request, const QString& pdfPath,
                    QString* error = nullptr, const std::function<bool(double)>& progress = {});
};

}  // namespace podtwin::gui
