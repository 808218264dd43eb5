// Tests for model/study/case_table: CSV rows, parsing back (truncated lines, wrong header),
// percentiles and the summary.
#include <QtTest>
#include "support/test_main.h"

#include <cmath>

#include "core/builtin.h"
#include "study/case_table.h"

namespace case_table_test {

using namespace podtwin;
using namespace podtwin::study;

namespace {

SweepSpec spec() {
  return parseSweepSpec(R"({"schema_version": 1, "duration_s": 10,
    "grid": {"racks.count": [2, 4]}, "monte_carlo": {"cases": 3},
    "kpis": ["it_energy_kwh", "job_throttled"]})",
                        "t.json", readSource);
}

CaseResult result(const SweepSpec& s, std::size_t i, double energy,
                  CaseStatus st = CaseStatus::Ok) {
  CaseResult r;
  r.def = caseAt(s, i);
  r.status = st;
  r.kpis = {energy, 0.0};
  if (st != CaseStatus::Ok) r.message = "diverged at t=1, \"because\"";
  return r;
}

}  // namespace

class CaseTableTest : public QObject {
  Q_OBJECT

 private slots:
  void percentilesMatchNumpysDefault() {
    // numpy.percentile([1..10], [5, 50, 95]) = [1.45, 5.5, 9.55] (linear interpolation).
    std::vector<double> v;
    for (int i = 10; i >= 1; --i) v.push_back(i);
    const KpiStats s = computeStats(v);
    QCOMPARE(s.n, std::size_t(10));
    // Values are sums of a few binary fractions: 1e-12 absorbs the last-bit rounding only.
    QVERIFY(std::abs(s.p5 - 1.45) < 1e-12);
    QVERIFY(std::abs(s.p50 - 5.5) < 1e-12);
    QVERIFY(std::abs(s.p95 - 9.55) < 1e-12);
    QCOMPARE(s.mean, 5.5);
    QCOMPARE(s.min, 1.0);
    QCOMPARE(s.max, 10.0);
    const KpiStats one = computeStats({3.0});
    QCOMPARE(one.p5, 3.0);
    QCOMPARE(one.p95, 3.0);
    QVERIFY(std::isnan(percentileSorted({}, 0.5)));
  }

  void csvQuotingRoundTrips() {
    const std::string text = "a,\"b\"\nc";
    const auto f = splitCsvLine("x," + csvField(text) + ",,y");
    QCOMPARE(f.size(), std::size_t(4));
    QCOMPARE(f[1], std::string("a,\"b\" c"));  // newline flattened: one row per line
    QCOMPARE(f[2], std::string());
  }

  void rowsCarryParamsSeedStatusAndKpis() {
    const SweepSpec s = spec();
    QCOMPARE(casesCsvHeader(s), std::string("case,grid_point,sample,racks.count,sim_seed,status,it_"
                                            "energy_kwh,job_throttled,message"));
    const std::string row = casesCsvRow(s, result(s, 4, 12.5));
    const auto f = splitCsvLine(row);
    QCOMPARE(f[0], std::string("4"));
    QCOMPARE(f[1], std::string("1"));
    QCOMPARE(f[2], std::string("1"));
    QCOMPARE(f[3], std::string("4"));
    QCOMPARE(f[4], std::to_string(caseAt(s, 4).simSeed));
    QCOMPARE(f[5], std::string("ok"));
    QCOMPARE(f[6], std::string("12.5"));
    // A diverged case keeps its row with empty KPIs, never NaN text.
    const auto d = splitCsvLine(casesCsvRow(s, result(s, 5, 1.0, CaseStatus::Diverged)));
    QCOMPARE(d[5], std::string("diverged"));
    QCOMPARE(d[6], std::string());
    QCOMPARE(d.size(), f.size());
  }

  void parsingDropsTruncatedAndForeignRows() {
    const SweepSpec s = spec();
    const std::string good0 = casesCsvRow(s, result(s, 0, 1.0));
    const std::string good2 = casesCsvRow(s, result(s, 2, 3.0));
    const std::string text = casesCsvHeader(s) + "\n" + good2 + "\n" + good0 + "\n" +
                             "99,0,0,2,1,ok,1,0,\n" +
                             "1,0,1,2,5,ok,1";  // cut short by Ctrl-C: no newline
    CaseRows rows;
    std::string why;
    QVERIFY(parseCasesCsv(s, text, rows, &why));
    QCOMPARE(rows.size(), std::size_t(2));
    QCOMPARE(rows.begin()->first, std::size_t(0));
    QCOMPARE(casesCsvText(s, rows), casesCsvHeader(s) + "\n" + good0 + "\n" + good2 + "\n");
    CaseRows none;
    QVERIFY(!parseCasesCsv(s, "case,other\n", none, &why));
    QVERIFY(why.find("header") != std::string::npos);
  }

  void summaryAggregatesOkCasesPerPointAndOverall() {
    const SweepSpec s = spec();
    CaseRows rows;
    const double e[6] = {1, 2, 3, 10, 20, 30};
    for (std::size_t i = 0; i < 6; ++i) rows[i] = casesCsvRow(s, result(s, i, e[i]));
    rows[5] = casesCsvRow(s, result(s, 5, 0.0, CaseStatus::Diverged));
    const auto j = summaryJson(s, rows);
    QCOMPARE(j["cases"]["total"].get<int>(), 6);
    QCOMPARE(j["cases"]["ok"].get<int>(), 5);
    QCOMPARE(j["cases"]["diverged"].get<int>(), 1);
    QCOMPARE(j["failed_cases"][0]["case"].get<int>(), 5);
    QCOMPARE(j["kpis"]["it_energy_kwh"]["n"].get<int>(), 5);
    QCOMPARE(j["kpis"]["it_energy_kwh"]["mean"].get<double>(), 36.0 / 5.0);
    QCOMPARE(j["kpis"]["it_energy_kwh"]["unit"].get<std::string>(), std::string("kWh"));
    QCOMPARE(j["by_grid_point"][1]["params"]["racks.count"].get<int>(), 4);
    QCOMPARE(j["by_grid_point"][1]["kpis"]["it_energy_kwh"]["p50"].get<double>(), 15.0);
    QCOMPARE(j["by_grid_point"][0]["kpis"]["it_energy_kwh"]["p50"].get<double>(), 2.0);
    // Same rows, same bytes.
    QCOMPARE(summaryJson(s, rows).dump(), j.dump());
  }

  void noOkCaseGivesNullsNotNaN() {
    const SweepSpec s = spec();
    CaseRows rows;
    rows[0] = casesCsvRow(s, result(s, 0, 0.0, CaseStatus::Error));
    const std::string text = summaryJson(s, rows).dump();
    QVERIFY(text.find("NaN") == std::string::npos && text.find("nan") == std::string::npos);
    QVERIFY(summaryJson(s, rows)["kpis"]["it_energy_kwh"]["mean"].is_null());
  }
};

PODTWIN_TEST_APPLESS_MAIN(CaseTableTest)
}  // namespace case_table_test
#include "case_table_test.moc"
