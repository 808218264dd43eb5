#include "charts/chart_theme.h"

#include <QChart>
#include <QLegend>
#include <QValueAxis>

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

}  // namespace podtwin::views::chart_theme
