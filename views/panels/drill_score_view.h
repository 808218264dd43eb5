#pragma once
// DrillScoreView: a drill's score and its breakdown, as the debrief shows it: the score out of
// 100, each critical task met or missed (cue, first relevant action, standard met, deadline,
// points, why it was missed), the time outside each monitored limit, the penalties and the
// business impact (lost GPU-hours, dollars, MFU). Shows a drill::DrillResult; computes nothing.

#include <QWidget>

#include "drill/drill_run.h"

class QLabel;
class QTableWidget;

namespace podtwin::views {

class DrillScoreView : public QWidget {
  Q_OBJECT

 public:
  explicit DrillScoreView(QWidget* parent = nullptr);
  void setResult(const drill::DrillResult& r);
  const drill::DrillResult& result() const { return m_result; }
  /// The score as shown ("72.5 / 100").
  QString scoreText() const;
  QTableWidget* taskTable() const { return m_tasks; }

 protected:
  void changeEvent(QEvent* e) override;

 private:
  void refresh();

  drill::DrillResult m_result;
  QLabel* m_score = nullptr;
  QLabel* m_summary = nullptr;
  QTableWidget* m_tasks = nullptr;
  QLabel* m_details = nullptr;
};

}  // namespace podtwin::views
