// The fabric dock and the built-in pods in the whole window: failing cables through the model
// draws exactly their bundle dashed red, counted in the header, and the inspector says so; File →
// New pod from a template opens the 1,024-rack campus, whose fabric has the model's switch counts
// and whose 3D camera frames every rack and the whole plant.

#include <QApplication>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>
#include <functional>
#include "support/test_main.h"

#include "fabric/fabric_view.h"
#include "gui/gui_test_support.h"
#include "gui/main_window.h"
#include "gui/pod_template_dialog.h"
#include "panels/inspector_panel.h"
#include "scene/pod_scene_widget.h"
#include "sim/simulation.h"
#include "views/scene/scene_test_support.h"

namespace fabric_and_campus_test {

using podtwin::EventType;
using podtwin::gui::MainWindow;
using podtwin::gui::PodTemplateDialog;
using podtwin::views::FabricLayout;
using podtwin::views::FabricView;
using podtwin::views::InspectorPanel;
using podtwin::views::testing::channelDiff;

using podtwin::gui::testing::onNextModal;
using podtwin::gui::testing::runPast;
namespace {
FabricView* fabricOf(MainWindow& w) {
  auto* dock = w.findChild<QDockWidget*>(QStringLiteral("dock_fabric"));
  if (dock) dock->raise();
  QApplication::processEvents();
  return w.findChild<FabricView*>();
}

int bundleOfCables(const FabricLayout& f, podtwin::fabric::Tier lo, int a, podtwin::fabric::Tier hi,
                   int b) {
  const auto& t = *f.topology;
  const int la = t.switchId(lo, a);
  const auto span = t.downLinksTo(t.switchId(hi, b), la, la);
  return span.empty() ? -1 : f.linkBundle[static_cast<std::size_t>(span.front())];
}

/// Every rack and the first and last unit of each plant group project inside the 3D view, clear
/// of the legend.
void checkPlantInView(MainWindow& w, int racks) {
  auto* scene = w.podScene();
  QCOMPARE(scene->rackCount(), racks);
  const QRect view = scene->rect();
  int outside = 0;
  const QRect legend = scene->legendRect();
  for (int i = 0; i < racks; ++i) {
    const QPoint p = scene->rackScreenPosition(i);
    outside += view.contains(p) && !legend.contains(p) ? 0 : 1;
  }
  QVERIFY2(outside == 0, qPrintable(QStringLiteral("%1 racks outside the view").arg(outside)));
  const auto& pod = w.controller()->pod();
  const QString plant[] = {QStringLiteral("genset%1").arg(pod.power.gensetCount),
                           QStringLiteral("drycooler%1").arg(pod.thermal.dryCoolerCount),
                           QStringLiteral("genset1"), QStringLiteral("drycooler1"),
                           QStringLiteral("bess")};
  for (const QString& t : plant) {
    const QPoint p = scene->objectScreenPosition(t);
    QVERIFY2(view.contains(p) && !legend.contains(p),
             qPrintable(QStringLiteral("%1 at %2,%3 is outside %4x%5 or under the legend")
                            .arg(t)
                            .arg(p.x())
                            .arg(p.y())
                            .arg(view.width())
                            .arg(view.height())));
  }
}
}  // namespace

class FabricAndCampusTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("PodTwinTest"));
    QCoreApplication::setApplicationName(QStringLiteral("PodTwinFabricTest"));
    QSettings().clear();
  }

  void linkAndNicFailuresDrawTheirBundle() {
    MainWindow w;
    QVERIFY(w.openPod(QStringLiteral("builtin:default")));
    w.resize(1600, 1000);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    FabricView* fabric = fabricOf(w);
    QVERIFY(fabric);
    const FabricLayout& f = fabric->fabricLayout();
    QCOMPARE(f.itemCount(FabricLayout::kSpines),
             podtwin::Simulation::countsFor(w.controller()->pod()).spines);

    // link_down leaf1/spine1: one of its nine cables.
    QVERIFY(w.injectEvent(EventType::LinkDown, "leaf1/spine1"));
    QVERIFY(runPast(w.controller(), 2.0));
    QTRY_COMPARE(fabric->linksDown(), 1);
    const int leafSpine =
        bundleOfCables(f, podtwin::fabric::Tier::Leaf, 0, podtwin::fabric::Tier::Spine, 0);
    QVERIFY(leafSpine >= 0);
    QCOMPARE(fabric->bundlesDrawnDown(), std::vector<int>{leafSpine});
    QVERIFY2(fabric->headerText().contains(QStringLiteral("cables down 1 ")),
             qPrintable(fabric->headerText()));
    const int firstCable = f.bundles[static_cast<std::size_t>(leafSpine)].links.front();
    const QImage img = fabric->grab().toImage();
    const QPoint mid = fabric->linkPosition(firstCable).toPoint();
    int best = 255;
    for (int dy = -1; dy <= 1; ++dy)
      for (int dx = -1; dx <= 1; ++dx)
        best = std::min(
            best, channelDiff(img.pixelColor(mid + QPoint(dx, dy)), FabricView::downLinkColor()));
    QVERIFY2(best <= 2, qPrintable(QString::number(best)));

    // The inspector names the bundle's state after a click on its line.
    auto* inspector = w.findChild<InspectorPanel*>();
    QVERIFY(inspector);
    QTest::mouseClick(fabric, Qt::LeftButton, {}, mid);
    QCOMPARE(inspector->target(), QStringLiteral("leaf1/spine1"));
    QCOMPARE(inspector->fieldText(QStringLiteral("Cables")), QStringLiteral("9 (1 down)"));

    // nic_down rack9/nic1: rack 9's cables to leaf 9, and only they, join the failed bundles.
    QVERIFY(w.injectEvent(EventType::NicDown, "rack9/nic1"));
    QVERIFY(runPast(w.controller(), 4.0));
    QTRY_COMPARE(fabric->linksDown(), 2);
    const int nic = 8 * f.topology->counts().nicsPerRack;
    const int rackBundle = f.linkBundle[static_cast<std::size_t>(nic)];
    const auto& rb = f.bundles[static_cast<std::size_t>(rackBundle)];
    QCOMPARE(f.nodes[static_cast<std::size_t>(rb.lower)].row, int(FabricLayout::kRacks));
    QCOMPARE(f.nodes[static_cast<std::size_t>(rb.lower)].first, 8);
    QCOMPARE(f.nodes[static_cast<std::size_t>(rb.upper)].first, 8);
    std::vector<int> want{leafSpine, rackBundle};
    std::sort(want.begin(), want.end());
    QCOMPARE(fabric->bundlesDrawnDown(), want);
    QTest::mouseClick(fabric, Qt::LeftButton, {}, fabric->linkPosition(nic).toPoint());
    QCOMPARE(inspector->target(), QStringLiteral("rack9/nic1"));
    QCOMPARE(inspector->title(), QStringLiteral("NIC 1 of rack 9"));
    QCOMPARE(inspector->fieldText(QStringLiteral("Cable to")), QStringLiteral("leaf 9 (rail 1)"));

    // A switch: spine1 is up, with the one failed cable among its 144.
    QTest::mouseClick(fabric, Qt::LeftButton, {},
                      fabric->itemPosition(FabricLayout::kSpines, 0).toPoint());
    QCOMPARE(inspector->target(), QStringLiteral("spine1"));
    QCOMPARE(inspector->fieldText(QStringLiteral("Cables")), QStringLiteral("144 (1 down)"));
    if (qEnvironmentVariableIsSet("PODTWIN_SCREENSHOT_DIR")) {
      w.grabImage().save(qEnvironmentVariable("PODTWIN_SCREENSHOT_DIR") +
                         QStringLiteral("/fabric_dock_failures.png"));
    }
  }

  void everyTemplateFramesThePlant_data() {
    QTest::addColumn<QString>("spec");
    QTest::addColumn<int>("racks");
    QTest::newRow("scalable unit") << QStringLiteral("builtin:scalable_unit") << 8;
    QTest::newRow("default") << QStringLiteral("builtin:default") << 16;
  }
  void everyTemplateFramesThePlant() {
    QFETCH(QString, spec);
    QFETCH(int, racks);
    MainWindow w;
    QVERIFY(w.openPod(spec));
    w.resize(1600, 1000);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QCOMPARE(w.controller()->pod().racks.count, racks);
    checkPlantInView(w, racks);
  }

  void campusFromTheMenu() {
    MainWindow w;
    QVERIFY(w.openPod(QStringLiteral("builtin:default")));
    w.resize(1600, 1000);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    // The entry is in the File menu.
    QMenu* file = w.menuBar()->actions().at(0)->menu();
    QVERIFY(file->actions().contains(w.action(QStringLiteral("new_pod"))));
    QStringList offered;
    onNextModal([&offered](QWidget* m) {
      auto* dialog = qobject_cast<PodTemplateDialog*>(m);
      if (!dialog) return;
      for (const char* spec : {"builtin:scalable_unit", "builtin:default", "builtin:campus_1024"})
        if (dialog->selectSpec(QString::fromLatin1(spec))) offered << QString::fromLatin1(spec);
      dialog->selectSpec(QStringLiteral("builtin:campus_1024"));
      dialog->accept();
    });
    w.action(QStringLiteral("new_pod"))->trigger();
    QCOMPARE(offered.size(), 3);
    QCOMPARE(w.currentPodSpec(), QStringLiteral("builtin:campus_1024"));
    QCOMPARE(w.controller()->pod().racks.count, 1024);
    checkPlantInView(w, 1024);
    // The fabric dock shows the campus's own fabric: the model's 1,026 spines, grouped by pod.
    FabricView* fabric = fabricOf(w);
    const FabricLayout& f = fabric->fabricLayout();
    const auto counts = podtwin::Simulation::countsFor(w.controller()->pod());
    QCOMPARE(f.itemCount(FabricLayout::kSpines), counts.spines);
    QCOMPARE(f.itemCount(FabricLayout::kSpines), 1026);
    QCOMPARE(f.itemCount(FabricLayout::kLeaves), counts.leaves);
    QCOMPARE(f.itemCount(FabricLayout::kCores), counts.cores);
    QVERIFY(f.groupedByPod);
    QVERIFY2(fabric->headerText().contains(QStringLiteral("1,026 spines")),
             qPrintable(fabric->headerText()));
    if (qEnvironmentVariableIsSet("PODTWIN_SCREENSHOT_DIR")) {
      w.grabImage().save(qEnvironmentVariable("PODTWIN_SCREENSHOT_DIR") +
                         QStringLiteral("/campus_window.png"));
    }
  }
};

PODTWIN_TEST_MAIN(FabricAndCampusTest)
}  // namespace fabric_and_campus_test
#include "fabric_and_campus_test.moc"
