// One snapshot, one compose: the panels, charts, status bar and 3D view take a snapshot in
// together and the window is composed (painted and flushed to the window system) once for it, not
// once per panel or chart. Counts MainWindow::composed() per delivered snapshot while stepping one
// control tick at a time and while running at 100x, and checks that every view still shows the
// newest snapshot. A compose that should not come is watched for over the window's own GUI ticks
// and the running count is taken over a number of snapshots, never over a time.
#include <QApplication>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include "support/test_main.h"

#include "charts/pod_charts.h"
#include "gui/app_style.h"
#include "gui/gui_test_support.h"
#include "gui/main_window.h"
#include "scene/pod_scene_widget.h"

namespace window_compose_test {

using podtwin::gui::MainWindow;
using podtwin::gui::SimController;
using podtwin::gui::testing::kWaitMs;
using podtwin::gui::testing::runGuiTicks;
using podtwin::views::PodCharts;
using podtwin::views::PodSceneWidget;

namespace {
/// Counts the composes of a main window.
struct ComposeCounter : QObject {
  explicit ComposeCounter(MainWindow* w) {
    connect(w, &MainWindow::composed, this, [this] { ++composes; });
  }
  int composes = 0;
};

/// Opens the default pod in `w` at 1600 × 1000 and waits until the window is on screen.
bool showDefaultPod(MainWindow& w) {
  w.quietErrors = true;
  if (!w.openPod(QStringLiteral("builtin:default"))) return false;
  w.resize(1600, 1000);
  w.show();
  return QTest::qWaitForWindowExposed(&w);
}

/// Steps `ticks` control ticks one at a time, each waiting for its snapshot.
bool stepTicks(SimController* ctl, int ticks) {
  for (int i = 0; i < ticks; ++i) {
    QSignalSpy got(ctl, &SimController::snapshotReady);
    ctl->stepOnce();
    if (!got.wait(kWaitMs)) return false;
  }
  return true;
}
}  // namespace

class WindowComposeTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("PodTwinTest"));
    QCoreApplication::setApplicationName(QStringLiteral("PodTwinWindowComposeTest"));
    QSettings().clear();
    podtwin::gui::applyAppStyle(*qApp);
  }

  // Paused, one control tick at a time: each tick is one snapshot, and the window is composed
  // exactly once for it (after the window has settled, nothing else asks for a compose).
  void oneComposePerSteppedSnapshot() {
    MainWindow w;
    QVERIFY(showDefaultPod(w));
    SimController* ctl = w.controller();
    auto* scene = w.findChild<PodSceneWidget*>();
    QVERIFY(scene != nullptr);
    // A few ticks first: the first snapshots grow axes, labels and columns to their widths, and
    // the work they queue for later event-loop passes runs out before counting starts.
    QVERIFY(stepTicks(ctl, 20));
    QVERIFY(runGuiTicks(ctl));
    const auto* power = w.charts()->chart(PodCharts::kPower);
    for (int i = 0; i < 10; ++i) {
      const double t0 = ctl->snapshot().timeS;
      const std::size_t history0 = power->historySize();
      const long long frames0 = scene->frameCount();
      ComposeCounter counter(&w);
      QSignalSpy got(ctl, &SimController::snapshotReady);
      ctl->stepOnce();
      QVERIFY(got.wait(kWaitMs));
      // The snapshot reaches the screen in a compose with its 3D frame; over the GUI ticks after
      // it, anything the snapshot queued for a later pass (a layout, a chart's flush) that asked
      // for a compose of its own would get it.
      const auto composedWithFrame = [&composes = counter.composes, scene, frames0] {
        return composes >= 1 && scene->frameCount() > frames0;
      };
      QVERIFY(QTest::qWaitFor(composedWithFrame, kWaitMs));
      QVERIFY(runGuiTicks(ctl));
      QCOMPARE(got.count(), 1);
      QVERIFY(ctl->snapshot().timeS > t0);
      // Everything shows the new snapshot: a chart sample (the series on screen holds the
      // decimated history with it, not only the history), a 3D frame, the status time.
      QCOMPARE(power->historySize(), history0 + 1);
      QVERIFY(power->isOnScreen());
      QCOMPARE(power->lineSeries(0)->points(), power->drawnPoints(0));
      QCOMPARE(scene->frameCount(), frames0 + 1);
      QCOMPARE(w.statusTimeText(),
               QStringLiteral("t = %1").arg(MainWindow::formatSimTime(ctl->snapshot().timeS)));
      QVERIFY2(counter.composes == 1,
               qPrintable(QString("tick %1 (t = %2 s): the window was composed %3 times for one "
                                  "snapshot")
                              .arg(i)
                              .arg(ctl->snapshot().timeS)
                              .arg(counter.composes)));
    }
  }

  // Charts scrolled out of the dock's view skip their updates; scrolling one in brings it up to
  // date before it is shown.
  void chartScrolledIntoViewShowsTheNewestSamples() {
    MainWindow w;
    QVERIFY(showDefaultPod(w));
    SimController* ctl = w.controller();
    auto* cost = w.charts()->chart(PodCharts::kCost);  // the last chart, below the fold
    QVERIFY(stepTicks(ctl, 10));
    QVERIFY(runGuiTicks(ctl));  // every chart flush the snapshots queued has run
    QVERIFY(!cost->isOnScreen());
    QVERIFY(cost->lineSeries(0)->points() != cost->drawnPoints(0));  // pending while hidden
    auto* scroll = w.charts()->findChild<QScrollArea*>();
    QVERIFY(scroll != nullptr);
    scroll->verticalScrollBar()->setValue(scroll->verticalScrollBar()->maximum());
    QVERIFY(cost->isOnScreen());
    QCOMPARE(cost->lineSeries(0)->points(), cost->drawnPoints(0));
  }

  // Running at 100×: never more composes than snapshots (a compose that comes late shows two
  // snapshots at once, so there may be fewer), one at the edge of the counting window. The window
  // is counted over a number of snapshots, however long the machine takes to deliver them.
  void atMostOneComposePerRunningSnapshot() {
    constexpr int kWarmupSnapshots = 30;   // the run's first ones grow axes, labels and columns
    constexpr int kCountedSnapshots = 90;  // about three seconds' worth at the 33 ms poll
    MainWindow w;
    QVERIFY(showDefaultPod(w));
    SimController* ctl = w.controller();
    ctl->setSpeed(100.0);
    QSignalSpy warmup(ctl, &SimController::snapshotReady);
    ctl->play();
    QVERIFY(QTest::qWaitFor([&] { return warmup.count() >= kWarmupSnapshots; }, kWaitMs));
    QSignalSpy got(ctl, &SimController::snapshotReady);
    int composes = 0;
    int snapshots = 0;
    {
      ComposeCounter counter(&w);
      const bool delivered =
          QTest::qWaitFor([&] { return got.count() >= kCountedSnapshots; }, kWaitMs);
      composes = counter.composes;
      snapshots = static_cast<int>(got.count());
      QVERIFY2(delivered, qPrintable(QString("%1 snapshots while running").arg(snapshots)));
    }
    ctl->pause();
    qInfo("100x: %d snapshots, %d composes", snapshots, composes);
    QVERIFY2(composes <= snapshots + 1,
             qPrintable(QString("%1 composes for %2 snapshots").arg(composes).arg(snapshots)));
    QVERIFY(composes >= snapshots / 2);  // the window still shows most snapshots
  }
};

PODTWIN_TEST_MAIN(WindowComposeTest)
}  // namespace window_compose_test
#include "window_compose_test.moc"
