// Tests for model/study/case_runner: a case is the Simulation of its edited pod and sampled
// scenario; problems are recorded, not thrown; KPIs are well named.
#include <QtTest>
#include "support/test_main.h"

#include <cmath>
#include <set>

#include "core/builtin.h"
#include "study/case_runner.h"
#include "study/failure_sampler.h"

namespace case_runner_test {

using namespace podtwin;
using namespace podtwin::study;

namespace {

SweepSpec spec() {
  return parseSweepSpec(R"({"schema_version": 1, "duration_s": 30, "seed": 4,
    "grid": {"racks.count": [2, 3]},
    "monte_carlo": {"cases": 2, "components": {"pump": {"mtbf_h": 0.005, "mttr_h": 0.001}}}})",
                        "r.json", readSource);
}

}  // namespace

class CaseRunnerTest : public QObject {
  Q_OBJECT

 private slots:
  void aCaseIsTheSimulationOfItsPodAndScenario() {
    const SweepSpec s = spec();
    const CaseDef c = caseAt(s, 3);
    const CaseResult r = runCase(s, c);
    QCOMPARE(r.status, CaseStatus::Ok);

    PodConfig pod = loadPodConfig("builtin:default");
    pod.racks.count = 3;
    const PodCounts counts = Simulation::countsFor(pod);
    Scenario sc;
    const SampledFailures f = sampleFailures(s.failures, counts, s.durationS, c.failureSeed);
    sc.events = f.events;
    Simulation sim(pod, sc, c.simSeed);
    sim.runUntil(s.durationS);
    const RunSummary direct = sim.summary();
    // Same inputs, same arithmetic: bit-identical, no tolerance.
    QCOMPARE(r.summary.itEnergyKwh, direct.itEnergyKwh);
    QCOMPARE(r.summary.costUsd, direct.costUsd);
    QCOMPARE(r.summary.durationS, 30.0);
    QCOMPARE(r.failures, f.failures);
    QVERIFY(r.failures > 0);  // MTBF 18 s over 30 s of 6 pumps
    QCOMPARE(r.kpis.size(), s.kpis.size());
    for (double v : r.kpis) QVERIFY(std::isfinite(v));
  }

  void scenarioMergesBaseEventsAndFailures() {
    const SweepSpec s = spec();
    PodConfig pod = podFor(s, caseAt(s, 0));
    QCOMPARE(pod.racks.count, 2);
    int failures = 0;
    const Scenario sc = scenarioFor(s, caseAt(s, 0), Simulation::countsFor(pod), &failures);
    QVERIFY(failures > 0);
    QVERIFY(sc.events.size() >= static_cast<std::size_t>(failures));
    for (std::size_t i = 1; i < sc.events.size(); ++i)
      QVERIFY(sc.events[i - 1].t_s <= sc.events[i].t_s);
  }

  void aStopRequestInterruptsWithoutThrowing() {
    const SweepSpec s = spec();
    std::atomic<bool> stop{true};
    const CaseResult r = runCase(s, caseAt(s, 0), &stop);
    QCOMPARE(r.status, CaseStatus::Interrupted);
    for (double v : r.kpis) QVERIFY(std::isnan(v));
  }

  void aBadCombinationIsRecordedAsAnError() {
    SweepSpec s = spec();
    s.grid[0].values[1] = 0;  // bypasses the spec check: the pod reader rejects 0 racks
    const CaseResult r = runCase(s, caseAt(s, 2));
    QCOMPARE(r.status, CaseStatus::Error);
    QVERIFY2(r.message.find("/racks/count") != std::string::npos, r.message.c_str());
  }

  void kpiNamesAreUniqueAndCarryUnits() {
    std::set<std::string> names;
    for (const auto& k : kpiCatalogue()) {
      QVERIFY(names.insert(k.name).second);
      QVERIFY(!k.unit.empty());
      QVERIFY(findKpi(k.name) == &k);
    }
    RunSummary r;
    r.throttledGpuHours = 0.5;
    QCOMPARE(findKpi("job_throttled")->value(r, 0), 1.0);
    QCOMPARE(findKpi("failures")->value(r, 7), 7.0);
    QCOMPARE(findKpi("load_shed")->value(r, 0), 0.0);
  }
};

PODTWIN_TEST_APPLESS_MAIN(CaseRunnerTest)
}  // namespace case_runner_test
#include "case_runner_test.moc"
