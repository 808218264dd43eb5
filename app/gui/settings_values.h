#pragma once
// Numbers read back from the QSettings file, which a person or another version may have edited: a
// value that is not a number, not finite or outside its range is reset to the default (written
// back) with a spdlog warning naming the key and the value, so a bad setting (a chart window of
// 1e308 s) never reaches a widget.

#include <QSettings>
#include <QString>

namespace podtwin::gui {

/// The number under `key`, or `def` when there is none or it is not a finite number from `min` to
/// `max` (then `def` is stored in its place).
double numberSetting(QSettings& s, const QString& key, double def, double min, double max);
/// The whole number under `key`, from `min` to `max`, else `def` as numberSetting does.
int intSetting(QSettings& s, const QString& key, int def, int min, int max);

}  // namespace podtwin::gui
