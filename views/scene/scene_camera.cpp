#include "scene/scene_camera.h"

#include <vtkCamera.h>
#include <algorithm>
#include <cmath>
#include <numbers>

namespace podtwin::views::scene {

namespace {
Vec3 normalized(const Vec3& v) {
  const double n = std::sqrt(v[0] * v[0] + v[1] * v[1] + v[2] * v[2]);
  return n > 1e-12 ? Vec3{v[0] / n, v[1] / n, v[2] / n} : Vec3{0, 1, 0};
}
double tanHalf(double deg) {
  return std::tan(deg * std::numbers::pi / 360.0);
}

/// Distance at which a box of `width` × `height` (as seen) fits with a margin.
double fitDistance(double width, double height, double aspect, double angleDeg) {
  const double h = std::max(height, width / std::max(0.1, aspect));
  return 0.5 * h * 1.15 / tanHalf(angleDeg);
}
}  // namespace

CameraPose presetPose(Preset p, const PodLayout& L, double aspect) {
  CameraPose pose;
  const Vec3 c = L.bounds.center();
  const Vec3 s = L.bounds.size();
  switch (p) {
    case Preset::Overview: {
      // From the hall side (+z), raised ~40° and a little to the side, so rack tops, the cold
      // aisle and the yard behind are all in view.
      pose.viewAngleDeg = 30.0;
      const Vec3 dir = normalized({-0.3, 0.9, 1.0});
      // The hall is what people look at: it fills the front of the view and the plant yard
      // recedes behind it (for a small pod the yard is larger than the hall).
      const Vec3 hc = L.hall.center();
      const Vec3 hs = L.hall.size();
      pose.focal = {0.9 * hc[0] + 0.1 * c[0], 0.0, 0.8 * hc[2] + 0.2 * c[2]};
      const double hallDiag = std::sqrt(hs[0] * hs[0] + hs[2] * hs[2]);
      const double d =
          std::min(fitDistance(std::max(s[0], s[2]) * 1.05, s[2] * 0.7, aspect, pose.viewAngleDeg),
                   fitDistance(hallDiag * 1.7, hallDiag * 1.0, aspect, pose.viewAngleDeg));
      pose.position = {pose.focal[0] + dir[0] * d, pose.focal[1] + dir[1] * d,
                       pose.focal[2] + dir[2] * d};
      pose.viewUp = {0, 1, 0};
      break;
    }
    case Preset::Top: {
      // Plan view of the data hall (the racks are what the colours are about); zoom out for the
      // yard.
      pose.viewAngleDeg = 30.0;
      const Vec3 hc = L.hall.center();
      const Vec3 hs = L.hall.size();
      pose.focal = {hc[0], 0.0, hc[2]};
      const double d = fitDistance(hs[0] * 1.1, hs[2] * 1.1, aspect, pose.viewAngleDeg);
      pose.position = {hc[0], d, hc[2]};
      pose.viewUp = {0, 0, -1};
      break;
    }
    case Preset::Aisle: {
      // Standing in the first cold aisle just past the CDUs at its end, eye height 1.7 m, looking
      // down the row: the rack fronts fill both sides (from behind the CDUs, their backs would
      // fill most of the view).
      pose.viewAngleDeg = 60.0;
      const double xEnd = L.racks.empty() ? 10.0 : L.racks[std::max(0, L.racksPerRow - 1)].max[0];
      const double xStart = L.racks.empty() ? L.hall.min[0] : L.racks.front().min[0];
      pose.position = {xStart + 0.3, 1.7, L.coldAisleZ};
      pose.focal = {xEnd, 1.1, L.coldAisleZ};
      pose.viewUp = {0, 1, 0};
      break;
    }
  }
  return pose;
}

CameraPose poseLookingAt(const Box& box, const CameraPose& current, double aspect) {
  CameraPose pose = current;
  const Vec3 c = box.center();
  const Vec3 s = box.size();
  Vec3 dir =
      normalized({current.position[0] - current.focal[0], current.position[1] - current.focal[1],
                  current.position[2] - current.focal[2]});
  // Keep at least ~25° elevation so the object is not seen edge-on from the floor.
  if (dir[1] < 0.42) {
    dir = normalized({dir[0], 0.42, dir[2]});
  }
  if (pose.viewAngleDeg > 45.0) pose.viewAngleDeg = 30.0;
  const double extent = std::max({s[0], s[1], s[2], 1.0});
  const double d =
      std::max(4.0, fitDistance(extent * 2.2, extent * 2.2, aspect, pose.viewAngleDeg));
  pose.focal = c;
  pose.position = {c[0] + dir[0] * d, c[1] + dir[1] * d, c[2] + dir[2] * d};
  pose.viewUp = {0, 1, 0};
  return pose;
}

CameraPose readPose(vtkCamera* cam) {
  CameraPose p;
  cam->GetPosition(p.position.data());
  cam->GetFocalPoint(p.focal.data());
  cam->GetViewUp(p.viewUp.data());
  p.viewAngleDeg = cam->GetViewAngle();
  return p;
}

void applyPose(vtkCamera* cam, const CameraPose& p) {
  cam->SetFocalPoint(p.focal.data());
  cam->SetPosition(p.position.data());
  cam->SetViewUp(p.viewUp.data());
  cam->SetViewAngle(p.viewAngleDeg);
  cam->OrthogonalizeViewUp();
}

CameraPose interpolate(const CameraPose& a, const CameraPose& b, double t) {
  t = std::clamp(t, 0.0, 1.0);
  const double e = t < 0.5 ? 4 * t * t * t : 1 - std::pow(-2 * t + 2, 3) / 2;
  CameraPose p;
  for (int i = 0; i < 3; ++i) {
    p.position[i] = a.position[i] + (b.position[i] - a.position[i]) * e;
    p.focal[i] = a.focal[i] + (b.focal[i] - a.focal[i]) * e;
    p.viewUp[i] = a.viewUp[i] + (b.viewUp[i] - a.viewUp[i]) * e;
  }
  p.viewUp = normalized(p.viewUp);
  p.viewAngleDeg = a.viewAngleDeg + (b.viewAngleDeg - a.viewAngleDeg) * e;
  return p;
}

}  // namespace podtwin::views::scene
