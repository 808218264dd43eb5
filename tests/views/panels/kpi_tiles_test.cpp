// KpiTiles: each tile's colour follows its documented thresholds.

#include <QtTest>
#include "support/test_main.h"

#include "panel_test_data.h"
#include "panels/kpi_tile.h"
#include "panels/kpi_tiles.h"

namespace kpi_tiles_test {

using namespace podtwin;
using namespace podtwin::views;

class KpiTilesTest : public QObject {
  Q_OBJECT

 private slots:
  void pueColourAcrossThresholds() {
    KpiTiles k;
    Snapshot s = testdata::sampleSnapshot();
    s.pue = 1.12;
    k.updateSnapshot(s);
    QCOMPARE(k.status(Kpi::Pue), KpiStatus::Good);
    QCOMPARE(k.valueText(Kpi::Pue), QStringLiteral("1.120"));
    s.pue = 1.30;  // above the 1.25 amber threshold
    k.updateSnapshot(s);
    QCOMPARE(k.status(Kpi::Pue), KpiStatus::Warning);
    s.pue = 1.45;  // above 1.4
    k.updateSnapshot(s);
    QCOMPARE(k.status(Kpi::Pue), KpiStatus::Critical);
    // The colour the user sees changes with the status.
    QVERIFY(statusColor(KpiStatus::Good) != statusColor(KpiStatus::Warning));
    QVERIFY(statusColor(KpiStatus::Warning) != statusColor(KpiStatus::Critical));
    QVERIFY(k.tile(Kpi::Pue)->styleSheet().contains(statusColor(KpiStatus::Critical).name()));
  }

  void gpuTempRelativeToThrottle() {
    KpiTiles k;
    Snapshot s = testdata::sampleSnapshot();
    s.throttleTempC = 87.0;
    s.gpuTempMaxC = 81.9;  // more than 5 K below throttle
    k.updateSnapshot(s);
    QCOMPARE(k.status(Kpi::GpuTempMax), KpiStatus::Good);
    s.gpuTempMaxC = 82.0;  // exactly 5 K below: amber
    k.updateSnapshot(s);
    QCOMPARE(k.status(Kpi::GpuTempMax), KpiStatus::Warning);
    s.gpuTempMaxC = 87.0;  // at throttle
    k.updateSnapshot(s);
    QCOMPARE(k.status(Kpi::GpuTempMax), KpiStatus::Critical);
    QCOMPARE(k.valueText(Kpi::GpuTempMax), QStringLiteral("87.0 °C"));
  }

  void socMfuAndUnavailableBattery() {
    KpiTiles k;
    Snapshot s = testdata::sampleSnapshot();
    s.bessSoc = 0.25;
    s.mfu = 0.25;
    k.updateSnapshot(s);
    QCOMPARE(k.status(Kpi::BatterySoc), KpiStatus::Warning);
    QCOMPARE(k.status(Kpi::Mfu), KpiStatus::Warning);
    s.bessSoc = 0.10;
    s.mfu = 0.10;
    k.updateSnapshot(s);
    QCOMPARE(k.status(Kpi::BatterySoc), KpiStatus::Critical);
    QCOMPARE(k.status(Kpi::Mfu), KpiStatus::Critical);
    s.bessSoc = 0.9;
    s.bessAvailable = false;
    k.updateSnapshot(s);
    QCOMPARE(k.status(Kpi::BatterySoc), KpiStatus::Critical);
    s.jobRunning = false;  // a stopped job has no MFU status
    k.updateSnapshot(s);
    QCOMPARE(k.status(Kpi::Mfu), KpiStatus::Unknown);
  }

  void costAndStepRelativeToRunStart() {
    KpiTiles k;
    Snapshot s = testdata::sampleSnapshot(0.0);
    s.projectedCostUsd = 10e6;  // first projection becomes the reference
    s.stepTimeS = 5.0;
    k.updateSnapshot(s);
    QCOMPARE(k.status(Kpi::Cost), KpiStatus::Good);
    QCOMPARE(k.status(Kpi::StepTime), KpiStatus::Good);
    s.timeS = 10.0;
    s.projectedCostUsd = 10.6e6;  // +6 %
    s.stepTimeS = 5.75;           // +15 %
    k.updateSnapshot(s);
    QCOMPARE(k.status(Kpi::Cost), KpiStatus::Warning);
    QCOMPARE(k.status(Kpi::StepTime), KpiStatus::Warning);
    s.timeS = 20.0;
    s.projectedCostUsd = 12e6;  // +20 %
    s.stepTimeS = 7.0;          // +40 %
    k.updateSnapshot(s);
    QCOMPARE(k.status(Kpi::Cost), KpiStatus::Critical);
    QCOMPARE(k.status(Kpi::StepTime), KpiStatus::Critical);
    // An explicit baseline overrides the run's first projection.
    k.setCostBaselineUsd(11.8e6);
    k.updateSnapshot(s);
    QCOMPARE(k.status(Kpi::Cost), KpiStatus::Good);
  }

  void liveSimulationSnapshotShowsNoNan() {
    // Whatever the coupled model fills in so far, no tile may show "nan" or "inf".
    Simulation sim(testdata::defaultPod(), Scenario{}, 3);
    sim.runUntil(5.0);
    Snapshot s;
    sim.fillSnapshot(s);
    KpiTiles k;
    k.updateSnapshot(s);
    for (int i = 0; i < kKpiCount; ++i) {
      const QString text =
          k.valueText(static_cast<Kpi>(i)) + k.tile(static_cast<Kpi>(i))->detailText();
      QVERIFY2(!text.contains(QStringLiteral("nan"), Qt::CaseInsensitive) &&
                   !text.contains(QStringLiteral("inf"), Qt::CaseInsensitive),
               qPrintable(text));
    }
    QCOMPARE(k.status(Kpi::Pue), pueStatus(s.pue));
  }

  void noDataIsNeutral() {
    KpiTiles k;
    k.updateSnapshot(Snapshot{});  // every field zero: physics not landed yet
    QCOMPARE(k.status(Kpi::Pue), KpiStatus::Unknown);
    QCOMPARE(k.status(Kpi::GpuTempMax), KpiStatus::Unknown);
    QCOMPARE(k.status(Kpi::StepTime), KpiStatus::Unknown);
    QCOMPARE(k.valueText(Kpi::Pue), QStringLiteral("—"));
  }

  void sparklineHistoryWindow() {
    KpiTiles k;
    for (int t = 0; t <= 1200; ++t) k.updateSnapshot(testdata::sampleSnapshot(t));
    const auto& h = k.tile(Kpi::Pue)->history();
    // 2 s spacing over a 600 s window: 301 points.
    QCOMPARE(h.size(), std::size_t{301});
    QCOMPARE(h.front().first, 600.0);
    k.updateSnapshot(testdata::sampleSnapshot(0.0));  // time went back: a new run
    QCOMPARE(k.tile(Kpi::Pue)->history().size(), std::size_t{1});
  }

  void largeModeGrowsFont() {
    KpiTiles k;
    k.updateSnapshot(testdata::sampleSnapshot());
    const int small = k.sizeHint().height();
    k.setLarge(true);
    QVERIFY(k.isLarge());
    QVERIFY(k.sizeHint().height() > small);
  }

  void screenshot() {
    KpiTiles k;
    for (int t = 0; t <= 600; t += 2) {
      Snapshot s = testdata::sampleSnapshot(t);
      s.pue = 1.12 + 0.01 * std::sin(t / 40.0);
      s.bessSoc = 0.8 - (t > 300 ? (t - 300) * 0.0018 : 0.0);
      s.bessPowerKw = t > 300 ? 900.0 : 0.0;
      s.gpuTempMaxC = 73.0 + (t > 400 ? (t - 400) * 0.05 : 0.0);
      s.projectedCostUsd = 14.8e6 * (1.0 + (t > 300 ? (t - 300) * 0.0002 : 0.0));
      s.costToDateUsd = 1.23e6 + t * 12.0;
      s.stepTimeS = 5.4 * (1.0 + (t > 300 ? 0.08 : 0.0));
      k.updateSnapshot(s);
    }
    k.resize(900, 260);
    QVERIFY(testdata::distinctColours(testdata::grabWidget(k, QStringLiteral("kpi_tiles"))) > 5);
    k.setLarge(true);
    k.resize(1500, 420);
    QVERIFY(testdata::distinctColours(testdata::grabWidget(k, QStringLiteral("kpi_tiles_large"))) >
            5);
  }
};

PODTWIN_TEST_MAIN(KpiTilesTest)
}  // namespace kpi_tiles_test
#include "kpi_tiles_test.moc"
