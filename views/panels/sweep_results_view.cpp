#include "panels/sweep_results_view.h"

#include <QAreaSeries>
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QFontMetrics>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QResizeEvent>
#include <QScatterSeries>
#include <QSpinBox>
#include <QSplitter>
#include <QStackedWidget>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

#include "charts/chart_theme.h"

namespace podtwin::views {

Histogram makeHistogram(const std::vector<double>& values, int bins) {
  Histogram h;
  std::vector<double> finite;
  finite.reserve(values.size());
  for (double v : values) {
    if (std::isfinite(v))
      finite.push_back(v);
    else
      ++h.skipped;
  }
  if (finite.empty() || bins < 1) return h;
  const auto [mnIt, mxIt] = std::minmax_element(finite.begin(), finite.end());
  const double lo = *mnIt, hi = *mxIt;
  if (!(hi > lo)) {
    // One distinct value: a single bin centred on it, half-width 5 % of |v| (at least 0.5).
    const double half = std::max(std::fabs(lo) * 0.05, 0.5);
    h.edges = {lo - half, lo + half};
    h.counts = {static_cast<int>(finite.size())};
    return h;
  }
  const auto n = static_cast<std::size_t>(bins);
  h.edges.resize(n + 1);
  for (std::size_t i = 0; i <= n; ++i)
    h.edges[i] = lo + (hi - lo) * static_cast<double>(i) / static_cast<double>(n);
  h.edges[n] = hi;
  h.counts.assign(n, 0);
  const double width = (hi - lo) / static_cast<double>(n);
  for (double v : finite) {
    // Right-open bins except the last, which includes the maximum.
    auto b = static_cast<std::size_t>(std::floor((v - lo) / width));
    if (b >= n) b = n - 1;
    ++h.counts[b];
  }
  return h;
}

SweepResultsView::SweepResultsView(QWidget* parent) : QWidget(parent) {
  m_model = new QStandardItemModel(this);
  m_table = new QTableView(this);
  m_table->setModel(m_model);
  m_table->setSortingEnabled(true);
  // The column the user sorts by; a reset of the model (a new sweep) would otherwise forget it.
  connect(m_table->horizontalHeader(), &QHeaderView::sortIndicatorChanged, this,
          [this](int column, Qt::SortOrder order) {
            if (column < 0) return;
            m_sortColumn = column;
            m_sortOrder = order;
          });
  m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
  m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
  m_table->setAlternatingRowColors(true);
  m_table->verticalHeader()->setDefaultSectionSize(22);
  m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
  m_table->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
  m_table->verticalHeader()->setVisible(false);

  m_column = new QComboBox(this);
  m_column->setObjectName(QStringLiteral("sweepKpi"));
  m_bins = new QSpinBox(this);
  m_bins->setRange(2, 60);
  m_bins->setValue(12);
  m_bins->setSuffix(tr(" bins"));
  m_stats = new QLabel(this);
  m_stats->setTextInteractionFlags(Qt::TextSelectableByMouse);
  m_stats->setWordWrap(true);

  m_barSet = new QBarSet(tr("Cases"));
  m_barSet->setColor(QColor(0x15, 0x65, 0xc0));
  m_barSet->setBorderColor(QColor(0x0d, 0x47, 0xa1));
  m_series = new QBarSeries;
  m_series->append(m_barSet);
  m_series->setBarWidth(0.95);
  m_chart = new QChart;
  m_chart->addSeries(m_series);
  m_chart->legend()->hide();
  m_chart->setMargins(QMargins(4, 4, 4, 4));
  auto* axisX = new QBarCategoryAxis;
  auto* axisY = new QValueAxis;
  axisY->setTitleText(tr("cases"));
  axisY->setLabelFormat(QStringLiteral("%d"));
  m_chart->addAxis(axisX, Qt::AlignBottom);
  m_chart->addAxis(axisY, Qt::AlignLeft);
  m_series->attachAxis(axisX);
  m_series->attachAxis(axisY);
  // The live charts' dark theme, so the histogram is not a white block in the dark window.
  chart_theme::styleChart(m_chart);
  chart_theme::styleAxis(axisY);
  axisX->setLabelsColor(chart_theme::kLabel);
  axisX->setGridLineColor(chart_theme::kGrid);
  axisX->setLinePenColor(chart_theme::kGrid);
  m_barSet->setColor(chart_theme::kSeries);
  m_barSet->setBorderColor(chart_theme::kSeries.darker(140));
  m_chartView = new QChartView(m_chart, this);
  m_chartView->setBackgroundBrush(chart_theme::kBackground);
  m_chartView->setRenderHint(QPainter::Antialiasing);
  m_chartView->setMinimumHeight(220);

  m_progress = new QProgressBar(this);
  m_progress->setRange(0, 1);
  m_progress->setValue(0);
  m_progressText = new QLabel(tr("No sweep running"), this);
  m_cancel = new QPushButton(tr("Cancel sweep"), this);
  m_cancel->setEnabled(false);
  m_export = new QPushButton(tr("Export CSV…"), this);
  m_export->setToolTip(tr("Write the cases table (the podtwin-sim sweep cases.csv format)"));
  m_export->setEnabled(false);

  m_pictureKind = new QComboBox(this);
  m_pictureKind->setObjectName(QStringLiteral("sweepPicture"));
  m_pictureKind->addItem(tr("Histogram of"), static_cast<int>(Picture::Histogram));
  m_pictureKind->addItem(tr("Tornado of"), static_cast<int>(Picture::Tornado));
  m_pictureKind->addItem(tr("Band of"), static_cast<int>(Picture::Band));
  m_pictureKind->setToolTip(
      tr("Histogram: the column's distribution over every case. Tornado: a one-at-a-time study's "
         "KPI at each parameter's lowest and highest value against the base design. Band: the KPI "
         "against a swept parameter, median with the p5–p95 band of its samples."));
  m_param = new QComboBox(this);
  m_param->setObjectName(QStringLiteral("sweepBandParameter"));
  m_paramLabel = new QLabel(tr("against"), this);
  m_pictureChart = new QChart;
  m_pictureChart->setMargins(QMargins(4, 4, 4, 4));
  chart_theme::styleChart(m_pictureChart);
  m_pictureView = new QChartView(m_pictureChart, this);
  m_pictureView->setBackgroundBrush(chart_theme::kBackground);
  m_pictureView->setRenderHint(QPainter::Antialiasing);
  m_pictureView->setMinimumHeight(220);
  m_pictures = new QStackedWidget(this);
  m_pictures->addWidget(m_chartView);
  m_pictures->addWidget(m_pictureView);

  auto* histBar = new QHBoxLayout;
  histBar->addWidget(m_pictureKind);
  histBar->addWidget(m_column, 1);
  histBar->addWidget(m_bins);
  histBar->addWidget(m_paramLabel);
  histBar->addWidget(m_param, 1);
  auto* histBox = new QWidget(this);
  auto* histLayout = new QVBoxLayout(histBox);
  histLayout->setContentsMargins(0, 0, 0, 0);
  histLayout->addLayout(histBar);
  histLayout->addWidget(m_pictures, 1);
  histLayout->addWidget(m_stats);

  auto* split = new QSplitter(Qt::Vertical, this);
  split->addWidget(m_table);
  split->addWidget(histBox);
  split->setStretchFactor(0, 1);
  split->setStretchFactor(1, 1);

  auto* progressBar = new QHBoxLayout;
  progressBar->addWidget(m_progressText);
  progressBar->addWidget(m_progress, 1);
  progressBar->addWidget(m_cancel);
  progressBar->addWidget(m_export);

  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->addLayout(progressBar);
  layout->addWidget(split, 1);

  connect(m_cancel, &QPushButton::clicked, this, &SweepResultsView::cancelRequested);
  connect(m_export, &QPushButton::clicked, this, &SweepResultsView::exportRequested);
  connect(m_column, &QComboBox::currentIndexChanged, this, &SweepResultsView::rebuildHistogram);
  connect(m_bins, &QSpinBox::valueChanged, this, &SweepResultsView::rebuildHistogram);
  connect(m_column, &QComboBox::currentIndexChanged, this, &SweepResultsView::rebuildPicture);
  connect(m_column, &QComboBox::activated, this, [this] { m_kpiChosen = true; });
  connect(m_param, &QComboBox::currentIndexChanged, this, &SweepResultsView::rebuildPicture);
  connect(m_pictureKind, &QComboBox::currentIndexChanged, this, &SweepResultsView::rebuildPicture);
  rebuildHistogram();
  rebuildPicture();
}

SweepResultsView::~SweepResultsView() = default;

void SweepResultsView::setResults(QStringList columns, std::vector<std::vector<double>> rows) {
  m_columns = std::move(columns);
  m_rows = std::move(rows);
  {
    const QSignalBlocker block(m_column);
    const QString previous = m_column->currentText();
    m_column->clear();
    m_column->addItems(m_columns);
    const auto keep = static_cast<int>(m_columns.indexOf(previous));
    // Default to the last column: sweeps usually put the outcome KPI last.
    m_column->setCurrentIndex(keep >= 0 ? keep : static_cast<int>(m_columns.size()) - 1);
  }
  rebuildTable();
  rebuildHistogram();
  rebuildPicture();
  m_export->setEnabled(!m_rows.empty());
}

void SweepResultsView::setSweepColumns(const SweepColumns& cols, bool oneAtATime) {
  m_sweepColumns = cols;
  m_kpiChosen = false;
  {
    const QSignalBlocker block(m_param);
    m_param->clear();
    for (int a = 0; a < cols.axisCount; ++a) {
      const int c = cols.firstAxis + a;
      m_param->addItem(m_columns.value(c).section(QLatin1Char('.'), -1), c);
      m_param->setItemData(a, m_columns.value(c), Qt::ToolTipRole);
    }
  }
  setPicture(oneAtATime           ? Picture::Tornado
             : cols.axisCount > 0 ? Picture::Band
                                  : Picture::Histogram);
  rebuildPicture();
}

void SweepResultsView::setPicture(Picture p) {
  m_pictureKind->setCurrentIndex(m_pictureKind->findData(static_cast<int>(p)));
}

SweepResultsView::Picture SweepResultsView::picture() const {
  return static_cast<Picture>(m_pictureKind->currentData().toInt());
}

void SweepResultsView::setBandParameter(int column) {
  const int i = m_param->findData(column);
  if (i >= 0) m_param->setCurrentIndex(i);
}

void SweepResultsView::rebuildPicture() {
  const Picture p = picture();
  m_bins->setVisible(p == Picture::Histogram);
  m_paramLabel->setVisible(p == Picture::Band);
  m_param->setVisible(p == Picture::Band);
  m_pictures->setCurrentIndex(p == Picture::Histogram ? 0 : 1);
  fitKpiChoice(p != Picture::Histogram);
  if (p == Picture::Histogram) return;
  m_pictureChart->removeAllSeries();
  for (QAbstractAxis* a : m_pictureChart->axes()) {
    m_pictureChart->removeAxis(a);
    delete a;
  }
  const int kpi = m_column->currentIndex();
  if (p == Picture::Tornado)
    drawTornado(kpi);
  else
    drawBand(kpi, m_param->currentData().isValid() ? m_param->currentData().toInt() : -1);
}

void SweepResultsView::appendRow(const std::vector<double>& row) {
  m_rows.push_back(row);
  addTableRow(row);
  sortTable();
  // Widths follow the first rows, then every 64th (resizing scans every row).
  if (m_rows.size() <= 32 || m_rows.size() % 64 == 0) fitColumns();
  rebuildHistogram();
  rebuildPicture();
  m_export->setEnabled(true);
}

void SweepResultsView::addTableRow(const std::vector<double>& row) {
  QList<QStandardItem*> items;
  for (int c = 0; c < m_columns.size(); ++c) {
    auto* item = new QStandardItem;
    const auto ci = static_cast<std::size_t>(c);
    if (ci < row.size() && std::isfinite(row[ci]))
      item->setData(row[ci], Qt::DisplayRole);
    else
      item->setText(QStringLiteral("—"));
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    items << item;
  }
  m_model->appendRow(items);
}

void SweepResultsView::sortTable() {
  // Cases finish in any order on several threads; the table keeps the order its header shows (the
  // case number, ascending, until the user picks another column).
  if (m_sortColumn >= m_model->columnCount()) return;
  m_model->sort(m_sortColumn, m_sortOrder);
  // The model's reset (a new sweep) clears the header's indicator: draw it again.
  m_table->horizontalHeader()->setSortIndicator(m_sortColumn, m_sortOrder);
}

void SweepResultsView::setHeaders() {
  m_model->setColumnCount(static_cast<int>(m_columns.size()));
  for (int c = 0; c < m_columns.size(); ++c) {
    // Grid keys are pod paths ("power.battery.capacity_kwh"): the header shows the field, the
    // tooltip (and the histogram's list) the whole key.
    const QString& full = m_columns[c];
    m_model->setHeaderData(c, Qt::Horizontal, full.section(QLatin1Char('.'), -1), Qt::DisplayRole);
    m_model->setHeaderData(c, Qt::Horizontal, full, Qt::ToolTipRole);
  }
}

void SweepResultsView::fitColumns() {
  QHeaderView* h = m_table->horizontalHeader();
  h->setSectionResizeMode(QHeaderView::Interactive);
  m_table->resizeColumnsToContents();
  int sum = 0;
  for (int c = 0; c < h->count(); ++c) sum += h->sectionSize(c);
  if (h->count() > 0 && sum <= m_table->viewport()->width())
    h->setSectionResizeMode(QHeaderView::Stretch);
}

void SweepResultsView::fitBinLabels() {
  auto* axisX = qobject_cast<QBarCategoryAxis*>(m_chart->axes(Qt::Horizontal).value(0));
  if (axisX == nullptr) return;
  const QStringList categories = axisX->categories();
  const QFontMetrics fm(axisX->labelsFont());
  int widest = 0;
  for (const QString& c : categories) widest = std::max(widest, fm.horizontalAdvance(c));
  const double plot =
      m_chart->plotArea().width() > 0.0 ? m_chart->plotArea().width() : 0.8 * m_chartView->width();
  const bool fit = categories.isEmpty() ||
                   static_cast<double>(categories.size()) * (1.3 * widest + 12.0) <= plot;
  axisX->setLabelsAngle(fit ? 0 : -90);
}

void SweepResultsView::resizeEvent(QResizeEvent* e) {
  QWidget::resizeEvent(e);
  fitColumns();
  fitBinLabels();
}

double SweepResultsView::valueAt(int row, int column) const {
  const QVariant v = m_model->data(m_model->index(row, column), Qt::DisplayRole);
  return v.typeId() == QMetaType::Double ? v.toDouble() : NAN;
}

QString SweepResultsView::formatDuration(double seconds) {
  const auto s = static_cast<long long>(std::llround(std::max(0.0, seconds)));
  if (s < 60) return tr("%1 s").arg(s);
  if (s < 3600) return tr("%1 min %2 s").arg(s / 60).arg(s % 60);
  return tr("%1 h %2 min").arg(s / 3600).arg((s / 60) % 60);
}

QString SweepResultsView::progressText() const {
  return m_progressText->text();
}

QString SweepResultsView::statisticsText() const {
  return m_stats->text();
}

void SweepResultsView::rebuildTable() {
  m_model->clear();
  setHeaders();
  const std::vector<std::vector<double>> rows = std::move(m_rows);
  m_rows.clear();
  m_rows.reserve(rows.size());
  for (const auto& r : rows) {
    m_rows.push_back(r);
    addTableRow(r);
  }
  sortTable();
  fitColumns();
}

void SweepResultsView::setProgress(int done, int total, double etaS) {
  total = std::max(total, 0);
  done = std::clamp(done, 0, std::max(total, 0));
  m_progress->setRange(0, std::max(total, 1));
  m_progress->setValue(done);
  const bool running = total > 0 && done < total;
  m_cancel->setEnabled(running);
  if (total == 0)
    m_progressText->setText(tr("No sweep running"));
  else if (running && etaS >= 0.0)
    m_progressText->setText(
        tr("%1 of %2 cases · about %3 left").arg(done).arg(total).arg(formatDuration(etaS)));
  else if (running)
    m_progressText->setText(tr("%1 of %2 cases").arg(done).arg(total));
  else
    m_progressText->setText(tr("Finished: %1 cases").arg(total));
}

void SweepResultsView::setStopped(int done, int total) {
  total = std::max(total, 0);
  done = std::clamp(done, 0, total);
  m_progress->setRange(0, std::max(total, 1));
  m_progress->setValue(done);
  m_cancel->setEnabled(false);
  m_progressText->setText(tr("Cancelled: %1 of %2 cases kept").arg(done).arg(total));
}

void SweepResultsView::setHistogramColumn(int column) {
  if (column >= 0 && column < m_column->count()) m_column->setCurrentIndex(column);
}
int SweepResultsView::histogramColumn() const {
  return m_column->currentIndex();
}
void SweepResultsView::setBinCount(int bins) {
  m_bins->setValue(bins);
}
int SweepResultsView::binCount() const {
  return m_bins->value();
}

void SweepResultsView::rebuildHistogram() {
  const int col = m_column->currentIndex();
  std::vector<double> values;
  if (col >= 0) {
    values.reserve(m_rows.size());
    const auto ci = static_cast<std::size_t>(col);
    for (const auto& r : m_rows) values.push_back(ci < r.size() ? r[ci] : NAN);
  }
  m_histogram = makeHistogram(values, m_bins->value());

  // Bin labels: a precision that tells neighbouring edges apart.
  const auto& e = m_histogram.edges;
  int decimals = 0;
  if (e.size() >= 2) {
    const double width = e[1] - e[0];
    decimals = width > 0.0 ? std::clamp(static_cast<int>(std::ceil(-std::log10(width))), 0, 6) : 2;
  }
  QStringList categories;
  QList<qreal> counts;
  for (std::size_t i = 0; i < m_histogram.counts.size(); ++i) {
    // Bin centres keep the labels short enough to read unrotated.
    categories << QLocale().toString(0.5 * (e[i] + e[i + 1]), 'f', decimals);
    counts << m_histogram.counts[i];
  }
  m_barSet->remove(0, m_barSet->count());
  m_barSet->append(counts);
  auto* axisX = qobject_cast<QBarCategoryAxis*>(m_chart->axes(Qt::Horizontal).value(0));
  auto* axisY = qobject_cast<QValueAxis*>(m_chart->axes(Qt::Vertical).value(0));
  if (axisX) {
    axisX->setCategories(categories);
    axisX->setTitleText(col >= 0 ? tr("%1 (bin centre)").arg(m_columns.value(col)) : QString());
  }
  fitBinLabels();
  int maxCount = 0;
  for (int c : m_histogram.counts) maxCount = std::max(maxCount, c);
  if (axisY) {
    // Whole-number ticks: at most ~6 of them.
    const int top = std::max(1, maxCount);
    const int step = std::max(1, (top + 4) / 5);
    const int rounded = ((top + step - 1) / step) * step;
    axisY->setRange(0, rounded);
    axisY->setTickCount(rounded / step + 1);
  }

  // Summary of the finite values, sorted first so the mean does not depend on the order in which
  // cases arrived.
  std::vector<double> finite;
  finite.reserve(values.size());
  for (double v : values) {
    if (std::isfinite(v)) finite.push_back(v);
  }
  std::sort(finite.begin(), finite.end());
  m_statistics = study::computeStats(finite);
  if (finite.empty()) {
    m_stats->setText(m_rows.empty() ? tr("No results yet.")
                                    : tr("No finite values in this column."));
  } else {
    const auto& st = m_statistics;
    // Numbers in the UI locale, like the table's cells.
    const QLocale loc;
    QString text = tr("cases: %1").arg(st.n) +
                   tr(" · p5 %1 · p50 %2 · p95 %3")
                       .arg(loc.toString(st.p5, 'g', 5))
                       .arg(loc.toString(st.p50, 'g', 5))
                       .arg(loc.toString(st.p95, 'g', 5)) +
                   tr(" · mean %1 · min %2 · max %3")
                       .arg(loc.toString(st.mean, 'g', 5))
                       .arg(loc.toString(st.min, 'g', 5))
                       .arg(loc.toString(st.max, 'g', 5));
    if (m_histogram.skipped > 0) text += tr(" · %1 without a value").arg(m_histogram.skipped);
    m_stats->setText(text);
  }
}

}  // namespace podtwin::views
