#pragma once
// Logging for the desktop application: spdlog to the console (stderr) and to a rotating file in
// QStandardPaths::AppDataLocation/logs. The model logs through the same default logger.

#include <QString>
#include <optional>

namespace podtwin::gui {

/// Parses "trace|debug|info|warn|error" (case-insensitive); nothing for anything else.
std::optional<int> parseLogLevel(const QString& text);

/// Installs the default logger: console + rotating file (5 files of 5 MB). Returns the log file
/// path (empty when the file could not be opened; the console sink still works).
QString setupLogging(int spdlogLevel);

}  // namespace podtwin::gui
