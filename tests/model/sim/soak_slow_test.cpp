// Soak: seven simulated days of the default pod at maximum speed with random failures and repairs,
// checking invariants throughout — energy balance, no NaN, SOC within [0, 1], physical
// temperatures, and flat memory after warm-up. PODTWIN_SOAK_DAYS overrides the length (CI runs the
// full seven days in the release build).
#include <QtTest>
#include "support/test_main.h"

#include <cmath>
#include <fstream>

#include "config/pod_config.h"
#include "core/rng.h"
#include "sim/simulation.h"

namespace soak_slow_test {

using namespace podtwin;

namespace {

long residentKb() {
  std::ifstream in("/proc/self/statm");
  long pages = 0;
  long resident = 0;
  in >> pages >> resident;
  return resident * 4;  // 4 KiB pages on x86-64 Linux
}

// Random failure/repair pairs over the run: pumps, gensets, grid sags, links, valves — from a
// seeded stream.
Scenario randomFailures(const PodCounts& c, double durationS, std::uint64_t seed) {
  Rng rng(seed);
  Scenario s;
  s.name = "soak";
  double t = 600.0;
  while (true) {
    t += rng.exponential(1.0 / 5400.0);  // one incident every 1.5 h on average
    if (t > durationS - 600.0) break;
    const double repairS = 60.0 + rng.uniform() * 1800.0;
    switch (rng.below(6)) {
      case 0: {
        std::string p = "cdu" + std::to_string(1 + rng.below(c.cdus)) + "/pump" +
                        std::to_string(1 + rng.below(c.pumpsPerCdu));
        s.events.push_back(makeEvent(t, "pump_fail", p, {}, {}, &c));
        s.events.push_back(makeEvent(t + repairS, "pump_restore", p, {}, {}, &c));
        break;
      }
      case 1: {
        std::string g = "genset" + std::to_string(1 + rng.below(c.gensets));
        s.events.push_back(makeEvent(t, "genset_trip", g, {}, {}, &c));
        s.events.push_back(makeEvent(t + repairS, "genset_start", g, {}, {}, &c));
        break;
      }
      case 2:
        s.events.push_back(makeEvent(
            t, "grid_brownout", "grid",
            {{"voltage_pu", 0.5 + 0.4 * rng.uniform()}, {"duration_s", 0.05 + rng.uniform()}}, {},
            &c));
        break;
      case 3:
        if (c.leaves > 0 && c.spines > 0) {
          std::string l = "leaf" + std::to_string(1 + rng.below(c.leaves)) + "/spine" +
                          std::to_string(1 + rng.below(c.spines));
          s.events.push_back(makeEvent(t, "link_down", l, {}, {}, &c));
          s.events.push_back(makeEvent(t + repairS, "link_up", l, {}, {}, &c));
        }
        break;
      case 4: {
        std::string r = "rack" + std::to_string(1 + rng.below(c.racks));
        s.events.push_back(makeEvent(t, "valve_close", r, {}, {}, &c));
        s.events.push_back(makeEvent(t + 120.0, "valve_open", r, {}, {}, &c));
        break;
      }
      default:
        s.events.push_back(makeEvent(t, "grid_curtailment", "grid",
                                     {{"limit_kw", 500.0 * rng.uniform()}, {"duration_s", repairS}},
                                     {}, &c));
        break;
    }
  }
  s.sortEvents();
  return s;
}

bool isFiniteValue(double v) {
  return std::isfinite(v);
}

}  // namespace

class SoakTest : public QObject {
  Q_OBJECT

 private slots:
  void sevenDaysWithRandomFailures() {
    const double days = qEnvironmentVariableIsSet("PODTWIN_SOAK_DAYS")
                            ? qEnvironmentVariable("PODTWIN_SOAK_DAYS").toDouble()
                            : 7.0;
    const double durationS = days * 86400.0;
    PodConfig pod = loadPodConfig("builtin:default");
    const PodCounts counts = Simulation::countsFor(pod);
    Scenario s = randomFailures(counts, durationS, 2026);
    qInfo("soak: %.1f days, %zu events", days, s.events.size());
    Simulation sim(pod, s, 11);
    Snapshot snap;
    long rssAfterWarmup = 0;
    const double checkEveryS = 60.0;
    double nextCheck = 0.0;
    while (sim.timeS() < durationS) {
      sim.step();
      if (sim.timeS() + 1e-9 < nextCheck) continue;
      nextCheck += checkEveryS;
      sim.fillSnapshot(snap, true);
      QVERIFY2(isFiniteValue(snap.facilityPowerKw) &&
                   (isFiniteValue(snap.pue) || snap.itPowerKw == 0.0) &&
                   isFiniteValue(snap.gpuTempMaxC) && isFiniteValue(snap.stepTimeS) &&
                   isFiniteValue(snap.mfu) && isFiniteValue(snap.bessSoc),
               qPrintable(QString("non-finite KPI at t=%1 s").arg(sim.timeS())));
      QVERIFY2(snap.bessSoc >= 0.0 && snap.bessSoc <= 1.0,
               qPrintable(QString("SOC %1 at t=%2").arg(snap.bessSoc).arg(sim.timeS())));
      // Physical temperatures: coolant can neither freeze (PG25 ~ -10 °C) nor boil past ~105 °C
      // here.
      for (float t : snap.racks.gpuTempMaxC) {
        QVERIFY2(t > -20.0f && t < 150.0f,
                 qPrintable(QString("GPU temp %1 at t=%2").arg(t).arg(sim.timeS())));
      }
      for (const auto& cdu : snap.cdus)
        QVERIFY(cdu.flowLpm >= 0.0 && isFiniteValue(cdu.supplyTempC));
      // Energy balance over the run so far stays closed (0.1 %, the power issue's bound).
      QVERIFY2(sim.summary().energyBalanceRelativeError < 1e-3,
               qPrintable(QString("energy balance error %1 at t=%2")
                              .arg(sim.summary().energyBalanceRelativeError)
                              .arg(sim.timeS())));
      if (rssAfterWarmup == 0 && sim.timeS() >= 3600.0) rssAfterWarmup = residentKb();
    }
    const long rssEnd = residentKb();
    qInfo("soak: RSS after 1 h %ld KiB, at end %ld KiB; %zu log entries", rssAfterWarmup, rssEnd,
          sim.log().size());
    // Memory flat: the event log grows with events (a few hundred bytes each); anything else is a
    // leak.
    const long logAllowanceKb = static_cast<long>(sim.log().size()) / 2 + 2048;
    QVERIFY2(rssEnd - rssAfterWarmup < logAllowanceKb,
             qPrintable(QString("RSS grew by %1 KiB").arg(rssEnd - rssAfterWarmup)));
    const RunSummary r = sim.summary();
    QVERIFY(r.energyBalanceRelativeError < 1e-3);
    QVERIFY(r.heatBalanceRelativeError < 5e-3);
  }
};

PODTWIN_TEST_APPLESS_MAIN(SoakTest)
}  // namespace soak_slow_test
#include "soak_slow_test.moc"
