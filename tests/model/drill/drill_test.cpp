// Operator drills: every built-in drill's reference response scores >= 90 and doing nothing < 50
// with its critical tasks named as missed; a wrong action (the wrong pump, the wrong valve) costs
// points; a session replays bit-identically; malfunction times drawn in a window follow the seed;
// a trigger fires on its condition; scoring follows the rules in model/README.md.
#include <QtTest>
#include "support/test_main.h"

#include <nlohmann/json.hpp>
#include <tuple>

#include "config/pod_config.h"
#include "core/builtin.h"
#include "drill/drill.h"
#include "drill/drill_run.h"
#include "drill/malfunction_schedule.h"
#include "sim/simulation.h"

namespace drill_test {

using namespace podtwin;
using namespace podtwin::drill;

namespace {

Drill parse(const std::string& text) {
  return parseDrill(text, "test.json", [](const std::string& pod) {
    return Simulation::countsFor(loadPodConfig(pod));
  });
}

DrillResult play(const Drill& d, const std::vector<Action>& actions, std::uint64_t seed = 1) {
  return runDrill(d, loadPodConfig(d.pod), seed, actions);
}

/// The drill's reference response with one action's target replaced.
std::vector<Action> withTarget(const Drill& d, std::size_t i, const std::string& target) {
  std::vector<Action> a = d.reference;
  a[i].event.target = *parseTarget(target);
  return a;
}

const TaskResult& task(const DrillResult& r, const std::string& name) {
  for (const auto& t : r.tasks) {
    if (t.name == name) return t;
  }
  throw std::runtime_error("no task " + name);
}

// A small drill on the default pod for the scoring rules.
const char* kTriggerDrill = R"({
  "schema_version": 1,
  "name": "trigger",
  "warmup_s": 10,
  "duration_s": 60,
  "manual_protections": [{"protection": "cdu_standby", "target": "cdu2"}],
  "malfunctions": [
    {"when": [{"quantity": "time_s", "op": ">=", "value": 20},
              {"quantity": "ambient_c", "op": "<", "value": 60}],
     "type": "pump_fail", "target": "cdu2/pump2"}
  ],
  "critical_tasks": [
    {"name": "standby", "cue": {"code": "alarm_pump_fail"},
     "standard": [{"quantity": "cdu_pumps_running", "target": "cdu2", "op": ">=", "value": 2}],
     "deadline_s": 10, "weight": 3},
    {"name": "never_cued", "cue": {"when": [{"quantity": "gpus_throttled", "op": ">", "value": 1000}]},
     "standard": [{"quantity": "job_running", "op": "==", "value": 1}], "deadline_s": 10}
  ],
  "limits": [{"quantity": "time_s", "max": 50, "points_per_s": 1, "weight": 1}],
  "reference": [{"after_cue": "standby", "delay_s": 2, "type": "pump_start", "target": "cdu2/pump3"}]
})";

}  // namespace

class DrillTest : public QObject {
  Q_OBJECT

 private slots:
  void libraryHasTheDrills() {
    const auto names = builtinNames("drill");
    QVERIFY2(names.size() >= 4, std::to_string(names.size()).c_str());
    for (const auto& n : names) {
      const Drill d = loadDrill("builtin:" + n);
      QCOMPARE(d.name, n);
      QVERIFY(!d.description.empty());
      QVERIFY(!d.briefing.empty());
    }
  }

  void referenceScoresHighAndNothingLow_data() {
    QTest::addColumn<QString>("name");
    for (const auto& n : builtinNames("drill"))
      QTest::newRow(n.c_str()) << QString::fromStdString(n);
  }
  void referenceScoresHighAndNothingLow() {
    QFETCH(QString, name);
    const Drill d = loadDrill("builtin:" + name.toStdString());
    const DrillResult ref = play(d, d.reference);
    QVERIFY2(ref.score >= 90.0, drillReportText(ref).c_str());
    for (const auto& t : ref.tasks) QVERIFY2(t.met, drillReportText(ref).c_str());
    QCOMPARE(ref.maxScore, 100.0);
    const DrillResult none = play(d, {});
    QVERIFY2(none.score < 50.0, drillReportText(none).c_str());
    int missed = 0;
    for (const auto& t : none.tasks) {
      QVERIFY(t.cued);
      if (!t.met) ++missed;
    }
    QVERIFY(missed >= 1);
    const std::string text = drillReportText(none);
    QVERIFY2(text.find("[MISSED] " + none.tasks.front().name) != std::string::npos, text.c_str());
    QVERIFY(none.actions.empty());
    QVERIFY(!none.malfunctions.empty());
  }

  void readmeTableHolds() {
    // model/README.md ("Operator drills") lists these scores (seed 1, one decimal).
    const std::vector<std::tuple<std::string, double, double>> table = {
        {"pump_loss_manual_standby", 98.7, 13.7},  {"leak_manual_isolation", 94.3, 0.0},
        {"cdu_trip_restart", 100.0, 0.0},          {"genset_trip_curtailment_peak", 100.0, 32.8},
        {"heat_wave_dry_cooler_out", 94.8, 0.0},   {"brownout_battery_faulted", 100.0, 0.0},
        {"cdu_setpoint_fault", 97.2, 0.0},         {"curtailment_load_shed", 100.0, 20.0},
        {"stuck_flow_sensor_pump_fail", 92.4, 0.0}};
    QCOMPARE(table.size(), builtinNames("drill").size());
    for (const auto& [name, reference, none] : table) {
      const Drill d = loadDrill("builtin:" + name);
      const double refScore = play(d, d.reference).score;
      const double noneScore = play(d, {}).score;
      QVERIFY2(std::abs(refScore - reference) < 0.05,
               (name + " " + std::to_string(refScore)).c_str());
      QVERIFY2(std::abs(noneScore - none) < 0.05, (name + " " + std::to_string(noneScore)).c_str());
    }
  }

  void stuckFlowSensorMasksThePumpFailure() {
    const Drill d = loadDrill("builtin:stuck_flow_sensor_pump_fail");
    const DrillResult ref = play(d, d.reference);
    const TaskResult& t = task(ref, "start_standby_pump");
    // The cue is CDU 1's return reading passing 40.5 degC: it comes after the silent pump failure
    // (drawn in [30, 90] s), never from the flow reading, which stays stuck.
    QCOMPARE(ref.malfunctions.size(), std::size_t{2});
    const double failS = ref.malfunctions[1].atS;
    QVERIFY(t.cueS > failS && t.cueS < failS + 30.0);
    QVERIFY(t.met);
    // The debrief's series: CDU 1's flow truth fell to 80 % while its reading stayed put.
    const TimeSeries* truth = nullptr;
    const TimeSeries* seen = nullptr;
    for (const auto& s : ref.series) {
      if (s.name == "cdu1 flow truth") truth = &s;
      if (s.name == "cdu1 flow reading") seen = &s;
    }
    QVERIFY(truth && seen);
    QCOMPARE(truth->tS.size(), seen->tS.size());
    const auto atS = [](const TimeSeries& s, double when) {
      for (std::size_t i = 0; i < s.tS.size(); ++i) {
        if (s.tS[i] >= when - 1e-9) return s.values[i];
      }
      return s.values.back();
    };
    const double during = 0.5 * (failS + t.firstActionS);
    QVERIFY2(atS(*truth, during) < 1320.0, std::to_string(atS(*truth, during)).c_str());
    QVERIFY2(std::abs(atS(*seen, during) - 1620.0) < 5.0,
             std::to_string(atS(*seen, during)).c_str());
    // The reference response resolved on this run's cue: 15 s after it.
    QCOMPARE(ref.reference.size(), std::size_t{1});
    QVERIFY(std::abs(ref.reference[0].atS - (t.cueS + 15.0)) < 0.11);
  }

  void pumpLossNumbers() {
    const Drill d = loadDrill("builtin:pump_loss_manual_standby");
    const DrillResult ref = play(d, d.reference);
    const TaskResult& t = task(ref, "start_standby_pump");
    // The pump fails at a seeded time in [30, 90] s; the reference acts 10 s after the alarm and
    // the flow is back 3.2 s later.
    QVERIFY(t.cueS >= 30.0 && t.cueS <= 90.0);
    QCOMPARE(t.firstActionS, t.cueS + 10.0);
    QVERIFY(t.standardMetS > t.firstActionS && t.standardMetS < t.firstActionS + 5.0);
    QVERIFY(std::isnan(t.throttleS));
    QVERIFY(ref.score >= 98.0);
    // The wrong pump (CDU 2's standby) leaves CDU 1 on one pump: the task is missed.
    const DrillResult wrong = play(d, withTarget(d, 0, "cdu2/pump3"));
    QVERIFY(!task(wrong, "start_standby_pump").met);
    QCOMPARE(task(wrong, "start_standby_pump").firstActionS, t.firstActionS);
    QVERIFY2(wrong.score < ref.score - 60.0, drillReportText(wrong).c_str());
    QVERIFY2(std::abs(wrong.score - 13.7) < 0.05, drillReportText(wrong).c_str());
    // Too late (40 s after the alarm, deadline 30 s): missed, with the reason.
    std::vector<Action> late = d.reference;
    late[0].delayS = 40.0;
    const DrillResult slow = play(d, late);
    QVERIFY(!task(slow, "start_standby_pump").met);
    QVERIFY(task(slow, "start_standby_pump").why.find("past the 30 s deadline") !=
            std::string::npos);
  }

  void wrongValveCostsPoints() {
    const Drill d = loadDrill("builtin:leak_manual_isolation");
    const DrillResult ref = play(d, d.reference);
    const DrillResult wrong = play(d, withTarget(d, 0, "rack4"));
    // Rack 4 is shut down for nothing and rack 3 keeps leaking until CDU 1's tank runs dry.
    QVERIFY(!task(wrong, "isolate_leaking_rack").met);
    QVERIFY(wrong.penalties.rackTrips > ref.penalties.rackTrips);
    QVERIFY2(wrong.score < 30.0, drillReportText(wrong).c_str());
    // The figures model/README.md gives for it.
    QCOMPARE(wrong.score, 0.0);
    QCOMPARE(wrong.penalties.rackTrips, 8);
    QCOMPARE(wrong.penalties.jobRestarts, 2);
    QVERIFY2(std::abs(wrong.penalties.lostGpuHours - 48.5) < 0.05, drillReportText(wrong).c_str());
    QVERIFY(ref.score >= 90.0);
  }

  void sessionReplaysBitIdentically() {
    for (const std::string name : {"pump_loss_manual_standby", "genset_trip_curtailment_peak"}) {
      const Drill d = loadDrill("builtin:" + name);
      const DrillResult ref = play(d, d.reference, 7);
      const Session s = sessionOf(ref, "builtin:" + name);
      const std::string text = sessionToJson(s);
      const PodCounts counts = Simulation::countsFor(loadPodConfig(d.pod));
      const Session back = parseSession(text, "session.json", &counts);
      QCOMPARE(back.seed, std::uint64_t{7});
      QCOMPARE(back.drill, "builtin:" + name);
      QCOMPARE(sessionDrill(text, "session.json"), back.drill);
      const DrillResult again = play(d, back.actions, back.seed);
      QCOMPARE(again.score, ref.score);
      QCOMPARE(again.stateHash, ref.stateHash);
      QCOMPARE(drillReportJson(again), drillReportJson(ref));
    }
  }

  void windowFollowsTheSeed() {
    const Drill d = loadDrill("builtin:pump_loss_manual_standby");
    const double t1 = play(d, {}, 1).malfunctions.at(0).atS;
    const double t1again = play(d, {}, 1).malfunctions.at(0).atS;
    const double t2 = play(d, {}, 2).malfunctions.at(0).atS;
    QCOMPARE(t1, t1again);
    QVERIFY(t1 != t2);
    for (double t : {t1, t2}) QVERIFY(t >= 30.0 && t <= 90.0 + 0.1);
  }

  void scheduleAppliesOnceAndRewinds() {
    Drill d = parse(kTriggerDrill);
    d.malfunctions[0].when.resize(1);  // time_s >= 20 only: the snapshot below plays no part
    Malfunction fixed = d.malfunctions[0];
    fixed.when.clear();
    fixed.atS = 5.0;
    fixed.event.target = *parseTarget("cdu1/pump1");
    d.malfunctions.push_back(fixed);
    MalfunctionSchedule s(d, 1);
    const Snapshot snap;
    QVERIFY(s.waitingForTrigger());
    QVERIFY(s.takeDue(4.9).empty());
    auto due = s.takeDue(5.0);
    QCOMPARE(due.size(), std::size_t{1});
    QCOMPARE(due[0].index, std::size_t{1});
    QCOMPARE(due[0].event.source, EventSource::Failure);
    QCOMPARE(due[0].event.target.toString(), std::string("cdu1/pump1"));
    QVERIFY(s.takeDue(6.0).empty());  // once only
    // The trigger holds at the end of the tick reaching 20 s and applies at the next tick.
    s.checkTriggers(snap, 19.9);
    QVERIFY(s.takeDue(19.9).empty());
    s.checkTriggers(snap, 20.0);
    QVERIFY(!s.waitingForTrigger());
    due = s.takeDue(20.1);
    QCOMPARE(due.size(), std::size_t{1});
    QCOMPARE(due[0].index, std::size_t{0});
    QCOMPARE(s.appliedS()[0], 20.1);
    QCOMPARE(s.appliedS()[1], 5.0);
    // Back to 10 s: the trigger's failure is taken back and waits for its conditions again; the
    // one applied at 5 s stays applied.
    const auto undone = s.rewindTo(10.0);
    QCOMPARE(undone.size(), std::size_t{1});
    QCOMPARE(undone[0].first, std::size_t{0});
    QCOMPARE(undone[0].second, 20.1);
    QVERIFY(std::isnan(s.appliedS()[0]));
    QCOMPARE(s.appliedS()[1], 5.0);
    QVERIFY(s.waitingForTrigger());
    QVERIFY(s.takeDue(21.0).empty());
  }

  void triggerAndScoringRules() {
    const Drill d = parse(kTriggerDrill);
    const DrillResult ref = play(d, d.reference);
    // The trigger holds at the end of the tick reaching 20 s; the pump fails at the next tick.
    QCOMPARE(ref.malfunctions.size(), std::size_t{1});
    QVERIFY(std::abs(ref.malfunctions[0].atS - 20.0) < 1e-6);
    QCOMPARE(ref.malfunctions[0].event.source, EventSource::Failure);
    QCOMPARE(ref.actions.at(0).event.source, EventSource::Operator);
    // An uncued task is not scored: "standby" (weight 3) and the limit (weight 1) share 100.
    QVERIFY(!task(ref, "never_cued").cued);
    QCOMPARE(task(ref, "never_cued").maxPoints, 0.0);
    QCOMPARE(task(ref, "standby").maxPoints, 75.0);
    QVERIFY(task(ref, "standby").met);
    // time_s > 50 for the drill's last 10 s at 1 point per second: the limit's 25 points are gone.
    QCOMPARE(ref.limits.at(0).maxPoints, 25.0);
    QVERIFY(std::abs(ref.limits.at(0).secondsOutside - 10.0) < 0.2);
    QCOMPARE(ref.limits.at(0).pointsLost, 1.0 * ref.limits.at(0).secondsOutside);
    QVERIFY(std::abs(ref.score - (75.0 + 25.0 - ref.limits.at(0).pointsLost)) < 1e-9);
    // The report JSON has score, max_score and one entry per task with met and its times.
    const auto j = nlohmann::json::parse(drillReportJson(ref));
    QCOMPARE(j["max_score"].get<double>(), 100.0);
    QCOMPARE(j["score"].get<double>(), ref.score);
    QCOMPARE(j["critical_tasks"].size(), std::size_t{2});
    QVERIFY(j["critical_tasks"][0]["met"].get<bool>());
    QVERIFY(j["critical_tasks"][0]["cue_s"].is_number());
    QVERIFY(j["critical_tasks"][0]["first_action_s"].is_number());
    QVERIFY(j["critical_tasks"][0]["standard_met_s"].is_number());
    QVERIFY(j["critical_tasks"][1]["cue_s"].is_null());
  }

  void taskCuedBeforeTheStartKeepsItsClock() {
    // A drill saved from a session: CDU 2's pump failed 5 s before the start and the standby task
    // is still open. Its cue is -5 s, its 10 s deadline ends at 5 s, and the reference (2 s after
    // the cue, so before the start) comes at the start.
    std::string text = kTriggerDrill;
    const auto replace = [&text](const std::string& from, const std::string& to) {
      const auto at = text.find(from);
      QVERIFY2(at != std::string::npos, from.c_str());
      text.replace(at, from.size(), to);
    };
    replace(R"("deadline_s": 10, "weight": 3)",
            R"("deadline_s": 10, "weight": 3, "cued_at_s": -5)");
    replace(R"({"when": [{"quantity": "time_s", "op": ">=", "value": 20},
              {"quantity": "ambient_c", "op": "<", "value": 60}],)",
            R"({"t_s": 0,)");
    const Drill d = parse(text);
    QCOMPARE(d.tasks.at(0).cuedAtS.value_or(0.0), -5.0);
    const DrillResult ref = play(d, d.reference);
    const TaskResult& met = task(ref, "standby");
    QVERIFY(met.cued);
    QCOMPARE(met.cueS, -5.0);
    QCOMPARE(ref.reference.at(0).atS, 0.0);
    QCOMPARE(met.firstActionS, 0.0);
    QVERIFY2(met.met && met.standardMetS < 5.0, drillReportText(ref).c_str());
    // Doing nothing: CDU 2 stays on one pump past the deadline 5 s after the start.
    const DrillResult none = play(d, {});
    const TaskResult& missed = task(none, "standby");
    QVERIFY(missed.cued);
    QCOMPARE(missed.cueS, -5.0);
    QVERIFY(!missed.met);
    QCOMPARE(missed.points, 0.0);
    QCOMPARE(missed.maxPoints, 75.0);

    // A cue time after the start is refused, with the file and the field.
    std::string later = text;
    later.replace(later.find("\"cued_at_s\": -5"), 15, "\"cued_at_s\": 3");
    try {
      parse(later);
      QFAIL("cued_at_s 3 loaded");
    } catch (const ConfigError& e) {
      const std::string msg = e.issues().front().toString();
      QVERIFY2(msg.rfind("test.json:", 0) == 0, msg.c_str());
      QVERIFY2(msg.find("/critical_tasks/0/cued_at_s") != std::string::npos, msg.c_str());
    }
  }

  void actionsMustBeTheOperators() {
    try {
      parse(std::string(kTriggerDrill)
                .replace(std::string(kTriggerDrill).find("\"type\": \"pump_start\""),
                         std::string("\"type\": \"pump_start\"").size(),
                         "\"type\": \"pump_fail\""));
      QFAIL("a malfunction as an action loaded");
    } catch (const ConfigError& e) {
      const std::string msg = e.issues().front().toString();
      QVERIFY2(msg.find("pump_fail is a malfunction, not an operator action") != std::string::npos,
               msg.c_str());
      QVERIFY2(msg.rfind("test.json:", 0) == 0, msg.c_str());
    }
  }
};

PODTWIN_TEST_GUILESS_MAIN(DrillTest)
}  // namespace drill_test
#include "drill_test.moc"
