// Render pacing of the main window at 1600 × 1000 under Xvfb/llvmpipe, the model running at 100×
// in the SimController worker: the 3D scene keeps rendering while the model runs, renders only when
// a snapshot changed (never more often than snapshots arrive), renders nothing while paused, and
// every presented frame is counted. The counts are taken over a number of frames and GUI ticks,
// not over a time, so they hold however slowly the machine draws. Frame times are measured by the
// benchmarks (tests/bench/scene_frame_gui_bench.cpp and window_frame_gui_bench.cpp, label
// `bench`), never here.
#include <QApplication>
#include <QMap>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include "support/test_main.h"

#include "gui/frame_memory.h"
#include "gui/gui_test_support.h"
#include "gui/main_window.h"
#include "scenario/scenario.h"
#include "scene/pod_scene_widget.h"

namespace render_pacing_test {

using podtwin::gui::MainWindow;
using podtwin::gui::SimController;
using podtwin::gui::testing::kWaitMs;
using podtwin::gui::testing::runGuiTicks;
using podtwin::views::PodSceneWidget;

namespace {
// Frames of the running model before counting starts: the first ones compile the shaders.
constexpr long long kWarmupFrames = 3;
// Frames counted while the model runs (about as many snapshots as the controller's 33 ms poll
// delivers in a second).
constexpr long long kCountedFrames = 30;
// GUI ticks watched while paused (about a second at the controller's 33 ms poll).
constexpr int kPausedTicks = 30;

/// Counts paint events per widget class and update requests of top-level windows.
struct PaintCounter : QObject {
  QMap<QString, int> paints;
  int windowUpdates = 0;
  bool eventFilter(QObject* o, QEvent* e) override {
    if (e->type() == QEvent::Paint) {
      ++paints[QString::fromLatin1(o->metaObject()->className())];
    } else if (e->type() == QEvent::UpdateRequest && o->isWidgetType() &&
               static_cast<QWidget*>(o)->isWindow()) {
      ++windowUpdates;
    }
    return false;
  }
};
}  // namespace

class RenderPacingTest : public QObject {
  Q_OBJECT

  void runAt100x(MainWindow& w, const char* label) {
    auto* scene = w.findChild<PodSceneWidget*>();
    QVERIFY(scene != nullptr);
    SimController* ctl = w.controller();
    ctl->setSpeed(100.0);
    QSignalSpy snapshots(ctl, &SimController::snapshotReady);
    const long long framesAtPlay = scene->frameCount();
    ctl->play();
    QVERIFY(QTest::qWaitFor([&] { return scene->frameCount() - framesAtPlay >= kWarmupFrames; },
                            kWaitMs));
    scene->resetFrameStats();
    snapshots.clear();
    const long long frames0 = scene->frameCount();
    // Which widgets repaint, and how often the window is composed.
    PaintCounter counter;
    qApp->installEventFilter(&counter);
    // Frames keep coming while the model runs: kCountedFrames of them, however long they take.
    const bool rendering =
        QTest::qWaitFor([&] { return scene->frameCount() - frames0 >= kCountedFrames; }, kWaitMs);
    qApp->removeEventFilter(&counter);
    QStringList paints;
    for (auto it = counter.paints.begin(); it != counter.paints.end(); ++it) {
      paints << QString("%1 %2").arg(it.key()).arg(it.value());
    }
    const long long frames = scene->frameCount() - frames0;
    const auto received = static_cast<long long>(snapshots.count());
    qInfo(
        "%s: %d racks: %lld snapshots, %lld frames rendered, window composed %d times; paint "
        "events: %s",
        label, scene->rackCount(), received, frames, counter.windowUpdates,
        qPrintable(paints.join(", ")));
    QVERIFY2(rendering, qPrintable(QString("the scene rendered %1 of %2 frames while the model ran")
                                       .arg(frames)
                                       .arg(kCountedFrames)));
    QTRY_VERIFY_WITH_TIMEOUT(scene->frameStats().presented > 0, kWaitMs);
    // One render per snapshot at most: requests between two paints coalesce (the frame of a
    // snapshot delivered just before the count, and a resize, may add one or two).
    QVERIFY2(frames <= received + 2,
             qPrintable(QString("%1 frames for %2 snapshots").arg(frames).arg(received)));

    // Paused: no snapshot, no render. Once the simulation thread has taken the pause it publishes
    // nothing more; its last state is taken now and drawn (a render asked for here joins the one
    // still pending for that state, if any), so nothing is left to draw.
    ctl->pause();
    ctl->sync();
    ctl->pollNow();
    QVERIFY(!ctl->state().running);
    const long long beforeLast = scene->frameCount();
    scene->requestRender();
    QVERIFY(QTest::qWaitFor([&] { return scene->frameCount() > beforeLast; }, kWaitMs));
    // Then, over kPausedTicks GUI ticks (each one a poll that would deliver a published state),
    // not a snapshot and not a frame.
    QSignalSpy whilePaused(ctl, &SimController::snapshotReady);
    const long long idle0 = scene->frameCount();
    QVERIFY(runGuiTicks(ctl, kPausedTicks));
    QCOMPARE(whilePaused.count(), 0);
    QCOMPARE(scene->frameCount(), idle0);
  }

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("PodTwinTest"));
    QCoreApplication::setApplicationName(QStringLiteral("PodTwinRenderPacingTest"));
    QSettings().clear();
    podtwin::gui::keepFrameBuffersInHeap();  // as the application's main() does
  }

  void defaultPodAt100x() {
    MainWindow w;
    QVERIFY(w.openPod(QStringLiteral("builtin:default")));
    w.resize(1600, 1000);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    runAt100x(w, "default pod");
  }

  void campusAt100x() {
    MainWindow w;
    QVERIFY(w.openPod(QStringLiteral("builtin:default")));
    w.resize(1600, 1000);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    podtwin::Scenario empty;
    empty.name = "empty";
    w.controller()->load(podtwin::scaledPod(podtwin::loadPodConfig("builtin:default"), 1024), empty,
                         1);
    QTRY_COMPARE_WITH_TIMEOUT(w.findChild<PodSceneWidget*>()->rackCount(), 1024, kWaitMs);
    runAt100x(w, "campus");
  }
};

PODTWIN_TEST_MAIN(RenderPacingTest)
}  // namespace render_pacing_test
#include "render_pacing_test.moc"
