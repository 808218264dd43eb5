// The multi-rate electrical path against the 1 ms path: every built-in scenario, ten minutes of the
// default pod, run with every electrical step taken alone and with timing.electrical_macro_steps
// at its largest allowed value (steps merged while the job's power is flat). Every energy of the
// ledger within 1e-6 of the facility energy, the lowest state of charge within 1e-4, the extreme
// bus frequency within 1 mHz, and every trip, shed, cap and alarm at the same 1 ms step.
#include <QtTest>
#include <algorithm>
#include <cmath>
#include <string>
#include <tuple>
#include <vector>
#include "support/test_main.h"

#include "config/pod_config.h"
#include "core/builtin.h"
#include "electrical_compare_util.h"
#include "power/power_system.h"
#include "scenario/scenario.h"
#include "sim/simulation.h"

namespace electrical_macro_step_test {

using namespace podtwin;

namespace {

constexpr double kDurationS = 600.0;
constexpr double kNominalHz = 60.0;
constexpr int kLargestMerge = TimingConfig::kMaxElectricalMacroSteps;

/// (electrical step, severity, object, code, cleared) of a log entry.
using Entry = test::LogKey;

struct Run {
  RunSummary summary;
  std::vector<Entry> entries;  ///< every warning and above, and every trip, shed and power cap
  long long mergedSteps = 0;
  long long steps = 0;
  double balanceError = 0.0;  ///< EnergyLedger::relativeBalanceError
};

Run runWith(const std::string& scenarioName, int macroSteps) {
  PodConfig pod = loadPodConfig("builtin:default");
  pod.timing.electricalMacroSteps = macroSteps;
  const PodCounts counts = Simulation::countsFor(pod);
  Scenario scenario = loadScenario("builtin:" + scenarioName, counts);
  Simulation sim(pod, std::move(scenario), 1);
  sim.runUntil(kDurationS);
  Run r;
  r.summary = sim.summary();
  r.mergedSteps = sim.powerSystem().mergedElectricalSteps();
  r.balanceError = sim.powerSystem().ledger().relativeBalanceError();
  r.steps = std::llround(kDurationS / pod.timing.electricalDtS);
  for (const auto& e : sim.log().all()) {
    if (!test::isTripShedOrCap(e) && e.severity < Severity::Warning) continue;
    r.entries.push_back(test::logKey(e, pod.timing.electricalDtS));
  }
  // Within one step the log's order of simultaneous entries is not part of the comparison.
  std::sort(r.entries.begin(), r.entries.end());
  return r;
}

QString describe(const Entry& e) {
  return test::describe(e, "step");
}

}  // namespace

class ElectricalMacroStepTest : public QObject {
  Q_OBJECT
 private slots:
  void mergedStepsMatchTheOneMillisecondPath_data();
  void mergedStepsMatchTheOneMillisecondPath();
  void aRewoundRunWithMergedStepsReplaysTheSameFuture();
};

void ElectricalMacroStepTest::mergedStepsMatchTheOneMillisecondPath_data() {
  QTest::addColumn<QString>("scenario");
  for (const std::string& name : builtinNames("scenario")) {
    QTest::newRow(name.c_str()) << QString::fromStdString(name);
  }
}

void ElectricalMacroStepTest::mergedStepsMatchTheOneMillisecondPath() {
  QFETCH(QString, scenario);
  const Run a = runWith(scenario.toStdString(), 1);
  const Run b = runWith(scenario.toStdString(), kLargestMerge);
  QCOMPARE(a.mergedSteps, 0LL);

  // The same trips, sheds, caps and alarms, each at the same electrical step.
  QCOMPARE(b.entries.size(), a.entries.size());
  for (std::size_t i = 0; i < a.entries.size(); ++i) {
    QVERIFY2(a.entries[i] == b.entries[i], qPrintable(QString("entry %1: %2 against %3")
                                                          .arg(i)
                                                          .arg(describe(a.entries[i]))
                                                          .arg(describe(b.entries[i]))));
  }
  QCOMPARE(b.summary.racksTrippedMax, a.summary.racksTrippedMax);

  // Every energy of the ledger within 1e-6 of the facility energy.
  const double facility = a.summary.facilityEnergyKwh;
  QVERIFY(facility > 10.0);
  const auto ea = test::ledgerEnergies(a.summary);
  const auto eb = test::ledgerEnergies(b.summary);
  double largest = 0.0;
  for (std::size_t k = 0; k < ea.size(); ++k) {
    const double rel = std::abs(ea[k].second - eb[k].second) / facility;
    largest = std::max(largest, rel);
    QVERIFY2(rel < 1e-6, qPrintable(QString("%1: %2 kWh stepwise, %3 kWh merged (%4 of facility)")
                                        .arg(ea[k].first)
                                        .arg(ea[k].second, 0, 'g', 12)
                                        .arg(eb[k].second, 0, 'g', 12)
                                        .arg(rel)));
  }
  // Lowest state of charge within 1e-4, the extreme bus frequency within 1 mHz.
  const double dSoc = std::abs(a.summary.minSoc - b.summary.minSoc);
  QVERIFY2(dSoc < 1e-4,
           qPrintable(QString("%1 against %2").arg(a.summary.minSoc).arg(b.summary.minSoc)));
  const double dHz =
      std::abs(a.summary.maxFrequencyDeviationPct - b.summary.maxFrequencyDeviationPct) / 100.0 *
      kNominalHz;
  QVERIFY2(dHz < 1e-3, qPrintable(QString("%1 Hz").arg(dHz)));
  // The buses, the battery and the stores close as well merged as stepwise (each merged step is
  // one step of the same equations over its length).
  QVERIFY2(b.balanceError < a.balanceError + 1e-6,
           qPrintable(QString("%1 merged, %2 stepwise").arg(b.balanceError).arg(a.balanceError)));

  // The merged path ran, in whole merges: in the steady training run most steps are merged
  // (measured: 77 %); where the grid forms the bus or the frequency keeps moving, fewer or none.
  const double mergedShare = static_cast<double>(b.mergedSteps) / static_cast<double>(b.steps);
  QVERIFY(b.mergedSteps % kLargestMerge == 0);
  if (scenario == QLatin1String("empty")) {
    QVERIFY2(mergedShare > 0.7, qPrintable(QString("%1 of steps merged").arg(mergedShare)));
  }
  qInfo(
      "%s: %.0f %% of steps merged; largest energy change %.2e of facility, min SOC %.1e, "
      "frequency %.1e Hz",
      qPrintable(scenario), 100.0 * mergedShare, largest, dSoc, dHz);
}

void ElectricalMacroStepTest::aRewoundRunWithMergedStepsReplaysTheSameFuture() {
  // Whether a step is merged depends only on the saved state and the tick's own steps, so a run
  // restored from a checkpoint takes the same merges and ends in the same state, bit for bit.
  PodConfig pod = loadPodConfig("builtin:default");
  pod.timing.electricalMacroSteps = kLargestMerge;
  const PodCounts counts = Simulation::countsFor(pod);
  Simulation sim(pod, loadScenario("builtin:genset_trip", counts), 1);
  sim.runUntil(45.0);
  const SimState at45 = sim.checkpoint();
  const long long mergedAt45 = sim.powerSystem().mergedElectricalSteps();
  sim.runUntil(150.0);
  const std::uint64_t endHash = sim.stateHash();
  const long long mergedAfter = sim.powerSystem().mergedElectricalSteps() - mergedAt45;
  QVERIFY(mergedAfter > 0);
  sim.restore(at45);
  QCOMPARE(sim.stateHash(), at45.hash());
  const long long mergedBefore = sim.powerSystem().mergedElectricalSteps();
  sim.runUntil(150.0);
  QCOMPARE(sim.stateHash(), endHash);
  QCOMPARE(sim.powerSystem().mergedElectricalSteps() - mergedBefore, mergedAfter);
}

PODTWIN_TEST_APPLESS_MAIN(ElectricalMacroStepTest)
}  // namespace electrical_macro_step_test
#include "electrical_macro_step_test.moc"
