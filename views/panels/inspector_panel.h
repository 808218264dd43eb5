#pragma once
// InspectorPanel: live values of one selected object (rack, CDU, genset, battery, grid, switch)
// read from snapshots, with a trend chart of its key value over the last ~5 simulated minutes
// (longer when snapshots come further apart, so a run at maximum speed still draws a line).

#include <QString>
#include <QWidget>
#include <deque>
#include <limits>
#include <memory>
#include <utility>

#include "config/pod_config.h"
#include "fabric/topology.h"
#include "sim/snapshot.h"

class QLabel;
class QFormLayout;
class QChart;
class QChartView;
class QLineSeries;
class QValueAxis;

namespace podtwin::views {

class InspectorPanel : public QWidget {
  Q_OBJECT

 public:
  explicit InspectorPanel(QWidget* parent = nullptr);
  ~InspectorPanel() override;

  void setPod(const PodConfig& pod);
  /// "rack5", "cdu1", "cdu1/pump2", "genset2", "bess", "grid", "spine3", "leaf2", "drycooler1",
  /// the cables between two switches ("leaf1/spine1") and a NIC's cable ("rack9/nic3").
  /// An empty or unknown target shows a hint. Clears the trend.
  void setTarget(const QString& target);
  QString target() const { return m_target; }
  void updateSnapshot(const Snapshot& s);

  /// Seconds of trend history kept (simulated time) at ordinary speeds.
  static constexpr double kTrendWindowS = 300.0;
  /// The window also spans at least this many typical snapshot intervals: at maximum speed a
  /// snapshot can be 200 s or more after the last, and five minutes would hold one point (no line).
  static constexpr double kTrendMinIntervals = 40.0;
  /// Never more than this (a week-long run at maximum speed).
  static constexpr double kTrendMaxWindowS = 86400.0;
  /// The trend window in use: kTrendWindowS, or kTrendMinIntervals times the median of the last
  /// snapshot intervals (a single jump does not count), at most kTrendMaxWindowS.
  double trendWindowS() const;

  /// The text shown for a field ("Power" -> "132.4 kW"); empty if the field is not shown. Tests.
  QString fieldText(const QString& label) const;
  QStringList fieldLabels() const;
  /// Title line ("Rack 5 · CDU 1").
  QString title() const;
  /// Trend points (simulated time s, value) currently held.
  const std::deque<std::pair<double, double>>& trend() const { return m_trend; }
  QString trendName() const { return m_trendName; }

 protected:
  void changeEvent(QEvent* e) override;

 private:
  struct Field {
    QString label;
    QString value;
  };
  void showFields(const QString& title, const std::vector<Field>& fields, const QString& status,
                  int statusLevel);
  /// Appends to the trend; a finite `limit` is drawn as a dashed reference line (throttle point).
  void pushTrend(double timeS, double value,
                 double limit = std::numeric_limits<double>::quiet_NaN());
  void rebuildForm(const std::vector<Field>& fields);
  /// Fills the form for a switch, a bundle of cables or a NIC; false if `target` is none of them.
  bool showFabricObject(const Snapshot& s);
  /// Forgets the trend points and the snapshot intervals (new target, restarted run).
  void resetTrend();

  PodConfig m_pod;
  PodCounts m_counts;                                  ///< the pod's object counts, set by setPod
  std::shared_ptr<const fabric::Topology> m_topology;  ///< the pod's fabric, set by setPod
  bool m_havePod = false;
  QString m_target;
  QString m_titleText;
  std::vector<Field> m_fields;
  std::deque<std::pair<double, double>> m_trend;
  std::deque<double> m_intervalsS;  ///< last snapshot intervals, for trendWindowS()
  double m_lastSnapshotS = -1.0;
  QString m_trendName;
  QLabel* m_title = nullptr;
  QLabel* m_status = nullptr;
  QWidget* m_formBox = nullptr;
  QFormLayout* m_form = nullptr;
  std::vector<std::pair<QLabel*, QLabel*>> m_rows;
  QChart* m_chart = nullptr;
  QChartView* m_chartView = nullptr;
  QLineSeries* m_series = nullptr;
  QLineSeries* m_limitSeries = nullptr;
  QValueAxis* m_axisX = nullptr;
  QValueAxis* m_axisY = nullptr;
};

}  // namespace podtwin::views
