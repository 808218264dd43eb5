#include "vtk/vtk_widget.h"

#include <spdlog/spdlog.h>
#include <vtkCallbackCommand.h>
#include <vtkCamera.h>
#include <vtkCommand.h>
#include <vtkGenericOpenGLRenderWindow.h>
#include <vtkGenericRenderWindowInteractor.h>
#include <vtkInteractorStyleTrackballCamera.h>
#include <vtkMatrix4x4.h>
#include <vtkOpenGLState.h>
#include <vtkRenderer.h>
#include <QElapsedTimer>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QOffscreenSurface>
#include <QOpenGLContext>
#include <QOpenGLFramebufferObject>
#include <QPaintEvent>
#include <QPainter>
#include <QSurfaceFormat>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>

namespace podtwin::views {

namespace {
constexpr int kWheelStep = 120;  // one notch of a standard mouse wheel (Qt's angleDelta units)
constexpr std::size_t kMaxFrameSamples = 1024;
constexpr qint64 kFrameLogIntervalNs = 5'000'000'000;  // debug log of frame times every 5 s

double median(std::vector<double> v) {
  if (v.empty()) return 0.0;
  const auto mid = v.begin() + static_cast<std::ptrdiff_t>(v.size() / 2);
  std::nth_element(v.begin(), mid, v.end());
  return *mid;
}
double maxOf(const std::vector<double>& v) {
  return v.empty() ? 0.0 : *std::max_element(v.begin(), v.end());
}
void pushSample(std::vector<double>& v, double x) {
  if (v.size() >= kMaxFrameSamples) v.erase(v.begin());
  v.push_back(x);
}
}  // namespace

void VtkWidget::setDefaultSurfaceFormat() {
  QSurfaceFormat fmt;
  fmt.setRenderableType(QSurfaceFormat::OpenGL);
  fmt.setVersion(3, 2);
  fmt.setProfile(QSurfaceFormat::CoreProfile);
  fmt.setSwapBehavior(QSurfaceFormat::DoubleBuffer);
  fmt.setRedBufferSize(8);
  fmt.setGreenBufferSize(8);
  fmt.setBlueBufferSize(8);
  fmt.setDepthBufferSize(24);
  fmt.setAlphaBufferSize(8);
  fmt.setStencilBufferSize(0);
  fmt.setSamples(0);  // VTK draws into its own framebuffer; multisampling there is not needed
  QSurfaceFormat::setDefaultFormat(fmt);
  vtkOpenGLRenderWindow::SetGlobalMaximumNumberOfMultiSamples(0);
}

VtkWidget::VtkWidget(QWidget* parent) : QWidget(parent) {
  setFocusPolicy(Qt::StrongFocus);
  setMouseTracking(true);
  setMinimumSize(160, 120);
  // The frame covers the whole widget: no background to fill first.
  setAttribute(Qt::WA_OpaquePaintEvent);
  m_clock.start();

  m_window = vtkSmartPointer<vtkGenericOpenGLRenderWindow>::New();
  m_window->SetReadyForRendering(false);
  m_window->SetMultiSamples(0);
  m_window->SetFrameBlitModeToBlitToCurrent();

  m_renderer = vtkSmartPointer<vtkRenderer>::New();
  m_renderer->SetBackground(0.1, 0.1, 0.1);
  m_renderer->SetBackgroundAlpha(1.0);  // alpha 0 would make the widget compose as transparent
  m_window->AddRenderer(m_renderer);

  m_interactor = vtkSmartPointer<vtkGenericRenderWindowInteractor>::New();
  m_interactor->SetRenderWindow(m_window);
  m_interactor->EnableRenderOff();  // Qt decides when to paint; VTK never renders on its own
  auto style = vtkSmartPointer<vtkInteractorStyleTrackballCamera>::New();
  m_interactor->SetInteractorStyle(style);

  m_observer = vtkSmartPointer<vtkCallbackCommand>::New();
  m_observer->SetClientData(this);
  m_observer->SetCallback(&VtkWidget::onVtkEvent);
  for (unsigned long id : {static_cast<unsigned long>(vtkCommand::WindowMakeCurrentEvent),
                           static_cast<unsigned long>(vtkCommand::WindowIsCurrentEvent),
                           static_cast<unsigned long>(vtkCommand::WindowFrameEvent),
                           static_cast<unsigned long>(vtkCommand::WindowIsDirectEvent),
                           static_cast<unsigned long>(vtkCommand::WindowSupportsOpenGLEvent)}) {
    m_window->AddObserver(id, m_observer);
  }
}

VtkWidget::~VtkWidget() {
  if (m_context && makeContextCurrent()) {
    m_fbo.reset();
    m_window->Finalize();  // releases VTK's GL resources while the context still exists
    m_context->doneCurrent();
  }
  m_window->RemoveObserver(m_observer);
}

vtkRenderer* VtkWidget::renderer() const {
  return m_renderer;
}
vtkGenericOpenGLRenderWindow* VtkWidget::renderWindow() const {
  return m_window;
}
vtkGenericRenderWindowInteractor* VtkWidget::interactor() const {
  return m_interactor;
}

void VtkWidget::requestRender() {
  if (m_requestedNs < 0) m_requestedNs = m_clock.nsecsElapsed();
  m_renderPending = true;
  update();
}

void VtkWidget::paintOverlay(QPainter& /*painter*/) {}

VtkWidget::FrameStats VtkWidget::frameStats() const {
  FrameStats s;
  s.frames = static_cast<int>(m_paintMs.size());
  s.presented = m_presented;
  s.paintMedianMs = median(m_paintMs);
  s.paintMaxMs = maxOf(m_paintMs);
  s.latencyMedianMs = median(m_latencyMs);
  s.latencyMaxMs = maxOf(m_latencyMs);
  return s;
}

void VtkWidget::resetFrameStats() {
  m_paintMs.clear();
  m_latencyMs.clear();
  m_presented = 0;
}

void VtkWidget::onFrameSwapped() {
  emit frameSwapped();
  ++m_presented;
  const qint64 now = m_clock.nsecsElapsed();
  if (m_paintedRequestNs >= 0) {
    pushSample(m_latencyMs, static_cast<double>(now - m_paintedRequestNs) * 1e-6);
    m_paintedRequestNs = -1;
  }
  ++m_logFrames;
  if (now - m_logWindowStartNs >= kFrameLogIntervalNs) {
    if (spdlog::should_log(spdlog::level::debug) && !m_paintMs.empty()) {
      const double windowS = static_cast<double>(now - m_logWindowStartNs) * 1e-9;
      spdlog::debug(
          "{}: {} frames in {:.1f} s; paint median {:.1f} ms, max {:.1f} ms; request to screen "
          "median {:.1f} ms, max {:.1f} ms (last {} frames)",
          metaObject()->className(), m_logFrames, windowS, median(m_paintMs), maxOf(m_paintMs),
          median(m_latencyMs), maxOf(m_latencyMs), m_paintMs.size());
    }
    m_logWindowStartNs = now;
    m_logFrames = 0;
  }
}

void VtkWidget::onVtkEvent(vtkObject* /*caller*/, unsigned long eventId, void* clientData,
                           void* callData) {
  auto* self = static_cast<VtkWidget*>(clientData);
  switch (eventId) {
    case vtkCommand::WindowMakeCurrentEvent:
      self->makeContextCurrent();
      break;
    case vtkCommand::WindowIsCurrentEvent:
      if (callData != nullptr) {
        *static_cast<bool*>(callData) =
            self->m_context && QOpenGLContext::currentContext() == self->m_context.get();
      }
      break;
    case vtkCommand::WindowFrameEvent:
      // A render started outside renderFrame (e.g. by a VTK filter) still has to reach the screen.
      if (!self->m_inPaint) {
        self->requestRender();
      }
      break;
    case vtkCommand::WindowIsDirectEvent:
    case vtkCommand::WindowSupportsOpenGLEvent:
      if (callData != nullptr) {
        *static_cast<int*>(callData) = 1;
      }
      break;
    default:
      break;
  }
}

bool VtkWidget::makeContextCurrent() {
  return m_context && m_surface && m_context->makeCurrent(m_surface.get());
}

QSize VtkWidget::deviceSize() const {
  const double dpr = devicePixelRatioF();
  return {std::max(1, static_cast<int>(std::lround(width() * dpr))),
          std::max(1, static_cast<int>(std::lround(height() * dpr)))};
}

bool VtkWidget::ensureContext() {
  if (m_glReady) return true;
  if (m_contextFailed) return false;
  const QSurfaceFormat format = QSurfaceFormat::defaultFormat();
  m_surface = std::make_unique<QOffscreenSurface>();
  m_surface->setFormat(format);
  m_surface->create();
  m_context = std::make_unique<QOpenGLContext>();
  m_context->setFormat(format);
  if (!m_surface->isValid() || !m_context->create() || !makeContextCurrent()) {
    spdlog::error("VtkWidget: no OpenGL context for the 3D view");
    m_contextFailed = true;
    m_context.reset();
    m_surface.reset();
    return false;
  }
  m_window->SetOwnContext(false);
  m_window->OpenGLInitContext();
  m_window->GetState()->Reset();
  m_window->SetReadyForRendering(true);
  m_interactor->Initialize();
  resizeGL(width(), height());
  m_glReady = true;
  spdlog::debug("VtkWidget: offscreen GL context {}.{} initialised",
                m_context->format().majorVersion(), m_context->format().minorVersion());
  return true;
}

void VtkWidget::resizeGL(int w, int h) {
  const double dpr = devicePixelRatioF();
  const int dw = std::max(1, static_cast<int>(std::lround(w * dpr)));
  const int dh = std::max(1, static_cast<int>(std::lround(h * dpr)));
  m_window->SetSize(dw, dh);
  m_interactor->UpdateSize(dw, dh);
  m_window->SetDPI(static_cast<int>(std::lround(72.0 * dpr)));  // text in points stays put
}

void VtkWidget::resizeEvent(QResizeEvent* e) {
  QWidget::resizeEvent(e);
  resizeGL(width(), height());
  m_renderPending = true;
}

void VtkWidget::renderFrame() {
  if (!ensureContext() || !makeContextCurrent()) return;
  // The size can change without a resize event when the device pixel ratio changes (screens).
  const QSize px = deviceSize();
  if (m_window->GetSize()[0] != px.width() || m_window->GetSize()[1] != px.height()) {
    resizeGL(width(), height());
  }
  if (!m_fbo || m_fbo->size() != px) {
    m_fbo = std::make_unique<QOpenGLFramebufferObject>(px);  // colour only: VTK has its own depth
  }
  QElapsedTimer timer;
  timer.start();
  m_fbo->bind();
  vtkOpenGLState* state = m_window->GetState();
  state->Reset();
  state->Push();
  state->vtkglDepthFunc(GL_LEQUAL);  // VTK expects GL_LEQUAL
  // Reset() does not refresh the framebuffer bindings; ours is bound now.
  state->ResetFramebufferBindings();
  m_inPaint = true;
  m_window->Render();  // BlitToCurrent: the frame lands in the bound framebuffer object
  m_inPaint = false;
  m_lastRenderMs = static_cast<double>(timer.nsecsElapsed()) * 1e-6;
  state->Pop();
  m_frame = m_fbo->toImage();  // top row first, premultiplied ARGB
  m_fbo->release();
  m_frame.setDevicePixelRatio(devicePixelRatioF());
  {
    // 2D content on top, in logical pixels (the painter handles the device pixel ratio).
    QPainter painter(&m_frame);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    paintOverlay(painter);
  }
  m_renderPending = false;
  pushSample(m_paintMs, static_cast<double>(timer.nsecsElapsed()) * 1e-6);
  ++m_frames;
}

QImage VtkWidget::grabFramebuffer() {
  if (m_renderPending || m_frame.isNull() || m_frame.size() != deviceSize()) renderFrame();
  return m_frame;
}

void VtkWidget::paintEvent(QPaintEvent* /*e*/) {
  const bool render = m_renderPending || m_frame.isNull() || m_frame.size() != deviceSize();
  if (render) renderFrame();
  QPainter painter(this);
  if (m_frame.isNull()) {
    painter.fillRect(rect(), QColor(26, 26, 26));
    return;
  }
  painter.drawImage(QPointF(0.0, 0.0), m_frame);
  if (render) {
    // The repaint manager flushes the window right after this paint; count the frame as shown
    // from the next pass of the event loop, which comes after that flush.
    m_paintedRequestNs = m_requestedNs;
    m_requestedNs = -1;
    QMetaObject::invokeMethod(this, &VtkWidget::onFrameSwapped, Qt::QueuedConnection);
  }
}

QPointF VtkWidget::worldToWidget(const std::array<double, 3>& worldXyz) const {
  const double w = std::max(1, width());
  const double h = std::max(1, height());
  vtkCamera* cam = m_renderer->GetActiveCamera();
  vtkMatrix4x4* m = cam->GetCompositeProjectionTransformMatrix(w / h, -1.0, 1.0);
  const double in[4] = {worldXyz[0], worldXyz[1], worldXyz[2], 1.0};
  double out[4];
  m->MultiplyPoint(in, out);
  if (std::abs(out[3]) < 1e-12) {
    return {-1.0, -1.0};
  }
  const double nx = out[0] / out[3];
  const double ny = out[1] / out[3];
  return {(nx + 1.0) * 0.5 * w, (1.0 - ny) * 0.5 * h};
}

std::array<int, 2> VtkWidget::toDisplay(const QPointF& widgetPos) const {
  const double dpr = devicePixelRatioF();
  return {static_cast<int>(std::lround(widgetPos.x() * dpr)),
          static_cast<int>(std::lround(widgetPos.y() * dpr))};
}

void VtkWidget::forwardMouse(QMouseEvent* e) {
  const auto p = toDisplay(e->position());
  const bool ctrl = (e->modifiers() & Qt::ControlModifier) != 0;
  const bool shift = (e->modifiers() & Qt::ShiftModifier) != 0;
  const int repeat = e->type() == QEvent::MouseButtonDblClick ? 1 : 0;
  m_interactor->SetEventInformationFlipY(p[0], p[1], ctrl ? 1 : 0, shift ? 1 : 0, 0, repeat);
  m_interactor->SetAltKey((e->modifiers() & Qt::AltModifier) != 0 ? 1 : 0);
}

void VtkWidget::mousePressEvent(QMouseEvent* e) {
  forwardMouse(e);
  switch (e->button()) {
    case Qt::LeftButton:
      m_interactor->LeftButtonPressEvent();
      break;
    case Qt::MiddleButton:
      m_interactor->MiddleButtonPressEvent();
      break;
    case Qt::RightButton:
      m_interactor->RightButtonPressEvent();
      break;
    default:
      break;
  }
  requestRender();
}

void VtkWidget::mouseReleaseEvent(QMouseEvent* e) {
  forwardMouse(e);
  switch (e->button()) {
    case Qt::LeftButton:
      m_interactor->LeftButtonReleaseEvent();
      break;
    case Qt::MiddleButton:
      m_interactor->MiddleButtonReleaseEvent();
      break;
    case Qt::RightButton:
      m_interactor->RightButtonReleaseEvent();
      break;
    default:
      break;
  }
  requestRender();
}

void VtkWidget::mouseMoveEvent(QMouseEvent* e) {
  forwardMouse(e);
  m_interactor->MouseMoveEvent();
  if (e->buttons() != Qt::NoButton) {
    requestRender();  // the camera moved
  }
}

void VtkWidget::wheelEvent(QWheelEvent* e) {
  const auto p = toDisplay(e->position());
  const bool ctrl = (e->modifiers() & Qt::ControlModifier) != 0;
  const bool shift = (e->modifiers() & Qt::ShiftModifier) != 0;
  m_interactor->SetEventInformationFlipY(p[0], p[1], ctrl ? 1 : 0, shift ? 1 : 0);
  // One VTK wheel event per notch; accumulate smooth-scroll deltas until a notch is complete.
  m_wheelAccum += e->angleDelta().y();
  while (m_wheelAccum >= kWheelStep) {
    m_interactor->MouseWheelForwardEvent();
    m_wheelAccum -= kWheelStep;
  }
  while (m_wheelAccum <= -kWheelStep) {
    m_interactor->MouseWheelBackwardEvent();
    m_wheelAccum += kWheelStep;
  }
  e->accept();
  requestRender();
}

void VtkWidget::keyPressEvent(QKeyEvent* e) {
  // Only key press/release reach VTK: the trackball style's CharEvent handlers would quit the
  // interactor on 'q'/'e' and toggle wireframe on 'w'.
  const QByteArray text = e->text().toLatin1();
  const char key = text.isEmpty() ? '\0' : text[0];
  m_interactor->SetKeyEventInformation((e->modifiers() & Qt::ControlModifier) != 0,
                                       (e->modifiers() & Qt::ShiftModifier) != 0, key,
                                       e->isAutoRepeat() ? 1 : 0, nullptr);
  m_interactor->KeyPressEvent();
  QWidget::keyPressEvent(e);
}

void VtkWidget::keyReleaseEvent(QKeyEvent* e) {
  m_interactor->KeyReleaseEvent();
  QWidget::keyReleaseEvent(e);
}

void VtkWidget::enterEvent(QEnterEvent* e) {
  m_interactor->EnterEvent();
  QWidget::enterEvent(e);
}

void VtkWidget::leaveEvent(QEvent* e) {
  m_interactor->LeaveEvent();
  QWidget::leaveEvent(e);
}

}  // namespace podtwin::views
