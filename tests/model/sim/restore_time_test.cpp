// A state whose time is not its tick count times the control step was not written by a run: an
// infinite, NaN or shifted time (a forged checkpoint) is refused on restore with the time, the tick
// and the step named, and the run keeps the state it had; a state as the run wrote it restores.
#include <QtTest>
#include "support/test_main.h"

#include <limits>

#include "config/pod_config.h"
#include "sim/checkpoint_file.h"
#include "sim/simulation.h"

namespace restore_time_test {

using namespace podtwin;

class RestoreTimeTest : public QObject {
  Q_OBJECT

 private slots:
  void aForgedTimeIsRefused_data() {
    QTest::addColumn<double>("timeS");
    QTest::addColumn<QString>("shown");
    QTest::newRow("infinite") << std::numeric_limits<double>::infinity() << "inf";
    QTest::newRow("nan") << std::numeric_limits<double>::quiet_NaN() << "nan";
    QTest::newRow("a tick later") << 5.1 << "5.1";
  }

  void aForgedTimeIsRefused() {
    QFETCH(double, timeS);
    QFETCH(QString, shown);
    Simulation sim(loadPodConfig("builtin:default"), Scenario{}, 1);
    sim.runUntil(5.0);
    CheckpointFile f = makeCheckpoint(sim);
    QCOMPARE(f.state.tick, std::uint64_t{50});
    QCOMPARE(f.state.timeS, 5.0);
    QVERIFY(resumeFromCheckpoint(f, "good.ckpt")->timeS() == 5.0);
    f.state.timeS = timeS;
    try {
      resumeFromCheckpoint(f, "forged.ckpt");
      QFAIL("a forged time restored");
    } catch (const CheckpointError& e) {
      QCOMPARE(QString(e.what()), "forged.ckpt: the state does not fit this build: its time " +
                                      shown + " s is not its tick 50 x the control step 0.1 s");
    }
    // The same refusal through Simulation::restore, which leaves the run as it was.
    Simulation other(loadPodConfig("builtin:default"), Scenario{}, 1);
    QVERIFY_THROWS_EXCEPTION(StateFormatError, other.restore(f.state));
    QCOMPARE(other.tick(), std::uint64_t{0});
    QCOMPARE(other.timeS(), 0.0);
  }
};

PODTWIN_TEST_APPLESS_MAIN(RestoreTimeTest)
}  // namespace restore_time_test
#include "restore_time_test.moc"
