#include "panels/source_badge.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPolygonF>

namespace podtwin::views {

namespace {
constexpr EventSource kSources[] = {EventSource::Failure, EventSource::Operator,
                                    EventSource::Automatic};
}  // namespace

QColor SourceBadge::color(EventSource s) {
  switch (s) {
    case EventSource::Failure:
      return QColor(0xe0, 0x40, 0x40);  // red: something broke
    case EventSource::Operator:
      return QColor(0x2e, 0x9c, 0xe6);  // blue: a person acted
    case EventSource::Automatic:
      return QColor(0x9e, 0x9e, 0x9e);  // grey: the model's own logic
  }
  return QColor(Qt::gray);
}

QIcon SourceBadge::icon(EventSource s) {
  QPixmap pm(14, 14);
  pm.fill(Qt::transparent);
  QPainter p(&pm);
  p.setRenderHint(QPainter::Antialiasing);
  const QColor c = color(s);
  p.setBrush(c);
  p.setPen(c.darker(140));
  switch (s) {
    case EventSource::Failure:
      p.drawPolygon(QPolygonF({QPointF(7, 1.5), QPointF(12.5, 12), QPointF(1.5, 12)}));
      break;
    case EventSource::Operator:
      p.drawEllipse(2, 2, 10, 10);
      break;
    case EventSource::Automatic:
      p.drawRect(2, 2, 10, 10);
      break;
  }
  return QIcon(pm);
}

QString SourceBadge::text(EventSource s) {
  switch (s) {
    case EventSource::Failure:
      return tr("Failure");
    case EventSource::Operator:
      return tr("Operator");
    case EventSource::Automatic:
      return tr("Automatic");
  }
  return QString();
}

SourceLegend::SourceLegend(QWidget* parent) : QWidget(parent) {
  setObjectName(QStringLiteral("sourceLegend"));
  auto* h = new QHBoxLayout(this);
  h->setContentsMargins(0, 0, 0, 0);
  m_title = new QLabel(this);
  h->addWidget(m_title);
  for (int i = 0; i < 3; ++i) {
    auto* icon = new QLabel(this);
    icon->setPixmap(SourceBadge::icon(kSources[i]).pixmap(14, 14));
    m_text[i] = new QLabel(this);
    h->addWidget(icon);
    h->addWidget(m_text[i]);
    h->addSpacing(8);
  }
  h->addStretch(1);
  retranslate();
}

void SourceLegend::changeEvent(QEvent* e) {
  if (e->type() == QEvent::LanguageChange) retranslate();
  QWidget::changeEvent(e);
}

void SourceLegend::retranslate() {
  m_title->setText(SourceBadge::tr("Source:"));
  for (int i = 0; i < 3; ++i) m_text[i]->setText(SourceBadge::text(kSources[i]));
}

}  // namespace podtwin::views
