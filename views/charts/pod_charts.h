#pragma once
// PodCharts: the live charts of a pod, each fed from Snapshot fields — power balance, PUE, battery,
// bus frequency with its limit band, GPU temperatures against the throttle line, coolant per CDU,
// peak link utilisation, step time and MFU, projected cost. One shared time-window selector.

#include <QWidget>
#include <cmath>
#include <vector>

#include "charts/live_chart.h"
#include "config/pod_config.h"
#include "sim/snapshot.h"

class QComboBox;
class QLabel;
class QPushButton;
class QVBoxLayout;

namespace podtwin::views {

class PodCharts : public QWidget {
  Q_OBJECT

 public:
  enum ChartId {
    kPower = 0,
    kPue,
    kBattery,
    kFrequency,
    kGpuTemp,
    kCoolant,
    kLinks,
    kTraining,
    kCost,
    kChartCount
  };

  explicit PodCharts(QWidget* parent = nullptr);

  /// Creates the per-CDU series for a pod and clears history.
  void setPod(const PodConfig& pod);
  /// Appends one sample of every chart; `b` is the comparison run's sample at the same time
  /// (drawn dashed while comparing; nullptr leaves a gap in its lines).
  void appendSnapshot(const Snapshot& s, const Snapshot* b = nullptr);
  /// Comparing two runs: every series gets a dashed twin in the same colour for run B, and a
  /// line over the charts names both runs. Off removes the twins. A's history is kept either way.
  void setComparison(bool on, const QString& labelA = {}, const QString& labelB = {});
  bool isComparing() const { return m_compare; }
  /// The index of run B's twin of series `series` of a chart (-1 when not comparing).
  int comparisonSeries(ChartId id, int series) const;
  /// Series per run of a chart (A's; B's twins follow them).
  int seriesPerRun(ChartId id) const { return m_perRun[id]; }
  /// Every chart's LiveChart::settle(): the appended samples of the charts on screen reach the
  /// views' repaint in this event-loop pass.
  void settle();
  void clear();
  /// Drops every sample after `tS` (the run went back in time).
  void truncateAfter(double tS);
  /// Window for every chart, s (0 = all).
  void setWindowS(double windowS);
  double windowS() const { return m_windowS; }
  /// Follow the live edge (off while the run is paused lets the user scroll back).
  void setFollowing(bool following);

  LiveChart* chart(ChartId id) const { return m_charts[id]; }
  int chartCount() const { return kChartCount; }

 signals:
  void windowChanged(double windowS);

 protected:
  void changeEvent(QEvent* e) override;
  bool eventFilter(QObject* watched, QEvent* e) override;

 private:
  void build();
  void retranslate();

  std::vector<LiveChart*> m_charts;
  /// One sample of a chart's series for a run.
  void values(ChartId id, const Snapshot& s, std::vector<double>& out) const;
  void addTwins();
  void nameTwins();

  std::vector<double> m_values;  ///< scratch for append
  std::vector<double> m_valuesB;
  std::vector<int> m_perRun;  ///< series per run, per chart
  bool m_compare = false;
  QString m_labelA, m_labelB;
  QLabel* m_compareNote = nullptr;
  int m_cduCount = 0;
  // The pod's limits, drawn before the first snapshot arrives; snapshots then carry the limits the
  // model applies (frequency band, throttle temperature).
  double m_nominalHz = NAN;
  double m_frequencyLimitPct = NAN;
  double m_throttleC = NAN;
  double m_windowS = 600.0;
  QLabel* m_windowLabel = nullptr;
  QComboBox* m_window = nullptr;
  QPushButton* m_follow = nullptr;
  QVBoxLayout* m_list = nullptr;
  QWidget* m_inner = nullptr;  ///< the scroll area's contents, holding the charts
};

}  // namespace podtwin::views
