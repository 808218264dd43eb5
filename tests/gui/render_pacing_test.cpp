// Render pacing of the main window at 1600 × 1000 under Xvfb/llvmpipe, the model running at 100×
// in the SimController worker: the 3D scene renders only when a snapshot changed (never more often
// than snapshots arrive), renders nothing while paused, and every presented frame is counted.
// Frame times are measured by the benchmarks (tests/bench/scene_frame_gui_bench.cpp and
// window_frame_gui_bench.cpp, label `bench`), never here.
#include <QApplication>
#include <QMap>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include "gui/frame_memory.h"
#include "gui/main_window.h"
#include "scenario/scenario.h"
#include "scene/pod_scene_widget.h"

using podtwin::gui::MainWindow;
using podtwin::gui::SimController;
using podtwin::views::PodSceneWidget;

namespace {
constexpr int kRunMs = 2000;  // long enough for ~60 snapshots at the controller's 33 ms poll

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
    ctl->play();
    QTest::qWait(500);  // let the pace settle and the first frames compile their shaders
    scene->resetFrameStats();
    snapshots.clear();
    const long long frames0 = scene->frameCount();
    // Which widgets repaint, and how often the window is composed.
    PaintCounter counter;
    qApp->installEventFilter(&counter);
    QTest::qWait(kRunMs);
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
    QVERIFY2(frames > 0, "the scene never repainted while the model ran");
    QVERIFY(scene->frameStats().presented > 0);
    // One render per snapshot at most: requests between two paints coalesce (the first frames of
    // the window and a resize may add one or two).
    QVERIFY2(frames <= received + 2,
             qPrintable(QString("%1 frames for %2 snapshots").arg(frames).arg(received)));

    // Paused: no snapshot, no render.
    ctl->pause();
    QTRY_VERIFY(!ctl->state().running);
    QTest::qWait(200);
    const long long idle0 = scene->frameCount();
    QTest::qWait(800);
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
    QTRY_COMPARE(w.findChild<PodSceneWidget*>()->rackCount(), 1024);
    runAt100x(w, "campus");
  }
};

QTEST_MAIN(RenderPacingTest)
#include "render_pacing_test.moc"
