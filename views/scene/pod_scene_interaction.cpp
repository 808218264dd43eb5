// PodSceneWidget: recolouring from snapshots, picking, mouse handling and camera moves.
#include <vtkActor.h>
#include <vtkCamera.h>
#include <vtkLookupTable.h>
#include <vtkMatrix4x4.h>
#include <vtkPolyData.h>
#include <vtkPolyDataMapper.h>
#include <vtkProperty.h>
#include <vtkRenderer.h>
#include <QMouseEvent>
#include <QToolTip>
#include <QVariantAnimation>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>

#include "scene/pod_scene_impl.h"

namespace podtwin::views {

using namespace scene;

void PodSceneWidget::recolor() {
  const PodLayout& L = d->layout;
  const Snapshot* s = d->haveSnap ? &d->snap : nullptr;
  std::vector<Box> alarmed;
  std::vector<int> alarmedIds;

  // Racks: the ColorBy ramp on the body and trays; failed or alarmed racks red and outlined.
  for (int i = 0; i < L.rackCount; ++i) {
    const std::uint8_t st =
        s != nullptr ? static_cast<std::uint8_t>(valueAt(s->racks.state, i)) : std::uint8_t{0};
    const bool failed = (st & (kRackTripped | kRackLeak | kRackAlarm)) != 0;
    const bool flagged = failed || (st & kRackIsolated) != 0;
    const Rgb c = failed ? kFailedRed : lutColor(d->rackLut, rackValue(i));
    const BoxRef& box = d->rackBoxes[i];
    d->mesh.colorBox(box, c);
    d->mesh.colorFace(box, L.rackFront[i] > 0 ? kFacePosZ : kFaceNegZ, kRackFrame);
    const int trays = box.first + box.pointCount();
    for (int t = 0; t < d->traysDrawn; ++t) {
      d->mesh.colorQuad(trays + 4 * t, c);
    }
    if (flagged) {
      alarmed.push_back(L.racks[i].inflated(0.02));
      alarmedIds.push_back(i);
    }
  }

  // Plant equipment by status.
  for (std::size_t k = 0; k < L.objects.size(); ++k) {
    const SceneObject& o = L.objects[k];
    Rgb c = kEquipment;
    bool failed = false;
    bool degraded = false;
    switch (o.kind) {
      case ObjectKind::Cdu:
        if (s && static_cast<std::size_t>(o.index) < s->cdus.size()) {
          const auto& cdu = s->cdus[o.index];
          failed = cdu.tripped;
          degraded = std::any_of(cdu.pumps.begin(), cdu.pumps.end(),
                                 [](const PumpSnapshot& p) { return p.failed; });
        }
        break;
      case ObjectKind::Pump:
        c = kStandby;
        if (s && static_cast<std::size_t>(o.parent) < s->cdus.size() &&
            static_cast<std::size_t>(o.index) < s->cdus[o.parent].pumps.size()) {
          const auto& p = s->cdus[o.parent].pumps[o.index];
          failed = p.failed;
          c = p.running ? kRunning : kStandby;
        }
        break;
      case ObjectKind::DryCooler:
        if (s && static_cast<std::size_t>(o.index) < s->dryCoolers.size()) {
          failed = s->dryCoolers[o.index].failed;
          degraded = s->dryCoolers[o.index].fansFailed > 0;
        }
        break;
      case ObjectKind::Genset:
        if (s && static_cast<std::size_t>(o.index) < s->gensets.size()) {
          const auto& g = s->gensets[o.index];
          failed = g.failed;
          c = g.online ? kRunning : g.starting ? kStarting : kEquipment;
        }
        break;
      case ObjectKind::Bess:
        c = kBattery;
        failed = s && !s->bessAvailable;
        break;
      case ObjectKind::Grid:
        failed = s && !s->gridAvailable;
        break;
      case ObjectKind::Network:
        c = kNetwork;
        failed = s && s->switchesDown > 0;
        degraded = s && s->linksDown > 0;
        break;
    }
    if (failed) c = kFailedRed;
    d->mesh.colorBox(d->objectBoxes[k], c);
    if (failed || degraded) {
      alarmed.push_back(o.box.inflated(0.03));
      alarmedIds.push_back(-1 - static_cast<int>(k));
    }
  }

  // Pipes by coolant temperature: secondary loops per CDU, facility mains by the CDU mean.
  double facSupply = 0.0, facReturn = 0.0;
  if (s && !s->cdus.empty()) {
    for (const auto& c : s->cdus) {
      facSupply += c.facilitySupplyTempC;
      facReturn += c.facilityReturnTempC;
    }
    facSupply /= static_cast<double>(s->cdus.size());
    facReturn /= static_cast<double>(s->cdus.size());
  }
  for (std::size_t k = 0; k < L.pipes.size(); ++k) {
    const PipeSegment& p = L.pipes[k];
    double t = 15.0;
    if (p.cdu < 0) {
      t = p.supply ? facSupply : facReturn;
    } else if (s && static_cast<std::size_t>(p.cdu) < s->cdus.size()) {
      t = p.supply ? s->cdus[p.cdu].supplyTempC : s->cdus[p.cdu].returnTempC;
    }
    d->mesh.colorBox(d->pipeBoxes[k], lutColor(d->coolantLut, t));
  }

  bool changed = d->mesh.colorsModified();
  if (alarmedIds != d->lastAlarmed && d->alarmOutline) {
    vtkPolyDataMapper::SafeDownCast(d->alarmOutline->GetMapper())
        ->SetInputData(makeOutlines(alarmed));
    d->lastAlarmed = std::move(alarmedIds);
    changed = true;
  }
  // Only a picture that changed is rendered again (and the meshes re-uploaded).
  if (changed) requestRender();
}

PodSceneWidget::Picked PodSceneWidget::pick(const QPointF& pos) const {
  Picked out;
  const double w = std::max(1, width());
  const double h = std::max(1, height());
  vtkCamera* cam = renderer()->GetActiveCamera();
  auto inv = vtkSmartPointer<vtkMatrix4x4>::New();
  inv->DeepCopy(cam->GetCompositeProjectionTransformMatrix(w / h, -1.0, 1.0));
  inv->Invert();
  const double nx = 2.0 * pos.x() / w - 1.0;
  const double ny = 1.0 - 2.0 * pos.y() / h;
  double nearH[4], farH[4];
  const double nearN[4] = {nx, ny, -1.0, 1.0};
  const double farN[4] = {nx, ny, 1.0, 1.0};
  inv->MultiplyPoint(nearN, nearH);
  inv->MultiplyPoint(farN, farH);
  if (std::abs(nearH[3]) < 1e-12 || std::abs(farH[3]) < 1e-12) return out;
  const Vec3 o{nearH[0] / nearH[3], nearH[1] / nearH[3], nearH[2] / nearH[3]};
  const Vec3 dir{farH[0] / farH[3] - o[0], farH[1] / farH[3] - o[1], farH[2] / farH[3] - o[2]};
  double best = 1e300;
  const PodLayout& L = d->layout;
  for (int i = 0; i < L.rackCount; ++i) {
    const double t = L.racks[i].rayHit(o, dir);
    if (t >= 0.0 && t < best) {
      best = t;
      out.rackId = i;
    }
  }
  for (std::size_t k = 0; k < L.objects.size(); ++k) {
    const double t = L.objects[k].box.rayHit(o, dir);
    // Pumps sit on their CDU's face: prefer them when the hits are within a few centimetres.
    const double bias = L.objects[k].kind == ObjectKind::Pump ? 1e-3 : 0.0;
    if (t >= 0.0 && t - bias < best) {
      best = t - bias;
      out.rackId = -1;
      out.object = static_cast<int>(k);
    }
  }
  if (out.rackId >= 0) {
    out.target = QStringLiteral("rack%1").arg(out.rackId + 1);
  } else if (out.object >= 0) {
    out.target = QString::fromStdString(L.objects[out.object].target);
  }
  return out;
}

QString PodSceneWidget::tooltipFor(const QString& target) const {
  const Snapshot* s = d->haveSnap ? &d->snap : nullptr;
  if (target.startsWith(QLatin1String("rack"))) {
    return describeRack(target.mid(4).toInt() - 1, d->layout, d->pod, s);
  }
  const int k = d->layout.findObject(target.toStdString());
  return k >= 0 ? describeObject(d->layout.objects[k], d->pod, s) : QString();
}

void PodSceneWidget::moveCamera(const CameraPose& to, bool animate) {
  vtkCamera* cam = renderer()->GetActiveCamera();
  d->anim->stop();
  if (!animate || !isVisible()) {
    applyPose(cam, to);
    renderer()->ResetCameraClippingRange();
    requestRender();
    return;
  }
  d->animFrom = readPose(cam);
  d->animTo = to;
  d->anim->start();
}

bool PodSceneWidget::cameraAnimating() const {
  return d->anim->state() == QAbstractAnimation::Running;
}

void PodSceneWidget::resizeGL(int w, int h) {
  VtkWidget::resizeGL(w, h);
  // Pixel-sized things follow the device pixel ratio (VTK works in device pixels).
  const double dpr = devicePixelRatioF();
  for (auto& a : {d->alarmOutline, d->selectOutline}) {
    if (a) a->GetProperty()->SetLineWidth(static_cast<float>(3.0 * dpr));
  }
  // Until the user moves the camera, keep the preset framed for the new aspect ratio.
  if (d->cameraPristine && d->anim->state() != QAbstractAnimation::Running) {
    const double aspect = static_cast<double>(std::max(1, w)) / std::max(1, h);
    applyPose(renderer()->GetActiveCamera(),
              presetPose(d->preset, d->layout, aspect, legendInset()));
    renderer()->ResetCameraClippingRange();
  }
}

void PodSceneWidget::mousePressEvent(QMouseEvent* e) {
  d->pressPos = e->position().toPoint();
  d->pressButton = e->button();
  d->anim->stop();
  VtkWidget::mousePressEvent(e);
}

void PodSceneWidget::mouseReleaseEvent(QMouseEvent* e) {
  VtkWidget::mouseReleaseEvent(e);
  const QPoint pos = e->position().toPoint();
  const bool click =
      e->button() == d->pressButton && (pos - d->pressPos).manhattanLength() <= kClickSlopPx;
  d->pressButton = Qt::NoButton;
  if (!click) {
    d->cameraPristine = false;  // the user dragged the camera
    return;
  }
  const Picked p = pick(e->position());
  if (e->button() == Qt::LeftButton) {
    if (p.rackId >= 0) {
      selectRack(p.rackId);
      emit rackSelected(p.rackId);
    }
    if (!p.target.isEmpty()) emit objectSelected(p.target);
  } else if (e->button() == Qt::RightButton && !p.target.isEmpty()) {
    emit contextMenuRequested(p.target, e->globalPosition().toPoint());
  }
}

void PodSceneWidget::mouseMoveEvent(QMouseEvent* e) {
  VtkWidget::mouseMoveEvent(e);
  if (e->buttons() != Qt::NoButton) {
    if ((e->position().toPoint() - d->pressPos).manhattanLength() > kClickSlopPx) {
      d->cameraPristine = false;
    }
    return;
  }
  const Picked p = pick(e->position());
  if (p.target != d->hoverTarget) {
    d->hoverTarget = p.target;
    const QString text = p.target.isEmpty() ? QString() : tooltipFor(p.target);
    emit hovered(p.target, text);
    if (text.isEmpty()) {
      QToolTip::hideText();
    } else {
      QToolTip::showText(e->globalPosition().toPoint(), text, this);
    }
  }
}

void PodSceneWidget::wheelEvent(QWheelEvent* e) {
  d->cameraPristine = false;
  d->anim->stop();
  VtkWidget::wheelEvent(e);
}

void PodSceneWidget::leaveEvent(QEvent* e) {
  VtkWidget::leaveEvent(e);
  if (!d->hoverTarget.isEmpty()) {
    d->hoverTarget.clear();
    emit hovered(QString(), QString());
  }
}

}  // namespace podtwin::views
