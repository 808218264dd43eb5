// Outcome tests for the built-in drills that simulate more than ten minutes (label `slow`), and the
// comparison of the reference pod with the commodity design. Each loads builtin:NAME as the
// headless runner does and checks the scenario's expected_outcome with numbers.
#include <QtTest>
#include <algorithm>
#include <cmath>
#include <string>
#include <vector>
#include "support/test_main.h"

#include "core/builtin.h"
#include "model/scenarios/scenario_harness.h"
#include "power/power_system.h"
#include "training/cost.h"

namespace builtin_scenarios_slow_test {

using namespace podtwin;
using namespace podtwin::scenariotest;

namespace {

QString num(double v) {
  return QString::number(v, 'g', 6);
}

double step(const Sample& s) {
  return s.stepTimeS;
}
double allreduce(const Sample& s) {
  return s.allreduceTimeS;
}
double mfu(const Sample& s) {
  return s.mfu;
}

/// max/min − 1 of `f` over [t0, t1): how much a quantity moved inside a window.
template <typename F>
double spread(const Run& r, double t0, double t1, F f) {
  return r.maxOf(t0, t1, f) / r.minOf(t0, t1, f) - 1.0;
}

/// Step time at full clock for the default pod: 6 · N · batch / (GPUs · peak · efficiency).
double computeTimeS(const PodConfig& pod) {
  const auto& t = pod.training;
  return t.flopsPerTokenPerParam * t.modelParams * t.globalBatchTokens /
         (pod.totalGpus() * t.gpuPeakFlops * t.computeEfficiency);
}

}  // namespace

class BuiltinScenariosSlowTest : public QObject {
  Q_OBJECT
 private slots:
  void baselineTrainsSteadily();
  void cduTripThrottlesThenRecovers();
  void gensetTripIsCarriedByTheBattery();
  void gridCurtailmentDrainsTheBatteryThenCapsRacks();
  void powerSmoothingRemovesTheSwing();
  void sharpOffSlowsTheAllReduceButBarelyTheStep();
  void ecmpCollisionsDoubleTheAllReduce();
  void spineFailuresSlowTheRingByTheLostShare();
  void heatWaveRaisesFanPowerAndPueBelowTheThrottleLine();
  void commodityPodTrainsSlowerAndCostsMore();
  void curtailmentEndAfterBatteryFloorReleasesCapsSafely();
  void heatBalanceClosesInEveryDrill();
  void pueAgainstAmbientTableReproduces();
  void designDayHoldsTheSetPointsOnNDryCoolers();
};

void BuiltinScenariosSlowTest::pueAgainstAmbientTableReproduces() {
  // The README's PUE-against-ambient table: `podtwin-sim sweep --spec builtin:pue_vs_ambient
  // --out DIR`, each case the default pod for two hours at a constant dry bulb (the spec's grid).
  struct Row {
    double ambientC;
    double pue;
    double mfu;
    double gpuMaxC;
  };
  const Row table[] = {{15.0, 1.0473, 0.4975, 80.47}, {20.0, 1.0476, 0.4975, 80.46},
                       {25.0, 1.0485, 0.4975, 80.46}, {30.0, 1.0496, 0.4975, 80.46},
                       {34.1, 1.0551, 0.4975, 80.44}, {35.0, 1.0591, 0.4975, 80.43},
                       {40.0, 1.0990, 0.4975, 82.48}, {45.0, 1.0992, 0.4975, 86.92}};
  for (const Row& row : table) {
    PodConfig pod = loadPodConfig("builtin:default");
    pod.thermal.ambient.meanTempC = row.ambientC;
    pod.thermal.ambient.amplitudeC = 0.0;
    Simulation sim(pod, Scenario{}, 1);
    sim.runUntil(7200.0);
    const RunSummary s = sim.summary();
    qInfo("%.1f C: PUE %.4f, MFU %.4f, hottest GPU %.2f C, throttled %.2f GPU-h", row.ambientC,
          s.pueEnergyWeighted, s.mfuMean, s.gpuTempMaxC, s.throttledGpuHours);
    QVERIFY2(std::abs(s.pueEnergyWeighted - row.pue) < 1e-4, qPrintable(num(s.pueEnergyWeighted)));
    QVERIFY2(std::abs(s.mfuMean - row.mfu) < 1e-4, qPrintable(num(s.mfuMean)));
    QVERIFY2(std::abs(s.gpuTempMaxC - row.gpuMaxC) < 0.01, qPrintable(num(s.gpuTempMaxC)));
    // The plant meets its 34.1 °C design day with margin: nothing throttles up to 45 °C.
    QCOMPARE(s.throttledGpuHours, 0.0);
  }
}

void BuiltinScenariosSlowTest::designDayHoldsTheSetPointsOnNDryCoolers() {
  // builtin:design_day: the Washington Dulles 0.4 % design day (34.1 °C at 15:00, the pod's 10 K
  // daily swing) with one of the four dry coolers out. After the first 10 minutes (the plant
  // settling from its initial state) both CDUs hold 35 °C and the facility water 32 °C.
  const Run r = runBuiltin("design_day", 10);  // 1 s samples over 12 h, as podtwin-sim writes
  QVERIFY(allFinite(r));
  const double end = 43200.1;
  const double ambientPeak = r.maxOf(0.0, end, [](const Sample& s) { return s.ambientTempC; });
  const double supplyMax =
      r.maxOf(600.0, end, [](const Sample& s) { return std::max(s.cdu1SupplyC, s.cdu2SupplyC); });
  const double supplyMin =
      r.minOf(600.0, end, [](const Sample& s) { return std::min(s.cdu1SupplyC, s.cdu2SupplyC); });
  const double waterMax = r.maxOf(600.0, end, [](const Sample& s) { return s.facilityWaterTempC; });
  // Dry-cooler power: the fans and, with the pads wet, their pumps (0.5 kW a cooler).
  const double fanPeak = r.maxOf(0.0, end, [](const Sample& s) { return s.fanPowerKw; });
  const double coolPeak = r.maxOf(0.0, end, [](const Sample& s) { return s.coolingPowerKw; });
  const double puePeak = r.maxOf(600.0, end, [](const Sample& s) { return s.pue; });
  const double gpuMax = r.maxOf(600.0, end, [](const Sample& s) { return s.gpuTempMaxC; });
  qInfo(
      "design_day: ambient peak %.2f C, CDU supply %.3f..%.3f C, facility water max %.3f C, fans "
      "peak %.1f kW, cooling peak %.1f kW, PUE peak %.4f, energy-weighted %.4f, hottest GPU %.2f C",
      ambientPeak, supplyMin, supplyMax, waterMax, fanPeak, coolPeak, puePeak,
      r.summary.pueEnergyWeighted, gpuMax);
  QVERIFY2(std::abs(ambientPeak - 34.1) < 0.01, qPrintable(num(ambientPeak)));
  QCOMPARE(r.last.dryCoolers.size(), std::size_t{4});
  QVERIFY(r.last.dryCoolers[3].failed);
  QVERIFY2(supplyMax < 35.05 && supplyMin > 34.95,
           qPrintable(num(supplyMin) + " " + num(supplyMax)));
  QVERIFY2(waterMax < 32.05, qPrintable(num(waterMax)));
  QCOMPARE(r.count("alarm_high_supply_temp"), 0);
  QCOMPARE(r.maxOf(0.0, end, [](const Sample& s) { return s.gpusThrottled; }), 0.0);
  QVERIFY2(gpuMax < 81.0, qPrintable(num(gpuMax)));  // 6 K below the 87 °C throttle line
  QVERIFY2(std::abs(r.minOf(0.0, end, mfu) - 0.4975) < 1e-4,
           qPrintable(num(r.minOf(0.0, end, mfu))));
  // The README's figures.
  QVERIFY2(std::abs(fanPeak - 40.9) < 0.1, qPrintable(num(fanPeak)));
  QVERIFY2(std::abs(puePeak - 1.0672) < 5e-5, qPrintable(num(puePeak)));
  QVERIFY2(std::abs(r.summary.pueEnergyWeighted - 1.0580) < 5e-5,
           qPrintable(num(r.summary.pueEnergyWeighted)));
}

void BuiltinScenariosSlowTest::heatBalanceClosesInEveryDrill() {
  // The README's figures: heat in = rejected + stored to within 2e-4 of the heat in, in every
  // built-in drill on the default pod (podtwin-sim run --scenario builtin:NAME --summary S.json,
  // heat_balance_relative_error), but brownout_itic and total_ac_loss, held to 6e-4 on their own.
  // Transients (pump losses, trips) store and release heat faster than steady training does, so
  // they set the figure; those two have little heat in (racks capped to 60 kW, or every rack out
  // of service after 75 s) against the same transient term, so their relative figure is larger.
  const PodConfig pod = loadPodConfig("builtin:default");
  double worst = 0.0;
  std::string worstName;
  for (const auto& name : builtinNames("scenario")) {
    const Run r = runScenario(pod, loadBuiltinScenario(name, pod), 0.0, 1000);
    const double e = r.summary.heatBalanceRelativeError;
    qInfo("%s: heat balance %.2e", name.c_str(), e);
    if (name == "total_ac_loss" || name == "brownout_itic") {
      QVERIFY2(e < 6e-4, qPrintable(num(e)));
      continue;
    }
    if (e > worst) {
      worst = e;
      worstName = name;
    }
  }
  qInfo("heat balance: worst %.2e (%s)", worst, worstName.c_str());
  QVERIFY2(worst < 2e-4, qPrintable(QString::fromStdString(worstName) + " " + num(worst)));
}

void BuiltinScenariosSlowTest::baselineTrainsSteadily() {
  const Run r = runBuiltin("baseline");
  QVERIFY(allFinite(r));
  const PodConfig pod = loadPodConfig("builtin:default");
  const double end = 3600.1;
  const double stepMean = r.meanOf(10.0, end, step);
  qInfo(
      "baseline: PUE %.4f, step %.4f s (compute %.4f s), MFU %.4f, hottest GPU %.2f C, balance "
      "%.2e, heat balance %.2e, projected %.2f days",
      r.summary.pueEnergyWeighted, stepMean, computeTimeS(pod), r.summary.mfuMean,
      r.summary.gpuTempMaxC, r.summary.energyBalanceRelativeError,
      r.summary.heatBalanceRelativeError, r.at(3600.0).projectedDays);
  QCOMPARE(r.maxOf(0.0, end, [](const Sample& s) { return s.gpusThrottled; }), 0.0);
  QCOMPARE(r.maxOf(0.0, end, [](const Sample& s) { return s.racksCapped; }), 0.0);
  QCOMPARE(r.summary.racksTrippedMax, 0);
  QCOMPARE(r.trips(), 0);
  QVERIFY(r.summary.gpuTempMaxC < 81.0);  // ~80.5 °C at design flow (35 °C supply); 87 °C throttles
  QVERIFY(r.summary.energyBalanceRelativeError < 1e-6);
  // The thermal ledger carries a bounded O(dt) loop-closure term (model/README.md: ~1e-4).
  QVERIFY(r.summary.heatBalanceRelativeError < 5e-3);
  // PUE budget ≈ 1.10 (physics-defaults). IT metered at the rack PSU input (ISO/IEC 30134-2):
  // pumps, fans, rectifier, battery and misc give 1.0475 (model/README.md); with the power
  // shelves' ~2.7 % counted as overhead (IT at the PSU output) 1.0754.
  QVERIFY2(std::abs(r.summary.pueEnergyWeighted - 1.0475) < 5e-5,
           qPrintable(num(r.summary.pueEnergyWeighted)));
  QVERIFY2(std::abs(r.summary.pueEnergyWeightedPsuOutput - 1.0754) < 5e-5,
           qPrintable(num(r.summary.pueEnergyWeightedPsuOutput)));
  // Steady: step = compute at full clock + the 6.2 ms exposed SHARP all-reduce, to 0.1 %.
  QVERIFY(spread(r, 10.0, end, step) < 1e-3);
  QVERIFY2(std::abs(stepMean / (computeTimeS(pod) + 0.3 * r.at(10.0).allreduceTimeS) - 1.0) < 1e-3,
           qPrintable(num(stepMean)));
  QVERIFY2(std::abs(r.meanOf(10.0, end, mfu) - 0.4975) < 1e-3,
           qPrintable(num(r.meanOf(10.0, end, mfu))));
  // 15e12 tokens at 4,194,304 per 1.2295 s step: 50.9 days.
  QVERIFY2(std::abs(r.at(3600.0).projectedDays - 50.9) < 0.2,
           qPrintable(num(r.at(3600.0).projectedDays)));
}

void BuiltinScenariosSlowTest::cduTripThrottlesThenRecovers() {
  const Run r = runBuiltin("cdu_trip");
  QVERIFY(allFinite(r));
  const double nominal = r.at(59.9).cdu2FlowLpm;
  const double stepBefore = r.at(59.9).stepTimeS;
  const double throttleAfterS = r.firstTime("alarm_throttle") - 60.0;
  const double interlockAfterS = r.firstTime("rack_low_flow_trip") - 60.0;
  const double stepMax = r.maxOf(60.0, 360.0, step);
  double flowBackAfterS = -1.0;
  for (const auto& s : r.samples) {
    if (s.tS > 360.0 && s.cdu2FlowLpm >= 0.95 * nominal) {
      flowBackAfterS = s.tS - 360.0;
      break;
    }
  }
  int restarted = 0;
  double lastRestartAfterS = -1.0;
  for (const auto& e : r.log) {
    if ((e.code == "gpu_shutdown" || e.code == "rack_low_flow_trip") && e.cleared) {
      ++restarted;
      lastRestartAfterS = e.t_s - 360.0;
    }
    if ((e.code == "gpu_shutdown" || e.code == "alarm_throttle" ||
         e.code == "rack_low_flow_trip") &&
        !e.cleared) {
      const int rack = std::stoi(e.object.substr(4));
      QVERIFY2(rack >= 9 && rack <= 16, e.object.c_str());  // CDU 2 feeds racks 9–16
    }
  }
  const double cdu1MaxC = r.maxOf(0.0, 900.1, [](const Sample& s) { return s.gpuTempMaxCdu1C; });
  const double cdu2EndC = r.maxOf(800.0, 900.1, [](const Sample& s) { return s.gpuTempMaxCdu2C; });
  qInfo(
      "cdu_trip: throttle after %.1f s, low-flow interlock after %.1f s, %d GPU shutdowns, %d "
      "job interruptions; step %.4f -> %.4f s; flow back %.1f s after the restore, %d racks "
      "restarted, last %.1f s after; CDU 1 max %.2f C, CDU 2 at the end %.2f C",
      throttleAfterS, interlockAfterS, r.count("gpu_shutdown"), r.count("job_interrupted"),
      stepBefore, stepMax, flowBackAfterS, restarted, lastRestartAfterS, cdu1MaxC, cdu2EndC);
  // No flow heats the racks ≈ 1.2 K/s from ~75 °C: throttle (87 °C) in ~10 s; the low-flow
  // interlock takes the racks out 15 s after their flow fell below 80 %, before any GPU reaches
  // its 97 °C shutdown (~30 s).
  QVERIFY2(throttleAfterS > 0.0 && throttleAfterS < 30.0, qPrintable(num(throttleAfterS)));
  QVERIFY2(interlockAfterS > throttleAfterS && interlockAfterS < 20.0,
           qPrintable(num(interlockAfterS)));
  QCOMPARE(r.count("gpu_shutdown"), 0);
  QCOMPARE(r.count("rack_low_flow_trip"), 8);
  // One interruption: the job restarts on CDU 1's racks and is not placed on racks without flow.
  QCOMPARE(r.count("job_interrupted"), 1);
  QVERIFY2(stepMax / stepBefore > 1.9 && stepMax / stepBefore < 2.0, qPrintable(num(stepMax)));
  QVERIFY2(flowBackAfterS > 0.0 && flowBackAfterS <= 10.0, qPrintable(num(flowBackAfterS)));
  QCOMPARE(restarted, 8);
  QVERIFY(r.at(900.0).jobRunning);
  QVERIFY2(lastRestartAfterS > 0.0 && lastRestartAfterS <= 60.0,
           qPrintable(num(lastRestartAfterS)));
  QVERIFY2(cdu1MaxC < 81.0, qPrintable(num(cdu1MaxC)));
  QVERIFY2(cdu2EndC < 81.0, qPrintable(num(cdu2EndC)));
}

void BuiltinScenariosSlowTest::gensetTripIsCarriedByTheBattery() {
  const Run r = runBuiltin("genset_trip");
  QVERIFY(allFinite(r));
  const double bessBefore = r.at(59.9).bessPowerKw;
  const double bessPeak = r.maxOf(60.0, 62.0, [](const Sample& s) { return s.bessPowerKw; });
  const double threeAgainAt = [&] {
    for (const auto& s : r.samples) {
      if (s.tS > 120.0 && s.gensetsOnline == 3) return s.tS;
    }
    return -1.0;
  }();
  qInfo(
      "genset_trip: max frequency deviation %.3f %%, battery %.0f -> %.0f kW, three gensets again "
      "at %.1f s, grid max %.1f kW",
      r.summary.maxFrequencyDeviationPct, bessBefore, bessPeak, threeAgainAt,
      r.maxOf(0.0, 900.1, [](const Sample& s) { return s.gridImportKw; }));
  // G3 allows 7 %; the battery takes genset 1's share (~2.0 MW / 3 ≈ 0.67 MW) in the first tick.
  QVERIFY2(r.summary.maxFrequencyDeviationPct < 1.0,
           qPrintable(num(r.summary.maxFrequencyDeviationPct)));
  QVERIFY2(bessPeak - bessBefore > 500.0, qPrintable(num(bessPeak - bessBefore)));
  QCOMPARE(r.minOf(60.1, 299.0, [](const Sample& s) { return s.gensetsOnline; }), 2.0);
  QCOMPARE(r.maxOf(60.1, 299.0, [](const Sample& s) { return s.gensetsOnline; }), 2.0);
  // Started at 120 s, synchronised after start_time_s = 180 s (± a second of sync logic).
  QVERIFY2(threeAgainAt >= 299.0 && threeAgainAt <= 301.0, qPrintable(num(threeAgainAt)));
  // Two gensets at ≤ 90 % loading (2,160 kW) plus the battery carry the pod: no grid import.
  QVERIFY(r.maxOf(0.0, 900.1, [](const Sample& s) { return s.gridImportKw; }) < 1.0);
  QCOMPARE(r.maxOf(0.0, 900.1, [](const Sample& s) { return s.racksCapped; }), 0.0);
  QCOMPARE(r.summary.racksTrippedMax, 0);
  QVERIFY(spread(r, 1.0, 900.1, step) < 1e-3);
}

void BuiltinScenariosSlowTest::gridCurtailmentDrainsTheBatteryThenCapsRacks() {
  const Run r = runBuiltin("grid_curtailment_peak", 10);
  QVERIFY(allFinite(r));
  const double floorAt = [&] {
    for (const auto& s : r.samples) {
      if (s.bessSoc <= 0.1005) return s.tS;
    }
    return -1.0;
  }();
  const double cappedAt = [&] {
    for (const auto& s : r.samples) {
      if (s.racksCapped == 16) return s.tS;
    }
    return -1.0;
  }();
  const double itBefore = r.meanOf(100.0, 2600.0, [](const Sample& s) { return s.itPowerKw; });
  const double itCapped = r.meanOf(2800.0, 3300.1, [](const Sample& s) { return s.itPowerKw; });
  const double stepCapped = r.meanOf(2800.0, 3300.1, step);
  const double mfuCapped = r.meanOf(2800.0, 3300.1, mfu);
  qInfo(
      "grid_curtailment_peak: SOC floor at %.0f s (%.1f min into the curtailment), all racks "
      "capped at %.0f s; IT %.0f -> %.0f kW, step %.3f s, MFU %.4f; min SOC %.4f; max frequency "
      "deviation %.3f %%; balance %.2e",
      floorAt, (floorAt - 60.0) / 60.0, cappedAt, itBefore, itCapped, stepCapped, mfuCapped,
      r.summary.minSoc, r.summary.maxFrequencyDeviationPct, r.summary.energyBalanceRelativeError);
  QVERIFY(r.maxOf(61.0, 3300.1, [](const Sample& s) { return s.gridImportKw; }) < 1.0);
  // One 1.2 MW genset against ~2.27 MW: ~1 MW from 0.7 × 1,120 kWh usable ⇒ ~45 min to the floor.
  QVERIFY2(floorAt - 60.0 > 40.0 * 60.0 && floorAt - 60.0 < 50.0 * 60.0, qPrintable(num(floorAt)));
  QVERIFY2(r.summary.minSoc >= 0.0999 && r.summary.minSoc < 0.101,
           qPrintable(num(r.summary.minSoc)));
  QVERIFY2(cappedAt > 0.0 && std::abs(cappedAt - floorAt) < 60.0, qPrintable(num(cappedAt)));
  // Capped to what the genset gives: IT ~1.07 MW, the job at under half speed.
  QVERIFY2(itCapped > 950.0 && itCapped < 1150.0, qPrintable(num(itCapped)));
  QVERIFY2(stepCapped > 2.0 * r.at(100.0).stepTimeS, qPrintable(num(stepCapped)));
  QVERIFY2(mfuCapped < 0.30, qPrintable(num(mfuCapped)));
  QCOMPARE(r.summary.racksTrippedMax, 0);
  QCOMPARE(r.count("rack_trip"), 0);
  QVERIFY(r.summary.maxFrequencyDeviationPct < 1.0);  // G3: 7 %
  QVERIFY(r.summary.energyBalanceRelativeError < 1e-6);
}

void BuiltinScenariosSlowTest::powerSmoothingRemovesTheSwing() {
  const PodConfig pod = loadPodConfig("builtin:default");
  // Per 10 s window, the swing (max − min over 1 ms steps) of IT, battery and genset power.
  struct Window {
    double itSwingKw, bessSwingKw, genSwingKw, itMeanKw;
  };
  std::vector<Window> windows;
  std::vector<power::ElectricalSample> trace;
  double itMin = 1e300, itMax = -1e300, bMin = 1e300, bMax = -1e300, gMin = 1e300, gMax = -1e300;
  double itSum = 0.0;
  int n = 0;
  const Run r = runScenario(pod, loadBuiltinScenario("power_smoothing", pod), 0.0, 10,
                            [&](Simulation& sim, const Snapshot&) {
                              sim.setElectricalTrace(&trace);
                              for (const auto& e : trace) {
                                itMin = std::min(itMin, e.itW);
                                itMax = std::max(itMax, e.itW);
                                bMin = std::min(bMin, e.bessW);
                                bMax = std::max(bMax, e.bessW);
                                gMin = std::min(gMin, e.generationW);
                                gMax = std::max(gMax, e.generationW);
                                itSum += e.itW;
                                ++n;
                              }
                              trace.clear();
                              if (sim.tick() % 100 == 0 && n > 0) {
                                windows.push_back({(itMax - itMin) / 1e3, (bMax - bMin) / 1e3,
                                                   (gMax - gMin) / 1e3, itSum / n / 1e3});
                                itMin = bMin = gMin = 1e300;
                                itMax = bMax = gMax = -1e300;
                                itSum = 0.0;
                                n = 0;
                              }
                            });
  QVERIFY(allFinite(r));
  QCOMPARE(static_cast<int>(windows.size()), 120);
  // Windows 6..59 are smoothing off (skipping the first minute's settling); 66..119 are on.
  auto stat = [&](int a, int b, double Window::*f, bool max) {
    double v = max ? -1e300 : 1e300;
    for (int k = a; k < b; ++k) v = max ? std::max(v, windows[k].*f) : std::min(v, windows[k].*f);
    return v;
  };
  auto mean = [&](int a, int b, double Window::*f) {
    double s = 0.0;
    for (int k = a; k < b; ++k) s += windows[k].*f;
    return s / (b - a);
  };
  const double offSwing = mean(6, 60, &Window::itSwingKw);
  const double offBess = mean(6, 60, &Window::bessSwingKw);
  const double offGen = stat(6, 60, &Window::genSwingKw, true);
  const double onSwing = stat(66, 120, &Window::itSwingKw, true);
  const double energyCost = mean(66, 120, &Window::itMeanKw) / mean(6, 60, &Window::itMeanKw) - 1.0;
  qInfo(
      "power_smoothing: off: IT swing %.1f kW, battery swing %.1f kW, genset swing <= %.2f kW; on: "
      "IT swing <= %.2f kW; IT energy +%.3f %%",
      offSwing, offBess, offGen, onSwing, 100.0 * energyCost);
  // The exposed all-reduce (~6 ms) is shorter than the 30 ms edges, so the dip is a fraction of
  // the 0.4 × 1,400 W × 1,152 = 645 kW a long collective would give.
  QVERIFY2(offSwing > 100.0 && offSwing < 250.0, qPrintable(num(offSwing)));
  QVERIFY2(stat(6, 60, &Window::itSwingKw, false) > 100.0, "every window sees the dip");
  // The battery takes it (the EMS's 5 s filter keeps it off the gensets).
  QVERIFY2(offBess > 0.8 * offSwing, qPrintable(num(offBess)));
  QVERIFY2(offGen < 10.0, qPrintable(num(offGen)));
  // Smoothing: 70 % floor, ramp-down 1,000 W/s ⇒ ~6 W per GPU in a 6 ms dip (~7 kW pod-wide at
  // most, less after hysteresis).
  QVERIFY2(onSwing < 5.0, qPrintable(num(onSwing)));
  QVERIFY2(energyCost >= 0.0 && energyCost < 5e-3, qPrintable(num(energyCost)));
  QVERIFY(spread(r, 1.0, 1200.1, step) < 1e-3);
}

void BuiltinScenariosSlowTest::sharpOffSlowsTheAllReduceButBarelyTheStep() {
  const Run r = runBuiltin("sharp_on_off", 10);
  QVERIFY(allFinite(r));
  const double arOn = r.at(299.0).allreduceTimeS;
  const double arOff = r.at(600.0).allreduceTimeS;
  const double stepOn = r.at(299.0).stepTimeS;
  const double stepOff = r.at(600.0).stepTimeS;
  const double mfuOn = r.at(299.0).mfu;
  const double mfuOff = r.at(600.0).mfu;
  qInfo(
      "sharp_on_off: all-reduce %.2f -> %.2f ms (x%.4f), step %.4f -> %.4f s (+%.3f %%), MFU %.4f "
      "-> %.4f",
      arOn * 1e3, arOff * 1e3, arOff / arOn, stepOn, stepOff, 100.0 * (stepOff / stepOn - 1.0),
      mfuOn, mfuOff);
  // Ring 2(n−1)/n = 1.875 × SHARP's data at n = 16; latency terms (~0.1 ms) are under 0.5 %.
  QVERIFY2(std::abs(arOff / arOn / 1.875 - 1.0) < 5e-3, qPrintable(num(arOff / arOn)));
  // Exposed = 0.3 × all-reduce: +5.45 ms on a 1.2295 s step = +0.44 %.
  const double expected = 0.3 * (arOff - arOn) / stepOn;
  QVERIFY2(std::abs((stepOff / stepOn - 1.0) - expected) < 1e-4, qPrintable(num(stepOff / stepOn)));
  QVERIFY(mfuOff < mfuOn && mfuOn / mfuOff - 1.0 < 6e-3);
  // Constant inside each phase, and exactly back when SHARP returns.
  QVERIFY(spread(r, 301.0, 900.0, allreduce) < 1e-9);
  QCOMPARE(r.at(1200.0).allreduceTimeS, arOn);
  QCOMPARE(r.at(1200.0).stepTimeS, stepOn);
}

void BuiltinScenariosSlowTest::ecmpCollisionsDoubleTheAllReduce() {
  const Run r = runBuiltin("ecmp_vs_adaptive", 10);
  QVERIFY(allFinite(r));
  const Sample& a = r.at(299.0);
  const Sample& e = r.at(450.0);
  qInfo(
      "ecmp_vs_adaptive: peak link %.3f -> %.3f, all-reduce %.2f -> %.2f ms, step %.4f -> %.4f s, "
      "MFU %.4f -> %.4f",
      a.fabricLinkUtilMax, e.fabricLinkUtilMax, a.allreduceTimeS * 1e3, e.allreduceTimeS * 1e3,
      a.stepTimeS, e.stepTimeS, a.mfu, e.mfu);
  QVERIFY(std::abs(a.fabricLinkUtilMax - 1.0) < 1e-6);
  // Two flows hashed onto one uplink: that link is offered twice its capacity.
  QVERIFY(std::abs(e.fabricLinkUtilMax - 2.0) < 1e-6);
  QVERIFY2(std::abs(e.allreduceTimeS / a.allreduceTimeS / 2.0 - 1.0) < 5e-3,
           qPrintable(num(e.allreduceTimeS / a.allreduceTimeS)));
  const double expected = 0.3 * (e.allreduceTimeS - a.allreduceTimeS) / a.stepTimeS;  // ≈ 0.5 %
  QVERIFY2(std::abs((e.stepTimeS / a.stepTimeS - 1.0) - expected) < 1e-4,
           qPrintable(num(e.stepTimeS)));
  QVERIFY(e.mfu < a.mfu);
  const Sample& back = r.at(900.0);
  QCOMPARE(back.fabricLinkUtilMax, a.fabricLinkUtilMax);
  QCOMPARE(back.allreduceTimeS, a.allreduceTimeS);
  QCOMPARE(back.stepTimeS, a.stepTimeS);
}

void BuiltinScenariosSlowTest::spineFailuresSlowTheRingByTheLostShare() {
  const Run r = runBuiltin("spine_failure", 10);
  QVERIFY(allFinite(r));
  const double a8 = r.at(299.0).allreduceTimeS;
  const double a7 = r.at(499.0).allreduceTimeS;
  const double a6 = r.at(699.0).allreduceTimeS;
  const double a7back = r.at(899.0).allreduceTimeS;
  const double stepHealthy = r.at(299.0).stepTimeS;
  const double stepWorst = r.at(699.0).stepTimeS;
  qInfo(
      "spine_failure: all-reduce %.2f / %.2f / %.2f / %.2f ms (x%.4f, x%.4f); step %.4f -> %.4f s "
      "(+%.3f %%), MFU %.4f -> %.4f",
      a8 * 1e3, a7 * 1e3, a6 * 1e3, a7back * 1e3, a7 / a8, a6 / a8, stepHealthy, stepWorst,
      100.0 * (stepWorst / stepHealthy - 1.0), r.at(299.0).mfu, r.at(699.0).mfu);
  // Bandwidth-bound on the spine layer: the term scales with 8 / live spines; the latency term
  // (~0.1 ms) keeps the ratio within 0.5 %.
  QVERIFY2(std::abs(a7 / a8 / (8.0 / 7.0) - 1.0) < 5e-3, qPrintable(num(a7 / a8)));
  QVERIFY2(std::abs(a6 / a8 / (8.0 / 6.0) - 1.0) < 5e-3, qPrintable(num(a6 / a8)));
  QCOMPARE(a7back, a7);
  // Compute-bound job: step +0.3 × 16 ms on 1.24 s, under 1 %.
  QVERIFY(stepWorst > stepHealthy && stepWorst / stepHealthy - 1.0 < 0.01);
  QVERIFY(r.at(699.0).mfu < r.at(299.0).mfu && r.at(299.0).mfu / r.at(699.0).mfu - 1.0 < 0.01);
  QCOMPARE(r.count("fabric_partitioned"), 0);
  QCOMPARE(r.minOf(1.0, 900.1, [](const Sample& s) { return s.jobRunning ? 1.0 : 0.0; }), 1.0);
}

void BuiltinScenariosSlowTest::heatWaveRaisesFanPowerAndPueBelowTheThrottleLine() {
  const Run r = runBuiltin("heat_wave", 50);  // 5 s samples over 8 h
  QVERIFY(allFinite(r));
  const Sample& before = r.at(600.0);
  const double fanPeak = r.maxOf(600.0, 25000.0, [](const Sample& s) { return s.fanPowerKw; });
  const double coolPeak = r.maxOf(600.0, 25000.0, [](const Sample& s) { return s.coolingPowerKw; });
  const double puePeak = r.maxOf(600.0, 25000.0, [](const Sample& s) { return s.pue; });
  const double waterPeak =
      r.maxOf(600.0, 25000.0, [](const Sample& s) { return s.facilityWaterTempC; });
  const double gpuPeak = r.summary.gpuTempMaxC;
  const Sample& after = r.at(28800.0);
  qInfo(
      "heat_wave: fans %.1f -> %.1f kW, cooling %.1f -> %.1f kW, PUE %.4f -> %.4f, facility water "
      "%.2f -> %.2f C, hottest GPU %.2f -> %.2f C; after: fans %.1f kW, GPU %.2f C",
      before.fanPowerKw, fanPeak, before.coolingPowerKw, coolPeak, before.pue, puePeak,
      before.facilityWaterTempC, waterPeak, before.gpuTempMaxC, gpuPeak, after.fanPowerKw,
      after.gpuTempMaxC);
  // Fans ∝ speed³: from part speed to full is > 4× the power; 48 fans × 2.2 kW = 105.6 kW at full
  // and the four coolers' pad pumps 2 kW.
  QVERIFY2(fanPeak > 4.0 * before.fanPowerKw && std::abs(fanPeak - 107.6) < 1e-6,
           qPrintable(num(fanPeak)));
  QVERIFY2(coolPeak > 2.0 * before.coolingPowerKw, qPrintable(num(coolPeak)));
  // The README's cooling figures before the wave (17 °C) and at its peak.
  QVERIFY2(std::abs(before.coolingPowerKw - 27.5) < 0.1 && std::abs(before.fanPowerKw - 0.6) < 0.1,
           qPrintable(num(before.coolingPowerKw) + " " + num(before.fanPowerKw)));
  QVERIFY2(std::abs(coolPeak - 137.6) < 0.1, qPrintable(num(coolPeak)));
  QVERIFY2(puePeak - before.pue > 0.02, qPrintable(num(puePeak)));
  // The README's figures (IT at the PSU input): 1.0480 -> 1.1005.
  QVERIFY2(std::abs(before.pue - 1.0480) < 5e-5 && std::abs(puePeak - 1.1005) < 5e-5,
           qPrintable(num(before.pue) + " " + num(puePeak)));
  // +22 K: 42 °C, 8 K past the 34.1 °C design day. Pads and full fans no longer reach the 32 °C
  // facility set point; the CDUs' supply passes their 35 + 3 K alarm line.
  QVERIFY2(waterPeak > 34.0 && waterPeak < 38.0, qPrintable(num(waterPeak)));
  QCOMPARE(r.count("alarm_high_supply_temp"), 2);
  // Hotter, but below the 87 °C throttle line: nothing throttles.
  QVERIFY2(gpuPeak > 83.5 && gpuPeak < 87.0, qPrintable(num(gpuPeak)));
  QCOMPARE(r.maxOf(0.0, 28800.1, [](const Sample& s) { return s.gpusThrottled; }), 0.0);
  QCOMPARE(r.trips(), 0);
  // After the wave the plant is back to part-load fans and ~80.5 °C.
  QVERIFY(after.fanPowerKw < 0.5 * fanPeak);
  QVERIFY(after.gpuTempMaxC < 81.0);
  QVERIFY(r.summary.heatBalanceRelativeError < 5e-3);
}

void BuiltinScenariosSlowTest::commodityPodTrainsSlowerAndCostsMore() {
  const PodConfig ref = loadPodConfig("builtin:default");
  const PodConfig com = loadPodConfig("builtin:commodity");
  const Run a = runScenario(ref, loadBuiltinScenario("commodity_comparison", ref), 0.0, 10);
  const Run b = runScenario(com, loadBuiltinScenario("commodity_comparison", com), 0.0, 10);
  QVERIFY(allFinite(a) && allFinite(b));
  const double mfuA = a.meanOf(300.0, 1200.1, mfu);
  const double mfuB = b.meanOf(300.0, 1200.1, mfu);
  const double hours = a.summary.durationS / 3600.0;
  const auto cmp = training::compareRuns(
      training::planFromPod(ref, a.summary.facilityEnergyKwh / hours * 1e3), mfuA,
      training::planFromPod(com, b.summary.facilityEnergyKwh / b.summary.durationS * 3.6e6), mfuB);
  qInfo(
      "commodity_comparison: all-reduce %.2f vs %.2f ms, MFU %.4f vs %.4f, PUE %.4f vs %.4f; "
      "days %.2f vs %.2f (x%.4f, %.2f days saved); cost $%.2fM vs $%.2fM (energy $%.0fk vs "
      "$%.0fk), $%.0fk saved",
      a.at(600.0).allreduceTimeS * 1e3, b.at(600.0).allreduceTimeS * 1e3, mfuA, mfuB,
      a.summary.pueEnergyWeighted, b.summary.pueEnergyWeighted, cmp.a.days, cmp.b.days, cmp.speedup,
      cmp.daysSaved, cmp.a.totalCostUsd / 1e6, cmp.b.totalCostUsd / 1e6, cmp.a.energyCostUsd / 1e3,
      cmp.b.energyCostUsd / 1e3, cmp.costSavedUsd / 1e3);
  // The commodity pod really is grid-only.
  QCOMPARE(b.summary.generationEnergyKwh, 0.0);
  QCOMPARE(b.summary.bessDischargeEnergyKwh, 0.0);
  QVERIFY(b.summary.gridImportEnergyKwh > 0.0);
  // 2:1 oversubscription, ECMP collisions and the ring instead of SHARP: the all-reduce is
  // several times slower, but the job is compute-bound, so MFU drops by a few percent of itself.
  QVERIFY2(b.at(600.0).allreduceTimeS > 3.0 * a.at(600.0).allreduceTimeS,
           qPrintable(num(b.at(600.0).allreduceTimeS)));
  QVERIFY2(mfuB < mfuA && mfuA - mfuB < 0.02, qPrintable(num(mfuB)));
  // Air-cooled hall: 0.4 of IT (at the PSU output) for CRAH fans and chillers on top of ~1.05;
  // the README's figures are 1.0478 vs 1.4417.
  QVERIFY2(std::abs(b.summary.pueEnergyWeighted - 1.4417) < 5e-5,
           qPrintable(num(b.summary.pueEnergyWeighted)));
  QVERIFY2(std::abs(a.summary.pueEnergyWeighted - 1.0478) < 5e-5,
           qPrintable(num(a.summary.pueEnergyWeighted)));
  // Same plan and prices: wall time ∝ 1/MFU, and energy ∝ facility power × wall time.
  QVERIFY(std::abs(cmp.speedup - mfuA / mfuB) < 1e-9);
  QVERIFY(cmp.daysSaved > 0.0 && cmp.costSavedUsd > 0.0);
  const double energyRatio = cmp.b.energyCostUsd / cmp.a.energyCostUsd;
  const double powerRatio = b.summary.facilityEnergyKwh / a.summary.facilityEnergyKwh;
  QVERIFY2(std::abs(energyRatio / (powerRatio * cmp.speedup) - 1.0) < 1e-6,
           qPrintable(num(energyRatio)));
  QVERIFY2(energyRatio > 1.3, qPrintable(num(energyRatio)));
}

/// grid_curtailment_peak run on to the restore: the battery is at its floor, so the racks' caps
/// may be released only as fast as the AC side can follow through the smoothing filter (it used to
/// release at cap_release_rate_per_s regardless, and the lone genset's frequency fell 22.8 %).
void BuiltinScenariosSlowTest::curtailmentEndAfterBatteryFloorReleasesCapsSafely() {
  const PodConfig pod = loadPodConfig("builtin:default");
  Scenario s = loadBuiltinScenario("grid_curtailment_peak", pod);
  s.events.push_back(makeEvent(3660.0, "grid_restore", "grid"));
  s.sortEvents();
  const Run r = runScenario(pod, std::move(s), 4200.0, 10);
  QVERIFY(allFinite(r));
  QVERIFY(r.summary.minSoc < 0.101);  // the battery did reach its floor before the restore
  // First sample after the restore with every cap released.
  const double released = r.minOf(3660.0, 4200.1, [](const Sample& x) {
    return x.racksCapped == 0 ? x.tS : std::numeric_limits<double>::infinity();
  });
  const Sample& before = r.at(3650.0);
  const Sample& end = r.at(4190.0);
  qInfo(
      "curtailment end after the SOC floor: max frequency deviation %.3f %% (G3: 7 %%); racks "
      "capped "
      "%d -> %d, IT %.0f -> %.0f kW, all caps released at %.0f s",
      r.summary.maxFrequencyDeviationPct, before.racksCapped, end.racksCapped, before.itPowerKw,
      end.itPowerKw, released);
  QVERIFY2(r.summary.maxFrequencyDeviationPct < 7.0,
           qPrintable(num(r.summary.maxFrequencyDeviationPct)));
  // The caps are released, not held: by the end every rack runs uncapped at full power again.
  QCOMPARE(before.racksCapped, 16);
  QCOMPARE(end.racksCapped, 0);
  QVERIFY2(end.itPowerKw > 1.8 * before.itPowerKw, qPrintable(num(end.itPowerKw)));
  QCOMPARE(r.count("rack_trip"), 0);  // no rack lost power (gensets 2 and 3 trip by design)
}

PODTWIN_TEST_APPLESS_MAIN(BuiltinScenariosSlowTest)
}  // namespace builtin_scenarios_slow_test
#include "builtin_scenarios_slow_test.moc"
