// The README's pictures of the running application, taken the way a user sees it: the app's dark
// style, the default pod running builtin:cdu_trip (CDU 2 trips at 60 s) to ~80 s, when its racks
// throttle and the alarms are in the log. Checks that every grab is a real, dark-themed picture
// (the inspector's trend too, which used to be white); with PODTWIN_SCREENSHOT_DIR set it saves
// main_window.png, presenter_mode.png and the docks (scripts/screenshots.sh).

#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QImage>
#include <QLocale>
#include <QStandardPaths>
#include <QTabBar>
#include <QTest>
#include "support/test_main.h"

#include "charts/pod_charts.h"
#include "gui/app_style.h"
#include "gui/comparison_workbench.h"
#include "gui/design_workbench.h"
#include "gui/gui_test_support.h"
#include "gui/main_window.h"
#include "panels/comparison_view.h"
#include "panels/design_editor_view.h"
#include "panels/inspector_panel.h"
#include "scene/pod_scene_widget.h"
#include "sim/design_figures.h"

namespace screenshots_test {

using podtwin::gui::MainWindow;
using podtwin::gui::testing::kWaitMs;
using podtwin::gui::testing::runGuiTicks;

namespace {
QImage save(MainWindow& win, QWidget* w, const QString& name) {
  const QImage img = win.grabImage(w);
  const QString dir = qEnvironmentVariable("PODTWIN_SCREENSHOT_DIR");
  if (!dir.isEmpty()) {
    QDir().mkpath(dir);
    img.save(QDir(dir).filePath(name + QStringLiteral(".png")));
  }
  return img;
}

/// Mean lightness (0..255) of a coarse sample of the image.
double meanLightness(const QImage& img) {
  double sum = 0.0;
  int n = 0;
  for (int y = 0; y < img.height(); y += 5)
    for (int x = 0; x < img.width(); x += 5) {
      sum += QColor(img.pixel(x, y)).lightness();
      ++n;
    }
  return n > 0 ? sum / n : 0.0;
}

int distinctColours(const QImage& img) {
  QList<QRgb> seen;
  for (int y = 0; y < img.height(); y += 7)
    for (int x = 0; x < img.width(); x += 7) {
      if (!seen.contains(img.pixel(x, y))) seen.append(img.pixel(x, y));
      if (seen.size() > 60) return static_cast<int>(seen.size());
    }
  return static_cast<int>(seen.size());
}
}  // namespace

class ScreenshotsTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("PodTwinTest"));
    QCoreApplication::setApplicationName(QStringLiteral("PodTwinScreenshots"));
    podtwin::gui::applyAppStyle(*qApp);
  }

  void mainWindowAndDocks() {
    MainWindow w;
    w.quietErrors = true;
    QVERIFY(w.openPod(QStringLiteral("builtin:default")));
    QVERIFY(w.openScenario(QStringLiteral("builtin:cdu_trip")));
    w.resize(1600, 1000);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.flyTo(QStringLiteral("rack12"));  // a rack of CDU 2: the inspector follows it
    w.charts()->setWindowS(0.0);        // "All": the whole run fills the charts
    auto* inspector = w.findChild<podtwin::views::InspectorPanel*>();
    QVERIFY(inspector);
    auto* ctl = w.controller();
    // 10x: the inspector's trend gets points on the way (one per GUI tick at most).
    ctl->setSpeed(10.0);
    ctl->play();
    QTRY_VERIFY_WITH_TIMEOUT(ctl->snapshot().timeS >= 75.0 && inspector->trend().size() >= 4,
                             kWaitMs);
    ctl->pause();
    ctl->sync();
    ctl->pollNow();
    // The camera's flight has ended, and the charts and the 3D view have run the work the last
    // snapshot queued for later passes.
    QTRY_VERIFY_WITH_TIMEOUT(!w.podScene()->cameraAnimating(), kWaitMs);
    QVERIFY(runGuiTicks(ctl));

    const QImage main = save(w, &w, QStringLiteral("main_window"));
    QCOMPARE(main.width(), 1600 * static_cast<int>(w.devicePixelRatio()));
    QVERIFY(distinctColours(main) > 40);
    QVERIFY2(meanLightness(main) < 110.0, "the main window is not in the dark style");

    // The docks on their own, for the README's sections.
    struct Dock {
      const char* object;
      const char* file;
    };
    for (const Dock& d : {Dock{"dock_charts", "dock_charts"}, Dock{"dock_log", "dock_log"},
                          Dock{"dock_timeline", "dock_timeline"},
                          Dock{"dock_inspector", "dock_inspector"}, Dock{"dock_kpis", "dock_kpis"},
                          Dock{"dock_fabric", "dock_fabric"}, Dock{"dock_alarms", "dock_alarms"}}) {
      auto* dock = w.findChild<QDockWidget*>(QString::fromLatin1(d.object));
      QVERIFY(dock);
      dock->raise();  // tabbed docks (timeline, fabric) come to the front
      QTRY_VERIFY_WITH_TIMEOUT(!dock->visibleRegion().isEmpty(), kWaitMs);
      QVERIFY(runGuiTicks(ctl));  // it lays out and draws what it now shows
      const QImage img = save(w, dock, QString::fromLatin1(d.file));
      QVERIFY2(distinctColours(img) > 8, d.object);
      QVERIFY2(meanLightness(img) < 120.0, d.object);
    }
    w.findChild<QDockWidget*>(QStringLiteral("dock_log"))->raise();
    w.findChild<QDockWidget*>(QStringLiteral("dock_charts"))->raise();

    // The inspector's trend chart is dark like the live charts (it was a white box).
    QCOMPARE(inspector->target(), QStringLiteral("rack12"));
    QVERIFY(inspector->trend().size() >= 4);
    const QImage insp = inspector->grab().toImage();
    const QImage chartPart = insp.copy(0, insp.height() / 2, insp.width(), insp.height() / 2);
    QVERIFY2(meanLightness(chartPart) < 80.0,
             qPrintable(QString::number(meanLightness(chartPart))));
  }

  void designEditor() {
    MainWindow w;
    w.quietErrors = true;
    QVERIFY(w.openPod(QStringLiteral("builtin:default")));
    w.resize(1600, 1000);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    auto* dock = w.findChild<QDockWidget*>(QStringLiteral("dock_design"));
    QVERIFY(dock);
    dock->show();
    dock->raise();
    // Twice the battery, as the README's picture shows it, with the figures derived from it.
    auto* view = w.findChild<podtwin::views::DesignEditorView*>();
    QVERIFY(view);
    QVERIFY(view->editValue(QStringLiteral("power.battery.capacity_kwh"), QStringLiteral("2000")));
    // The derived figures follow the edit once the workbench has built the edited design: the
    // battery line shows its nameplate (strings rounded up, as the model builds them).
    const std::optional<podtwin::PodConfig> edited = w.design()->currentConfig();
    QVERIFY(edited.has_value());
    const QString kwh =
        QLocale().toString(podtwin::designFigures(*edited).batteryNameplateKwh, 'f', 0) +
        QStringLiteral(" kWh");
    QTRY_VERIFY2_WITH_TIMEOUT(view->figuresText().contains(kwh), qPrintable(view->figuresText()),
                              kWaitMs);
    QVERIFY(runGuiTicks(w.controller()));
    const QImage img = save(w, dock, QStringLiteral("design_editor"));
    QVERIFY(distinctColours(img) > 8);
    QVERIFY(meanLightness(img) < 120.0);
  }

  void presenterMode() {
    MainWindow w;
    w.quietErrors = true;
    QVERIFY(w.openPod(QStringLiteral("builtin:default")));
    QVERIFY(w.openScenario(QStringLiteral("builtin:cdu_trip")));
    w.resize(1600, 1000);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    auto* ctl = w.controller();
    w.setPresenterMode(true);
    ctl->setSpeed(25.0);
    ctl->play();
    QTRY_VERIFY_WITH_TIMEOUT(ctl->snapshot().timeS >= 85.0, 60000);
    ctl->pause();
    ctl->sync();
    auto caughtUp = [&] {
      ctl->pollNow();
      const auto& st = ctl->state();
      return st.comparison && st.comparison->tick == st.primary->tick;
    };
    QTRY_VERIFY_WITH_TIMEOUT(caughtUp(), kWaitMs);
    QVERIFY(runGuiTicks(ctl));  // the presenter's tiles and table draw the caught-up state
    const QImage img = save(w, &w, QStringLiteral("presenter_mode"));
    QVERIFY(distinctColours(img) > 40);
    QVERIFY(meanLightness(img) < 110.0);
    w.setPresenterMode(false);
  }

  void comparisonBranch() {
    // Asking what-if: the run branched at 2 min, B with every rack capped at 90 kW from there.
    MainWindow w;
    w.quietErrors = true;
    QVERIFY(w.openPod(QStringLiteral("builtin:default")));
    w.resize(1600, 1000);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.charts()->setWindowS(0.0);
    auto* ctl = w.controller();
    ctl->jumpTo(120.0);
    QTRY_VERIFY_WITH_TIMEOUT(!ctl->isJumping(), 60000);
    QVERIFY(w.comparison()->branchHere());
    w.comparison()->setInjectIntoB(true);
    QVERIFY(w.injectEvent(podtwin::EventType::PowerCap, "pod", {{"cap_kw", 90.0}}));
    ctl->jumpTo(600.0);
    QTRY_VERIFY_WITH_TIMEOUT(!ctl->isJumping(), 120000);
    ctl->sync();
    ctl->pollNow();
    auto* charts = w.findChild<QDockWidget*>(QStringLiteral("dock_charts"));
    charts->raise();
    QTRY_VERIFY_WITH_TIMEOUT(!charts->visibleRegion().isEmpty(), kWaitMs);
    QVERIFY(runGuiTicks(ctl));  // the charts draw the branched runs
    // The README quotes this sentence.
    QCOMPARE(w.comparison()->view()->explanation(),
             QStringLiteral("B finishes 33.0 days later and costs $5.1 M more compared with A."));
    const QImage img = save(w, &w, QStringLiteral("compare_branch"));
    QVERIFY(distinctColours(img) > 40);
    QVERIFY(meanLightness(img) < 110.0);
  }
};

PODTWIN_TEST_MAIN(ScreenshotsTest)
}  // namespace screenshots_test
#include "screenshots_test.moc"
