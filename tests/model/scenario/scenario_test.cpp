// Tests for model/scenario: targets, validation against pod counts, round trip through JSON.
#include <QtTest>
#include <cmath>
#include <limits>
#include <map>
#include <string>
#include <utility>
#include "support/test_main.h"

#include "scenario/event_types.h"
#include "scenario/scenario.h"

namespace scenario_test {

using namespace podtwin;

namespace {
PodCounts smallPod() {
  PodCounts c;
  c.racks = 16;
  c.cdus = 2;
  c.pumpsPerCdu = 3;
  c.gensets = 3;
  c.dryCoolers = 4;
  c.fansPerDryCooler = 8;
  c.leaves = 16;
  c.spines = 8;
  c.nicsPerRack = 72;
  return c;
}
}  // namespace

class ScenarioTest : public QObject {
  Q_OBJECT

 private slots:
  void parsesTargets() {
    auto t = parseTarget("cdu1/pump2");
    QVERIFY(t.has_value());
    QCOMPARE(t->segments.size(), std::size_t(2));
    QCOMPARE(t->index(0), 1);
    QCOMPARE(t->index(1), 2);
    QCOMPARE(t->toString(), std::string("cdu1/pump2"));
    QVERIFY(!parseTarget("cdu0").has_value());
    QVERIFY(!parseTarget("1cdu").has_value());
    QVERIFY(!parseTarget("cdu1//pump2").has_value());
    QVERIFY(!parseTarget("").has_value());
  }

  void loadsAndSortsEventsWithDefaults() {
    const std::string text = R"({"schema_version": 1, "name": "drill",
      "events": [
        {"t_s": 60, "type": "pump_fail", "target": "cdu1/pump2"},
        {"t_s": 10, "type": "grid_brownout", "voltage_pu": 0.7, "duration_s": 0.5},
        {"t_s": 30, "type": "leak", "target": "rack3"}
      ]})";
    PodCounts c = smallPod();
    Scenario s = parseScenario(text, "drill.json", &c);
    QCOMPARE(s.events.size(), std::size_t(3));
    QCOMPARE(s.events[0].typeName(), std::string("grid_brownout"));
    QCOMPARE(s.events[0].target.toString(),
             std::string("grid"));  // singleton target may be omitted
    QCOMPARE(s.events[0].number("voltage_pu"), 0.7);
    QCOMPARE(s.events[1].number("rate_lpm"), 2.0);  // catalogue default filled in
    QCOMPARE(s.events[2].target.index(1), 2);
  }

  void errorsNameEventIndexLineAndReason() {
    const std::string text =
        "{\"events\": [\n"
        "  {\"t_s\": 1, \"type\": \"pump_fail\", \"target\": \"cdu3/pump1\"},\n"
        "  {\"t_s\": 2, \"type\": \"warp_drive\"},\n"
        "  {\"t_s\": -4, \"type\": \"leak\", \"target\": \"rack1\", \"rate_lpm\": \"fast\"}\n"
        "]}";
    PodCounts c = smallPod();
    try {
      parseScenario(text, "bad.json", &c);
      QFAIL("expected ConfigError");
    } catch (const ConfigError& e) {
      const auto& is = e.issues();
      QCOMPARE(is.size(), std::size_t(4));
      QCOMPARE(is[0].line, 2);
      QCOMPARE(is[0].path, std::string("/events/0/target"));
      QVERIFY(is[0].message.find("cdu3 does not exist (this pod has 2 cdus") != std::string::npos);
      QCOMPARE(is[1].line, 3);
      QVERIFY(is[1].message.find("event 1: unknown event type \"warp_drive\"") !=
              std::string::npos);
      QCOMPARE(is[2].path, std::string("/events/2/t_s"));
      QCOMPARE(is[3].path, std::string("/events/2/rate_lpm"));
    }
  }

  void wrongTargetShape() {
    PodCounts c = smallPod();
    try {
      makeEvent(0, "pump_fail", "rack2", {}, {}, &c);
      QFAIL("expected ConfigError");
    } catch (const ConfigError& e) {
      QVERIFY(std::string(e.what()).find("expected \"cduN/pumpN\"") != std::string::npos);
    }
  }

  // The Inject dialog's "until restored" is +inf: an event built with it is the open-ended event a
  // scenario file writes without the key, for every event type whose duration defaults to it.
  void openEndedDurationsBuildAnOpenEndedEvent() {
    PodCounts c = smallPod();
    const double inf = std::numeric_limits<double>::infinity();
    const std::pair<const char*, const char*> openEnded[] = {
        {"grid_outage", "grid"}, {"grid_curtailment", "grid"}, {"background_traffic", "fabric"}};
    for (const auto& [type, target] : openEnded) {
      const auto* spec = findEventSpec(type);
      QVERIFY(spec != nullptr);
      QVERIFY(std::isinf(spec->params.back().def));  // duration_s: "until restored" by default
      std::map<std::string, double> numbers{{"duration_s", inf}};
      for (const auto& p : spec->params)
        if (p.kind == ParamKind::Number && p.name != "duration_s" && std::isfinite(p.def))
          numbers.emplace(p.name, p.def);
      const Event e = makeEvent(12.5, type, target, numbers, {}, &c);
      QCOMPARE(e.t_s, 12.5);
      QVERIFY2(std::isinf(e.number("duration_s")), type);
    }
    // A finite duration still arrives as given.
    const Event e = makeEvent(0, "grid_outage", "grid", {{"duration_s", 90.0}}, {}, &c);
    QCOMPARE(e.number("duration_s"), 90.0);
  }

  void roundTripsThroughJson() {
    PodCounts c = smallPod();
    Scenario s;
    s.name = "rt";
    s.description = "round trip";
    s.events.push_back(makeEvent(5, "power_smoothing", "pod", {{"enabled", 1}}, {}, &c));
    s.events.push_back(makeEvent(7.25, "routing", "fabric", {}, {{"mode", "ecmp"}}, &c));
    s.events.push_back(makeEvent(9, "grid_curtailment", "grid", {{"limit_kw", 500}}, {}, &c));
    Scenario back = parseScenario(scenarioToJson(s), "rt.json", &c);
    QCOMPARE(back.events.size(), s.events.size());
    for (std::size_t i = 0; i < s.events.size(); ++i) QVERIFY(back.events[i] == s.events[i]);
    QCOMPARE(back.name, s.name);
    // An infinite default ("until restored") survives as an absent key.
    QVERIFY(std::isinf(back.events[2].number("duration_s")));
  }

  void timesReachedByStepsAreWrittenAsPeopleWriteThem() {
    // 983 control steps of 0.1 s: 98.30000000000001 as a double. The file says 98.3, and the
    // time read back is within the 1e-9 s that selects the tick an event applies at.
    PodCounts c = smallPod();
    Scenario s;
    const double t = 983 * 0.1;
    QVERIFY(t != 98.3);
    s.events.push_back(makeEvent(t, "cdu_trip", "cdu1", {}, {}, &c));
    s.events.push_back(makeEvent(0.1 + 0.2, "cdu_restore", "cdu1", {}, {}, &c));
    const std::string text = scenarioToJson(s);
    QVERIFY2(text.find("\"t_s\": 98.3,") != std::string::npos, text.c_str());
    QVERIFY2(text.find("\"t_s\": 0.3,") != std::string::npos, text.c_str());
    const Scenario back = parseScenario(text, "t.json", &c);
    QVERIFY(std::abs(back.events[1].t_s - t) < 1e-9);
    // A time that needs its digits keeps them.
    s.events = {makeEvent(1234.56789, "cdu_trip", "cdu1", {}, {}, &c)};
    QVERIFY(scenarioToJson(s).find("\"t_s\": 1234.56789,") != std::string::npos);
  }

  void fitsToADesignWithoutGensets() {
    const std::string text = R"({"schema_version": 1, "name": "brownout",
      "events": [
        {"t_s": 0, "type": "power_cap", "target": "pod", "cap_kw": 2000},
        {"t_s": 5, "type": "genset_trip", "target": "genset1"},
        {"t_s": 5, "type": "genset_trip", "target": "genset3"},
        {"t_s": 40, "type": "grid_brownout", "voltage_pu": 0.7, "duration_s": 0.5},
        {"t_s": 60, "type": "pump_fail", "target": "cdu2/pump3"}
      ]})";
    const PodCounts pod = smallPod();
    const Scenario s = parseScenario(text, "brownout.json", &pod);
    // A grid-only design with one CDU of two pumps.
    PodCounts other = pod;
    other.gensets = 0;
    other.cdus = 1;
    other.pumpsPerCdu = 2;
    const FittedScenario fit = fitScenarioTo(s, other);
    QCOMPARE(fit.leftOut.size(), std::size_t{3});
    QCOMPARE(fit.leftOut[0].event.target.toString(), std::string("genset1"));
    QCOMPARE(fit.leftOut[1].event.target.toString(), std::string("genset3"));
    QCOMPARE(fit.leftOut[2].event.target.toString(), std::string("cdu2/pump3"));
    QVERIFY2(fit.leftOut[0].reason.find("does not exist") != std::string::npos,
             fit.leftOut[0].reason.c_str());
    // The cap and the brownout play on the other design, in order, with the scenario's name.
    QCOMPARE(fit.scenario.events.size(), std::size_t{2});
    QCOMPARE(fit.scenario.events[0].typeName(), std::string("power_cap"));
    QCOMPARE(fit.scenario.events[1].typeName(), std::string("grid_brownout"));
    QCOMPARE(fit.scenario.name, s.name);
    // Fitted to the design it was written for, nothing is left out.
    QVERIFY(fitScenarioTo(s, pod).leftOut.empty());
  }

  void everyCatalogueEntryIsConsistent() {
    QVERIFY(eventCatalogue().size() >= 35);
    for (const auto& spec : eventCatalogue()) {
      QVERIFY2(!spec.targetShapes.empty(), spec.name.c_str());
      QVERIFY2(!spec.description.empty(), spec.name.c_str());
      QCOMPARE(findEventSpec(spec.name), &spec);
    }
  }
};

PODTWIN_TEST_APPLESS_MAIN(ScenarioTest)
}  // namespace scenario_test
#include "scenario_test.moc"
