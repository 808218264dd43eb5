// Injecting through the dialog under Xvfb: an open-ended ("until restored") Grid outage reaches the
// model (its grid is out) and is one undoable step of the timeline, which Ctrl+Z takes back out of
// the run while the earlier history stays; the dialog's title says whether it is a failure or an
// operator's action, and whether it goes into the comparison run B.

#include <QApplication>
#include <QDialog>
#include <QDoubleSpinBox>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>
#include <cmath>
#include "support/test_main.h"

#include "gui/comparison_workbench.h"
#include "gui/gui_test_support.h"
#include "gui/main_window.h"
#include "panels/event_edit_dialog.h"
#include "panels/timeline_editor.h"

namespace inject_undo_test {

using podtwin::Event;
using podtwin::EventType;
using podtwin::gui::MainWindow;
using podtwin::gui::testing::kWaitMs;
using podtwin::gui::testing::onNextModal;
using podtwin::views::EventEditDialog;

namespace {
/// Steps the run `n` control ticks and takes the newest state.
void step(MainWindow& w, int n) {
  for (int i = 0; i < n; ++i) w.controller()->stepOnce();
  w.controller()->sync();
  w.controller()->pollNow();
}

int countOf(const std::vector<Event>& events, EventType type) {
  return static_cast<int>(std::count_if(events.begin(), events.end(),
                                        [type](const Event& e) { return e.type == type; }));
}

/// The title of the dialog `action` opens, which is then cancelled.
QString dialogTitle(MainWindow& w, const QString& action) {
  QString title;
  onNextModal([&title](QWidget* d) {
    title = d->windowTitle();
    qobject_cast<QDialog*>(d)->reject();
  });
  w.action(action)->trigger();
  return title;
}
}  // namespace

class InjectUndoTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("PodTwinTest"));
    QCoreApplication::setApplicationName(QStringLiteral("PodTwinInjectUndoTest"));
    QSettings().clear();
  }

  void openEndedGridOutageHappensAndCtrlZUndoesIt() {
    MainWindow w;
    QVERIFY(w.openPod(QStringLiteral("builtin:default")));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    step(w, 5);
    QVERIFY(w.controller()->snapshot().gridAvailable);
    // An earlier edit of the timeline: its undo step must survive the injection.
    w.timeline()->addEvent(podtwin::makeEvent(3600.0, EventType::GensetTrip, "genset1"));
    QUndoStack* undo = w.timeline()->undoStack();
    QCOMPARE(undo->count(), 1);
    QTRY_VERIFY_WITH_TIMEOUT(!w.controller()->isJumping(), kWaitMs);
    step(w, 1);
    const double injectS = w.controller()->snapshot().timeS;

    // The dialog offers the outage "until restored" (its default) and is accepted as it is.
    QString title;
    double duration = 0.0;
    onNextModal([&](QWidget* d) {
      auto* dlg = qobject_cast<EventEditDialog*>(d);
      title = d->windowTitle();
      QDoubleSpinBox* spin = dlg->numberEdit(QStringLiteral("duration_s"));
      duration = spin->value() <= spin->minimum() ? HUGE_VAL : spin->value();
      QVERIFY(dlg->validationError().isEmpty());
      dlg->accept();
    });
    w.action(QStringLiteral("inject_grid_outage"))->trigger();
    QCOMPARE(title, QStringLiteral("Inject: Grid outage"));
    QVERIFY(std::isinf(duration));

    // The event reaches the run (queued, it comes back in the next poll) and the grid goes out.
    QTRY_VERIFY_WITH_TIMEOUT(countOf(w.controller()->scenario().events, EventType::GridOutage) == 1,
                             kWaitMs);
    const auto& events = w.controller()->scenario().events;
    const auto it = std::find_if(events.begin(), events.end(),
                                 [](const Event& e) { return e.type == EventType::GridOutage; });
    QVERIFY(it->injected());
    QCOMPARE(it->t_s, injectS);
    QVERIFY(std::isinf(it->number("duration_s")));
    step(w, 3);
    QVERIFY(!w.controller()->snapshot().gridAvailable);

    // One more undo step, named for the injection; the earlier one is still there.
    QTRY_COMPARE_WITH_TIMEOUT(undo->count(), 2, kWaitMs);
    QCOMPARE(undo->text(1), QStringLiteral("Inject Grid outage"));
    QCOMPARE(undo->text(0), QStringLiteral("Add Genset trip"));
    QCOMPARE(countOf(w.timeline()->scenario().events, EventType::GridOutage), 1);

    // Ctrl+Z takes the outage back out of the run: it replays to where it was with the grid in.
    const double nowS = w.controller()->snapshot().timeS;
    QApplication::setActiveWindow(&w);
    QTRY_VERIFY_WITH_TIMEOUT(QApplication::activeWindow() == &w, kWaitMs);
    QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(undo->index(), 1);
    QTRY_VERIFY_WITH_TIMEOUT(!w.controller()->isJumping(), kWaitMs);
    w.controller()->sync();
    w.controller()->pollNow();
    QCOMPARE(countOf(w.controller()->scenario().events, EventType::GridOutage), 0);
    QCOMPARE(countOf(w.controller()->scenario().events, EventType::GensetTrip), 1);
    QCOMPARE(w.controller()->snapshot().timeS, nowS);
    QVERIFY(w.controller()->snapshot().gridAvailable);
    QCOMPARE(undo->count(), 2);  // the outage can be redone

    // Ctrl+Shift+Z puts it back: the run replays from before it with the outage.
    QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(undo->index(), 2);
    QTRY_VERIFY_WITH_TIMEOUT(!w.controller()->isJumping(), kWaitMs);
    w.controller()->sync();
    w.controller()->pollNow();
    QCOMPARE(countOf(w.controller()->scenario().events, EventType::GridOutage), 1);
    QCOMPARE(w.controller()->snapshot().timeS, nowS);
    QVERIFY(!w.controller()->snapshot().gridAvailable);
  }

  // Ctrl+Z at once after an injection, before the run's scenario has come back, still takes back
  // the injection (the newest step), not the edit before it.
  void ctrlZRightAfterAnInjectionUndoesIt() {
    MainWindow w;
    QVERIFY(w.openPod(QStringLiteral("builtin:default")));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    step(w, 3);
    w.timeline()->addEvent(podtwin::makeEvent(3600.0, EventType::GensetTrip, "genset1"));
    QTRY_VERIFY_WITH_TIMEOUT(!w.controller()->isJumping(), kWaitMs);
    step(w, 1);
    QVERIFY(w.injectEvent(EventType::GridOutage, "grid"));
    QApplication::setActiveWindow(&w);
    QTRY_VERIFY_WITH_TIMEOUT(QApplication::activeWindow() == &w, kWaitMs);
    QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier);
    QUndoStack* undo = w.timeline()->undoStack();
    QCOMPARE(undo->count(), 2);
    QCOMPARE(undo->index(), 1);
    QCOMPARE(undo->redoText(), QStringLiteral("Inject Grid outage"));
    QTRY_VERIFY_WITH_TIMEOUT(!w.controller()->isJumping(), kWaitMs);
    w.controller()->sync();
    w.controller()->pollNow();
    QCOMPARE(countOf(w.controller()->scenario().events, EventType::GridOutage), 0);
    QCOMPARE(countOf(w.controller()->scenario().events, EventType::GensetTrip), 1);
    QVERIFY(w.controller()->snapshot().gridAvailable);
  }

  void titlesNameOperatorActionsAndRunB() {
    MainWindow w;
    QVERIFY(w.openPod(QStringLiteral("builtin:default")));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    step(w, 2);
    QCOMPARE(dialogTitle(w, QStringLiteral("inject_cdu_trip")), QStringLiteral("Inject: CDU trip"));
    QCOMPARE(dialogTitle(w, QStringLiteral("inject_supply_setpoint")),
             QStringLiteral("Operator action: Supply set point"));
    QVERIFY(w.comparison()->branchHere());
    QVERIFY(w.comparison()->injectsIntoB());
    QCOMPARE(dialogTitle(w, QStringLiteral("inject_cdu_trip")),
             QStringLiteral("Inject into B: CDU trip"));
    QCOMPARE(dialogTitle(w, QStringLiteral("inject_supply_setpoint")),
             QStringLiteral("Operator action in B: Supply set point"));
  }
};

PODTWIN_TEST_MAIN(InjectUndoTest)
}  // namespace inject_undo_test
#include "inject_undo_test.moc"
