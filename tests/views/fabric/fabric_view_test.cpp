// The fabric view: link colour follows load, down links are dashed red, clicks name the object.
#include <QSignalSpy>
#include <QtTest>

#include "fabric/fabric_view.h"
#include "views/scene/scene_test_support.h"

using namespace podtwin;
using namespace podtwin::views;
using podtwin::views::testing::channelDiff;
using podtwin::views::testing::describe;

namespace {
/// Two leaves under one spine, one link each: link 0 = leaf1/spine1, link 1 = leaf2/spine1.
FabricLayout tinyLayout() {
  FabricLayout f;
  f.switches = {{FabricLayout::kLeaf, 0}, {FabricLayout::kLeaf, 1}, {FabricLayout::kSpine, 0}};
  f.links = {{0, 2}, {1, 2}};
  return f;
}
Snapshot linkSnapshot(float u0, bool up0, float u1, bool up1) {
  Snapshot s;
  s.links = {LinkSnapshot{u0, up0}, LinkSnapshot{u1, up1}};
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
}  // namespace

class FabricViewTest : public QObject {
  Q_OBJECT

 private slots:
  void loadedAndIdleLinksDiffer() {
    FabricView v;
    v.resize(600, 360);
    v.setFabricLayout(tinyLayout());
    v.updateSnapshot(linkSnapshot(0.95f, true, 0.02f, true));
    const QImage img = v.grab().toImage();
    const QColor hotWant = FabricView::colorForUtilisation(0.95);
    const QColor idleWant = FabricView::colorForUtilisation(0.02);
    QVERIFY2(nearest(img, v.linkPosition(0), hotWant) <= kTolerance,
             qPrintable(describe(img.pixelColor(v.linkPosition(0).toPoint()))));
    QVERIFY2(nearest(img, v.linkPosition(1), idleWant) <= kTolerance,
             qPrintable(describe(img.pixelColor(v.linkPosition(1).toPoint()))));
    // 95 % and 2 % load must look clearly different (orange vs muted blue), and neither line
    // shows the other's colour.
    QVERIFY(channelDiff(hotWant, idleWant) > 80);
    QVERIFY(nearest(img, v.linkPosition(0), idleWant) > 40);
    QVERIFY(nearest(img, v.linkPosition(1), hotWant) > 40);
  }

  void snapshotIndexMapsToTopologyLinkIds() {
    // The model numbers NIC cables first: switch links then sit at higher Snapshot indices.
    FabricLayout f = tinyLayout();
    f.links[0].snapshotIndex = 5;
    f.links[1].snapshotIndex = 6;
    FabricView v;
    v.resize(600, 360);
    v.setFabricLayout(f);
    Snapshot s;
    s.links.assign(7, LinkSnapshot{0.0f, true});
    s.links[5].utilisation = 0.95f;  // leaf1/spine1 hot
    s.links[0].utilisation = 0.95f;  // a NIC cable: must not colour layout link 0
    v.updateSnapshot(s);
    const QImage img = v.grab().toImage();
    QVERIFY(nearest(img, v.linkPosition(0), FabricView::colorForUtilisation(0.95)) <= kTolerance);
    QVERIFY(nearest(img, v.linkPosition(1), FabricView::colorForUtilisation(0.0)) <= kTolerance);
  }

  void downLinkIsDashedRed() {
    FabricView v;
    v.resize(600, 360);
    v.setFabricLayout(tinyLayout());
    v.updateSnapshot(linkSnapshot(0.5f, true, 0.5f, false));
    const QImage img = v.grab().toImage();
    const QPointF mid = v.linkPosition(1);
    QVERIFY(nearest(img, mid, FabricView::downLinkColor()) <= kTolerance);
    // Dashed: walking along the line we meet red dashes and background gaps.
    const QPointF a = v.switchPosition(1);
    const QPointF b = v.switchPosition(2);
    int red = 0, gap = 0;
    for (int i = 20; i <= 80; ++i) {
      const QPointF p = a + (b - a) * (i / 100.0);
      const QColor c = img.pixelColor(p.toPoint());
      if (channelDiff(c, FabricView::downLinkColor()) <= 40) ++red;
      if (channelDiff(c, QColor(24, 27, 33)) <= 40) ++gap;
    }
    QVERIFY2(red > 5 && gap > 5, qPrintable(QString("red %1, gap %2").arg(red).arg(gap)));
    // The link that is up keeps its load colour.
    QVERIFY(nearest(img, v.linkPosition(0), FabricView::colorForUtilisation(0.5)) <= kTolerance);
    QVERIFY(nearest(img, v.linkPosition(0), FabricView::downLinkColor()) > 40);
  }

  void clicksNameSwitchesAndLinks() {
    FabricView v;
    v.resize(600, 360);
    v.setFabricLayout(tinyLayout());
    v.updateSnapshot(linkSnapshot(0.3f, true, 0.6f, true));
    v.show();
    QVERIFY(QTest::qWaitForWindowExposed(&v));
    QSignalSpy sel(&v, &FabricView::objectSelected);
    QSignalSpy menu(&v, &FabricView::contextMenuRequested);
    QTest::mouseClick(&v, Qt::LeftButton, {}, v.switchPosition(2).toPoint());
    QCOMPARE(sel.takeLast().at(0).toString(), QString("spine1"));
    QTest::mouseClick(&v, Qt::LeftButton, {}, v.linkPosition(1).toPoint());
    QCOMPARE(sel.takeLast().at(0).toString(), QString("leaf2/spine1"));
    QTest::mouseClick(&v, Qt::RightButton, {}, v.linkPosition(0).toPoint());
    QCOMPARE(menu.count(), 1);
    QCOMPARE(menu.at(0).at(0).toString(), QString("leaf1/spine1"));
  }

  void hundredsOfSwitchesAreAggregated() {
    // A 1,024-rack campus: 1,024 leaves, three tiers, ~150k links, drawn as ≤ 32 blocks a tier.
    const PodConfig pod = scaledPod(loadPodConfig("builtin:default"), 1024);
    const FabricLayout f = FabricLayout::placeholderFor(pod);
    QCOMPARE(f.countInTier(FabricLayout::kLeaf), 1024);
    FabricView v;
    v.resize(1200, 500);
    v.setFabricLayout(f);
    QCOMPARE(v.blockSize(FabricLayout::kLeaf), 32);
    Snapshot s;
    s.links.assign(f.links.size(), LinkSnapshot{0.4f, true});
    s.links[0].up = false;
    v.updateSnapshot(s);
    // Link 0's aggregate line is marked down even though its 31 siblings in the block are up.
    const QImage img = v.grab().toImage();
    QVERIFY(nearest(img, v.linkPosition(0), FabricView::downLinkColor()) <= kTolerance);
    if (qEnvironmentVariableIsSet("PODTWIN_SCREENSHOT_DIR")) {
      img.save(qEnvironmentVariable("PODTWIN_SCREENSHOT_DIR") + "/fabric_view_campus.png");
    }
  }

  void defaultPodFabric() {
    const FabricLayout f = FabricLayout::placeholderFor(loadPodConfig("builtin:default"));
    FabricView v;
    v.resize(1000, 420);
    v.setFabricLayout(f);
    Snapshot s;
    s.links.resize(f.links.size());
    for (std::size_t i = 0; i < s.links.size(); ++i) {
      s.links[i].utilisation = static_cast<float>((i * 37) % 100) / 100.0f;
    }
    // Leaf 3's nine links to spine 2 are down (a failed cable bundle).
    for (std::size_t i = 0; i < f.links.size(); ++i) {
      if (f.links[i].a == 2 && f.links[i].b == 16 + 1) s.links[i].up = false;
    }
    v.updateSnapshot(s);
    const QImage img = v.grab().toImage();
    QCOMPARE(v.blockSize(FabricLayout::kLeaf), 1);
    if (qEnvironmentVariableIsSet("PODTWIN_SCREENSHOT_DIR")) {
      img.save(qEnvironmentVariable("PODTWIN_SCREENSHOT_DIR") + "/fabric_view_default.png");
    }
  }
};

QTEST_MAIN(FabricViewTest)
#include "fabric_view_test.moc"
