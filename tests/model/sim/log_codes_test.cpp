// The table of log codes (sim/log_codes.h) against the model's source: every log.add call in
// model/ writes a code the table lists (a string literal) or an event's type name (the variable
// `type`, which the event handlers set to e.typeName()); a code added to the model without a row
// fails here, so a drill cueing on it is not refused. Also: isLogCode and logObjectProblem on the
// default pod.
#include <QtTest>
#include "support/test_main.h"
#include "support/test_paths.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "config/pod_config.h"
#include "sim/log_codes.h"
#include "sim/simulation.h"

namespace log_codes_test {

using namespace podtwin;
namespace fs = std::filesystem;

namespace {

struct Call {
  std::string file;
  std::string code;  ///< the fourth argument as written
};

// The arguments of the call whose '(' is at `open`, split at top-level commas (string literals,
// brackets and braces respected).
std::vector<std::string> arguments(const std::string& s, std::size_t open) {
  std::vector<std::string> args;
  std::string cur;
  int depth = 0;
  for (std::size_t i = open + 1; i < s.size(); ++i) {
    const char c = s[i];
    if (c == '"') {
      std::size_t j = i + 1;
      while (j < s.size() && s[j] != '"') j += s[j] == '\\' ? 2 : 1;
      cur += s.substr(i, j + 1 - i);
      i = j;
      continue;
    }
    if (c == '(' || c == '[' || c == '{') ++depth;
    if (c == ')' || c == ']' || c == '}') {
      if (depth == 0) {
        args.push_back(cur);
        break;
      }
      --depth;
    }
    if (c == ',' && depth == 0) {
      args.push_back(cur);
      cur.clear();
      continue;
    }
    cur += c;
  }
  for (auto& a : args) {
    const auto b = a.find_first_not_of(" \n\t");
    const auto e = a.find_last_not_of(" \n\t");
    a = b == std::string::npos ? std::string() : a.substr(b, e + 1 - b);
  }
  return args;
}

std::vector<Call> logCalls() {
  std::vector<Call> out;
  const fs::path root(podtwin::testing::sourcePath("model").toStdString());
  for (const auto& e : fs::recursive_directory_iterator(root)) {
    const auto ext = e.path().extension();
    if (ext != ".cpp" && ext != ".h") continue;
    std::ifstream in(e.path());
    std::stringstream ss;
    ss << in.rdbuf();
    const std::string s = ss.str();
    for (const std::string call : {"log.add(", "m_log.add("}) {
      for (auto at = s.find(call); at != std::string::npos; at = s.find(call, at + 1)) {
        // "log.add(" also matches inside "m_log.add(": count each call once.
        if (call == "log.add(" && at >= 2 && s.compare(at - 2, 2, "m_") == 0) continue;
        const auto args = arguments(s, at + call.size() - 1);
        out.push_back({e.path().lexically_relative(root).string(), args.size() > 3 ? args[3] : ""});
      }
    }
  }
  return out;
}

}  // namespace

class LogCodesTest : public QObject {
  Q_OBJECT

 private slots:
  void everyCodeTheModelWritesIsListed() {
    const auto calls = logCalls();
    QVERIFY2(calls.size() >= 80, std::to_string(calls.size()).c_str());
    std::set<std::string> literals;
    for (const auto& c : calls) {
      const std::string where = c.file + ": log.add with code " + c.code;
      if (c.code == "type") continue;  // an event's type name: isLogCode takes every one
      QVERIFY2(c.code.size() > 2 && c.code.front() == '"' && c.code.back() == '"',
               (where + " (not a literal: list its codes in sim/log_codes.cpp and here)").c_str());
      const std::string code = c.code.substr(1, c.code.size() - 2);
      QVERIFY2(isLogCode(code), (where + " is missing from modelLogCodes()").c_str());
      literals.insert(code);
    }
    // Every row is written somewhere (no stale rows), and the table is sorted (binary search).
    for (const auto code : modelLogCodes()) {
      QVERIFY2(literals.count(std::string(code)) == 1, std::string(code).c_str());
    }
    QVERIFY(std::is_sorted(modelLogCodes().begin(), modelLogCodes().end()));
    QCOMPARE(literals.size(), modelLogCodes().size());
  }

  void codesAreTheTableAndEventTypes() {
    QVERIFY(isLogCode("alarm_leak"));
    QVERIFY(isLogCode("rack_trip"));
    QVERIFY(isLogCode("pump_fail"));  // an applied event's type
    QVERIFY(isLogCode("training_complete"));
    QVERIFY(!isLogCode("alarm_leek"));
    QVERIFY(!isLogCode(""));
    QVERIFY(!isLogCode("ALARM_LEAK"));
  }

  void objectsAreThePodsObjects() {
    const PodCounts counts = Simulation::countsFor(loadPodConfig("builtin:default"));
    QCOMPARE(counts.racks, 16);
    for (const char* ok :
         {"rack16", "cdu2/pump1", "grid", "job", "fabric", "bess", "genset1", "drycooler1"}) {
      QVERIFY2(!logObjectProblem(ok, counts), ok);
    }
    QCOMPARE(logObjectProblem("rack17", counts).value_or(""),
             std::string("rack17 does not exist (this pod has 16 racks, numbered from 1)"));
    QCOMPARE(logObjectProblem("rack", counts).value_or(""),
             std::string("rack needs a number (e.g. rack1)"));
    QCOMPARE(logObjectProblem("grid/pump1", counts).value_or(""),
             std::string("\"grid/pump1\" is not an object a log entry can name"));
    QVERIFY(logObjectProblem("Rack 3", counts).has_value());
  }
};

PODTWIN_TEST_APPLESS_MAIN(LogCodesTest)
}  // namespace log_codes_test
#include "log_codes_test.moc"
