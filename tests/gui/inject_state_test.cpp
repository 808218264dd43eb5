// Injection from the window under Xvfb follows the model's state: failing a pump that has failed is
// refused with the reason (and greyed in the context menu), the power-cap dialog offers a cap that
// acts and caps can be released, and events injected in one run go into a newly opened pod only if
// the user says so, with the status bar counting them.

#include <QApplication>
#include <QDialog>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTest>
#include <QTimer>
#include <functional>
#include "support/test_main.h"

#include "gui/gui_test_support.h"
#include "gui/main_window.h"

namespace inject_state_test {

using podtwin::EventType;
using podtwin::gui::MainWindow;

using podtwin::gui::testing::onNextModal;
namespace {
/// Steps the run `n` control ticks and takes the newest state.
void step(MainWindow& w, int n) {
  for (int i = 0; i < n; ++i) w.controller()->stepOnce();
  w.controller()->sync();
  w.controller()->pollNow();
}

/// The entries of `target`'s context menu: object name → (enabled, text).
QMap<QString, QPair<bool, QString>> contextMenu(MainWindow& w, const QString& target) {
  QMap<QString, QPair<bool, QString>> out;
  QTimer::singleShot(50, [&] {
    if (QMenu* m = w.openContextMenu()) {
      for (QAction* a : m->actions())
        if (!a->objectName().isEmpty()) out.insert(a->objectName(), {a->isEnabled(), a->text()});
      m->close();
    }
  });
  w.showObjectContextMenu(target, w.mapToGlobal(QPoint(200, 200)));
  return out;
}

QPushButton* buttonWithText(QWidget* box, const QString& text) {
  for (QPushButton* b : box->findChildren<QPushButton*>())
    if (b->text() == text) return b;
  return nullptr;
}
}  // namespace

class InjectStateTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("PodTwinTest"));
    QCoreApplication::setApplicationName(QStringLiteral("PodTwinInjectTest"));
    QSettings().clear();
  }

  void aFailedPumpIsNotFailedAgain() {
    MainWindow w;
    QVERIFY(w.openPod(QStringLiteral("builtin:default")));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    step(w, 1);
    auto menu = contextMenu(w, QStringLiteral("cdu1"));
    QVERIFY(menu.contains(QStringLiteral("ctx_pump_fail_cdu1/pump1")));
    QVERIFY(menu.value(QStringLiteral("ctx_pump_fail_cdu1/pump1")).first);
    // Restoring a pump that runs would do nothing.
    QVERIFY(!menu.value(QStringLiteral("ctx_pump_restore_cdu1/pump1")).first);

    QVERIFY(w.injectEvent(EventType::PumpFail, "cdu1/pump1"));
    step(w, 2);
    QVERIFY(w.controller()->snapshot().cdus[0].pumps[0].failed);
    const auto events = w.controller()->scenario().events.size();
    QVERIFY(!w.injectEvent(EventType::PumpFail, "cdu1/pump1"));
    QCOMPARE(w.controller()->scenario().events.size(), events);
    QCOMPARE(w.statusBar()->currentMessage(),
             QStringLiteral("Not injected: CDU 1, pump 1 has already failed."));
    menu = contextMenu(w, QStringLiteral("cdu1"));
    const auto failAgain = menu.value(QStringLiteral("ctx_pump_fail_cdu1/pump1"));
    QVERIFY(!failAgain.first);
    QVERIFY2(failAgain.second.endsWith(QStringLiteral("(CDU 1, pump 1 has already failed)")),
             qPrintable(failAgain.second));
    QVERIFY(menu.value(QStringLiteral("ctx_pump_fail_cdu1/pump2")).first);
    QVERIFY(menu.value(QStringLiteral("ctx_pump_restore_cdu1/pump1")).first);
  }

  void powerCapOffersACapThatActsAndCanBeReleased() {
    MainWindow w;
    QVERIFY(w.openPod(QStringLiteral("builtin:default")));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    step(w, 5);
    const double rack1Kw = w.controller()->snapshot().racks.powerKw[0];
    QVERIFY(rack1Kw > 50.0);
    onNextModal([](QWidget* d) { qobject_cast<QDialog*>(d)->accept(); });
    w.action(QStringLiteral("inject_power_cap"))->trigger();
    w.controller()->sync();
    w.controller()->pollNow();
    const auto& ev = w.controller()->scenario().events;
    QVERIFY(!ev.empty());
    QCOMPARE(ev.back().type, EventType::PowerCap);
    QCOMPARE(ev.back().target.toString(), std::string("rack1"));
    QCOMPARE(ev.back().number("cap_kw"), std::round(0.9 * rack1Kw));
    step(w, 20);
    QVERIFY(w.controller()->snapshot().racks.capKw[0] > 0.0F);
    QVERIFY(w.controller()->snapshot().racks.powerKw[0] < 0.95 * rack1Kw);
    // The capped rack offers to release its cap, and releasing it lifts the cap.
    const auto menu = contextMenu(w, QStringLiteral("rack1"));
    QVERIFY(menu.contains(QStringLiteral("ctx_release_cap")));
    QVERIFY(!contextMenu(w, QStringLiteral("rack2")).contains(QStringLiteral("ctx_release_cap")));
    w.action(QStringLiteral("inject_power_cap_release"))->trigger();
    step(w, 20);
    QCOMPARE(w.controller()->snapshot().racks.capKw[0], 0.0F);
    QVERIFY(w.controller()->snapshot().racks.powerKw[0] > 0.97 * rack1Kw);
  }

  void injectedEventsGoToANewPodOnlyWhenKept() {
    MainWindow w;
    QVERIFY(w.openPod(QStringLiteral("builtin:default")));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    step(w, 1);
    QVERIFY(w.injectEvent(EventType::GensetTrip, "genset2"));
    w.controller()->sync();
    w.controller()->pollNow();
    // Discarded: the new pod's run starts with the (empty) scenario only.
    onNextModal([](QWidget* box) {
      QVERIFY(box->objectName() == QLatin1String("keepInjectedBox"));
      buttonWithText(box, QStringLiteral("Discard them"))->click();
    });
    QVERIFY(w.openPod(QStringLiteral("builtin:default")));
    QVERIFY(w.controller()->scenario().events.empty());
    QVERIFY(w.statusPodText().endsWith(QStringLiteral("scenario empty")));
    // Kept: the event is in the new run's scenario, and the status bar counts it.
    step(w, 1);
    QVERIFY(w.injectEvent(EventType::GensetTrip, "genset2"));
    onNextModal([](QWidget* box) { buttonWithText(box, QStringLiteral("Keep them"))->click(); });
    QVERIFY(w.openPod(QStringLiteral("builtin:default")));
    QCOMPARE(w.controller()->scenario().events.size(), std::size_t{1});
    QCOMPARE(w.controller()->scenario().events[0].target.toString(), std::string("genset2"));
    QVERIFY2(w.statusPodText().endsWith(QStringLiteral("scenario empty + 1 injected")),
             qPrintable(w.statusPodText()));
  }
};

PODTWIN_TEST_MAIN(InjectStateTest)
}  // namespace inject_state_test
#include "inject_state_test.moc"
