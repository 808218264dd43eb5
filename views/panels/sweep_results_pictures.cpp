// SweepResultsView's tornado and band pictures: the bars and lines on the picture chart, and the
// KPI they open on.

#include <QAreaSeries>
#include <QCategoryAxis>
#include <QChart>
#include <QComboBox>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QScatterSeries>
#include <QSignalBlocker>
#include <QStandardItemModel>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

#include "charts/chart_theme.h"
#include "panels/sweep_results_view.h"

namespace podtwin::views {

namespace {
/// A filled rectangle [x0, x1] × [y − h, y + h] as an area series.
QAreaSeries* barRect(double x0, double x1, double y, double h, const QColor& color) {
  auto* upper = new QLineSeries;
  auto* lower = new QLineSeries;
  upper->append(std::min(x0, x1), y + h);
  upper->append(std::max(x0, x1), y + h);
  lower->append(std::min(x0, x1), y - h);
  lower->append(std::max(x0, x1), y - h);
  auto* area = new QAreaSeries(upper, lower);
  area->setColor(color);
  area->setBorderColor(color.darker(130));
  return area;
}

QValueAxis* valueAxis(const QString& title, double lo, double hi) {
  auto* a = new QValueAxis;
  chart_theme::styleAxis(a);
  a->setTitleText(title);
  if (!(hi > lo)) {
    const double pad = std::max(1e-9, std::abs(lo) * 0.05);
    lo -= pad;
    hi += pad;
  }
  const int decimals = chart_theme::niceRange(lo, hi);
  a->setRange(lo, hi);
  a->setTickCount(5);
  a->setLabelFormat(chart_theme::labelFormat(decimals));
  return a;
}
}  // namespace

void SweepResultsView::fitKpiChoice(bool outputsOnly) {
  const int firstKpi = m_sweepColumns.firstAxis + m_sweepColumns.axisCount;
  if (auto* model = qobject_cast<QStandardItemModel*>(m_column->model())) {
    for (int i = 0; i < model->rowCount(); ++i)
      if (QStandardItem* item = model->item(i)) item->setEnabled(!outputsOnly || i >= firstKpi);
  }
  if (!outputsOnly) return;
  const int current = m_column->currentIndex();
  const int kpi = m_kpiChosen && current >= firstKpi
                      ? current
                      : pictureKpiColumn(m_rows, m_sweepColumns, m_column->count(), current);
  if (kpi < 0 || kpi == current) return;
  {
    const QSignalBlocker block(m_column);
    m_column->setCurrentIndex(kpi);
  }
  rebuildHistogram();
}

void SweepResultsView::drawTornado(int kpi) {
  m_tornado = makeTornado(m_rows, m_sweepColumns, kpi);
  m_pictureChart->setTitle(QString());
  if (!m_tornado.hasBase || m_tornado.bars.empty()) {
    m_pictureChart->setTitle(m_sweepColumns.axisCount == 0
                                 ? tr("A tornado needs a one-at-a-time study")
                                 : tr("Waiting for the base design and one parameter"));
    m_pictureChart->legend()->hide();
    return;
  }
  const QColor lowColor(0x56, 0xb4, 0xe9);   // Okabe–Ito sky blue
  const QColor highColor(0xe6, 0x9f, 0x00);  // Okabe–Ito orange
  double lo = m_tornado.baseKpi;
  double hi = m_tornado.baseKpi;
  const auto n = static_cast<int>(m_tornado.bars.size());
  auto* yAxis = new QCategoryAxis;
  yAxis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
  yAxis->setRange(-0.6, n - 0.4);
  yAxis->setLabelsColor(chart_theme::kLabel);
  yAxis->setGridLineVisible(false);
  yAxis->setLinePenColor(chart_theme::kGrid);
  std::vector<QAbstractSeries*> all;
  const QLocale loc;
  // Bottom to top (a category axis takes its labels in increasing order), so the widest swing,
  // bars[0], is at the top. The bar at the highest value sits in the upper half of its row and the
  // one at the lowest in the lower half, so both show when they lie on the same side of the base.
  for (int i = n; i-- > 0;) {
    const TornadoBar& b = m_tornado.bars[static_cast<std::size_t>(i)];
    const double y = n - 1 - i;
    lo = std::min({lo, b.kpiAtLow, b.kpiAtHigh});
    hi = std::max({hi, b.kpiAtLow, b.kpiAtHigh});
    QAreaSeries* low = barRect(m_tornado.baseKpi, b.kpiAtLow, y - 0.17, 0.15, lowColor);
    QAreaSeries* high = barRect(m_tornado.baseKpi, b.kpiAtHigh, y + 0.17, 0.15, highColor);
    low->setName(tr("at the lowest value"));
    high->setName(tr("at the highest value"));
    all.push_back(low);
    all.push_back(high);
    const QString name = m_columns.value(m_sweepColumns.firstAxis + b.axis);
    yAxis->append(tr("%1 %2 … %3")
                      .arg(name.section(QLatin1Char('.'), -1), loc.toString(b.lowValue, 'g', 6),
                           loc.toString(b.highValue, 'g', 6)),
                  y);
  }
  auto* base = new QLineSeries;
  base->setName(tr("base design"));
  base->append(m_tornado.baseKpi, -0.6);
  base->append(m_tornado.baseKpi, n - 0.4);
  QPen pen(chart_theme::kCrosshair);
  pen.setStyle(Qt::DashLine);
  pen.setWidthF(1.5);
  base->setPen(pen);
  all.push_back(base);
  QValueAxis* xAxis = valueAxis(m_columns.value(kpi), lo, hi);
  m_pictureChart->addAxis(xAxis, Qt::AlignBottom);
  m_pictureChart->addAxis(yAxis, Qt::AlignLeft);
  for (QAbstractSeries* s : all) {
    m_pictureChart->addSeries(s);
    s->attachAxis(xAxis);
    s->attachAxis(yAxis);
  }
  // One legend entry per colour.
  m_pictureChart->legend()->show();
  m_pictureChart->legend()->setLabelColor(chart_theme::kLabel);
  const auto markers = m_pictureChart->legend()->markers();
  for (int i = 2; i + 1 < markers.size(); ++i) markers[i]->setVisible(false);
}

void SweepResultsView::drawBand(int kpi, int xColumn) {
  m_band = makeBand(m_rows, xColumn, kpi);
  if (m_band.empty() || xColumn < 0) {
    m_pictureChart->setTitle(xColumn < 0 ? tr("This sweep has no swept parameter")
                                         : tr("No results yet"));
    m_pictureChart->legend()->hide();
    return;
  }
  m_pictureChart->setTitle(QString());
  auto* p95 = new QLineSeries;
  auto* p5 = new QLineSeries;
  auto* p50 = new QLineSeries;
  auto* dots = new QScatterSeries;
  double lo = m_band.front().p5;
  double hi = m_band.front().p95;
  for (const BandPoint& b : m_band) {
    p95->append(b.x, b.p95);
    p5->append(b.x, b.p5);
    p50->append(b.x, b.p50);
    dots->append(b.x, b.p50);
    lo = std::min(lo, b.p5);
    hi = std::max(hi, b.p95);
  }
  auto* band = new QAreaSeries(p95, p5);
  band->setName(tr("p5–p95 of the cases"));
  QColor fill = chart_theme::kSeries;
  fill.setAlpha(70);
  band->setColor(fill);
  band->setBorderColor(fill);
  p50->setName(tr("median (p50)"));
  QPen pen(chart_theme::kSeries);
  pen.setWidthF(2.0);
  p50->setPen(pen);
  dots->setColor(chart_theme::kSeries);
  dots->setBorderColor(chart_theme::kSeries);
  dots->setMarkerSize(7.0);
  QValueAxis* xAxis = valueAxis(m_columns.value(xColumn), m_band.front().x, m_band.back().x);
  QValueAxis* yAxis = valueAxis(m_columns.value(kpi), lo, hi);
  m_pictureChart->addAxis(xAxis, Qt::AlignBottom);
  m_pictureChart->addAxis(yAxis, Qt::AlignLeft);
  for (QAbstractSeries* s : std::initializer_list<QAbstractSeries*>{band, p50, dots}) {
    m_pictureChart->addSeries(s);
    s->attachAxis(xAxis);
    s->attachAxis(yAxis);
  }
  m_pictureChart->legend()->show();
  m_pictureChart->legend()->setLabelColor(chart_theme::kLabel);
  const auto markers = m_pictureChart->legend()->markers(dots);
  for (QLegendMarker* m : markers) m->setVisible(false);
}

}  // namespace podtwin::views
