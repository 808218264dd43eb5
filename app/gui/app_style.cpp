#include "gui/app_style.h"

#include <QApplication>
#include <QIconEngine>
#include <QPainter>
#include <QPainterPath>
#include <QPalette>
#include <QPixmap>
#include <QStyleFactory>

namespace podtwin::gui {

namespace {
const QColor kIconInk(0xd6, 0xdb, 0xe1);
const QColor kAccent(0x4c, 0xa3, 0xdd);
const QColor kAlert(0xe8, 0x6a, 0x3a);

/// Paints one icon into a 24x24 logical box.
void paintIcon(QPainter& p, IconId id, bool disabled) {
  const QColor ink = disabled ? QColor(0x6a, 0x70, 0x78) : kIconInk;
  const QColor accent = disabled ? ink : kAccent;
  p.setRenderHint(QPainter::Antialiasing);
  QPen pen(ink, 2.0, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
  p.setPen(pen);
  p.setBrush(Qt::NoBrush);
  switch (id) {
    case IconId::Play: {
      QPainterPath t;
      t.moveTo(8, 5);
      t.lineTo(19, 12);
      t.lineTo(8, 19);
      t.closeSubpath();
      p.fillPath(t, accent);
      break;
    }
    case IconId::Pause:
      p.fillRect(QRectF(7, 5, 3.5, 14), accent);
      p.fillRect(QRectF(13.5, 5, 3.5, 14), accent);
      break;
    case IconId::Step: {
      QPainterPath t;
      t.moveTo(6, 6);
      t.lineTo(15, 12);
      t.lineTo(6, 18);
      t.closeSubpath();
      p.fillPath(t, ink);
      p.fillRect(QRectF(16, 6, 2.5, 12), ink);
      break;
    }
    case IconId::Reset:
      p.drawArc(QRectF(5, 5, 14, 14), 90 * 16, 270 * 16);
      p.drawLine(QPointF(12, 5), QPointF(15, 2.5));
      p.drawLine(QPointF(12, 5), QPointF(15, 7.5));
      break;
    case IconId::Jump: {
      QPainterPath t;
      t.moveTo(4, 6);
      t.lineTo(11, 12);
      t.lineTo(4, 18);
      t.closeSubpath();
      t.moveTo(12, 6);
      t.lineTo(19, 12);
      t.lineTo(12, 18);
      t.closeSubpath();
      p.fillPath(t, ink);
      break;
    }
    case IconId::OpenPod:
      p.drawRect(QRectF(5, 4, 6, 16));
      p.drawRect(QRectF(13, 4, 6, 16));
      p.drawLine(QPointF(7, 8), QPointF(9, 8));
      p.drawLine(QPointF(15, 8), QPointF(17, 8));
      break;
    case IconId::OpenScenario:
      p.drawLine(QPointF(4, 12), QPointF(20, 12));
      p.setBrush(accent);
      p.drawEllipse(QPointF(7, 12), 2, 2);
      p.drawEllipse(QPointF(13, 12), 2, 2);
      p.setBrush(kAlert);
      p.drawEllipse(QPointF(18, 12), 2, 2);
      break;
    case IconId::Save:
      p.drawRoundedRect(QRectF(5, 5, 14, 14), 2, 2);
      p.fillRect(QRectF(8, 5, 8, 5), ink);
      p.drawRect(QRectF(8, 13, 8, 6));
      break;
    case IconId::Screenshot:
      p.drawRoundedRect(QRectF(4, 7, 16, 12), 2, 2);
      p.drawRect(QRectF(9, 4.5, 6, 2.5));
      p.drawEllipse(QPointF(12, 13), 3.2, 3.2);
      break;
    case IconId::Presenter:
      p.drawRect(QRectF(4, 5, 16, 11));
      p.drawLine(QPointF(12, 16), QPointF(12, 20));
      p.drawLine(QPointF(8, 20), QPointF(16, 20));
      break;
    case IconId::Inject: {
      QPainterPath bolt;
      bolt.moveTo(13, 3);
      bolt.lineTo(6, 13);
      bolt.lineTo(11, 13);
      bolt.lineTo(10, 21);
      bolt.lineTo(18, 10);
      bolt.lineTo(13, 10);
      bolt.closeSubpath();
      p.fillPath(bolt, disabled ? ink : kAlert);
      break;
    }
    case IconId::CameraOverview:
      p.drawLine(QPointF(4, 16), QPointF(12, 20));
      p.drawLine(QPointF(12, 20), QPointF(20, 16));
      p.drawLine(QPointF(4, 16), QPointF(12, 12));
      p.drawLine(QPointF(12, 12), QPointF(20, 16));
      p.drawLine(QPointF(12, 12), QPointF(12, 4));
      break;
    case IconId::CameraTop:
      p.drawRect(QRectF(5, 5, 14, 14));
      p.drawLine(QPointF(9, 5), QPointF(9, 19));
      p.drawLine(QPointF(15, 5), QPointF(15, 19));
      break;
    case IconId::CameraAisle:
      p.drawLine(QPointF(4, 4), QPointF(10, 10));
      p.drawLine(QPointF(4, 20), QPointF(10, 14));
      p.drawLine(QPointF(20, 4), QPointF(14, 10));
      p.drawLine(QPointF(20, 20), QPointF(14, 14));
      p.drawRect(QRectF(10, 10, 4, 4));
      break;
    case IconId::App: {
      p.setPen(Qt::NoPen);
      p.setBrush(QColor(0x1d, 0x21, 0x27));
      p.drawRoundedRect(QRectF(1, 1, 22, 22), 4, 4);
      const QColor racks[] = {QColor(0x3c, 0xc0, 0x8f), QColor(0x56, 0xb4, 0xe9),
                              QColor(0xe6, 0x9f, 0x00)};
      for (int i = 0; i < 3; ++i) p.fillRect(QRectF(5 + i * 5.2, 6, 3.8, 12), racks[i]);
      break;
    }
  }
}

class PaintedIconEngine : public QIconEngine {
 public:
  explicit PaintedIconEngine(IconId id) : m_id(id) {}
  void paint(QPainter* p, const QRect& rect, QIcon::Mode mode, QIcon::State) override {
    p->save();
    p->translate(rect.topLeft());
    p->scale(rect.width() / 24.0, rect.height() / 24.0);
    paintIcon(*p, m_id, mode == QIcon::Disabled);
    p->restore();
  }
  QPixmap pixmap(const QSize& size, QIcon::Mode mode, QIcon::State state) override {
    QPixmap pm(size);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    paint(&p, QRect(QPoint(0, 0), size), mode, state);
    return pm;
  }
  QIconEngine* clone() const override { return new PaintedIconEngine(m_id); }

 private:
  IconId m_id;
};
}  // namespace

QIcon appIcon(IconId id) {
  return QIcon(new PaintedIconEngine(id));
}

void applyAppStyle(QApplication& app) {
  app.setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
  QPalette pal;
  const QColor window(0x23, 0x27, 0x2e), base(0x1a, 0x1d, 0x22), text(0xdc, 0xdf, 0xe4);
  pal.setColor(QPalette::Window, window);
  pal.setColor(QPalette::WindowText, text);
  pal.setColor(QPalette::Base, base);
  pal.setColor(QPalette::AlternateBase, QColor(0x20, 0x24, 0x2a));
  pal.setColor(QPalette::ToolTipBase, QColor(0x2c, 0x31, 0x38));
  pal.setColor(QPalette::ToolTipText, text);
  pal.setColor(QPalette::Text, text);
  pal.setColor(QPalette::Button, QColor(0x2c, 0x31, 0x38));
  pal.setColor(QPalette::ButtonText, text);
  pal.setColor(QPalette::BrightText, Qt::white);
  pal.setColor(QPalette::Highlight, kAccent.darker(115));
  pal.setColor(QPalette::HighlightedText, Qt::white);
  pal.setColor(QPalette::Link, kAccent);
  pal.setColor(QPalette::PlaceholderText, QColor(0x80, 0x86, 0x8e));
  for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText}) {
    pal.setColor(QPalette::Disabled, role, QColor(0x6a, 0x70, 0x78));
  }
  app.setPalette(pal);
  app.setStyleSheet(QStringLiteral(
      "QMainWindow::separator { background: #1a1d22; width: 4px; height: 4px; }"
      "QDockWidget { titlebar-close-icon: none; }"
      "QDockWidget::title { background: #2a2f36; padding: 4px 8px; }"
      "QToolBar { background: #262a31; border: none; border-bottom: 1px solid #1a1d22;"
      "  spacing: 4px; padding: 2px 6px; }"
      "QToolButton { padding: 3px; }"
      "QStatusBar { background: #1f2329; }"
      "QStatusBar QLabel { padding: 0 8px; }"
      "QTabBar::tab { padding: 5px 12px; }"));
  app.setWindowIcon(appIcon(IconId::App));
}

}  // namespace podtwin::gui
