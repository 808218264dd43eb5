// The run table (CSV columns) adds up: facility = IT + cooling + losses + misc with every term as
// served, also when AC load goes unserved (cooling_demand_kw carries what was asked for); PUE is
// left empty when it is undefined (no IT load); the first row holds the state the run starts from;
// `pue` meters IT at the IT equipment's input (ISO/IEC 30134-2), `pue_psu_output` at the PSU
// output; `racks_tripped` counts racks out of service for any reason.
#include <QtTest>
#include "support/test_main.h"

#include <cmath>
#include <map>
#include <string>
#include <vector>

#include "config/pod_config.h"
#include "scenario/scenario.h"
#include "sim/run_table.h"
#include "sim/simulation.h"

namespace run_table_test {

using namespace podtwin;

namespace {

/// One CSV row as column name → text (so an empty cell stays visible as "").
using Row = std::map<std::string, std::string>;

Row rowOf(const std::vector<RunColumn>& cols, const Snapshot& s) {
  Row r;
  for (const auto& c : cols) r[c.name] = formatCsvValue(c.value(s));
  return r;
}

double num(const Row& r, const std::string& col) {
  return std::stod(r.at(col));
}

/// The rows of `scenarioJson` on the default pod, one every second from t = 0.
std::vector<Row> runRows(const std::string& scenarioJson, double durationS) {
  PodConfig pod = loadPodConfig("builtin:default");
  const PodCounts counts = Simulation::countsFor(pod);
  Scenario sc = parseScenario(scenarioJson, "test", &counts);
  const auto cols = runColumns(pod);
  Simulation sim(pod, std::move(sc), 1);
  std::vector<Row> rows;
  Snapshot snap;
  sim.fillSnapshot(snap, false);
  rows.push_back(rowOf(cols, snap));
  const auto perSample = static_cast<std::uint64_t>(std::llround(1.0 / sim.dtS()));
  const auto end = static_cast<std::uint64_t>(std::llround(durationS / sim.dtS()));
  while (sim.tick() < end) {
    sim.step();
    if (sim.tick() % perSample == 0) {
      sim.fillSnapshot(snap, false);
      rows.push_back(rowOf(cols, snap));
    }
  }
  return rows;
}

const char* kTotalAcLoss = R"({"name": "t", "events": [
  {"t_s": 10, "type": "grid_outage", "target": "grid"},
  {"t_s": 10, "type": "genset_trip", "target": "genset1"},
  {"t_s": 10, "type": "genset_trip", "target": "genset2"},
  {"t_s": 10, "type": "genset_trip", "target": "genset3"}]})";

}  // namespace

class RunTableTest : public QObject {
  Q_OBJECT
 private slots:
  void facilityIsTheSumOfServedTermsWhenAcLoadIsUnserved();
  void pueIsEmptyWithoutItLoad();
  void firstRowHoldsTheStartingState();
  void puePutsItAtThePsuInput();
  void racksTrippedCountsEveryReason();
};

void RunTableTest::facilityIsTheSumOfServedTermsWhenAcLoadIsUnserved() {
  const auto rows = runRows(kTotalAcLoss, 20.0);
  QCOMPARE(rows.size(), std::size_t{21});
  for (const auto& r : rows) {
    const double t = num(r, "time_s");
    const double sum = num(r, "it_power_kw") + num(r, "cooling_power_kw") +
                       num(r, "conversion_loss_kw") + num(r, "misc_power_kw");
    // 10 significant digits in the CSV: the sum agrees to that rounding.
    QVERIFY2(std::abs(num(r, "facility_power_kw") - sum) < 1e-6 * num(r, "facility_power_kw"),
             qPrintable(QString("t = %1: facility %2, sum %3")
                            .arg(t)
                            .arg(num(r, "facility_power_kw"))
                            .arg(sum)));
    if (t < 10.0) {
      // Before the loss the plant serves what the cooling asks for.
      QCOMPARE(num(r, "cooling_power_kw"), num(r, "cooling_demand_kw"));
      QVERIFY(num(r, "cooling_power_kw") > 10.0);
    } else if (t >= 11.0) {
      // Without AC no pump or fan is fed from the AC bus: none of it is served.
      QVERIFY2(num(r, "cooling_power_kw") < 1e-9,
               qPrintable(QString("t = %1: cooling %2").arg(t).arg(num(r, "cooling_power_kw"))));
      QCOMPARE(num(r, "misc_power_kw"), 0.0);
    }
  }
}

void RunTableTest::pueIsEmptyWithoutItLoad() {
  // The battery faulted as well: the racks lose their bus and trip, IT falls to 0.
  const std::string sc = R"({"name": "t", "events": [
    {"t_s": 5, "type": "bess_fault", "target": "bess"},
    {"t_s": 10, "type": "grid_outage", "target": "grid"},
    {"t_s": 10, "type": "genset_trip", "target": "genset1"},
    {"t_s": 10, "type": "genset_trip", "target": "genset2"},
    {"t_s": 10, "type": "genset_trip", "target": "genset3"}]})";
  const auto rows = runRows(sc, 15.0);
  const Row& last = rows.back();
  QCOMPARE(num(last, "it_power_kw"), 0.0);
  QCOMPARE(last.at("pue"), std::string());
  QCOMPARE(last.at("pue_psu_output"), std::string());
  // The energy-weighted figures keep the run's IT energy so far.
  QVERIFY(num(last, "pue_energy_weighted") > 1.0);
  QVERIFY(num(rows[5], "pue") > 1.0);
}

void RunTableTest::firstRowHoldsTheStartingState() {
  const auto rows = runRows(R"({"name": "t", "events": []})", 2.0);
  const Row& first = rows.front();
  const Row& next = rows[1];
  QCOMPARE(num(first, "time_s"), 0.0);
  // Steady training from the start: the t = 0 row is the operating point of the next second,
  // within the job's iteration swing (compute ↔ collective phases move IT by a few percent). The
  // dry-cooler fans start at 60 % speed and their PI slows them within seconds at a cool ambient,
  // so cooling power moves by up to 10 % in the first second.
  for (const char* col : {"it_power_kw", "facility_power_kw", "generation_kw", "cooling_power_kw",
                          "conversion_loss_kw", "misc_power_kw", "step_time_s", "mfu"}) {
    const double a = num(first, col);
    const double b = num(next, col);
    const double tol = std::string(col) == "cooling_power_kw" ? 0.10 : 0.05;
    QVERIFY2(a > 0.0 && std::abs(a - b) < tol * b,
             qPrintable(QString("%1: t = 0 %2, t = 1 %3").arg(col).arg(a).arg(b)));
  }
  QVERIFY(num(first, "pue") > 1.0 && num(first, "pue") < 1.2);
  QCOMPARE(num(first, "cooling_power_kw"), num(first, "cooling_demand_kw"));
  QVERIFY(std::abs(num(first, "facility_power_kw") -
                   (num(first, "it_power_kw") + num(first, "cooling_power_kw") +
                    num(first, "conversion_loss_kw") + num(first, "misc_power_kw"))) < 1e-3);
}

void RunTableTest::puePutsItAtThePsuInput() {
  const auto rows = runRows(R"({"name": "t", "events": []})", 30.0);
  const Row& r = rows.back();
  const double facility = num(r, "facility_power_kw");
  const double it = num(r, "it_power_kw");
  const double itIn = num(r, "it_input_power_kw");
  // The power shelves lose a few percent between the IT input and the boards.
  QVERIFY2(itIn > 1.01 * it && itIn < 1.05 * it, qPrintable(QString("%1 vs %2").arg(itIn).arg(it)));
  QVERIFY(std::abs(num(r, "pue") - facility / itIn) < 1e-8);
  QVERIFY(std::abs(num(r, "pue_psu_output") - facility / it) < 1e-8);
  QVERIFY(num(r, "pue") < num(r, "pue_psu_output") - 0.02);
  QVERIFY(num(r, "pue_energy_weighted") < num(r, "pue_energy_weighted_psu_output"));
}

void RunTableTest::racksTrippedCountsEveryReason() {
  // A leak on rack 3 isolates it (valve closed after the 5 s detection delay, the BMS takes the
  // rack down); a CDU trip starves its eight racks until the low-flow interlock takes them out.
  // Neither is a power trip, and both are racks out of service, as the summary counts them.
  const auto leak =
      runRows(R"({"name": "t", "events": [{"t_s": 10, "type": "leak", "target": "rack3"}]})", 30.0);
  QCOMPARE(num(leak[5], "racks_tripped"), 0.0);
  QCOMPARE(num(leak.back(), "racks_tripped"), 1.0);
  const auto cdu = runRows(
      R"({"name": "t", "events": [{"t_s": 10, "type": "cdu_trip", "target": "cdu2"}]})", 40.0);
  QCOMPARE(num(cdu[10], "racks_tripped"), 0.0);
  QCOMPARE(num(cdu.back(), "racks_tripped"), 8.0);
  QCOMPARE(num(cdu.back(), "racks_capped"), 0.0);
}

PODTWIN_TEST_GUILESS_MAIN(RunTableTest)
}  // namespace run_table_test
#include "run_table_test.moc"
