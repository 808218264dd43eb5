// The main window's layout under Xvfb at 1600 × 1000: presenter mode gives the window back at the
// size it had, a dock's shortcut brings a dock tabbed behind another to the front, the log's filter
// field lets the window's shortcuts through where it has no use for the key, the KPI tiles stay in
// their dock however wide the right-hand dock gets, and nothing is in alarm before the run starts.

#include <QApplication>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QScreen>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>
#include "support/test_main.h"

#include "gui/gui_test_support.h"
#include "gui/main_window.h"
#include "panels/event_log_view.h"
#include "panels/kpi_tile.h"
#include "panels/kpi_tiles.h"

namespace window_layout_test {

using podtwin::gui::MainWindow;
using podtwin::gui::testing::kWaitMs;
using podtwin::gui::testing::runGuiTicks;
using podtwin::views::Kpi;
using podtwin::views::KpiStatus;
using podtwin::views::KpiTile;
using podtwin::views::KpiTiles;

namespace {
QString saveShot(MainWindow& w, const QString& name) {
  const QString dir = qEnvironmentVariable("PODTWIN_SCREENSHOT_DIR");
  if (dir.isEmpty()) return {};
  const QString path = dir + QLatin1Char('/') + name + QStringLiteral(".png");
  w.grabImage().save(path);
  return path;
}
}  // namespace

class WindowLayoutTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("PodTwinTest"));
    QCoreApplication::setApplicationName(QStringLiteral("PodTwinLayoutTest"));
    QSettings().clear();
  }

  void presenterModeGivesTheWindowBackAtItsSize() {
    {
      MainWindow w;
      QVERIFY(w.openPod(QStringLiteral("builtin:default")));
      w.show();
      QVERIFY(QTest::qWaitForWindowExposed(&w));
      const QSize before = w.size();
      const QRect avail = w.screen()->availableGeometry();
      QVERIFY(before.height() <= avail.height());
      w.setPresenterMode(true);
      QTRY_VERIFY_WITH_TIMEOUT(w.isFullScreen(), kWaitMs);
      w.setPresenterMode(false);
      QTRY_VERIFY_WITH_TIMEOUT(!w.isFullScreen(), kWaitMs);
      QTRY_COMPARE_WITH_TIMEOUT(w.size(), before, kWaitMs);
      saveShot(w, QStringLiteral("layout_after_presenter"));
      w.close();  // saves the geometry
    }
    // The next start has the same size, inside the screen.
    MainWindow w2;
    QVERIFY(w2.openPod(QStringLiteral("builtin:default")));
    w2.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w2));
    QVERIFY2(w2.frameGeometry().height() <= w2.screen()->availableGeometry().height(),
             qPrintable(QString::number(w2.frameGeometry().height())));
  }

  void dockShortcutBringsATabbedDockToFront() {
    MainWindow w;
    QVERIFY(w.openPod(QStringLiteral("builtin:default")));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    auto* fabric = w.findChild<QDockWidget*>(QStringLiteral("dock_fabric"));
    auto* charts = w.findChild<QDockWidget*>(QStringLiteral("dock_charts"));
    QVERIFY(fabric && charts);
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    // The fabric is a tab behind the charts.
    QTRY_VERIFY_WITH_TIMEOUT(charts->isVisible() && !charts->visibleRegion().isEmpty(), kWaitMs);
    QVERIFY(!fabric->isHidden());
    QVERIFY(!fabric->isVisible() || fabric->visibleRegion().isEmpty());
    // Ctrl+Shift+6 brings it to the front, then hides it, then shows it again.
    QTest::keyClick(&w, Qt::Key_6, Qt::ControlModifier | Qt::ShiftModifier);
    QTRY_VERIFY_WITH_TIMEOUT(fabric->isVisible() && !fabric->visibleRegion().isEmpty(), kWaitMs);
    QVERIFY(fabric->toggleViewAction()->isChecked());
    QTest::keyClick(&w, Qt::Key_6, Qt::ControlModifier | Qt::ShiftModifier);
    QTRY_VERIFY_WITH_TIMEOUT(fabric->isHidden(), kWaitMs);
    QVERIFY(!fabric->toggleViewAction()->isChecked());
    QTest::keyClick(&w, Qt::Key_6, Qt::ControlModifier | Qt::ShiftModifier);
    QTRY_VERIFY_WITH_TIMEOUT(fabric->isVisible() && !fabric->visibleRegion().isEmpty(), kWaitMs);
    QVERIFY(fabric->toggleViewAction()->isChecked());
  }

  void logFilterLetsWindowShortcutsThrough() {
    MainWindow w;
    QVERIFY(w.openPod(QStringLiteral("builtin:default")));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    auto* filter = w.eventLog()->findChild<QLineEdit*>();
    QVERIFY(filter);
    w.activateWindow();
    filter->setFocus();
    QTRY_VERIFY_WITH_TIMEOUT(filter->hasFocus(), kWaitMs);
    // Space in the empty field runs (a leading space means nothing to a filter) and pauses.
    QVERIFY(!w.controller()->isRunning());
    QTest::keyClick(filter, Qt::Key_Space);
    QTRY_VERIFY_WITH_TIMEOUT(w.controller()->isRunning(), kWaitMs);
    QTest::keyClick(filter, Qt::Key_Space);
    QTRY_VERIFY_WITH_TIMEOUT(!w.controller()->isRunning(), kWaitMs);
    QVERIFY(filter->text().isEmpty());
    // Once there is text, Space is part of it ("cdu 1").
    QTest::keyClicks(filter, QStringLiteral("cdu"));
    QTest::keyClick(filter, Qt::Key_Space);
    QCOMPARE(filter->text(), QStringLiteral("cdu "));
    QVERIFY(!w.controller()->isRunning());
    // Ctrl+E is the window's CSV export, not the field's "end of line"; Ctrl+A stays the field's.
    QSignalSpy exportSpy(w.action(QStringLiteral("export_csv")), &QAction::triggered);
    w.action(QStringLiteral("export_csv"))->setEnabled(true);
    // The export opens a file dialog: take it down at once.
    auto* closer = new QTimer(&w);
    QObject::connect(closer, &QTimer::timeout, [] {
      if (QWidget* m = QApplication::activeModalWidget()) m->close();
    });
    closer->start(20);
    QTest::keyClick(filter, Qt::Key_E, Qt::ControlModifier);
    QTRY_COMPARE_WITH_TIMEOUT(exportSpy.count(), 1, kWaitMs);
    closer->stop();
    QTest::keyClick(filter, Qt::Key_A, Qt::ControlModifier);
    QCOMPARE(filter->selectedText(), QStringLiteral("cdu "));
  }

  void kpiTilesStayInTheirDockWhenTheRightDockWidens() {
    MainWindow w;
    QVERIFY(w.openPod(QStringLiteral("builtin:default")));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    auto* charts = w.findChild<QDockWidget*>(QStringLiteral("dock_charts"));
    auto* kpiDock = w.findChild<QDockWidget*>(QStringLiteral("dock_kpis"));
    QVERIFY(charts && kpiDock);
    const int chartsWidth = charts->width();
    w.resizeDocks({charts}, {1000}, Qt::Horizontal);
    // The window lays the docks out again (a posted layout request), then the tiles' layouts
    // follow over the next passes of the event loop.
    QTRY_VERIFY_WITH_TIMEOUT(charts->width() > chartsWidth, kWaitMs);
    QVERIFY(runGuiTicks(w.controller()));
    saveShot(w, QStringLiteral("layout_wide_right_dock"));
    const QRect dockRect(kpiDock->mapTo(&w, QPoint(0, 0)), kpiDock->size());
    for (KpiTile* t : kpiDock->findChildren<KpiTile*>()) {
      const QRect r(t->mapTo(&w, QPoint(0, 0)), t->size());
      QVERIFY2(dockRect.contains(r),
               qPrintable(QStringLiteral("tile %1 at %2,%3 %4x%5 outside the dock")
                              .arg(t->objectName())
                              .arg(r.x())
                              .arg(r.y())
                              .arg(r.width())
                              .arg(r.height())));
      // Its texts fit the tile: no label wider than the tile's inside.
      for (QLabel* l : t->findChildren<QLabel*>())
        QVERIFY2(l->geometry().right() <= t->width(), qPrintable(l->text()));
    }
  }

  void nothingIsInAlarmBeforeTheRunStarts() {
    MainWindow w;
    QVERIFY(w.openPod(QStringLiteral("builtin:default")));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.controller()->pollNow();
    auto* kpis = w.findChild<KpiTiles*>();
    QVERIFY(kpis);
    for (int i = 0; i < podtwin::views::kKpiCount; ++i) {
      const auto k = static_cast<Kpi>(i);
      QVERIFY2(
          kpis->status(k) != KpiStatus::Critical,
          qPrintable(kpis->tile(k)->valueText() + QLatin1Char(' ') + kpis->tile(k)->detailText()));
    }
  }
};

PODTWIN_TEST_MAIN(WindowLayoutTest)
}  // namespace window_layout_test
#include "window_layout_test.moc"
