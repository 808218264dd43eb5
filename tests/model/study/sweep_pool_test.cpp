// Tests for model/study/sweep_pool: thread count does not change results; the stop flag stops;
// callback errors surface.
#include <QtTest>
#include "support/test_main.h"

#include "core/builtin.h"
#include "study/case_table.h"
#include "study/sweep_pool.h"

namespace sweep_pool_test {

using namespace podtwin;
using namespace podtwin::study;

namespace {

SweepSpec spec() {
  return parseSweepSpec(R"({"schema_version": 1, "duration_s": 120, "seed": 3,
    "grid": {"racks.count": [2, 4], "racks.gpu_tdp_w": [1200, 1400]},
    "monte_carlo": {"cases": 3, "components": {"pump": {"mtbf_h": 0.02, "mttr_h": 0.005},
                                               "genset": {"mtbf_h": 0.05, "mttr_h": 0.01}}}})",
                        "pool.json", readSource);
}

std::vector<std::size_t> all(const SweepSpec& s) {
  std::vector<std::size_t> v(s.caseCount());
  for (std::size_t i = 0; i < v.size(); ++i) v[i] = i;
  return v;
}

std::string table(const SweepSpec& s, int threads) {
  CaseRows rows;
  PoolOptions o;
  o.threads = threads;
  runCases(s, all(s), o, [&](const CaseResult& r) { rows[r.def.index] = casesCsvRow(s, r); });
  return casesCsvText(s, rows) + summaryJson(s, rows).dump();
}

}  // namespace

class SweepPoolTest : public QObject {
  Q_OBJECT

 private slots:
  void oneAndTwoThreadsGiveIdenticalTables() {
    const SweepSpec s = spec();
    const std::string one = table(s, 1);
    const std::string two = table(s, 2);
    QCOMPARE(two, one);
    QCOMPARE(table(s, 5), one);
    // The failures are really in there (pump MTBF 72 s over 120 s runs of 6 pumps).
    QVERIFY(one.find(",ok,") != std::string::npos);
    const auto j = nlohmann::json::parse(one.substr(one.find('{')));
    QVERIFY(j["kpis"]["failures"]["mean"].get<double>() > 1.0);
  }

  void stopFlagEndsTheSweepKeepingFinishedCases() {
    const SweepSpec s = spec();
    std::atomic<bool> stop{false};
    PoolOptions o;
    o.threads = 2;
    o.stop = &stop;
    std::size_t done = 0;
    runCases(s, all(s), o, [&](const CaseResult& r) {
      QVERIFY(r.status != CaseStatus::Interrupted);  // interrupted cases are never reported
      if (++done == 3) stop = true;
    });
    // At most the cases already running when the flag was raised finish after it (one per thread).
    QVERIFY(done >= 3 && done <= 4);
  }

  void anErrorInTheCallbackIsRethrown() {
    const SweepSpec s = spec();
    bool thrown = false;
    try {
      runCases(s, all(s), {}, [](const CaseResult&) { throw std::runtime_error("disk full"); });
    } catch (const std::runtime_error& e) {
      thrown = std::string(e.what()) == "disk full";
    }
    QVERIFY(thrown);
  }

  void threadsResolveSensibly() {
    QCOMPARE(resolveThreads(4, 2), 2);
    QCOMPARE(resolveThreads(3, 100), 3);
    QVERIFY(resolveThreads(0, 100) >= 1);
  }
};

PODTWIN_TEST_APPLESS_MAIN(SweepPoolTest)
}  // namespace sweep_pool_test
#include "sweep_pool_test.moc"
