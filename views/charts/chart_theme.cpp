#include "charts/chart_theme.h"

#include <QChart>
#include <QLegend>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

namespace podtwin::views::chart_theme {

void styleChart(QChart* chart) {
  chart->setBackgroundBrush(kBackground);
  chart->setPlotAreaBackgroundBrush(kPlotArea);
  chart->setPlotAreaBackgroundVisible(true);
  chart->setTitleBrush(kTitle);
  QFont tf = chart->titleFont();
  tf.setPointSizeF(9.5);
  tf.setBold(true);
  chart->setTitleFont(tf);
  chart->setBackgroundRoundness(0);
  chart->legend()->setLabelColor(kLabel);
  QFont lf = chart->legend()->font();
  lf.setPointSizeF(8.0);
  chart->legend()->setFont(lf);
  chart->setAnimationOptions(QChart::NoAnimation);
}

void styleAxis(QValueAxis* a) {
  a->setLabelsColor(kLabel);
  a->setTitleBrush(kLabel);
  a->setGridLineColor(kGrid);
  a->setMinorGridLineColor(kGrid);
  a->setLinePenColor(kGrid);
  QFont f = a->labelsFont();
  f.setPointSizeF(8.0);
  a->setLabelsFont(f);
  a->setTitleFont(f);
}

// A "nice" axis range around [lo, hi] with a little headroom (none past an exact 0, so a
// power axis starts at 0); never degenerate. The range is four steps of 1, 2, 2.5 or 5 × 10^k,
// so the five ticks are round numbers and a second axis's grid lines fall on the first one's.
// Returns the number of decimals the tick labels need.
QString labelFormat(int decimals) {
  return QStringLiteral("%.") + QString::number(decimals) + QStringLiteral("f");
}

int niceRange(double& lo, double& hi) {
  if (!std::isfinite(lo) || !std::isfinite(hi)) {
    lo = 0.0;
    hi = 1.0;
    return 2;
  }
  if (hi - lo < 1e-9 * std::max(1.0, std::abs(hi))) {
    const double pad = hi == 0.0 ? 1.0 : std::abs(hi) * 0.05;
    lo -= pad;
    hi += pad;
  }
  const double span = hi - lo;
  const double lo0 = lo == 0.0 ? 0.0 : lo - 0.04 * span;
  const double hi0 = hi == 0.0 ? 0.0 : hi + 0.04 * span;
  const double raw = (hi0 - lo0) / 4.0;
  const double mag = std::pow(10.0, std::floor(std::log10(raw)));
  const double mults[] = {1.0, 2.0, 2.5, 5.0, 10.0, 20.0, 25.0};
  double step = 10.0 * mag;
  for (double m : mults) {
    const double st = m * mag;
    if (st < raw * (1.0 - 1e-12)) continue;
    const double l = std::floor(lo0 / st + 1e-9) * st;
    if (l + 4.0 * st >= hi0 - 1e-9 * st) {
      step = st;
      break;
    }
  }
  lo = std::floor(lo0 / step + 1e-9) * step;
  hi = lo + 4.0 * step;
  // As many decimals as the step needs (2.5 needs one, 0.25 two).
  int decimals = 0;
  while (decimals < 6 && std::abs(step * std::pow(10.0, decimals) -
                                  std::round(step * std::pow(10.0, decimals))) > 1e-6)
    ++decimals;
  return decimals;
}

}  // namespace podtwin::views::chart_theme
