#include "diagrams/diagram_view.h"

#include <QAction>
#include <QEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>

#include "diagrams/faceplate.h"
#include "panels/event_log_view.h"
#include "panels/panel_format.h"

namespace podtwin::views {

namespace {
using Kind = DiagramElement::Kind;
using Status = DiagramElement::Status;

// ISA-101 greys: a mid-dark background, equipment a little lighter, live lines lighter still,
// dead lines close to the background. Values are the brightest grey: they are what is read.
const QColor kPidBackground(0x30, 0x34, 0x38);
const QColor kPidEquipment(0x8c, 0x93, 0x9a);
const QColor kPidEquipmentFill(0x3c, 0x41, 0x46);
const QColor kPidLive(0xa8, 0xae, 0xb4);
const QColor kPidDead(0x58, 0x5e, 0x64);
const QColor kPidText(0xb4, 0xba, 0xc0);
const QColor kPidValue(0xe4, 0xe7, 0xea);
const QColor kPidHeading(0x80, 0x87, 0x8e);

constexpr double kLabelPx = 10.0;  ///< label font size, diagram units
constexpr double kValuePx = 9.5;

QFont fontPx(const QFont& base, double px, bool bold = false) {
  QFont f = base;
  f.setPixelSize(std::max(1, static_cast<int>(std::lround(px))));
  f.setBold(bold);
  return f;
}

bool abnormal(Status s) {
  return s == Status::Abnormal || s == Status::Alarm || s == Status::Trip;
}

/// The line's value text and where it goes (beside the arrow), for lines that carry one.
bool showsBranchValue(const DiagramLine& l) {
  if (!std::isfinite(l.powerKw) || l.bus) return false;
  return l.id.rfind("rack", 0) != 0 && l.id != "bess/cells";
}
}  // namespace

DiagramView::DiagramView(DiagramKind kind, QWidget* parent) : QWidget(parent), m_model(kind) {
  setObjectName(kind == DiagramKind::Electrical ? QStringLiteral("single_line")
                                                : QStringLiteral("cooling_pid"));
  setFocusPolicy(Qt::ClickFocus);
  setMouseTracking(false);
  setAutoFillBackground(false);
}

DiagramView::~DiagramView() = default;

void DiagramView::setPod(const PodConfig& pod) {
  m_model.setPod(pod);
  if (m_faceplate) m_faceplate->hide();
  update();
}

void DiagramView::updateSnapshot(const Snapshot& s) {
  m_model.updateSnapshot(s);
  if (m_faceplate && m_faceplate->isVisible()) m_faceplate->refresh(m_model);
  // A hidden dock's diagram keeps its model current (cheap) but paints nothing until shown.
  if (isVisible()) update();
}

void DiagramView::appendLog(const std::vector<LogEntry>& entries) {
  m_model.appendLog(entries);
}

void DiagramView::clearLog() {
  m_model.clearLog();
}

QColor DiagramView::statusColor(Status s) {
  switch (s) {
    case Status::Normal:
    case Status::Off:
      return kPidEquipment;
    case Status::Abnormal:
      return EventLogView::severityColor(Severity::Warning, false);
    case Status::Alarm:
      return EventLogView::severityColor(Severity::Alarm, false);
    case Status::Trip:
      // The alarm list's dark red is too dark on the grey background for a line; its lighter tone.
      return EventLogView::severityColor(Severity::Trip, false).lighter(190);
  }
  return kPidEquipment;
}

QSize DiagramView::sizeHint() const {
  return {480, 640};
}

QSize DiagramView::minimumSizeHint() const {
  return {240, 200};
}

QTransform DiagramView::toWidget() const {
  const QSizeF s = m_model.size();
  const double top = m_model.isDrilled() ? 24.0 : 0.0;
  const double sx = width() / std::max(1.0, s.width());
  const double sy = (height() - top) / std::max(1.0, s.height());
  const double k = std::min(sx, sy);
  const double dx = (width() - s.width() * k) / 2.0;
  QTransform t;
  t.translate(dx, top);
  t.scale(k, k);
  return t;
}

QRectF DiagramView::backButtonRect() const {
  return {4, 2, 150, 20};
}

QRectF DiagramView::elementRect(const std::string& id) const {
  const DiagramElement* e = m_model.element(id);
  return e ? toWidget().mapRect(e->rect) : QRectF();
}

QString DiagramView::valueText(const std::string& id, const std::string& key) const {
  const DiagramElement* e = m_model.element(id);
  if (e == nullptr) return {};
  const DiagramValue* v = e->value(key);
  return v ? v->text() : QString();
}

Faceplate* DiagramView::openFaceplate(const QString& target) {
  if (!m_faceplate) {
    m_faceplate = new Faceplate(this);
    connect(m_faceplate, &Faceplate::closed, this, [this] { update(); });
  }
  QList<QAction*> actions;
  if (m_actions) actions = m_actions(target, m_faceplate);
  m_faceplate->setTarget(target, actions);
  m_faceplate->refresh(m_model);
  m_faceplate->setMaximumWidth(std::max(220, width() / 2));
  m_faceplate->adjustSize();
  // Below the drawing when the dock leaves room there, else top right over the diagram (the left
  // part with the sources and the CDU pumps stays visible).
  const double bottom = toWidget().map(QPointF(0, m_model.size().height())).y();
  if (height() - bottom >= m_faceplate->height() + 8)
    m_faceplate->move(8, static_cast<int>(bottom) + 4);
  else
    m_faceplate->move(std::max(0, width() - m_faceplate->width() - 6), 6);
  m_faceplate->show();
  m_faceplate->raise();
  update();
  return m_faceplate;
}

void DiagramView::mousePressEvent(QMouseEvent* e) {
  const QPointF pos = e->position();
  if (m_model.isDrilled() && backButtonRect().contains(pos) && e->button() == Qt::LeftButton) {
    m_model.drillUp();
    update();
    return;
  }
  const QPointF p = toWidget().inverted().map(pos);
  const DiagramElement* el = m_model.elementAt(p);
  if (el == nullptr) return;
  if (el->kind == Kind::Group) {
    if (e->button() == Qt::LeftButton) {
      m_model.drillInto(el->section, el->group);
      update();
    }
    return;
  }
  const QString target = QString::fromStdString(el->target);
  if (e->button() == Qt::RightButton) {
    emit contextMenuRequested(target, e->globalPosition().toPoint());
    return;
  }
  if (e->button() == Qt::LeftButton) {
    openFaceplate(target);
    emit objectSelected(target);
  }
}

void DiagramView::keyPressEvent(QKeyEvent* e) {
  if ((e->key() == Qt::Key_Backspace || e->key() == Qt::Key_Escape) && m_model.isDrilled()) {
    m_model.drillUp();
    update();
    return;
  }
  if (e->key() == Qt::Key_Escape && m_faceplate && m_faceplate->isVisible()) {
    m_faceplate->hide();
    return;
  }
  QWidget::keyPressEvent(e);
}

void DiagramView::changeEvent(QEvent* e) {
  if (e->type() == QEvent::LanguageChange) {
    // The model's texts are translated when built: build again in the new language.
    m_model.retranslate();
    update();
  }
  QWidget::changeEvent(e);
}

void DiagramView::paintLine(QPainter& p, const QTransform& /*t*/, const DiagramLine& l) const {
  if (l.points.size() < 2) return;
  const QColor c = l.live ? kPidLive : kPidDead;
  const bool ret = l.medium == DiagramLine::Medium::FacilityReturn ||
                   l.medium == DiagramLine::Medium::SecondaryReturn;
  QPen pen(c, l.bus ? 3.2 : 1.4);
  // ISA-5.1 lines are solid for process piping; the return is dashed here so supply and return
  // can be told apart without colour.
  if (ret && !l.bus) pen.setStyle(Qt::DashLine);
  pen.setCapStyle(Qt::FlatCap);
  p.setPen(pen);
  p.setBrush(Qt::NoBrush);
  QPolygonF poly;
  for (const auto& pt : l.points) poly << pt;
  p.drawPolyline(poly);

  if (!showsBranchValue(l)) return;
  // Arrow at the middle of the longest segment, pointing the way power flows.
  std::size_t best = 0;
  double bestLen = -1.0;
  for (std::size_t i = 0; i + 1 < l.points.size(); ++i) {
    const QPointF d = l.points[i + 1] - l.points[i];
    const double len = std::hypot(d.x(), d.y());
    if (len > bestLen) {
      bestLen = len;
      best = i;
    }
  }
  const QPointF a = l.points[best];
  const QPointF b = l.points[best + 1];
  const QPointF mid = (a + b) / 2.0;
  QPointF dir = (b - a) / std::max(1e-9, bestLen);
  if (l.powerKw < 0.0) dir = -dir;
  const QPointF n(-dir.y(), dir.x());
  if (std::abs(l.powerKw) >= 0.5 && l.live) {
    QPolygonF arrow;
    arrow << mid + dir * 6.0 << mid - dir * 4.0 + n * 4.5 << mid - dir * 4.0 - n * 4.5;
    p.setPen(Qt::NoPen);
    p.setBrush(kPidLive);
    p.drawPolygon(arrow);
  }
  p.setFont(fontPx(font(), kValuePx));
  p.setPen(kPidValue);
  const QString text = formatValue(std::abs(l.powerKw), 0, QStringLiteral("kW"));
  p.drawText(QRectF(mid.x() + 5, mid.y() - 6, 70, 12), Qt::AlignLeft | Qt::AlignVCenter, text);
}

void DiagramView::paintElement(QPainter& p, const QTransform& t, const DiagramElement& e) const {
  const QRectF r = e.rect;
  const bool abn = abnormal(e.status);
  const QColor edge = abn ? statusColor(e.status) : kPidEquipment;
  const double w = abn ? 2.2 : 1.3;
  p.setPen(QPen(edge, w));
  p.setBrush(kPidEquipmentFill);
  const QPointF c = r.center();
  switch (e.kind) {
    case Kind::Utility: {
      // Transformer: two overlapping circles (IEC 60617).
      const double rad = r.height() * 0.32;
      p.setBrush(Qt::NoBrush);
      p.drawEllipse(QPointF(c.x(), c.y() - rad * 0.55), rad, rad);
      p.drawEllipse(QPointF(c.x(), c.y() + rad * 0.55), rad, rad);
      break;
    }
    case Kind::Genset: {
      // Rotating machine: a circle with G and ~ (IEC 60617).
      if (e.status == Status::Trip) p.setBrush(statusColor(Status::Trip).darker(250));
      p.drawEllipse(r);
      p.setFont(fontPx(font(), 11, true));
      p.setPen(abn ? edge : kPidText);
      p.drawText(r.adjusted(0, -4, 0, 0), Qt::AlignCenter, QStringLiteral("G"));
      p.setFont(fontPx(font(), 9));
      p.drawText(r.adjusted(0, 10, 0, 0), Qt::AlignCenter, QStringLiteral("~"));
      break;
    }
    case Kind::Breaker: {
      // Closed: filled; open: hollow (shape, not colour, tells the state; ISA-101).
      p.setBrush(e.closed ? (abn ? edge : kPidEquipment) : kPidBackground);
      p.drawRect(r);
      if (!e.closed) p.drawLine(r.bottomLeft(), r.topRight());
      break;
    }
    case Kind::Bus:
      break;  // drawn as its line
    case Kind::Rectifier:
    case Kind::Converter: {
      p.drawRect(r);
      p.drawLine(r.bottomLeft(), r.topRight());
      p.setFont(fontPx(font(), 10));
      p.setPen(abn ? edge : kPidText);
      const QString inSym = e.kind == Kind::Rectifier ? QStringLiteral("~") : QStringLiteral("=");
      p.drawText(QRectF(r.left() + 2, r.top() + 1, r.width() / 2, r.height() / 2), Qt::AlignCenter,
                 inSym);
      p.drawText(QRectF(r.center().x() - 2, r.center().y(), r.width() / 2, r.height() / 2),
                 Qt::AlignCenter, QStringLiteral("="));
      break;
    }
    case Kind::Battery: {
      // Two cells: long and short plates (IEC 60617).
      p.setBrush(Qt::NoBrush);
      for (int k = 0; k < 2; ++k) {
        const double y = r.top() + 6 + k * 12;
        p.drawLine(QPointF(r.left(), y), QPointF(r.right(), y));
        p.drawLine(QPointF(r.left() + 8, y + 5), QPointF(r.right() - 8, y + 5));
      }
      break;
    }
    case Kind::Load: {
      QPolygonF tri;
      tri << QPointF(r.left(), r.top()) << QPointF(r.right(), r.top())
          << QPointF(c.x(), r.bottom());
      p.drawPolygon(tri);
      break;
    }
    case Kind::RackFeed:
    case Kind::Rack: {
      if (e.status == Status::Trip) p.setBrush(statusColor(Status::Trip).darker(250));
      p.drawRect(r);
      p.setPen(abn ? edge : kPidText);
      p.setFont(fontPx(font(), kLabelPx, true));
      if (e.kind == Kind::Rack) {
        p.drawText(r, Qt::AlignCenter, e.label);
      } else {
        p.drawText(r.adjusted(0, 1, 0, -r.height() / 2), Qt::AlignCenter, e.label);
        p.setFont(fontPx(font(), kValuePx));
        p.setPen(kPidValue);
        const DiagramValue* v = e.value("power_kw");
        p.drawText(r.adjusted(0, r.height() / 2 - 1, 0, 0), Qt::AlignCenter,
                   v ? v->text() : QString());
      }
      break;
    }
    case Kind::Group: {
      p.drawRoundedRect(r, 3, 3);
      p.setPen(abn ? edge : kPidText);
      p.setFont(fontPx(font(), kLabelPx - 1, true));
      p.drawText(r.adjusted(3, 1, -2, 0), Qt::AlignLeft | Qt::AlignTop, e.label);
      p.setFont(fontPx(font(), kValuePx - 1.5));
      p.setPen(kPidValue);
      QString line2 = e.values.empty() ? QString() : e.values.front().text();
      if (r.height() >= 30)
        p.drawText(r.adjusted(3, 11, -2, 0), Qt::AlignLeft | Qt::AlignTop, e.stateText);
      p.drawText(r.adjusted(3, 0, -2, -1), Qt::AlignLeft | Qt::AlignBottom, line2);
      break;
    }
    case Kind::DryCooler: {
      p.drawRect(r);
      // Fans: circles with an X (ISA-5.1 fan/blower), one per third of the width.
      p.setBrush(Qt::NoBrush);
      const double fr = std::min(r.height(), r.width() / 3.0) * 0.32;
      for (int k = 0; k < 2; ++k) {
        const QPointF fc(r.left() + r.width() * (0.3 + 0.4 * k), c.y());
        p.drawEllipse(fc, fr, fr);
        p.drawLine(fc + QPointF(-fr * 0.7, -fr * 0.7), fc + QPointF(fr * 0.7, fr * 0.7));
        p.drawLine(fc + QPointF(-fr * 0.7, fr * 0.7), fc + QPointF(fr * 0.7, -fr * 0.7));
      }
      break;
    }
    case Kind::ControlValve:
    case Kind::IsolationValve: {
      // Bowtie (ISA-5.1 gate/globe valve); a control valve has a diaphragm actuator on a stem.
      const double vy = e.kind == Kind::ControlValve ? r.bottom() - 7 : c.y();
      const double hw = r.width() / 2.0;
      const double hh = e.kind == Kind::ControlValve ? 6.0 : r.height() / 2.0;
      QPolygonF bow;
      bow << QPointF(c.x() - hw, vy - hh) << QPointF(c.x() + hw, vy + hh)
          << QPointF(c.x() + hw, vy - hh) << QPointF(c.x() - hw, vy + hh);
      // Filled: shut (no flow); hollow: open.
      const bool shut = e.opening < 0.05;
      p.setBrush(shut ? (abn ? edge : kPidEquipment) : kPidBackground);
      p.drawPolygon(bow);
      if (e.kind == Kind::ControlValve) {
        p.drawLine(QPointF(c.x(), vy), QPointF(c.x(), r.top() + 6));
        p.setBrush(kPidBackground);
        p.drawChord(QRectF(c.x() - 7, r.top(), 14, 12), 0, 180 * 16);
      }
      break;
    }
    case Kind::HeatExchanger: {
      // Plate heat exchanger: a box with the plates as diagonals (ISA-5.1 style).
      p.drawRect(r);
      p.setPen(QPen(abn ? edge : kPidEquipment, 0.9));
      for (int k = 1; k < 6; ++k) {
        const double y = r.top() + r.height() * k / 6.0;
        p.drawLine(QPointF(r.left() + 3, y - 3), QPointF(r.right() - 3, y + 3));
      }
      break;
    }
    case Kind::Pump: {
      // Centrifugal pump (ISA-5.1): a circle with the discharge triangle. Running: filled;
      // standby: hollow; failed: alarm colour.
      const bool running = e.status == Status::Normal;
      p.setBrush(running ? kPidEquipment : (abn ? edge.darker(200) : kPidBackground));
      p.drawEllipse(r);
      QPolygonF tri;
      tri << QPointF(r.left() + 5, r.top() + 5) << QPointF(r.right() - 3, c.y())
          << QPointF(r.left() + 5, r.bottom() - 5);
      p.setBrush(running ? kPidBackground : Qt::NoBrush);
      p.drawPolygon(tri);
      break;
    }
    case Kind::LeakDetector:
    case Kind::Instrument: {
      // ISA-5.1 instrument bubble: a circle with the tag letters.
      p.setBrush(kPidBackground);
      p.drawEllipse(r);
      p.setPen(abn ? edge : kPidText);
      p.setFont(fontPx(font(), e.label.size() > 2 ? 6.5 : 7.5, true));
      p.drawText(r, Qt::AlignCenter, e.label);
      break;
    }
    case Kind::CduSkid: {
      QPen pen(abn ? edge : kPidDead, abn ? 1.8 : 1.0, Qt::DashLine);
      p.setPen(pen);
      p.setBrush(Qt::NoBrush);
      p.drawRoundedRect(r, 4, 4);
      break;
    }
  }
  // Alarm indicator: the alarm list's shape and colour (dot; a square for a trip), top right.
  if (e.alarmSeverity >= static_cast<int>(Severity::Warning)) {
    const auto sev = static_cast<Severity>(e.alarmSeverity);
    const QColor ac = EventLogView::severityColor(sev, false);
    const QRectF ind(r.left() - 8, r.top() - 7, 8, 8);
    p.setPen(QPen(sev == Severity::Trip ? ac.lighter(190) : ac.darker(140), 1.0));
    p.setBrush(ac);
    if (sev == Severity::Trip)
      p.drawRect(ind);
    else
      p.drawEllipse(ind);
  }
  (void)t;
}

void DiagramView::paintValues(QPainter& p, const QTransform& /*t*/, const DiagramElement& e) const {
  const QRectF r = e.rect;
  const bool abn = abnormal(e.status);
  const QColor stateColor = abn ? statusColor(e.status) : kPidText;
  auto drawLines = [&](QPointF at, const QStringList& texts, const std::vector<bool>& valueLine,
                       double width = 110.0) {
    for (int i = 0; i < texts.size(); ++i) {
      const bool isValue = i < static_cast<int>(valueLine.size()) && valueLine[i];
      p.setFont(fontPx(font(), i == 0 ? kLabelPx : kValuePx, i == 0));
      p.setPen(i == 1 && !isValue ? stateColor : (isValue ? kPidValue : kPidText));
      p.drawText(QRectF(at.x(), at.y() + i * 11.0, width, 11.0), Qt::AlignLeft | Qt::AlignVCenter,
                 texts[i]);
    }
  };
  auto valueColor = [&](const DiagramValue& v) {
    return v.outOfRange() ? statusColor(Status::Abnormal) : kPidValue;
  };
  switch (e.kind) {
    case Kind::Utility:
    case Kind::Genset: {
      QStringList lines{e.label, e.stateText};
      std::vector<bool> isVal{false, false};
      for (const auto& v : e.values) {
        if (v.key == "rating_kw" || v.key == "power_kw") continue;
        lines << v.text();
        isVal.push_back(true);
      }
      drawLines(QPointF(r.right() + 4, r.top() - 2), lines, isVal, 64.0);
      break;
    }
    case Kind::Rectifier:
    case Kind::Load:
    case Kind::Battery: {
      QStringList lines{e.label};
      std::vector<bool> isVal{false};
      if (!e.stateText.isEmpty()) {
        lines << e.stateText;
        isVal.push_back(false);
      }
      if (e.kind != Kind::Load) {
        for (const auto& v : e.values) {
          if (e.kind == Kind::Battery && v.key == "voltage_v") continue;
          lines << v.label + QLatin1Char(' ') + v.text();
          isVal.push_back(true);
        }
      }
      drawLines(QPointF(r.right() + 5, r.top() - 2), lines, isVal, 100.0);
      break;
    }
    case Kind::Bus: {
      if (const DiagramValue* v = e.values.empty() ? nullptr : &e.values.front()) {
        p.setFont(fontPx(font(), kValuePx));
        p.setPen(abn ? stateColor : valueColor(*v));
        p.drawText(QRectF(r.right() - 120, r.top() - 13, 120, 11),
                   Qt::AlignRight | Qt::AlignVCenter, v->text());
      }
      break;
    }
    case Kind::DryCooler: {
      p.setFont(fontPx(font(), kLabelPx, true));
      p.setPen(abn ? stateColor : kPidText);
      p.drawText(QRectF(r.left(), r.bottom() + 1, r.width() + 20, 11), Qt::AlignLeft, e.label);
      p.setFont(fontPx(font(), kValuePx - 1));
      p.setPen(kPidValue);
      const DiagramValue* fan = e.value("fan_pct");
      const DiagramValue* q = e.value("heat_kw");
      p.drawText(
          QRectF(r.left(), r.bottom() + 12, r.width() + 30, 11), Qt::AlignLeft,
          (fan ? fan->text() : QString()) + QStringLiteral("  ") + (q ? q->text() : QString()));
      if (abn) {
        p.setPen(stateColor);
        p.drawText(QRectF(r.left(), r.bottom() + 23, r.width() + 30, 11), Qt::AlignLeft,
                   e.stateText);
      }
      break;
    }
    case Kind::ControlValve: {
      p.setFont(fontPx(font(), kValuePx - 1));
      p.setPen(kPidText);
      p.drawText(QRectF(r.left() - 16, r.bottom() + 1, r.width() + 32, 10), Qt::AlignHCenter,
                 e.label);
      const DiagramValue* v = e.value("valve_pct");
      p.setPen(kPidValue);
      p.drawText(QRectF(r.left() - 16, r.bottom() + 11, r.width() + 32, 10), Qt::AlignHCenter,
                 v ? v->text() : QString());
      break;
    }
    case Kind::HeatExchanger: {
      p.setFont(fontPx(font(), kValuePx - 1));
      p.setPen(kPidText);
      p.drawText(QRectF(r.left() - 10, r.top() - 11, r.width() + 20, 10), Qt::AlignHCenter,
                 e.label);
      break;
    }
    case Kind::Pump: {
      p.setFont(fontPx(font(), kValuePx, true));
      p.setPen(abn ? stateColor : kPidText);
      p.drawText(QRectF(r.right() + 4, r.top() - 6, 70, 11), Qt::AlignLeft | Qt::AlignVCenter,
                 e.label + QLatin1Char(' ') + e.stateText);
      p.setFont(fontPx(font(), kValuePx - 0.5));
      p.setPen(kPidValue);
      const DiagramValue* sp = e.value("speed_pct");
      const DiagramValue* fl = e.value("flow_lpm");
      if (e.status == Status::Normal && sp && fl)
        p.drawText(QRectF(r.right() + 4, r.top() + 5, 72, 11), Qt::AlignLeft | Qt::AlignVCenter,
                   sp->text() + QStringLiteral("  ") + fl->text());
      break;
    }
    case Kind::Instrument: {
      p.setFont(fontPx(font(), kValuePx));
      double y = r.top();
      double x = r.right() + 4;
      for (const auto& v : e.values) {
        p.setPen(valueColor(v));
        if (e.inlineValues) {
          // "Supply 27.5 °C" side by side, centred on the bubble.
          const QString text = v.label + QLatin1Char(' ') + v.text();
          p.drawText(QRectF(x, r.top(), 130, r.height()), Qt::AlignLeft | Qt::AlignVCenter, text);
          x += QFontMetricsF(p.font()).horizontalAdvance(text) + 14;
          continue;
        }
        p.drawText(QRectF(x, y, 86, 10), Qt::AlignLeft | Qt::AlignVCenter, v.text());
        y += 10.5;
      }
      break;
    }
    case Kind::Rack: {
      p.setFont(fontPx(font(), kValuePx));
      // Right of the leak detector and the return header.
      double x = r.right() + 44;
      for (const auto& v : e.values) {
        if (v.key == "gpu_max_c") continue;
        p.setPen(valueColor(v));
        p.drawText(QRectF(x, r.top(), 64, r.height()), Qt::AlignLeft | Qt::AlignVCenter, v.text());
        x += 62;
      }
      break;
    }
    case Kind::CduSkid: {
      p.setFont(fontPx(font(), kLabelPx, true));
      p.setPen(abn ? stateColor : kPidText);
      p.drawText(QRectF(r.left() + 4, r.top() + 2, 200, 12), Qt::AlignLeft | Qt::AlignVCenter,
                 e.label + QStringLiteral("  ") + e.stateText);
      break;
    }
    case Kind::LeakDetector: {
      if (abn) {
        p.setFont(fontPx(font(), kValuePx - 1, true));
        p.setPen(stateColor);
        p.drawText(QRectF(r.left() - 40, r.bottom(), 100, 9), Qt::AlignHCenter, e.stateText);
      }
      break;
    }
    default:
      break;
  }
}

void DiagramView::paintEvent(QPaintEvent* /*e*/) {
  QPainter p(this);
  p.fillRect(rect(), kPidBackground);
  if (m_model.elements().empty()) {
    p.setPen(kPidText);
    p.drawText(rect(), Qt::AlignCenter, tr("No pod loaded"));
    return;
  }
  p.setRenderHint(QPainter::Antialiasing);
  p.setRenderHint(QPainter::TextAntialiasing);
  if (m_model.isDrilled()) {
    const QRectF b = backButtonRect();
    p.setPen(QPen(kPidEquipment, 1.0));
    p.setBrush(kPidEquipmentFill);
    p.drawRoundedRect(b, 3, 3);
    p.setPen(kPidText);
    p.drawText(b, Qt::AlignCenter, tr("◀ Overview (Backspace)"));
  }
  const QTransform t = toWidget();
  p.setTransform(t);
  for (const auto& l : m_model.lines()) paintLine(p, t, l);
  for (const auto& lab : m_model.labels()) {
    p.setFont(fontPx(font(), lab.heading ? kLabelPx : kValuePx, lab.heading));
    p.setPen(lab.heading ? kPidHeading : kPidText);
    p.drawText(lab.pos, lab.text);
  }
  for (const auto& e : m_model.elements()) paintElement(p, t, e);
  for (const auto& e : m_model.elements()) paintValues(p, t, e);
  // The selected object (its faceplate is open): a thin frame around its main symbol.
  if (m_faceplate && m_faceplate->isVisible()) {
    if (const DiagramElement* sel = m_model.element(m_faceplate->target().toStdString())) {
      p.setPen(QPen(kPidValue, 1.0, Qt::DotLine));
      p.setBrush(Qt::NoBrush);
      p.drawRect(sel->rect.adjusted(-3, -3, 3, 3));
    }
  }
}

}  // namespace podtwin::views
