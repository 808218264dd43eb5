#pragma once
// Where the tests find the source tree, the build tree and podtwin-sim: environment variables CTest
// sets (tests/CMakeLists.txt), not compile-time paths, so a test's object file is the same in every
// checkout and a compiler cache can reuse it.
#include <QByteArray>
#include <QString>
#include <QtGlobal>

namespace podtwin::testing {

inline QString envPath(const char* variable) {
  const QByteArray value = qgetenv(variable);
  if (value.isEmpty())
    qFatal("%s is not set: run the tests through ctest (tests/CMakeLists.txt sets it)", variable);
  return QString::fromLocal8Bit(value);
}

// RELATIVE below the source root, e.g. sourcePath("tests/bad_inputs").
inline QString sourcePath(const QString& relative) {
  return envPath("PODTWIN_SOURCE_DIR") + QLatin1Char('/') + relative;
}

// RELATIVE below the build tree's root, e.g. binaryPath("resources/desktop/icons/hicolor").
inline QString binaryPath(const QString& relative) {
  return envPath("PODTWIN_BINARY_DIR") + QLatin1Char('/') + relative;
}

// The podtwin-sim executable the tests run.
inline QString simBinary() {
  return envPath("PODTWIN_SIM_BINARY");
}

}  // namespace podtwin::testing
