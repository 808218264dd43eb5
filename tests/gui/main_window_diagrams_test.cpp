// The control-room diagrams in the main window under Xvfb: during builtin:genset_trip the
// single-line shows genset 1's breaker open and its branch at 0 kW while the others carry the load;
// during builtin:pump_loss_n1 the P&ID shows CDU 1's failed pump and its standby running; every
// value painted equals the snapshot's; a faceplate offers the same injections as the 3D context
// menu and its action injects through the window (the scenario gains the event). With
// PODTWIN_SCREENSHOT_DIR set it saves diagram_single_line.png and diagram_cooling_pid.png
// (scripts/screenshots.sh) from the styled application.

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QStandardPaths>
#include <QTest>
#include <algorithm>
#include <cmath>
#include "support/test_main.h"

#include "diagrams/diagram_view.h"
#include "gui/app_style.h"
#include "gui/gui_test_support.h"
#include "gui/main_window.h"
#include "panels/panel_format.h"

namespace main_window_diagrams_test {

using podtwin::gui::MainWindow;
using podtwin::gui::testing::kWaitMs;
using podtwin::gui::testing::runGuiTicks;
using podtwin::gui::testing::switchLanguage;
using podtwin::views::DiagramElement;
using podtwin::views::DiagramView;
using podtwin::views::formatValue;

namespace {
/// Runs to exactly `tS` (a jump pauses there) and delivers that state to the window.
bool jumpTo(MainWindow& w, double tS) {
  auto* ctl = w.controller();
  ctl->jumpTo(tS);
  if (!QTest::qWaitFor([ctl] { return !ctl->isJumping(); }, 120000)) return false;
  ctl->sync();
  ctl->pollNow();
  if (!runGuiTicks(ctl)) return false;  // the diagrams run the work that state queued
  return std::abs(ctl->snapshot().timeS - tS) < 0.05 + 1e-9;
}

/// Runs at 10× until the simulated time passes `tS`, then pauses: the diagrams see a snapshot per
/// GUI tick on the way, so the faceplates' trends have points.
bool runTo(MainWindow& w, double tS) {
  auto* ctl = w.controller();
  ctl->setSpeed(10.0);
  ctl->play();
  const bool reached = QTest::qWaitFor([ctl, tS] { return ctl->snapshot().timeS >= tS; }, 120000);
  ctl->pause();
  ctl->sync();
  ctl->pollNow();
  // The paused run publishes nothing more; the diagrams run the work its last state queued.
  return runGuiTicks(ctl) && reached;
}

void save(MainWindow& w, QWidget* widget, const QString& name) {
  const QString dir = qEnvironmentVariable("PODTWIN_SCREENSHOT_DIR");
  if (dir.isEmpty()) return;
  QDir().mkpath(dir);
  w.grabImage(widget).save(QDir(dir).filePath(name + QStringLiteral(".png")));
}

/// Mean lightness and the share of strongly coloured pixels (saturation > 120) of an image.
std::pair<double, double> lightnessAndColour(const QImage& img) {
  double sum = 0.0;
  int coloured = 0;
  int n = 0;
  for (int y = 0; y < img.height(); y += 3)
    for (int x = 0; x < img.width(); x += 3) {
      const QColor c(img.pixel(x, y));
      sum += c.lightness();
      coloured += c.hsvSaturation() > 120 && c.value() > 90 ? 1 : 0;
      ++n;
    }
  return {n ? sum / n : 0.0, n ? static_cast<double>(coloured) / n : 0.0};
}
}  // namespace

class MainWindowDiagramsTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("PodTwinTest"));
    QCoreApplication::setApplicationName(QStringLiteral("PodTwinDiagramsTest"));
    podtwin::gui::applyAppStyle(*qApp);
  }

  void singleLineDuringGensetTrip() {
    MainWindow w;
    w.quietErrors = true;
    QVERIFY(w.openPod(QStringLiteral("builtin:default")));
    QVERIFY(w.openScenario(QStringLiteral("builtin:genset_trip")));
    w.resize(1600, 1000);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    auto* dock = w.findChild<QDockWidget*>(QStringLiteral("dock_single_line"));
    QVERIFY(dock);
    dock->raise();
    DiagramView* sld = w.singleLine();
    QVERIFY(sld->isVisible());
    const auto& m = sld->model();
    QCOMPARE(m.count(DiagramElement::Kind::Genset), w.controller()->pod().power.gensetCount);
    QCOMPARE(m.count(DiagramElement::Kind::RackFeed), w.controller()->pod().racks.count);

    // Genset 1 trips at 60 s and is restarted at 120 s (on line again after its 180 s start).
    QVERIFY(jumpTo(w, 45.0));
    QVERIFY(runTo(w, 90.0));
    const podtwin::Snapshot& s = w.controller()->snapshot();
    QVERIFY(s.timeS < 120.0);
    QVERIFY(s.gensets[0].failed);
    QVERIFY(!m.element("genset1/breaker")->closed);
    QCOMPARE(m.line("genset1/branch")->powerKw, 0.0);
    QCOMPARE(m.element("genset1")->status, DiagramElement::Status::Trip);
    // The trip is in the alarm list; the diagram shows the same priority on the genset.
    QCOMPARE(m.element("genset1")->alarmSeverity, static_cast<int>(podtwin::Severity::Trip));
    for (int g = 1; g < static_cast<int>(s.gensets.size()); ++g) {
      const std::string id = "genset" + std::to_string(g + 1);
      QVERIFY(m.element(id + "/breaker")->closed);
      QCOMPARE(m.line(id + "/branch")->powerKw, s.gensets[static_cast<std::size_t>(g)].powerKw);
    }
    // What is painted equals the snapshot's values.
    QCOMPARE(sld->valueText("bess", "soc_pct"), formatValue(100.0 * s.bessSoc, 1, "%"));
    QCOMPARE(sld->valueText("ac_bus", "frequency_hz"), formatValue(s.busFrequencyHz, 2, "Hz"));
    QCOMPARE(sld->valueText("rack1", "power_kw"), formatValue(s.racks.powerKw[0], 0, "kW"));
    QCOMPARE(sld->valueText("grid", "import_kw"), formatValue(s.gridImportKw, 0, "kW"));
    QCOMPARE(sld->valueText("rectifier", "output_kw"), formatValue(s.rectifierOutputKw, 0, "kW"));

    // Click genset 1: its faceplate shows its state and offers the 3D menu's injections.
    const QRectF r = sld->elementRect("genset1");
    QTest::mouseClick(sld, Qt::LeftButton, {}, r.center().toPoint());
    auto* fp = sld->faceplate();
    QVERIFY(fp && fp->isVisible());
    QCOMPARE(fp->titleText(), podtwin::views::DiagramModel::objectTitle("genset1"));
    QVERIFY(fp->stateText().contains(m.element("genset1")->stateText));
    QCOMPARE(fp->valueText("power_kw"), formatValue(0.0, 0, "kW"));
    // Its trend holds the load it carried before the trip and the 0 kW after it.
    const auto& trend = fp->trend();
    QVERIFY(trend.size() >= 2);
    QVERIFY(std::any_of(trend.begin(), trend.end(),
                        [](const auto& p) { return p.first < 60.0 && p.second > 100.0; }));
    QCOMPARE(trend.back().second, 0.0);
    QStringList menuTexts;
    for (QAction* a : w.injectionActions(QStringLiteral("genset1"), &w)) menuTexts << a->text();
    QCOMPARE(fp->actionTexts(), menuTexts);
    QVERIFY(!menuTexts.isEmpty());
    QVERIFY(runGuiTicks(w.controller()));  // the faceplate lays out and draws before the grab
    save(w, dock, QStringLiteral("diagram_single_line"));
    const QImage img = w.grabImage(dock);
    const auto [light, colour] = lightnessAndColour(img);
    QVERIFY2(light < 110.0, "the single-line is not in the dark grey style");
    // ISA-101: colour only for the abnormal (the tripped genset, its alarm): a small share.
    QVERIFY2(colour > 0.0005 && colour < 0.05, qPrintable(QString::number(colour)));

    // Start genset 1 from its faceplate: the same code path as the Inject menu.
    const std::size_t before = w.controller()->scenario().events.size();
    QAction* start = nullptr;
    for (QAction* a : fp->findChildren<QAction*>())
      if (a->text().contains(QStringLiteral("tart"))) start = a;
    QVERIFY(start);
    start->trigger();
    w.controller()->sync();
    w.controller()->pollNow();
    QTRY_COMPARE_WITH_TIMEOUT(w.controller()->scenario().events.size(), before + 1, kWaitMs);
    // One tick later the genset is starting; the window takes that state (pollNow delivers it to
    // the diagrams at once).
    w.controller()->stepOnce();
    w.controller()->sync();
    w.controller()->pollNow();
    QCOMPARE(m.element("genset1")->stateText, podtwin::views::DiagramModel::tr("starting"));
  }

  void germanAndJapanese() {
    MainWindow w;
    w.quietErrors = true;
    QVERIFY(w.openPod(QStringLiteral("builtin:default")));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    auto* dock = w.findChild<QDockWidget*>(QStringLiteral("dock_single_line"));
    QVERIFY(switchLanguage(w, QStringLiteral("de")));
    QCOMPARE(dock->windowTitle(), QStringLiteral("Einlinienschaltbild"));
    QCOMPARE(w.singleLine()->model().element("genset1")->stateText, QStringLiteral("am Netz"));
    QCOMPARE(w.singleLine()->model().element("rectifier")->label, QStringLiteral("Gleichrichter"));
    QVERIFY(switchLanguage(w, QStringLiteral("ja")));
    QCOMPARE(w.findChild<QDockWidget*>(QStringLiteral("dock_cooling_pid"))->windowTitle(),
             QString::fromUtf8("冷却 P&ID"));
    QCOMPARE(w.coolingPid()->model().element("cdu1/pump1")->stateText, QString::fromUtf8("運転中"));
    QVERIFY(w.setLanguage(QStringLiteral("en")));
  }

  void coolingPidDuringPumpLoss() {
    MainWindow w;
    w.quietErrors = true;
    QVERIFY(w.openPod(QStringLiteral("builtin:default")));
    QVERIFY(w.openScenario(QStringLiteral("builtin:pump_loss_n1")));
    w.resize(1600, 1000);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    auto* dock = w.findChild<QDockWidget*>(QStringLiteral("dock_cooling_pid"));
    QVERIFY(dock);
    dock->raise();
    DiagramView* pid = w.coolingPid();
    const auto& m = pid->model();
    const auto& pod = w.controller()->pod();
    QCOMPARE(m.count(DiagramElement::Kind::CduSkid), pod.thermal.cduCount);
    QCOMPARE(m.count(DiagramElement::Kind::Pump), pod.thermal.cduCount * pod.thermal.pumpsPerCdu);
    QCOMPARE(m.count(DiagramElement::Kind::IsolationValve), pod.racks.count);

    // Pump 1 of CDU 1 fails at 120 s; the standby starts after its 3 s delay.
    QVERIFY(jumpTo(w, 110.0));
    QVERIFY(runTo(w, 140.0));
    const podtwin::Snapshot& s = w.controller()->snapshot();
    const std::string sb = "cdu1/pump" + std::to_string(pod.thermal.pumpsPerCdu);
    QCOMPARE(m.element("cdu1/pump1")->status, DiagramElement::Status::Alarm);
    QCOMPARE(m.element(sb)->status, DiagramElement::Status::Normal);
    QCOMPARE(m.element(sb)->stateText, podtwin::views::DiagramModel::tr("running"));
    const auto& sp = s.cdus[0].pumps.back();
    QVERIFY(sp.running);
    QCOMPARE(pid->valueText(sb, "speed_pct"), formatValue(100.0 * sp.speedFraction, 0, "%"));
    QCOMPARE(pid->valueText(sb, "flow_lpm"), formatValue(sp.flowLpm, 0, "L/min"));
    QCOMPARE(pid->valueText("cdu1/fi", "flow_lpm"), formatValue(s.cdus[0].flowLpm, 0, "L/min"));
    QCOMPARE(pid->valueText("cdu1/ti", "supply_c"), formatValue(s.cdus[0].supplyTempC, 1, "°C"));
    QCOMPARE(pid->valueText("cdu1/pdi", "dp_kpa"), formatValue(s.cdus[0].dpKpa, 0, "kPa"));
    QCOMPARE(pid->valueText("cdu1/valve", "valve_pct"),
             formatValue(100.0 * s.cdus[0].facilityValveFraction, 0, "%"));
    QCOMPARE(pid->valueText("rack3", "outlet_c"), formatValue(s.racks.outletTempC[2], 1, "°C"));

    // The failed pump's faceplate, and the picture for the README.
    QTest::mouseClick(pid, Qt::LeftButton, {}, pid->elementRect("cdu1/pump1").center().toPoint());
    QVERIFY(pid->faceplate() && pid->faceplate()->isVisible());
    QCOMPARE(pid->faceplate()->target(), QStringLiteral("cdu1/pump1"));
    QVERIFY(runGuiTicks(w.controller()));  // the faceplate lays out and draws before the grab
    save(w, dock, QStringLiteral("diagram_cooling_pid"));
  }
};

PODTWIN_TEST_MAIN(MainWindowDiagramsTest)
}  // namespace main_window_diagrams_test
#include "main_window_diagrams_test.moc"
