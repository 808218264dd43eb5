#include "panels/panel_format.h"

#include <QCoreApplication>
#include <QLocale>
#include <QPalette>
#include <cmath>

namespace podtwin::views {

QString formatSimTime(double timeS) {
  if (!std::isfinite(timeS) || timeS < 0.0) return QStringLiteral("—");
  const double whole = std::floor(timeS);
  const auto total = static_cast<long long>(whole);
  const long long days = total / 86400;
  const int hours = static_cast<int>((total % 86400) / 3600);
  const int minutes = static_cast<int>((total % 3600) / 60);
  const int seconds = static_cast<int>(total % 60);
  QString text = QStringLiteral("%1 %2:%3:%4")
                     .arg(days)
                     .arg(hours, 2, 10, QLatin1Char('0'))
                     .arg(minutes, 2, 10, QLatin1Char('0'))
                     .arg(seconds, 2, 10, QLatin1Char('0'));
  // Tenths only when they matter (a brownout at t = 10.5 s).
  const int tenths = static_cast<int>(std::lround((timeS - whole) * 10.0));
  if (tenths > 0 && tenths < 10) text += QStringLiteral(".%1").arg(tenths);
  return text;
}

QString formatNumber(double value, int decimals) {
  if (!std::isfinite(value)) return QStringLiteral("—");
  // Digits grouped by thousands would make "2238 kW" read "2.238 kW" in German: a control room
  // reads that as a decimal. The decimal separator alone follows the locale.
  QLocale locale;
  locale.setNumberOptions(QLocale::OmitGroupSeparator);
  return locale.toString(value, 'f', decimals);
}

QString formatValue(double value, int decimals, const QString& unit) {
  if (!std::isfinite(value)) return QStringLiteral("—");
  const QString number = formatNumber(value, decimals);
  return unit.isEmpty() ? number : number + QLatin1Char(' ') + unit;
}

QString formatMoney(double usd) {
  if (!std::isfinite(usd)) return QStringLiteral("—");
  const QString sign = usd < 0.0 ? QStringLiteral("−") : QString();
  const double a = std::fabs(usd);
  if (a >= 1e9)
    return QCoreApplication::translate("podtwin::views", "%1$%2 B")
        .arg(sign)
        .arg(formatNumber(a / 1e9, 2));
  if (a >= 1e6)
    return QCoreApplication::translate("podtwin::views", "%1$%2 M")
        .arg(sign)
        .arg(formatNumber(a / 1e6, 1));
  if (a >= 1e4)
    return QCoreApplication::translate("podtwin::views", "%1$%2 k")
        .arg(sign)
        .arg(formatNumber(a / 1e3, 0));
  return QCoreApplication::translate("podtwin::views", "%1$%2").arg(sign, formatNumber(a, 0));
}

QColor mutedTextColor(const QPalette& palette) {
  const QColor t = palette.color(QPalette::WindowText);
  const QColor w = palette.color(QPalette::Window);
  constexpr double k = 0.35;
  return QColor::fromRgbF(static_cast<float>(t.redF() + k * (w.redF() - t.redF())),
                          static_cast<float>(t.greenF() + k * (w.greenF() - t.greenF())),
                          static_cast<float>(t.blueF() + k * (w.blueF() - t.blueF())));
}

}  // namespace podtwin::views
