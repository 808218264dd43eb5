// The fabric view draws the model's topology: link colour follows load, a bundle with a cable down
// is dashed red and counted in the header, clicks name the object, and the text stays readable
// (nothing overlaps, nothing is cut off) at the dock's width.
#include <QSignalSpy>
#include <QtTest>
#include <algorithm>
#include "support/test_main.h"

#include "config/pod_config.h"
#include "fabric/fabric_config.h"
#include "fabric/fabric_view.h"
#include "scenario/scenario.h"
#include "sim/simulation.h"
#include "views/scene/scene_test_support.h"

namespace fabric_view_test {

using namespace podtwin;
using namespace podtwin::views;
using podtwin::views::testing::channelDiff;
using podtwin::views::testing::describe;

namespace {
/// Two racks of two NICs on one leaf under one spine: link 0–1 = rack1's NICs, 2–3 = rack2's, 4–7
/// = leaf1/spine1. Three bundles whose lines do not cross.
FabricLayout tinyLayout() {
  fabric::FabricConfig cfg;
  cfg.switchRadix = 8;
  cfg.rails = 1;
  cfg.nicsPerComputeTray = 1;
  auto topo = std::make_shared<const fabric::Topology>(fabric::Topology::build(cfg, 2, 2, 2));
  return FabricLayout::fromTopology(topo, 2);
}
Snapshot uniform(std::size_t links, float u) {
  Snapshot s;
  s.links.assign(links, LinkSnapshot{u, true});
  return s;
}
// Lines are antialiased: a pixel on the edge of a line is a blend with the background, but a line
// ≥ 2.5 px wide fully covers at least one pixel of the 3×3 around its midpoint, where only 8-bit
// rounding remains (≤ 2).
constexpr int kTolerance = 2;
/// Smallest colour difference to `want` in the 3×3 pixels around p.
int nearest(const QImage& img, const QPointF& p, const QColor& want) {
  int best = 255;
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx)
      best = std::min(best, channelDiff(img.pixelColor(p.toPoint() + QPoint(dx, dy)), want));
  return best;
}
/// The ids of the cables between two switches (what link_down leafA/spineB acts on).
std::vector<int> cablesBetween(const fabric::Topology& t, fabric::Tier lo, int a, fabric::Tier hi,
                               int b) {
  const int la = t.switchId(lo, a), hb = t.switchId(hi, b);
  const auto span = t.downLinksTo(hb, la, la);
  return {span.begin(), span.end()};
}
/// Fails if any two texts overlap or one leaves the widget.
void checkReadable(const FabricView& v) {
  const auto texts = v.textRects();
  QVERIFY(!texts.empty());
  const QRectF inside(0, 0, v.width(), v.height());
  for (std::size_t i = 0; i < texts.size(); ++i) {
    QVERIFY2(inside.contains(texts[i].second),
             qPrintable(QStringLiteral("\"%1\" is cut off: %2,%3 %4x%5 in %6x%7")
                            .arg(texts[i].first)
                            .arg(texts[i].second.x())
                            .arg(texts[i].second.y())
                            .arg(texts[i].second.width())
                            .arg(texts[i].second.height())
                            .arg(v.width())
                            .arg(v.height())));
    for (std::size_t j = i + 1; j < texts.size(); ++j) {
      QVERIFY2(
          !texts[i].second.intersects(texts[j].second),
          qPrintable(QStringLiteral("\"%1\" overlaps \"%2\"").arg(texts[i].first, texts[j].first)));
    }
  }
}
void saveShot(const QImage& img, const char* name) {
  if (qEnvironmentVariableIsSet("PODTWIN_SCREENSHOT_DIR")) {
    img.save(qEnvironmentVariable("PODTWIN_SCREENSHOT_DIR") + QLatin1Char('/') +
             QLatin1String(name));
  }
}
}  // namespace

class FabricViewTest : public QObject {
  Q_OBJECT

 private slots:
  void loadedAndIdleLinksDiffer() {
    FabricView v;
    v.resize(600, 400);
    v.setFabricLayout(tinyLayout());
    Snapshot s = uniform(8, 0.02f);
    s.links[0].utilisation = s.links[1].utilisation = 0.95f;  // rack1's NICs
    v.updateSnapshot(s);
    const QImage img = v.grab().toImage();
    const QColor hotWant = FabricView::colorForUtilisation(0.95);
    const QColor idleWant = FabricView::colorForUtilisation(0.02);
    QVERIFY2(nearest(img, v.linkPosition(0), hotWant) <= kTolerance,
             qPrintable(describe(img.pixelColor(v.linkPosition(0).toPoint()))));
    QVERIFY2(nearest(img, v.linkPosition(2), idleWant) <= kTolerance,
             qPrintable(describe(img.pixelColor(v.linkPosition(2).toPoint()))));
    QVERIFY(channelDiff(hotWant, idleWant) > 80);
    QVERIFY(nearest(img, v.linkPosition(0), idleWant) > 40);
    QVERIFY(nearest(img, v.linkPosition(2), hotWant) > 40);
  }

  void downLinkIsDashedRed() {
    FabricView v;
    v.resize(600, 400);
    v.setFabricLayout(tinyLayout());
    Snapshot s = uniform(8, 0.5f);
    s.links[2].up = false;  // one of rack2's NIC cables
    v.updateSnapshot(s);
    const QImage img = v.grab().toImage();
    QVERIFY(nearest(img, v.linkPosition(2), FabricView::downLinkColor()) <= kTolerance);
    // Dashed: walking along the line we meet red dashes and background gaps.
    const QPointF a = v.itemPosition(FabricLayout::kRacks, 1);
    const QPointF b = v.itemPosition(FabricLayout::kLeaves, 0);
    int red = 0, gap = 0;
    for (int i = 20; i <= 80; ++i) {
      const QPointF p = a + (b - a) * (i / 100.0);
      const QColor c = img.pixelColor(p.toPoint());
      if (channelDiff(c, FabricView::downLinkColor()) <= 40) ++red;
      if (channelDiff(c, QColor(24, 27, 33)) <= 40) ++gap;
    }
    QVERIFY2(red > 5 && gap > 5, qPrintable(QString("red %1, gap %2").arg(red).arg(gap)));
    // The bundles that are up keep their load colour.
    QVERIFY(nearest(img, v.linkPosition(0), FabricView::colorForUtilisation(0.5)) <= kTolerance);
    QVERIFY(nearest(img, v.linkPosition(4), FabricView::colorForUtilisation(0.5)) <= kTolerance);
    QCOMPARE(v.linksDown(), 1);
    QCOMPARE(v.bundlesDrawnDown().size(), std::size_t(1));
  }

  void clicksNameSwitchesLinksAndNics() {
    FabricView v;
    v.resize(600, 400);
    v.setFabricLayout(tinyLayout());
    Snapshot s = uniform(8, 0.3f);
    s.links[3].utilisation = 0.6f;  // rack2's second NIC is its bundle's most loaded cable
    v.updateSnapshot(s);
    v.show();
    QVERIFY(QTest::qWaitForWindowExposed(&v));
    QSignalSpy sel(&v, &FabricView::objectSelected);
    QSignalSpy menu(&v, &FabricView::contextMenuRequested);
    QTest::mouseClick(&v, Qt::LeftButton, {}, v.itemPosition(FabricLayout::kSpines, 0).toPoint());
    QCOMPARE(sel.takeLast().at(0).toString(), QString("spine1"));
    QTest::mouseClick(&v, Qt::LeftButton, {}, v.linkPosition(2).toPoint());
    QCOMPARE(sel.takeLast().at(0).toString(), QString("rack2/nic2"));
    QTest::mouseClick(&v, Qt::LeftButton, {}, v.linkPosition(4).toPoint());
    QCOMPARE(sel.takeLast().at(0).toString(), QString("leaf1/spine1"));
    QTest::mouseClick(&v, Qt::RightButton, {}, v.itemPosition(FabricLayout::kRacks, 0).toPoint());
    QCOMPARE(menu.count(), 1);
    QCOMPARE(menu.at(0).at(0).toString(), QString("rack1"));
  }

  void leafSpineBundleDownInTheDefaultPod() {
    // link_down leaf1/spine1 fails one of the nine cables: exactly that bundle is dashed red, and
    // the header counts the cable.
    const FabricLayout f = FabricLayout::fromPod(loadPodConfig("builtin:default"));
    const auto ids = cablesBetween(*f.topology, fabric::Tier::Leaf, 0, fabric::Tier::Spine, 0);
    QCOMPARE(ids.size(), std::size_t(9));
    FabricView v;
    v.resize(470, 560);  // the charts dock's default size at 1600 × 1000
    v.setFabricLayout(f);
    Snapshot s = uniform(f.topology->linkCount(), 1.0f);
    s.links[static_cast<std::size_t>(ids[3])].up = false;
    v.updateSnapshot(s);
    QCOMPARE(v.linksDown(), 1);
    QCOMPARE(v.bundlesDrawnDown(),
             std::vector<int>{f.linkBundle[static_cast<std::size_t>(ids[0])]});
    QVERIFY2(v.headerText().contains(QStringLiteral("cables down 1 ")), qPrintable(v.headerText()));
    const QImage img = v.grab().toImage();
    QVERIFY(nearest(img, v.linkPosition(ids[0]), FabricView::downLinkColor()) <= kTolerance);
    checkReadable(v);
    // All nine: still one dashed line.
    for (int id : ids) s.links[static_cast<std::size_t>(id)].up = false;
    v.updateSnapshot(s);
    QCOMPARE(v.linksDown(), 9);
    QCOMPARE(v.bundlesDrawnDown().size(), std::size_t(1));
  }

  void nicDownMarksOnlyThatRacksBundle() {
    const FabricLayout f = FabricLayout::fromPod(loadPodConfig("builtin:default"));
    FabricView v;
    v.resize(470, 560);
    v.setFabricLayout(f);
    Snapshot s = uniform(f.topology->linkCount(), 1.0f);
    const int nic = 8 * f.topology->counts().nicsPerRack;  // rack9/nic1
    s.links[static_cast<std::size_t>(nic)].up = false;
    v.updateSnapshot(s);
    const auto down = v.bundlesDrawnDown();
    QCOMPARE(down.size(), std::size_t(1));
    const auto& b = f.bundles[static_cast<std::size_t>(down[0])];
    QCOMPARE(f.nodes[static_cast<std::size_t>(b.lower)].row, int(FabricLayout::kRacks));
    QCOMPARE(f.nodes[static_cast<std::size_t>(b.lower)].first, 8);
    QCOMPARE(f.nodes[static_cast<std::size_t>(b.upper)].first, 8);  // leaf9
    QCOMPARE(v.linksDown(), 1);
  }

  void defaultPodIsReadableAtDockWidth() {
    // The model's own state: the default pod training, all nine leaf3/spine2 cables and rack 9's
    // first NIC failed.
    const PodConfig pod = loadPodConfig("builtin:default");
    const PodCounts counts = Simulation::countsFor(pod);
    const Scenario scenario = parseScenario(R"({"schema_version": 1, "name": "fabric_failures",
        "events": [{"t_s": 1, "type": "link_down", "target": "leaf3/spine2", "count": 9},
                   {"t_s": 1, "type": "nic_down", "target": "rack9/nic1"}]})",
                                            "fabric_failures", &counts);
    Simulation sim(pod, scenario, 1);
    sim.runUntil(5.0);
    Snapshot s;
    sim.fillSnapshot(s);
    const FabricLayout f = FabricLayout::fromPod(pod);
    FabricView v;
    v.resize(470, 560);
    v.setFabricLayout(f);
    v.updateSnapshot(s);
    QCOMPARE(v.linksDown(), s.linksDown);
    QCOMPARE(v.linksDown(), 10);
    QCOMPARE(v.bundlesDrawnDown().size(), std::size_t(2));
    checkReadable(v);
    // Every leaf is labelled with its number (and every rack: each number shows twice at least).
    QStringList labels;
    for (const auto& [t, r] : v.textRects()) labels << t;
    for (int i = 1; i <= 16; ++i)
      QVERIFY2(labels.count(QString::number(i)) >= 2, qPrintable(QString::number(i)));
    saveShot(v.grab().toImage(), "fabric_view_default.png");
    v.resize(1000, 420);
    checkReadable(v);
  }

  void campusIsAggregated() {
    const PodConfig pod = loadPodConfig("builtin:campus_1024");
    const FabricLayout f = FabricLayout::fromPod(pod);
    FabricView v;
    v.resize(470, 560);
    v.setFabricLayout(f);
    Snapshot s = uniform(f.topology->linkCount(), 0.4f);
    s.links[0].up = false;  // rack1/nic1
    s.switchesUp.assign(static_cast<std::size_t>(f.topology->switchCount()), 1);
    v.updateSnapshot(s);
    QVERIFY2(v.headerText().contains(QStringLiteral("1,026 spines")), qPrintable(v.headerText()));
    QVERIFY(v.headerText().contains(QStringLiteral("513 cores")));
    const QImage img = v.grab().toImage();
    QVERIFY(nearest(img, v.linkPosition(0), FabricView::downLinkColor()) <= kTolerance);
    QCOMPARE(v.bundlesDrawnDown().size(), std::size_t(1));
    checkReadable(v);
    saveShot(img, "fabric_view_campus.png");
  }
};

PODTWIN_TEST_MAIN(FabricViewTest)
}  // namespace fabric_view_test
#include "fabric_view_test.moc"
