#pragma once
// The numbers behind the Sweep results dock's pictures, from the dock's table rows (case,
// grid_point, sample, one column per axis, then the KPIs):
// - a tornado of one KPI over a one-at-a-time study: per parameter, the KPI at its lowest and
//   highest value against the base design, widest swing first;
// - a KPI against one swept parameter: per value, the p5 / p50 / p95 over every case at that value
//   (Monte-Carlo samples, and the other axes' values, pooled), as study::computeStats gives them.

#include <cstddef>
#include <vector>

namespace podtwin::views {

/// Where a sweep's columns sit in the dock's rows.
struct SweepColumns {
  int gridPoint = 1;  ///< the grid_point column
  int firstAxis = 3;  ///< the first axis column; axes are contiguous
  int axisCount = 0;
};

struct TornadoBar {
  int axis = 0;            ///< 0-based axis (column firstAxis + axis)
  double lowValue = 0.0;   ///< the parameter's lowest value in the study
  double highValue = 0.0;  ///< and its highest
  double kpiAtLow = 0.0;   ///< mean KPI over the samples of that design point
  double kpiAtHigh = 0.0;
  double swing() const;  ///< |kpiAtHigh − kpiAtLow|
};

struct Tornado {
  double baseKpi = 0.0;          ///< mean KPI of the base design (grid point 0)
  bool hasBase = false;          ///< false until a case of grid point 0 has a finite KPI
  std::vector<TornadoBar> bars;  ///< widest swing first; parameters without results are left out
};

/// The tornado of KPI column `kpi`. A design point belongs to the axis whose value differs from the
/// base point's; a point that differs in more than one axis (not one-at-a-time) is skipped.
Tornado makeTornado(const std::vector<std::vector<double>>& rows, const SweepColumns& cols,
                    int kpi);

/// Whether column `column` takes more than one distinct finite value over the rows.
bool columnVaries(const std::vector<std::vector<double>>& rows, int column);

/// The KPI a tornado or a band opens on, of `columnCount` columns: only outputs (the columns after
/// the axes) are KPIs. `current` when it is an output that varies over the rows, else the last
/// output that varies (a flat KPI draws no bars), else `current` when an output, else the last
/// column; -1 when there is no output column.
int pictureKpiColumn(const std::vector<std::vector<double>>& rows, const SweepColumns& cols,
                     int columnCount, int current);

struct BandPoint {
  double x = 0.0;  ///< the parameter's value
  std::size_t n = 0;
  double p5 = 0.0;
  double p50 = 0.0;
  double p95 = 0.0;
};

/// KPI column `kpi` against parameter column `xColumn`, one point per distinct finite x in
/// increasing order (non-finite KPI values are left out of the statistics).
std::vector<BandPoint> makeBand(const std::vector<std::vector<double>>& rows, int xColumn, int kpi);

}  // namespace podtwin::views
