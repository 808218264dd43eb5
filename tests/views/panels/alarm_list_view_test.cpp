// AlarmListView: one row per alarm in priority order, the log's colours for priorities, the
// selection kept while rows move, acknowledge and shelve from the buttons, a shelf that ends with
// the simulated time, the counts signal and the rate label.

#include <QMenu>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QToolButton>
#include <QtTest>
#include "support/test_main.h"

#include "panels/alarm_list_view.h"
#include "panels/event_log_view.h"

namespace alarm_list_view_test {

using namespace podtwin;
using namespace podtwin::views;

namespace {
LogEntry entry(double tS, Severity s, const char* object, const char* code, bool cleared = false) {
  return {tS,
          s,
          object,
          code,
          std::string(code) + (cleared ? " cleared" : " raised"),
          cleared,
          {},
          EventSource::Automatic};
}
QString cell(AlarmListView& v, int row, int col) {
  return v.tableView()->model()->index(row, col).data().toString();
}
}  // namespace

class AlarmListViewTest : public QObject {
  Q_OBJECT

 private slots:
  void rowsCountsAndColours() {
    AlarmListView v;
    QSignalSpy counts(&v, &AlarmListView::countsChanged);
    std::vector<LogEntry> log;
    for (int i = 0; i < 20; ++i) {
      log.push_back(entry(10.0 * i, Severity::Alarm, "rack3", "alarm_throttle"));
      log.push_back(entry(10.0 * i + 2.0, Severity::Alarm, "rack3", "alarm_throttle", true));
    }
    log.push_back(entry(205.0, Severity::Info, "job", "job_start"));
    log.push_back(entry(206.0, Severity::Trip, "rack7", "rack_trip"));
    v.append(log);
    QCOMPARE(v.visibleCount(), 2);
    // The trip (urgent) leads; the throttle row counts its 20 raises.
    QCOMPARE(cell(v, 0, 3), QStringLiteral("Rack 7"));  // the display name of rack7
    QCOMPARE(cell(v, 0, 0), QStringLiteral("Urgent"));
    QCOMPARE(cell(v, 1, 3), QStringLiteral("Rack 3"));
    QCOMPARE(cell(v, 1, 5), QStringLiteral("20"));
    QCOMPARE(cell(v, 1, 1), QStringLiteral("Cleared, unacknowledged"));
    QCOMPARE(cell(v, 1, 4), QStringLiteral("alarm_throttle raised"));  // the latest raise's text
    QCOMPARE(cell(v, 1, 2), QStringLiteral("1st"));  // the first alarm of the burst
    QVERIFY(cell(v, 0, 2).isEmpty());
    // The mark carries the priority colour: the log's trip colour for an urgent alarm.
    const QIcon mark = v.tableView()->model()->index(0, 0).data(Qt::DecorationRole).value<QIcon>();
    QCOMPARE(mark.pixmap(14, 14).toImage().pixelColor(7, 7),
             EventLogView::severityColor(Severity::Trip, false));
    QCOMPARE(AlarmListView::priorityColor(AlarmPriority::High),
             EventLogView::severityColor(Severity::Alarm, false));
    QCOMPARE(AlarmListView::priorityColor(AlarmPriority::Medium),
             EventLogView::severityColor(Severity::Warning, false));
    QVERIFY(!counts.isEmpty());
    QCOMPARE(counts.last().at(0).toInt(), 2);  // unacknowledged
    QCOMPARE(counts.last().at(1).toInt(), 1);  // active: the trip
    QCOMPARE(v.countsLabelText(), QStringLiteral("2 unacknowledged · 1 active"));
    // 21 raises in the last 10 minutes.
    QCOMPARE(v.rateLabelText(), QStringLiteral("Alarm rate 21 / 10 min — flood (EEMUA 191: > 10)"));
  }

  void acknowledgeAndShelveFromTheButtons() {
    AlarmListView v;
    v.append({entry(0.0, Severity::Alarm, "cdu1", "alarm_high_supply_temp"),
              entry(1.0, Severity::Alarm, "rack1", "alarm_throttle"),
              entry(2.0, Severity::Warning, "drycooler1", "fan_fail")});
    v.setTimeS(50.0);
    auto* ack = v.findChild<QPushButton*>(QStringLiteral("alarmAck"));
    auto* ackAll = v.findChild<QPushButton*>(QStringLiteral("alarmAckAll"));
    auto* shelve = v.findChild<QToolButton*>(QStringLiteral("alarmShelve"));
    QVERIFY(ack && ackAll && shelve);
    QVERIFY(!ack->isEnabled());  // nothing selected
    QVERIFY(ackAll->isEnabled());
    QVERIFY(v.selectAlarm("rack1", "alarm_throttle"));
    QVERIFY(ack->isEnabled());
    ack->click();
    const AlarmRow* rack = v.alarms().find("rack1", "alarm_throttle");
    QCOMPARE(rack->state, AlarmState::ActiveAcked);
    QCOMPARE(rack->ackedS, 50.0);  // acknowledged at the simulated time shown
    QVERIFY(!ack->isEnabled());    // the selection stays on the acknowledged row
    // A new alarm moves the rows; the selection follows rack1.
    v.append({entry(60.0, Severity::Trip, "rack9", "rack_trip")});
    const QModelIndexList sel = v.tableView()->selectionModel()->selectedRows(3);
    QCOMPARE(sel.size(), 1);
    QCOMPARE(sel[0].data().toString(), QStringLiteral("Rack 1"));
    // Shelve it for 10 minutes from 60 s: hidden until 660 s.
    auto* tenMinutes = shelve->menu()->findChild<QAction*>(QStringLiteral("shelve_600"));
    QVERIFY(tenMinutes);
    tenMinutes->trigger();
    QCOMPARE(v.visibleCount(), 3);
    QVERIFY(!v.selectAlarm("rack1", "alarm_throttle"));
    QCOMPARE(v.countsLabelText(), QStringLiteral("3 unacknowledged · 4 active · 1 shelved"));
    v.setTimeS(659.0);
    QCOMPARE(v.visibleCount(), 3);
    v.setTimeS(660.0);
    QCOMPARE(v.visibleCount(), 4);
    QVERIFY(v.selectAlarm("rack1", "alarm_throttle"));
    // Acknowledge all; then the rate window has slid past every raise.
    ackAll->click();
    QCOMPARE(v.alarms().unacknowledgedCount(), 0);
    QVERIFY(!ackAll->isEnabled());
    QCOMPARE(v.rateLabelText(),
             QStringLiteral("Alarm rate 0 / 10 min — acceptable (EEMUA 191: ≤ 1)"));
    v.clear();
    QCOMPARE(v.visibleCount(), 0);
  }

  void clickedRowNamesItsObject() {
    AlarmListView v;
    v.resize(900, 300);
    v.show();
    QVERIFY(QTest::qWaitForWindowExposed(&v));
    v.append({entry(0.0, Severity::Alarm, "cdu1/pump2", "alarm_pump_fail")});
    QSignalSpy activated(&v, &AlarmListView::objectActivated);
    QTableView* t = v.tableView();
    QTest::mouseClick(t->viewport(), Qt::LeftButton, {},
                      t->visualRect(t->model()->index(0, 4)).center());
    QCOMPARE(activated.count(), 1);
    QCOMPARE(activated.at(0).at(0).toString(), QStringLiteral("cdu1/pump2"));
  }
};

PODTWIN_TEST_MAIN(AlarmListViewTest)
}  // namespace alarm_list_view_test
#include "alarm_list_view_test.moc"
