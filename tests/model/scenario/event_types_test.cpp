// Tests for model/scenario/event_types: the EventType enum and the catalogue agree row for row,
// every type's JSON spelling round-trips, typed parameter accessors refuse names the type does not
// have, and every type reaches a handler in its subsystem through a Simulation.
#include <QtTest>
#include "support/test_main.h"

#include <cmath>
#include <stdexcept>

#include "config/pod_config.h"
#include "scenario/event_types.h"
#include "scenario/scenario.h"
#include "sim/simulation.h"

namespace event_types_test {

using namespace podtwin;

namespace {

std::vector<EventType> allTypes() {
  std::vector<EventType> out;
  for (std::size_t i = 0; i < eventCatalogue().size(); ++i)
    out.push_back(static_cast<EventType>(i));
  return out;
}

// The first accepted target shape, with index 1 for numbered kinds ("cdu1/pump1", "grid").
std::string firstTarget(const EventSpec& spec) {
  std::string out;
  for (const auto& kind : spec.targetShapes.front()) {
    if (!out.empty()) out += "/";
    out += kind;
    if (PodCounts{}.countOf(kind) >= 0) out += "1";
  }
  return out;
}

// A valid event of `type` for `counts`: required parameters at their catalogue defaults.
Event validEvent(EventType type, const PodCounts& counts) {
  const EventSpec& spec = eventSpec(type);
  std::map<std::string, double> numbers;
  std::map<std::string, std::string> strings;
  for (const auto& p : spec.params) {
    if (!p.required) continue;
    if (p.kind == ParamKind::String) {
      strings[p.name] = p.allowed.front();
    } else {
      numbers[p.name] = p.def;
    }
  }
  return makeEvent(0.0, type, firstTarget(spec), numbers, strings, &counts);
}

}  // namespace

class EventTypesTest : public QObject {
  Q_OBJECT

 private slots:
  void catalogueRowsFollowTheEnum() {
    QVERIFY(eventCatalogue().size() >= kEventTypeCount);
    for (EventType t : allTypes()) {
      const EventSpec& spec = eventSpec(t);
      QVERIFY2(spec.id == t, spec.name.c_str());
      QCOMPARE(&spec, &eventCatalogue()[static_cast<std::size_t>(t)]);
      QVERIFY(!spec.name.empty());
      QVERIFY2(!spec.targetShapes.empty(), spec.name.c_str());
    }
  }

  void namesRoundTrip() {
    for (EventType t : allTypes()) {
      const std::string& name = eventTypeName(t);
      const auto back = parseEventType(name);
      QVERIFY2(back.has_value(), name.c_str());
      QVERIFY2(*back == t, name.c_str());
      QCOMPARE(findEventSpec(name), &eventSpec(t));
    }
    QVERIFY(!parseEventType("").has_value());
    QVERIFY(!parseEventType("pump_failure").has_value());
    QVERIFY(!parseEventType("PUMP_FAIL").has_value());
    QVERIFY(findEventSpec("no_such_event") == nullptr);
    // The JSON spelling is the file format: a few spot checks against scenario files.
    QCOMPARE(eventTypeName(EventType::GensetTrip), std::string("genset_trip"));
    QCOMPARE(eventTypeName(EventType::DryCoolerRestore), std::string("dry_cooler_restore"));
    QCOMPARE(eventTypeName(EventType::BackgroundTraffic), std::string("background_traffic"));
  }

  void scenarioJsonKeepsTheSpelling() {
    const PodCounts counts = Simulation::countsFor(loadPodConfig("builtin:default"));
    Scenario s;
    for (EventType t : allTypes()) s.events.push_back(validEvent(t, counts));
    const std::string json = scenarioToJson(s);
    for (EventType t : allTypes()) {
      QVERIFY2(json.find("\"type\": \"" + eventTypeName(t) + "\"") != std::string::npos,
               eventTypeName(t).c_str());
    }
    const Scenario back = parseScenario(json, "roundtrip.json", nullptr);
    QCOMPARE(back.events.size(), s.events.size());
    for (std::size_t i = 0; i < s.events.size(); ++i)
      QVERIFY(back.events[i].type == s.events[i].type);
  }

  void unknownParameterNamesThrow() {
    const Event outage = makeEvent(0.0, EventType::GridOutage, "grid");
    QVERIFY(std::isinf(outage.number("duration_s")));
    QVERIFY_THROWS_EXCEPTION(EventParamError, outage.number("duration"));
    QVERIFY_THROWS_EXCEPTION(EventParamError, outage.number("limit_kw"));  // another type's
    QVERIFY_THROWS_EXCEPTION(EventParamError, outage.flag("duration_s"));  // wrong kind
    QVERIFY_THROWS_EXCEPTION(EventParamError, outage.text("duration_s"));
    try {
      (void)outage.number("duration");
      QFAIL("no exception");
    } catch (const std::logic_error& e) {
      const std::string what = e.what();
      QVERIFY2(what.find("grid_outage") != std::string::npos, e.what());
      QVERIFY2(what.find("duration") != std::string::npos, e.what());
    }

    const Event routing = makeEvent(0.0, EventType::Routing, "fabric", {}, {{"mode", "ecmp"}});
    QCOMPARE(routing.text("mode"), std::string("ecmp"));
    QVERIFY_THROWS_EXCEPTION(EventParamError, routing.text("mod"));
    QVERIFY_THROWS_EXCEPTION(EventParamError, routing.number("mode"));

    const Event smoothing = makeEvent(0.0, EventType::PowerSmoothing, "pod", {{"enabled", 0.0}});
    QVERIFY(!smoothing.flag("enabled"));
    QCOMPARE(smoothing.number("floor_pct"), -1.0);  // catalogue default filled at load
    QVERIFY_THROWS_EXCEPTION(EventParamError, smoothing.number("enabled"));

    const Event trip = makeEvent(0.0, EventType::GensetTrip, "genset1");
    QVERIFY_THROWS_EXCEPTION(EventParamError, trip.number("duration_s"));  // has no parameters
  }

  // Every type, dispatched through a Simulation of the default pod, reaches a handler (dispatch
  // throws std::logic_error for a type its subsystem does not take) and leaves a log entry about
  // its target.
  void everyTypeIsHandledByItsSubsystem() {
    const PodConfig pod = loadPodConfig("builtin:default");
    for (EventType t : allTypes()) {
      const std::string& name = eventTypeName(t);
      Simulation sim(pod, Scenario{}, 1);
      const Event e = validEvent(t, sim.counts());
      const std::size_t before = sim.log().size();
      sim.inject(e);
      try {
        sim.step();
      } catch (const std::logic_error& err) {
        QFAIL(qPrintable(QString::fromStdString(name + ": " + err.what())));
      }
      const auto& all = sim.log().all();
      bool mentioned = false;
      for (std::size_t i = before; i < all.size(); ++i) {
        const LogEntry& entry = all[i];
        // bess_restore logs under the alarm code it clears ("bess_fault").
        mentioned |= entry.object == e.target.toString() && (entry.code == name || entry.cleared);
      }
      QVERIFY2(mentioned, name.c_str());
    }
  }
};

PODTWIN_TEST_APPLESS_MAIN(EventTypesTest)
}  // namespace event_types_test
#include "event_types_test.moc"
