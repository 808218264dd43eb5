// Determinism against stored values: a few built-in scenarios on the default pod with a fixed seed
// must end in the same state and write the same CSV as when the constants below were recorded —
// on every machine, compiler and build type CI uses. The other determinism tests compare two runs
// of the same build; this one also catches a change that moves every run alike (an edited
// constant, a reordered sum, a library's different rounding).
//
// A change that moves the physics on purpose updates the constants: run this test, copy the new
// values it prints into kGolden, and say in the commit message that (and why) the results moved
// (README, "Quality gates").
#include <QtTest>
#include "support/test_main.h"

#include <cstdint>
#include <string>

#include <spdlog/fmt/fmt.h>

#include "core/state_archive.h"
#include "model/scenarios/scenario_harness.h"
#include "sim/run_table.h"
#include "sim/simulation.h"

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
    {"cdu_trip",       300.0, 0x5eb7b7f47b93f04dull, 0x3b13d78a5dbb154dull},
    {"leak_isolation", 300.0, 0xe7deb0d66fe5d13eull, 0xcf552537bb3e8520ull},
    {"genset_trip",    300.0, 0xd589ad83b291dd15ull, 0x8eb74560b7ea3e7aull},
    {"brownout_itic",  240.0, 0xb5a64145f4a4de66ull, 0xf7c515a65f93f76dull},
};
// clang-format on

struct Result {
  std::uint64_t stateHash = 0;
  std::uint64_t csvHash = 0;
};

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
  return {sim.stateHash(), fnv1a64(csv.data(), csv.size())};
}

}  // namespace

class GoldenHashTest : public QObject {
  Q_OBJECT
 private slots:
  void runsReproduceTheStoredHashes_data();
  void runsReproduceTheStoredHashes();
};

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
  if (r.stateHash != g.stateHash || r.csvHash != g.csvHash) {
    const std::string msg = fmt::format(
        "{} ({} s, seed {}) no longer reproduces its stored results:\n"
        "  state hash 0x{:016x} (stored 0x{:016x}), CSV hash 0x{:016x} (stored 0x{:016x}).\n"
        "  If the change moves the physics on purpose, update this row of kGolden in {} to\n"
        "    {{\"{}\", {:.1f}, 0x{:016x}ull, 0x{:016x}ull}},\n"
        "  and say so in the commit message (README, \"Quality gates\"). Otherwise the change\n"
        "  altered results it should not have.",
        g.scenario, g.durationS, kSeed, r.stateHash, g.stateHash, r.csvHash, g.csvHash,
        "tests/model/sim/golden_hash_test.cpp", g.scenario, g.durationS, r.stateHash, r.csvHash);
    QFAIL(msg.c_str());
  }
}

PODTWIN_TEST_GUILESS_MAIN(GoldenHashTest)
}  // namespace golden_hash_test
#include "golden_hash_test.moc"
