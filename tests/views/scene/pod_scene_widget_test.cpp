// The 3D pod scene: what the framebuffer shows is where the camera says, clicks and hovers hit the
// right rack, colour-by and failures change the pixels.
#include <QSignalSpy>
#include <QSurfaceFormat>
#include <QtTest>
#include "support/test_main.h"

#include "scene/pod_scene_widget.h"
#include "views/scene/scene_test_support.h"

namespace pod_scene_widget_test {

using namespace podtwin;
using namespace podtwin::views;
using namespace podtwin::views::testing;

namespace {

// Lighting is off and faces carry their colour exactly; the only error is 8-bit rounding of the
// LUT colour through GL's float pipeline and back, ≤ 1 per channel. 3 leaves margin for driver
// dithering; a neighbouring rack's colour differs by ≥ 10 on some channel (8 kW apart on a
// 140 kW ramp of 256 steps ≈ 15 steps).
constexpr int kColourTolerance = 3;
}  // namespace

class PodSceneWidgetTest : public QObject {
  Q_OBJECT

 public:
  // Before the QApplication exists (Qt Test calls it first): VTK needs a 3.2 core, depth-24 format.
  static void initMain() { VtkWidget::setDefaultSurfaceFormat(); }

 private:
  std::unique_ptr<PodSceneWidget> m_w;
  PodConfig m_pod;

  /// Rack i draws 10 + 8 i kW: 16 racks span 10–130 kW, all distinct on the 0–140 kW ramp.
  Snapshot rampSnapshot() const {
    Snapshot s = snapshotFor(m_pod);
    for (int i = 0; i < m_pod.racks.count; ++i)
      s.racks.powerKw[i] = 10.0f + 8.0f * static_cast<float>(i);
    return s;
  }
  QImage grab() { return m_w->grabFramebuffer(); }
  void checkRacksShowTheirColour(const Snapshot& s, const char* view) {
    const QImage img = grab();
    const double dpr = m_w->devicePixelRatioF();
    QCOMPARE(img.width(), static_cast<int>(m_w->width() * dpr));
    for (int i = 0; i < m_pod.racks.count; ++i) {
      const QPoint p = m_w->rackScreenPosition(i);
      QVERIFY2(m_w->rect().contains(p),
               qPrintable(QString("%1: rack %2 off screen").arg(view).arg(i)));
      const QColor want = m_w->rackColorForValue(s.racks.powerKw[i]);
      const QColor got = pixelAt(img, p, dpr);
      QVERIFY2(channelDiff(got, want) <= kColourTolerance,
               qPrintable(QString("%1: rack %2 at (%3,%4): got %5, want %6")
                              .arg(view)
                              .arg(i)
                              .arg(p.x())
                              .arg(p.y())
                              .arg(describe(got), describe(want))));
    }
  }

 private slots:
  void init() {
    QCOMPARE(QSurfaceFormat::defaultFormat().profile(), QSurfaceFormat::CoreProfile);
    m_pod = defaultPod();
    m_w = std::make_unique<PodSceneWidget>();
    m_w->resize(1000, 640);
    m_w->setPod(m_pod);
    m_w->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_w.get()));
    m_w->setCameraPreset(PodSceneWidget::CameraPreset::Overview, false);
  }
  void cleanup() { m_w.reset(); }

  void framebufferShowsRacksWhereCameraSays() {
    const Snapshot s = rampSnapshot();
    m_w->updateSnapshot(s);
    if (qEnvironmentVariableIsSet("PODTWIN_SCREENSHOT_DIR")) {
      grab().save(qEnvironmentVariable("PODTWIN_SCREENSHOT_DIR") + "/pod_scene_overview.png");
    }
    checkRacksShowTheirColour(s, "overview");
    // Away from every object the clear colour shows: the top-left corner (beyond the far end of
    // the yard) and the bottom-right corner (in front of the hall, below the legend).
    const QImage img = grab();
    const double dpr = m_w->devicePixelRatioF();
    for (QPoint p : {QPoint(6, 6), QPoint(m_w->width() - 6, m_w->height() - 6)}) {
      const QColor got = pixelAt(img, p, dpr);
      QVERIFY2(
          channelDiff(got, PodSceneWidget::backgroundColor()) <= 1,
          qPrintable(
              QString("background at (%1,%2) is %3").arg(p.x()).arg(p.y()).arg(describe(got))));
    }
  }

  void topAndAisleViewsStayConsistent() {
    const Snapshot s = rampSnapshot();
    m_w->updateSnapshot(s);
    m_w->setCameraPreset(PodSceneWidget::CameraPreset::Top, false);
    checkRacksShowTheirColour(s, "top");
    if (qEnvironmentVariableIsSet("PODTWIN_SCREENSHOT_DIR")) {
      grab().save(qEnvironmentVariable("PODTWIN_SCREENSHOT_DIR") + "/pod_scene_top.png");
    }
    // Down the cold aisle the rack tops are out of sight; the projection must still be on screen
    // for the racks next to the aisle and the view must differ from the top view.
    m_w->setCameraPreset(PodSceneWidget::CameraPreset::Aisle, false);
    const QPoint a = m_w->rackScreenPosition(0);
    QVERIFY(a != QPoint(-1, -1));
    if (qEnvironmentVariableIsSet("PODTWIN_SCREENSHOT_DIR")) {
      grab().save(qEnvironmentVariable("PODTWIN_SCREENSHOT_DIR") + "/pod_scene_aisle.png");
    }
  }

  void clickingARackSelectsIt() {
    m_w->updateSnapshot(rampSnapshot());
    QSignalSpy racks(m_w.get(), &PodSceneWidget::rackSelected);
    QSignalSpy objects(m_w.get(), &PodSceneWidget::objectSelected);
    for (int id : {0, 5, 7, 8, 12, 15}) {
      QTest::mouseClick(m_w.get(), Qt::LeftButton, {}, m_w->rackScreenPosition(id));
      QVERIFY2(!racks.isEmpty(), qPrintable(QString("no rackSelected for rack %1").arg(id)));
      QCOMPARE(racks.takeLast().at(0).toInt(), id);
      QCOMPARE(objects.takeLast().at(0).toString(), QString("rack%1").arg(id + 1));
      QCOMPARE(m_w->selectedRack(), id);
    }
    // Right-click asks for a context menu on the object under the mouse.
    QSignalSpy menu(m_w.get(), &PodSceneWidget::contextMenuRequested);
    QTest::mouseClick(m_w.get(), Qt::RightButton, {}, m_w->rackScreenPosition(4));
    QCOMPARE(menu.count(), 1);
    QCOMPARE(menu.at(0).at(0).toString(), QString("rack5"));
    // Clicking empty background selects nothing new.
    racks.clear();
    QTest::mouseClick(m_w.get(), Qt::LeftButton, {}, QPoint(6, 6));
    QCOMPARE(racks.count(), 0);
  }

  void plantObjectsAreClickable() {
    // Look at CDU 1 from the hall side: its top and the pumps on its front are in view.
    m_w->flyTo("cdu1");
    QVERIFY(m_w->cameraAnimating());  // a ~400 ms transition, not a jump
    QTRY_VERIFY_WITH_TIMEOUT(!m_w->cameraAnimating(), 5000);
    QSignalSpy objects(m_w.get(), &PodSceneWidget::objectSelected);
    QSignalSpy menu(m_w.get(), &PodSceneWidget::contextMenuRequested);
    QTest::mouseClick(m_w.get(), Qt::LeftButton, {}, m_w->objectScreenPosition("cdu1"));
    QCOMPARE(objects.takeLast().at(0).toString(), QString("cdu1"));
    QTest::mouseClick(m_w.get(), Qt::RightButton, {}, m_w->objectScreenPosition("cdu1/pump2"));
    QCOMPARE(menu.takeLast().at(0).toString(), QString("cdu1/pump2"));
    m_w->setCameraPreset(PodSceneWidget::CameraPreset::Overview, false);
    for (const char* t : {"drycooler1", "genset1"}) {
      QTest::mouseClick(m_w.get(), Qt::LeftButton, {}, m_w->objectScreenPosition(t));
      QCOMPARE(objects.takeLast().at(0).toString(), QString(t));
    }
    QCOMPARE(m_w->objectScreenPosition("nonsense"), QPoint(-1, -1));
  }

  void selectedRackIsOutlined() {
    m_w->updateSnapshot(rampSnapshot());
    // The selection outline is near-white (235,245,255); nothing else in the scene is that light.
    auto whiteCount = [](const QImage& im) {
      int n = 0;
      for (int y = 0; y < im.height(); ++y)
        for (int x = 0; x < im.width(); ++x)
          if (channelDiff(im.pixelColor(x, y), QColor(235, 245, 255)) <= 12) ++n;
      return n;
    };
    const int before = whiteCount(grab());
    m_w->selectRack(3);
    const int after = whiteCount(grab());
    QVERIFY2(after > before + 20, qPrintable(QString("%1 → %2").arg(before).arg(after)));
  }

  void hoverReportsLiveValues() {
    Snapshot s = rampSnapshot();
    m_w->updateSnapshot(s);
    QSignalSpy hov(m_w.get(), &PodSceneWidget::hovered);
    QTest::mouseMove(m_w.get(), m_w->rackScreenPosition(3));
    QTRY_VERIFY(!hov.isEmpty());
    QCOMPARE(hov.last().at(0).toString(), QString("rack4"));
    // Rack 4 (id 3) draws 10 + 8·3 = 34 kW.
    QVERIFY2(hov.last().at(1).toString().contains("34.0 kW"),
             qPrintable(hov.last().at(1).toString()));
  }

  void colourByChangesRackPixels() {
    Snapshot s = snapshotFor(m_pod);
    for (int i = 0; i < m_pod.racks.count; ++i) {
      s.racks.powerKw[i] = 100.0f;                                    // same power everywhere
      s.racks.gpuTempMaxC[i] = 30.0f + 4.0f * static_cast<float>(i);  // 30–90 °C across the racks
    }
    m_w->updateSnapshot(s);
    const int id = 3;
    const double dpr = m_w->devicePixelRatioF();
    const QColor powerPx = pixelAt(grab(), m_w->rackScreenPosition(id), dpr);
    QVERIFY(channelDiff(powerPx, m_w->rackColorForValue(100.0)) <= kColourTolerance);
    m_w->setColorBy(PodSceneWidget::ColorBy::GpuTemperature);
    QCOMPARE(m_w->colorBy(), PodSceneWidget::ColorBy::GpuTemperature);
    const QImage img = grab();
    for (int i : {0, id, 15}) {
      const QColor got = pixelAt(img, m_w->rackScreenPosition(i), dpr);
      const QColor want = m_w->rackColorForValue(30.0 + 4.0 * i);
      QVERIFY2(channelDiff(got, want) <= kColourTolerance,
               qPrintable(QString("rack %1: %2 vs %3").arg(i).arg(describe(got), describe(want))));
    }
    // 42 °C on a 25–95 °C ramp is far from 100 kW on 0–140 kW: the pixel must have moved.
    QVERIFY(channelDiff(pixelAt(img, m_w->rackScreenPosition(id), dpr), powerPx) > 20);
  }

  void colourMapChangesRackPixels() {
    // Rack 1 draws 0 kW, rack 16 the full 140 kW: the two ends of every map.
    Snapshot s = rampSnapshot();
    s.racks.powerKw[0] = 0.0f;
    s.racks.powerKw[15] = 140.0f;
    m_w->updateSnapshot(s);
    const double dpr = m_w->devicePixelRatioF();
    struct Case {
      PodSceneWidget::ColorMap map;
      QColor lo, hi;  // the map's published end colours (top faces are unshaded)
    };
    const Case cases[] = {
        {PodSceneWidget::ColorMap::Thermal, QColor(49, 130, 189), QColor(253, 141, 60)},
        {PodSceneWidget::ColorMap::Viridis, QColor(68, 1, 84), QColor(253, 231, 37)},
        {PodSceneWidget::ColorMap::CoolWarm, QColor(59, 76, 192), QColor(180, 4, 38)},
        {PodSceneWidget::ColorMap::Greyscale, QColor(56, 56, 56), QColor(245, 245, 245)},
    };
    QColor previousMid;
    for (const Case& c : cases) {
      m_w->setColorMap(c.map);
      QCOMPARE(m_w->colorMap(), c.map);
      QCOMPARE(PodSceneWidget::colorMapFromKey(PodSceneWidget::colorMapKey(c.map)), c.map);
      const QImage img = grab();
      const QString name = PodSceneWidget::colorMapKey(c.map);
      const QColor lo = pixelAt(img, m_w->rackScreenPosition(0), dpr);
      const QColor hi = pixelAt(img, m_w->rackScreenPosition(15), dpr);
      QVERIFY2(channelDiff(lo, c.lo) <= kColourTolerance,
               qPrintable(name + ": 0 kW shows " + describe(lo) + ", want " + describe(c.lo)));
      QVERIFY2(channelDiff(hi, c.hi) <= kColourTolerance,
               qPrintable(name + ": 140 kW shows " + describe(hi) + ", want " + describe(c.hi)));
      // A rack in the middle of the ramp: the map's lookup, and different from the last map.
      const QColor mid = pixelAt(img, m_w->rackScreenPosition(8), dpr);
      QVERIFY(channelDiff(mid, m_w->rackColorForValue(s.racks.powerKw[8])) <= kColourTolerance);
      if (previousMid.isValid()) QVERIFY(channelDiff(mid, previousMid) > 20);
      previousMid = mid;
      // The legend's ramp is the same table: top of the bar = high end, bottom = low end.
      const QRect bar = m_w->legendBarRect();
      QVERIFY(channelDiff(pixelAt(img, QPoint(bar.center().x(), bar.top()), dpr), c.hi) <=
              kColourTolerance);
      QVERIFY(channelDiff(pixelAt(img, QPoint(bar.center().x(), bar.bottom()), dpr), c.lo) <=
              kColourTolerance);
    }
    // The pipes follow the map too: cool–warm's 65 °C end differs from thermal's.
    m_w->setColorMap(PodSceneWidget::ColorMap::Thermal);
    const QColor thermalHot = m_w->coolantColorForTemperature(65.0);
    m_w->setColorMap(PodSceneWidget::ColorMap::Viridis);
    QVERIFY(channelDiff(m_w->coolantColorForTemperature(65.0), thermalHot) > 20);
    QCOMPARE(PodSceneWidget::colorMapFromKey("no-such-map"), PodSceneWidget::ColorMap::Thermal);
    m_w->setColorMap(PodSceneWidget::ColorMap::Thermal);
  }

  void legendAndLabelsFitAtAnySize() {
    m_w->updateSnapshot(rampSnapshot());
    for (QSize size : {QSize(800, 500), QSize(1600, 1000), QSize(1000, 640), QSize(320, 200)}) {
      m_w->resize(size);
      QTRY_COMPARE(m_w->size(), size);
      for (auto by : {PodSceneWidget::ColorBy::RackPower, PodSceneWidget::ColorBy::GpuTemperature,
                      PodSceneWidget::ColorBy::LinkLoad}) {
        m_w->setColorBy(by);
        const QString where = QString("%1x%2").arg(size.width()).arg(size.height());
        const QRect legend = m_w->legendRect();
        // Inside the view with a margin, never clipped at an edge.
        QVERIFY2(m_w->rect().adjusted(4, 4, -4, -4).contains(legend),
                 qPrintable(where + QString(": legend (%1,%2 %3x%4)")
                                        .arg(legend.x())
                                        .arg(legend.y())
                                        .arg(legend.width())
                                        .arg(legend.height())));
        QVERIFY(legend.contains(m_w->legendBarRect()));
        QVERIFY(m_w->legendBarRect().height() >= 16);
        const QRect caption = m_w->captionRect();
        QVERIFY(m_w->rect().contains(caption));
        QVERIFY2(!caption.intersects(legend), qPrintable(where));
        const auto labels = m_w->labelRects();
        for (std::size_t i = 0; i < labels.size(); ++i) {
          QVERIFY(m_w->rect().contains(labels[i]));
          QVERIFY2(!labels[i].intersects(legend),
                   qPrintable(where + ": label " + m_w->labelTexts().at(int(i))));
          QVERIFY(!labels[i].intersects(caption));
          for (std::size_t j = 0; j < i; ++j) QVERIFY(!labels[i].intersects(labels[j]));
        }
      }
    }
    // On the overview of the default pod the big groups are named.
    m_w->resize(1000, 640);
    QTRY_COMPARE(m_w->size(), QSize(1000, 640));
    m_w->setCameraPreset(PodSceneWidget::CameraPreset::Overview, false);
    QVERIFY(m_w->labelTexts().contains("Network row"));
    QVERIFY(m_w->labelTexts().contains("CDU 1"));
    if (qEnvironmentVariableIsSet("PODTWIN_SCREENSHOT_DIR")) {
      m_w->resize(800, 500);
      QTRY_COMPARE(m_w->size(), QSize(800, 500));
      m_w->setColorBy(PodSceneWidget::ColorBy::GpuTemperature);
      grab().save(qEnvironmentVariable("PODTWIN_SCREENSHOT_DIR") + "/pod_scene_800x500.png");
    }
  }

  void labelsBehindObjectsAreHidden() {
    // Down the cold aisle the plant yard is behind the racks and CDUs: its labels must not
    // float over them.
    m_w->setCameraPreset(PodSceneWidget::CameraPreset::Aisle, false);
    const QStringList shown = m_w->labelTexts();
    QVERIFY2(!shown.contains("Gas gensets") && !shown.contains("Battery (LFP)") &&
                 !shown.contains("Dry coolers"),
             qPrintable(shown.join(", ")));
    QVERIFY2(shown.contains("Network row"), qPrintable(shown.join(", ")));
  }

  void failedRackIsRedAndOutlined() {
    Snapshot s = rampSnapshot();
    s.racks.state[6] = kRackTripped;
    m_w->updateSnapshot(s);
    const QImage img = grab();
    const double dpr = m_w->devicePixelRatioF();
    const QColor red(214, 39, 40);
    QVERIFY(channelDiff(pixelAt(img, m_w->rackScreenPosition(6), dpr), red) <= kColourTolerance);
    // Its neighbour keeps its ramp colour.
    QVERIFY(channelDiff(pixelAt(img, m_w->rackScreenPosition(5), dpr),
                        m_w->rackColorForValue(s.racks.powerKw[5])) <= kColourTolerance);
    // The outline: amber (255,214,0) pixels appear in the scene and were absent before (the
    // legend's "failed" swatch carries the same outline, so the legend is not counted).
    const QRect legend = m_w->legendRect();
    auto amberCount = [&](const QImage& im) {
      int n = 0;
      for (int y = 0; y < im.height(); y += 1)
        for (int x = 0; x < im.width(); x += 1)
          if (!legend.contains(QPointF(x / dpr, y / dpr).toPoint()) &&
              channelDiff(im.pixelColor(x, y), QColor(255, 214, 0)) <= 12)
            ++n;
      return n;
    };
    QVERIFY2(amberCount(img) > 20, "no alarm outline drawn");
    if (qEnvironmentVariableIsSet("PODTWIN_SCREENSHOT_DIR")) {
      // A live-looking picture for the docs: warm returns, a failed pump, a tripped rack.
      Snapshot live = s;
      live.cdus.resize(2);
      for (auto& c : live.cdus) {
        c.supplyTempC = 30.0;
        c.returnTempC = 44.0;
        c.facilitySupplyTempC = 27.0;
        c.facilityReturnTempC = 38.0;
        c.pumps.resize(3);
        c.pumps[0].running = c.pumps[1].running = true;
        c.pumps[2].standby = true;
      }
      live.cdus[0].pumps[1].failed = true;
      live.cdus[0].pumps[1].running = false;
      live.gensets.resize(3);
      live.gensets[0].online = live.gensets[1].online = true;
      m_w->updateSnapshot(live);
      m_w->selectRack(10);
      grab().save(qEnvironmentVariable("PODTWIN_SCREENSHOT_DIR") + "/pod_scene_failure.png");
      m_w->selectRack(-1);
    }
    m_w->updateSnapshot(rampSnapshot());
    QCOMPARE(amberCount(grab()), 0);
  }

  void flyToKnownTargets() {
    for (const char* t : {"rack5", "cdu2", "genset1", "bess", "drycooler3", "grid", "network"}) {
      m_w->flyTo(t);
    }
    QTRY_VERIFY_WITH_TIMEOUT(!m_w->cameraAnimating(), 5000);
    // The camera ends on its target: rack 9 is in the middle of the view.
    m_w->flyTo("rack9");
    QTRY_VERIFY_WITH_TIMEOUT(!m_w->cameraAnimating(), 5000);
    const QPoint p = m_w->rackScreenPosition(8);
    QVERIFY(std::abs(p.x() - m_w->width() / 2) < 40);
    m_w->selectRack(8);
    QCOMPARE(m_w->selectedRack(), 8);
    m_w->selectRack(-1);
    QCOMPARE(m_w->selectedRack(), -1);
  }
};

PODTWIN_TEST_MAIN(PodSceneWidgetTest)
}  // namespace pod_scene_widget_test
#include "pod_scene_widget_test.moc"
