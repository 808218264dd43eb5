#pragma once
// Small formatting helpers shared by the panels (simulated time, numbers with units, money).

#include <QColor>
#include <QString>

class QPalette;

namespace podtwin::views {

/// Simulated time as "d hh:mm:ss" ("0 00:05:00"); a fractional second is kept as ".5". Non-finite
/// or negative times give "—".
QString formatSimTime(double timeS);
/// A number with `decimals` in the current locale's decimal separator ("1,5" in German, "1.5" in
/// English) and without thousands separators; non-finite values give "—".
QString formatNumber(double value, int decimals);
/// A number with `decimals` and a unit ("132.4 kW"), as formatNumber; non-finite values give "—".
QString formatValue(double value, int decimals, const QString& unit);
/// Money with a magnitude suffix: "$4.1 M", "$820 k", "$950"; negative values keep their sign.
QString formatMoney(double usd);
/// Secondary text (field labels, tile details): the palette's text colour 35 % of the way to the
/// window colour, so it stays readable on light and dark palettes (≥ 4.5:1 on both of ours).
QColor mutedTextColor(const QPalette& palette);

}  // namespace podtwin::views
