// podtwin-sim drill: plays a built-in drill with its reference response, no response or a session
// file, prints the score and its breakdown, writes the report JSON (score, max_score, one entry per
// critical task with met and its times) and the session, which replays to the same report; `list`
// names the drills; bad input exits 2 with file:line: path: reason.
#include <QTemporaryDir>
#include <QtTest>
#include "support/test_main.h"

#include <fstream>
#include <nlohmann/json.hpp>

#include "cli_test_support.h"

namespace drill_cli_test {

using namespace podtwin::clitest;
namespace fs = std::filesystem;

class DrillCliTest : public QObject {
  Q_OBJECT

 private slots:
  void referenceReportAndSessionReplay() {
    QTemporaryDir dir;
    const fs::path d(dir.path().toStdString());
    const Run ref = podtwinSim({"drill", "--drill", "builtin:pump_loss_manual_standby", "--actions",
                                "reference", "--report", q(d / "ref.json"), "--session",
                                q(d / "session.json")});
    QCOMPARE(ref.code, 0);
    QVERIFY2(ref.out.contains("score 98.7 / 100"), qPrintable(ref.out));
    QVERIFY(ref.out.contains("[met] start_standby_pump"));
    const auto report = nlohmann::json::parse(slurp(d / "ref.json"));
    QCOMPARE(report["max_score"].get<double>(), 100.0);
    QVERIFY(report["score"].get<double>() >= 90.0);
    QCOMPARE(report["critical_tasks"].size(), std::size_t{1});
    const auto& task = report["critical_tasks"][0];
    QCOMPARE(task["name"].get<std::string>(), std::string("start_standby_pump"));
    QVERIFY(task["met"].get<bool>());
    QVERIFY(task["first_action_s"].get<double>() > task["cue_s"].get<double>());
    QVERIFY(task["standard_met_s"].get<double>() > task["first_action_s"].get<double>());
    // The session names its drill and seed and replays to the same report, byte for byte.
    const auto session = nlohmann::json::parse(slurp(d / "session.json"));
    QCOMPARE(session["drill"].get<std::string>(), std::string("builtin:pump_loss_manual_standby"));
    QCOMPARE(session["actions"].size(), std::size_t{1});
    const Run replay =
        podtwinSim({"drill", "--actions", q(d / "session.json"), "--report", q(d / "replay.json")});
    QCOMPARE(replay.code, 0);
    QCOMPARE(slurp(d / "replay.json"), slurp(d / "ref.json"));
    QCOMPARE(replay.out, ref.out);
    // A session replayed with another seed is refused.
    const Run otherSeed = podtwinSim({"drill", "--actions", q(d / "session.json"), "--seed", "2"});
    QCOMPARE(otherSeed.code, 2);
    QVERIFY2(otherSeed.err.contains("the session is of seed 1"), qPrintable(otherSeed.err));
  }

  void noResponseNamesTheMissedTasks() {
    const Run none = podtwinSim({"drill", "--drill", "builtin:leak_manual_isolation"});
    QCOMPARE(none.code, 0);
    QVERIFY2(none.out.contains("score 0.0 / 100"), qPrintable(none.out));
    QVERIFY(none.out.contains("[MISSED] isolate_leaking_rack"));
    QVERIFY(none.out.contains("the standard never held"));
  }

  void listNamesTheDrills() {
    const Run list = podtwinSim({"list"});
    QCOMPARE(list.code, 0);
    QVERIFY(list.out.contains("built-in drills"));
    for (const char* n :
         {"pump_loss_manual_standby", "leak_manual_isolation", "cdu_trip_restart",
          "genset_trip_curtailment_peak", "heat_wave_dry_cooler_out", "brownout_battery_faulted",
          "cdu_setpoint_fault", "curtailment_load_shed"}) {
      QVERIFY2(list.out.contains(QString("builtin:") + n), n);
    }
    QVERIFY(list.out.contains("pump_start"));
    QVERIFY(list.out.contains("leak_isolation_mode"));
  }

  void badInputExitsTwo() {
    QTemporaryDir dir;
    const fs::path d(dir.path().toStdString());
    const Run unknown = podtwinSim({"drill", "--drill", "builtin:nope"});
    QCOMPARE(unknown.code, 2);
    QVERIFY2(unknown.err.contains("no built-in drill named \"nope\""), qPrintable(unknown.err));
    // A session whose action is a malfunction: the file, line and path are named.
    std::ofstream(d / "bad.json") << "{\n  \"schema_version\": 1,\n"
                                  << "  \"drill\": \"builtin:cdu_trip_restart\",\n"
                                  << "  \"actions\": [{\"t_s\": 5, \"type\": \"cdu_trip\", "
                                     "\"target\": \"cdu1\"}]\n}\n";
    const Run bad = podtwinSim({"drill", "--actions", q(d / "bad.json")});
    QCOMPARE(bad.code, 2);
    QVERIFY2(bad.err.contains("bad.json:4: /actions/0/type: action 0: cdu_trip is a malfunction, "
                              "not an operator action"),
             qPrintable(bad.err));
    const Run validate = podtwinSim({"validate", "builtin:cdu_trip_restart"});
    QCOMPARE(validate.code, 0);
    QVERIFY2(validate.out.contains("valid drill \"cdu_trip_restart\""), qPrintable(validate.out));
  }
};

PODTWIN_TEST_GUILESS_MAIN(DrillCliTest)
}  // namespace drill_cli_test
#include "drill_cli_test.moc"
