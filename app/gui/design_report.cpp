#include "gui/design_report.h"

#include "gui/ui_helpers.h"

#include <spdlog/spdlog.h>

#include <QChart>
#include <QGuiApplication>
#include <QLocale>
#include <algorithm>
#include <stdexcept>

#include "charts/live_chart.h"
#include "charts/pod_charts.h"
#include "core/builtin.h"
#include "core/config_error.h"
#include "gui/main_window.h"
#include "panels/comparison_view.h"
#include "panels/design_editor_view.h"
#include "panels/event_log_view.h"
#include "panels/event_text.h"
#include "report/report_writer.h"
#include "scene/pod_scene_widget.h"
#include "sim/design_figures.h"
#include "sim/simulation.h"
#include "study/case_runner.h"
#include "study/sweep_pool.h"

namespace podtwin::gui {

namespace {

/// Thrown out of a run when the progress callback asks to stop.
struct ReportCancelled {};

/// One run of the report: its summary, its last snapshot, its log and its charts.
struct ReportRun {
  RunSummary summary;
  Snapshot first;
  Snapshot last;
  std::vector<LogEntry> log;
};

/// Runs `pod` under `scenario` to `durationS`, feeding one snapshot per simulated second to
/// `charts` (when given).
ReportRun runFor(const PodConfig& pod, const Scenario& scenario, std::uint64_t seed,
                 double durationS, views::PodCharts* charts,
                 const std::function<bool(double)>& progress) {
  Simulation sim(pod, scenario, seed);
  ReportRun out;
  Snapshot s;
  sim.fillSnapshot(out.first, false);
  if (charts) charts->appendSnapshot(out.first);
  double next = 1.0;
  while (sim.timeS() < durationS - 1e-9) {
    sim.runUntil(std::min(next, durationS));
    if (charts) {
      sim.fillSnapshot(s, false);
      charts->appendSnapshot(s);
    }
    if (progress && !progress(sim.timeS() / durationS)) throw ReportCancelled();
    next += 1.0;
  }
  sim.fillSnapshot(out.last, false);
  out.summary = sim.summary();
  out.log = sim.log().all();
  return out;
}

Scenario scenarioFor(const QString& spec, const PodConfig& pod) {
  return loadScenario(spec.toStdString(), Simulation::countsFor(pod));
}

bool isBuiltin(const QString& spec, const char* kind) {
  if (!spec.startsWith(QLatin1String("builtin:"))) return false;
  const auto names = builtinNames(kind);
  return std::find(names.begin(), names.end(), spec.mid(8).toStdString()) != names.end();
}

/// A statistic of summary.json as text: "" where it is null (no finished case had a value).
QString statText(const nlohmann::ordered_json& stats, const char* name, int decimals) {
  const auto it = stats.find(name);
  if (it == stats.end() || !it->is_number()) return QStringLiteral("–");
  return localeNumber(it->get<double>(), decimals);
}

/// Decimals that show a KPI's spread: more for values near or below 1 (SOC, PUE, MFU).
int decimalsFor(const nlohmann::ordered_json& stats) {
  const auto it = stats.find("p50");
  if (it == stats.end() || !it->is_number()) return 2;
  const double v = std::abs(it->get<double>());
  return v >= 1000.0 ? 0 : (v >= 10.0 ? 2 : 4);
}

/// The report's sweep section: what ran, and per KPI the statistics over the finished cases.
void writeSweep(views::ReportWriter& doc, const DesignReportSweep& sw) {
  const study::SweepSpec& spec = sw.spec;
  const nlohmann::ordered_json summary = study::summaryJson(spec, sw.rows);
  doc.heading(DesignReport::tr("Sweep: %1")
                  .arg(spec.name.empty() ? sw.label : QString::fromStdString(spec.name)));
  QStringList axes;
  for (const auto& a : spec.grid) {
    axes << DesignReport::tr("%1 (%n values)", nullptr, static_cast<int>(a.values.size()))
                .arg(QString::fromStdString(a.key));
  }
  const int done = static_cast<int>(sw.rows.size());
  const int total = static_cast<int>(spec.caseCount());
  const auto okIt = summary["cases"].find("ok");
  const int ok = okIt != summary["cases"].end() ? okIt->get<int>() : 0;
  doc.paragraph(
      DesignReport::tr("%1 · %2 of %3 cases finished, %4 ok · each case %5 from t = 0 · seed %6")
          .arg(sw.label)
          .arg(done)
          .arg(total)
          .arg(ok)
          .arg(MainWindow::formatSimTime(spec.durationS))
          .arg(spec.seed) +
      (axes.isEmpty() ? QString()
                      : DesignReport::tr(" · swept: %1").arg(axes.join(QStringLiteral(", ")))) +
      (spec.monteCarloCases > 0 ? DesignReport::tr(" · %n Monte-Carlo samples per design point",
                                                   nullptr, spec.monteCarloCases)
                                : QString()));
  QList<QStringList> rows;
  for (const auto& [name, stats] : summary["kpis"].items()) {
    const int d = decimalsFor(stats);
    const std::string unit = stats.value("unit", std::string());
    rows << QStringList{
        QString::fromStdString(name),
        unit == "1" ? QString()
                    : (unit == "degC" ? QStringLiteral("°C") : QString::fromStdString(unit)),
        QString::number(stats.value("n", 0)),
        statText(stats, "mean", d),
        statText(stats, "p5", d),
        statText(stats, "p50", d),
        statText(stats, "p95", d)};
  }
  doc.table({DesignReport::tr("KPI"), DesignReport::tr("Unit"), DesignReport::tr("n"),
             DesignReport::tr("Mean"), DesignReport::tr("p5"), DesignReport::tr("p50"),
             DesignReport::tr("p95")},
            rows, {2, 3, 4, 5, 6});
}

}  // namespace

DesignReportSweep DesignReport::runSweep(const QString& specRef, int threads) {
  DesignReportSweep out;
  out.spec = study::loadSweepSpec(specRef.toStdString(), readSource);
  out.label = specRef;
  std::vector<std::size_t> indices(out.spec.caseCount());
  for (std::size_t i = 0; i < indices.size(); ++i) indices[i] = i;
  study::PoolOptions options;
  options.threads = threads;
  study::runCases(out.spec, indices, options, [&out](const study::CaseResult& r) {
    out.rows[r.def.index] = study::casesCsvRow(out.spec, r);
  });
  return out;
}

DesignReportRequest DesignReport::fromSpecs(const QString& podSpec, const QString& scenarioSpec,
                                            double durationS, const QString& compareSpec) {
  DesignReportRequest r;
  r.pod = loadPodConfig(podSpec.toStdString());
  r.podLabel = podSpec;
  r.scenario = scenarioFor(scenarioSpec, r.pod);
  r.scenarioLabel = scenarioSpec.isEmpty() ? QStringLiteral("empty") : scenarioSpec;
  r.seed = r.scenario.seed.value_or(1);
  r.durationS = durationS;
  if (!compareSpec.isEmpty()) {
    // A pod when it is a built-in pod or a file that reads as one; otherwise a scenario.
    bool asPod = isBuiltin(compareSpec, "pod");
    if (!asPod && !compareSpec.startsWith(QLatin1String("builtin:"))) {
      try {
        r.comparePod = loadPodConfig(compareSpec.toStdString());
        asPod = true;
      } catch (const ConfigError&) {
        asPod = false;
      }
    }
    if (asPod) {
      if (!r.comparePod) r.comparePod = loadPodConfig(compareSpec.toStdString());
      const PodCounts counts = Simulation::countsFor(*r.comparePod);
      r.compareScenario = fitScenarioTo(r.scenario, counts).scenario;
    } else {
      r.compareScenario = scenarioFor(compareSpec, r.pod);
    }
    r.compareLabel = compareSpec;
  }
  return r;
}

bool DesignReport::write(const DesignReportRequest& q, const QString& pdfPath, QString* error,
                         const std::function<bool(double)>& progress) {
  const auto fail = [&](const QString& text) {
    if (error) *error = text;
    return false;
  };
  if (!(q.durationS > 0.0)) return fail(tr("The report needs a run time above 0 s."));

  // The live charts over the whole run, laid out at a page's proportions.
  views::PodCharts charts;
  charts.setPod(q.pod);
  charts.setWindowS(0.0);
  ReportRun a;
  std::optional<ReportRun> b;
  DesignFigures figures;  // the battery's, as the design editor shows them
  try {
    // With a B, the first run is the first half of the progress and B the second.
    const double share = q.compareScenario ? 0.5 : 1.0;
    const auto scaled = [&](double offset) -> std::function<bool(double)> {
      if (!progress) return {};
      return [&progress, offset, share](double f) { return progress(offset + share * f); };
    };
    a = runFor(q.pod, q.scenario, q.seed, q.durationS, &charts, scaled(0.0));
    figures = designFigures(q.pod);
    if (q.compareScenario) {
      b = runFor(q.comparePod ? *q.comparePod : q.pod, *q.compareScenario, q.seed, q.durationS,
                 nullptr, scaled(0.5));
    }
  } catch (const ReportCancelled&) {
    return fail(tr("Cancelled: no report was written."));
  } catch (const std::exception& e) {
    return fail(tr("The run stopped: %1").arg(QString::fromUtf8(e.what())));
  }

  views::ReportWriter doc(pdfPath,
                          tr("PodTwin design report — %1").arg(QString::fromStdString(q.pod.name)));
  if (!doc.ok()) return fail(tr("Cannot write %1.").arg(pdfPath));
  doc.title(tr("Design report: %1").arg(QString::fromStdString(q.pod.name)),
            tr("Pod %1 · scenario %2 · seed %3 · %4 simulated from t = 0 · PodTwin %5")
                .arg(q.podLabel, q.scenarioLabel)
                .arg(q.seed)
                .arg(MainWindow::formatSimTime(q.durationS), QStringLiteral(PODTWIN_VERSION)));
  if (!q.pod.description.empty()) doc.paragraph(QString::fromStdString(q.pod.description));

  // Design summary and figures derived from the pod and the run's first tick.
  doc.heading(tr("Design"));
  const Snapshot& f = a.first;
  double gensetKw = 0.0, largestKw = 0.0;
  for (const auto& g : f.gensets) {
    gensetKw += g.ratingKw;
    largestKw = std::max(largestKw, g.ratingKw);
  }
  QList<QStringList> design{
      {tr("Racks"), QString::number(q.pod.racks.count),
       tr("%1 GPUs").arg(QLocale().toString(q.pod.totalGpus()))},
      {tr("IT load at start"), tr("%1 kW").arg(localeNumber(f.itInputPowerKw, 0)),
       tr("at the rack PSU inputs")},
      {tr("Facility load at start"), tr("%1 kW").arg(localeNumber(f.facilityPowerKw, 0)),
       tr("IT, cooling, conversion losses and misc")},
      {tr("Gensets"),
       tr("%1 × %2 kW")
           .arg(f.gensets.size())
           .arg(localeNumber(f.gensets.empty() ? 0.0 : largestKw, 0)),
       f.gensets.empty() ? tr("none")
                         : ((gensetKw - largestKw) >= f.facilityPowerKw
                                ? tr("N+1: the facility load is carried with the largest one out")
                                : tr("not N+1: %1 kW without the largest one, %2 kW needed")
                                      .arg(localeNumber(gensetKw - largestKw, 0),
                                           localeNumber(f.facilityPowerKw, 0)))},
      {tr("Battery"), tr("%1 kWh").arg(localeNumber(figures.batteryNameplateKwh, 0)),
       views::DesignEditorView::batteryDetailText(figures)},
      {tr("On battery alone"),
       figures.batteryNameplateKwh > 0.0
           ? tr("%1 min").arg(localeNumber(figures.batteryMinutesAtLimit, 1))
           : QStringLiteral("–"),
       views::DesignEditorView::batteryAloneText(figures)},
      {tr("CDUs"), QString::number(f.cdus.size()),
       tr("coolant flow %1 L/min, %2 L/min per kW of IT")
           .arg(localeNumber(f.coolantFlowLpm, 0),
                localeNumber(f.itPowerKw > 0.0 ? f.coolantFlowLpm / f.itPowerKw : 0.0, 2))},
      {tr("Dry coolers"), QString::number(f.dryCoolers.size()),
       tr("ambient %1 °C at start").arg(localeNumber(f.ambientTempC, 1))},
      {tr("Fabric"), tr("%1 switches, %2 links").arg(f.switchesUp.size()).arg(f.links.size()),
       q.pod.fabric.sharpEnabled ? tr("SHARP in-network reduction on") : tr("SHARP off")},
  };
  doc.table({tr("Item"), tr("Value"), tr("Note")}, design);

  // KPIs: the run summary, the numbers `podtwin-sim run` prints for the same pod and scenario.
  doc.heading(tr("Key figures"));
  const auto kpiRows = [&](const RunSummary& s) {
    return QList<QStringList>{
        {tr("PUE (energy-weighted, ISO/IEC 30134-2)"), localeNumber(s.pueEnergyWeighted, 4)},
        {tr("MFU (time mean)"), tr("%1 %").arg(localeNumber(100.0 * s.mfuMean, 2))},
        {tr("Cost of the run"), views::ComparisonView::formatUsd(s.costUsd)},
        {tr("Facility energy"), tr("%1 kWh").arg(localeNumber(s.facilityEnergyKwh, 1))},
        {tr("Unserved energy"), tr("%1 kWh").arg(localeNumber(s.unservedEnergyKwh, 3))},
        {tr("Lowest battery SOC"), tr("%1 %").arg(localeNumber(100.0 * s.minSoc, 1))},
        {tr("Hottest GPU"), tr("%1 °C").arg(localeNumber(s.gpuTempMaxC, 1))},
        {tr("Throttled GPU-hours"), localeNumber(s.throttledGpuHours, 2)},
        {tr("Most racks down at once"), QString::number(s.racksTrippedMax)},
        {tr("Worst bus frequency excursion"),
         tr("%1 %").arg(localeNumber(s.maxFrequencyDeviationPct, 2))},
    };
  };
  QList<QStringList> kpis = kpiRows(a.summary);
  if (b) {
    const QList<QStringList> other = kpiRows(b->summary);
    for (int i = 0; i < kpis.size(); ++i) kpis[i] << other[i][1];
    doc.table({tr("KPI"), tr("A: this design"), tr("B: %1").arg(q.compareLabel)}, kpis, {1, 2});
  } else {
    doc.table({tr("KPI"), tr("Value")}, kpis, {1});
  }

  if (b) {
    doc.heading(tr("Comparison"));
    views::ComparisonView cmp;
    cmp.setTitles(tr("A"), tr("B"));
    cmp.updateSnapshots(a.last, b->last);
    doc.paragraph(cmp.measuredHeading() + QStringLiteral(": ") + cmp.measuredText());
    doc.paragraph(cmp.projectedHeading() + QStringLiteral(": ") + cmp.explanation());
    QList<QStringList> rows;
    for (const QString& label : cmp.rowLabels()) {
      rows << QStringList{label, cmp.valueText(label, 0), cmp.valueText(label, 1),
                          cmp.deltaText(label)};
    }
    doc.table({QString(), tr("A"), tr("B"), tr("A − B")}, rows, {1, 2, 3});
  }

  if (q.sweep) writeSweep(doc, *q.sweep);

  doc.heading(tr("Charts over the run"));
  for (int id = 0; id < charts.chartCount(); ++id) {
    views::LiveChart* c = charts.chart(static_cast<views::PodCharts::ChartId>(id));
    // Laid out at a page-like size off screen (a hidden view gets no resize events): the chart,
    // its scene and then the points, which are decimated for the plot's width.
    const QSize size(900, 300);
    c->resize(size);
    c->chart()->resize(QSizeF(size));
    c->setSceneRect(QRectF(QPointF(0.0, 0.0), QSizeF(size)));
    c->flush();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    doc.chart(c, 58.0);
  }

  if (q.include3d && QGuiApplication::platformName() == QLatin1String("offscreen")) {
    doc.heading(tr("The pod at the end of the run"));
    doc.paragraph(
        tr("Left out: there is no display to render the 3D view on (run the report under "
           "a desktop session or xvfb-run)."));
  } else if (q.include3d) {
    doc.heading(tr("The pod at the end of the run"));
    views::PodSceneWidget scene;
    scene.setAttribute(Qt::WA_DontShowOnScreen);
    scene.resize(1200, 700);
    scene.show();
    scene.setPod(q.pod);
    scene.updateSnapshot(a.last);
    QCoreApplication::processEvents();
    doc.image(MainWindow::grabWithVtk(&scene), 110.0);
  }

  doc.heading(tr("Events"));
  constexpr int kMaxEvents = 80;
  QList<QStringList> events;
  for (const LogEntry& e : a.log) {
    if (events.size() == kMaxEvents) break;
    events << QStringList{MainWindow::formatSimTime(e.t_s),
                          views::EventLogView::severityText(e.severity, e.cleared),
                          views::EventText::logObject(e.object), views::EventText::logMessage(e)};
  }
  if (events.isEmpty()) {
    doc.paragraph(tr("No events in this run."));
  } else {
    doc.table({tr("Time"), tr("Severity"), tr("Object"), tr("Message")}, events);
    if (static_cast<int>(a.log.size()) > kMaxEvents) {
      doc.paragraph(tr("… and %n more (the whole log: the Events and alarms dock, Export CSV…).",
                       nullptr, static_cast<int>(a.log.size()) - kMaxEvents));
    }
  }
  if (!doc.finish()) return fail(tr("Cannot write %1.").arg(pdfPath));
  spdlog::info("report: {} pages written to {}", doc.pageCount(), pdfPath.toStdString());
  return true;
}

}  // namespace podtwin::gui
