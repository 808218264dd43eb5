// One row per event type: a row added to the catalogue (spelling, domain, target, one parameter
// with unit, range and default, description, parameter help and its handler) is all it takes for
// the Inject menu, the dialog, the timeline, the event log and both catalogues (podtwin-sim list's
// text and the menu's descriptions) to show it, and for a run to apply it.

#include <QApplication>
#include <QDialog>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QMenu>
#include <QSettings>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTest>
#include "support/test_main.h"

#include "core/event_log.h"
#include "core/tr_noop.h"
#include "gui/gui_test_support.h"
#include "gui/language.h"
#include "gui/main_window.h"
#include "panels/event_edit_dialog.h"
#include "panels/event_log_view.h"
#include "panels/event_text.h"
#include "panels/timeline_editor.h"

namespace event_row_test {

using podtwin::Event;
using podtwin::EventType;
using podtwin::gui::MainWindow;
using podtwin::gui::testing::kWaitMs;
using podtwin::gui::testing::onNextModal;
using podtwin::views::EventEditDialog;

namespace {
constexpr const char* kDescription =
    PODTWIN_TR_NOOP("EventText", "A test beacon on the grid tie lights at level_pct.");
constexpr const char* kHelp = PODTWIN_TR_NOOP("EventText", "beacon brightness");

/// The row's handler: it only logs, so the run's physics are untouched.
podtwin::EventResult lightBeacon(const Event& e, double tS, podtwin::EventLog& log) {
  log.add(tS, podtwin::Severity::Info, e.target.toString(), "test_beacon",
          "Test beacon lit at " + std::to_string(static_cast<int>(e.number("level_pct"))) + " %");
  return podtwin::EventResult::Applied;
}

EventType addBeaconRow() {
  podtwin::EventSpec row;
  row.name = "test_beacon";
  row.domain = podtwin::EventDomain::Power;
  row.targetShapes = {{"grid"}};
  podtwin::ParamSpec level;
  level.name = "level_pct";
  level.def = 40.0;
  level.range = podtwin::Range::between(0.0, 100.0);
  level.help = kHelp;
  row.params = {level};
  row.description = kDescription;
  row.handler = &lightBeacon;
  return podtwin::addEventSpec(row);
}

void step(MainWindow& w, int n) {
  for (int i = 0; i < n; ++i) w.controller()->stepOnce();
  w.controller()->sync();
  w.controller()->pollNow();
}
}  // namespace

class EventRowTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("PodTwinTest"));
    QCoreApplication::setApplicationName(QStringLiteral("PodTwinEventRowTest"));
    QSettings().clear();
    m_type = addBeaconRow();
  }

  void headlessCatalogueListsTheRow() {
    QVERIFY(static_cast<std::size_t>(m_type) == podtwin::eventCatalogue().size() - 1);
    QCOMPARE(podtwin::parseEventType("test_beacon"), std::optional<EventType>(m_type));
    const std::string text = podtwin::eventCatalogueText();
    QVERIFY2(text.find("  test_beacon          [power] A test beacon on the grid tie lights at "
                       "level_pct.\n") != std::string::npos,
             text.c_str());
    // The row is checked like any other: its range holds.
    Event e = podtwin::newEvent(m_type, 0.0);
    QCOMPARE(e.number("level_pct"), 40.0);
    QVERIFY(podtwin::eventProblems(e, nullptr).empty());
    e.numbers["level_pct"] = 150.0;
    QCOMPARE(podtwin::eventProblems(e, nullptr).size(), std::size_t{1});
  }

  // The built-in rows' texts are translated where the row is: German comes from the catalogue.
  void rowTextsAreTranslated() {
    using podtwin::views::EventText;
    QVERIFY(podtwin::gui::Language::apply(QStringLiteral("de")));
    QCOMPARE(EventText::description(EventType::GridOutage),
             QStringLiteral("Die Netzkupplung öffnet: kein Bezug."));
    QCOMPARE(EventText::paramHelp(EventType::GridOutage, "duration_s"),
             QStringLiteral("Dauer des Ausfalls; fehlt sie: bis grid_restore"));
    QCOMPARE(EventText::paramHelp(EventType::SensorRestore, "sensor"),
             QStringLiteral("welches Instrument des Ziels"));
    // A text without a translation reads as the row wrote it.
    QCOMPARE(EventText::description(m_type), QString::fromUtf8(kDescription));
    QVERIFY(podtwin::gui::Language::apply(QStringLiteral("en")));
    QCOMPARE(EventText::description(EventType::GridOutage),
             QStringLiteral("Grid tie opens: no import."));
  }

  void windowInjectsTheRowAndShowsItEverywhere() {
    MainWindow w;
    QVERIFY(w.openPod(QStringLiteral("builtin:default")));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    step(w, 2);

    // The Inject menu's Power submenu has it, with the row's description as its tooltip (the
    // window's catalogue of event types).
    QAction* action = w.action(QStringLiteral("inject_test_beacon"));
    QVERIFY(action != nullptr);
    QCOMPARE(action->toolTip(), QString::fromUtf8(kDescription));
    bool inMenu = false;
    for (QMenu* m : w.findChildren<QMenu*>())
      if (m->actions().contains(action)) inMenu = true;
    QVERIFY(inMenu);

    // The dialog is built from the row: description, the parameter's default, range and help.
    QString description, help, title;
    double value = 0.0, maximum = 0.0;
    onNextModal([&](QWidget* d) {
      auto* dlg = qobject_cast<EventEditDialog*>(d);
      title = d->windowTitle();
      for (QLabel* l : d->findChildren<QLabel*>())
        if (l->text() == QString::fromUtf8(kDescription)) description = l->text();
      QDoubleSpinBox* spin = dlg->numberEdit(QStringLiteral("level_pct"));
      value = spin->value();
      maximum = spin->maximum();
      help = spin->toolTip();
      spin->setValue(75.0);
      dlg->accept();
    });
    action->trigger();
    QCOMPARE(title, QStringLiteral("Inject: test_beacon"));
    QCOMPARE(description, QString::fromUtf8(kDescription));
    QCOMPARE(value, 40.0);
    QCOMPARE(maximum, 100.0);
    QVERIFY2(help.startsWith(QString::fromUtf8(kHelp)), qPrintable(help));

    // The run applies it through the row's handler; the log and the timeline show it.
    QTRY_VERIFY_WITH_TIMEOUT(!w.timeline()->scenario().events.empty(), kWaitMs);
    QCOMPARE(w.timeline()->scenario().events.back().type, m_type);
    QCOMPARE(w.timeline()->scenario().events.back().number("level_pct"), 75.0);
    QCOMPARE(w.timeline()->table()->item(0, 1)->text(), QStringLiteral("test_beacon"));
    step(w, 2);
    QTRY_VERIFY_WITH_TIMEOUT(
        [&w] {
          for (const auto& e : w.eventLog()->entries())
            if (e.code == "test_beacon" && podtwin::views::EventText::logMessage(e) ==
                                               QStringLiteral("Test beacon lit at 75 %"))
              return true;
          return false;
        }(),
        kWaitMs);
  }

 private:
  EventType m_type = EventType::GensetTrip;
};

PODTWIN_TEST_MAIN(EventRowTest)
}  // namespace event_row_test
#include "event_row_test.moc"
