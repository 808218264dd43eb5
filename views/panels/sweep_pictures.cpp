#include "panels/sweep_pictures.h"

#include <algorithm>
#include <cmath>
#include <map>

#include "study/case_table.h"

namespace podtwin::views {

namespace {
double at(const std::vector<double>& row, int column) {
  const auto c = static_cast<std::size_t>(column);
  return column >= 0 && c < row.size() ? row[c] : NAN;
}

/// Per design point: its axis values and the finite KPI values of its samples.
struct PointMean {
  std::vector<double> axes;
  std::vector<double> values;
  double meanValue = NAN;
  std::size_t n = 0;
  double mean() const { return meanValue; }
};
}  // namespace

double TornadoBar::swing() const {
  return std::abs(kpiAtHigh - kpiAtLow);
}

Tornado makeTornado(const std::vector<std::vector<double>>& rows, const SweepColumns& cols,
                    int kpi) {
  std::map<long long, PointMean> points;
  for (const auto& r : rows) {
    const double gp = at(r, cols.gridPoint);
    if (!std::isfinite(gp)) continue;
    PointMean& p = points[std::llround(gp)];
    if (p.axes.empty()) {
      for (int a = 0; a < cols.axisCount; ++a) p.axes.push_back(at(r, cols.firstAxis + a));
    }
    const double v = at(r, kpi);
    if (std::isfinite(v)) p.values.push_back(v);
  }
  // Means over sorted values: the same whatever order the cases finished in.
  for (auto& [gp, p] : points) {
    p.n = p.values.size();
    std::sort(p.values.begin(), p.values.end());
    if (p.n > 0) p.meanValue = study::computeStats(p.values).mean;
  }
  Tornado t;
  const auto base = points.find(0);
  if (base == points.end() || base->second.n == 0) return t;
  t.hasBase = true;
  t.baseKpi = base->second.mean();
  for (int a = 0; a < cols.axisCount; ++a) {
    TornadoBar bar;
    bar.axis = a;
    bool any = false;
    for (const auto& [gp, p] : points) {
      if (gp == 0 || p.n == 0) continue;
      int differing = 0;
      int which = -1;
      for (int k = 0; k < cols.axisCount; ++k) {
        const auto ks = static_cast<std::size_t>(k);
        if (p.axes[ks] != base->second.axes[ks]) {
          ++differing;
          which = k;
        }
      }
      if (differing != 1 || which != a) continue;
      const double x = p.axes[static_cast<std::size_t>(a)];
      if (!any || x < bar.lowValue) {
        bar.lowValue = x;
        bar.kpiAtLow = p.mean();
      }
      if (!any || x > bar.highValue) {
        bar.highValue = x;
        bar.kpiAtHigh = p.mean();
      }
      any = true;
    }
    if (!any) continue;
    // A parameter studied on one side only (every value above the base, say) spans base → value.
    const double baseX = base->second.axes[static_cast<std::size_t>(a)];
    if (baseX < bar.lowValue) {
      bar.lowValue = baseX;
      bar.kpiAtLow = t.baseKpi;
    }
    if (baseX > bar.highValue) {
      bar.highValue = baseX;
      bar.kpiAtHigh = t.baseKpi;
    }
    t.bars.push_back(bar);
  }
  std::stable_sort(t.bars.begin(), t.bars.end(),
                   [](const TornadoBar& x, const TornadoBar& y) { return x.swing() > y.swing(); });
  return t;
}

bool columnVaries(const std::vector<std::vector<double>>& rows, int column) {
  double first = NAN;
  for (const auto& r : rows) {
    const double v = at(r, column);
    if (!std::isfinite(v)) continue;
    if (std::isnan(first))
      first = v;
    else if (v != first)
      return true;
  }
  return false;
}

int pictureKpiColumn(const std::vector<std::vector<double>>& rows, const SweepColumns& cols,
                     int columnCount, int current) {
  const int firstKpi = cols.firstAxis + cols.axisCount;
  if (columnCount <= firstKpi) return -1;
  const bool currentIsKpi = current >= firstKpi && current < columnCount;
  if (currentIsKpi && columnVaries(rows, current)) return current;
  for (int c = columnCount - 1; c >= firstKpi; --c)
    if (columnVaries(rows, c)) return c;
  return currentIsKpi ? current : columnCount - 1;
}

std::vector<BandPoint> makeBand(const std::vector<std::vector<double>>& rows, int xColumn,
                                int kpi) {
  std::map<double, std::vector<double>> byX;
  for (const auto& r : rows) {
    const double x = at(r, xColumn);
    if (!std::isfinite(x)) continue;
    auto& values = byX[x];
    const double v = at(r, kpi);
    if (std::isfinite(v)) values.push_back(v);
  }
  std::vector<BandPoint> out;
  for (auto& [x, values] : byX) {
    if (values.empty()) continue;
    // Sorted first, as the histogram's statistics are, so the result does not depend on the order
    // in which cases finished.
    std::sort(values.begin(), values.end());
    const study::KpiStats st = study::computeStats(values);
    out.push_back({x, st.n, st.p5, st.p50, st.p95});
  }
  return out;
}

}  // namespace podtwin::views
