#pragma once
// Small formatting helpers shared by the panels (simulated time, numbers with units, money).

#include <QString>

namespace podtwin::views {

/// Simulated time as "d hh:mm:ss" ("0 00:05:00"); a fractional second is kept as ".5". Non-finite
/// or negative times give "—".
QString formatSimTime(double timeS);
/// A number with `decimals` and a unit ("132.4 kW"); non-finite values give "—".
QString formatValue(double value, int decimals, const QString& unit);
/// Money with a magnitude suffix: "$4.1 M", "$820 k", "$950"; negative values keep their sign.
QString formatMoney(double usd);

}  // namespace podtwin::views
