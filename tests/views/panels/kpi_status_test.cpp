// KPI status thresholds: boundaries land on the documented side.

#include <QtTest>
#include <cmath>
#include "support/test_main.h"

#include "panels/kpi_status.h"

namespace kpi_status_test {

using namespace podtwin::views;

class KpiStatusTest : public QObject {
  Q_OBJECT

 private slots:
  void pue() {
    QCOMPARE(pueStatus(1.10), KpiStatus::Good);
    QCOMPARE(pueStatus(1.25), KpiStatus::Good);  // amber starts above 1.25
    QCOMPARE(pueStatus(1.26), KpiStatus::Warning);
    QCOMPARE(pueStatus(1.41), KpiStatus::Critical);
    QCOMPARE(pueStatus(0.0), KpiStatus::Unknown);  // below 1 is not physical: no data
    QCOMPARE(pueStatus(NAN), KpiStatus::Unknown);
  }
  void mfuAndSoc() {
    QCOMPARE(mfuStatus(0.40), KpiStatus::Good);
    QCOMPARE(mfuStatus(0.29), KpiStatus::Warning);
    QCOMPARE(mfuStatus(0.19), KpiStatus::Critical);
    QCOMPARE(socStatus(0.30), KpiStatus::Good);
    QCOMPARE(socStatus(0.29), KpiStatus::Warning);
    QCOMPARE(socStatus(0.14), KpiStatus::Critical);
    QCOMPARE(socStatus(1.5), KpiStatus::Unknown);  // SOC is a fraction
  }
  void ratios() {
    QCOMPARE(costStatus(10.0e6, 10.0e6), KpiStatus::Good);
    QCOMPARE(costStatus(10.6e6, 10.0e6), KpiStatus::Warning);
    QCOMPARE(costStatus(11.6e6, 10.0e6), KpiStatus::Critical);
    QCOMPARE(costStatus(11.6e6, 0.0), KpiStatus::Unknown);  // no reference: no division
    QCOMPARE(stepTimeStatus(5.5, 5.0), KpiStatus::Good);    // +10 % is still green
    QCOMPARE(stepTimeStatus(5.6, 5.0), KpiStatus::Warning);
    QCOMPARE(stepTimeStatus(6.6, 5.0), KpiStatus::Critical);
    QCOMPARE(gpuTempStatus(86.9, 87.0), KpiStatus::Warning);
    QCOMPARE(gpuTempStatus(60.0, 87.0), KpiStatus::Good);
  }
  void namesAndColours() {
    QCOMPARE(kpiName(Kpi::BatterySoc), QStringLiteral("Battery SOC"));
    QCOMPARE(statusColor(KpiStatus::Good), QColor(0x2e, 0x7d, 0x32));
    QCOMPARE(statusText(KpiStatus::Unknown), QStringLiteral("No data"));
  }
};

PODTWIN_TEST_MAIN(KpiStatusTest)
}  // namespace kpi_status_test
#include "kpi_status_test.moc"
