#pragma once
// Faceplate: the detail of one piece of equipment, opened from a diagram. Its state, every value
// the diagram knows for it with the normal range, its active alarms (in the alarm list's colours),
// a trend of its key value over the last DiagramModel::kTrendWindowS simulated seconds, and buttons
// for the actions the application offers for it (failure injections through the Inject menu's code
// path).

#include <QFrame>
#include <QList>
#include <deque>
#include <string>
#include <utility>

#include "diagrams/diagram_model.h"

class QAction;
class QLabel;
class QGridLayout;
class QVBoxLayout;
class QToolButton;

namespace podtwin::views {

class FaceplateTrend;

class Faceplate : public QFrame {
  Q_OBJECT

 public:
  explicit Faceplate(QWidget* parent = nullptr);
  ~Faceplate() override;

  /// A new target: clears the trend and takes the actions (the faceplate owns them).
  void setTarget(const QString& target, const QList<QAction*>& actions);
  QString target() const { return m_target; }
  /// Reads the target's values from the model and appends the trend.
  void refresh(const DiagramModel& model);

  /// Tests: the value text shown for a key ("652 kW"), the state text, the action texts.
  QString valueText(const std::string& key) const;
  QString stateText() const;
  QString titleText() const;
  QStringList actionTexts() const;
  const std::deque<std::pair<double, double>>& trend() const;

 signals:
  void closed();

 private:
  static QString statusColorHex(DiagramElement::Status s);

  QString m_target;
  std::string m_trendKey;
  QLabel* m_title = nullptr;
  QLabel* m_state = nullptr;
  QGridLayout* m_grid = nullptr;
  QLabel* m_alarms = nullptr;
  FaceplateTrend* m_trend = nullptr;
  QVBoxLayout* m_buttons = nullptr;
  QList<QAction*> m_actionList;
  QList<QToolButton*> m_buttonList;
  std::vector<std::pair<std::string, QLabel*>> m_valueLabels;
  std::vector<QWidget*> m_rowWidgets;
};

}  // namespace podtwin::views
