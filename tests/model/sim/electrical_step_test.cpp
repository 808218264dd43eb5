// Step-size convergence of the 1 ms electrical loop: every built-in scenario, ten minutes of the
// default pod, run at the pod's 1 ms electrical step and at half of it. The finer step must leave
// every trip, shed and power cap at the same tick, every alarm within a tick, and move the
// energies, the lowest state of charge and the extreme bus frequency by less than the model's
// stated resolution (model/README.md, "Electrical step size"). A 1 ms step that did not resolve the
// plant (the job's 30 ms power edges, the governors' lag, the swing equation) would fail here.
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
#include "scenario/scenario.h"
#include "sim/simulation.h"

namespace electrical_step_test {

using namespace podtwin;

namespace {

constexpr double kDurationS = 600.0;
constexpr double kNominalHz = 60.0;

/// (tick, severity, object, code, cleared) of a log entry.
using Entry = test::LogKey;

struct Run {
  RunSummary summary;
  std::vector<Entry> trips;   ///< every trip, shed and power cap
  std::vector<Entry> alarms;  ///< every other warning and above
};

Run runAt(const std::string& scenarioName, double electricalDtS) {
  PodConfig pod = loadPodConfig("builtin:default");
  pod.timing.electricalDtS = electricalDtS;
  const PodCounts counts = Simulation::countsFor(pod);
  Scenario scenario = loadScenario("builtin:" + scenarioName, counts);
  Simulation sim(pod, std::move(scenario), 1);
  sim.runUntil(kDurationS);
  Run r;
  r.summary = sim.summary();
  for (const auto& e : sim.log().all()) {
    Entry entry = test::logKey(e, pod.timing.controlDtS);
    if (test::isTripShedOrCap(e)) {
      r.trips.push_back(std::move(entry));
    } else if (e.severity >= Severity::Warning) {
      r.alarms.push_back(std::move(entry));
    }
  }
  // Within one tick the log's order of simultaneous entries is not part of the comparison.
  std::sort(r.trips.begin(), r.trips.end());
  // Alarms by what they are, then when.
  auto byWhat = [](const Entry& x, const Entry& y) {
    return std::tie(std::get<2>(x), std::get<3>(x), std::get<4>(x), std::get<1>(x),
                    std::get<0>(x)) <
           std::tie(std::get<2>(y), std::get<3>(y), std::get<4>(y), std::get<1>(y), std::get<0>(y));
  };
  std::sort(r.alarms.begin(), r.alarms.end(), byWhat);
  return r;
}

QString describe(const Entry& e) {
  return test::describe(e, "tick");
}

}  // namespace

class ElectricalStepTest : public QObject {
  Q_OBJECT
 private slots:
  void halvingTheStepChangesNothingThatMatters_data();
  void halvingTheStepChangesNothingThatMatters();
};

void ElectricalStepTest::halvingTheStepChangesNothingThatMatters_data() {
  QTest::addColumn<QString>("scenario");
  for (const std::string& name : builtinNames("scenario")) {
    QTest::newRow(name.c_str()) << QString::fromStdString(name);
  }
}

void ElectricalStepTest::halvingTheStepChangesNothingThatMatters() {
  QFETCH(QString, scenario);
  const Run a = runAt(scenario.toStdString(), 0.001);
  const Run b = runAt(scenario.toStdString(), 0.0005);

  // The same trips, sheds and caps, each at the same tick.
  QCOMPARE(b.trips.size(), a.trips.size());
  for (std::size_t i = 0; i < a.trips.size(); ++i) {
    QVERIFY2(a.trips[i] == b.trips[i], qPrintable(QString("trip %1: %2 against %3")
                                                      .arg(i)
                                                      .arg(describe(a.trips[i]))
                                                      .arg(describe(b.trips[i]))));
  }
  // The same alarms, each within one tick: an alarm on a slowly rising temperature (a GPU
  // reaching its slowdown point after its CDU tripped) may cross its threshold one 0.1 s tick
  // apart, since the finer step moves the GPU power by about 1e-6.
  QCOMPARE(b.alarms.size(), a.alarms.size());
  for (std::size_t i = 0; i < a.alarms.size(); ++i) {
    const Entry& x = a.alarms[i];
    const Entry& y = b.alarms[i];
    const bool same = std::get<1>(x) == std::get<1>(y) && std::get<2>(x) == std::get<2>(y) &&
                      std::get<3>(x) == std::get<3>(y) && std::get<4>(x) == std::get<4>(y) &&
                      std::abs(std::get<0>(x) - std::get<0>(y)) <= 1;
    QVERIFY2(
        same,
        qPrintable(QString("alarm %1: %2 against %3").arg(i).arg(describe(x)).arg(describe(y))));
  }
  QCOMPARE(b.summary.racksTrippedMax, a.summary.racksTrippedMax);

  // Every energy of the ledger within 1e-4 of the facility energy (measured: 4e-7 to 3.3e-5).
  const double facility = a.summary.facilityEnergyKwh;
  QVERIFY(facility > 10.0);  // ten minutes of a ~3.3 MW pod, most of it lost in total_ac_loss
  const auto ea = test::ledgerEnergies(a.summary);
  const auto eb = test::ledgerEnergies(b.summary);
  double largest = 0.0;
  for (std::size_t k = 0; k < ea.size(); ++k) {
    const double rel = std::abs(ea[k].second - eb[k].second) / facility;
    largest = std::max(largest, rel);
    QVERIFY2(rel < 1e-4, qPrintable(QString("%1: %2 kWh at 1 ms, %3 kWh at 0.5 ms (%4 of facility)")
                                        .arg(ea[k].first)
                                        .arg(ea[k].second, 0, 'g', 12)
                                        .arg(eb[k].second, 0, 'g', 12)
                                        .arg(rel)));
  }
  // The two runs are different runs: the step size reaches the ledger.
  QVERIFY2(largest > 1e-8, qPrintable(QString::number(largest)));

  // Lowest state of charge within 1e-5 (measured: at most 2.1e-7), the extreme bus frequency within
  // 1 mHz (measured: at most 0.05 mHz).
  QVERIFY2(std::abs(a.summary.minSoc - b.summary.minSoc) < 1e-5,
           qPrintable(QString("%1 against %2").arg(a.summary.minSoc).arg(b.summary.minSoc)));
  const double dHz =
      std::abs(a.summary.maxFrequencyDeviationPct - b.summary.maxFrequencyDeviationPct) / 100.0 *
      kNominalHz;
  QVERIFY2(dHz < 1e-3, qPrintable(QString("%1 Hz").arg(dHz)));
  qInfo("%s: largest energy change %.2e of facility, min SOC %.1e, frequency %.1e Hz",
        qPrintable(scenario), largest, std::abs(a.summary.minSoc - b.summary.minSoc), dHz);
}

PODTWIN_TEST_APPLESS_MAIN(ElectricalStepTest)
}  // namespace electrical_step_test
#include "electrical_step_test.moc"
