#include "gui/logging.h"

#include <spdlog/sinks/rotating_file_sink.h>
#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>

#include <QDir>
#include <QStandardPaths>
#include <memory>
#include <vector>

namespace podtwin::gui {

std::optional<int> parseLogLevel(const QString& text) {
  const QString t = text.trimmed().toLower();
  if (t == QLatin1String("trace")) return spdlog::level::trace;
  if (t == QLatin1String("debug")) return spdlog::level::debug;
  if (t == QLatin1String("info")) return spdlog::level::info;
  if (t == QLatin1String("warn") || t == QLatin1String("warning")) return spdlog::level::warn;
  if (t == QLatin1String("error")) return spdlog::level::err;
  return std::nullopt;
}

QString setupLogging(int spdlogLevel) {
  std::vector<spdlog::sink_ptr> sinks;
  sinks.push_back(std::make_shared<spdlog::sinks::stderr_color_sink_mt>());
  QString path;
  const QString dir =
      QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/logs");
  if (QDir().mkpath(dir)) {
    path = dir + QStringLiteral("/podtwin.log");
    try {
      sinks.push_back(std::make_shared<spdlog::sinks::rotating_file_sink_mt>(path.toStdString(),
                                                                             5 * 1024 * 1024, 5));
    } catch (const spdlog::spdlog_ex&) {
      path.clear();
    }
  }
  auto logger = std::make_shared<spdlog::logger>("podtwin", sinks.begin(), sinks.end());
  logger->set_level(static_cast<spdlog::level::level_enum>(spdlogLevel));
  logger->set_pattern("%Y-%m-%d %H:%M:%S.%e [%^%l%$] [%t] %v");
  logger->flush_on(spdlog::level::warn);
  spdlog::set_default_logger(logger);
  return path;
}

}  // namespace podtwin::gui
