#include "scene/pod_scene_widget.h"

#include <spdlog/spdlog.h>
#include <vtkActor.h>
#include <vtkCamera.h>
#include <vtkLookupTable.h>
#include <vtkMatrix4x4.h>
#include <vtkPolyData.h>
#include <vtkPolyDataMapper.h>
#include <vtkProperty.h>
#include <vtkRenderer.h>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <QVariantAnimation>
#include <algorithm>
#include <cmath>
#include <set>
#include <utility>

#include "scenario/target.h"
#include "scene/pod_scene_impl.h"

namespace podtwin::views {

using namespace scene;

namespace {
vtkSmartPointer<vtkActor> flatActor(vtkPolyData* poly) {
  auto mapper = vtkSmartPointer<vtkPolyDataMapper>::New();
  mapper->SetInputData(poly);
  mapper->SetColorModeToDirectScalars();
  mapper->SetScalarModeToUsePointData();
  auto actor = vtkSmartPointer<vtkActor>::New();
  actor->SetMapper(mapper);
  // Lighting off: faces carry baked shading, so the colour on screen is the colour we wrote.
  actor->GetProperty()->SetLighting(false);
  actor->GetProperty()->SetAmbient(0.0);
  actor->GetProperty()->SetDiffuse(1.0);
  // Every face is wound counter-clockwise seen from outside: faces turned away are dropped before
  // rasterisation (about half of them from any viewpoint).
  actor->GetProperty()->BackfaceCullingOn();
  actor->SetPickable(false);
  return actor;
}

vtkSmartPointer<vtkActor> outlineActor(const Rgb& c, double widthPx) {
  auto mapper = vtkSmartPointer<vtkPolyDataMapper>::New();
  mapper->SetInputData(vtkSmartPointer<vtkPolyData>::New());
  mapper->ScalarVisibilityOff();
  auto actor = vtkSmartPointer<vtkActor>::New();
  actor->SetMapper(mapper);
  actor->GetProperty()->SetLighting(false);
  actor->GetProperty()->SetColor(c[0] / 255.0, c[1] / 255.0, c[2] / 255.0);
  actor->GetProperty()->SetLineWidth(static_cast<float>(widthPx));
  actor->SetPickable(false);
  return actor;
}
}  // namespace

PodSceneWidget::PodSceneWidget(QWidget* parent) : VtkWidget(parent), d(std::make_unique<Impl>()) {
  renderer()->SetBackground(kBackground[0] / 255.0, kBackground[1] / 255.0, kBackground[2] / 255.0);
  d->rackLut = makeLut(rackStops(MapId::Thermal), 0, 1);
  d->coolantLut = makeLut(coolantStops(MapId::Thermal), kCoolantLoC, kCoolantHiC);

  d->anim = new QVariantAnimation(this);
  d->anim->setDuration(kCameraAnimMs);
  d->anim->setStartValue(0.0);
  d->anim->setEndValue(1.0);
  connect(d->anim, &QVariantAnimation::valueChanged, this, [this](const QVariant& v) {
    applyPose(renderer()->GetActiveCamera(), interpolate(d->animFrom, d->animTo, v.toDouble()));
    renderer()->ResetCameraClippingRange();
    requestRender();
  });
  applyColorMap();
  setColorBy(ColorBy::RackPower);
}

PodSceneWidget::~PodSceneWidget() = default;

QString PodSceneWidget::colorByName(ColorBy by) {
  switch (by) {
    case ColorBy::RackPower:
      return tr("Rack power");
    case ColorBy::GpuTemperature:
      return tr("GPU temperature (max)");
    case ColorBy::Throttling:
      return tr("GPUs throttled");
    case ColorBy::CoolantDeltaT:
      return tr("Coolant ΔT");
    case ColorBy::LinkLoad:
      return tr("Leaf uplink load (max)");
  }
  return {};
}

QString PodSceneWidget::colorByUnit(ColorBy by) {
  switch (by) {
    case ColorBy::RackPower:
      return tr("kW");
    case ColorBy::GpuTemperature:
      return tr("°C");
    case ColorBy::Throttling:
      return tr("%");
    case ColorBy::CoolantDeltaT:
      return tr("K");
    case ColorBy::LinkLoad:
      return tr("%");
  }
  return {};
}

std::array<double, 2> PodSceneWidget::colorByRange(ColorBy by) {
  switch (by) {
    // 0–140 kW: a GB300 NVL72 rack peaks near 135–140 kW (NVIDIA GB300 NVL72; rack_config.h).
    case ColorBy::RackPower:
      return {0.0, 140.0};
    // 25 °C (coolant-warm idle) to 95 °C (above the 87 °C throttle point in Snapshot).
    case ColorBy::GpuTemperature:
      return {25.0, 95.0};
    case ColorBy::Throttling:
      return {0.0, 100.0};
    // 0–20 K: liquid-cooled racks are designed for ~10–15 K rise (ASHRAE W-class guidance).
    case ColorBy::CoolantDeltaT:
      return {0.0, 20.0};
    case ColorBy::LinkLoad:
      return {0.0, 100.0};
  }
  return {0.0, 1.0};
}

QColor PodSceneWidget::backgroundColor() {
  return QColor(kBackground[0], kBackground[1], kBackground[2]);
}

QString PodSceneWidget::colorMapKey(ColorMap map) {
  switch (map) {
    case ColorMap::Thermal:
      return QStringLiteral("thermal");
    case ColorMap::Viridis:
      return QStringLiteral("viridis");
    case ColorMap::CoolWarm:
      return QStringLiteral("coolwarm");
    case ColorMap::Greyscale:
      return QStringLiteral("greyscale");
  }
  return QStringLiteral("thermal");
}

PodSceneWidget::ColorMap PodSceneWidget::colorMapFromKey(const QString& key) {
  for (ColorMap m :
       {ColorMap::Thermal, ColorMap::Viridis, ColorMap::CoolWarm, ColorMap::Greyscale}) {
    if (key == colorMapKey(m)) return m;
  }
  return ColorMap::Thermal;
}

void PodSceneWidget::setColorMap(ColorMap map) {
  if (map == d->colorMap) return;
  d->colorMap = map;
  applyColorMap();
  if (!d->layout.racks.empty()) recolor();
  requestRender();
}

PodSceneWidget::ColorMap PodSceneWidget::colorMap() const {
  return d->colorMap;
}

void PodSceneWidget::applyColorMap() {
  const auto id = static_cast<MapId>(static_cast<int>(d->colorMap));
  fillLut(d->rackLut, rackStops(id));
  fillLut(d->coolantLut, coolantStops(id));
  // The legend shows the lookup tables' own entries, so its colours are the scene's.
  for (auto [lut, colors] : {std::pair{d->rackLut.Get(), &d->rackColors},
                             std::pair{d->coolantLut.Get(), &d->coolantColors}}) {
    colors->resize(static_cast<std::size_t>(lut->GetNumberOfTableValues()));
    for (vtkIdType i = 0; i < lut->GetNumberOfTableValues(); ++i) {
      const unsigned char* c = lut->GetPointer(i);
      (*colors)[static_cast<std::size_t>(i)] = {c[0], c[1], c[2]};
    }
  }
}

QColor PodSceneWidget::coolantColorForTemperature(double tempC) const {
  const Rgb c = lutColor(d->coolantLut, tempC);
  return QColor(c[0], c[1], c[2]);
}

void PodSceneWidget::setPod(const PodConfig& pod) {
  d->pod = pod;
  d->layout = computeLayout(pod);
  d->haveSnap = false;
  d->selected = -1;
  d->lastAlarmed.clear();
  const PodLayout& L = d->layout;
  for (auto* a : {&d->solidActor, &d->alarmOutline, &d->selectOutline, &d->edges}) {
    if (*a) renderer()->RemoveActor(*a);
  }
  d->labels.clear();
  d->mesh = MeshBuilder();

  // Racks: body, then the compute-tray slabs proud of the front face. A side face that touches
  // the next rack in the row is never seen and is left out (a campus row is 32 racks long).
  d->rackBoxes.resize(L.rackCount);
  const int trays = L.rackCount <= kMaxRacksWithTrays ? L.traysPerRack : 0;
  d->traysDrawn = trays;
  auto key = [](double x, double z) {
    return std::pair{std::lround(x * 1000.0), std::lround(z * 1000.0)};  // mm grid
  };
  std::set<std::pair<long, long>> rackCorners;
  for (const Box& b : L.racks) rackCorners.insert(key(b.min[0], b.min[2]));
  for (int i = 0; i < L.rackCount; ++i) {
    const Box& b = L.racks[i];
    unsigned faces = kAllFaces;
    if (rackCorners.count(key(b.max[0], b.min[2])) != 0) faces &= ~(1u << kFacePosX);
    if (rackCorners.count(key(2 * b.min[0] - b.max[0], b.min[2])) != 0) {
      faces &= ~(1u << kFaceNegX);
    }
    d->rackBoxes[i] = d->mesh.addBox(b, faces);
    const double zFace = L.rackFront[i] > 0 ? b.max[2] + 0.008 : b.min[2] - 0.008;
    const double y0 = 0.12;
    const double pitch = (kRackHeightM - 0.24) / trays;
    for (int t = 0; t < trays; ++t) {
      const double ya = y0 + t * pitch + 0.008;
      const double yb = y0 + (t + 1) * pitch - 0.008;
      if (L.rackFront[i] > 0) {
        d->mesh.addQuadZ(b.min[0] + 0.035, ya, b.max[0] - 0.035, yb, zFace);
      } else {
        d->mesh.addQuadZ(b.max[0] - 0.035, ya, b.min[0] + 0.035, yb, zFace);
      }
    }
  }
  d->objectBoxes.resize(L.objects.size());
  for (std::size_t k = 0; k < L.objects.size(); ++k) {
    d->objectBoxes[k] = d->mesh.addBox(L.objects[k].box);
  }
  d->pipeBoxes.resize(L.pipes.size());
  for (std::size_t k = 0; k < L.pipes.size(); ++k) {
    d->pipeBoxes[k] = d->mesh.addBox(L.pipes[k].box);
    d->mesh.colorBox(d->pipeBoxes[k], lutColor(d->coolantLut, kCoolantLoC));
  }
  // Floors: tinted cold and hot aisles, then the hall and the yard. The aisles lie 2 mm above the
  // hall floor and are drawn first, so the hall's fragments under them fail the early depth test
  // instead of being shaded and then painted over.
  const double pairPitch = 2 * kRackDepthM + kColdAisleM + kHotAisleM;
  const double rowX0 = -0.2;
  const double rowX1 = L.racksPerRow * kRackWidthM + 0.2;
  for (int p = 0; p < (L.rows + 1) / 2; ++p) {
    const double z0 = p * pairPitch;
    if (2 * p + 1 < L.rows) {
      d->mesh.colorQuad(
          d->mesh.addQuadY(rowX0, z0 + kRackDepthM, rowX1, z0 + kRackDepthM + kColdAisleM, 0.002),
          kColdAisle);
    }
    d->mesh.colorQuad(d->mesh.addQuadY(rowX0, z0 - kHotAisleM, rowX1, z0, 0.002), kHotAisle);
    if (2 * p + 1 < L.rows && 2 * p + 2 >= L.rows) {
      // Behind the last row of the last pair.
      const double zb = z0 + 2 * kRackDepthM + kColdAisleM;
      d->mesh.colorQuad(d->mesh.addQuadY(rowX0, zb, rowX1, zb + kHotAisleM, 0.002), kHotAisle);
    }
  }
  const Box& h = L.hall;
  d->mesh.colorQuad(d->mesh.addQuadY(h.min[0], h.min[2], h.max[0], h.max[2], 0.0), kHallFloor);
  const Box& y = L.yard;
  d->mesh.colorQuad(d->mesh.addQuadY(y.min[0], y.min[2], y.max[0], y.max[2], 0.0), kYardFloor);

  d->solidActor = flatActor(d->mesh.polyData());
  d->alarmOutline = outlineActor(kAlarmOutline, 3.0);
  d->selectOutline = outlineActor(kSelectOutline, 3.0);
  // Thin dark edges so neighbouring racks of similar colour still read as separate cabinets. A
  // campus leaves the rack edges out, like the trays: there a rack is a few pixels wide, and
  // 12,000 line segments would cost llvmpipe more than all the triangles together.
  d->edges = outlineActor(kRackFrame, 1.0);
  {
    std::vector<Box> edges;
    if (trays > 0) edges.assign(L.racks.begin(), L.racks.end());
    for (const auto& o : L.objects) {
      const bool small = o.kind == ObjectKind::Cdu || o.kind == ObjectKind::Pump;
      if (trays > 0 || !small) edges.push_back(o.box);
    }
    vtkPolyDataMapper::SafeDownCast(d->edges->GetMapper())->SetInputData(makeOutlines(edges));
  }
  for (auto& a : {d->solidActor, d->edges, d->alarmOutline, d->selectOutline}) {
    renderer()->AddActor(a);
  }

  // Group labels (one per group, so a campus does not drown in text), drawn by the overlay.
  for (ObjectKind kind : {ObjectKind::DryCooler, ObjectKind::Genset, ObjectKind::Bess,
                          ObjectKind::Grid, ObjectKind::Network}) {
    const auto o = std::find_if(L.objects.begin(), L.objects.end(),
                                [kind](const SceneObject& x) { return x.kind == kind; });
    if (o != L.objects.end()) {
      d->labels.push_back({kind,
                           0,
                           {o->box.center()[0], o->box.max[1] + 0.3, o->box.center()[2]},
                           static_cast<int>(o - L.objects.begin())});
    }
  }
  if (L.cduCount <= 8) {
    for (std::size_t k = 0; k < L.objects.size(); ++k) {
      const SceneObject& o = L.objects[k];
      if (o.kind == ObjectKind::Cdu) {
        d->labels.push_back({o.kind,
                             o.index,
                             {o.box.center()[0], o.box.max[1] + 0.2, o.box.center()[2]},
                             static_cast<int>(k)});
      }
    }
  }
  recolor();
  setCameraPreset(CameraPreset::Overview, false);
}

void PodSceneWidget::updateSnapshot(const Snapshot& snapshot) {
  d->snap = snapshot;
  d->haveSnap = true;
  recolor();
  if (!d->hoverTarget.isEmpty() && QToolTip::isVisible()) {
    QToolTip::showText(QCursor::pos(), tooltipFor(d->hoverTarget), this);
  }
}

void PodSceneWidget::setColorBy(ColorBy by) {
  d->colorBy = by;
  const auto range = colorByRange(by);
  d->rackLut->SetRange(range[0], range[1]);
  d->rackLut->Build();
  if (!d->layout.racks.empty()) recolor();
  requestRender();
}

PodSceneWidget::ColorBy PodSceneWidget::colorBy() const {
  return d->colorBy;
}

double PodSceneWidget::rackValue(int rackId) const {
  if (!d->haveSnap) return 0.0;
  const RackArrays& r = d->snap.racks;
  switch (d->colorBy) {
    case ColorBy::RackPower:
      return valueAt(r.powerKw, rackId);
    case ColorBy::GpuTemperature:
      return valueAt(r.gpuTempMaxC, rackId);
    case ColorBy::Throttling: {
      const int gpus = std::max(1, d->pod.racks.gpusPerRack);
      return 100.0 * valueAt(r.gpusThrottled, rackId) / gpus;
    }
    case ColorBy::CoolantDeltaT:
      return valueAt(r.outletTempC, rackId) - valueAt(r.inletTempC, rackId);
    case ColorBy::LinkLoad:
      return 100.0 * valueAt(r.linkUtilMax, rackId);
  }
  return 0.0;
}

QColor PodSceneWidget::rackColorForValue(double value) const {
  const Rgb c = lutColor(d->rackLut, value);
  return QColor(c[0], c[1], c[2]);
}

int PodSceneWidget::rackCount() const {
  return d->layout.rackCount;
}

std::array<double, 3> PodSceneWidget::rackCenterWorld(int rackId) const {
  if (rackId < 0 || rackId >= d->layout.rackCount) return {0, 0, 0};
  return d->layout.racks[rackId].center();
}

QPoint PodSceneWidget::rackScreenPosition(int rackId) const {
  if (rackId < 0 || rackId >= d->layout.rackCount) return {-1, -1};
  // Centre of the top face: visible from every raised view, never hidden by the rear headers.
  const Box& b = d->layout.racks[rackId];
  const Vec3 top{b.center()[0], b.max[1], b.center()[2]};
  return worldToWidget(top).toPoint();
}

QPoint PodSceneWidget::objectScreenPosition(const QString& target) const {
  if (auto t = parseTarget(target.toStdString()); t && t->is("rack")) {
    return rackScreenPosition(t->index() - 1);
  }
  const int k = d->layout.findObject(target.toStdString());
  if (k < 0) return {-1, -1};
  const SceneObject& o = d->layout.objects[k];
  const Vec3 c = o.box.center();
  const Vec3 at = o.kind == ObjectKind::Pump
                      ? Vec3{c[0], c[1], o.frontSign > 0 ? o.box.max[2] : o.box.min[2]}
                      : Vec3{c[0], o.box.max[1], c[2]};
  return worldToWidget(at).toPoint();
}

void PodSceneWidget::selectRack(int rackId) {
  d->selected = (rackId >= 0 && rackId < d->layout.rackCount) ? rackId : -1;
  std::vector<Box> boxes;
  if (d->selected >= 0) boxes.push_back(d->layout.racks[d->selected].inflated(0.04));
  if (d->selectOutline) {
    vtkPolyDataMapper::SafeDownCast(d->selectOutline->GetMapper())
        ->SetInputData(makeOutlines(boxes));
  }
  requestRender();
}

int PodSceneWidget::selectedRack() const {
  return d->selected;
}

void PodSceneWidget::setCameraPreset(CameraPreset preset, bool animate) {
  const double aspect = static_cast<double>(std::max(1, width())) / std::max(1, height());
  const Preset p = preset == CameraPreset::Top     ? Preset::Top
                   : preset == CameraPreset::Aisle ? Preset::Aisle
                                                   : Preset::Overview;
  d->preset = p;
  d->cameraPristine = true;
  moveCamera(presetPose(p, d->layout, aspect, legendInset()), animate);
}

void PodSceneWidget::flyTo(const std::string& target) {
  const double aspect = static_cast<double>(std::max(1, width())) / std::max(1, height());
  const CameraPose now = readPose(renderer()->GetActiveCamera());
  Box box;
  if (auto t = parseTarget(target);
      t && t->is("rack") && t->index() >= 1 && t->index() <= d->layout.rackCount) {
    box = d->layout.racks[t->index() - 1];
  } else if (int k = d->layout.findObject(target); k >= 0) {
    box = d->layout.objects[k].box;
  } else {
    spdlog::warn("PodSceneWidget::flyTo: no object '{}' in this pod", target);
    return;
  }
  d->cameraPristine = false;
  moveCamera(poseLookingAt(box, now, aspect), true);
}

}  // namespace podtwin::views
