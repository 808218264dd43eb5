// LiveChart: decimation keeps at most two points per horizontal pixel and never loses an extreme,
// the incremental live path draws the same points a full rebuild does, history is trimmed, and a
// reset (time going backwards) clears it.

#include <QChart>
#include <QTemporaryDir>
#include <QTest>
#include <QValueAxis>
#include <cmath>
#include <limits>
#include "support/test_main.h"

#include "charts/live_chart.h"

namespace live_chart_test {

using podtwin::views::LiveChart;

namespace {
QList<QPointF> points(const LiveChart& c, int s) {
  return c.drawnPoints(s);
}
}  // namespace

class LiveChartTest : public QObject {
  Q_OBJECT

 private slots:
  void timeAxisUnitFollowsTheWindow() {
    // Unit by visible span: < 20 min seconds, < 2 h minutes, < 2 d hours, else days.
    struct Case {
      double startS, endS, scale, originS;
      const char* title;
    };
    const Case cases[] = {
        {0.0, 60.0, 1.0, 0.0, "Simulated time (s)"},
        {0.0, 600.0, 1.0, 0.0, "Simulated time (s)"},
        {0.0, 3600.0, 60.0, 0.0, "Simulated time (min)"},
        {0.0, 6.0 * 3600.0, 3600.0, 0.0, "Simulated time (h)"},
        {0.0, 3.0 * 86400.0, 86400.0, 0.0, "Simulated time (d)"},
        // Deep into a run the labels count from a round origin instead of showing 260,000 s.
        {3.0 * 86400.0 + 4.0 * 3600.0 + 1020.0, 3.0 * 86400.0 + 4.0 * 3600.0 + 1620.0, 1.0,
         3.0 * 86400.0 + 4.0 * 3600.0 + 600.0, "Simulated time (s after 3 d 04:10)"},
        {2.0 * 3600.0 + 300.0, 3.0 * 3600.0 + 300.0, 60.0, 2.0 * 3600.0,
         "Simulated time (min after 02:00)"},
        {5.0 * 86400.0 + 7200.0, 6.0 * 86400.0 + 7200.0, 3600.0, 5.0 * 86400.0,
         "Simulated time (h after 5 d 00:00)"},
        {5.0 * 86400.0, 12.0 * 86400.0, 86400.0, 0.0, "Simulated time (d)"},
    };
    for (const Case& k : cases) {
      const auto a = LiveChart::timeAxisFor(k.startS, k.endS);
      QCOMPARE(a.scale, k.scale);
      QCOMPARE(a.originS, k.originS);
      QCOMPARE(a.title, QString::fromUtf8(k.title));
    }
  }

  void multiDayRunShowsDaysWithRoundTicks() {
    LiveChart c(QStringLiteral("t"));
    c.resize(600, 300);
    c.addSeries(QStringLiteral("a"), QStringLiteral("kW"), Qt::red);
    c.setWindowS(0.0);  // all: three days
    for (int i = 0; i <= 3 * 1440; ++i) c.append(i * 60.0, 1.0 + (i % 10));
    c.flush();
    auto* axis = qobject_cast<QValueAxis*>(c.chart()->axes(Qt::Horizontal).value(0));
    QVERIFY(axis);
    QCOMPARE(axis->titleText(), QStringLiteral("Simulated time (d)"));
    QVERIFY(std::abs(axis->max() - 3.0) < 1e-9);  // 3 days, not 259,200 s
    QCOMPARE(c.timeTickInterval(), 0.5);          // 3 d / ~5 ticks → 0.5 d steps
    QCOMPARE(axis->labelFormat(), QStringLiteral("%.1f"));
    // The drawn points are in days; the CSV and read-out stay in seconds.
    QVERIFY(std::abs(c.drawnPoints(0).back().x() - 3.0) < 1e-9);
    QVERIFY(c.readoutAt(86400.0).startsWith(QStringLiteral("t = 86400.0 s")));
    // A 10-minute window at the end: seconds after a round origin, ticks every 100 or 200 s.
    c.setWindowS(600.0);
    c.flush();
    QCOMPARE(c.timeAxis().scale, 1.0);
    QCOMPARE(c.timeAxis().originS, 3.0 * 86400.0 - 600.0);
    QVERIFY(axis->max() <= 600.0 + 1e-9);
    QCOMPARE(c.timeTickInterval(), 100.0);
    QCOMPARE(axis->labelFormat(), QStringLiteral("%.0f"));
  }

  void valueAxesTickOnRoundNumbers() {
    // Five ticks on multiples of 1, 2, 2.5 or 5 × 10^k, on both axes (their grid lines coincide):
    // a PUE of 1.0705–1.0855 and a battery of −180..230 kW.
    LiveChart c(QStringLiteral("t"));
    c.resize(500, 300);
    c.addSeries(QStringLiteral("pue"), QString(), Qt::red);
    c.addSeries(QStringLiteral("kw"), QStringLiteral("kW"), Qt::blue, LiveChart::Axis::Right);
    for (int i = 0; i <= 100; ++i)
      c.append(i, std::vector<double>{1.0705 + 0.00015 * i, -180.0 + 4.1 * i});
    c.flush();
    const auto axes = c.chart()->axes(Qt::Vertical);
    QCOMPARE(axes.size(), 2);
    for (QAbstractAxis* a : axes) {
      auto* v = qobject_cast<QValueAxis*>(a);
      QVERIFY(v);
      const double step = (v->max() - v->min()) / 4.0;
      const double mag = std::pow(10.0, std::floor(std::log10(step)));
      const double m = step / mag;
      QVERIFY2(std::abs(m - 1.0) < 1e-9 || std::abs(m - 2.0) < 1e-9 || std::abs(m - 2.5) < 1e-9 ||
                   std::abs(m - 5.0) < 1e-9,
               qPrintable(QStringLiteral("step %1").arg(step)));
      QVERIFY(std::abs(v->min() / step - std::round(v->min() / step)) < 1e-6);
      QCOMPARE(v->tickCount(), 5);
    }
    auto* pue = qobject_cast<QValueAxis*>(axes[0]);
    QVERIFY(pue->min() <= 1.0705 && pue->max() >= 1.0855);
    // 0.005 steps from 1.065 would end at 1.085, below the data: 0.01 steps, 1.06 … 1.10.
    QCOMPARE(pue->min(), 1.06);
    QCOMPARE(pue->labelFormat(), QStringLiteral("%.2f"));
    auto* kw = qobject_cast<QValueAxis*>(axes[1]);
    QVERIFY(kw->min() <= -180.0 && kw->max() >= 230.0);
    QCOMPARE(kw->labelFormat(), QStringLiteral("%.0f"));
  }

  void decimatesToTwoPointsPerPixel() {
    LiveChart c(QStringLiteral("t"));
    c.resize(600, 300);
    c.show();
    QVERIFY(QTest::qWaitForWindowExposed(&c));
    c.addSeries(QStringLiteral("a"), QStringLiteral("kW"), Qt::red);
    c.setWindowS(0.0);  // all
    for (int i = 0; i < 50000; ++i) c.append(i * 0.1, std::sin(i * 0.01));
    const double px = c.chart()->plotArea().width();
    QVERIFY(px > 100.0);
    // At most min+max per pixel bucket, plus one partial bucket at each edge.
    QVERIFY2(c.drawnPointCount(0) <= 2.0 * px + 4.0,
             qPrintable(QStringLiteral("%1 points for %2 px").arg(c.drawnPointCount(0)).arg(px)));
    QVERIFY(c.drawnPointCount(0) > px);  // and it is not over-thinned
  }

  void keepsSingleSampleSpike() {
    LiveChart c(QStringLiteral("t"));
    c.resize(400, 300);
    c.addSeries(QStringLiteral("a"), QString(), Qt::red);
    c.setWindowS(0.0);
    for (int i = 0; i < 20000; ++i) c.append(i * 0.1, i == 12345 ? 1000.0 : 1.0);
    double maxY = 0.0;
    for (const QPointF& p : points(c, 0)) maxY = std::max(maxY, p.y());
    // A 0.1 s spike is far narrower than a pixel (2000 s / ~300 px); max-per-bucket keeps it.
    QCOMPARE(maxY, 1000.0);
  }

  void incrementalMatchesRebuild() {
    LiveChart c(QStringLiteral("t"));
    c.resize(500, 300);
    c.addSeries(QStringLiteral("a"), QString(), Qt::red);
    c.addSeries(QStringLiteral("b"), QString(), Qt::blue, LiveChart::Axis::Right);
    c.setWindowS(60.0);
    for (int i = 0; i < 3000; ++i) {
      c.append(i * 0.1, std::vector<double>{std::sin(i * 0.05), std::cos(i * 0.02) * 10.0});
    }
    const auto incA = points(c, 0), incB = points(c, 1);
    c.setWindowS(60.0);  // forces a rebuild from history
    const auto rebA = points(c, 0), rebB = points(c, 1);
    // Same buckets, same samples: the incremental path must draw identical points, except that
    // it may keep one extra point before the window's left edge (kept for line continuity).
    QVERIFY(std::abs(incA.size() - rebA.size()) <= 1);
    QCOMPARE(incA.last(), rebA.last());
    QCOMPARE(incB.last(), rebB.last());
    const QList<QPointF> tailInc = incA.mid(incA.size() - rebA.size() + 1);
    const QList<QPointF> tailReb = rebA.mid(1);
    QCOMPARE(tailInc, tailReb);
  }

  void windowFollowsAndPans() {
    LiveChart c(QStringLiteral("t"));
    c.resize(500, 300);
    c.addSeries(QStringLiteral("a"), QString(), Qt::red);
    c.setWindowS(60.0);
    for (int i = 0; i <= 1200; ++i) c.append(i * 0.5, 1.0);
    QCOMPARE(c.viewEndS(), 600.0);
    QCOMPARE(c.viewStartS(), 540.0);
    c.panBy(-100.0);
    QVERIFY(!c.isFollowing());
    QCOMPARE(c.viewEndS(), 500.0);
    c.append(601.0, 2.0);  // stored, but the user's view stays put
    QCOMPARE(c.viewEndS(), 500.0);
    QCOMPARE(c.valueAt(0, 601.0), 2.0);
    c.setFollowing(true);
    QCOMPARE(c.viewEndS(), 601.0);
  }

  void trimsAndResets() {
    LiveChart c(QStringLiteral("t"));
    c.addSeries(QStringLiteral("a"), QString(), Qt::red);
    c.setHistoryCap(1000);
    for (int i = 0; i < 5000; ++i) c.append(i, 1.0);
    QVERIFY(c.historySize() <= 1000);
    QVERIFY(c.historySize() >= 500);
    c.append(1.0, 3.0);  // time went backwards: a reset
    QCOMPARE(c.historySize(), std::size_t{1});
  }

  void resetAfterALongRunRedrawsTheTimeAxisFromZero() {
    // An hour and a half into a run the axis counts seconds from a round origin; after Reset (time
    // starts again at 0) the axis must count from 0 again, with its range, ticks and labels redone
    // together (stale origins or label formats drew overlapping, wrong labels).
    LiveChart c(QStringLiteral("t"));
    c.resize(600, 300);
    c.addSeries(QStringLiteral("a"), QStringLiteral("kW"), Qt::red);
    c.setWindowS(600.0);
    for (int i = 0; i <= 5400; i += 2) c.append(i, 1.0);
    c.flush();
    QCOMPARE(c.timeAxis().originS, 4800.0);
    QCOMPARE(c.timeAxis().title, QStringLiteral("Simulated time (s after 01:20)"));
    for (int i = 0; i <= 400; i += 2) c.append(i, 2.0);
    c.flush();
    QCOMPARE(c.historySize(), std::size_t{201});
    QCOMPARE(c.timeAxis().originS, 0.0);
    QCOMPARE(c.timeAxis().scale, 1.0);
    QCOMPARE(c.timeAxis().title, QStringLiteral("Simulated time (s)"));
    const auto axes = c.chart()->axes(Qt::Horizontal);
    QCOMPARE(axes.size(), 1);
    const auto* x = qobject_cast<QValueAxis*>(axes.front());
    QVERIFY(x != nullptr);
    QCOMPARE(x->titleText(), QStringLiteral("Simulated time (s)"));
    QCOMPARE(x->min(), 0.0);
    QCOMPARE(x->max(), 600.0);
    QCOMPARE(x->tickInterval(), 100.0);
    QCOMPARE(x->labelFormat(), QStringLiteral("%.0f"));
    QCOMPARE(points(c, 0).front().x(), 0.0);
    QCOMPARE(points(c, 0).back().x(), 400.0);
  }

  void skipsNonFiniteAndExportsCsv() {
    QTemporaryDir dir;
    LiveChart c(QStringLiteral("t"));
    c.addSeries(QStringLiteral("a"), QStringLiteral("kW"), Qt::red);
    c.append(0.0, 1.0);
    c.append(1.0, std::numeric_limits<double>::quiet_NaN());
    c.append(2.0, 3.0);
    QCOMPARE(c.drawnPointCount(0), 2);
    const QString path = dir.filePath(QStringLiteral("c.csv"));
    QVERIFY(c.saveCsv(path));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(f.readAll()), QStringLiteral("time_s,a [kW]\n0,1\n1,\n2,3\n"));
    QVERIFY(c.readoutAt(2.0).contains(QStringLiteral("a: 3 kW")));
  }
};

PODTWIN_TEST_MAIN(LiveChartTest)
}  // namespace live_chart_test
#include "live_chart_test.moc"
