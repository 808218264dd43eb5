// Crash-safe sessions: an autosave is written atomically, a lock left by a killed session is
// detected, and restoring loads the saved checkpoint — the same state at the saved simulated time,
// with the scenario's injected events — or, when the checkpoint is damaged, replays to that time.

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include "support/test_main.h"

#include "gui/design_workbench.h"
#include "gui/main_window.h"
#include "gui/session_autosave.h"
#include "gui/sim_controller.h"
#include "panels/design_editor_view.h"
#include "panels/event_log_view.h"

namespace session_autosave_test {

using podtwin::gui::MainWindow;
using podtwin::gui::SessionAutosave;
using podtwin::gui::SimController;

class SessionAutosaveTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

  void killedSessionIsOfferedAndRestoredExactly() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    double savedTime = 0.0;
    podtwin::Snapshot savedSnapshot;
    std::size_t savedEvents = 0;
    std::vector<podtwin::Event> events;
    {
      MainWindow w;
      w.quietErrors = true;
      QVERIFY(w.openPod(QStringLiteral("builtin:default")));
      QVERIFY(w.openScenario(QStringLiteral("builtin:pump_loss_n1")));
      auto* autosave = new SessionAutosave(&w, dir.path(), 3600000);
      QVERIFY(!autosave->previousSessionCrashed());  // a fresh directory has no stale lock
      QSignalSpy done(w.controller(), &SimController::jumpFinished);
      w.controller()->jumpTo(30.0);
      QTRY_VERIFY_WITH_TIMEOUT(done.count() == 1, 60000);
      QVERIFY(w.injectEvent(podtwin::EventType::Leak, "rack4", {{"rate_lpm", 3.0}}));
      w.controller()->jumpTo(45.0);
      QTRY_VERIFY_WITH_TIMEOUT(done.count() == 2, 60000);
      QVERIFY(autosave->saveNow());
      w.controller()->pollNow();
      savedTime = w.controller()->snapshot().timeS;
      savedSnapshot = w.controller()->snapshot();
      events = w.controller()->scenario().events;
      savedEvents = events.size();
      // No temporary file is left beside the autosave (QSaveFile renamed it into place).
      const QStringList files = QDir(dir.path()).entryList(QDir::Files);
      for (const QString& f : files) QVERIFY2(!f.contains(QStringLiteral(".tmp")), qPrintable(f));
      // Simulate a kill: the window goes away but the lock file stays, as after SIGKILL.
      QFile::copy(autosave->lockFile(), dir.path() + QStringLiteral("/lock.keep"));
    }
    QFile::remove(dir.path() + QStringLiteral("/running.lock"));
    QFile::rename(dir.path() + QStringLiteral("/lock.keep"),
                  dir.path() + QStringLiteral("/running.lock"));
    // The lock names this test's own PID, which counts as a dead session (it is not another
    // instance).
    QCOMPARE(savedEvents, std::size_t(2));  // the scenario's pump failure and the injected leak
    QVERIFY(std::abs(savedTime - 45.0) < 0.11);

    MainWindow w2;
    w2.quietErrors = true;
    QVERIFY(w2.openPod(QStringLiteral("builtin:default")));
    auto* autosave2 = new SessionAutosave(&w2, dir.path(), 3600000);
    QVERIFY(autosave2->previousSessionCrashed());
    const auto saved = autosave2->readSaved();
    QVERIFY(saved.has_value());
    QCOMPARE(saved->podSpec, QStringLiteral("builtin:default"));
    QCOMPARE(saved->eventCount, 2);
    QCOMPARE(saved->timeS, savedTime);
    QVERIFY(!saved->checkpointPath.isEmpty());
    QSignalSpy done2(w2.controller(), &SimController::jumpFinished);
    QString error;
    QVERIFY2(autosave2->restore(*saved, &error), qPrintable(error));
    // The checkpoint is restored at once: no replay from t = 0, and the state is the saved one.
    w2.controller()->pollNow();
    QCOMPARE(done2.count(), 0);
    QCOMPARE(w2.controller()->snapshot().timeS, savedTime);
    QCOMPARE(w2.controller()->snapshot().tick, savedSnapshot.tick);
    QCOMPARE(w2.controller()->snapshot().bessSoc, savedSnapshot.bessSoc);
    QCOMPARE(w2.controller()->snapshot().gpuTempMaxC, savedSnapshot.gpuTempMaxC);
    QCOMPARE(w2.controller()->snapshot().costToDateUsd, savedSnapshot.costToDateUsd);
    const auto& restored = w2.controller()->scenario().events;
    QCOMPARE(restored.size(), events.size());
    for (std::size_t i = 0; i < events.size(); ++i) QVERIFY(restored[i] == events[i]);
    // The log holds the whole run up to the saved time (the leak injected at 30 s included).
    bool leakLogged = false;
    for (const auto& e : w2.eventLog()->entries()) leakLogged |= e.object == "rack4";
    QVERIFY(leakLogged);

    // A damaged checkpoint is not used: the run replays to the saved time instead, and arrives
    // at the same state.
    QFile ck(saved->checkpointPath);
    QVERIFY(ck.open(QIODevice::ReadWrite));
    ck.seek(ck.size() / 2);
    ck.write("garbage");
    ck.close();
    QVERIFY2(autosave2->restore(*saved, &error), qPrintable(error));
    QTRY_VERIFY_WITH_TIMEOUT(done2.count() == 1, 60000);
    w2.controller()->pollNow();
    QCOMPARE(w2.controller()->snapshot().tick, savedSnapshot.tick);
    QCOMPARE(w2.controller()->snapshot().bessSoc, savedSnapshot.bessSoc);
    QCOMPARE(w2.controller()->snapshot().costToDateUsd, savedSnapshot.costToDateUsd);
  }

  void appliedDesignThatWasNeverSavedIsRestoredFromItsCheckpoint() {
    // A design applied from the editor has no file: the autosave names it "… (edited)", and the
    // restore takes the pod from the checkpoint, which holds the design's own text.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    podtwin::Snapshot savedSnapshot;
    {
      MainWindow w;
      w.quietErrors = true;
      QVERIFY(w.openPod(QStringLiteral("builtin:default")));
      auto* view = w.design()->view();
      QVERIFY(
          view->editValue(QStringLiteral("power.battery.capacity_kwh"), QStringLiteral("3000")));
      QString error;
      QVERIFY2(w.design()->apply(&error), qPrintable(error));
      QCOMPARE(w.controller()->pod().power.battery.capacityKwh, 3000.0);
      auto* autosave = new SessionAutosave(&w, dir.path(), 3600000);
      QSignalSpy done(w.controller(), &SimController::jumpFinished);
      w.controller()->jumpTo(20.0);
      QTRY_VERIFY_WITH_TIMEOUT(done.count() == 1, 60000);
      QVERIFY(autosave->saveNow());
      w.controller()->pollNow();
      savedSnapshot = w.controller()->snapshot();
      QFile::copy(autosave->lockFile(), dir.path() + QStringLiteral("/lock.keep"));
    }
    QFile::remove(dir.path() + QStringLiteral("/running.lock"));
    QFile::rename(dir.path() + QStringLiteral("/lock.keep"),
                  dir.path() + QStringLiteral("/running.lock"));

    MainWindow w2;
    w2.quietErrors = true;
    QVERIFY(w2.openPod(QStringLiteral("builtin:default")));
    auto* autosave2 = new SessionAutosave(&w2, dir.path(), 3600000);
    QVERIFY(autosave2->previousSessionCrashed());
    const auto saved = autosave2->readSaved();
    QVERIFY(saved.has_value());
    QVERIFY2(saved->podSpec.endsWith(QStringLiteral("(edited)")), qPrintable(saved->podSpec));
    QString message;
    QVERIFY2(autosave2->restoreOrSetAside(*saved, &message), qPrintable(message));
    w2.controller()->pollNow();
    QCOMPARE(w2.controller()->pod().power.battery.capacityKwh, 3000.0);
    QCOMPARE(w2.currentPodSpec(), saved->podSpec);
    QCOMPARE(w2.controller()->snapshot().tick, savedSnapshot.tick);
    QCOMPARE(w2.controller()->snapshot().bessSoc, savedSnapshot.bessSoc);
    QCOMPARE(w2.controller()->snapshot().costToDateUsd, savedSnapshot.costToDateUsd);
    // The editor shows the restored design, not the default pod.
    QCOMPARE(w2.design()->view()->valueText(QStringLiteral("power.battery.capacity_kwh")),
             QStringLiteral("3000"));
  }

  void cleanExitLeavesNothingToOffer() {
    QTemporaryDir dir;
    {
      MainWindow w;
      QVERIFY(w.openPod(QStringLiteral("builtin:default")));
      auto* a = new SessionAutosave(&w, dir.path(), 3600000);
      QVERIFY(a->saveNow());
      QVERIFY(QFile::exists(a->lockFile()));
    }  // the window deletes the autosave: a clean exit removes the lock
    QVERIFY(!QFile::exists(dir.path() + QStringLiteral("/running.lock")));
    MainWindow w2;
    QVERIFY(w2.openPod(QStringLiteral("builtin:default")));
    auto* b = new SessionAutosave(&w2, dir.path(), 3600000);
    QVERIFY(!b->previousSessionCrashed());
    QVERIFY(!b->offerRestore(&w2));
  }
};

PODTWIN_TEST_MAIN(SessionAutosaveTest)
}  // namespace session_autosave_test
#include "session_autosave_test.moc"
