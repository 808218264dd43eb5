#include "diagrams/faceplate.h"

#include <QAction>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPainterPath>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <vector>

#include "diagrams/diagram_view.h"
#include "panels/event_log_view.h"

namespace podtwin::views {

/// The faceplate's trend: a line of (simulated time, value) with its min and max written beside.
class FaceplateTrend : public QWidget {
 public:
  explicit FaceplateTrend(QWidget* parent) : QWidget(parent) { setMinimumHeight(64); }
  std::deque<std::pair<double, double>> points;
  QString unit;
  int decimals = 0;

 protected:
  void paintEvent(QPaintEvent* /*e*/) override {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF r = QRectF(rect()).adjusted(2, 14, -2, -2);
    p.setPen(QColor(0x55, 0x5b, 0x62));
    p.setBrush(QColor(0x26, 0x29, 0x2d));
    p.drawRect(r);
    QFont f = font();
    f.setPointSizeF(f.pointSizeF() * 0.85);
    p.setFont(f);
    p.setPen(QColor(0x9a, 0xa0, 0xa6));
    if (points.size() < 2) {
      p.drawText(QRectF(rect()).adjusted(4, 0, 0, 0), Qt::AlignLeft | Qt::AlignTop,
                 Faceplate::tr("Trend: waiting for data"));
      return;
    }
    double lo = points.front().second;
    double hi = lo;
    for (const auto& pt : points) {
      lo = std::min(lo, pt.second);
      hi = std::max(hi, pt.second);
    }
    const double span = hi - lo > 1e-9 ? hi - lo : std::max(1.0, std::abs(hi) * 0.01);
    const double t0 = points.front().first;
    const double t1 = std::max(points.back().first, t0 + 1e-9);
    // A gap much longer than the usual spacing (a jump, a paused stretch) breaks the line: what
    // happened in it is not known here.
    std::vector<double> gaps;
    for (std::size_t i = 1; i < points.size(); ++i)
      gaps.push_back(points[i].first - points[i - 1].first);
    std::nth_element(gaps.begin(), gaps.begin() + static_cast<long>(gaps.size() / 2), gaps.end());
    const double maxGap = std::max(5.0, 10.0 * gaps[gaps.size() / 2]);
    QPainterPath path;
    for (std::size_t i = 0; i < points.size(); ++i) {
      const double x = r.left() + (points[i].first - t0) / (t1 - t0) * r.width();
      const double y = r.bottom() - 3 - (points[i].second - lo) / span * (r.height() - 6);
      if (i == 0 || points[i].first - points[i - 1].first > maxGap)
        path.moveTo(x, y);
      else
        path.lineTo(x, y);
    }
    p.drawText(QRectF(rect()).adjusted(4, 0, -4, 0), Qt::AlignLeft | Qt::AlignTop,
               Faceplate::tr("Trend, last %1 s").arg(std::lround(t1 - t0)));
    p.drawText(
        QRectF(rect()).adjusted(4, 0, -4, 0), Qt::AlignRight | Qt::AlignTop,
        QStringLiteral("%1 … %2 %3").arg(lo, 0, 'f', decimals).arg(hi, 0, 'f', decimals).arg(unit));
    p.setPen(QPen(QColor(0xd8, 0xdc, 0xe0), 1.4));
    p.setBrush(Qt::NoBrush);
    p.drawPath(path);
  }
};

Faceplate::Faceplate(QWidget* parent) : QFrame(parent) {
  setObjectName(QStringLiteral("faceplate"));
  setFrameShape(QFrame::Box);
  setAutoFillBackground(true);
  QPalette pal = palette();
  pal.setColor(QPalette::Window, QColor(0x33, 0x37, 0x3c));
  pal.setColor(QPalette::WindowText, QColor(0xdd, 0xe1, 0xe5));
  setPalette(pal);
  auto* v = new QVBoxLayout(this);
  v->setContentsMargins(8, 6, 8, 8);
  v->setSpacing(4);
  auto* head = new QHBoxLayout;
  m_title = new QLabel(this);
  QFont bold = m_title->font();
  bold.setBold(true);
  m_title->setFont(bold);
  head->addWidget(m_title, 1);
  auto* close = new QToolButton(this);
  close->setObjectName(QStringLiteral("faceplate_close"));
  close->setText(QStringLiteral("✕"));
  close->setAutoRaise(true);
  connect(close, &QToolButton::clicked, this, [this] {
    hide();
    emit closed();
  });
  head->addWidget(close);
  v->addLayout(head);
  m_state = new QLabel(this);
  v->addWidget(m_state);
  m_grid = new QGridLayout;
  m_grid->setHorizontalSpacing(8);
  m_grid->setVerticalSpacing(1);
  v->addLayout(m_grid);
  m_alarms = new QLabel(this);
  m_alarms->setWordWrap(true);
  v->addWidget(m_alarms);
  m_trend = new FaceplateTrend(this);
  v->addWidget(m_trend);
  m_buttons = new QVBoxLayout;
  m_buttons->setSpacing(2);
  v->addLayout(m_buttons);
}

Faceplate::~Faceplate() = default;

void Faceplate::setTarget(const QString& target, const QList<QAction*>& actions) {
  m_target = target;
  m_trendKey.clear();
  for (QToolButton* b : m_buttonList) b->deleteLater();
  m_buttonList.clear();
  for (QAction* a : m_actionList)
    if (a->parent() == this) a->deleteLater();
  m_actionList = actions;
  for (QAction* a : actions) {
    a->setParent(this);
    auto* b = new QToolButton(this);
    b->setDefaultAction(a);
    b->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    b->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_buttons->addWidget(b);
    m_buttonList.append(b);
  }
}

void Faceplate::refresh(const DiagramModel& model) {
  const auto fp = model.faceplate(m_target.toStdString());
  m_title->setText(fp.title);
  const QColor c = DiagramView::statusColor(fp.status);
  m_state->setText(fp.stateText.isEmpty() ? QString() : tr("State: %1").arg(fp.stateText));
  const bool abnormal =
      fp.status != DiagramElement::Status::Normal && fp.status != DiagramElement::Status::Off;
  m_state->setStyleSheet(abnormal ? QStringLiteral("color: %1; font-weight: bold;").arg(c.name())
                                  : QString());
  // Rows: rebuilt when the set of values changes, else only their texts.
  bool same = m_valueLabels.size() == fp.values.size();
  for (std::size_t i = 0; same && i < fp.values.size(); ++i)
    same = m_valueLabels[i].first == fp.values[i].key;
  if (!same) {
    for (QWidget* w : m_rowWidgets) w->deleteLater();
    m_rowWidgets.clear();
    m_valueLabels.clear();
    int row = 0;
    for (const auto& v : fp.values) {
      auto* name = new QLabel(v.label, this);
      name->setStyleSheet(QStringLiteral("color: #9aa0a6;"));
      auto* value = new QLabel(this);
      value->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
      auto* range = new QLabel(this);
      range->setStyleSheet(QStringLiteral("color: #80868e;"));
      m_grid->addWidget(name, row, 0);
      m_grid->addWidget(value, row, 1);
      m_grid->addWidget(range, row, 2);
      m_rowWidgets.insert(m_rowWidgets.end(), {name, value, range});
      m_valueLabels.emplace_back(v.key, value);
      ++row;
    }
  }
  for (std::size_t i = 0; i < fp.values.size(); ++i) {
    const auto& v = fp.values[i];
    QLabel* value = m_valueLabels[i].second;
    value->setText(v.text());
    value->setStyleSheet(v.outOfRange() ? QStringLiteral("color: %1; font-weight: bold;")
                                              .arg(statusColorHex(DiagramElement::Status::Abnormal))
                                        : QString());
    auto* range = qobject_cast<QLabel*>(m_rowWidgets[i * 3 + 2]);
    const QString rt = v.rangeText();
    range->setText(rt.isEmpty() ? QString() : tr("normal %1").arg(rt));
  }
  // Active alarms in the alarm list's colours, worst first.
  QStringList lines;
  for (const auto& [sev, msg] : model.activeAlarms(m_target.toStdString())) {
    lines << QStringLiteral("<span style=\"color:%1\">%2 %3</span>")
                 .arg(EventLogView::severityColor(sev, false)
                          .lighter(sev == Severity::Trip ? 180 : 100)
                          .name(),
                      EventLogView::severityText(sev, false).toHtmlEscaped(), msg.toHtmlEscaped());
  }
  m_alarms->setText(lines.isEmpty() ? tr("No active alarms") : lines.join(QStringLiteral("<br>")));
  m_trendKey = fp.trendKey;
  for (const auto& v : fp.values) {
    if (v.key != m_trendKey) continue;
    m_trend->unit = v.unit;
    m_trend->decimals = v.decimals;
  }
  m_trend->points = model.history(m_target.toStdString());
  m_trend->update();
  adjustSize();
}

QString Faceplate::statusColorHex(DiagramElement::Status s) {
  return DiagramView::statusColor(s).name();
}

QString Faceplate::valueText(const std::string& key) const {
  for (const auto& [k, label] : m_valueLabels)
    if (k == key) return label->text();
  return {};
}

QString Faceplate::stateText() const {
  return m_state->text();
}

QString Faceplate::titleText() const {
  return m_title->text();
}

QStringList Faceplate::actionTexts() const {
  QStringList out;
  for (QAction* a : m_actionList) out << a->text();
  return out;
}

const std::deque<std::pair<double, double>>& Faceplate::trend() const {
  return m_trend->points;
}

}  // namespace podtwin::views
