#pragma once
// One executable per test layer: each test file registers its Qt Test class under its file name
// (battery_test.cpp -> "battery_test") instead of defining main(); tests/support/test_main.cpp
// picks the class named by the first argument and runs it with the remaining arguments, exactly as
// the file's own main() would have. Linking one executable per layer instead of one per file is
// what keeps the build short; CTest still runs every file as its own test and its own process.
//
// PODTWIN_TEST_MAIN / PODTWIN_TEST_GUILESS_MAIN / PODTWIN_TEST_APPLESS_MAIN set up the application
// object as QTEST_MAIN / QTEST_GUILESS_MAIN / QTEST_APPLESS_MAIN do (QApplication where the layer
// links Qt Widgets, QCoreApplication for the command-line tests, none for the plain ones).
#include <QtTest/QtTest>

namespace podtwin::testing {

using RunTest = int (*)(int argc, char** argv);

// Records RUN under the base name of FILE without its extension; returns true so it can initialise
// a namespace-scope constant. Two files of one name in one executable are reported at start-up.
bool registerTest(const char* file, RunTest run);

}  // namespace podtwin::testing

#define PODTWIN_TEST_WRAPPER(TestObject, ...)                            \
  namespace {                                                            \
  int podtwinRun##TestObject(int argc, char** argv) {                    \
    QT_PREPEND_NAMESPACE(QTest::Internal::callInitMain)<TestObject>();   \
    __VA_ARGS__                                                          \
    TestObject tc;                                                       \
    return QTest::qExec(&tc, argc, argv);                                \
  }                                                                      \
  [[maybe_unused]] const bool podtwinRegistered##TestObject =            \
      podtwin::testing::registerTest(__FILE__, &podtwinRun##TestObject); \
  }

#define PODTWIN_TEST_MAIN(TestObject) PODTWIN_TEST_WRAPPER(TestObject, QTEST_MAIN_SETUP())
#define PODTWIN_TEST_GUILESS_MAIN(TestObject) \
  PODTWIN_TEST_WRAPPER(TestObject, QTEST_QAPP_SETUP(QCoreApplication))
#define PODTWIN_TEST_APPLESS_MAIN(TestObject) PODTWIN_TEST_WRAPPER(TestObject)

// Each test file puts everything it defines, the registration included, in a namespace named after
// the file (namespace battery_test { ... PODTWIN_TEST_APPLESS_MAIN(BatteryTest) }): a layer's files
// are compiled several to a translation unit (unity build), and one file's helpers must not meet
// another's.
