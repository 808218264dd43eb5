// Determinism against stored values: a few built-in scenarios on the default pod with a fixed seed
// must end in the same state and write the same CSV as when the constants below were recorded —
// on every machine, compiler and build type CI uses. The other determinism tests compare two runs
// of the same build; this one also catches a change that moves every run alike (an edited
// constant, a reordered sum, a library's different rounding).
//
// A change that moves the physics on purpose updates the constants: run this test, copy the new
// values it prints into kGolden, and say in the commit message that (and why) the results moved
// (README, "Quality gates"). A moved state hash names the fields that moved: golden_hash_fields.txt
// holds a hash per state field of each run (rewrite it with PODTWIN_WRITE_GOLDEN_FIELDS=1 set).
#include <QtTest>
#include "support/test_main.h"

#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>
#include <string>

#include <spdlog/fmt/fmt.h>

#include "core/named_state.h"
#include "core/state_archive.h"
#include "model/scenarios/scenario_harness.h"
#include "sim/run_table.h"
#include "sim/simulation.h"
#include "support/test_paths.h"

namespace golden_hash_test {

using namespace podtwin;

namespace {

struct Golden {
  const char* scenario;
  double durationS;
  std::uint64_t stateHash;  ///< FNV-1a of the final state's bytes (Simulation::stateHash)
  std::uint64_t csvHash;    ///< FNV-1a of the CSV text: header and a row every simulated second
};

constexpr std::uint64_t kSeed = 1;

// clang-format off
constexpr Golden kGolden[] = {
    {"cdu_trip",       300.0, 0x0b250597d538f1edull, 0x3b13d78a5dbb154dull},
    {"leak_isolation", 300.0, 0x044367b79760005eull, 0xcf552537bb3e8520ull},
    {"genset_trip",    300.0, 0x04f2a036bd14a195ull, 0x8eb74560b7ea3e7aull},
    {"brownout_itic",  240.0, 0xd86d4b45a808c486ull, 0xf7c515a65f93f76dull},
};
// clang-format on

struct Result {
  std::uint64_t stateHash = 0;
  std::uint64_t csvHash = 0;
  std::map<std::string, std::uint64_t> fieldHashes;  ///< stateFieldHashes of the final state
};

/// golden_hash_fields.txt: "scenario path hash" per line.
std::string fieldsFile() {
  return podtwin::testing::sourcePath("tests/model/sim/golden_hash_fields.txt").toStdString();
}

std::map<std::string, std::uint64_t> storedFieldHashes(const std::string& scenario) {
  std::map<std::string, std::uint64_t> out;
  std::ifstream in(fieldsFile());
  std::string name;
  std::string path;
  std::string hex;
  while (in >> name >> path >> hex) {
    if (name == scenario) out[path] = std::stoull(hex, nullptr, 16);
  }
  return out;
}

/// The fields whose hashes differ from the stored ones, one per line.
std::string movedFields(const std::string& scenario, const Result& r) {
  const auto stored = storedFieldHashes(scenario);
  std::string out;
  int n = 0;
  for (const auto& [path, hash] : r.fieldHashes) {
    const auto it = stored.find(path);
    if (it == stored.end()) {
      out += "    " + path + " (new)\n";
    } else if (it->second != hash) {
      out += "    " + path + "\n";
    } else {
      continue;
    }
    if (++n == 40) return out + "    ...\n";
  }
  for (const auto& [path, hash] : stored) {
    if (r.fieldHashes.count(path) == 0) out += "    " + path + " (gone)\n";
  }
  return out.empty() ? "    (none: the stored field hashes are stale)\n" : out;
}

Result runScenario(const PodConfig& pod, const std::string& name, double durationS) {
  const auto cols = runColumns(pod);
  Simulation sim(pod, scenariotest::loadBuiltinScenario(name, pod), kSeed);
  const auto ticksPerSample = static_cast<std::uint64_t>(std::llround(1.0 / sim.dtS()));
  const auto endTick = static_cast<std::uint64_t>(std::llround(durationS / sim.dtS()));
  Snapshot snap;
  std::string csv = csvHeader(cols) + "\n";
  sim.fillSnapshot(snap, false);
  csv += csvRow(cols, snap) + "\n";
  while (sim.tick() < endTick) {
    sim.step();
    if (sim.tick() % ticksPerSample == 0) {
      sim.fillSnapshot(snap, false);
      csv += csvRow(cols, snap) + "\n";
    }
  }
  return {sim.stateHash(), fnv1a64(csv.data(), csv.size()),
          stateFieldHashes(FieldTable(sim.namedState()))};
}

}  // namespace

class GoldenHashTest : public QObject {
  Q_OBJECT
 private slots:
  void runsReproduceTheStoredHashes_data();
  void runsReproduceTheStoredHashes();
  void cleanupTestCase();

 private:
  std::ostringstream m_fields;  ///< this run's field hashes, for PODTWIN_WRITE_GOLDEN_FIELDS
};

void GoldenHashTest::cleanupTestCase() {
  if (std::getenv("PODTWIN_WRITE_GOLDEN_FIELDS") != nullptr) {
    std::ofstream(fieldsFile()) << m_fields.str();
  }
}

void GoldenHashTest::runsReproduceTheStoredHashes_data() {
  QTest::addColumn<int>("index");
  for (int i = 0; i < static_cast<int>(std::size(kGolden)); ++i) {
    QTest::newRow(kGolden[i].scenario) << i;
  }
}

void GoldenHashTest::runsReproduceTheStoredHashes() {
  QFETCH(int, index);
  const Golden& g = kGolden[index];
  static const PodConfig pod = loadPodConfig("builtin:default");
  const Result r = runScenario(pod, g.scenario, g.durationS);
  for (const auto& [path, hash] : r.fieldHashes) {
    m_fields << g.scenario << ' ' << path << ' ' << fmt::format("{:016x}", hash) << '\n';
  }
  if (r.stateHash != g.stateHash || r.csvHash != g.csvHash) {
    const std::string moved =
        r.stateHash != g.stateHash ? "  Fields that moved:\n" + movedFields(g.scenario, r) : "";
    const std::string msg = fmt::format(
        "{} ({} s, seed {}) no longer reproduces its stored results:\n"
        "  state hash 0x{:016x} (stored 0x{:016x}), CSV hash 0x{:016x} (stored 0x{:016x}).\n"
        "{}"
        "  If the change moves the physics on purpose, update this row of kGolden in {} to\n"
        "    {{\"{}\", {:.1f}, 0x{:016x}ull, 0x{:016x}ull}},\n"
        "  and say so in the commit message (README, \"Quality gates\"). Otherwise the change\n"
        "  altered results it should not have.",
        g.scenario, g.durationS, kSeed, r.stateHash, g.stateHash, r.csvHash, g.csvHash, moved,
        "tests/model/sim/golden_hash_test.cpp", g.scenario, g.durationS, r.stateHash, r.csvHash);
    QFAIL(msg.c_str());
  }
}

PODTWIN_TEST_GUILESS_MAIN(GoldenHashTest)
}  // namespace golden_hash_test
#include "golden_hash_test.moc"
