// SweepResultsView: histogram bins sum to the row count; progress, remaining time and cancel;
// p5/p50/p95 of the histogram column; headers and export; the tornado of a one-at-a-time study and
// the KPI-against-parameter band with its p5–p95.

#include <QAreaSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QLineSeries>
#include <QProgressBar>
#include <QPushButton>
#include <QStandardItemModel>
#include <QTableView>
#include <QtTest>
#include <algorithm>
#include <cmath>
#include <numeric>
#include "support/test_main.h"

#include "charts/chart_theme.h"
#include "panel_test_data.h"
#include "panels/sweep_results_view.h"
#include "study/case_table.h"

namespace sweep_results_view_test {

using namespace podtwin;
using namespace podtwin::views;

namespace {
std::vector<std::vector<double>> cases(int n) {
  // Deterministic spread: supply temperature 20..40 °C, PUE rising with it.
  std::vector<std::vector<double>> rows;
  for (int i = 0; i < n; ++i) {
    const double supply = 20.0 + 20.0 * i / (n - 1);
    const double pue = 1.08 + 0.004 * (supply - 20.0) + 0.01 * std::sin(i * 1.7);
    rows.push_back({static_cast<double>(i + 1), supply, pue});
  }
  return rows;
}
int sum(const std::vector<int>& v) {
  return std::accumulate(v.begin(), v.end(), 0);
}
}  // namespace

class SweepResultsViewTest : public QObject {
  Q_OBJECT

 private slots:
  void binsSumToRowCount() {
    SweepResultsView v;
    v.setResults({QStringLiteral("case"), QStringLiteral("supply_c"), QStringLiteral("pue")},
                 cases(137));
    QCOMPARE(v.rowCount(), 137);
    QCOMPARE(v.tableView()->model()->rowCount(), 137);
    QCOMPARE(v.histogramColumn(), 2);  // defaults to the last column
    for (int bins : {2, 7, 12, 60}) {
      v.setBinCount(bins);
      QCOMPARE(static_cast<int>(v.histogram().counts.size()), bins);
      QCOMPARE(sum(v.histogram().counts), 137);
      // The chart shows the same counts.
      QCOMPARE(v.barSet()->count(), bins);
      double shown = 0.0;
      for (int i = 0; i < v.barSet()->count(); ++i) shown += v.barSet()->at(i);
      QCOMPARE(shown, 137.0);
    }
    v.setHistogramColumn(1);
    QCOMPARE(sum(v.histogram().counts), 137);
    v.appendRow({138.0, 30.0, 1.12});
    QCOMPARE(sum(v.histogram().counts), 138);
  }

  void rowsStayInCaseOrderWhateverOrderTheyFinishIn() {
    // Two threads finish cases 0, 1, 3, 2, 5, 4: the table lists them 0..5, and a column the user
    // sorts by keeps its order as rows arrive.
    SweepResultsView v;
    v.setResults({QStringLiteral("case"), QStringLiteral("supply_c"), QStringLiteral("pue")}, {});
    for (int c : {0, 1, 3, 2, 5, 4})
      v.appendRow({static_cast<double>(c), 30.0 + c, 1.2 - 0.01 * c});
    for (int r = 0; r < 6; ++r) QCOMPARE(v.valueAt(r, 0), static_cast<double>(r));
    v.tableView()->sortByColumn(2, Qt::DescendingOrder);
    v.appendRow({6.0, 36.0, 1.5});
    QCOMPARE(v.valueAt(0, 0), 6.0);  // the largest PUE first
    for (int r = 1; r < 7; ++r) QCOMPARE(v.valueAt(r, 0), static_cast<double>(r - 1));
    // setResults keeps the chosen order too.
    v.setResults({QStringLiteral("case"), QStringLiteral("supply_c"), QStringLiteral("pue")},
                 {{0.0, 30.0, 1.1}, {1.0, 31.0, 1.3}, {2.0, 32.0, 1.2}});
    QCOMPARE(v.valueAt(0, 0), 1.0);
    QCOMPARE(v.valueAt(2, 0), 0.0);
  }

  void histogramEdgesAndNonFinite() {
    // Uniform 0..9 in 10 bins: one per bin, the maximum in the last (closed) bin.
    std::vector<double> v;
    for (int i = 0; i < 10; ++i) v.push_back(i);
    v.push_back(NAN);
    v.push_back(INFINITY);
    const Histogram h = makeHistogram(v, 10);
    QCOMPARE(h.skipped, 2);
    QCOMPARE(h.counts.size(), std::size_t{10});
    for (int c : h.counts) QCOMPARE(c, 1);
    QCOMPARE(h.edges.front(), 0.0);
    QCOMPARE(h.edges.back(), 9.0);
    // One distinct value: a single bin around it.
    const Histogram one = makeHistogram({1.2, 1.2, 1.2}, 10);
    QCOMPARE(one.counts, std::vector<int>{3});
    QVERIFY(one.edges[0] < 1.2 && one.edges[1] > 1.2);
    QVERIFY(makeHistogram({}, 10).counts.empty());
  }

  void progressAndCancel() {
    SweepResultsView v;
    QSignalSpy spy(&v, &SweepResultsView::cancelRequested);
    QVERIFY(!v.cancelButton()->isEnabled());
    v.setProgress(37, 120);
    QCOMPARE(v.progressBar()->value(), 37);
    QCOMPARE(v.progressBar()->maximum(), 120);
    QVERIFY(v.cancelButton()->isEnabled());
    v.cancelButton()->click();
    QCOMPARE(spy.count(), 1);
    v.setProgress(120, 120);
    QVERIFY(!v.cancelButton()->isEnabled());
    v.setProgress(500, 120);  // clamped
    QCOMPARE(v.progressBar()->value(), 120);
  }

  void etaAndCancelledText() {
    SweepResultsView v;
    v.setProgress(12, 48, 79.6);
    QCOMPARE(v.progressText(), QStringLiteral("12 of 48 cases · about 1 min 20 s left"));
    v.setProgress(12, 48);  // rate not known yet
    QCOMPARE(v.progressText(), QStringLiteral("12 of 48 cases"));
    v.setStopped(12, 48);
    QCOMPARE(v.progressText(), QStringLiteral("Cancelled: 12 of 48 cases kept"));
    QCOMPARE(v.progressBar()->value(), 12);
    QVERIFY(!v.cancelButton()->isEnabled());
    QCOMPARE(SweepResultsView::formatDuration(4.4), QStringLiteral("4 s"));
    QCOMPARE(SweepResultsView::formatDuration(3599.0), QStringLiteral("59 min 59 s"));
    QCOMPARE(SweepResultsView::formatDuration(7260.0), QStringLiteral("2 h 1 min"));
  }

  void percentilesAndExport() {
    SweepResultsView v;
    QVERIFY(!v.exportButton()->isEnabled());
    auto rows = cases(137);
    rows[5][2] = NAN;  // a case that did not finish ok
    v.setResults(
        {QStringLiteral("case"), QStringLiteral("cooling.supply_c"), QStringLiteral("pue")}, rows);
    QVERIFY(v.exportButton()->isEnabled());
    std::vector<double> pue;
    for (const auto& r : rows) {
      if (std::isfinite(r[2])) pue.push_back(r[2]);
    }
    std::sort(pue.begin(), pue.end());
    QCOMPARE(v.statistics().n, std::size_t{136});
    QCOMPARE(v.statistics().p5, study::percentileSorted(pue, 0.05));
    QCOMPARE(v.statistics().p50, study::percentileSorted(pue, 0.50));
    QCOMPARE(v.statistics().p95, study::percentileSorted(pue, 0.95));
    QVERIFY(v.statistics().p5 < v.statistics().p50 && v.statistics().p50 < v.statistics().p95);
    QVERIFY(v.statisticsText().contains(QStringLiteral("p50 %1").arg(
        QLocale().toString(study::percentileSorted(pue, 0.5), 'g', 5))));
    QVERIFY(v.statisticsText().contains(QStringLiteral("1 without a value")));
    // The table shows the numbers themselves; the empty cell is NaN.
    QCOMPARE(v.valueAt(0, 2), rows[0][2]);
    QVERIFY(std::isnan(v.valueAt(5, 2)));
    // Grid keys: the header names the field, the tooltip the whole key.
    auto* m = v.tableView()->model();
    QCOMPARE(m->headerData(1, Qt::Horizontal).toString(), QStringLiteral("supply_c"));
    QCOMPARE(m->headerData(1, Qt::Horizontal, Qt::ToolTipRole).toString(),
             QStringLiteral("cooling.supply_c"));
    QSignalSpy spy(&v, &SweepResultsView::exportRequested);
    v.exportButton()->click();
    QCOMPARE(spy.count(), 1);
  }

  void histogramIsDarkLikeTheLiveCharts() {
    SweepResultsView v;
    v.setResults({QStringLiteral("case"), QStringLiteral("supply_c"), QStringLiteral("pue")},
                 cases(40));
    v.resize(760, 640);
    auto* view = v.findChild<QChartView*>();
    QVERIFY(view);
    QCOMPARE(view->chart()->backgroundBrush().color(), chart_theme::kBackground);
    QCOMPARE(view->chart()->plotAreaBackgroundBrush().color(), chart_theme::kPlotArea);
    // On screen: almost no white (a white chart is white around and between its bars).
    QCoreApplication::processEvents();
    const QImage img = view->grab().toImage();
    int white = 0, n = 0;
    for (int y = 0; y < img.height(); y += 4) {
      for (int x = 0; x < img.width(); x += 4, ++n) {
        if (QColor(img.pixel(x, y)).lightnessF() > 0.85) ++white;
      }
    }
    QVERIFY2(n > 0 && white < n / 20, qPrintable(QStringLiteral("%1 of %2").arg(white).arg(n)));
  }

  void tornadoRanksParametersBySwing() {
    // A one-at-a-time study (columns case, grid_point, sample, ambient, battery, cost) of 2 samples
    // per point: base (15 °C, 1000 kWh) costs 100; ambient 5 / 30 °C → 98 / 130; battery 500 / 2000
    // → 101 / 104. The sample costs straddle the means by ±1.
    const QStringList cols{QStringLiteral("case"),
                           QStringLiteral("grid_point"),
                           QStringLiteral("sample"),
                           QStringLiteral("cooling.ambient.mean_temp_c"),
                           QStringLiteral("power.battery.capacity_kwh"),
                           QStringLiteral("cost_usd")};
    const double points[][3] = {
        {15, 1000, 100}, {5, 1000, 98}, {30, 1000, 130}, {15, 500, 101}, {15, 2000, 104}};
    std::vector<std::vector<double>> rows;
    for (int p = 0; p < 5; ++p) {
      for (int k = 0; k < 2; ++k) {
        rows.push_back({static_cast<double>(2 * p + k), static_cast<double>(p),
                        static_cast<double>(k), points[p][0], points[p][1],
                        points[p][2] + (k == 0 ? -1.0 : 1.0)});
      }
    }
    const SweepColumns sc{1, 3, 2};
    const Tornado t = makeTornado(rows, sc, 5);
    QVERIFY(t.hasBase);
    QCOMPARE(t.baseKpi, 100.0);
    QCOMPARE(t.bars.size(), std::size_t(2));
    QCOMPARE(t.bars[0].axis, 0);  // ambient swings 32, battery 3
    QCOMPARE(t.bars[0].lowValue, 5.0);
    QCOMPARE(t.bars[0].highValue, 30.0);
    QCOMPARE(t.bars[0].kpiAtLow, 98.0);
    QCOMPARE(t.bars[0].kpiAtHigh, 130.0);
    QCOMPARE(t.bars[1].axis, 1);
    QCOMPARE(t.bars[1].kpiAtLow, 101.0);
    QCOMPARE(t.bars[1].kpiAtHigh, 104.0);
    // Cases arrive in any order on worker threads: the same tornado.
    std::vector<std::vector<double>> shuffled(rows.rbegin(), rows.rend());
    QCOMPARE(makeTornado(shuffled, sc, 5).bars[0].kpiAtHigh, 130.0);

    SweepResultsView v;
    v.setResults(cols, rows);
    v.setHistogramColumn(5);
    v.setSweepColumns(sc, true);
    QCOMPARE(v.picture(), SweepResultsView::Picture::Tornado);
    QCOMPARE(v.tornado().bars.size(), std::size_t(2));
    // Two filled bars per parameter and the base line.
    int areas = 0;
    for (QAbstractSeries* s : v.pictureChart()->series())
      areas += qobject_cast<QAreaSeries*>(s) != nullptr ? 1 : 0;
    QCOMPARE(areas, 4);
    QCOMPARE(v.pictureChart()->series().size(), 5);
    v.resize(760, 640);
    QVERIFY(testdata::distinctColours(testdata::grabWidget(v, QStringLiteral("sweep_tornado"))) >
            5);
  }

  void tornadoOpensOnAVaryingOutputAndOffersOnlyOutputs() {
    // A one-at-a-time study over ambient (columns case, grid_point, sample, ambient, then the
    // outputs pue and racks_tripped): pue varies (1.10 / 1.08 / 1.20), racks_tripped is 0 in every
    // case. The last column, the usual default, is flat; the tornado opens on pue.
    const QStringList cols{QStringLiteral("case"),   QStringLiteral("grid_point"),
                           QStringLiteral("sample"), QStringLiteral("cooling.ambient_c"),
                           QStringLiteral("pue"),    QStringLiteral("racks_tripped")};
    const std::vector<std::vector<double>> rows = {
        {0, 0, 0, 15, 1.10, 0}, {1, 1, 0, 5, 1.08, 0}, {2, 2, 0, 30, 1.20, 0}};
    const SweepColumns sc{1, 3, 1};
    QCOMPARE(pictureKpiColumn(rows, sc, 6, 5), 4);
    QCOMPARE(pictureKpiColumn(rows, sc, 6, 3), 4);  // an input is no KPI
    QVERIFY(columnVaries(rows, 4));
    QVERIFY(!columnVaries(rows, 5));

    SweepResultsView v;
    v.setResults(cols, rows);
    QCOMPARE(v.histogramColumn(), 5);
    v.setSweepColumns(sc, true);
    QCOMPARE(v.picture(), SweepResultsView::Picture::Tornado);
    QCOMPARE(v.histogramColumn(), 4);
    QCOMPARE(v.tornado().bars.size(), std::size_t(1));
    QCOMPARE(v.tornado().bars[0].kpiAtLow, 1.08);
    QCOMPARE(v.tornado().bars[0].kpiAtHigh, 1.20);
    // Inputs (case, grid point, sample, the swept key) cannot be chosen as the tornado's KPI.
    auto* combo = v.findChild<QComboBox*>(QStringLiteral("sweepKpi"));
    QVERIFY(combo);
    auto* model = qobject_cast<QStandardItemModel*>(combo->model());
    QVERIFY(model);
    for (int i = 0; i < 4; ++i) QVERIFY2(!model->item(i)->isEnabled(), qPrintable(cols[i]));
    QVERIFY(model->item(4)->isEnabled() && model->item(5)->isEnabled());
    // Set to an input anyway, it goes back to an output.
    v.setHistogramColumn(3);
    QCOMPARE(v.histogramColumn(), 4);
    // The histogram takes any column again.
    v.setPicture(SweepResultsView::Picture::Histogram);
    QVERIFY(model->item(3)->isEnabled());
    v.setHistogramColumn(3);
    QCOMPARE(v.histogramColumn(), 3);
  }

  void bandShowsP5ToP95OfTheSamplesAtEachValue() {
    // A grid over ambient 20 / 35 °C with 21 samples each: the KPI at sample k is 10 + k (20 °C)
    // and 30 + 2k (35 °C). p5 / p50 / p95 by study::computeStats (linear interpolation): 11 / 20 /
    // 29 and 32 / 50 / 68.
    std::vector<std::vector<double>> rows;
    for (int p = 0; p < 2; ++p) {
      for (int k = 0; k < 21; ++k) {
        const double kpi = p == 0 ? 10.0 + k : 30.0 + 2.0 * k;
        rows.push_back({static_cast<double>(21 * p + k), static_cast<double>(p),
                        static_cast<double>(k), p == 0 ? 20.0 : 35.0, kpi});
      }
    }
    rows.push_back({42, 1, 21, 35.0, NAN});  // a failed case is left out
    const auto band = makeBand(rows, 3, 4);
    QCOMPARE(band.size(), std::size_t(2));
    QCOMPARE(band[0].x, 20.0);
    QCOMPARE(band[0].n, std::size_t(21));
    QCOMPARE(band[0].p5, 11.0);
    QCOMPARE(band[0].p50, 20.0);
    QCOMPARE(band[0].p95, 29.0);
    QCOMPARE(band[1].x, 35.0);
    QCOMPARE(band[1].p5, 32.0);
    QCOMPARE(band[1].p50, 50.0);
    QCOMPARE(band[1].p95, 68.0);

    SweepResultsView v;
    v.setResults({QStringLiteral("case"), QStringLiteral("grid_point"), QStringLiteral("sample"),
                  QStringLiteral("cooling.ambient.mean_temp_c"), QStringLiteral("cost_usd")},
                 rows);
    v.setHistogramColumn(4);
    v.setSweepColumns({1, 3, 1}, false);
    QCOMPARE(v.picture(), SweepResultsView::Picture::Band);
    QCOMPARE(v.band().size(), std::size_t(2));
    auto* area = qobject_cast<QAreaSeries*>(v.pictureChart()->series().value(0));
    QVERIFY(area != nullptr);
    QCOMPARE(area->upperSeries()->at(1), QPointF(35.0, 68.0));
    QCOMPARE(area->lowerSeries()->at(0), QPointF(20.0, 11.0));
    v.resize(760, 640);
    QVERIFY(testdata::distinctColours(testdata::grabWidget(v, QStringLiteral("sweep_band"))) > 5);
    v.setPicture(SweepResultsView::Picture::Histogram);
    QCOMPARE(v.histogram().counts.empty(), false);
  }

  void screenshot() {
    SweepResultsView v;
    v.setResults({QStringLiteral("case"), QStringLiteral("supply_c"), QStringLiteral("pue")},
                 cases(120));
    v.setProgress(84, 120);
    v.resize(760, 640);
    QVERIFY(testdata::distinctColours(testdata::grabWidget(v, QStringLiteral("sweep_results"))) >
            5);
  }
};

PODTWIN_TEST_MAIN(SweepResultsViewTest)
}  // namespace sweep_results_view_test
#include "sweep_results_view_test.moc"
