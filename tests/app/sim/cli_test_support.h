#pragma once
// Running the podtwin-sim binary from the CLI tests and reading their files back.

#include <QProcess>
#include <QString>
#include <QStringList>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace podtwin::clitest {

/// What one podtwin-sim run returned; code -1 when it crashed or timed out.
struct Run {
  int code = -1;
  QString err;
  QString out;
};

inline Run podtwinSim(const QStringList& args, const QString& program = PODTWIN_SIM_BINARY,
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

}  // namespace podtwin::clitest
