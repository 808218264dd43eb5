#pragma once
// VtkWidget: hosts a VTK 9.1 render window in a Qt 6 widget (Debian's VTK Qt module is Qt 5, so
// the project owns this bridge; recipe in ../shared/reference/qt6-vtk-bridge.md). VTK renders into
// a framebuffer object of an offscreen OpenGL context; the frame is read back into an image that
// the widget paints like any other, with the 2D overlay on top. The window stays a plain raster
// window: a QOpenGLWidget would make Qt compose the whole window through OpenGL on every update of
// any widget in it (on llvmpipe ~20 ms for 1600 × 1000, even when only a label changed).
// Rotate (left drag), pan (middle or shift+left drag), zoom (wheel or right drag): trackball
// camera.

#include <vtkSmartPointer.h>
#include <QElapsedTimer>
#include <QImage>
#include <QPointF>
#include <QWidget>
#include <array>
#include <memory>
#include <vector>

class vtkGenericOpenGLRenderWindow;
class vtkGenericRenderWindowInteractor;
class vtkRenderer;
class vtkObject;
class vtkCallbackCommand;
class QPainter;
class QOpenGLContext;
class QOffscreenSurface;
class QOpenGLFramebufferObject;

namespace podtwin::views {

class VtkWidget : public QWidget {
  Q_OBJECT

 public:
  explicit VtkWidget(QWidget* parent = nullptr);
  ~VtkWidget() override;
  VtkWidget(const VtkWidget&) = delete;
  VtkWidget& operator=(const VtkWidget&) = delete;

  /// Sets the default QSurfaceFormat VTK needs (OpenGL 3.2 core, depth 24, alpha 8, no MSAA).
  /// Call once before constructing QApplication; the offscreen context uses it.
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
  /// Frames rendered so far (renders that reached VTK).
  long long frameCount() const { return m_frames; }
  /// Wall time of the last VTK Render(), ms (for frame-budget logging only).
  double lastRenderMs() const { return m_lastRenderMs; }
  /// The frame as the widget shows it (VTK's picture and the overlay), in device pixels with the
  /// device pixel ratio set; renders first when a render is pending or the size changed. A null
  /// image when OpenGL is not available.
  QImage grabFramebuffer();

  /// Frame times over the frames since resetFrameStats() (at most the last 1,024), ms of wall time.
  struct FrameStats {
    int frames = 0;              ///< frames rendered (VTK render, read-back and overlay)
    int presented = 0;           ///< of those, painted into the window (grabs are not)
    double paintMedianMs = 0.0;  ///< VTK render, read-back and the overlay
    double paintMaxMs = 0.0;
    double latencyMedianMs = 0.0;  ///< first requestRender() to the frame on screen
    double latencyMaxMs = 0.0;
  };
  FrameStats frameStats() const;
  void resetFrameStats();

 signals:
  /// A rendered frame was painted into the window (it reaches the screen with this compose).
  void frameSwapped();

 protected:
  /// The render size follows the widget: `w` × `h` logical pixels (VTK works in device pixels).
  virtual void resizeGL(int w, int h);
  void paintEvent(QPaintEvent* e) override;
  void resizeEvent(QResizeEvent* e) override;

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
  /// Creates the offscreen context and initialises VTK in it (once); false without OpenGL.
  bool ensureContext();
  bool makeContextCurrent();
  /// Renders VTK into the framebuffer object, reads it back into m_frame and paints the overlay.
  void renderFrame();
  QSize deviceSize() const;

  std::unique_ptr<QOffscreenSurface> m_surface;
  std::unique_ptr<QOpenGLContext> m_context;
  std::unique_ptr<QOpenGLFramebufferObject> m_fbo;
  bool m_contextFailed = false;
  bool m_renderPending = true;
  QImage m_frame;  ///< the last rendered frame with its overlay, device pixels

  vtkSmartPointer<vtkGenericOpenGLRenderWindow> m_window;
  vtkSmartPointer<vtkGenericRenderWindowInteractor> m_interactor;
  vtkSmartPointer<vtkRenderer> m_renderer;
  vtkSmartPointer<vtkCallbackCommand> m_observer;
  bool m_glReady = false;
  bool m_inPaint = false;
  int m_wheelAccum = 0;
  long long m_frames = 0;
  double m_lastRenderMs = 0.0;
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
