#include "gui/drill_debrief.h"

#include "gui/ui_helpers.h"

#include <spdlog/spdlog.h>

#include <QChart>
#include <QChartView>
#include <QLegend>
#include <QLineSeries>
#include <QLocale>
#include <QScatterSeries>
#include <QValueAxis>
#include <algorithm>
#include <cmath>
#include <memory>
#include <stdexcept>

#include "config/pod_config.h"
#include "core/config_error.h"
#include "core/json_reader.h"
#include "report/report_writer.h"
#include "sim/simulation.h"

namespace podtwin::gui {

namespace {

QString timeText(double t) {
  return std::isnan(t) ? DrillDebrief::tr("—") : DrillDebrief::tr("%1 s").arg(localeNumber(t, 1));
}

QString eventText(const drill::PlayedEvent& e) {
  return QString::fromStdString(e.event.typeName() + " " + e.event.target.toString());
}

/// A vertical marker line at `t` across [lo, hi], in `color`, named for the legend.
QLineSeries* marker(double t, double lo, double hi, const QColor& color, const QString& name) {
  auto* m = new QLineSeries;
  m->append(t, lo);
  m->append(t, hi);
  QPen pen(color);
  pen.setWidthF(1.5);
  pen.setStyle(Qt::DashLine);
  m->setPen(pen);
  m->setName(name);
  return m;
}

/// A chart view laid out at a page-like size off screen, ready for ReportWriter::chart.
std::unique_ptr<QChartView> makeView(QChart* chart) {
  auto view = std::make_unique<QChartView>(chart);
  const QSize size(900, 320);
  view->resize(size);
  chart->resize(QSizeF(size));
  view->setSceneRect(QRectF(QPointF(0.0, 0.0), QSizeF(size)));
  QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
  return view;
}

void addAxes(QChart* chart, double tMax, double lo, double hi, const QString& yTitle) {
  auto* x = new QValueAxis;
  x->setRange(0.0, tMax);
  x->setTitleText(DrillDebrief::tr("drill time (s)"));
  auto* y = new QValueAxis;
  y->setRange(lo, hi);
  y->setTitleText(yTitle);
  chart->addAxis(x, Qt::AlignBottom);
  chart->addAxis(y, Qt::AlignLeft);
  for (auto* s : chart->series()) {
    s->attachAxis(x);
    s->attachAxis(y);
  }
}

/// One chart of `series` with markers at each task's cue, first action and standard met.
std::unique_ptr<QChartView> seriesChart(const std::vector<const drill::TimeSeries*>& series,
                                        const drill::DrillResult& r, double tMax) {
  auto* chart = new QChart;
  double lo = 1e300;
  double hi = -1e300;
  for (const auto* s : series) {
    auto* line = new QLineSeries;
    line->setName(QString::fromStdString(s->name));
    for (std::size_t i = 0; i < s->tS.size(); ++i) {
      line->append(s->tS[i], s->values[i]);
      lo = std::min(lo, s->values[i]);
      hi = std::max(hi, s->values[i]);
    }
    chart->addSeries(line);
  }
  if (!(hi > lo)) {
    lo -= 1.0;
    hi += 1.0;
  }
  const double pad = 0.05 * (hi - lo);
  lo -= pad;
  hi += pad;
  for (const auto& t : r.tasks) {
    if (!std::isnan(t.cueS)) {
      chart->addSeries(marker(t.cueS, lo, hi, QColor(200, 120, 0), DrillDebrief::tr("cue")));
    }
    if (!std::isnan(t.firstActionS)) {
      chart->addSeries(
          marker(t.firstActionS, lo, hi, QColor(0, 90, 200), DrillDebrief::tr("action")));
    }
    if (!std::isnan(t.standardMetS)) {
      chart->addSeries(
          marker(t.standardMetS, lo, hi, QColor(0, 150, 60), DrillDebrief::tr("recovery")));
    }
  }
  addAxes(chart, tMax, lo, hi, QString());
  chart->legend()->setAlignment(Qt::AlignBottom);
  return makeView(chart);
}

}  // namespace

bool DrillDebrief::write(const drill::Drill& d, const drill::DrillResult& r, const QString& pdfPath,
                         QString* error) {
  views::ReportWriter doc(pdfPath, tr("Drill debrief: %1").arg(QString::fromStdString(r.drill)));
  if (!doc.ok()) {
    if (error) *error = tr("Cannot write %1.").arg(pdfPath);
    return false;
  }
  doc.title(tr("Drill debrief: %1").arg(QString::fromStdString(r.drill)),
            tr("Seed %1 · score %2 of %3")
                .arg(r.seed)
                .arg(localeNumber(r.score, 1), localeNumber(r.maxScore, 0)));
  if (!d.description.empty()) doc.paragraph(QString::fromStdString(d.description));

  doc.heading(tr("Critical tasks"));
  QList<QStringList> tasks;
  for (const auto& t : r.tasks) {
    const QString state = !t.cued ? tr("not cued") : t.met ? tr("met") : tr("missed");
    tasks << QStringList{
        QString::fromStdString(t.name),
        state,
        timeText(t.cueS),
        timeText(t.firstActionS),
        timeText(t.standardMetS),
        tr("%1 s").arg(localeNumber(t.deadlineS, 0)),
        tr("%1 of %2").arg(localeNumber(t.points, 1), localeNumber(t.maxPoints, 1))};
  }
  doc.table({tr("Task"), tr("Result"), tr("Cue"), tr("First action"), tr("Standard met"),
             tr("Deadline"), tr("Points")},
            tasks, {2, 3, 4, 5, 6});
  for (const auto& t : r.tasks) {
    if (!t.met) {
      doc.paragraph(
          tr("%1 missed: %2").arg(QString::fromStdString(t.name), QString::fromStdString(t.why)));
    }
  }

  if (!r.limits.empty()) {
    doc.heading(tr("Time outside limits"));
    QList<QStringList> limits;
    for (const auto& l : r.limits) {
      limits << QStringList{
          QString::fromStdString(l.text), tr("%1 s").arg(localeNumber(l.secondsOutside, 1)),
          tr("−%1 of %2").arg(localeNumber(l.pointsLost, 1), localeNumber(l.maxPoints, 1))};
    }
    doc.table({tr("Limit"), tr("Outside"), tr("Points")}, limits, {1, 2});
  }

  doc.heading(tr("Penalties and business impact"));
  const auto& p = r.penalties;
  doc.table({tr("Consequence"), tr("Value")},
            {{tr("Rack trips"), QString::number(p.rackTrips)},
             {tr("Job restarts"), QString::number(p.jobRestarts)},
             {tr("Unserved energy"), tr("%1 kWh").arg(localeNumber(p.unservedKwh, 2))},
             {tr("Lost GPU-hours"), localeNumber(p.lostGpuHours, 2)},
             {tr("Dollars lost"), tr("$%1").arg(localeNumber(p.dollars, 0))},
             {tr("MFU over the drill"), localeNumber(r.mfuMean, 3)},
             {tr("MFU at its start"), localeNumber(r.mfuBaseline, 3)},
             {tr("Points lost to penalties"), localeNumber(p.points, 1)}},
            {1});

  // The timeline: malfunctions, the trainee's actions and the reference response.
  doc.heading(tr("Timeline: trainee and reference"));
  const double tMax = d.durationS;
  {
    auto* chart = new QChart;
    auto row = [&](const std::vector<drill::PlayedEvent>& evs, double y, const QString& name,
                   const QColor& color) {
      auto* s = new QScatterSeries;
      s->setName(name);
      s->setColor(color);
      s->setMarkerSize(10.0);
      for (const auto& e : evs) s->append(e.atS, y);
      chart->addSeries(s);
    };
    row(r.malfunctions, 3.0, tr("malfunction"), QColor(200, 0, 0));
    row(r.actions, 2.0, tr("trainee"), QColor(0, 90, 200));
    row(r.reference, 1.0, tr("reference"), QColor(0, 150, 60));
    for (const auto& t : r.tasks) {
      if (!std::isnan(t.cueS))
        chart->addSeries(marker(t.cueS, 0.0, 4.0, QColor(200, 120, 0), tr("cue")));
    }
    addAxes(chart, tMax, 0.0, 4.0, tr("1 reference · 2 trainee · 3 malfunction"));
    chart->legend()->setAlignment(Qt::AlignBottom);
    auto view = makeView(chart);
    doc.chart(view.get(), 55.0);
  }
  QList<QStringList> rows;
  auto addRows = [&](const std::vector<drill::PlayedEvent>& evs, const QString& who) {
    for (const auto& e : evs) rows << QStringList{timeText(e.atS), who, eventText(e)};
  };
  addRows(r.malfunctions, tr("malfunction"));
  addRows(r.actions, tr("trainee"));
  addRows(r.reference, tr("reference"));
  std::stable_sort(rows.begin(), rows.end(), [](const QStringList& a, const QStringList& b) {
    return QLocale().toDouble(a[0].section(QLatin1Char(' '), 0, 0)) <
           QLocale().toDouble(b[0].section(QLatin1Char(' '), 0, 0));
  });
  if (rows.isEmpty()) {
    doc.paragraph(tr("No malfunction came and no action was taken."));
  } else {
    doc.table({tr("Time"), tr("Who"), tr("Event")}, rows, {0});
  }

  // The quantities scored, then each failed instrument's truth beside its reading.
  doc.heading(tr("Charts over the drill"));
  std::vector<const drill::TimeSeries*> truthSeries;
  std::vector<std::pair<const drill::TimeSeries*, const drill::TimeSeries*>> sensorPairs;
  for (std::size_t i = 0; i < r.series.size(); ++i) {
    const std::string& n = r.series[i].name;
    if (n.size() > 6 && n.compare(n.size() - 6, 6, " truth") == 0 && i + 1 < r.series.size()) {
      sensorPairs.emplace_back(&r.series[i], &r.series[i + 1]);
      ++i;
    } else {
      truthSeries.push_back(&r.series[i]);
    }
  }
  for (const auto* s : truthSeries) {
    auto view = seriesChart({s}, r, tMax);
    doc.chart(view.get(), 55.0);
  }
  if (!sensorPairs.empty()) {
    doc.heading(tr("What the trainee saw"));
    doc.paragraph(
        tr("A failed instrument: the model's truth beside the reading shown to the trainee."));
    for (const auto& [truth, reading] : sensorPairs) {
      auto view = seriesChart({truth, reading}, r, tMax);
      doc.chart(view.get(), 60.0);
    }
  }
  if (!doc.finish()) {
    if (error) *error = tr("Cannot write %1.").arg(pdfPath);
    return false;
  }
  spdlog::info("debrief: {} pages written to {}", doc.pageCount(), pdfPath.toStdString());
  return true;
}

bool DrillDebrief::play(const QString& drillSpecIn, const QString& actionsSpecIn,
                        std::int64_t seedIn, const QString& pdfPath, QString* error) {
  const std::string actionsSpec = actionsSpecIn.isEmpty() ? "none" : actionsSpecIn.toStdString();
  std::string drillSpec = drillSpecIn.toStdString();
  std::string sessionText;
  const bool isSession = actionsSpec != "none" && actionsSpec != "reference";
  if (isSession) {
    // Read like every JSON input: at most kMaxInputBytes, so /dev/zero or a pipe is refused at
    // the limit (ConfigError naming the file: exit 2) instead of filling memory.
    sessionText = readTextFile(actionsSpec);
    const std::string named = drill::sessionDrill(sessionText, actionsSpec);
    if (!drillSpec.empty() && drillSpec != named) {
      throw std::runtime_error(actionsSpec + ": the session is of drill " + named + ", not " +
                               drillSpec);
    }
    drillSpec = named;
  }
  if (drillSpec.empty()) throw std::runtime_error("--debrief needs --drill FILE|builtin:NAME");
  const drill::Drill d = drill::loadDrill(drillSpec);
  const PodConfig pod = loadPodConfig(d.pod);
  const PodCounts counts = Simulation::countsFor(pod);
  std::uint64_t seed = d.seed;
  std::vector<drill::Action> actions;
  if (actionsSpec == "reference") actions = d.reference;
  if (isSession) {
    const drill::Session session = drill::parseSession(sessionText, actionsSpec, &counts);
    seed = session.seed;
    actions = session.actions;
  }
  if (seedIn >= 0) seed = static_cast<std::uint64_t>(seedIn);
  const drill::DrillResult r = drill::runDrill(d, pod, seed, actions);
  return write(d, r, pdfPath, error);
}

}  // namespace podtwin::gui
