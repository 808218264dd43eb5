// The bad-input corpus (tests/bad_inputs/): every broken pod, scenario or drill file must produce
// exactly the error text in its .expected file (file:line: /json/path: reason, one line per
// problem) — the same text the GUI shows. Broken checkpoint files are made at test time from a
// checkpoint of the build under test (tests/model/sim/checkpoint_file_test.cpp).
#include <QtTest>
#include "support/test_main.h"
#include "support/test_paths.h"

#include <filesystem>
#include <fstream>
#include <sstream>

#include "config/pod_config.h"
#include "core/json_reader.h"
#include "drill/drill.h"
#include "scenario/scenario.h"
#include "sim/simulation.h"

namespace bad_inputs_test {

using namespace podtwin;
namespace fs = std::filesystem;

namespace {

std::string readAll(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// Loads `rel` (relative to the corpus root, which is also how the file is named in messages).
std::string errorText(const std::string& kind, const std::string& rel, const std::string& text) {
  try {
    if (kind == "pod") {
      parsePodConfig(text, rel);
    } else if (kind == "drill") {
      drill::parseDrill(text, rel, [](const std::string& pod) {
        return Simulation::countsFor(loadPodConfig(pod));
      });
    } else {
      static const PodCounts counts = Simulation::countsFor(loadPodConfig("builtin:default"));
      parseScenario(text, rel, &counts);
    }
  } catch (const ConfigError& e) {
    std::string out;
    for (const auto& i : e.issues()) out += i.toString() + "\n";
    return out;
  }
  return "<loaded without error>\n";
}

}  // namespace

class BadInputsTest : public QObject {
  Q_OBJECT

 private slots:
  void corpusGivesTheExactErrors_data() {
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("rel");
    const fs::path root(podtwin::testing::sourcePath("tests/bad_inputs").toStdString());
    int n = 0;
    for (const std::string kind : {"pod", "scenario", "drill"}) {
      const char* extension = ".json";
      std::vector<fs::path> files;
      for (const auto& e : fs::directory_iterator(root / kind)) {
        if (e.path().extension() == extension) files.push_back(e.path());
      }
      std::sort(files.begin(), files.end());
      for (const auto& f : files) {
        std::string rel = kind + "/" + f.filename().string();
        QTest::newRow(rel.c_str()) << QString::fromStdString(kind) << QString::fromStdString(rel);
        ++n;
      }
    }
    QVERIFY(n >= 30);
  }

  void corpusGivesTheExactErrors() {
    QFETCH(QString, kind);
    QFETCH(QString, rel);
    const fs::path root(podtwin::testing::sourcePath("tests/bad_inputs").toStdString());
    const fs::path file = root / rel.toStdString();
    fs::path expectedFile = file;
    expectedFile.replace_extension(".expected");
    const std::string actual = errorText(kind.toStdString(), rel.toStdString(), readAll(file));
    const std::string expected = fs::exists(expectedFile) ? readAll(expectedFile) : std::string();
    if (actual != expected) {
      // Leave the actual text beside the build's test output for a person to compare.
      std::ofstream(fs::path(rel.toStdString()).filename().string() + ".actual") << actual;
    }
    QVERIFY2(fs::exists(expectedFile), ("missing " + expectedFile.string()).c_str());
    QCOMPARE(actual, expected);
  }
};

PODTWIN_TEST_APPLESS_MAIN(BadInputsTest)
}  // namespace bad_inputs_test
#include "bad_inputs_test.moc"
