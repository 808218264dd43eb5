#pragma once
// Running the podtwin-sim binary from the CLI tests and reading their files back.

#include <QProcess>
#include <QString>
#include <QStringList>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

#include "support/test_paths.h"

namespace podtwin::clitest {

/// What one podtwin-sim run returned; code -1 when it crashed or timed out.
struct Run {
  int code = -1;
  QString err;
  QString out;
};

inline Run podtwinSim(const QStringList& args,
                      const QString& program = podtwin::testing::simBinary(),
                      int timeoutMs = 300000) {
  QProcess p;
  p.start(program, args);
  Run r;
  if (!p.waitForFinished(timeoutMs)) {
    p.kill();
    p.waitForFinished();
    r.err = "timed out";
    return r;
  }
  r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
  r.err = QString::fromUtf8(p.readAllStandardError());
  r.out = QString::fromUtf8(p.readAllStandardOutput());
  return r;
}

inline std::string slurp(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

/// Writes `text` to `p`, replacing what was there (test input files).
inline void spit(const std::filesystem::path& p, const std::string& text) {
  std::ofstream(p, std::ios::binary | std::ios::trunc) << text;
}

inline QString q(const std::filesystem::path& p) {
  return QString::fromStdString(p.string());
}

/// A run's summary JSON without the fields that depend on the machine's speed.
inline nlohmann::json withoutWallClock(const std::string& text) {
  auto j = nlohmann::json::parse(text);
  j.erase("wall_time_s");
  j.erase("speed_x_real_time");
  j.erase("peak_rss_mb");
  return j;
}

}  // namespace podtwin::clitest
