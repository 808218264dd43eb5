// LiveChart: mouse interaction (drag to pan, wheel to zoom, crosshair read-out), the context
// menu and PNG/CSV export.

#include <QContextMenuEvent>
#include <QFile>
#include <QFileDialog>
#include <QGraphicsLineItem>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QMenu>
#include <QMouseEvent>
#include <QTextStream>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>

#include "charts/live_chart.h"
#include "panels/panel_format.h"

namespace podtwin::views {

QString LiveChart::readoutAt(double tS) const {
  const int secs = static_cast<int>(std::floor(tS));
  QString text = tr("t = %1 s").arg(formatNumber(tS, 1));
  if (secs >= 60) {
    const QString hms = QStringLiteral("%1:%2:%3")
                            .arg((secs / 3600) % 24, 2, 10, QLatin1Char('0'))
                            .arg((secs / 60) % 60, 2, 10, QLatin1Char('0'))
                            .arg(secs % 60, 2, 10, QLatin1Char('0'));
    text += QStringLiteral("  (%1)").arg(secs >= 86400 ? tr("%1 d %2").arg(secs / 86400).arg(hms)
                                                       : hms);
  }
  for (std::size_t i = 0; i < m_series.size(); ++i) {
    const double v = valueAt(static_cast<int>(i), tS);
    const QString vs = std::isfinite(v) ? QString::number(v, 'g', 5) : QStringLiteral("–");
    text += QStringLiteral("\n%1: %2 %3").arg(m_series[i].name, vs, m_series[i].unit);
  }
  return text;
}

void LiveChart::updateCrosshair(const QPointF& viewPos) {
  const QRectF plot = m_chart->plotArea();
  const QPointF scenePos = mapToScene(viewPos.toPoint());
  const QPointF chartPos = m_chart->mapFromScene(scenePos);
  if (!plot.contains(chartPos) || m_series.empty() || m_t.empty()) {
    m_cross->hide();
    m_readoutBox->hide();
    return;
  }
  const double x = m_chart->mapToValue(chartPos, m_series.front().line).x();
  m_cross->setLine(chartPos.x(), plot.top(), chartPos.x(), plot.bottom());
  m_cross->show();
  m_readout->setText(readoutAt(m_timeAxis.originS + x * m_timeAxis.scale));
  const QRectF box = m_readout->boundingRect().adjusted(-6, -4, 6, 4);
  m_readout->setPos(6, 4);
  m_readoutBox->setRect(0, 0, box.width(), box.height());
  double left = chartPos.x() + 12;
  if (left + box.width() > plot.right()) left = chartPos.x() - 12 - box.width();
  m_readoutBox->setPos(std::max(plot.left(), left), plot.top() + 4);
  m_readoutBox->show();
}

void LiveChart::resizeEvent(QResizeEvent* e) {
  QChartView::resizeEvent(e);
  rebuild();  // the bucket width follows the plot width
}

void LiveChart::mousePressEvent(QMouseEvent* e) {
  if (e->button() == Qt::LeftButton) {
    m_dragging = true;
    m_dragLast = e->position();
    setCursor(Qt::ClosedHandCursor);
    e->accept();
    return;
  }
  QChartView::mousePressEvent(e);
}

void LiveChart::mouseMoveEvent(QMouseEvent* e) {
  if (m_dragging) {
    const double dx = e->position().x() - m_dragLast.x();
    m_dragLast = e->position();
    if (std::abs(dx) > 0.0) panBy(-dx * (m_viewEndS - m_viewStartS) / plotWidthPx());
  }
  updateCrosshair(e->position());
  QChartView::mouseMoveEvent(e);
}

void LiveChart::mouseReleaseEvent(QMouseEvent* e) {
  if (m_dragging && e->button() == Qt::LeftButton) {
    m_dragging = false;
    unsetCursor();
    e->accept();
    return;
  }
  QChartView::mouseReleaseEvent(e);
}

void LiveChart::mouseDoubleClickEvent(QMouseEvent* e) {
  setFollowing(true);
  e->accept();
}

void LiveChart::wheelEvent(QWheelEvent* e) {
  const double steps = e->angleDelta().y() / 120.0;
  if (steps == 0.0) return;
  // Zoom the time axis around the mouse.
  const QPointF chartPos = m_chart->mapFromScene(mapToScene(e->position().toPoint()));
  const QRectF plot = m_chart->plotArea();
  const double f = std::clamp((chartPos.x() - plot.left()) / std::max(plot.width(), 1.0), 0.0, 1.0);
  const double span = m_viewEndS - m_viewStartS;
  const double newSpan = std::clamp(span * std::pow(0.8, steps), 1.0, 1e8);
  const double anchor = m_viewStartS + f * span;
  if (m_following) {
    m_following = false;
    emit followingChanged(false);
  }
  m_viewStartS = anchor - f * newSpan;
  m_viewEndS = m_viewStartS + newSpan;
  rebuild();
  e->accept();
}

void LiveChart::leaveEvent(QEvent* e) {
  m_cross->hide();
  m_readoutBox->hide();
  QChartView::leaveEvent(e);
}

void LiveChart::contextMenuEvent(QContextMenuEvent* e) {
  QMenu menu(this);
  QMenu* win = menu.addMenu(tr("Time window"));
  const std::pair<double, QString> windows[] = {
      {60.0, tr("1 minute")}, {600.0, tr("10 minutes")}, {3600.0, tr("1 hour")}, {0.0, tr("All")}};
  for (const auto& [s, label] : windows) {
    QAction* a = win->addAction(label);
    a->setCheckable(true);
    a->setChecked(m_windowS == s);
    connect(a, &QAction::triggered, this, [this, s = s] { setWindowS(s); });
  }
  QAction* follow = menu.addAction(tr("Follow live"));
  follow->setCheckable(true);
  follow->setChecked(m_following);
  connect(follow, &QAction::triggered, this, [this](bool on) { setFollowing(on); });
  menu.addSeparator();
  menu.addAction(tr("Export PNG…"), this, [this] {
    const QString p = QFileDialog::getSaveFileName(this, tr("Export chart as PNG"), QString(),
                                                   tr("PNG images (*.png)"));
    if (!p.isEmpty()) savePng(p);
  });
  menu.addAction(tr("Export CSV…"), this, [this] {
    const QString p = QFileDialog::getSaveFileName(this, tr("Export chart data as CSV"), QString(),
                                                   tr("CSV files (*.csv)"));
    if (!p.isEmpty()) saveCsv(p);
  });
  menu.exec(e->globalPos());
}

bool LiveChart::saveCsv(const QString& path) const {
  QFile f(path);
  if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Text)) return false;
  QTextStream out(&f);
  out << "time_s";
  for (const auto& s : m_series) {
    QString h = s.name;
    h.replace(QLatin1Char(','), QLatin1Char(' '));
    out << ',' << h << (s.unit.isEmpty() ? QString() : QStringLiteral(" [%1]").arg(s.unit));
  }
  out << '\n';
  for (std::size_t i = 0; i < m_t.size(); ++i) {
    out << QString::number(m_t[i], 'g', 12);
    for (const auto& s : m_series) {
      out << ',';
      if (std::isfinite(s.v[i])) out << QString::number(s.v[i], 'g', 9);
    }
    out << '\n';
  }
  return out.status() == QTextStream::Ok;
}

bool LiveChart::savePng(const QString& path) {
  flush();
  return grab().save(path, "PNG");
}

}  // namespace podtwin::views
