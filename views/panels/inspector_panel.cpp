#include "panels/inspector_panel.h"

#include <QChart>
#include <QChartView>
#include <QCoreApplication>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineSeries>
#include <QVBoxLayout>
#include <QValueAxis>
#include <algorithm>
#include <cmath>
#include <cstddef>
#include <vector>

#include "charts/chart_theme.h"
#include "charts/live_chart.h"
#include "fabric/fabric_facts.h"
#include "panels/panel_format.h"
#include "scenario/target.h"
#include "sim/simulation.h"

namespace podtwin::views {

namespace {

// Stored trend points are at least this far apart in simulated time (300 s window → ≤ 300 points;
// a longer window only comes with snapshots further apart, so about kTrendMinIntervals points).
constexpr double kTrendSpacingS = 1.0;

QString onOff(bool v) {
  return v ? QCoreApplication::translate("podtwin::views::InspectorPanel", "yes")
           : QCoreApplication::translate("podtwin::views::InspectorPanel", "no");
}

template <typename T>
bool has(const std::vector<T>& v, std::size_t i) {
  return i < v.size();
}

}  // namespace

InspectorPanel::InspectorPanel(QWidget* parent) : QWidget(parent) {
  m_title = new QLabel(this);
  m_title->setStyleSheet(QStringLiteral("font-size: 14pt; font-weight: bold;"));
  m_status = new QLabel(this);
  m_status->setWordWrap(true);

  m_formBox = new QWidget(this);
  m_form = new QFormLayout(m_formBox);
  m_form->setContentsMargins(0, 0, 0, 0);
  m_form->setLabelAlignment(Qt::AlignLeft);
  m_form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
  m_form->setVerticalSpacing(3);

  m_series = new QLineSeries;
  m_chart = new QChart;
  m_chart->addSeries(m_series);
  m_limitSeries = new QLineSeries;
  m_chart->addSeries(m_limitSeries);
  chart_theme::styleChart(m_chart);  // the dark look of the live charts
  m_chart->legend()->hide();
  m_chart->setMargins(QMargins(4, 4, 4, 4));
  m_axisX = new QValueAxis;
  m_axisX->setTitleText(LiveChart::timeAxisFor(0.0, kTrendWindowS).title);
  m_axisX->setLabelFormat(QStringLiteral("%.0f"));
  m_axisX->setTickType(QValueAxis::TicksDynamic);
  m_axisX->setTickAnchor(0.0);
  m_axisX->setTickInterval(60.0);  // a tick a minute over the 5-minute window
  m_axisY = new QValueAxis;
  m_axisY->setLabelFormat(QStringLiteral("%.1f"));
  m_axisY->setTickCount(5);
  chart_theme::styleAxis(m_axisX);
  chart_theme::styleAxis(m_axisY);
  m_chart->addAxis(m_axisX, Qt::AlignBottom);
  m_chart->addAxis(m_axisY, Qt::AlignLeft);
  m_series->attachAxis(m_axisX);
  m_series->attachAxis(m_axisY);
  m_limitSeries->attachAxis(m_axisX);
  m_limitSeries->attachAxis(m_axisY);
  QPen limitPen(chart_theme::kLimit);
  limitPen.setStyle(Qt::DashLine);
  limitPen.setWidthF(1.5);
  m_limitSeries->setPen(limitPen);
  QPen pen(chart_theme::kSeries);
  pen.setWidthF(2.0);
  m_series->setPen(pen);
  m_chartView = new QChartView(m_chart, this);
  m_chartView->setRenderHint(QPainter::Antialiasing);
  m_chartView->setMinimumHeight(180);
  m_chartView->setToolTip(
      tr("The last 5 simulated minutes; a dashed red line marks the limit "
         "(throttle point, capacity)."));

  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(8, 8, 8, 8);
  layout->addWidget(m_title);
  layout->addWidget(m_status);
  layout->addWidget(m_formBox);
  layout->addWidget(m_chartView, 1);
  setTarget(QString());
}

InspectorPanel::~InspectorPanel() = default;

void InspectorPanel::setPod(const PodConfig& pod) {
  m_pod = pod;
  m_counts = Simulation::countsFor(pod);
  try {
    m_topology = std::make_shared<const fabric::Topology>(fabric::Topology::build(pod));
  } catch (const std::exception&) {
    m_topology.reset();  // a pod the model cannot build has no fabric to inspect
  }
  m_havePod = true;
  setTarget(m_target);
}

void InspectorPanel::changeEvent(QEvent* e) {
  // With a target, the window shows the present state again (MainWindow), which rebuilds the
  // fields in the new language; without one, the hint is rebuilt here.
  if (e->type() == QEvent::LanguageChange && m_target.isEmpty()) setTarget(m_target);
  QWidget::changeEvent(e);
}

void InspectorPanel::setTarget(const QString& target) {
  m_target = target.trimmed();
  resetTrend();
  m_series->clear();
  m_limitSeries->clear();
  m_trendName.clear();
  m_fields.clear();
  rebuildForm({});
  if (m_target.isEmpty()) {
    showFields(tr("Nothing selected"), {},
               tr("Click a rack, CDU, genset or switch in the 3D view, "
                  "or an entry in the event log."),
               -1);
  } else {
    showFields(m_target, {}, tr("Waiting for data…"), -1);
  }
}

QString InspectorPanel::fieldText(const QString& label) const {
  for (const auto& f : m_fields)
    if (f.label == label) return f.value;
  return QString();
}

QStringList InspectorPanel::fieldLabels() const {
  QStringList out;
  for (const auto& f : m_fields) out << f.label;
  return out;
}

QString InspectorPanel::title() const {
  return m_titleText;
}

void InspectorPanel::rebuildForm(const std::vector<Field>& fields) {
  while (m_form->rowCount() > 0) m_form->removeRow(0);
  m_rows.clear();
  for (const auto& f : fields) {
    auto* l = new QLabel(f.label, m_formBox);
    l->setStyleSheet(QStringLiteral("color: %1;").arg(mutedTextColor(palette()).name()));
    auto* v = new QLabel(f.value, m_formBox);
    v->setStyleSheet(QStringLiteral("font-weight: 600;"));
    v->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_form->addRow(l, v);
    m_rows.emplace_back(l, v);
  }
}

void InspectorPanel::showFields(const QString& titleText, const std::vector<Field>& fields,
                                const QString& status, int statusLevel) {
  m_titleText = titleText;
  m_title->setText(titleText);
  // Same labels as last time: update texts only (no widget churn at 30 Hz).
  bool same = fields.size() == m_rows.size();
  for (std::size_t i = 0; same && i < fields.size(); ++i)
    same = m_rows[i].first->text() == fields[i].label;
  if (!same) {
    rebuildForm(fields);
  } else {
    for (std::size_t i = 0; i < fields.size(); ++i) m_rows[i].second->setText(fields[i].value);
  }
  m_fields = fields;
  static const char* kColors[] = {"#2e7d32", "#b26a00", "#c62828"};
  if (statusLevel >= 0 && statusLevel <= 2) {
    m_status->setStyleSheet(
        QStringLiteral("color: %1; font-weight: bold;").arg(kColors[statusLevel]));
  } else {
    m_status->setStyleSheet(QStringLiteral("color: palette(dark);"));
  }
  m_status->setText(status);
  m_chartView->setVisible(!m_trendName.isEmpty() || !fields.empty());
}

void InspectorPanel::pushTrend(double timeS, double value, double limit) {
  // t = 0 is the state before the first control tick (per-rack values not computed yet).
  if (!std::isfinite(timeS) || !std::isfinite(value) || timeS <= 0.0) return;
  if (!m_trend.empty() && timeS < m_trend.back().first) resetTrend();  // a restarted run
  if (m_lastSnapshotS > 0.0 && timeS > m_lastSnapshotS) {
    m_intervalsS.push_back(timeS - m_lastSnapshotS);
    if (m_intervalsS.size() > 9) m_intervalsS.pop_front();
  }
  m_lastSnapshotS = timeS;
  if (m_trend.empty() || timeS - m_trend.back().first >= kTrendSpacingS)
    m_trend.emplace_back(timeS, value);
  else
    m_trend.back().second = value;
  const double windowS = trendWindowS();
  while (!m_trend.empty() && m_trend.front().first < timeS - windowS) m_trend.pop_front();

  // The same time axis as the live charts: seconds for a 5-minute window, minutes or hours for a
  // longer one, counted from a round origin deep into a run ("s after 3 d 04:10").
  const double endS = std::max(m_trend.back().first, windowS);
  const double startS = endS - windowS;
  const LiveChart::TimeAxis axis = LiveChart::timeAxisFor(startS, endS);
  auto toAxis = [&axis](double tS) { return (tS - axis.originS) / axis.scale; };
  QList<QPointF> pts;
  pts.reserve(static_cast<qsizetype>(m_trend.size()));
  double lo = m_trend.front().second, hi = lo;
  for (const auto& [t, v] : m_trend) {
    pts.append(QPointF(toAxis(t), v));
    lo = std::min(lo, v);
    hi = std::max(hi, v);
  }
  m_series->replace(pts);
  m_series->setPointsVisible(pts.size() < 12);  // a few far-apart samples: show where they are
  const double x0 = toAxis(startS), x1 = toAxis(endS);
  m_axisX->setRange(x0, x1);
  // A minute a tick over five minutes; 1, 2 or 5 × 10^k units over a longer window (fast runs).
  const double tick = windowS <= kTrendWindowS ? 60.0 : LiveChart::niceTickStep(x1 - x0);
  m_axisX->setTickInterval(tick);
  m_axisX->setLabelFormat(chart_theme::labelFormat(LiveChart::tickDecimals(tick)));
  m_axisX->setTitleText(axis.title);
  // The limit line counts for the value range only when it is near the data (within 15 %), so a
  // cold rack's trend is not squashed against a far-away throttle point.
  if (std::isfinite(limit) && limit <= hi + 0.15 * std::max(std::fabs(hi), 1.0)) {
    m_limitSeries->replace(QList<QPointF>{{x0, limit}, {x1, limit}});
    hi = std::max(hi, limit);
  } else {
    m_limitSeries->clear();
  }
  // Pad the value axis so a flat line does not sit on the frame; round ticks like the live charts.
  const double pad = std::max((hi - lo) * 0.1, std::max(std::fabs(hi) * 0.02, 0.5));
  double yLo = lo - pad, yHi = hi + pad;
  const int decimals = chart_theme::niceRange(yLo, yHi);
  m_axisY->setRange(yLo, yHi);
  m_axisY->setLabelFormat(chart_theme::labelFormat(decimals));
  m_chart->setTitle(m_trendName);
}

void InspectorPanel::resetTrend() {
  m_trend.clear();
  m_intervalsS.clear();
  m_lastSnapshotS = -1.0;
}

double InspectorPanel::trendWindowS() const {
  if (m_intervalsS.empty()) return kTrendWindowS;
  std::vector<double> sorted(m_intervalsS.begin(), m_intervalsS.end());
  const auto mid = sorted.begin() + static_cast<std::ptrdiff_t>(sorted.size() / 2);
  std::nth_element(sorted.begin(), mid, sorted.end());
  return std::clamp(kTrendMinIntervals * *mid, kTrendWindowS, kTrendMaxWindowS);
}

void InspectorPanel::updateSnapshot(const Snapshot& s) {
  if (m_target.isEmpty()) return;
  const auto target = parseTarget(m_target.toStdString());
  if (!target) {
    showFields(m_target, {}, tr("\"%1\" is not an object name.").arg(m_target), 2);
    return;
  }
  const PodCounts& counts = m_counts;
  const std::string kind = target->segments.front().kind;
  const int n = target->index(0);
  const auto i = static_cast<std::size_t>(std::max(n - 1, 0));
  std::vector<Field> f;
  QString status;
  int level = 0;
  auto notFound = [&](const QString& what) {
    showFields(m_target, {}, tr("%1 is not in this snapshot.").arg(what), 2);
  };

  if (kind == "rack" && target->segments.size() == 1) {
    const RackArrays& r = s.racks;
    if (n < 1 || !has(r.powerKw, i)) return notFound(tr("Rack %1").arg(n));
    const int gpus = m_havePod ? m_pod.racks.gpusPerRack : 0;
    const int cdu = has(r.cdu, i) ? r.cdu[i] + 1 : 0;
    const std::uint8_t st = has(r.state, i) ? r.state[i] : 0;
    m_trendName = tr("Hottest GPU (°C)");
    f.push_back({tr("IT power"), formatValue(r.powerKw[i], 1, tr("kW"))});
    f.push_back({tr("Power cap"), has(r.capKw, i) && r.capKw[i] > 0.0f
                                      ? formatValue(r.capKw[i], 1, tr("kW"))
                                      : tr("none")});
    if (has(r.gpuTempMaxC, i))
      f.push_back({tr("GPU temp max"), formatValue(r.gpuTempMaxC[i], 1, tr("°C"))});
    if (has(r.gpuTempMeanC, i))
      f.push_back({tr("GPU temp mean"), formatValue(r.gpuTempMeanC[i], 1, tr("°C"))});
    if (has(r.gpusThrottled, i))
      f.push_back({tr("Throttled GPUs"), gpus > 0 ? tr("%1 of %2").arg(r.gpusThrottled[i]).arg(gpus)
                                                  : QString::number(r.gpusThrottled[i])});
    if (has(r.inletTempC, i))
      f.push_back({tr("Coolant inlet"), formatValue(r.inletTempC[i], 1, tr("°C"))});
    if (has(r.outletTempC, i))
      f.push_back({tr("Coolant outlet"), formatValue(r.outletTempC[i], 1, tr("°C"))});
    if (has(r.flowLpm, i))
      f.push_back({tr("Coolant flow"), formatValue(r.flowLpm[i], 1, tr("L/min"))});
    if (has(r.clockFactor, i))
      f.push_back(
          {tr("Clock factor"), formatValue(r.clockFactor[i] * 100.0, 1, QStringLiteral("%"))});
    if (has(r.linkUtilMax, i))
      f.push_back(
          {tr("Leaf uplink max"), formatValue(r.linkUtilMax[i] * 100.0, 1, QStringLiteral("%"))});
    QStringList flags;
    if (st & kRackTripped) flags << tr("TRIPPED");
    if (st & kRackLeak) flags << tr("LEAK");
    if (st & kRackIsolated) flags << tr("Isolated");
    if (st & kRackThrottled) flags << tr("Throttled");
    if (st & kRackCapped) flags << tr("Capped");
    if (st & kRackAlarm) flags << tr("Alarm");
    level = (st & (kRackTripped | kRackLeak | kRackAlarm))          ? 2
            : (st & (kRackThrottled | kRackCapped | kRackIsolated)) ? 1
                                                                    : 0;
    status = flags.isEmpty() ? tr("Running normally") : flags.join(QStringLiteral(" · "));
    const QString title = cdu > 0 ? tr("Rack %1 · CDU %2").arg(n).arg(cdu) : tr("Rack %1").arg(n);
    showFields(title, f, status, level);
    if (has(r.gpuTempMaxC, i)) pushTrend(s.timeS, r.gpuTempMaxC[i], s.throttleTempC);
    return;
  }

  if (kind == "cdu") {
    if (n < 1 || !has(s.cdus, i)) return notFound(tr("CDU %1").arg(n));
    const CduSnapshot& c = s.cdus[i];
    if (target->segments.size() == 2 && target->segments[1].kind == "pump") {
      const int pn = target->index(1);
      const auto pi = static_cast<std::size_t>(std::max(pn - 1, 0));
      if (pn < 1 || !has(c.pumps, pi)) return notFound(tr("Pump %1 of CDU %2").arg(pn).arg(n));
      const PumpSnapshot& p = c.pumps[pi];
      m_trendName = tr("Pump flow (L/min)");
      f.push_back({tr("State"), p.failed    ? tr("failed")
                                : p.running ? tr("running")
                                : p.standby ? tr("standby")
                                            : tr("stopped")});
      f.push_back({tr("Speed"), formatValue(p.speedFraction * 100.0, 1, QStringLiteral("%"))});
      f.push_back({tr("Flow"), formatValue(p.flowLpm, 1, tr("L/min"))});
      f.push_back({tr("CDU loop dp"), formatValue(c.dpKpa, 1, tr("kPa"))});
      level = p.failed ? 2 : (p.running || p.standby ? 0 : 1);
      status = p.failed ? tr("Pump failed") : (p.running ? tr("Running") : tr("Not running"));
      showFields(tr("CDU %1 · Pump %2").arg(n).arg(pn), f, status, level);
      pushTrend(s.timeS, p.flowLpm);
      return;
    }
    m_trendName = tr("Secondary supply temperature (°C)");
    f.push_back({tr("Supply temp"), formatValue(c.supplyTempC, 1, tr("°C"))});
    f.push_back({tr("Return temp"), formatValue(c.returnTempC, 1, tr("°C"))});
    f.push_back({tr("Flow"), formatValue(c.flowLpm, 0, tr("L/min"))});
    f.push_back({tr("Differential pressure"), formatValue(c.dpKpa, 1, tr("kPa"))});
    f.push_back({tr("Facility supply / return"),
                 tr("%1 / %2").arg(formatValue(c.facilitySupplyTempC, 1, tr("°C")),
                                   formatValue(c.facilityReturnTempC, 1, tr("°C")))});
    f.push_back({tr("Heat to facility"), formatValue(c.heatKw, 0, tr("kW"))});
    f.push_back({tr("Pump power"), formatValue(c.pumpPowerKw, 1, tr("kW"))});
    int failed = 0;
    for (std::size_t k = 0; k < c.pumps.size(); ++k) {
      const PumpSnapshot& p = c.pumps[k];
      failed += p.failed ? 1 : 0;
      const QString state = p.failed    ? tr("FAILED")
                            : p.running ? tr("running %1 %, %2 L/min")
                                              .arg(formatNumber(p.speedFraction * 100.0, 0))
                                              .arg(formatNumber(p.flowLpm, 0))
                            : p.standby ? tr("standby")
                                        : tr("stopped");
      f.push_back({tr("Pump %1").arg(k + 1), state});
    }
    level = c.tripped ? 2 : (failed > 0 ? 1 : 0);
    status = c.tripped    ? tr("CDU TRIPPED")
             : failed > 0 ? tr("%1 of %2 pumps running, %3 failed")
                                .arg(c.pumpsRunning)
                                .arg(c.pumps.size())
                                .arg(failed)
                          : tr("%1 of %2 pumps running").arg(c.pumpsRunning).arg(c.pumps.size());
    showFields(tr("CDU %1").arg(n), f, status, level);
    pushTrend(s.timeS, c.supplyTempC);
    return;
  }

  if (kind == "genset") {
    if (n < 1 || !has(s.gensets, i)) return notFound(tr("Genset %1").arg(n));
    const GensetSnapshot& g = s.gensets[i];
    m_trendName = tr("Genset output (kW)");
    f.push_back({tr("Output"), formatValue(g.powerKw, 0, tr("kW"))});
    f.push_back({tr("Rating"), formatValue(g.ratingKw, 0, tr("kW"))});
    f.push_back({tr("Loading"), g.ratingKw > 0.0 ? formatValue(g.powerKw / g.ratingKw * 100.0, 1,
                                                               QStringLiteral("%"))
                                                 : QStringLiteral("—")});
    f.push_back({tr("Bus frequency"), formatValue(s.busFrequencyHz, 2, tr("Hz"))});
    level = g.failed ? 2 : (g.starting || !g.online ? 1 : 0);
    status = g.failed     ? tr("Failed")
             : g.starting ? tr("Starting")
             : g.online   ? tr("Online, carrying load")
                          : tr("Stopped");
    showFields(tr("Genset %1").arg(n), f, status, level);
    pushTrend(s.timeS, g.powerKw);
    return;
  }

  if (kind == "bess") {
    m_trendName = tr("State of charge (%)");
    f.push_back({tr("State of charge"), formatValue(s.bessSoc * 100.0, 1, QStringLiteral("%"))});
    f.push_back({tr("Power"),
                 s.bessPowerKw > 0.5 ? tr("discharging %1 kW").arg(formatNumber(s.bessPowerKw, 0))
                 : s.bessPowerKw < -0.5 ? tr("charging %1 kW").arg(formatNumber(-s.bessPowerKw, 0))
                                        : tr("idle")});
    f.push_back({tr("DC bus voltage"), formatValue(s.bessVoltageV, 0, tr("V"))});
    f.push_back({tr("Available"), onOff(s.bessAvailable)});
    level = !s.bessAvailable ? 2 : (s.bessSoc < 0.3 ? 1 : 0);
    status = s.bessAvailable ? tr("Available") : tr("Converter fault — no charge or discharge");
    showFields(tr("Battery (LFP, DC bus)"), f, status, level);
    pushTrend(s.timeS, s.bessSoc * 100.0);
    return;
  }

  if (kind == "grid") {
    m_trendName = tr("Grid import (kW)");
    f.push_back({tr("Import"), formatValue(s.gridImportKw, 0, tr("kW"))});
    f.push_back({tr("Import limit"), formatValue(s.gridLimitKw, 0, tr("kW"))});
    f.push_back({tr("Voltage"), formatValue(s.gridVoltagePu, 3, tr("p.u."))});
    f.push_back({tr("On-site generation"), formatValue(s.generationKw, 0, tr("kW"))});
    f.push_back({tr("Bus frequency"), formatValue(s.busFrequencyHz, 2, tr("Hz"))});
    f.push_back({tr("Frequency deviation"),
                 tr("%1 (limit %2)")
                     .arg(formatValue(s.frequencyDeviationPct, 2, QStringLiteral("%")),
                          formatValue(s.frequencyLimitPct, 1, QStringLiteral("%")))});
    level = !s.gridAvailable ? 2 : (s.gridVoltagePu < 0.9 ? 1 : 0);
    status = !s.gridAvailable        ? tr("Grid tie open — islanded")
             : s.gridVoltagePu < 0.9 ? tr("Voltage sag")
                                     : tr("Connected");
    showFields(tr("Grid tie"), f, status, level);
    pushTrend(s.timeS, s.gridImportKw);
    return;
  }

  if (kind == "drycooler") {
    if (n < 1 || !has(s.dryCoolers, i)) return notFound(tr("Dry cooler %1").arg(n));
    const DryCoolerSnapshot& d = s.dryCoolers[i];
    m_trendName = tr("Heat rejected (kW)");
    f.push_back({tr("Heat rejected"), formatValue(d.heatKw, 0, tr("kW"))});
    f.push_back({tr("Fan speed"), formatValue(d.fanSpeedFraction * 100.0, 0, QStringLiteral("%"))});
    f.push_back({tr("Fan power"), formatValue(d.powerKw, 1, tr("kW"))});
    f.push_back({tr("Fans failed"), QString::number(d.fansFailed)});
    f.push_back({tr("Ambient"), formatValue(s.ambientTempC, 1, tr("°C"))});
    level = d.failed ? 2 : (d.fansFailed > 0 ? 1 : 0);
    status = d.failed ? tr("Out of service") : tr("In service");
    showFields(tr("Dry cooler %1").arg(n), f, status, level);
    pushTrend(s.timeS, d.heatKw);
    return;
  }

  if (m_topology && showFabricObject(s)) return;
  if (kind == "leaf" || kind == "spine" || kind == "core") {
    const int count = counts.countOf(kind);
    // A count of 0 means the fabric has not reported its size yet: do not reject.
    if (n < 1 || (m_havePod && count > 0 && n > count))
      return notFound(QString::fromStdString(kind) + QString::number(n));
    const QString name = kind == "leaf"    ? tr("Leaf switch %1").arg(n)
                         : kind == "spine" ? tr("Spine switch %1").arg(n)
                                           : tr("Core switch %1").arg(n);
    m_trendName = tr("Fabric max link utilisation (%)");
    f.push_back({tr("Fabric max link utilisation"),
                 formatValue(s.fabricLinkUtilMax * 100.0, 1, QStringLiteral("%"))});
    f.push_back({tr("Links down (pod)"), QString::number(s.linksDown)});
    f.push_back({tr("Switches down (pod)"), QString::number(s.switchesDown)});
    f.push_back({tr("Allreduce time"), formatValue(s.allreduceTimeS * 1000.0, 1, tr("ms"))});
    f.push_back({tr("SHARP in-network reduction"), onOff(s.sharpEnabled)});
    f.push_back({tr("Routing"), s.adaptiveRouting ? tr("adaptive") : tr("static ECMP")});
    level = s.switchesDown > 0 || s.linksDown > 0 ? 1 : 0;
    status = tr("Pod-wide fabric values (800G InfiniBand rail-optimised fat tree)");
    showFields(name, f, status, level);
    pushTrend(s.timeS, s.fabricLinkUtilMax * 100.0);
    return;
  }

  showFields(m_target, {}, tr("No live values for \"%1\".").arg(m_target), -1);
}

bool InspectorPanel::showFabricObject(const Snapshot& s) {
  const FabricObjectState st = fabricObjectState(*m_topology, m_target.toStdString(), s);
  if (st.kind == FabricObjectState::Kind::None) return false;
  const auto t = parseTarget(m_target.toStdString());
  std::vector<Field> f;
  auto tbps = [](double gbps) { return formatValue(gbps / 1000.0, 1, tr("Tb/s")); };
  // Short values: the inspector dock is narrow.
  auto carries = [&](std::vector<Field>& out) {
    out.push_back({tr("Carries"),
                   st.capacityGbps > 0.0 ? tbps(st.carriedGbps) : tr("nothing (no cable up)")});
    if (st.capacityGbps > 0.0) {
      out.push_back({tr("Mean load"), formatValue(st.carriedGbps / st.capacityGbps * 100.0, 0,
                                                  QStringLiteral("%"))});
      out.push_back(
          {tr("Peak cable"), formatValue(st.maxUtilisation * 100.0, 0, QStringLiteral("%"))});
    }
  };
  const QString cables = tr("%1 (%2 down)").arg(st.cables).arg(st.cablesDown);
  QString title;
  QString status;
  int level = 0;
  switch (st.kind) {
    case FabricObjectState::Kind::Switch: {
      const int n = t->index(0);
      title = st.tier == fabric::Tier::Leaf    ? tr("Leaf switch %1").arg(n)
              : st.tier == fabric::Tier::Spine ? tr("Spine switch %1").arg(n)
                                               : tr("Core switch %1").arg(n);
      if (st.tier == fabric::Tier::Leaf && st.racksFirst >= 0) {
        f.push_back({tr("Serves"), tr("rail %1 of racks %2–%3")
                                       .arg(st.rail + 1)
                                       .arg(st.racksFirst + 1)
                                       .arg(st.racksLast + 1)});
      }
      if (st.pod >= 0) f.push_back({tr("Fabric pod"), QString::number(st.pod + 1)});
      f.push_back({tr("Cables"), cables});
      carries(f);
      f.push_back({tr("Fabric max link utilisation"),
                   formatValue(s.fabricLinkUtilMax * 100.0, 1, QStringLiteral("%"))});
      f.push_back({tr("Links down (pod)"), QString::number(s.linksDown)});
      f.push_back({tr("Routing"), s.adaptiveRouting ? tr("adaptive") : tr("static ECMP")});
      status = st.switchDown       ? tr("Switch DOWN: it has failed")
               : st.down()         ? tr("Cut off: every cable is down")
               : st.cablesDown > 0 ? tr("Up, %1 of its cables down").arg(st.cablesDown)
                                   : tr("Up");
      break;
    }
    case FabricObjectState::Kind::Cables:
      title = tr("Cables %1").arg(m_target);
      f.push_back({tr("Cables"), cables});
      carries(f);
      status = st.down()           ? tr("DOWN: all %1 cables").arg(st.cables)
               : st.cablesDown > 0 ? tr("%1 of %2 cables down").arg(st.cablesDown).arg(st.cables)
                                   : tr("Up");
      break;
    case FabricObjectState::Kind::Nic:
    case FabricObjectState::Kind::None:
      title = tr("NIC %1 of rack %2").arg(t->index(1)).arg(t->index(0));
      f.push_back(
          {tr("Cable to"),
           tr("leaf %1 (rail %2)")
               .arg(m_topology->switches()[static_cast<std::size_t>(st.peerSwitch)].index + 1)
               .arg(st.rail + 1)});
      carries(f);
      status = st.down() ? tr("NIC link DOWN") : tr("Up");
      break;
  }
  level = st.down() ? 2 : st.cablesDown > 0 ? 1 : 0;
  m_trendName = tr("Load (%)");
  showFields(title, f, status, level);
  pushTrend(s.timeS, st.capacityGbps > 0.0 ? st.carriedGbps / st.capacityGbps * 100.0 : 0.0);
  return true;
}

}  // namespace podtwin::views
