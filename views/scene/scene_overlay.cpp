#include "scene/scene_overlay.h"

#include <QFontMetrics>
#include <QImage>
#include <QLocale>
#include <QPainter>
#include <algorithm>
#include <cmath>

#include "scene/scene_style.h"

namespace podtwin::views::scene {

namespace {
constexpr int kMargin = 10;            // legend and caption keep this far from the widget's edges
constexpr int kPad = 8;                // inside the plates
constexpr int kBarW = 14;              // vertical rack ramp
constexpr int kTickLen = 4;            // tick marks right of the bar
constexpr int kGap = 6;                // between bar, ticks and labels
constexpr int kMaxBarH = 240;          // the ramp does not grow beyond this
constexpr int kMinBarH = 16;           // below this only the two end ticks remain
constexpr int kCoolantBarH = 10;       // horizontal coolant ramp
constexpr int kCoolantMinW = 96;       // the coolant ramp is at least this wide
constexpr int kMinBarForCoolant = 80;  // the rack ramp keeps this much before the coolant shows
const QColor kPlate(16, 18, 23, 210);
const QColor kPlateBorder(62, 68, 80);
const QColor kText(222, 227, 235);
const QColor kTick(150, 158, 170);

QColor qcolor(const Rgb& c) {
  return QColor(c[0], c[1], c[2]);
}

/// Colour of a ramp at t in [0, 1], the way the lookup table picks its 256 entries.
Rgb rampAt(const std::vector<Rgb>& colors, double t) {
  if (colors.empty()) return {128, 128, 128};
  const auto n = static_cast<int>(colors.size());
  const int i = std::clamp(static_cast<int>(std::floor(t * n)), 0, n - 1);
  return colors[static_cast<std::size_t>(i)];
}

QString tickText(double v, int decimals) {
  return QLocale().toString(v, 'f', decimals);
}

/// Wrapped size of `text` at most `maxW` wide.
QSize wrapped(const QFontMetrics& fm, const QString& text, int maxW) {
  const QRect r = fm.boundingRect(QRect(0, 0, std::max(1, maxW), 10000),
                                  Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, text);
  return {std::min(r.width(), maxW), r.height()};
}

/// A horizontal or vertical strip of a ramp at device resolution (drawn 1:1, so the colours on
/// screen are exactly the table's).
QImage rampImage(const std::vector<Rgb>& colors, const QSize& logical, double dpr, bool vertical) {
  const int w = std::max(1, static_cast<int>(std::lround(logical.width() * dpr)));
  const int h = std::max(1, static_cast<int>(std::lround(logical.height() * dpr)));
  QImage img(w, h, QImage::Format_RGB32);
  const int n = vertical ? h : w;
  for (int k = 0; k < n; ++k) {
    const double t = n > 1 ? static_cast<double>(k) / (n - 1) : 0.0;
    const QRgb c = qcolor(rampAt(colors, vertical ? 1.0 - t : t)).rgb();
    if (vertical) {
      auto* line = reinterpret_cast<QRgb*>(img.scanLine(k));
      std::fill(line, line + w, c);
    } else {
      for (int y = 0; y < h; ++y) reinterpret_cast<QRgb*>(img.scanLine(y))[k] = c;
    }
  }
  img.setDevicePixelRatio(dpr);
  return img;
}
}  // namespace

QFont overlayTitleFont(const QFont& base) {
  QFont f = base;
  f.setPixelSize(13);
  f.setBold(true);
  return f;
}

QFont overlayTextFont(const QFont& base) {
  QFont f = base;
  f.setPixelSize(12);
  f.setBold(false);
  return f;
}

LegendLayout layoutLegend(const LegendContent& c, const QFont& titleFont, const QFont& textFont,
                          const QSize& size) {
  LegendLayout L;
  const QFontMetrics tfm(titleFont);
  const QFontMetrics fm(textFont);
  const int lineH = fm.height();
  const int availW = std::max(40, size.width() - 2 * kMargin);
  const int availH = std::max(40, size.height() - 2 * kMargin);
  // A legend takes at most about a third of the view's width, never less than 120 px (or the
  // whole view when that is narrower).
  const int maxPanelW = std::min(availW, std::max(120, static_cast<int>(size.width() * 0.3)));
  const int maxTextW = maxPanelW - 2 * kPad;

  const QSize titleSize = wrapped(tfm, c.racks.title, maxTextW);
  const QString loText = tickText(c.racks.lo, c.racks.decimals);
  const QString hiText = tickText(c.racks.hi, c.racks.decimals);
  int labelW = 0;
  for (int k = 0; k <= 4; ++k) {
    const double v = c.racks.hi - (c.racks.hi - c.racks.lo) * k / 4.0;
    labelW = std::max(labelW, fm.horizontalAdvance(tickText(v, c.racks.decimals)));
  }
  const int barColumnW = kBarW + kTickLen + kGap + labelW;
  const int failedRowW = kBarW + kGap + fm.horizontalAdvance(c.failedText);
  const QSize coolTitleSize = wrapped(fm, c.coolant.title, maxTextW);
  L.coolantLoText = tickText(c.coolant.lo, c.coolant.decimals);
  L.coolantHiText = tickText(c.coolant.hi, c.coolant.decimals);

  // Heights: title, gap, half a label above the bar, the bar, half a label below, gap, failed
  // row; then optionally gap, coolant title, gap, coolant bar, its two labels.
  const int fixedH = 2 * kPad + titleSize.height() + kGap + lineH + kGap + lineH;
  const int coolantH = 2 * kGap + coolTitleSize.height() + 4 + kCoolantBarH + 2 + lineH;
  int barH = availH - fixedH - coolantH;
  L.showCoolant = barH >= kMinBarForCoolant;
  if (!L.showCoolant) barH = availH - fixedH;
  barH = std::clamp(barH, kMinBarH, kMaxBarH);

  int contentW = std::max({titleSize.width(), barColumnW, failedRowW});
  if (L.showCoolant) {
    contentW = std::max({contentW, coolTitleSize.width(), kCoolantMinW});
  }
  const int panelW = std::min(availW, contentW + 2 * kPad);
  int panelH = fixedH + barH + (L.showCoolant ? coolantH : 0);
  panelH = std::min(panelH, availH);
  L.panel = QRect(size.width() - kMargin - panelW, kMargin, panelW, panelH);

  const int x0 = L.panel.left() + kPad;
  int y = L.panel.top() + kPad;
  L.title = QRect(x0, y, std::min(titleSize.width(), panelW - 2 * kPad), titleSize.height());
  y += titleSize.height() + kGap + lineH / 2;
  L.bar = QRect(x0, y, kBarW, barH);
  const int nTicks = barH >= 120 ? 5 : barH >= 48 ? 3 : 2;
  for (int k = 0; k < nTicks; ++k) {
    const double f = static_cast<double>(k) / (nTicks - 1);
    const int ty = L.bar.top() + static_cast<int>(std::lround(f * (barH - 1)));
    const double v = c.racks.hi - (c.racks.hi - c.racks.lo) * f;
    const QString text = k == 0 ? hiText : k == nTicks - 1 ? loText : tickText(v, c.racks.decimals);
    L.tickY.push_back(ty);
    L.ticks.emplace_back(QRect(L.bar.right() + 1 + kTickLen + kGap, ty - lineH / 2, labelW, lineH),
                         text);
  }
  y = L.bar.bottom() + 1 + lineH / 2 + kGap;
  L.failedSwatch = QRect(x0, y + 1, kBarW, lineH - 2);
  L.failedLabel = QRect(x0 + kBarW + kGap, y, fm.horizontalAdvance(c.failedText), lineH);
  y += lineH;
  if (L.showCoolant) {
    y += 2 * kGap;
    L.coolantTitle = QRect(x0, y, coolTitleSize.width(), coolTitleSize.height());
    y += coolTitleSize.height() + 4;
    L.coolantBar = QRect(x0, y, std::max(kCoolantMinW, panelW - 2 * kPad), kCoolantBarH);
    y += kCoolantBarH + 2;
    L.coolantLo = QRect(x0, y, fm.horizontalAdvance(L.coolantLoText), lineH);
    const int hiW = fm.horizontalAdvance(L.coolantHiText);
    L.coolantHi = QRect(L.coolantBar.right() + 1 - hiW, y, hiW, lineH);
  }
  return L;
}

void paintLegend(QPainter& p, const LegendContent& c, const LegendLayout& L, const QFont& titleFont,
                 const QFont& textFont, double dpr) {
  p.save();
  p.setClipRect(L.panel);
  p.fillRect(L.panel, kPlate);
  p.setPen(kPlateBorder);
  p.drawRect(L.panel.adjusted(0, 0, -1, -1));
  p.setPen(kText);
  p.setFont(titleFont);
  p.drawText(L.title, Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, c.racks.title);
  p.drawImage(QRectF(L.bar), rampImage(c.racks.colors, L.bar.size(), dpr, true));
  p.setFont(textFont);
  for (std::size_t k = 0; k < L.ticks.size(); ++k) {
    p.setPen(kTick);
    p.drawLine(L.bar.right() + 1, L.tickY[k], L.bar.right() + kTickLen, L.tickY[k]);
    p.setPen(kText);
    p.drawText(L.ticks[k].first, Qt::AlignLeft | Qt::AlignVCenter, L.ticks[k].second);
  }
  // Failed racks are red with an amber outline in the scene; the swatch says the same.
  p.fillRect(L.failedSwatch, qcolor(kFailedRed));
  p.setPen(qcolor(kAlarmOutline));
  p.drawRect(L.failedSwatch.adjusted(0, 0, -1, -1));
  p.setPen(kText);
  p.drawText(L.failedLabel, Qt::AlignLeft | Qt::AlignVCenter, c.failedText);
  if (L.showCoolant) {
    p.drawText(L.coolantTitle, Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, c.coolant.title);
    p.drawImage(QRectF(L.coolantBar), rampImage(c.coolant.colors, L.coolantBar.size(), dpr, false));
    p.drawText(L.coolantLo, Qt::AlignLeft | Qt::AlignVCenter, L.coolantLoText);
    p.drawText(L.coolantHi, Qt::AlignRight | Qt::AlignVCenter, L.coolantHiText);
  }
  p.restore();
}

QRect captionRect(const QString& text, const QFont& font, const QSize& size, const QRect& avoid,
                  QString* shown) {
  const QFontMetrics fm(font);
  const int h = fm.height() + kPad;
  const int top = size.height() - kMargin - h;
  int right = size.width() - kMargin;
  if (avoid.bottom() >= top - kGap) right = std::min(right, avoid.left() - kGap);
  const int maxW = std::max(20, right - kMargin - 2 * kPad);
  const QString s = fm.elidedText(text, Qt::ElideRight, maxW);
  if (shown != nullptr) *shown = s;
  const int w = std::min(fm.horizontalAdvance(s), maxW) + 2 * kPad;
  return {kMargin, top, w, h};
}

std::vector<std::pair<int, QRect>> placeLabels(const std::vector<OverlayLabel>& labels,
                                               const QFont& font, const QSize& size,
                                               const std::vector<QRect>& avoid) {
  const QFontMetrics fm(font);
  const QRect view(0, 0, size.width(), size.height());
  std::vector<std::pair<int, QRect>> placed;
  for (std::size_t i = 0; i < labels.size(); ++i) {
    const OverlayLabel& l = labels[i];
    const int w = fm.horizontalAdvance(l.text) + 2 * 5;
    const int h = fm.height() + 4;
    const int ax = static_cast<int>(std::lround(l.anchor.x()));
    const int ay = static_cast<int>(std::lround(l.anchor.y()));
    // Centred above the anchor; else beside it, to the right or the left; else higher up.
    const QRect candidates[] = {
        QRect(ax - w / 2, ay - h - 2, w, h), QRect(ax + 4, ay - h - 2, w, h),
        QRect(ax - w - 4, ay - h - 2, w, h), QRect(ax - w / 2, ay - 2 * h - 6, w, h)};
    for (const QRect& box : candidates) {
      if (!view.adjusted(2, 2, -2, -2).contains(box)) continue;
      auto hits = [&box](const QRect& r) { return r.adjusted(-3, -3, 3, 3).intersects(box); };
      if (std::any_of(avoid.begin(), avoid.end(), hits)) continue;
      if (std::any_of(placed.begin(), placed.end(),
                      [&](const std::pair<int, QRect>& pl) { return hits(pl.second); })) {
        continue;
      }
      placed.emplace_back(static_cast<int>(i), box);
      break;
    }
  }
  return placed;
}

QRect badgeRect(const QString& text, const QFont& font) {
  const QFontMetrics fm(font);
  constexpr int kAccentW = 4;
  return {kMargin, kMargin, fm.horizontalAdvance(text) + 2 * kPad + kAccentW, fm.height() + kPad};
}

void paintBadge(QPainter& p, const QRect& box, const QString& text, const QFont& font,
                const QColor& accent) {
  constexpr int kAccentW = 4;
  p.fillRect(box, kPlate);
  p.fillRect(QRect(box.left(), box.top(), kAccentW, box.height()), accent);
  p.setPen(accent);
  p.setFont(font);
  p.drawText(box.adjusted(kAccentW, 0, 0, 0), Qt::AlignCenter, text);
}

void paintPlateText(QPainter& p, const QRect& box, const QString& text, const QFont& font) {
  p.fillRect(box, kPlate);
  p.setPen(kText);
  p.setFont(font);
  p.drawText(box, Qt::AlignCenter, text);
}

}  // namespace podtwin::views::scene
