// Tests for model/core/alarm_list: one row per object and code with a repetition count, the
// ISA-18.2 states through acknowledge and clear, shelving that ends by itself, the first-out mark
// and the 10-minute alarm rate against the EEMUA 191 benchmarks.
#include <QtTest>
#include "support/test_main.h"

#include "core/alarm_list.h"

namespace alarm_list_test {

using namespace podtwin;

namespace {
LogEntry raise(double tS, const std::string& object, const std::string& code,
               Severity s = Severity::Alarm) {
  return {tS, s, object, code, code + " on " + object, false, {}, EventSource::Automatic};
}
LogEntry clearOf(double tS, const std::string& object, const std::string& code,
                 Severity s = Severity::Alarm) {
  return {tS, s, object, code, "back to normal", true, {}, EventSource::Automatic};
}
}  // namespace

class AlarmListTest : public QObject {
  Q_OBJECT

 private slots:
  void chatteringAlarmIsOneRowWithACount() {
    // 50 raise/clear pairs of one alarm: 100 log lines, one row counting 50 raises.
    AlarmList list;
    for (int i = 0; i < 50; ++i) {
      list.add(raise(10.0 * i, "rack3", "alarm_throttle"));
      list.add(clearOf(10.0 * i + 2.0, "rack3", "alarm_throttle"));
    }
    QCOMPARE(list.rowCount(), 1);
    const AlarmRow* row = list.find("rack3", "alarm_throttle");
    QVERIFY(row);
    QCOMPARE(row->count, 50);
    QCOMPARE(row->firstRaiseS, 0.0);
    QCOMPARE(row->lastRaiseS, 490.0);
    QCOMPARE(row->clearedS, 492.0);
    QCOMPARE(row->state, AlarmState::ClearedUnacked);
    QCOMPARE(row->priority, AlarmPriority::High);
    QCOMPARE(list.raisedTotal(), 50LL);
    QCOMPARE(list.unacknowledgedCount(), 1);
    QCOMPARE(list.activeCount(), 0);
  }

  void statesThroughAcknowledgeAndClear() {
    AlarmList list;
    list.add(raise(100.0, "cdu1", "alarm_high_supply_temp"));
    QCOMPARE(list.find("cdu1", "alarm_high_supply_temp")->state, AlarmState::ActiveUnacked);
    QVERIFY(list.acknowledge("cdu1", "alarm_high_supply_temp", 130.0));
    const AlarmRow* row = list.find("cdu1", "alarm_high_supply_temp");
    QCOMPARE(row->state, AlarmState::ActiveAcked);
    QCOMPARE(row->ackedS, 130.0);
    QCOMPARE(list.unacknowledgedCount(), 0);
    QVERIFY(!list.acknowledge("cdu1", "alarm_high_supply_temp", 131.0));  // already acknowledged
    // The acknowledgement is kept for scoring: raised at 100 s, acknowledged 30 s later.
    QCOMPARE(list.acknowledgements().size(), std::size_t{1});
    QCOMPARE(list.acknowledgements()[0].ackedS - list.acknowledgements()[0].raisedS, 30.0);
    // Acknowledged and cleared: back to normal, the row leaves the list.
    list.add(clearOf(200.0, "cdu1", "alarm_high_supply_temp"));
    QCOMPARE(list.rowCount(), 0);

    // Cleared before anyone acknowledged: stays as cleared-unacknowledged until acknowledged.
    list.add(raise(300.0, "cdu2", "alarm_low_pressure"));
    list.add(clearOf(310.0, "cdu2", "alarm_low_pressure"));
    QCOMPARE(list.find("cdu2", "alarm_low_pressure")->state, AlarmState::ClearedUnacked);
    QCOMPARE(list.unacknowledgedCount(), 1);
    // Raised again before the acknowledgement: active-unacknowledged, count 2.
    list.add(raise(320.0, "cdu2", "alarm_low_pressure"));
    QCOMPARE(list.find("cdu2", "alarm_low_pressure")->state, AlarmState::ActiveUnacked);
    QCOMPARE(list.find("cdu2", "alarm_low_pressure")->count, 2);
    list.add(clearOf(330.0, "cdu2", "alarm_low_pressure"));
    QVERIFY(list.acknowledge("cdu2", "alarm_low_pressure", 340.0));
    QCOMPARE(list.rowCount(), 0);
  }

  void acknowledgedAlarmRaisedAgainIsUnacknowledged() {
    AlarmList list;
    list.add(raise(0.0, "rack1", "rack_capped", Severity::Warning));
    QVERIFY(list.acknowledge("rack1", "rack_capped", 5.0));
    list.add(raise(60.0, "rack1", "rack_capped", Severity::Warning));
    const AlarmRow* row = list.find("rack1", "rack_capped");
    QCOMPARE(row->state, AlarmState::ActiveUnacked);
    QCOMPARE(row->count, 2);
  }

  void acknowledgeAllTakesTheVisibleRows() {
    AlarmList list;
    list.add(raise(0.0, "rack1", "alarm_throttle"));
    list.add(raise(1.0, "rack2", "alarm_throttle"));
    list.add(raise(2.0, "rack3", "alarm_throttle"));
    QVERIFY(list.shelve("rack3", "alarm_throttle", 3.0, 600.0));
    QCOMPARE(list.acknowledgeAll(4.0), 2);  // the shelved row is not acknowledged
    QCOMPARE(list.find("rack3", "alarm_throttle")->state, AlarmState::ActiveUnacked);
    QCOMPARE(list.unacknowledgedCount(), 0);  // shelved rows are not annunciated
    QCOMPARE(list.acknowledgeAll(5.0), 0);
  }

  void shelvedRowIsHiddenCountedAndComesBack() {
    AlarmList list;
    list.add(raise(0.0, "rack4", "alarm_throttle"));
    list.add(raise(1.0, "cdu1", "alarm_high_supply_temp"));
    QVERIFY(list.shelve("rack4", "alarm_throttle", 10.0, 300.0));
    QVERIFY(!list.shelve("rack9", "alarm_throttle", 10.0, 300.0));  // no such row
    QCOMPARE(list.visibleRows().size(), std::size_t{1});
    QCOMPARE(list.shelvedCount(), 1);
    QCOMPARE(list.rowCount(), 2);
    QCOMPARE(list.unacknowledgedCount(), 1);
    // Raises while shelved are counted on the row but not annunciated (not in the rate).
    const int rateBefore = list.ratePer10Min();
    list.add(clearOf(100.0, "rack4", "alarm_throttle"));
    list.add(raise(110.0, "rack4", "alarm_throttle"));
    QCOMPARE(list.find("rack4", "alarm_throttle")->count, 2);
    QCOMPARE(list.ratePer10Min(), rateBefore);
    // Still shelved just before 10 + 300 s; back by itself at 310 s.
    list.advanceTo(309.9);
    QCOMPARE(list.shelvedCount(), 1);
    list.advanceTo(310.0);
    QCOMPARE(list.shelvedCount(), 0);
    QCOMPARE(list.visibleRows().size(), std::size_t{2});
    QCOMPARE(list.unacknowledgedCount(), 2);
    // Unshelving by hand.
    QVERIFY(list.shelve("cdu1", "alarm_high_supply_temp", 320.0, 3600.0));
    QVERIFY(list.unshelve("cdu1", "alarm_high_supply_temp"));
    QVERIFY(!list.unshelve("cdu1", "alarm_high_supply_temp"));
    QCOMPARE(list.shelvedCount(), 0);
  }

  void firstOutMarksTheFirstAlarmOfABurst() {
    AlarmList list;
    list.add(raise(1000.0, "cdu1", "alarm_pump_fail"));
    list.add(raise(1002.0, "rack1", "alarm_low_flow"));
    list.add(raise(1003.0, "rack2", "alarm_low_flow"));
    QVERIFY(list.find("cdu1", "alarm_pump_fail")->firstOut);
    QVERIFY(!list.find("rack1", "alarm_low_flow")->firstOut);
    QVERIFY(!list.find("rack2", "alarm_low_flow")->firstOut);
    // Everything clears and is acknowledged; 601 s of quiet later a new burst has a new first-out.
    for (const char* obj : {"rack1", "rack2"}) {
      list.add(clearOf(1100.0, obj, "alarm_low_flow"));
      QVERIFY(list.acknowledge(obj, "alarm_low_flow", 1101.0));
    }
    list.add(clearOf(1100.0, "cdu1", "alarm_pump_fail"));
    QVERIFY(list.acknowledge("cdu1", "alarm_pump_fail", 1101.0));
    QCOMPARE(list.rowCount(), 0);
    // 500 s after the last raise: still the same burst, no first-out.
    list.add(raise(1503.0, "rack5", "alarm_throttle"));
    QVERIFY(!list.find("rack5", "alarm_throttle")->firstOut);
    list.add(clearOf(1504.0, "rack5", "alarm_throttle"));
    QVERIFY(list.acknowledge("rack5", "alarm_throttle", 1505.0));
    // More than kFirstOutQuietS (600 s) after the last raise with nothing active: first-out.
    list.add(raise(2104.0, "genset1", "genset_trip", Severity::Trip));
    QVERIFY(list.find("genset1", "genset_trip")->firstOut);
    // Quiet time passed but another alarm is still active: not first-out.
    list.add(raise(2800.0, "grid", "grid_outage"));
    QVERIFY(!list.find("grid", "grid_outage")->firstOut);
  }

  void rateOverTheTrailingTenMinutesAgainstEemua() {
    AlarmList list;
    // One raise a minute for 30 minutes on five racks (round robin), each cleared 10 s later.
    for (int i = 0; i < 30; ++i) {
      const std::string rack = "rack" + std::to_string(i % 5 + 1);
      list.add(raise(60.0 * i, rack, "alarm_throttle"));
      list.add(clearOf(60.0 * i + 10.0, rack, "alarm_throttle"));
    }
    // Raises at 1200..1740 s are inside (1750 - 600, 1750]: 10 of them.
    QCOMPARE(list.nowS(), 1750.0);
    QCOMPARE(list.ratePer10Min(), 10);
    QCOMPARE(list.rateLevel(), AlarmRateLevel::OverDemanding);
    list.add(raise(1751.0, "rack9", "alarm_throttle"));
    QCOMPARE(list.ratePer10Min(), 11);
    QCOMPARE(list.rateLevel(), AlarmRateLevel::Flood);
    QCOMPARE(list.rowCount(), 6);
    // Ten minutes later the window holds only the raise at 1751 s.
    list.advanceTo(2350.0);
    QCOMPARE(list.ratePer10Min(), 1);
    QCOMPARE(list.rateLevel(), AlarmRateLevel::Acceptable);
    list.advanceTo(2351.0);
    QCOMPARE(list.ratePer10Min(), 0);

    QCOMPARE(AlarmList::rateLevelOf(0), AlarmRateLevel::Acceptable);
    QCOMPARE(AlarmList::rateLevelOf(1), AlarmRateLevel::Acceptable);
    QCOMPARE(AlarmList::rateLevelOf(2), AlarmRateLevel::Manageable);
    QCOMPARE(AlarmList::rateLevelOf(3), AlarmRateLevel::OverDemanding);
    QCOMPARE(AlarmList::rateLevelOf(10), AlarmRateLevel::OverDemanding);
    QCOMPARE(AlarmList::rateLevelOf(11), AlarmRateLevel::Flood);
    QCOMPARE(std::string(alarmRateLevelName(AlarmRateLevel::Flood)), std::string("flood"));
  }

  void prioritiesFromTheTableThenSeverity() {
    QCOMPARE(AlarmList::priorityOf(raise(0, "rack1", "rack_trip", Severity::Trip)),
             AlarmPriority::Urgent);
    QCOMPARE(AlarmList::priorityOf(raise(0, "rack1", "alarm_leak")), AlarmPriority::Urgent);
    QCOMPARE(AlarmList::priorityOf(raise(0, "rack1", "alarm_throttle")), AlarmPriority::High);
    QCOMPARE(AlarmList::priorityOf(raise(0, "cdu1", "valve_stuck", Severity::Warning)),
             AlarmPriority::Medium);
    QCOMPARE(AlarmList::priorityOf(raise(0, "drycooler1", "fan_fail", Severity::Warning)),
             AlarmPriority::Low);
    // Info entries and the codes marked as events stay in the log only.
    QVERIFY(!AlarmList::isAlarm(raise(0, "pod", "event_applied", Severity::Info)));
    QVERIFY(!AlarmList::isAlarm(raise(0, "job", "job_interrupted", Severity::Warning)));
    QVERIFY(AlarmList::isAlarm(clearOf(0, "rack1", "alarm_throttle")));
    AlarmList list;
    list.add(raise(0, "job", "job_interrupted", Severity::Warning));
    list.add(raise(0, "pod", "event_applied", Severity::Info));
    QCOMPARE(list.rowCount(), 0);
    QCOMPARE(std::string(alarmPriorityName(AlarmPriority::Urgent)), std::string("urgent"));
    QCOMPARE(std::string(alarmStateName(AlarmState::ClearedUnacked)),
             std::string("cleared_unacked"));
  }

  void visibleRowsLeadWithPriorityThenNewest() {
    AlarmList list;
    list.add(raise(0.0, "rack1", "alarm_throttle"));
    list.add(raise(5.0, "drycooler1", "fan_fail", Severity::Warning));
    list.add(raise(6.0, "rack2", "alarm_throttle"));
    list.add(raise(7.0, "rack2", "rack_trip", Severity::Trip));
    const auto rows = list.visibleRows();
    QCOMPARE(rows.size(), std::size_t{4});
    QCOMPARE(rows[0]->code, std::string("rack_trip"));
    QCOMPARE(rows[1]->object, std::string("rack2"));  // newer of the two throttles
    QCOMPARE(rows[2]->object, std::string("rack1"));
    QCOMPARE(rows[3]->code, std::string("fan_fail"));
    list.clear();
    QCOMPARE(list.rowCount(), 0);
    QCOMPARE(list.raisedTotal(), 0LL);
    QCOMPARE(list.ratePer10Min(), 0);
  }
};

PODTWIN_TEST_MAIN(AlarmListTest)
}  // namespace alarm_list_test
#include "alarm_list_test.moc"
