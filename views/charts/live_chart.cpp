#include "charts/live_chart.h"

#include "charts/chart_theme.h"

#include <QContextMenuEvent>
#include <QCoreApplication>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QGraphicsLineItem>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QLegendMarker>
#include <QMenu>
#include <QMouseEvent>
#include <QTextStream>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>
#include <limits>

namespace podtwin::views {

namespace {
using chart_theme::kCrosshair;
using chart_theme::kGrid;
using chart_theme::kTitle;

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

/// Sets a label format unless the axis has it already (setting it relays the chart out).
void setLabelFormat(QValueAxis* axis, const QString& format) {
  if (axis->labelFormat() != format) axis->setLabelFormat(format);
}

void styleAxis(QValueAxis* a) {
  chart_theme::styleAxis(a);
  a->setTickCount(5);
}

}  // namespace

LiveChart::LiveChart(const QString& title, QWidget* parent)
    : QChartView(parent), m_chart(new QChart), m_axisX(new QValueAxis), m_axisY(new QValueAxis) {
  setChart(m_chart);
  setRenderHint(QPainter::Antialiasing, true);
  setMinimumHeight(150);
  setMouseTracking(true);
  setRubberBand(QChartView::NoRubberBand);
  m_chart->setTitle(title);
  chart_theme::styleChart(m_chart);
  m_chart->setMargins(QMargins(4, 2, 4, 2));
  m_chart->legend()->setAlignment(Qt::AlignBottom);
  styleAxis(m_axisX);
  styleAxis(m_axisY);
  m_axisX->setLabelFormat(QStringLiteral("%.0f"));
  m_chart->addAxis(m_axisX, Qt::AlignBottom);
  m_chart->addAxis(m_axisY, Qt::AlignLeft);

  m_cross = new QGraphicsLineItem(m_chart);
  m_cross->setPen(QPen(kCrosshair, 1, Qt::DashLine));
  m_cross->setZValue(20);
  m_cross->hide();
  m_readoutBox = new QGraphicsRectItem(m_chart);
  m_readoutBox->setBrush(QColor(0x0e, 0x10, 0x13, 225));
  m_readoutBox->setPen(QPen(kGrid));
  m_readoutBox->setZValue(21);
  m_readoutBox->hide();
  m_readout = new QGraphicsSimpleTextItem(m_readoutBox);
  m_readout->setBrush(kTitle);
  QFont rf = font();
  rf.setPointSizeF(8.0);
  m_readout->setFont(rf);
  rebuild();
}

LiveChart::~LiveChart() = default;

int LiveChart::addSeries(const QString& name, const QString& unit, const QColor& color, Axis axis) {
  Series s;
  s.name = name;
  s.unit = unit;
  s.axis = axis;
  s.line = new QLineSeries;
  s.line->setName(name);
  s.line->setPen(QPen(color, 1.6));
  m_chart->addSeries(s.line);
  if (axis == Axis::Right && !m_axisY2) {
    m_axisY2 = new QValueAxis;
    styleAxis(m_axisY2);
    m_chart->addAxis(m_axisY2, Qt::AlignRight);
  }
  s.line->attachAxis(m_axisX);
  s.line->attachAxis(axisFor(axis));
  s.v.assign(m_t.size(), kNaN);
  m_series.push_back(std::move(s));
  return static_cast<int>(m_series.size()) - 1;
}

int LiveChart::addReferenceLine(const QString& name, double value, const QColor& color, Axis axis) {
  Reference r;
  r.name = name;
  r.value = value;
  r.axis = axis;
  r.line = new QLineSeries;
  r.line->setName(name);
  r.line->setPen(QPen(color, 1.2, Qt::DashLine));
  m_chart->addSeries(r.line);
  if (axis == Axis::Right && !m_axisY2) {
    m_axisY2 = new QValueAxis;
    styleAxis(m_axisY2);
    m_chart->addAxis(m_axisY2, Qt::AlignRight);
  }
  r.line->attachAxis(m_axisX);
  r.line->attachAxis(axisFor(axis));
  m_refs.push_back(r);
  updateReferences();
  return static_cast<int>(m_refs.size()) - 1;
}

void LiveChart::setReferenceValue(int line, double value) {
  if (line < 0 || line >= static_cast<int>(m_refs.size()) || !std::isfinite(value)) return;
  if (m_refs[line].value == value) return;
  m_refs[line].value = value;
  updateReferences();
  updateAxes();
}

double LiveChart::referenceValue(int line) const {
  if (line < 0 || line >= static_cast<int>(m_refs.size())) return NAN;
  return m_refs[line].value;
}

void LiveChart::setReferenceName(int line, const QString& name) {
  if (line < 0 || line >= static_cast<int>(m_refs.size())) return;
  m_refs[line].name = name;
  m_refs[line].line->setName(name);
}

void LiveChart::setAxisTitles(const QString& left, const QString& right) {
  m_axisY->setTitleText(left);
  if (m_axisY2) m_axisY2->setTitleText(right);
}

void LiveChart::changeEvent(QEvent* e) {
  if (e->type() == QEvent::LanguageChange) {
    // The time axis names its unit in words: same range, the title in the current language.
    m_timeAxis.title = timeAxisFor(m_viewStartS, m_viewEndS).title;
    m_axisX->setTitleText(m_timeAxis.title);
  }
  QChartView::changeEvent(e);
}

void LiveChart::setIncludeZero(bool left, bool right) {
  m_includeZero[0] = left;
  m_includeZero[1] = right;
}

void LiveChart::setFixedRange(Axis axis, double lo, double hi) {
  const int i = axis == Axis::Left ? 0 : 1;
  m_fixed[i] = true;
  m_fixedLo[i] = lo;
  m_fixedHi[i] = hi;
  updateAxes();
}

void LiveChart::setTitle(const QString& title) {
  m_chart->setTitle(title);
}

void LiveChart::setSeriesName(int series, const QString& name) {
  if (series < 0 || series >= static_cast<int>(m_series.size())) return;
  m_series[series].name = name;
  m_series[series].line->setName(name);
}

QString LiveChart::seriesName(int series) const {
  if (series < 0 || series >= static_cast<int>(m_series.size())) return {};
  return m_series[series].name;
}

int LiveChart::addDashedCopy(int series) {
  if (series < 0 || series >= static_cast<int>(m_series.size())) return -1;
  const Series& from = m_series[series];
  const int i = addSeries(from.name, from.unit, from.line->pen().color(), from.axis);
  QPen pen = m_series[i].line->pen();
  pen.setStyle(Qt::DashLine);
  pen.setWidthF(1.8);
  m_series[i].line->setPen(pen);
  for (QLegendMarker* m : m_chart->legend()->markers(m_series[i].line)) m->setVisible(false);
  return i;
}

bool LiveChart::isDashed(int series) const {
  if (series < 0 || series >= static_cast<int>(m_series.size())) return false;
  return m_series[series].line->pen().style() == Qt::DashLine;
}

void LiveChart::removeSeriesFrom(int first) {
  while (static_cast<int>(m_series.size()) > std::max(first, 0)) {
    QLineSeries* line = m_series.back().line;
    m_chart->removeSeries(line);
    delete line;
    m_series.pop_back();
  }
  markDirty();
}

void LiveChart::setHistoryCap(std::size_t samples) {
  m_cap = std::max<std::size_t>(samples, 16);
  trimHistory();
}

void LiveChart::append(double tS, const std::vector<double>& values) {
  if (!std::isfinite(tS)) return;
  if (!m_t.empty() && tS < m_t.back()) clear();  // the run was reset
  if (!m_t.empty() && tS == m_t.back()) return;  // no new simulated time (paused)
  m_t.push_back(tS);
  for (std::size_t i = 0; i < m_series.size(); ++i) {
    const double v = i < values.size() ? values[i] : kNaN;
    m_series[i].v.push_back(std::isfinite(v) ? v : kNaN);
  }
  const std::size_t before = m_t.size();
  trimHistory();
  if (!m_following) return;  // the user looks at the past; the new point is stored, not drawn
  const double spanAll = m_t.back() - m_t.front();
  const bool allGrew = m_windowS <= 0.0 && spanAll > 1.05 * m_allRebuiltSpanS + 1e-9;
  const TimeAxis next = viewTimeAxis();
  const bool axisChanged = next.scale != m_timeAxis.scale || next.originS != m_timeAxis.originS;
  if (before != m_t.size() || allGrew || axisChanged || m_t.size() == 1) {
    rebuild();
  } else {
    appendIncremental(m_t.size() - 1);
  }
}

void LiveChart::clear() {
  m_t.clear();
  for (auto& s : m_series) {
    s.v.clear();
    s.pts.clear();
    s.bCount = s.bPoints = 0;
  }
  m_bucket = -1;
  m_allRebuiltSpanS = 0.0;
  rebuild();
}

void LiveChart::truncateAfter(double tS) {
  const auto keep =
      static_cast<std::size_t>(std::upper_bound(m_t.begin(), m_t.end(), tS) - m_t.begin());
  if (keep == m_t.size()) return;
  m_t.resize(keep);
  for (auto& s : m_series) {
    s.v.resize(keep);
    s.pts.clear();
    s.bCount = s.bPoints = 0;
  }
  m_bucket = -1;
  m_allRebuiltSpanS = 0.0;
  rebuild();
}

void LiveChart::setWindowS(double windowS) {
  if (!std::isfinite(windowS) || windowS < 0.0) return;
  const double centre = 0.5 * (m_viewStartS + m_viewEndS);
  m_windowS = windowS;
  if (!m_following && windowS > 0.0) {
    m_viewStartS = centre - 0.5 * windowS;
    m_viewEndS = centre + 0.5 * windowS;
  }
  rebuild();
  emit windowChanged(windowS);
}

void LiveChart::setFollowing(bool following) {
  if (m_following == following) return;
  m_following = following;
  rebuild();
  emit followingChanged(following);
}

void LiveChart::panBy(double dtS) {
  if (!std::isfinite(dtS)) return;
  if (m_following) {
    m_following = false;
    emit followingChanged(false);
  }
  m_viewStartS += dtS;
  m_viewEndS += dtS;
  rebuild();
}

int LiveChart::drawnPointCount(int series) const {
  if (series < 0 || series >= static_cast<int>(m_series.size())) return 0;
  return static_cast<int>(m_series[series].pts.size());
}

QList<QPointF> LiveChart::drawnPoints(int series) const {
  if (series < 0 || series >= static_cast<int>(m_series.size())) return {};
  return m_series[series].pts;
}

void LiveChart::markDirty() {
  m_dirty = true;
  if (m_flushQueued) return;
  m_flushQueued = true;
  QMetaObject::invokeMethod(
      this,
      [this] {
        m_flushQueued = false;
        if (isOnScreen()) flush();  // else showEvent() or settle() pushes the points later
      },
      Qt::QueuedConnection);
}

bool LiveChart::isOnScreen() const {
  // The view's own visible region is always empty (its viewport covers it); the viewport's is
  // what the parents' clipping leaves.
  return isVisible() && !viewport()->visibleRegion().isEmpty();
}

void LiveChart::showEvent(QShowEvent* e) {
  QChartView::showEvent(e);
  flush();  // points that arrived while hidden
}

void LiveChart::flush() {
  m_flushQueued = false;
  if (!m_dirty) return;
  m_dirty = false;
  // One replace() per series: Qt Charts recomputes a series' geometry on every change signal.
  for (auto& s : m_series) s.line->replace(s.pts);
  updateReferences();
  updateAxes();
}

void LiveChart::settle() {
  if (!isOnScreen()) return;
  flush();
  // Axis label and range changes post a layout request to the chart (and legend); a laid-out
  // item queues the scene's dirty-item processing, which marks the viewport. Two rounds cover a
  // layout that moves items.
  for (int round = 0; round < 2; ++round) {
    QCoreApplication::sendPostedEvents(m_chart, QEvent::LayoutRequest);
    QCoreApplication::sendPostedEvents(m_chart->legend(), QEvent::LayoutRequest);
    QCoreApplication::sendPostedEvents(scene(), QEvent::MetaCall);
  }
}

QLineSeries* LiveChart::lineSeries(int series) const {
  if (series < 0 || series >= static_cast<int>(m_series.size())) return nullptr;
  return m_series[series].line;
}

double LiveChart::valueAt(int series, double tS) const {
  if (series < 0 || series >= static_cast<int>(m_series.size()) || m_t.empty()) return kNaN;
  auto it = std::lower_bound(m_t.begin(), m_t.end(), tS);
  std::size_t i = static_cast<std::size_t>(it - m_t.begin());
  if (i == m_t.size() || (i > 0 && tS - m_t[i - 1] < m_t[i] - tS)) i = i == 0 ? 0 : i - 1;
  return m_series[series].v[i];
}

double LiveChart::plotWidthPx() const {
  const double w = m_chart->plotArea().width();
  return w > 20.0 ? w : std::max(100.0, static_cast<double>(width()) - 80.0);
}

LiveChart::TimeAxis LiveChart::timeAxisFor(double startS, double endS, bool withText) {
  TimeAxis a;
  const double span = std::max(endS - startS, 0.0);
  double originStep = 0.0;
  if (span < 20.0 * 60.0) {
    a.scale = 1.0;
    if (withText) a.unit = tr("s");
    originStep = 600.0;
  } else if (span < 2.0 * 3600.0) {
    a.scale = 60.0;
    if (withText) a.unit = tr("min");
    originStep = 3600.0;
  } else if (span < 2.0 * 86400.0) {
    a.scale = 3600.0;
    if (withText) a.unit = tr("h");
    originStep = 86400.0;
  } else {
    a.scale = 86400.0;
    if (withText) a.unit = tr("d");
  }
  if (originStep > 0.0 && std::isfinite(startS) && startS >= originStep)
    a.originS = std::floor(startS / originStep) * originStep;
  if (!withText) return a;
  if (a.originS <= 0.0) {
    a.title = tr("Simulated time (%1)").arg(a.unit);
  } else {
    // The origin as "3 d 04:00", or "04:00" on the first day.
    const auto mins = static_cast<long long>(std::llround(a.originS / 60.0));
    const QString hm = QStringLiteral("%1:%2")
                           .arg((mins / 60) % 24, 2, 10, QLatin1Char('0'))
                           .arg(mins % 60, 2, 10, QLatin1Char('0'));
    const QString at = mins >= 1440 ? tr("%1 d %2").arg(mins / 1440).arg(hm) : hm;
    a.title = tr("Simulated time (%1 after %2)").arg(a.unit, at);
  }
  return a;
}

LiveChart::TimeAxis LiveChart::viewTimeAxis() const {
  double start = m_viewStartS, end = m_viewEndS;
  if (m_following) {
    // The range rebuild() is about to show.
    if (m_windowS > 0.0) {
      const double first = m_t.empty() ? 0.0 : m_t.front();
      end = m_t.empty() ? m_windowS : std::max(m_t.back(), first + m_windowS);
      start = end - m_windowS;
    } else {
      start = m_t.empty() ? 0.0 : m_t.front();
      end = m_t.empty() ? 60.0 : std::max(m_t.back(), start + 1.0);
    }
  }
  return timeAxisFor(start, end, false);
}

double LiveChart::timeTickInterval() const {
  return niceTickStep((m_viewEndS - m_viewStartS) / m_timeAxis.scale);
}

int LiveChart::tickDecimals(double step) {
  return std::clamp(static_cast<int>(std::ceil(-std::log10(step) - 1e-9)), 0, 3);
}

double LiveChart::niceTickStep(double span) {
  const double raw = std::max(span, 1e-9) / 5.0;
  const double mag = std::pow(10.0, std::floor(std::log10(raw)));
  const double f = raw / mag;
  return (f < 1.5 ? 1.0 : (f < 3.5 ? 2.0 : (f < 7.5 ? 5.0 : 10.0))) * mag;
}

void LiveChart::trimHistory() {
  if (m_t.size() <= m_cap) return;
  // Drop the oldest half at once, so trimming is rare and amortised O(1) per sample.
  const auto drop = static_cast<std::ptrdiff_t>(m_t.size() - m_cap / 2);
  m_t.erase(m_t.begin(), m_t.begin() + drop);
  for (auto& s : m_series) s.v.erase(s.v.begin(), s.v.begin() + drop);
}

void LiveChart::rebuild() {
  // The visible range.
  if (m_following) {
    if (m_windowS > 0.0) {
      const double first = m_t.empty() ? 0.0 : m_t.front();
      m_viewEndS = m_t.empty() ? m_windowS : std::max(m_t.back(), first + m_windowS);
      m_viewStartS = m_viewEndS - m_windowS;
    } else {
      m_viewStartS = m_t.empty() ? 0.0 : m_t.front();
      m_viewEndS = m_t.empty() ? 60.0 : std::max(m_t.back(), m_viewStartS + 1.0);
      m_allRebuiltSpanS = m_t.empty() ? 0.0 : m_t.back() - m_t.front();
    }
  }
  if (m_viewEndS - m_viewStartS < 1e-3) m_viewEndS = m_viewStartS + 1e-3;
  m_timeAxis = timeAxisFor(m_viewStartS, m_viewEndS);
  // "All" grows the view until the next rebuild at +5 %; size buckets for that span so the
  // decimation stays within two points per pixel in between.
  const double growth = (m_following && m_windowS <= 0.0) ? 1.05 : 1.0;
  m_bucketS = growth * (m_viewEndS - m_viewStartS) / plotWidthPx();
  m_axisX->setTitleText(m_timeAxis.title);

  // History samples from one bucket before the view to its end.
  auto lo = std::lower_bound(m_t.begin(), m_t.end(), m_viewStartS - m_bucketS);
  auto hi = std::upper_bound(m_t.begin(), m_t.end(), m_viewEndS + m_bucketS);
  const auto i0 = static_cast<std::size_t>(lo - m_t.begin());
  const auto i1 = static_cast<std::size_t>(hi - m_t.begin());
  m_bucket = -1;
  for (auto& s : m_series) {
    s.pts.clear();
    s.pts.reserve(static_cast<qsizetype>(2.0 * plotWidthPx()) + 8);
    s.bCount = s.bPoints = 0;
  }
  if (i0 < i1) {
    for (std::size_t i = i0; i < i1; ++i) {
      const auto k = static_cast<long long>(std::floor(m_t[i] / m_bucketS));
      if (k != m_bucket) {
        m_bucket = k;
        for (auto& s : m_series) s.bCount = s.bPoints = 0;
      }
      for (Series& s : m_series) {
        const double v = s.v[i];
        if (!std::isfinite(v)) continue;
        auto& list = s.pts;
        if (s.bCount == 0) {
          s.bMin = s.bMax = v;
          s.bTMin = s.bTMax = m_t[i];
          list.append(QPointF(toAxis(m_t[i]), v));
          s.bPoints = 1;
        } else {
          if (v < s.bMin) s.bMin = v, s.bTMin = m_t[i];
          if (v > s.bMax) s.bMax = v, s.bTMax = m_t[i];
          const bool minFirst = s.bTMin <= s.bTMax;
          const QPointF a(toAxis(minFirst ? s.bTMin : s.bTMax), minFirst ? s.bMin : s.bMax);
          const QPointF b(toAxis(minFirst ? s.bTMax : s.bTMin), minFirst ? s.bMax : s.bMin);
          if (s.bPoints == 1) {
            list.back() = a;
            list.append(b);
            s.bPoints = 2;
          } else {
            list[list.size() - 2] = a;
            list.back() = b;
          }
        }
        ++s.bCount;
      }
    }
  }
  if (isOnScreen()) {
    m_dirty = true;
    flush();
  } else {
    markDirty();
  }
}

void LiveChart::addToBucket(Series& s, double tS, double v) {
  if (!std::isfinite(v)) return;
  QList<QPointF>& l = s.pts;
  if (s.bCount == 0) {
    s.bMin = s.bMax = v;
    s.bTMin = s.bTMax = tS;
    l.append(QPointF(toAxis(tS), v));
    s.bPoints = 1;
  } else {
    if (v < s.bMin) s.bMin = v, s.bTMin = tS;
    if (v > s.bMax) s.bMax = v, s.bTMax = tS;
    const bool minFirst = s.bTMin <= s.bTMax;
    const QPointF a(toAxis(minFirst ? s.bTMin : s.bTMax), minFirst ? s.bMin : s.bMax);
    const QPointF b(toAxis(minFirst ? s.bTMax : s.bTMin), minFirst ? s.bMax : s.bMin);
    if (s.bPoints == 1) {
      l.back() = a;
      l.append(b);
      s.bPoints = 2;
    } else {
      l[l.size() - 2] = a;
      l.back() = b;
    }
  }
  ++s.bCount;
}

void LiveChart::appendIncremental(std::size_t from) {
  for (std::size_t i = from; i < m_t.size(); ++i) {
    const auto k = static_cast<long long>(std::floor(m_t[i] / m_bucketS));
    if (k != m_bucket) {
      m_bucket = k;
      for (auto& s : m_series) s.bCount = s.bPoints = 0;
    }
    for (auto& s : m_series) addToBucket(s, m_t[i], s.v[i]);
  }
  // Slide the window and drop points that left it (keep one before the edge for continuity).
  if (m_windowS > 0.0) {
    m_viewEndS = std::max(m_t.back(), m_t.front() + m_windowS);
    m_viewStartS = m_viewEndS - m_windowS;
  } else {
    m_viewEndS = std::max(m_t.back(), m_viewStartS + 1.0);
  }
  const double startUnit = toAxis(m_viewStartS - m_bucketS);
  for (auto& s : m_series) {
    qsizetype n = 0;
    while (n + 1 < s.pts.size() && s.pts[n + 1].x() < startUnit) ++n;
    if (n > 0) s.pts.remove(0, n);
  }
  markDirty();
}

void LiveChart::updateReferences() {
  const double x0 = toAxis(m_viewStartS), x1 = toAxis(m_viewEndS);
  for (auto& r : m_refs) {
    // A line whose value is not known yet (no pod) is not drawn.
    if (std::isfinite(r.value)) {
      r.line->replace(QList<QPointF>{{x0, r.value}, {x1, r.value}});
    } else {
      r.line->clear();
    }
  }
}

void LiveChart::updateAxes() {
  // Ticks on round multiples of 1, 2 or 5 × 10^k axis units, labelled with just the decimals the
  // step needs ("12.5 h", not "12.500").
  // Only what changed is set: Qt Charts lays the whole chart out again (every axis's labels,
  // title and legend) on each tick or label-format change, even to the same value.
  m_axisX->setRange(toAxis(m_viewStartS), toAxis(m_viewEndS));
  const double tick = timeTickInterval();
  if (m_axisX->tickType() != QValueAxis::TicksDynamic)
    m_axisX->setTickType(QValueAxis::TicksDynamic);
  if (m_axisX->tickAnchor() != 0.0) m_axisX->setTickAnchor(0.0);
  if (m_axisX->tickInterval() != tick) m_axisX->setTickInterval(tick);
  setLabelFormat(m_axisX, chart_theme::labelFormat(tickDecimals(tick)));
  for (int a = 0; a < 2; ++a) {
    QValueAxis* axis = a == 0 ? m_axisY : m_axisY2;
    if (!axis) continue;
    if (m_fixed[a]) {
      axis->setRange(m_fixedLo[a], m_fixedHi[a]);
      setLabelFormat(axis, QStringLiteral("%.0f"));
      continue;
    }
    double lo = std::numeric_limits<double>::infinity();
    double hi = -lo;
    const Axis which = a == 0 ? Axis::Left : Axis::Right;
    for (const auto& s : m_series) {
      if (s.axis != which) continue;
      for (const QPointF& p : s.pts) {
        lo = std::min(lo, p.y());
        hi = std::max(hi, p.y());
      }
    }
    for (const auto& r : m_refs) {
      if (r.axis != which || !std::isfinite(r.value)) continue;
      lo = std::min(lo, r.value);
      hi = std::max(hi, r.value);
    }
    if (m_includeZero[a] && std::isfinite(lo)) {
      lo = std::min(lo, 0.0);
      hi = std::max(hi, 0.0);
    }
    const int decimals = chart_theme::niceRange(lo, hi);
    // Hysteresis: only widen, or shrink when the data use less than half the range, so the axis
    // does not twitch with every sample.
    const double curLo = axis->min(), curHi = axis->max();
    const bool contains = lo >= curLo && hi <= curHi;
    const bool tooWide = (hi - lo) < 0.5 * (curHi - curLo);
    if (!contains || tooWide) {
      axis->setRange(lo, hi);
      setLabelFormat(axis, chart_theme::labelFormat(decimals));
    }
  }
}

}  // namespace podtwin::views
