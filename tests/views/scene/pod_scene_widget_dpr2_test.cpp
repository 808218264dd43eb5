// The 3D pod at a device pixel ratio of 2 (QT_SCALE_FACTOR=2): the framebuffer has twice the
// pixels, and racks are still where rackScreenPosition() (logical pixels) says, and clickable.
#include <QGuiApplication>
#include <QSignalSpy>
#include <QSurfaceFormat>
#include <QtTest>
#include "support/test_main.h"

#include "scene/pod_scene_widget.h"
#include "views/scene/scene_test_support.h"

namespace pod_scene_widget_dpr2_test {

using namespace podtwin;
using namespace podtwin::views;
using namespace podtwin::views::testing;

namespace {
// Same reasoning as pod_scene_widget_test.cpp: lighting off, 8-bit rounding only.
constexpr int kColourTolerance = 3;
}  // namespace

class PodSceneWidgetDpr2Test : public QObject {
  Q_OBJECT

 public:
  // Before the QApplication exists (Qt Test calls it first): it reads the environment then.
  static void initMain() {
    qputenv("QT_SCALE_FACTOR", "2");
    VtkWidget::setDefaultSurfaceFormat();
  }

 private slots:
  void rendersAndPicksAtDevicePixelRatioTwo() {
    QCOMPARE(qApp->devicePixelRatio(), 2.0);  // initMain set QT_SCALE_FACTOR before the app
    QCOMPARE(QSurfaceFormat::defaultFormat().profile(), QSurfaceFormat::CoreProfile);
    const PodConfig pod = defaultPod();
    PodSceneWidget w;
    w.resize(800, 500);
    w.setPod(pod);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QCOMPARE(w.devicePixelRatioF(), 2.0);
    w.setCameraPreset(PodSceneWidget::CameraPreset::Overview, false);
    Snapshot s = snapshotFor(pod);
    for (int i = 0; i < pod.racks.count; ++i) {
      s.racks.powerKw[i] = 10.0f + 8.0f * static_cast<float>(i);
    }
    w.updateSnapshot(s);
    const QImage img = w.grabFramebuffer();
    // VTK renders at device resolution, not upscaled from logical pixels.
    QCOMPARE(img.width(), 1600);
    QCOMPARE(img.height(), 1000);
    if (qEnvironmentVariableIsSet("PODTWIN_SCREENSHOT_DIR")) {
      img.save(qEnvironmentVariable("PODTWIN_SCREENSHOT_DIR") + "/pod_scene_overview_dpr2.png");
    }
    for (int i = 0; i < pod.racks.count; ++i) {
      const QPoint p = w.rackScreenPosition(i);
      const QColor got = pixelAt(img, p, 2.0);
      const QColor want = w.rackColorForValue(s.racks.powerKw[i]);
      QVERIFY2(channelDiff(got, want) <= kColourTolerance,
               qPrintable(QString("rack %1 at logical (%2,%3): got %4, want %5")
                              .arg(i)
                              .arg(p.x())
                              .arg(p.y())
                              .arg(describe(got), describe(want))));
    }
    QVERIFY(channelDiff(pixelAt(img, QPoint(4, 4), 2.0), PodSceneWidget::backgroundColor()) <= 1);
    // The legend is laid out in logical pixels and drawn at device resolution: inside the view,
    // and its ramp's top and bottom device rows are the 140 kW and 0 kW colours.
    const QRect legend = w.legendRect();
    QVERIFY(w.rect().adjusted(4, 4, -4, -4).contains(legend));
    const QRect bar = w.legendBarRect();
    QVERIFY(legend.contains(bar));
    const int bx = bar.center().x() * 2;
    QVERIFY(channelDiff(img.pixelColor(bx, bar.top() * 2), w.rackColorForValue(140.0)) <=
            kColourTolerance);
    QVERIFY(channelDiff(img.pixelColor(bx, bar.bottom() * 2 + 1), w.rackColorForValue(0.0)) <=
            kColourTolerance);
    // Events arrive in logical pixels and must be scaled to VTK's device pixels for picking.
    QSignalSpy racks(&w, &PodSceneWidget::rackSelected);
    for (int id : {1, 9, 14}) {
      QTest::mouseClick(&w, Qt::LeftButton, {}, w.rackScreenPosition(id));
      QVERIFY(!racks.isEmpty());
      QCOMPARE(racks.takeLast().at(0).toInt(), id);
    }
  }
};

PODTWIN_TEST_MAIN(PodSceneWidgetDpr2Test)
}  // namespace pod_scene_widget_dpr2_test
#include "pod_scene_widget_dpr2_test.moc"
