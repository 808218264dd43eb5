// Whole-plant behaviour of model/power/power_system.cpp, driven tick by tick as the coupling does.
#include "power/power_system.h"

#include <QtTest>
#include <cmath>

#include "power_test_util.h"

using namespace podtwin;
using podtwin::test::PlantRig;
using podtwin::test::podWith;

class PowerSystemTest : public QObject {
  Q_OBJECT
 private slots:
  void explore();
};

void PowerSystemTest::explore() {
  PlantRig rig(podWith("{}"));
  std::vector<power::ElectricalSample> trace;
  rig.plant.setTrace(&trace);
  rig.runUntil(20.0);
  double minDev = 0, maxDev = 0;
  for (const auto& s : trace) {
    minDev = std::min(minDev, s.frequencyDevPct);
    maxDev = std::max(maxDev, s.frequencyDevPct);
  }
  Snapshot snap;
  snap.racks.resize(16);
  rig.plant.fillSnapshot(snap);
  const auto& L = rig.plant.ledger();
  qInfo(
      "it %.1f kW gen %.1f grid %.1f bess %.1f soc %.4f loss %.1f pue %.4f dev [%.3f %.3f] err "
      "%.3e",
      snap.itPowerKw, snap.generationKw, snap.gridImportKw, snap.bessPowerKw, snap.bessSoc,
      snap.conversionLossKw, snap.pue, minDev, maxDev, L.relativeBalanceError());
  for (std::size_t k = 0; k < trace.size(); k += 500) {
    const auto& s = trace[k];
    qInfo("t %.3f gpu %.0f it %.0f dc %.0f mech %.0f gen %.0f grid %.0f bess %.0f f %.3f soc %.5f",
          s.tS, s.gpuPowerW, s.itW / 1e3, s.dcDemandW / 1e3, s.gensetMechW / 1e3,
          s.generationW / 1e3, s.gridW / 1e3, s.bessW / 1e3, s.frequencyDevPct, s.soc);
  }
  QVERIFY(L.relativeBalanceError() < 1e-3);
}

QTEST_APPLESS_MAIN(PowerSystemTest)
#include "power_system_test.moc"
