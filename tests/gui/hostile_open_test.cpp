// Hostile files in the application: a pod the model cannot build shows the "Cannot open pod" dialog
// and keeps the running session; an autosave that no longer loads (its pod unbuildable, its
// scenario deeply nested, its saved time absurd) is answered "Yes" on "Restore session?", says that
// it could not be restored, keeps the broken files aside, starts clean and is not offered again.

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include "support/test_main.h"

#include "gui/main_window.h"
#include "gui/session_autosave.h"
#include "gui/sim_controller.h"

namespace hostile_open_test {

using podtwin::gui::MainWindow;
using podtwin::gui::SessionAutosave;
using podtwin::gui::SimController;

namespace {

void spit(const QString& path, const QByteArray& bytes) {
  QFile f(path);
  QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
  f.write(bytes);
}

// Answers every message box that opens while it lives: "Yes" where there is one, else "OK", and
// keeps each box's object name and text.
class DialogAnswerer {
 public:
  DialogAnswerer() {
    QObject::connect(&m_timer, &QTimer::timeout, [this] {
      auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
      if (box == nullptr || !box->isVisible()) return;
      names << box->objectName();
      texts << box->text();
      QAbstractButton* button = box->button(QMessageBox::Yes);
      if (button == nullptr) button = box->button(QMessageBox::Ok);
      if (button != nullptr) button->click();
    });
    m_timer.start(50);
  }
  QStringList names;
  QStringList texts;

 private:
  QTimer m_timer;
};

// The autosave of a session at `timeS` whose pod is `podSpec` and whose scenario is `scenario`,
// left by a process that did not exit (the lock names no live process).
void writeAutosave(const QString& dir, const QString& podSpec, const QByteArray& scenario,
                   double timeS) {
  QDir().mkpath(dir);
  spit(dir + "/session.json",
       QStringLiteral(R"({"schema_version": 1, "pod": "%1", "time_s": %2, "saved_at_ms": 0,
                         "events": 0})")
           .arg(podSpec)
           .arg(timeS, 0, 'g', 17)
           .toUtf8());
  spit(dir + "/scenario.json", scenario);
  spit(dir + "/running.lock", "0");
}

}  // namespace

class HostileOpenTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

  void unbuildablePodShowsTheDialogAndKeepsTheSession() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString pod = dir.path() + "/rails5.json";
    spit(pod, "{\"schema_version\": 1,\n\"fabric\": {\"rails\": 5}}\n");
    MainWindow w;
    QVERIFY(w.openPod(QStringLiteral("builtin:default")));
    QSignalSpy done(w.controller(), &SimController::jumpFinished);
    w.controller()->jumpTo(5.0);
    QTRY_VERIFY_WITH_TIMEOUT(done.count() == 1, 60000);
    w.controller()->pollNow();
    const auto tick = w.controller()->snapshot().tick;
    DialogAnswerer answer;
    QString error;
    QVERIFY(!w.openPod(pod, &error));
    QCOMPARE(answer.names, QStringList{QStringLiteral("errorBox")});
    QCOMPARE(
        error,
        pod +
            ":2: /fabric/rails: 72 NICs per rack (18 trays x 4) do not split evenly over 5 rails");
    QVERIFY(answer.texts.front().contains(error));
    QVERIFY(answer.texts.front().contains(QStringLiteral("the current session is kept")));
    // The session is the one before: same pod, same run, same time.
    QCOMPARE(w.currentPodSpec(), QStringLiteral("builtin:default"));
    w.controller()->pollNow();
    QCOMPARE(w.controller()->snapshot().tick, tick);
  }

  void brokenAutosaveIsSetAsideAndTheAppStartsClean_data() {
    QTest::addColumn<QString>("pod");
    QTest::addColumn<QByteArray>("scenario");
    QTest::addColumn<double>("timeS");
    QTest::addColumn<QString>("reason");
    const QByteArray empty = R"({"schema_version": 1, "name": "saved", "events": []})";
    QTest::newRow("unbuildable pod")
        << "rails5" << empty << 30.0
        << "/fabric/rails: 72 NICs per rack (18 trays x 4) do not split evenly";
    QTest::newRow("deeply nested scenario")
        << "builtin:default"
        << QByteArray("{\"schema_version\": 1, \"events\": ") + QByteArray(20000, '[') +
               QByteArray(20000, ']') + "}"
        << 30.0 << "invalid JSON: nested deeper than 64 levels of arrays and objects";
    QTest::newRow("absurd saved time")
        << "builtin:default" << empty << 1e300 << "is not a time a session reaches";
  }
  void brokenAutosaveIsSetAsideAndTheAppStartsClean() {
    QFETCH(QString, pod);
    QFETCH(QByteArray, scenario);
    QFETCH(double, timeS);
    QFETCH(QString, reason);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString autosaveDir = dir.path() + "/autosave";
    if (pod == QLatin1String("rails5")) {
      pod = dir.path() + "/rails5.json";
      spit(pod, "{\"schema_version\": 1,\n\"fabric\": {\"rails\": 5}}\n");
    }
    writeAutosave(autosaveDir, pod, scenario, timeS);

    MainWindow w;
    QVERIFY(w.openPod(QStringLiteral("builtin:default")));
    auto* autosave = new SessionAutosave(&w, autosaveDir, 3600000);
    QVERIFY(autosave->previousSessionCrashed());
    DialogAnswerer answer;
    QVERIFY(!autosave->offerRestore(&w));  // "Yes" is answered, and the restore fails
    // Two boxes: the question and one message saying why (no "Cannot open" box of its own).
    QCOMPARE(answer.names.size(), 2);
    QCOMPARE(answer.names.back(), QStringLiteral("restoreFailedBox"));
    const QString message = answer.texts.back();
    QVERIFY2(message.contains(QStringLiteral("could not be restored")), qPrintable(message));
    QVERIFY2(message.contains(reason), qPrintable(message));
    // The broken files are kept aside, named in the message, and gone from the autosave's place.
    const QStringList aside =
        QDir(autosaveDir).entryList({QStringLiteral("not-restored-*")}, QDir::Dirs);
    QCOMPARE(aside.size(), 1);
    QVERIFY(message.contains(aside.front()));
    QVERIFY(QFile::exists(autosaveDir + "/" + aside.front() + "/session.json"));
    QCOMPARE(QFile(autosaveDir + "/" + aside.front() + "/scenario.json").size(),
             static_cast<qint64>(scenario.size()));
    QVERIFY(!QFile::exists(autosave->sessionFile()));
    // Started clean: the window's pod at t = 0, not running.
    QCOMPARE(w.currentPodSpec(), QStringLiteral("builtin:default"));
    w.controller()->pollNow();
    QCOMPARE(w.controller()->snapshot().tick, std::uint64_t{0});
    // The next start is not offered the same restore (no loop).
    MainWindow w2;
    QVERIFY(w2.openPod(QStringLiteral("builtin:default")));
    auto* again = new SessionAutosave(&w2, autosaveDir, 3600000);
    QVERIFY(!again->previousSessionCrashed());
    QVERIFY(!again->offerRestore(&w2));
  }
};

PODTWIN_TEST_MAIN(HostileOpenTest)
}  // namespace hostile_open_test
#include "hostile_open_test.moc"
