// The dependency order inside model/: core → scenario vocabulary → subsystems → config → sim →
// study and drill. Reads every #include "folder/..." line of model/ and fails on an include that
// points up or sideways, naming the file and line. A subsystem (workload, power, thermal, fabric,
// training, instruments) includes core/, scenario/ and its own folder (its own config header among
// them) and nothing else but the few edges listed below with their reasons; config/ composes the
// subsystems' sections into the pod; sim/ composes the run and the snapshot from their parts.
#include <QtTest>
#include "support/test_main.h"
#include "support/test_paths.h"

#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <string>
#include <utility>

namespace layers_test {

namespace fs = std::filesystem;

namespace {

/// Each folder's floor: a folder may include its own folder and folders on lower floors (for the
/// subsystems on floor 2: core and scenario only, plus kSubsystemEdges).
const std::map<std::string, int> kFloor = {
    {"core", 0},    {"scenario", 1}, {"workload", 2}, {"power", 2},
    {"thermal", 2}, {"fabric", 2},   {"training", 2}, {"instruments", 2},
    {"config", 3},  {"sim", 4},      {"study", 5},    {"drill", 5},
};

/// The edges between subsystems, each with its reason.
const std::set<std::pair<std::string, std::string>> kSubsystemEdges = {
    // The plant feeds the training job's power profile (workload/training_job.h).
    {"power", "workload"},
    // The instruments measure the plant's and the loops' truth: their snapshot parts.
    {"instruments", "power"},
    {"instruments", "thermal"},
};

bool allowed(const std::string& from, const std::string& to) {
  if (from == to || to == "core") return true;
  const int f = kFloor.at(from);
  const int t = kFloor.at(to);
  if (f == 2) return to == "scenario" || kSubsystemEdges.count({from, to}) > 0;
  return t < f;
}

/// The folder of a quoted include ("power" of `#include "power/battery.h"`), or "".
std::string includedFolder(const std::string& line) {
  std::size_t i = line.find_first_not_of(" \t");
  if (i == std::string::npos || line[i] != '#') return {};
  i = line.find_first_not_of(" \t", i + 1);
  if (i == std::string::npos || line.compare(i, 7, "include") != 0) return {};
  i = line.find('"', i + 7);
  const std::size_t slash = i == std::string::npos ? i : line.find('/', i + 1);
  if (slash == std::string::npos) return {};
  const std::string folder = line.substr(i + 1, slash - i - 1);
  const bool word = !folder.empty() &&
                    folder.find_first_not_of("abcdefghijklmnopqrstuvwxyz_") == std::string::npos;
  return word ? folder : std::string();
}

}  // namespace

class LayersTest : public QObject {
  Q_OBJECT

 private slots:
  void everyIncludePointsDown();
  void theRuleRefusesAnUpwardInclude();
};

void LayersTest::everyIncludePointsDown() {
  const fs::path root = podtwin::testing::sourcePath("model").toStdString();
  std::string problems;
  int includes = 0;
  for (const auto& e : fs::recursive_directory_iterator(root)) {
    const std::string ext = e.path().extension().string();
    if (!e.is_regular_file() || (ext != ".h" && ext != ".cpp")) continue;
    const std::string from = fs::relative(e.path(), root).begin()->string();
    QVERIFY2(
        kFloor.count(from) > 0,
        ("model/" + from + " is not placed in the layers (tests/model/layers_test.cpp)").c_str());
    std::ifstream in(e.path());
    std::string line;
    for (int n = 1; std::getline(in, line); ++n) {
      const std::string to = includedFolder(line);
      if (kFloor.count(to) == 0) continue;
      ++includes;
      if (!allowed(from, to)) {
        problems += "model/" + fs::relative(e.path(), root).string() + ":" + std::to_string(n) +
                    ": " + from + "/ includes " + to + "/ (" + line + ")\n";
      }
    }
  }
  QVERIFY(includes > 200);
  QVERIFY2(problems.empty(), problems.c_str());
  qInfo("%d includes between folders of model/, all pointing down", includes);
}

void LayersTest::theRuleRefusesAnUpwardInclude() {
  QVERIFY(!allowed("power", "sim"));
  QVERIFY(!allowed("thermal", "config"));
  QVERIFY(!allowed("thermal", "power"));
  QVERIFY(!allowed("sim", "drill"));
  QVERIFY(!allowed("drill", "study"));
  QVERIFY(allowed("power", "workload"));
  QVERIFY(allowed("sim", "power"));
  QVERIFY(allowed("drill", "sim"));
}

PODTWIN_TEST_APPLESS_MAIN(LayersTest)
}  // namespace layers_test
#include "layers_test.moc"
