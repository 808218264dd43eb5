#pragma once
// KpiTile: one large KPI tile (name, value, detail line, status colour, sparkline).

#include <QFrame>
#include <deque>
#include <utility>

#include "panels/kpi_status.h"

class QLabel;

namespace podtwin::views {

/// A minimal line chart of recent values, painted directly (cheap enough for many tiles at 30 Hz).
class Sparkline : public QWidget {
  Q_OBJECT
 public:
  explicit Sparkline(QWidget* parent = nullptr);
  void setPoints(const std::deque<std::pair<double, double>>* points) {
    m_points = points;
    update();
  }
  void setColor(const QColor& c) {
    m_color = c;
    update();
  }
  QSize sizeHint() const override { return {160, 36}; }

 protected:
  void paintEvent(QPaintEvent* event) override;

 private:
  const std::deque<std::pair<double, double>>* m_points = nullptr;
  QColor m_color;
};

class KpiTile : public QFrame {
  Q_OBJECT
 public:
  explicit KpiTile(const QString& name, QWidget* parent = nullptr);

  /// Sets the shown value; `sample` (finite) is appended to the sparkline at simulated `timeS`.
  void setValue(const QString& value, const QString& detail, KpiStatus status, double timeS,
                double sample);
  void setLarge(bool large);
  void clearHistory();
  /// The title and the status badge in the current language.
  void setName(const QString& name);
  /// A line under the value with a second run's value and the difference; empty hides it.
  void setComparison(const QString& text);
  QString comparisonText() const;

  KpiStatus status() const { return m_status; }
  QString valueText() const;
  QString detailText() const;
  const std::deque<std::pair<double, double>>& history() const { return m_history; }

  /// Sparkline window (simulated seconds) and minimum spacing between stored points.
  static constexpr double kHistoryWindowS = 600.0;
  static constexpr double kSampleSpacingS = 2.0;

 private:
  void applyStyle();

  QLabel* m_name = nullptr;
  QLabel* m_value = nullptr;
  QLabel* m_detail = nullptr;
  QLabel* m_compare = nullptr;
  QLabel* m_badge = nullptr;
  Sparkline* m_spark = nullptr;
  KpiStatus m_status = KpiStatus::Unknown;
  bool m_large = false;
  std::deque<std::pair<double, double>> m_history;
};

}  // namespace podtwin::views
