#pragma once
// The 2D overlay of the 3D pod, painted with QPainter over the VTK frame: the colour legend (title
// with unit, range ticks, the "failed" swatch, the coolant ramp of the pipes), the pod caption and
// the group labels. Qt draws the text, so every script of the translations renders (VTK's
// built-in font has no Japanese glyphs), and the layout is measured with the real fonts, so the
// legend always fits inside the view and labels are dropped rather than drawn over it.
// All rectangles are in widget logical pixels; QPainter scales them to device pixels.

#include <QFont>
#include <QRect>
#include <QString>
#include <QStringList>
#include <utility>
#include <vector>

#include "scene/scene_geometry.h"

class QPainter;

namespace podtwin::views::scene {

/// A colour ramp as the legend shows it.
struct LegendRamp {
  QString title;            ///< with its unit, e.g. "GPU temperature (max), °C"
  double lo = 0.0;          ///< value at the low end
  double hi = 1.0;          ///< value at the high end
  int decimals = 0;         ///< tick label precision
  std::vector<Rgb> colors;  ///< low → high, evenly spaced (the lookup table's entries)
};

struct LegendContent {
  LegendRamp racks;
  QString failedText;  ///< next to the red swatch
  LegendRamp coolant;  ///< the pipes' ramp (shown when there is room)
};

struct LegendLayout {
  QRect panel;                                   ///< the whole legend box
  QRect title;                                   ///< wrapped title text
  QRect bar;                                     ///< vertical rack ramp, high value at the top
  std::vector<std::pair<QRect, QString>> ticks;  ///< label boxes, top (high) to bottom (low)
  std::vector<int> tickY;                        ///< y of each tick on the bar
  QRect failedSwatch;
  QRect failedLabel;
  bool showCoolant = false;
  QRect coolantTitle;
  QRect coolantBar;  ///< horizontal, low value on the left
  QRect coolantLo, coolantHi;
  QString coolantLoText, coolantHiText;
};

/// Fonts of the overlay at widget-independent pixel sizes (title bold 13 px, text 12 px).
QFont overlayTitleFont(const QFont& base);
QFont overlayTextFont(const QFont& base);

/// Lays the legend out in the top-right corner of a widget of `size` logical pixels. The panel
/// is always inside the widget with a margin; when the widget is short the coolant ramp and then
/// the middle ticks are left out, and text that still does not fit is clipped to the panel.
LegendLayout layoutLegend(const LegendContent& content, const QFont& titleFont,
                          const QFont& textFont, const QSize& size);
void paintLegend(QPainter& p, const LegendContent& content, const LegendLayout& layout,
                 const QFont& titleFont, const QFont& textFont, double dpr);

/// Text box of the caption in the bottom-left corner, elided so that it ends left of `avoid`
/// when it would reach it (the legend on a short view).
QRect captionRect(const QString& text, const QFont& font, const QSize& size, const QRect& avoid,
                  QString* shown);

/// A label anchored at a point (widget logical pixels): drawn centred above it.
struct OverlayLabel {
  QString text;
  QPointF anchor;
};
/// Places labels in order. A label whose box leaves the widget, or touches a box in `avoid` or
/// an already placed label, is left out. Returns (label index, box) of the placed ones.
std::vector<std::pair<int, QRect>> placeLabels(const std::vector<OverlayLabel>& labels,
                                               const QFont& font, const QSize& size,
                                               const std::vector<QRect>& avoid);
/// A text on a translucent dark plate, so it stays readable over pipes and racks.
void paintPlateText(QPainter& p, const QRect& box, const QString& text, const QFont& font);
/// Text box of the alarm badge in the top-left corner.
QRect badgeRect(const QString& text, const QFont& font);
/// The alarm badge: a plate with a bar and the text in `accent` (the alarm colour).
void paintBadge(QPainter& p, const QRect& box, const QString& text, const QFont& font,
                const QColor& accent);

}  // namespace podtwin::views::scene
