// The Qt 6 ↔ VTK bridge: renders into the widget's framebuffer, takes mouse input as a trackball
// camera, and never drags Qt 5 into the process.
#include <vtkActor.h>
#include <vtkCamera.h>
#include <vtkCubeSource.h>
#include <vtkPolyDataMapper.h>
#include <vtkProperty.h>
#include <vtkRenderer.h>
#include <QFile>
#include <QSurfaceFormat>
#include <QtTest>
#include "support/test_main.h"

#include "vtk/vtk_widget.h"

namespace vtk_widget_test {

using podtwin::views::VtkWidget;

namespace {

int channelDiff(const QColor& a, const QColor& b) {
  return std::max({std::abs(a.red() - b.red()), std::abs(a.green() - b.green()),
                   std::abs(a.blue() - b.blue())});
}
double cameraDistance(vtkCamera* c) {
  return c->GetDistance();
}
}  // namespace

class VtkWidgetTest : public QObject {
  Q_OBJECT

 public:
  // Before the QApplication exists (Qt Test calls it first): VTK needs a 3.2 core, depth-24 format.
  static void initMain() { VtkWidget::setDefaultSurfaceFormat(); }

 private:
  std::unique_ptr<VtkWidget> m_w;

 private slots:
  void init() {
    QCOMPARE(QSurfaceFormat::defaultFormat().profile(), QSurfaceFormat::CoreProfile);
    m_w = std::make_unique<VtkWidget>();
    m_w->resize(480, 360);
    m_w->renderer()->SetBackground(0.2, 0.4, 0.6);
    auto cube = vtkSmartPointer<vtkCubeSource>::New();
    auto mapper = vtkSmartPointer<vtkPolyDataMapper>::New();
    mapper->SetInputConnection(cube->GetOutputPort());
    auto actor = vtkSmartPointer<vtkActor>::New();
    actor->SetMapper(mapper);
    actor->GetProperty()->SetLighting(false);  // exact colour on screen
    actor->GetProperty()->SetColor(1.0, 0.5, 0.0);
    m_w->renderer()->AddActor(actor);
    m_w->renderer()->ResetCamera();
    m_w->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_w.get()));
  }
  void cleanup() { m_w.reset(); }

  void rendersIntoTheWidgetFramebuffer() {
    const QImage img = m_w->grabFramebuffer();
    QCOMPARE(img.width(), static_cast<int>(480 * m_w->devicePixelRatioF()));
    QVERIFY(m_w->frameCount() >= 1);
    // The cube sits at the centre; (1, 0.5, 0) → (255, 128, 0) within 8-bit rounding.
    const QColor centre = img.pixelColor(img.width() / 2, img.height() / 2);
    QVERIFY2(channelDiff(centre, QColor(255, 128, 0)) <= 2, qPrintable(centre.name()));
    // The background is opaque and exactly the renderer's colour (0.2, 0.4, 0.6) → (51, 102, 153);
    // with background alpha 0 a grab would come out white or grey.
    const QColor corner = img.pixelColor(3, 3);
    QVERIFY2(channelDiff(corner, QColor(51, 102, 153)) <= 1, qPrintable(corner.name()));
    QCOMPARE(corner.alpha(), 255);
  }

  void worldToWidgetMatchesTheRenderedImage() {
    // The projection helper and the rendered image agree: the cube's centre projects to the
    // widget centre (camera reset on it), within a pixel of rounding.
    const QPointF p = m_w->worldToWidget({0.0, 0.0, 0.0});
    QVERIFY(std::abs(p.x() - 240.0) < 1.0);
    QVERIFY(std::abs(p.y() - 180.0) < 1.0);
  }

  void mouseDragRotatesAndWheelZooms() {
    vtkCamera* cam = m_w->renderer()->GetActiveCamera();
    double before[3];
    cam->GetPosition(before);
    QTest::mousePress(m_w.get(), Qt::LeftButton, {}, QPoint(240, 180));
    for (int i = 1; i <= 10; ++i) {
      QMouseEvent move(QEvent::MouseMove, QPointF(240 + 8 * i, 180), QPointF(), Qt::NoButton,
                       Qt::LeftButton, Qt::NoModifier);
      QApplication::sendEvent(m_w.get(), &move);
    }
    QTest::mouseRelease(m_w.get(), Qt::LeftButton, {}, QPoint(320, 180));
    double after[3];
    cam->GetPosition(after);
    const double moved =
        std::hypot(after[0] - before[0], after[1] - before[1], after[2] - before[2]);
    QVERIFY2(moved > 0.1, "a horizontal drag must orbit the camera");
    const double d0 = cameraDistance(cam);
    QWheelEvent wheel(QPointF(240, 180), m_w->mapToGlobal(QPointF(240, 180)), QPoint(),
                      QPoint(0, 120), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(m_w.get(), &wheel);
    QVERIFY2(cameraDistance(cam) < d0 * 0.95, "one wheel notch forward must dolly in");
  }

  void noQt5InTheProcess() {
    QFile maps("/proc/self/maps");
    QVERIFY(maps.open(QIODevice::ReadOnly));
    const QByteArray all = maps.readAll();
    // Reading worked and shows the libraries we do load, so an absence below means something.
    QVERIFY(all.contains("libQt6Widgets"));
    QVERIFY(all.contains("libvtkRenderingOpenGL2"));
    QVERIFY2(!all.contains("libQt5"), "Qt 5 was loaded (a VTK Qt module slipped in)");
  }
};

PODTWIN_TEST_MAIN(VtkWidgetTest)
}  // namespace vtk_widget_test
#include "vtk_widget_test.moc"
