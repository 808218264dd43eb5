#pragma once
// SweepResultsView: per-case KPIs of a parameter sweep in a sortable table, a histogram of one
// selectable column (Qt Charts QBarSeries) with its p5/p50/p95, and a progress bar with a cancel
// button, the remaining time and an export button.

#include <QStringList>
#include <QWidget>
#include <vector>

#include "study/case_table.h"

class QTableView;
class QStandardItemModel;
class QComboBox;
class QSpinBox;
class QProgressBar;
class QPushButton;
class QLabel;
class QChart;
class QChartView;
class QBarSeries;
class QBarSet;

namespace podtwin::views {

/// Equal-width histogram of finite values; NaN and infinities are skipped. A single distinct value
/// gets one centred bin. edges has counts.size() + 1 entries.
struct Histogram {
  std::vector<double> edges;
  std::vector<int> counts;
  int skipped = 0;  ///< non-finite values
};
Histogram makeHistogram(const std::vector<double>& values, int bins);

class SweepResultsView : public QWidget {
  Q_OBJECT

 public:
  explicit SweepResultsView(QWidget* parent = nullptr);
  ~SweepResultsView() override;

  void setResults(QStringList columns, std::vector<std::vector<double>> rows);
  /// Appends one finished case (live sweeps).
  void appendRow(const std::vector<double>& row);
  /// `etaS` >= 0 adds "about … left" to the progress text.
  void setProgress(int done, int total, double etaS = -1.0);
  /// The sweep stopped early (cancelled) with `done` of `total` cases kept.
  void setStopped(int done, int total);
  /// Column shown in the histogram.
  void setHistogramColumn(int column);
  int histogramColumn() const;
  void setBinCount(int bins);
  int binCount() const;

  const Histogram& histogram() const { return m_histogram; }
  /// n, mean, min, p5, p50, p95, max of the histogram column's finite values (study::computeStats,
  /// so the numbers match summary.json).
  const study::KpiStats& statistics() const { return m_statistics; }
  QString statisticsText() const;
  QString progressText() const;
  QStringList columns() const { return m_columns; }
  int rowCount() const { return static_cast<int>(m_rows.size()); }
  QTableView* tableView() const { return m_table; }
  QProgressBar* progressBar() const { return m_progress; }
  QPushButton* cancelButton() const { return m_cancel; }
  QPushButton* exportButton() const { return m_export; }
  /// A value shown in the table (model row, column), NaN for an empty cell (tests).
  double valueAt(int row, int column) const;
  /// Remaining time as the progress text shows it ("about 2 min 10 s").
  static QString formatDuration(double seconds);
  /// The chart's bar set (tests check it matches histogram()).
  QBarSet* barSet() const { return m_barSet; }

 signals:
  void cancelRequested();
  void exportRequested();

 protected:
  void resizeEvent(QResizeEvent* e) override;

 private slots:
  void rebuildHistogram();

 private:
  void rebuildTable();
  void setHeaders();
  /// Columns as wide as their contents, stretched to the view when they fit (else it scrolls).
  void fitColumns();
  /// Bin labels upright when they fit side by side, else turned.
  void fitBinLabels();

  QStringList m_columns;
  std::vector<std::vector<double>> m_rows;
  Histogram m_histogram;
  study::KpiStats m_statistics;
  QStandardItemModel* m_model = nullptr;
  QTableView* m_table = nullptr;
  QComboBox* m_column = nullptr;
  QSpinBox* m_bins = nullptr;
  QLabel* m_stats = nullptr;
  QChart* m_chart = nullptr;
  QChartView* m_chartView = nullptr;
  QBarSeries* m_series = nullptr;
  QBarSet* m_barSet = nullptr;
  QProgressBar* m_progress = nullptr;
  QPushButton* m_cancel = nullptr;
  QPushButton* m_export = nullptr;
  QLabel* m_progressText = nullptr;
};

}  // namespace podtwin::views
