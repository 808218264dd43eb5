#pragma once
// KpiTiles: large tiles for PUE, MFU, battery SOC, max GPU temperature, cost (to date and
// projected) and step time, each coloured by status with a sparkline. Thresholds: kpi_status.h.

#include <QWidget>
#include <array>

#include "panels/kpi_status.h"
#include "sim/snapshot.h"

namespace podtwin::views {

class KpiTile;

class KpiTiles : public QWidget {
  Q_OBJECT

 public:
  explicit KpiTiles(QWidget* parent = nullptr);
  ~KpiTiles() override;

  void updateSnapshot(const Snapshot& s);
  /// Comparing two runs: each tile shows run B's value and the difference B − A under A's value
  /// (`a` is the snapshot the tiles show, `b` run B's at the same time). nullptr `b` hides them.
  void updateComparison(const Snapshot& a, const Snapshot* b);
  /// The number a tile shows for a snapshot: PUE, MFU %, battery SOC %, max GPU °C, cost to date
  /// USD, step time s.
  static double kpiValue(Kpi kpi, const Snapshot& s);
  /// The difference B − A a tile shows (NaN when not comparing).
  double comparisonDelta(Kpi kpi) const { return m_delta[static_cast<std::size_t>(kpi)]; }
  QString comparisonText(Kpi kpi) const;
  /// Presenter mode: bigger fonts and tiles.
  void setLarge(bool large);
  bool isLarge() const { return m_large; }
  /// Clears sparklines and the run-relative references (best step time, cost baseline).
  void clearHistory();
  /// Reference for the cost status (projected cost of an undisturbed run). Without one, the first
  /// positive projection of the run becomes the reference.
  void setCostBaselineUsd(double usd);

  /// Current status and text of a tile (tests, the presenter overlay).
  KpiStatus status(Kpi kpi) const;
  QString valueText(Kpi kpi) const;
  KpiTile* tile(Kpi kpi) const { return m_tiles[static_cast<std::size_t>(kpi)]; }

 protected:
  void changeEvent(QEvent* e) override;

 private:
  /// Titles, badges and tool tips in the current language (values follow the next snapshot).
  void retranslate();

  std::array<KpiTile*, kKpiCount> m_tiles{};
  bool m_large = false;
  bool m_fixedCostBaseline = false;
  double m_costBaselineUsd = 0.0;
  double m_bestStepTimeS = 0.0;
  double m_lastTimeS = -1.0;
  std::array<double, kKpiCount> m_delta{};
};

}  // namespace podtwin::views
