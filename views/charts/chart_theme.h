#pragma once
// The charts' dark engineering theme, shared by LiveChart and the inspector's trend, matched to the
// application's palette (app/gui/app_style.cpp): one look for every chart in the window.

#include <QColor>
#include <QString>

class QChart;
class QValueAxis;

namespace podtwin::views::chart_theme {

inline const QColor kBackground(0x1d, 0x21, 0x27);
inline const QColor kPlotArea(0x16, 0x19, 0x1e);
inline const QColor kGrid(0x2e, 0x34, 0x3c);
inline const QColor kLabel(0xb8, 0xbe, 0xc7);
inline const QColor kTitle(0xe4, 0xe7, 0xeb);
inline const QColor kCrosshair(0x9a, 0xa4, 0xb0);
/// Reference lines (throttle point, limits).
inline const QColor kLimit(0xff, 0x55, 0x55);
/// The first data series (Okabe–Ito sky blue, brightened for the dark plot area).
inline const QColor kSeries(0x56, 0xb4, 0xe9);

/// Background, plot area, title and legend colours and fonts.
void styleChart(QChart* chart);
/// Label, title and grid colours and fonts of one axis.
void styleAxis(QValueAxis* axis);
/// Widens [lo, hi] to four round steps (1, 2, 2.5 or 5 × 10^k) with a little headroom (none past
/// an exact 0), so five ticks are round numbers; returns the decimals the labels need.
int niceRange(double& lo, double& hi);
/// A QValueAxis label format with this many decimals ("%.2f").
QString labelFormat(int decimals);

}  // namespace podtwin::views::chart_theme
