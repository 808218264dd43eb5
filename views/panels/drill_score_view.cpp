#include "panels/drill_score_view.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>
#include <QVBoxLayout>
#include <cmath>

#include "panels/event_text.h"

namespace podtwin::views {

namespace {
QString seconds(double t) {
  return std::isnan(t) ? QStringLiteral("—") : QStringLiteral("%1 s").arg(t, 0, 'f', 1);
}
}  // namespace

DrillScoreView::DrillScoreView(QWidget* parent) : QWidget(parent) {
  setObjectName(QStringLiteral("drillScoreView"));
  m_score = new QLabel(this);
  m_score->setObjectName(QStringLiteral("drillScore"));
  QFont big = m_score->font();
  big.setPointSizeF(big.pointSizeF() * 2.0);
  big.setBold(true);
  m_score->setFont(big);
  m_summary = new QLabel(this);
  m_summary->setWordWrap(true);
  m_tasks = new QTableWidget(0, 8, this);
  m_tasks->setObjectName(QStringLiteral("drillTaskTable"));
  m_tasks->verticalHeader()->setVisible(false);
  m_tasks->setEditTriggers(QAbstractItemView::NoEditTriggers);
  m_tasks->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  m_tasks->horizontalHeader()->setStretchLastSection(true);
  m_details = new QLabel(this);
  m_details->setWordWrap(true);
  m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);
  auto* v = new QVBoxLayout(this);
  v->addWidget(m_score);
  v->addWidget(m_summary);
  v->addWidget(m_tasks, 1);
  v->addWidget(m_details);
  refresh();
}

void DrillScoreView::setResult(const drill::DrillResult& r) {
  m_result = r;
  refresh();
}

QString DrillScoreView::scoreText() const {
  return tr("%1 / %2").arg(m_result.score, 0, 'f', 1).arg(m_result.maxScore, 0, 'f', 0);
}

void DrillScoreView::changeEvent(QEvent* e) {
  if (e->type() == QEvent::LanguageChange) refresh();
  QWidget::changeEvent(e);
}

void DrillScoreView::refresh() {
  const drill::DrillResult& r = m_result;
  m_score->setText(scoreText());
  m_summary->setText(tr("Drill %1, seed %2").arg(QString::fromStdString(r.drill)).arg(r.seed));
  m_tasks->setHorizontalHeaderLabels({tr("Critical task"), tr("Result"), tr("Cue"),
                                      tr("First action"), tr("Standard met"), tr("Deadline"),
                                      tr("Points"), tr("Why missed")});
  m_tasks->setRowCount(static_cast<int>(r.tasks.size()));
  for (int i = 0; i < m_tasks->rowCount(); ++i) {
    const drill::TaskResult& t = r.tasks[static_cast<std::size_t>(i)];
    const QString result = !t.cued ? tr("not cued") : t.met ? tr("met") : tr("missed");
    const QStringList cells = {QString::fromStdString(t.name),
                               result,
                               seconds(t.cueS),
                               seconds(t.firstActionS),
                               seconds(t.standardMetS),
                               seconds(t.deadlineS),
                               tr("%1 of %2").arg(t.points, 0, 'f', 1).arg(t.maxPoints, 0, 'f', 1),
                               t.met ? QString() : QString::fromStdString(t.why)};
    for (int c = 0; c < cells.size(); ++c) {
      auto* item = new QTableWidgetItem(cells[c]);
      if (c == 0) item->setToolTip(QString::fromStdString(t.description));
      if (c == 1 && t.cued)
        item->setForeground(t.met ? QColor(0x2e, 0x9c, 0x4a) : QColor(0xe0, 0x40, 0x40));
      m_tasks->setItem(i, c, item);
    }
  }
  QString details;
  for (const auto& l : r.limits) {
    details += tr("Limit %1: %2 s outside, −%3 of %4 points")
                   .arg(QString::fromStdString(l.text))
                   .arg(l.secondsOutside, 0, 'f', 1)
                   .arg(l.pointsLost, 0, 'f', 1)
                   .arg(l.maxPoints, 0, 'f', 1) +
               QLatin1Char('\n');
  }
  const drill::PenaltyResult& p = r.penalties;
  details += tr("Penalties: %1 rack trips, %2 job restarts, %3 kWh unserved: −%4 points")
                 .arg(p.rackTrips)
                 .arg(p.jobRestarts)
                 .arg(p.unservedKwh, 0, 'f', 2)
                 .arg(p.points, 0, 'f', 1) +
             QLatin1Char('\n');
  details += tr("Business impact: %1 GPU-hours lost ($%2), MFU %3 over the drill (%4 at its start)")
                 .arg(p.lostGpuHours, 0, 'f', 2)
                 .arg(p.dollars, 0, 'f', 0)
                 .arg(r.mfuMean, 0, 'f', 3)
                 .arg(r.mfuBaseline, 0, 'f', 3);
  m_details->setText(details);
}

}  // namespace podtwin::views
