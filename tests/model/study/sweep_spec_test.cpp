// Tests for model/study/sweep_spec: grid expansion (counts, order, seeds), pod edits, and errors
// that name the spec file, line and key.
#include <QtTest>
#include "support/test_main.h"

#include "config/pod_config.h"
#include "core/builtin.h"
#include "core/config_error.h"
#include "study/sweep_spec.h"

namespace sweep_spec_test {

using namespace podtwin;
using namespace podtwin::study;

namespace {

SweepSpec parse(const std::string& text) {
  return parseSweepSpec(text, "s.json", readSource);
}

// Runs `text` through the parser and returns its issues (empty when it parsed).
std::vector<ConfigIssue> issuesOf(const std::string& text) {
  try {
    parse(text);
  } catch (const ConfigError& e) {
    return e.issues();
  }
  return {};
}

const char* kGrid = R"({
  "schema_version": 1,
  "duration_s": 60,
  "seed": 5,
  "grid": {
    "racks.gpu_tdp_w": [1200, 1300, 1400],
    "racks.count": [4, 8]
  },
  "monte_carlo": {"cases": 5, "components": {"pump": {"mtbf_h": 100, "mttr_h": 2}}}
})";

}  // namespace

class SweepSpecTest : public QObject {
  Q_OBJECT

 private slots:
  void gridTimesSamplesGivesTheCaseCount() {
    const SweepSpec s = parse(kGrid);
    QCOMPARE(s.gridPoints(), std::size_t(6));
    QCOMPARE(s.samplesPerPoint(), std::size_t(5));
    QCOMPARE(s.caseCount(), std::size_t(30));
    QCOMPARE(s.durationS, 60.0);
    QCOMPARE(s.seed, std::uint64_t(5));
    QCOMPARE(s.failures.size(), std::size_t(1));
    QCOMPARE(s.failures[0].mtbfS, 100.0 * 3600.0);
    QCOMPARE(s.failures[0].mttrS, 2.0 * 3600.0);
  }

  void axesAreSortedByKeyAndTheLastVariesFastest() {
    const SweepSpec s = parse(kGrid);
    QCOMPARE(s.grid[0].key, std::string("racks.count"));
    QCOMPARE(s.grid[1].key, std::string("racks.gpu_tdp_w"));
    // Case 0..4: point 0 (count 4, tdp 1200); case 5: point 1 (count 4, tdp 1300); case 15: point 3
    // (count 8, tdp 1200).
    const CaseDef c7 = caseAt(s, 7);
    QCOMPARE(c7.gridPoint, std::size_t(1));
    QCOMPARE(c7.sample, std::size_t(2));
    QCOMPARE(c7.valueIndex, (std::vector<std::size_t>{0, 1}));
    const CaseDef c15 = caseAt(s, 15);
    QCOMPARE(c15.gridPoint, std::size_t(3));
    QCOMPARE(c15.valueIndex, (std::vector<std::size_t>{1, 0}));
    const CaseDef last = caseAt(s, 29);
    QCOMPARE(last.gridPoint, std::size_t(5));
    QCOMPARE(last.sample, std::size_t(4));
    QCOMPARE(last.valueIndex, (std::vector<std::size_t>{1, 2}));
  }

  void everyGridPointIsVisitedOnce() {
    const SweepSpec s = parse(kGrid);
    std::set<std::vector<std::size_t>> seen;
    for (std::size_t p = 0; p < s.gridPoints(); ++p) {
      seen.insert(caseAt(s, p * s.samplesPerPoint()).valueIndex);
    }
    QCOMPARE(seen.size(), s.gridPoints());
  }

  void samplesShareFailureSeedsAcrossGridPoints() {
    // Common random numbers: sample k has the same failure history at every design point.
    const SweepSpec s = parse(kGrid);
    QCOMPARE(caseAt(s, 2).failureSeed, caseAt(s, 27).failureSeed);
    QCOMPARE(caseAt(s, 2).simSeed, caseAt(s, 27).simSeed);
    QVERIFY(caseAt(s, 2).failureSeed != caseAt(s, 3).failureSeed);
    QVERIFY(caseAt(s, 2).simSeed != caseAt(s, 3).simSeed);
    // Seeds stay below 2^53 so CSV, JSON and HDF5 doubles carry them exactly.
    for (std::size_t i = 0; i < s.caseCount(); ++i) QVERIFY(caseAt(s, i).simSeed < (1ull << 53));
  }

  void withoutMonteCarloTheSpecSeedIsTheRunSeed() {
    const SweepSpec s =
        parse(R"({"schema_version": 1, "seed": 42, "grid": {"racks.count": [2, 3]}})");
    QCOMPARE(s.caseCount(), std::size_t(2));
    QCOMPARE(caseAt(s, 1).simSeed, std::uint64_t(42));
  }

  void gridValuesAreWrittenIntoThePod() {
    const SweepSpec s = parse(kGrid);
    const nlohmann::json pod = podJsonFor(s, caseAt(s, 29));
    QCOMPARE(pod["racks"]["count"].get<int>(), 8);
    QCOMPARE(pod["racks"]["gpu_tdp_w"].get<double>(), 1400.0);
    const PodConfig cfg = parsePodConfig(pod.dump(), "edited");
    QCOMPARE(cfg.racks.count, 8);
    QCOMPARE(cfg.racks.gpuTdpW, 1400.0);
  }

  void missingObjectsAreCreatedAndArraysIndexed() {
    nlohmann::json doc = {{"a", {{"list", {1, 2, 3}}}}};
    QCOMPARE(setJsonPath(doc, splitKey("b.c.d"), 5), std::string());
    QCOMPARE(doc["b"]["c"]["d"].get<int>(), 5);
    QCOMPARE(setJsonPath(doc, splitKey("a.list.1"), 9), std::string());
    QCOMPARE(doc["a"]["list"][1].get<int>(), 9);
    QVERIFY(!setJsonPath(doc, splitKey("a.list.7"), 9).empty());
    QVERIFY(!setJsonPath(doc, splitKey("a.list.1.x"), 9).empty());
    QCOMPARE(splitKey("/x~1y/z"), (std::vector<std::string>{"x/y", "z"}));
    QVERIFY(splitKey("a..b").empty());
  }

  void aRejectedGridValueIsReportedAtTheSpecLineWithTheKey() {
    const auto issues =
        issuesOf("{\n\"schema_version\": 1,\n\"grid\": {\n  \"racks.count\": [4,\n 0]\n}}");
    QCOMPARE(issues.size(), std::size_t(1));
    QCOMPARE(issues[0].file, std::string("s.json"));
    QCOMPARE(issues[0].path, std::string("/grid/racks.count/1"));
    QCOMPARE(issues[0].line, 5);
    // The pod reader's own complaint is carried along.
    QVERIFY2(issues[0].message.find("/racks/count") != std::string::npos,
             issues[0].message.c_str());
  }

  void aFieldThePodDoesNotHaveIsReportedOnceAtTheAxis() {
    const auto issues =
        issuesOf(R"({"schema_version": 1, "grid": {"racks.warp_factor": [1, 2, 3]}})");
    QCOMPARE(issues.size(), std::size_t(1));
    QCOMPARE(issues[0].path, std::string("/grid/racks.warp_factor"));
    QVERIFY2(issues[0].message.find("every value") != std::string::npos, issues[0].message.c_str());
    QVERIFY(issues[0].message.find("unknown field") != std::string::npos);
  }

  void everyProblemIsListed() {
    const auto issues = issuesOf(R"({"grid": {"racks.count": []}, "kpis": ["cost_usd", "nope"],
      "monte_carlo": {"components": {"warp_core": {"mtbf_h": 1, "mttr_h": 1},
                                     "pump": {"mtbf_h": -1, "mttr_h": 1, "x": 1}}}, "extra": 1})");
    std::set<std::string> paths;
    for (const auto& i : issues) paths.insert(i.path);
    QVERIFY(paths.count("/schema_version"));
    QVERIFY(paths.count("/grid/racks.count"));
    QVERIFY(paths.count("/kpis/1"));
    QVERIFY(paths.count("/monte_carlo/cases"));
    QVERIFY(paths.count("/monte_carlo/components/warp_core"));
    QVERIFY(paths.count("/monte_carlo/components/pump/mtbf_h"));
    QVERIFY(paths.count("/monte_carlo/components/pump/x"));
    QVERIFY(paths.count("/extra"));
  }

  void runawayFailureRatesAreRefusedWithTheEstimate() {
    // An MTBF and MTTR of 1e-6 h would make every pump fail half a million times in an hour: a
    // case that never finishes while its failure list grows.
    const auto issues = issuesOf(R"({"schema_version": 1, "duration_s": 3600,
      "monte_carlo": {"cases": 2, "components": {"pump": {"mtbf_h": 1e-6, "mttr_h": 1e-6}}}})");
    QCOMPARE(issues.size(), std::size_t(1));
    QCOMPARE(issues[0].path, std::string("/monte_carlo/components/pump/mtbf_h"));
    QCOMPARE(issues[0].line, 2);
    QCOMPARE(issues[0].message,
             std::string("with mttr_h 1e-06 each pump would fail about 5e+05 times in a 3600 s "
                         "case (at most 100: mtbf_h + mttr_h must be at least 0.01 h)"));
    // The accelerated stress test of the built-in spec stays well inside the bound.
    const auto ok = issuesOf(R"({"schema_version": 1, "duration_s": 3600,
      "monte_carlo": {"cases": 2, "components": {"pump": {"mtbf_h": 0.02, "mttr_h": 0.02}}}})");
    QVERIFY(ok.empty());
  }

  void unknownPodIsABadInput() {
    const auto issues = issuesOf(R"({"schema_version": 1, "pod": "builtin:nope"})");
    QCOMPARE(issues.size(), std::size_t(1));
    QVERIFY(issues[0].message.find("built-ins") != std::string::npos);
  }

  void oneAtATimeVariesOneAxisFromTheBasePod() {
    // The default pod has a 1,000 kWh battery and a 15 °C mean ambient; a value equal to the base
    // (1000) is not run twice.
    const SweepSpec s = parse(R"({"schema_version": 1, "duration_s": 60, "design": "one_at_a_time",
      "grid": {"power.battery.capacity_kwh": [500, 1000, 2000],
               "cooling.ambient.mean_temp_c": [25, 35, 40]}})");
    QCOMPARE(s.design, SweepDesign::OneAtATime);
    QCOMPARE(s.grid[0].key, std::string("cooling.ambient.mean_temp_c"));
    QCOMPARE(s.grid[0].values,
             (std::vector<nlohmann::json>{15, 25, 35, 40}));  // base first, then the spec's
    QCOMPARE(s.grid[1].values, (std::vector<nlohmann::json>{1000, 500, 2000}));
    QCOMPARE(s.gridPoints(), std::size_t(1 + 3 + 2));
    QCOMPARE(s.caseCount(), std::size_t(6));
    const std::vector<std::vector<std::size_t>> expected = {{0, 0}, {1, 0}, {2, 0},
                                                            {3, 0}, {0, 1}, {0, 2}};
    for (std::size_t p = 0; p < s.gridPoints(); ++p) {
      const CaseDef c = caseAt(s, p);
      QCOMPARE(c.valueIndex, expected[p]);
    }
    const nlohmann::json pod = podJsonFor(s, caseAt(s, 5));
    QCOMPARE(pod["power"]["battery"]["capacity_kwh"].get<double>(), 2000.0);
    QCOMPARE(pod["cooling"]["ambient"]["mean_temp_c"].get<double>(), 15.0);
  }

  void everyBuiltinSpecParses() {
    for (const auto& name : builtinNames("sweep")) {
      const SweepSpec s = loadSweepSpec("builtin:" + name, readSource);
      QVERIFY2(s.caseCount() > 0, name.c_str());
    }
    // The Study menu's sensitivity study: four parameters, each below and above the default pod.
    const SweepSpec s = loadSweepSpec("builtin:design_sensitivity", readSource);
    QCOMPARE(s.design, SweepDesign::OneAtATime);
    QCOMPARE(s.grid.size(), std::size_t(4));
    QCOMPARE(s.gridPoints(), std::size_t(9));
  }

  void oneAtATimeNeedsTheBaseValueInThePodFile() {
    const auto issues = issuesOf(R"({"schema_version": 1, "design": "one_at_a_time",
      "grid": {"power.battery.no_such_field": [1, 2]}})");
    QCOMPARE(issues.size(), std::size_t(1));
    QCOMPARE(issues[0].line, 2);
    QVERIFY(issues[0].message.find("base value") != std::string::npos ||
            issues[0].message.find("rejected") != std::string::npos);
    const auto same = issuesOf(R"({"schema_version": 1, "design": "one_at_a_time",
      "grid": {"power.battery.capacity_kwh": [1000]}})");
    QCOMPARE(same.size(), std::size_t(1));
    QVERIFY(same[0].message.find("equals the base") != std::string::npos);
    const auto bad = issuesOf(R"({"schema_version": 1, "design": "fractional"})");
    QCOMPARE(bad.size(), std::size_t(1));
    QCOMPARE(bad[0].path, std::string("/design"));
  }

  void hashChangesWithTheInputs() {
    const SweepSpec a = parse(kGrid);
    const SweepSpec b = parse(kGrid);
    QCOMPARE(a.hash, b.hash);
    std::string other = kGrid;
    other.replace(other.find("\"seed\": 5"), 9, "\"seed\": 6");
    QVERIFY(parse(other).hash != a.hash);
  }

  void aBasePodKeyReachesEveryCaseAndTheHash() {
    const SweepSpec plain = parse(kGrid);
    SweepSpec merged = parse(kGrid);
    setBasePodKey(merged, "timing.electrical_macro_steps", 16, "--electrical-macro-steps");
    QCOMPARE(merged.baseOverrides.size(), std::size_t(1));
    QCOMPARE(merged.baseOverrides[0].first, std::string("timing.electrical_macro_steps"));
    QCOMPARE(merged.caseCount(), plain.caseCount());
    // Every case's pod carries the key beside its grid values.
    for (std::size_t i : {std::size_t(0), std::size_t(17), std::size_t(29)}) {
      const nlohmann::json pod = podJsonFor(merged, caseAt(merged, i));
      const PodConfig cfg = parsePodConfig(pod.dump(), "edited");
      QCOMPARE(cfg.timing.electricalMacroSteps, 16);
      QCOMPARE(cfg.racks.count, podJsonFor(plain, caseAt(plain, i))["racks"]["count"].get<int>());
      QCOMPARE(parsePodConfig(podJsonFor(plain, caseAt(plain, i)).dump(), "plain")
                   .timing.electricalMacroSteps,
               1);
    }
    // Results with and without the key are never resumed as one sweep; the same edit gives the
    // same hash.
    QVERIFY(merged.hash != plain.hash);
    SweepSpec again = parse(kGrid);
    setBasePodKey(again, "timing.electrical_macro_steps", 16, "--electrical-macro-steps");
    QCOMPARE(again.hash, merged.hash);
    SweepSpec eight = parse(kGrid);
    setBasePodKey(eight, "timing.electrical_macro_steps", 8, "--electrical-macro-steps");
    QVERIFY(eight.hash != merged.hash);
  }

  void aBasePodFromTheScreenReachesEveryCaseAndTheHash() {
    const SweepSpec plain = parse(kGrid);
    // The design on screen: the default pod with the smoothing floor at 50 %.
    nlohmann::json pod = nlohmann::json::parse(readSource("pod", "builtin:default").first);
    pod["workload"]["smoothing"]["floor_pct"] = 50;
    SweepSpec s = parse(kGrid);
    setBasePod(s, pod.dump(2), "edited design");
    QCOMPARE(s.podRef, std::string("edited design"));
    QCOMPARE(s.caseCount(), plain.caseCount());
    QVERIFY(s.hash != plain.hash);
    for (std::size_t i : {std::size_t(0), std::size_t(29)}) {
      const PodConfig cfg = parsePodConfig(podJsonFor(s, caseAt(s, i)).dump(), "case");
      QCOMPARE(cfg.workload.smoothing.floorPct, 50.0);
      // The spec's axes still set their keys per case.
      QCOMPARE(cfg.racks.count, podJsonFor(plain, caseAt(plain, i))["racks"]["count"].get<int>());
    }
    // A pod the loader refuses leaves the spec as it was.
    pod["workload"]["smoothing"]["floor_pct"] = 500;
    SweepSpec bad = parse(kGrid);
    QVERIFY_THROWS_EXCEPTION(ConfigError, setBasePod(bad, pod.dump(2), "edited design"));
    QCOMPARE(bad.hash, plain.hash);
    QCOMPARE(bad.podJson, plain.podJson);
  }

  void aGridAxisOnTheSameKeyStillWinsPerCase() {
    std::string text = kGrid;
    text.replace(text.find("\"racks.count\": [4, 8]"), 21,
                 "\"timing.electrical_macro_steps\": [1, 4]");
    SweepSpec s = parse(text);
    setBasePodKey(s, "timing.electrical_macro_steps", 16, "dialog");
    QCOMPARE(podJsonFor(s, caseAt(s, 0))["timing"]["electrical_macro_steps"].get<int>(), 1);
    QCOMPARE(podJsonFor(s, caseAt(s, 29))["timing"]["electrical_macro_steps"].get<int>(), 4);
  }

  void aBasePodKeyThePodRejectsNamesTheOriginAndKeepsTheSpec() {
    SweepSpec s = parse(kGrid);
    const std::uint64_t hash = s.hash;
    const nlohmann::json pod = s.podJson;
    try {
      setBasePodKey(s, "timing.electrical_macro_steps", 17, "--electrical-macro-steps");
      QFAIL("17 was accepted");
    } catch (const ConfigError& e) {
      const std::string text = e.issues().at(0).toString();
      QVERIFY2(text.find("--electrical-macro-steps") == 0, text.c_str());
      QVERIFY2(text.find("/timing/electrical_macro_steps") != std::string::npos, text.c_str());
      QVERIFY2(text.find("17 is not allowed") != std::string::npos, text.c_str());
    }
    QCOMPARE(s.hash, hash);
    QVERIFY(s.podJson == pod);
    QVERIFY(s.baseOverrides.empty());
    QVERIFY_EXCEPTION_THROWN(setBasePodKey(s, "a..b", 1, "x"), ConfigError);
  }
};

PODTWIN_TEST_APPLESS_MAIN(SweepSpecTest)
}  // namespace sweep_spec_test
#include "sweep_spec_test.moc"
