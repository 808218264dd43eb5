// LiveChart interaction: a drag pans the time axis (and stops following), the wheel zooms around
// the mouse, a double-click returns to the live edge, the read-out names every series.

#include <QApplication>
#include <QTest>
#include <QWheelEvent>
#include <cmath>
#include "support/test_main.h"

#include "charts/live_chart.h"

namespace live_chart_interaction_test {

using podtwin::views::LiveChart;

class LiveChartInteractionTest : public QObject {
  Q_OBJECT

 private slots:
  void dragPansAndDoubleClickFollows() {
    LiveChart c(QStringLiteral("t"));
    c.resize(600, 300);
    c.show();
    QVERIFY(QTest::qWaitForWindowExposed(&c));
    c.addSeries(QStringLiteral("a"), QStringLiteral("kW"), Qt::red);
    c.setWindowS(60.0);
    for (int i = 0; i <= 600; ++i) c.append(i, 1.0);
    c.flush();
    QCOMPARE(c.viewEndS(), 600.0);
    const QRectF plot = c.chart()->plotArea();
    const QPoint from = plot.center().toPoint();
    const QPoint to = from + QPoint(100, 0);
    QTest::mousePress(c.viewport(), Qt::LeftButton, {}, from);
    QMouseEvent move(QEvent::MouseMove, QPointF(to), c.viewport()->mapToGlobal(QPointF(to)),
                     Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(c.viewport(), &move);
    QTest::mouseRelease(c.viewport(), Qt::LeftButton, {}, to);
    // Dragging right by 100 px shows earlier times: 60 s over the plot width, 100 px of it.
    QVERIFY(!c.isFollowing());
    const double expected = 600.0 - 100.0 * 60.0 / plot.width();
    QVERIFY2(std::abs(c.viewEndS() - expected) < 0.5,  // half a second: pixel rounding of the drag
             qPrintable(QString::number(c.viewEndS())));
    QCOMPARE(c.viewEndS() - c.viewStartS(), 60.0);
    QTest::mouseDClick(c.viewport(), Qt::LeftButton, {}, from);
    QVERIFY(c.isFollowing());
    QCOMPARE(c.viewEndS(), 600.0);
  }

  void wheelZoomsTimeAxis() {
    LiveChart c(QStringLiteral("t"));
    c.resize(600, 300);
    c.show();
    QVERIFY(QTest::qWaitForWindowExposed(&c));
    c.addSeries(QStringLiteral("a"), QString(), Qt::red);
    c.setWindowS(100.0);
    for (int i = 0; i <= 1000; ++i) c.append(i, 1.0);
    const QPointF pos = c.chart()->plotArea().center();
    QWheelEvent wheel(pos, c.viewport()->mapToGlobal(pos), QPoint(), QPoint(0, 120), Qt::NoButton,
                      Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(c.viewport(), &wheel);
    // One notch zooms in to 80 % of the span, around the mouse (the plot centre).
    QVERIFY(std::abs((c.viewEndS() - c.viewStartS()) - 80.0) < 1e-9);
    QVERIFY(std::abs(0.5 * (c.viewStartS() + c.viewEndS()) - 950.0) < 1.0);
    QVERIFY(!c.isFollowing());
  }

  void readoutListsSeries() {
    LiveChart c(QStringLiteral("t"));
    c.addSeries(QStringLiteral("IT"), QStringLiteral("kW"), Qt::red);
    c.addSeries(QStringLiteral("PUE"), QString(), Qt::blue);
    c.append(3725.0, std::vector<double>{1500.0, 1.12});
    const QString r = c.readoutAt(3725.0);
    QVERIFY(r.contains(QStringLiteral("t = 3725.0 s  (01:02:05)")));  // SI seconds first
    // Past a day the clock part names the day; the seconds stay SI.
    c.append(3.0 * 86400.0 + 3725.0, std::vector<double>{1400.0, 1.1});
    QVERIFY(c.readoutAt(3.0 * 86400.0 + 3725.0)
                .startsWith(QStringLiteral("t = 262925.0 s  (3 d 01:02:05)")));
    QVERIFY(r.contains(QStringLiteral("IT: 1500 kW")));
    QVERIFY(r.contains(QStringLiteral("PUE: 1.12")));
  }
};

PODTWIN_TEST_MAIN(LiveChartInteractionTest)
}  // namespace live_chart_interaction_test
#include "live_chart_interaction_test.moc"
