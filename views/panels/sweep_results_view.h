#pragma once
// SweepResultsView: per-case KPIs of a parameter sweep in a sortable table; a picture of one
// selectable KPI — its histogram (with p5/p50/p95), a tornado over a one-at-a-time study, or the
// KPI against a swept parameter with the p5–p95 band of its Monte-Carlo samples; and a progress bar
// with a cancel button, the remaining time and an export button.

#include <QStringList>
#include <QWidget>
#include <vector>

#include "panels/sweep_pictures.h"
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
class QStackedWidget;

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

  /// What the picture under the table draws.
  enum class Picture { Histogram, Tornado, Band };

  void setResults(QStringList columns, std::vector<std::vector<double>> rows);
  /// Where the sweep's axes are in the columns, and whether it is a one-at-a-time study (then the
  /// picture starts as a tornado; otherwise, with axes, as the KPI against the first axis).
  void setSweepColumns(const SweepColumns& cols, bool oneAtATime);
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

  void setPicture(Picture p);
  Picture picture() const;
  /// The parameter (axis column) the band picture draws the KPI against.
  void setBandParameter(int column);
  const Histogram& histogram() const { return m_histogram; }
  /// What the tornado and band pictures draw now (tests).
  const Tornado& tornado() const { return m_tornado; }
  const std::vector<BandPoint>& band() const { return m_band; }
  QChart* pictureChart() const { return m_pictureChart; }
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
  /// Redraws the tornado or band picture (the histogram has its own chart).
  void rebuildPicture();

 private:
  /// Offers only outputs as KPIs while the picture is a tornado or a band (the histogram takes any
  /// column) and, until the user picks one, opens on a KPI that varies (pictureKpiColumn).
  void fitKpiChoice(bool outputsOnly);
  void drawTornado(int kpi);
  void drawBand(int kpi, int xColumn);
  void rebuildTable();
  void setHeaders();
  /// Columns as wide as their contents, stretched to the view when they fit (else it scrolls).
  void fitColumns();
  /// Appends `row`'s cells to the table model (unsorted).
  void addTableRow(const std::vector<double>& row);
  /// Re-sorts the table model by the column the user chose (the case number at first).
  void sortTable();
  int m_sortColumn = 0;  ///< the case number until the user clicks another header
  Qt::SortOrder m_sortOrder = Qt::AscendingOrder;
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
  QComboBox* m_pictureKind = nullptr;
  QComboBox* m_param = nullptr;
  QLabel* m_paramLabel = nullptr;
  QStackedWidget* m_pictures = nullptr;
  QChart* m_pictureChart = nullptr;
  QChartView* m_pictureView = nullptr;
  SweepColumns m_sweepColumns;
  /// The user picked the KPI in the list since the sweep started: it is kept even when flat.
  bool m_kpiChosen = false;
  Tornado m_tornado;
  std::vector<BandPoint> m_band;
  QProgressBar* m_progress = nullptr;
  QPushButton* m_cancel = nullptr;
  QPushButton* m_export = nullptr;
  QLabel* m_progressText = nullptr;
};

}  // namespace podtwin::views
