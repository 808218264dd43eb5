// Adding an event type is its row and its handler: a row added with a handler of its own is read
// from a scenario file, applied at its time by a run and logged; and a subsystem's handler table
// (scenario/event_handlers.h) refuses a binding to a row of another domain and a row of its domain
// left without a handler, so a built-in row and its handler cannot drift apart unnoticed.
#include <QtTest>
#include "support/test_main.h"

#include <stdexcept>
#include <string>

#include "config/pod_config.h"
#include "core/tr_noop.h"
#include "scenario/event_handlers.h"
#include "scenario/scenario.h"
#include "sim/simulation.h"

namespace event_row_model_test {

using namespace podtwin;

namespace {

int g_beaconCalls = 0;

EventResult lightBeacon(const Event& e, double tS, EventLog& log) {
  ++g_beaconCalls;
  log.add(tS, Severity::Info, e.target.toString(), "test_beacon", "beacon lit",
          {{"level_pct", e.number("level_pct")}});
  return EventResult::Applied;
}

/// A stand-in subsystem: counts the events its table hands it.
struct FakeInstruments {
  int applied = 0;
};

EventResult countEvent(FakeInstruments& s, const Event& /*e*/, double /*tS*/, EventLog& /*log*/) {
  ++s.applied;
  return EventResult::Applied;
}

}  // namespace

class EventRowModelTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    // Written as model/README.md's recipe writes a row, with designated initialisers and no
    // EventType enumerator.
    ParamSpec level;
    level.name = "level_pct";
    level.def = 40.0;
    level.range = Range::between(0.0, 100.0);
    const EventSpec row{
        .name = "test_beacon",
        .label = PODTWIN_TR_NOOP("EventText", "Test beacon"),
        .domain = EventDomain::Power,
        .targetShapes = {{"grid"}},
        .params = {level},
        .description = "A test beacon on the grid tie lights at level_pct.",
        .handler = &lightBeacon,
    };
    m_type = addEventSpec(row);
  }

  void theRowFollowsTheBuiltInOnes() {
    QCOMPARE(static_cast<std::size_t>(m_type), eventCatalogue().size() - 1);
    QVERIFY(static_cast<std::size_t>(m_type) >= kEventTypeCount);
    QCOMPARE(eventSpec(m_type).label, std::string("Test beacon"));
    QVERIFY(eventCatalogueText().find("  test_beacon          [power] A test beacon") !=
            std::string::npos);
  }

  void aScenarioFileRunsTheRowThroughItsHandler() {
    const PodConfig pod = loadPodConfig("builtin:default");
    const PodCounts counts = Simulation::countsFor(pod);
    const std::string json = R"({"name": "t", "events": [
      {"t_s": 2, "type": "test_beacon", "target": "grid", "level_pct": 75},
      {"t_s": 3, "type": "test_beacon", "target": "grid"}]})";
    Simulation sim(pod, parseScenario(json, "t", &counts), 1);
    sim.runUntil(4.0);
    QCOMPARE(g_beaconCalls, 2);
    std::vector<double> levels;
    std::vector<double> times;
    for (const auto& e : sim.log().all()) {
      if (e.code != "test_beacon") continue;
      QCOMPARE(e.object, std::string("grid"));
      QCOMPARE(e.source, EventSource::Failure);
      levels.push_back(e.param("level_pct")->number);
      times.push_back(e.t_s);
    }
    // The file's value, then the row's default; each at the first tick starting at its time.
    QCOMPARE(levels, (std::vector<double>{75.0, 40.0}));
    QCOMPARE(times.size(), std::size_t{2});
    QVERIFY(times[0] >= 2.0 && times[0] < 2.0 + pod.timing.controlDtS + 1e-9);
    QVERIFY(times[1] >= 3.0 && times[1] < 3.0 + pod.timing.controlDtS + 1e-9);
  }

  void aHandlerTableBindsEveryRowOfItsDomain() {
    const EventHandlers<FakeInstruments> table(
        {EventDomain::Instrument},
        {{"sensor_fault", &countEvent}, {"sensor_restore", &countEvent}});
    FakeInstruments sys;
    EventLog log;
    QCOMPARE(table.apply(sys, newEvent(EventType::SensorFault, 0.0), 0.0, log),
             EventResult::Applied);
    QCOMPARE(table.apply(sys, newEvent(EventType::SensorRestore, 0.0), 0.0, log),
             EventResult::Applied);
    QCOMPARE(sys.applied, 2);
    // A type of another domain is not this table's.
    QCOMPARE(table.apply(sys, newEvent(EventType::PumpFail, 0.0), 0.0, log),
             EventResult::NotHandled);
    QCOMPARE(sys.applied, 2);
  }

  void aHandlerTableRefusesARowLeftOutOrNotItsOwn() {
    using Table = EventHandlers<FakeInstruments>;
    const auto message = [](auto make) {
      try {
        make();
      } catch (const std::logic_error& e) {
        return std::string(e.what());
      }
      return std::string();
    };
    QCOMPARE(message([] {
               Table({EventDomain::Instrument}, {{"sensor_fault", &countEvent}});
             }),
             std::string("event type sensor_restore has no handler in the instrument subsystem"));
    QCOMPARE(message([] {
               Table({EventDomain::Instrument}, {{"sensor_fault", &countEvent},
                                                 {"sensor_restore", &countEvent},
                                                 {"pump_fail", &countEvent}});
             }),
             std::string("event handler bound to pump_fail, which is no row of its subsystem's "
                         "domains"));
    QCOMPARE(message([] {
               Table({EventDomain::Instrument}, {{"sensor_fault", &countEvent},
                                                 {"sensor_restore", &countEvent},
                                                 {"sensor_fault", &countEvent}});
             }),
             std::string("event type bound twice: sensor_fault"));
  }

 private:
  EventType m_type = EventType::GensetTrip;
};

PODTWIN_TEST_APPLESS_MAIN(EventRowModelTest)
}  // namespace event_row_model_test
#include "event_row_model_test.moc"
