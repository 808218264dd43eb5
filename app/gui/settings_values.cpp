#include "gui/settings_values.h"

#include <spdlog/spdlog.h>

#include <QVariant>
#include <cmath>

namespace podtwin::gui {

namespace {

double resetSetting(QSettings& s, const QString& key, const QVariant& bad, double def, double min,
                    double max, const char* what) {
  spdlog::warn("setting {} = \"{}\" is not {} from {} to {}; reset to {}", key.toStdString(),
               bad.toString().toStdString(), what, min, max, def);
  s.setValue(key, def);
  return def;
}

}  // namespace

double numberSetting(QSettings& s, const QString& key, double def, double min, double max) {
  if (!s.contains(key)) return def;
  const QVariant v = s.value(key);
  bool ok = false;
  const double x = v.toDouble(&ok);
  if (ok && std::isfinite(x) && x >= min && x <= max) return x;
  return resetSetting(s, key, v, def, min, max, "a number");
}

int intSetting(QSettings& s, const QString& key, int def, int min, int max) {
  if (!s.contains(key)) return def;
  const QVariant v = s.value(key);
  bool ok = false;
  const double x = v.toDouble(&ok);
  if (ok && std::isfinite(x) && x >= min && x <= max && x == std::floor(x)) {
    return static_cast<int>(x);
  }
  return static_cast<int>(resetSetting(s, key, v, def, min, max, "a whole number"));
}

}  // namespace podtwin::gui
