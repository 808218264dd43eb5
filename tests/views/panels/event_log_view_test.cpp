// EventLogView: filter counts, active alarm bookkeeping, click-to-fly signal, CSV export.

#include <QFile>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>
#include "support/test_main.h"

#include "panel_test_data.h"
#include "panels/event_log_view.h"
#include "panels/panel_format.h"

namespace event_log_view_test {

using namespace podtwin;
using namespace podtwin::views;

namespace {
std::vector<LogEntry> sampleLog() {
  return {
      {0.0, Severity::Info, "job", "job_start", "Training job started", false, {}},
      {60.0, Severity::Warning, "cdu1/pump2", "pump_fail", "Pump 2 of CDU 1 failed", false, {}},
      {61.0, Severity::Alarm, "cdu1", "alarm_low_flow", "CDU 1 secondary flow low", false, {}},
      {75.5,
       Severity::Alarm,
       "rack5",
       "alarm_gpu_hot",
       "Rack 5 GPU at 86 °C, near throttle",
       false,
       {}},
      {90.0, Severity::Trip, "rack5", "rack_trip", "Rack 5 tripped on over-temperature", false, {}},
      {120.0,
       Severity::Alarm,
       "cdu1",
       "alarm_low_flow",
       "CDU 1 secondary flow back to normal",
       true,
       {}},
      {300.0,
       Severity::Info,
       "grid",
       "grid_restore",
       "Grid restored, \"normal\" import",
       false,
       {}},
  };
}
}  // namespace

class EventLogViewTest : public QObject {
  Q_OBJECT

 private slots:
  void filterCounts() {
    EventLogView v;
    v.append(sampleLog());
    QCOMPARE(v.totalCount(), 7);
    QCOMPARE(v.visibleCount(), 7);
    v.setMinimumSeverity(Severity::Warning);
    QCOMPARE(v.visibleCount(), 5);  // 1 warning + 3 alarms (one cleared) + 1 trip
    v.setMinimumSeverity(Severity::Alarm);
    QCOMPARE(v.visibleCount(), 4);
    v.setMinimumSeverity(Severity::Trip);
    QCOMPARE(v.visibleCount(), 1);
    v.setMinimumSeverity(Severity::Info);
    v.setTextFilter(QStringLiteral("RACK5"));  // case-insensitive over object/code/message
    QCOMPARE(v.visibleCount(), 2);
    v.setTextFilter(QStringLiteral("low_flow"));  // matches the code column
    QCOMPARE(v.visibleCount(), 2);
    v.setMinimumSeverity(Severity::Trip);
    QCOMPARE(v.visibleCount(), 0);  // both filters apply together
    v.setTextFilter(QString());
    v.setMinimumSeverity(Severity::Info);
    QCOMPARE(v.visibleCount(), 7);
  }

  void activeAlarms() {
    EventLogView v;
    QSignalSpy spy(&v, &EventLogView::activeAlarmCountChanged);
    auto log = sampleLog();
    // Up to t = 90 s: low flow, GPU hot, rack trip are active (the warning does not count).
    v.append({log.begin(), log.begin() + 5});
    QCOMPARE(v.activeAlarmCount(), 3);
    // t = 120 s clears low flow.
    v.append({log.begin() + 5, log.end()});
    QCOMPARE(v.activeAlarmCount(), 2);
    QCOMPARE(spy.count(), 2);
    QCOMPARE(spy.last().at(0).toInt(), 2);
    v.clear();
    QCOMPARE(v.activeAlarmCount(), 0);
    QCOMPARE(v.totalCount(), 0);
  }

  void coloursPerSeverity() {
    // Alarm red, warning amber, trip dark red, cleared grey — all distinct.
    const QColor alarm = EventLogView::severityColor(Severity::Alarm, false);
    const QColor warn = EventLogView::severityColor(Severity::Warning, false);
    const QColor trip = EventLogView::severityColor(Severity::Trip, false);
    const QColor cleared = EventLogView::severityColor(Severity::Alarm, true);
    QVERIFY(alarm.red() > 200 && alarm.green() < 100);
    QVERIFY(warn.red() > 200 && warn.green() > 120 && warn.blue() < 60);
    QVERIFY(trip.red() < alarm.red() && trip.green() < 40);
    QCOMPARE(cleared.red(), cleared.green());  // a grey
    QCOMPARE(EventLogView::severityText(Severity::Alarm, true), QStringLiteral("Cleared"));
  }

  void clickEmitsObject() {
    EventLogView v;
    v.append(sampleLog());
    v.resize(800, 300);
    v.show();
    QVERIFY(QTest::qWaitForWindowExposed(&v));
    QSignalSpy spy(&v, &EventLogView::objectActivated);
    v.setMinimumSeverity(Severity::Trip);  // the only row left is rack5's trip
    QTableView* t = v.tableView();
    const QRect cell = t->visualRect(t->model()->index(0, 3));
    QTest::mouseClick(t->viewport(), Qt::LeftButton, {}, cell.center());
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.first().at(0).toString(), QStringLiteral("rack5"));
  }

  void exportsVisibleRowsAsCsv() {
    EventLogView v;
    v.append(sampleLog());
    v.setMinimumSeverity(Severity::Alarm);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("log.csv"));
    QString err;
    QVERIFY2(v.exportCsv(path, &err), qPrintable(err));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly | QIODevice::Text));
    const QStringList lines = QString::fromUtf8(f.readAll()).split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 1 + 4);  // header + the 4 alarm/trip rows
    QCOMPARE(lines[0], QStringLiteral("time_s,time,severity,object,code,message,cleared"));
    QVERIFY(lines[2].startsWith(QStringLiteral("75.500,0 00:01:15.5,alarm,rack5,alarm_gpu_hot")));
    QVERIFY(lines[4].endsWith(QStringLiteral(",1")));  // the cleared entry
    v.setMinimumSeverity(Severity::Info);
    QVERIFY(v.exportCsv(path));
    f.close();
    QVERIFY(f.open(QIODevice::ReadOnly | QIODevice::Text));
    const QString all = QString::fromUtf8(f.readAll());
    QVERIFY(all.contains(QStringLiteral("\"Grid restored, \"\"normal\"\" import\"")));  // quoted
  }

  void timeAndSeverityNeverElide() {
    // The severity column fits its longest word ("Cleared", "Warning") in bold plus the icon,
    // and the time column a 99-day time, in a narrow dock as well as a wide one.
    EventLogView v;
    v.append(sampleLog());
    auto* table = v.findChild<QTableView*>();
    QVERIFY(table);
    QFont bold = table->font();
    bold.setBold(true);
    const QFontMetrics fm(bold);
    for (int width : {420, 900}) {
      v.resize(width, 300);
      v.show();
      QCoreApplication::processEvents();
      const int sevW = table->columnWidth(1);
      for (const char* word : {"Cleared", "Warning", "Alarm", "Trip", "Info"}) {
        // icon (16) + text + the cell's margins (>= 8)
        QVERIFY2(sevW >= fm.horizontalAdvance(QString::fromLatin1(word)) + 16 + 8,
                 qPrintable(QStringLiteral("%1 px for %2").arg(sevW).arg(word)));
      }
      QVERIFY(table->columnWidth(0) >=
              fm.horizontalAdvance(formatSimTime(99 * 86400.0 + 86399.9)) + 8);
    }
  }

  void screenshot() {
    EventLogView v;
    v.append(sampleLog());
    v.resize(900, 300);
    QVERIFY(testdata::distinctColours(testdata::grabWidget(v, QStringLiteral("event_log_view"))) >
            5);
  }
};

PODTWIN_TEST_MAIN(EventLogViewTest)
}  // namespace event_log_view_test
#include "event_log_view_test.moc"
