// Tests for model/core/checked_file: an output is written under a temporary name of eight random
// letters and digits beside it, created exclusively, so nothing planted under a name one could
// guess (the fixed NAME.tmp of earlier builds) is opened or followed; the temporary file is renamed
// over the target on commit, removed when abandoned (or kept on request), and an interrupted
// writer's file is found again by abandonedTemporaries().
#include <QTemporaryDir>
#include <QtTest>
#include "support/test_main.h"

#include <algorithm>
#include <cctype>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "core/checked_file.h"

namespace checked_file_test {

using namespace podtwin;
namespace fs = std::filesystem;

namespace {

std::string readAll(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

void writeAll(const fs::path& p, const std::string& text) {
  std::ofstream(p, std::ios::binary) << text;
}

// The names in `dir`, sorted.
std::vector<std::string> namesIn(const fs::path& dir) {
  std::vector<std::string> names;
  for (const auto& e : fs::directory_iterator(dir)) names.push_back(e.path().filename().string());
  std::sort(names.begin(), names.end());
  return names;
}

// True when `name` is `target` + ".tmp-" + eight letters or digits.
bool isTemporaryOf(const std::string& name, const std::string& target) {
  const std::string prefix = target + ".tmp-";
  if (name.size() != prefix.size() + 8 || name.rfind(prefix, 0) != 0) return false;
  return std::all_of(name.begin() + static_cast<std::ptrdiff_t>(prefix.size()), name.end(),
                     [](char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; });
}

}  // namespace

class CheckedFileTest : public QObject {
  Q_OBJECT

 private slots:
  // A fresh folder for every test function, so each sees only its own files.
  void init() {
    m_tmp = std::make_unique<QTemporaryDir>();
    QVERIFY(m_tmp->isValid());
  }

  void writesUnderARandomTemporaryNameAndRenamesOnCommit() {
    const fs::path dir = m_tmp->path().toStdString();
    const fs::path out = dir / "out.csv";
    CheckedFile f(out.string());
    const auto during = namesIn(dir);
    QCOMPARE(during.size(), std::size_t{1});
    QVERIFY2(isTemporaryOf(during[0], "out.csv"), during[0].c_str());
    QCOMPARE(f.writtenPath(), (dir / during[0]).string());
    f.write("a,b\n1,2\n");
    f.commit();
    QCOMPARE(namesIn(dir), std::vector<std::string>{"out.csv"});
    QCOMPARE(readAll(out), std::string("a,b\n1,2\n"));
  }

  void twoWritersOfOnePathGetTwoTemporaryFiles() {
    const fs::path dir = m_tmp->path().toStdString();
    CheckedFile a((dir / "x.json").string());
    CheckedFile b((dir / "x.json").string());
    QVERIFY(a.writtenPath() != b.writtenPath());
    QCOMPARE(namesIn(dir).size(), std::size_t{2});
  }

  void aSymlinkPlantedAtTheOldFixedNameIsNotFollowed() {
    const fs::path dir = m_tmp->path().toStdString();
    const fs::path victim = dir / "victim.txt";
    writeAll(victim, "keep me\n");
    fs::create_symlink(victim, dir / "out.json.tmp");
    writeFileChecked((dir / "out.json").string(), "{}\n");
    QCOMPARE(readAll(victim), std::string("keep me\n"));
    QVERIFY(fs::is_symlink(dir / "out.json.tmp"));
    QVERIFY(!fs::is_symlink(dir / "out.json"));
    QCOMPARE(readAll(dir / "out.json"), std::string("{}\n"));
    QCOMPARE(namesIn(dir), (std::vector<std::string>{"out.json", "out.json.tmp", "victim.txt"}));
  }

  void abandonedFileIsRemovedUnlessKept() {
    const fs::path dir = m_tmp->path().toStdString();
    const std::string out = (dir / "run.csv").string();
    { CheckedFile dropped(out); }
    QVERIFY(namesIn(dir).empty());
    std::string kept;
    {
      CheckedFile f(out);
      f.keepIfAbandoned();
      f.write("t\n0\n");
      f.flush();
      kept = f.writtenPath();
    }
    QCOMPARE(abandonedTemporaries(out), std::vector<std::string>{kept});
    QCOMPARE(readAll(kept), std::string("t\n0\n"));
  }

  void abandonedTemporariesListsRegularFilesOfTheNameNewestFirst() {
    const fs::path dir = m_tmp->path().toStdString();
    const fs::path older = dir / "run.csv.tmp-AAAAAAAA";
    const fs::path newer = dir / "run.csv.tmp-BBBBBBBB";
    writeAll(older, "old\n");
    writeAll(newer, "new\n");
    fs::last_write_time(older, fs::last_write_time(newer) - std::chrono::seconds(60));
    writeAll(dir / "run.csv.tmp", "an old fixed name\n");
    writeAll(dir / "run.csv.tmp-SHORT", "too short a suffix\n");
    writeAll(dir / "other.csv.tmp-CCCCCCCC", "another file's\n");
    fs::create_symlink(older, dir / "run.csv.tmp-DDDDDDDD");
    QCOMPARE(abandonedTemporaries((dir / "run.csv").string()),
             (std::vector<std::string>{newer.string(), older.string()}));
  }

  void aFolderIsNotAnOutput() {
    const fs::path dir = m_tmp->path().toStdString();
    try {
      CheckedFile f(dir.string());
      QFAIL("expected an IoError");
    } catch (const IoError& e) {
      QCOMPARE(std::string(e.what()), "cannot write " + dir.string() + ": Is a directory");
    }
    QVERIFY(namesIn(dir).empty());
  }

 private:
  std::unique_ptr<QTemporaryDir> m_tmp;
};

PODTWIN_TEST_APPLESS_MAIN(CheckedFileTest)
}  // namespace checked_file_test
#include "checked_file_test.moc"
