#include "scene/pod_scene_widget.h"

#include <spdlog/spdlog.h>
#include <vtkActor.h>
#include <vtkBillboardTextActor3D.h>
#include <vtkCamera.h>
#include <vtkLookupTable.h>
#include <vtkMatrix4x4.h>
#include <vtkPolyData.h>
#include <vtkPolyDataMapper.h>
#include <vtkProperty.h>
#include <vtkRenderer.h>
#include <vtkScalarBarActor.h>
#include <vtkTextActor.h>
#include <vtkTextProperty.h>
#include <QMouseEvent>
#include <QToolTip>
#include <QVariantAnimation>
#include <algorithm>
#include <cmath>

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
  d->rackLut = makeRackLut(0, 1);
  d->coolantLut = makeCoolantLut(15.0, 65.0);  // secondary supply ~25–45 °C, return up to ~60 °C
  d->legend = vtkSmartPointer<vtkScalarBarActor>::New();
  d->legend->SetLookupTable(d->rackLut);
  d->legend->SetNumberOfLabels(5);
  d->legend->SetPosition(0.90, 0.18);
  d->legend->SetWidth(0.08);
  d->legend->SetHeight(0.64);
  d->legend->SetBarRatio(0.35);
  d->legend->SetMaximumWidthInPixels(140);
  d->legend->DrawNanAnnotationOn();
  d->legend->SetNanAnnotation(tr("Failed").toUtf8().constData());
  d->rackLut->SetNanColor(kFailedRed[0] / 255.0, kFailedRed[1] / 255.0, kFailedRed[2] / 255.0, 1);
  for (vtkTextProperty* tp : {d->legend->GetTitleTextProperty(), d->legend->GetLabelTextProperty(),
                              d->legend->GetAnnotationTextProperty()}) {
    tp->SetColor(0.86, 0.89, 0.93);
    tp->SetShadow(false);
    tp->SetItalic(false);
    tp->SetBold(false);
    tp->SetFontFamilyToArial();
  }
  d->legend->GetTitleTextProperty()->SetBold(true);
  d->legend->UnconstrainedFontSizeOn();
  renderer()->AddViewProp(d->legend);
  d->caption = vtkSmartPointer<vtkTextActor>::New();
  d->caption->GetTextProperty()->SetColor(0.75, 0.79, 0.85);
  d->caption->GetTextProperty()->SetFontSize(14);
  d->caption->SetPosition(12, 10);
  renderer()->AddViewProp(d->caption);

  d->anim = new QVariantAnimation(this);
  d->anim->setDuration(kCameraAnimMs);
  d->anim->setStartValue(0.0);
  d->anim->setEndValue(1.0);
  connect(d->anim, &QVariantAnimation::valueChanged, this, [this](const QVariant& v) {
    applyPose(renderer()->GetActiveCamera(), interpolate(d->animFrom, d->animTo, v.toDouble()));
    renderer()->ResetCameraClippingRange();
    update();
  });
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

void PodSceneWidget::setPod(const PodConfig& pod) {
  d->pod = pod;
  d->layout = computeLayout(pod);
  d->haveSnap = false;
  d->selected = -1;
  d->lastAlarmed.clear();
  const PodLayout& L = d->layout;
  for (auto* a : {&d->rackActor, &d->equipActor, &d->pipeActor, &d->floorActor, &d->alarmOutline,
                  &d->selectOutline, &d->rackEdges}) {
    if (*a) renderer()->RemoveActor(*a);
  }
  for (auto& l : d->labels) renderer()->RemoveViewProp(l);
  d->labels.clear();
  d->rackMesh = MeshBuilder();
  d->equipMesh = MeshBuilder();
  d->pipeMesh = MeshBuilder();
  d->floorMesh = MeshBuilder();

  // Racks: body, then the compute-tray slabs proud of the front face.
  d->rackFirst.resize(L.rackCount);
  const int trays = L.rackCount <= kMaxRacksWithTrays ? L.traysPerRack : 0;
  d->traysDrawn = trays;
  for (int i = 0; i < L.rackCount; ++i) {
    const Box& b = L.racks[i];
    d->rackFirst[i] = d->rackMesh.addBox(b);
    const double zFace = L.rackFront[i] > 0 ? b.max[2] + 0.008 : b.min[2] - 0.008;
    const double y0 = 0.12;
    const double pitch = (kRackHeightM - 0.24) / trays;
    for (int t = 0; t < trays; ++t) {
      const double ya = y0 + t * pitch + 0.008;
      const double yb = y0 + (t + 1) * pitch - 0.008;
      if (L.rackFront[i] > 0) {
        d->rackMesh.addQuadZ(b.min[0] + 0.035, ya, b.max[0] - 0.035, yb, zFace);
      } else {
        d->rackMesh.addQuadZ(b.max[0] - 0.035, ya, b.min[0] + 0.035, yb, zFace);
      }
    }
  }
  d->objectFirst.resize(L.objects.size());
  for (std::size_t k = 0; k < L.objects.size(); ++k) {
    d->objectFirst[k] = d->equipMesh.addBox(L.objects[k].box);
  }
  d->pipeFirst.resize(L.pipes.size());
  for (std::size_t k = 0; k < L.pipes.size(); ++k) {
    d->pipeFirst[k] = d->pipeMesh.addBox(L.pipes[k].box);
    d->pipeMesh.colorBox(d->pipeFirst[k], lutColor(d->coolantLut, 15.0));
  }
  // Floors: hall, tinted cold and hot aisles, yard.
  const Box& h = L.hall;
  d->floorMesh.colorQuad(d->floorMesh.addQuadY(h.min[0], h.min[2], h.max[0], h.max[2], 0.0),
                         kHallFloor);
  const double pairPitch = 2 * kRackDepthM + kColdAisleM + kHotAisleM;
  const double rowX0 = -0.2;
  const double rowX1 = L.racksPerRow * kRackWidthM + 0.2;
  for (int p = 0; p < (L.rows + 1) / 2; ++p) {
    const double z0 = p * pairPitch;
    if (2 * p + 1 < L.rows) {
      d->floorMesh.colorQuad(d->floorMesh.addQuadY(rowX0, z0 + kRackDepthM, rowX1,
                                                   z0 + kRackDepthM + kColdAisleM, 0.002),
                             kColdAisle);
    }
    d->floorMesh.colorQuad(d->floorMesh.addQuadY(rowX0, z0 - kHotAisleM, rowX1, z0, 0.002),
                           kHotAisle);
    if (2 * p + 1 < L.rows && 2 * p + 2 >= L.rows) {
      // Behind the last row of the last pair.
      const double zb = z0 + 2 * kRackDepthM + kColdAisleM;
      d->floorMesh.colorQuad(d->floorMesh.addQuadY(rowX0, zb, rowX1, zb + kHotAisleM, 0.002),
                             kHotAisle);
    }
  }
  const Box& y = L.yard;
  d->floorMesh.colorQuad(d->floorMesh.addQuadY(y.min[0], y.min[2], y.max[0], y.max[2], 0.0),
                         kYardFloor);

  d->rackActor = flatActor(d->rackMesh.polyData());
  d->equipActor = flatActor(d->equipMesh.polyData());
  d->pipeActor = flatActor(d->pipeMesh.polyData());
  d->floorActor = flatActor(d->floorMesh.polyData());
  d->alarmOutline = outlineActor(kAlarmOutline, 3.0);
  d->selectOutline = outlineActor(kSelectOutline, 3.0);
  // Thin dark edges so neighbouring racks of similar colour still read as separate cabinets.
  d->rackEdges = outlineActor(kRackFrame, 1.0);
  {
    std::vector<Box> edges(L.racks.begin(), L.racks.end());
    for (const auto& o : L.objects) edges.push_back(o.box);
    vtkPolyDataMapper::SafeDownCast(d->rackEdges->GetMapper())->SetInputData(makeOutlines(edges));
  }
  // Solid objects before the floors: the software rasteriser's early depth test then skips the
  // floor fragments hidden under racks and containers (fragment shading dominates a frame).
  for (auto& a : {d->rackActor, d->equipActor, d->pipeActor, d->floorActor, d->rackEdges,
                  d->alarmOutline, d->selectOutline}) {
    renderer()->AddActor(a);
  }

  // Group labels (one per group, so a campus does not drown in text).
  auto addLabel = [&](const QString& text, const Vec3& at) {
    auto l = vtkSmartPointer<vtkBillboardTextActor3D>::New();
    l->SetInput(text.toUtf8().constData());
    l->SetPosition(at[0], at[1], at[2]);
    l->GetTextProperty()->SetColor(0.88, 0.90, 0.94);
    l->GetTextProperty()->SetFontSize(13);  // points; the window's DPI scales them
    l->GetTextProperty()->SetJustificationToCentered();
    l->GetTextProperty()->SetShadow(true);
    l->SetPickable(false);
    renderer()->AddViewProp(l);
    d->labels.push_back(l);
  };
  auto firstOf = [&](ObjectKind k) {
    for (const auto& o : L.objects)
      if (o.kind == k) return &o;
    return static_cast<const SceneObject*>(nullptr);
  };
  for (auto [kind, text] : {std::pair{ObjectKind::DryCooler, tr("Dry coolers")},
                            std::pair{ObjectKind::Genset, tr("Gas gensets")},
                            std::pair{ObjectKind::Bess, tr("Battery (LFP)")},
                            std::pair{ObjectKind::Grid, tr("Grid tie")},
                            std::pair{ObjectKind::Network, tr("Network row")}}) {
    if (const SceneObject* o = firstOf(kind)) {
      addLabel(text, {o->box.center()[0], o->box.max[1] + 0.6, o->box.center()[2]});
    }
  }
  if (L.cduCount <= 8) {
    for (const auto& o : L.objects) {
      if (o.kind == ObjectKind::Cdu) {
        addLabel(tr("CDU %1").arg(o.index + 1),
                 {o.box.center()[0], o.box.max[1] + 0.35, o.box.center()[2]});
      }
    }
  }
  // Font sizes in points: VtkWidget sets the render window's DPI to 72 × devicePixelRatio, so
  // text keeps its size on high-DPI screens.
  d->legend->GetTitleTextProperty()->SetFontSize(13);
  d->legend->GetLabelTextProperty()->SetFontSize(12);
  d->legend->GetAnnotationTextProperty()->SetFontSize(12);
  d->caption->GetTextProperty()->SetFontSize(13);
  d->caption->SetInput(tr("%1 — %2 racks, %3 GPUs")
                           .arg(QString::fromStdString(pod.name))
                           .arg(pod.racks.count)
                           .arg(pod.totalGpus())
                           .toUtf8()
                           .constData());
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
  d->legend->SetTitle(tr("%1\n(%2)").arg(colorByName(by), colorByUnit(by)).toUtf8().constData());
  d->legend->SetLabelFormat(range[1] - range[0] >= 20 ? "%.0f" : "%.1f");
  if (!d->layout.racks.empty()) recolor();
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
  update();
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
  moveCamera(presetPose(p, d->layout, aspect), animate);
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
