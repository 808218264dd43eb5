// PodSceneWidget: the 2D overlay (legend, caption, group labels) over the VTK frame.
#include <vtkCamera.h>
#include <vtkMatrix4x4.h>
#include <vtkRenderer.h>
#include <QEvent>
#include <QPainter>
#include <algorithm>
#include <cmath>

#include "panels/event_log_view.h"
#include "scene/pod_scene_impl.h"

namespace podtwin::views {

using namespace scene;

namespace {
QString labelText(ObjectKind kind, int index) {
  switch (kind) {
    case ObjectKind::DryCooler:
      return PodSceneWidget::tr("Dry coolers");
    case ObjectKind::Genset:
      return PodSceneWidget::tr("Gas gensets");
    case ObjectKind::Bess:
      return PodSceneWidget::tr("Battery (LFP)");
    case ObjectKind::Grid:
      return PodSceneWidget::tr("Grid tie");
    case ObjectKind::Network:
      return PodSceneWidget::tr("Network row");
    case ObjectKind::Cdu:
      return PodSceneWidget::tr("CDU %1").arg(index + 1);
    case ObjectKind::Pump:
      break;
  }
  return {};
}
}  // namespace

PodSceneWidget::Overlay PodSceneWidget::overlayLayout() const {
  Overlay o;
  o.titleFont = overlayTitleFont(font());
  o.textFont = overlayTextFont(font());
  const QSize size(std::max(1, width()), std::max(1, height()));

  LegendContent& c = o.content;
  const auto range = colorByRange(d->colorBy);
  c.racks = {tr("%1, %2").arg(colorByName(d->colorBy), colorByUnit(d->colorBy)), range[0], range[1],
             range[1] - range[0] >= 20 ? 0 : 1, d->rackColors};
  c.failedText = tr("Failed");
  c.coolant = {tr("Coolant pipes, %1").arg(tr("°C")), kCoolantLoC, kCoolantHiC, 0,
               d->coolantColors};
  o.legend = layoutLegend(c, o.titleFont, o.textFont, size);

  if (d->layout.rackCount > 0) {
    const QString caption = tr("%1 — %2 racks, %3 GPUs")
                                .arg(QString::fromStdString(d->pod.name))
                                .arg(d->pod.racks.count)
                                .arg(d->pod.totalGpus());
    o.caption = scene::captionRect(caption, o.textFont, size, o.legend.panel, &o.captionShown);
  }

  if (d->alarmsUnacked > 0 || d->alarmsActive > 0) {
    o.alarmBadgeText =
        d->alarmsUnacked > 0
            ? tr("Alarms: %1 unacknowledged · %2 active").arg(d->alarmsUnacked).arg(d->alarmsActive)
            : tr("Alarms: %1 active, all acknowledged").arg(d->alarmsActive);
    o.alarmBadge = badgeRect(o.alarmBadgeText, o.titleFont);
  }

  // Labels at their world points, projected with the current camera; points behind the camera,
  // outside the depth range or hidden behind a rack or another object are not shown (a label
  // floating over the wrong object is worse than none).
  vtkCamera* cam = renderer()->GetActiveCamera();
  Vec3 eye;
  cam->GetPosition(eye.data());
  auto hidden = [&](const Impl::Label& l) {
    const Vec3 dir{l.at[0] - eye[0], l.at[1] - eye[1], l.at[2] - eye[2]};
    constexpr double kBefore = 0.999;  // hits up to just before the anchor
    for (const Box& b : d->layout.racks) {
      const double t = b.rayHit(eye, dir);
      if (t >= 0.0 && t < kBefore) return true;
    }
    for (std::size_t k = 0; k < d->layout.objects.size(); ++k) {
      if (static_cast<int>(k) == l.object) continue;
      const double t = d->layout.objects[k].box.rayHit(eye, dir);
      if (t >= 0.0 && t < kBefore) return true;
    }
    return false;
  };
  vtkMatrix4x4* m = cam->GetCompositeProjectionTransformMatrix(
      static_cast<double>(size.width()) / size.height(), -1.0, 1.0);
  std::vector<OverlayLabel> labels;
  std::vector<int> source;
  for (std::size_t i = 0; i < d->labels.size(); ++i) {
    const Impl::Label& l = d->labels[i];
    const double in[4] = {l.at[0], l.at[1], l.at[2], 1.0};
    double out[4];
    m->MultiplyPoint(in, out);
    if (out[3] <= 1e-9) continue;
    const double nz = out[2] / out[3];
    if (nz < -1.0 || nz > 1.0 || hidden(l)) continue;
    const QPointF at((out[0] / out[3] + 1.0) * 0.5 * size.width(),
                     (1.0 - out[1] / out[3]) * 0.5 * size.height());
    labels.push_back({labelText(l.kind, l.index), at});
    source.push_back(static_cast<int>(i));
  }
  std::vector<QRect> avoid{o.legend.panel};
  if (!o.caption.isNull()) avoid.push_back(o.caption);
  if (!o.alarmBadge.isNull()) avoid.push_back(o.alarmBadge);
  // A label never covers the middle of a rack's top face, where the rack shows its colour.
  for (const Box& b : d->layout.racks) {
    const double in[4] = {b.center()[0], b.max[1], b.center()[2], 1.0};
    double out[4];
    m->MultiplyPoint(in, out);
    if (out[3] <= 1e-9) continue;
    const QPoint at(static_cast<int>(std::lround((out[0] / out[3] + 1.0) * 0.5 * size.width())),
                    static_cast<int>(std::lround((1.0 - out[1] / out[3]) * 0.5 * size.height())));
    avoid.emplace_back(at.x() - 1, at.y() - 1, 3, 3);
  }
  for (auto [k, box] : placeLabels(labels, o.textFont, size, avoid)) {
    o.labels.emplace_back(source[static_cast<std::size_t>(k)], box);
  }
  return o;
}

void PodSceneWidget::paintOverlay(QPainter& p) {
  const Overlay o = overlayLayout();
  for (const auto& [k, box] : o.labels) {
    const Impl::Label& l = d->labels[static_cast<std::size_t>(k)];
    paintPlateText(p, box, labelText(l.kind, l.index), o.textFont);
  }
  if (!o.caption.isNull()) paintPlateText(p, o.caption, o.captionShown, o.textFont);
  if (!o.alarmBadge.isNull()) {
    // Unacknowledged alarms in the alarm list's alarm colour; acknowledged ones in its grey.
    const QColor accent = d->alarmsUnacked > 0 ? EventLogView::severityColor(Severity::Alarm, false)
                                               : EventLogView::severityColor(Severity::Info, true);
    paintBadge(p, o.alarmBadge, o.alarmBadgeText, o.titleFont, accent);
  }
  paintLegend(p, o.content, o.legend, o.titleFont, o.textFont, devicePixelRatioF());
}

void PodSceneWidget::setAlarmCounts(int unacknowledged, int active) {
  if (d->alarmsUnacked == unacknowledged && d->alarmsActive == active) return;
  d->alarmsUnacked = unacknowledged;
  d->alarmsActive = active;
  requestRender();
}

QRect PodSceneWidget::alarmBadgeRect() const {
  return overlayLayout().alarmBadge;
}

QString PodSceneWidget::alarmBadgeText() const {
  return overlayLayout().alarmBadgeText;
}

QRect PodSceneWidget::legendRect() const {
  return overlayLayout().legend.panel;
}

double PodSceneWidget::legendInset() const {
  const QRect l = legendRect();
  if (l.isEmpty() || width() <= 0) return 0.0;
  return std::clamp(static_cast<double>(width() - l.left() + 8) / width(), 0.0, 0.5);
}

QRect PodSceneWidget::legendBarRect() const {
  return overlayLayout().legend.bar;
}

QRect PodSceneWidget::captionRect() const {
  return overlayLayout().caption;
}

std::vector<QRect> PodSceneWidget::labelRects() const {
  std::vector<QRect> out;
  for (const auto& [k, box] : overlayLayout().labels) out.push_back(box);
  return out;
}

QStringList PodSceneWidget::labelTexts() const {
  QStringList out;
  for (const auto& [k, box] : overlayLayout().labels) {
    const Impl::Label& l = d->labels[static_cast<std::size_t>(k)];
    out << labelText(l.kind, l.index);
  }
  return out;
}

void PodSceneWidget::changeEvent(QEvent* e) {
  VtkWidget::changeEvent(e);
  if (e->type() == QEvent::LanguageChange || e->type() == QEvent::FontChange) requestRender();
}

}  // namespace podtwin::views
