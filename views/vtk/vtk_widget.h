#pragma once
// VtkWidget: hosts a VTK 9.1 render window inside a Qt 6 QOpenGLWidget (Debian's VTK Qt module is
// Qt 5, so the project owns this bridge; recipe in ../shared/reference/qt6-vtk-bridge.md).
// Rotate (left drag), pan (middle or shift+left drag), zoom (wheel or right drag): trackball
// camera.

#include <vtkSmartPointer.h>
#include <QElapsedTimer>
#include <QImage>
#include <QOpenGLWidget>
#include <QPointF>
#include <array>
#include <vector>

class vtkGenericOpenGLRenderWindow;
class vtkGenericRenderWindowInteractor;
class vtkRenderer;
class vtkObject;
class vtkCallbackCommand;
class QPainter;

namespace podtwin::views {

class VtkWidget : public QOpenGLWidget {
  Q_OBJECT

 public:
  explicit VtkWidget(QWidget* parent = nullptr);
  ~VtkWidget() override;
  VtkWidget(const VtkWidget&) = delete;
  VtkWidget& operator=(const VtkWidget&) = delete;

  /// Sets the default QSurfaceFormat VTK needs (OpenGL 3.2 core, depth 24, alpha 8, no MSAA).
  /// Call once before constructing QApplication.
  static void setDefaultSurfaceFormat();

  vtkRenderer* renderer() const;
  vtkGenericOpenGLRenderWindow* renderWindow() const;
  vtkGenericRenderWindowInteractor* interactor() const;

  /// Schedules a repaint. Requests until the next paint coalesce into one frame (Qt's update()),
  /// so a burst of snapshots and camera moves costs one render per display refresh.
  void requestRender();
  /// Projects a world point to widget logical pixels (origin top-left), using the current camera
  /// and the widget's size. Valid before the first paint too.
  QPointF worldToWidget(const std::array<double, 3>& worldXyz) const;
  /// Frames rendered so far (paintGL calls that reached VTK).
  long long frameCount() const { return m_frames; }
  /// Wall time of the last VTK Render() inside paintGL, ms (for frame-budget logging only).
  double lastRenderMs() const { return m_lastRenderMs; }

  /// Frame times over the frames since resetFrameStats() (at most the last 1,024), ms of wall time.
  struct FrameStats {
    int frames = 0;              ///< frames painted (paintGL reached VTK)
    int presented = 0;           ///< of those, swapped to the screen (grabs are not)
    double paintMedianMs = 0.0;  ///< paintGL: VTK render plus the overlay
    double paintMaxMs = 0.0;
    double latencyMedianMs = 0.0;  ///< first requestRender() to the frame on screen
    double latencyMaxMs = 0.0;
  };
  FrameStats frameStats() const;
  void resetFrameStats();

 protected:
  void initializeGL() override;
  void resizeGL(int w, int h) override;
  void paintGL() override;

  void mousePressEvent(QMouseEvent* e) override;
  void mouseReleaseEvent(QMouseEvent* e) override;
  void mouseMoveEvent(QMouseEvent* e) override;
  void wheelEvent(QWheelEvent* e) override;
  void keyPressEvent(QKeyEvent* e) override;
  void keyReleaseEvent(QKeyEvent* e) override;
  void enterEvent(QEnterEvent* e) override;
  void leaveEvent(QEvent* e) override;

  /// Device pixels of a widget position (VTK display coordinates, origin bottom-left).
  std::array<int, 2> toDisplay(const QPointF& widgetPos) const;
  /// Paints 2D content over the VTK frame (logical pixels; the painter handles the DPR).
  virtual void paintOverlay(QPainter& painter);

 private:
  static void onVtkEvent(vtkObject* caller, unsigned long eventId, void* clientData,
                         void* callData);
  void forwardMouse(QMouseEvent* e);
  void onFrameSwapped();

  vtkSmartPointer<vtkGenericOpenGLRenderWindow> m_window;
  vtkSmartPointer<vtkGenericRenderWindowInteractor> m_interactor;
  vtkSmartPointer<vtkRenderer> m_renderer;
  vtkSmartPointer<vtkCallbackCommand> m_observer;
  bool m_glReady = false;
  bool m_inPaint = false;
  int m_wheelAccum = 0;
  long long m_frames = 0;
  double m_lastRenderMs = 0.0;
  /// The 2D overlay, painted with the raster engine and then drawn as one image (see paintGL).
  QImage m_overlayImage;
  // Frame-time accounting: paint durations, request-to-screen latencies, a debug log every few s.
  QElapsedTimer m_clock;
  qint64 m_requestedNs = -1;       ///< first request since the last paint; -1 when none is pending
  qint64 m_paintedRequestNs = -1;  ///< the request the last paint served (for its latency)
  std::vector<double> m_paintMs, m_latencyMs;
  int m_presented = 0;
  qint64 m_logWindowStartNs = 0;
  int m_logFrames = 0;
};

}  // namespace podtwin::views
