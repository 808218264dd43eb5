#include "scene/scene_camera.h"

#include <vtkCamera.h>
#include <algorithm>
#include <cmath>
#include <numbers>
#include <vector>

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
Vec3 cross(const Vec3& a, const Vec3& b) {
  return {a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]};
}
double dot(const Vec3& a, const Vec3& b) {
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

/// Distance along `dir` (from the focal point towards the eye) at which every point projects
/// inside the view with a margin; moves `focal` so the points are centred on screen.
double framePoints(const std::vector<Vec3>& pts, const Vec3& dir, double aspect, double angleDeg,
                   Vec3& focal) {
  const Vec3 right = normalized(cross({-dir[0], -dir[1], -dir[2]}, {0, 1, 0}));
  const Vec3 up = cross(right, {-dir[0], -dir[1], -dir[2]});
  // 94 % of the height and 94 % of the width: a small margin at the edges.
  const double tanV = tanHalf(angleDeg) * 0.94;
  const double tanH = tanHalf(angleDeg) * std::max(0.1, aspect) * 0.94;
  double d = 1.0;
  for (int pass = 0; pass < 3; ++pass) {
    d = 1.0;
    for (const Vec3& p : pts) {
      const Vec3 v{p[0] - focal[0], p[1] - focal[1], p[2] - focal[2]};
      d = std::max(
          d, dot(v, dir) + std::max(std::fabs(dot(v, right)) / tanH, std::fabs(dot(v, up)) / tanV));
    }
    if (pass == 2) break;
    // Centre the projected points: shift the focal point by the middle of their screen extent.
    double xLo = 1e300, xHi = -1e300, yLo = 1e300, yHi = -1e300;
    for (const Vec3& p : pts) {
      const Vec3 v{p[0] - focal[0], p[1] - focal[1], p[2] - focal[2]};
      const double depth = d - dot(v, dir);
      xLo = std::min(xLo, dot(v, right) / depth);
      xHi = std::max(xHi, dot(v, right) / depth);
      yLo = std::min(yLo, dot(v, up) / depth);
      yHi = std::max(yHi, dot(v, up) / depth);
    }
    const double mx = (xLo + xHi) / 2 * d, my = (yLo + yHi) / 2 * d;
    for (int i = 0; i < 3; ++i) focal[i] += right[i] * mx + up[i] * my;
  }
  return d;
}

/// The corners of the hall (up to the rack tops) and of every plant object: what the overview
/// must show (the bounding box of both would add the empty corner beside the hall).
std::vector<Vec3> plantPoints(const PodLayout& L) {
  std::vector<Vec3> pts;
  auto addBox = [&pts](const Box& b, double topY) {
    for (int k = 0; k < 8; ++k) {
      pts.push_back({(k & 1) ? b.max[0] : b.min[0], (k & 2) ? std::max(b.max[1], topY) : b.min[1],
                     (k & 4) ? b.max[2] : b.min[2]});
    }
  };
  addBox(L.hall, kRackHeightM);
  for (const auto& o : L.objects) addBox(o.box, o.box.max[1]);
  if (pts.empty()) addBox(L.bounds, L.bounds.max[1]);
  return pts;
}
}  // namespace

CameraPose presetPose(Preset p, const PodLayout& L, double aspect, double rightInset) {
  CameraPose pose;
  const Vec3 c = L.bounds.center();
  switch (p) {
    case Preset::Overview: {
      // From the hall side (+z), raised ~40° and a little to the side, far enough that the whole
      // plant (hall, yard, every rack of any pod size) is in view.
      pose.viewAngleDeg = 30.0;
      const Vec3 dir = normalized({-0.3, 0.9, 1.0});
      pose.focal = c;
      // Frame in the part of the view left of the inset, then move the picture into that part.
      const double inset = std::clamp(rightInset, 0.0, 0.5);
      const double d =
          framePoints(plantPoints(L), dir, aspect * (1.0 - inset), pose.viewAngleDeg, pose.focal);
      const Vec3 right = normalized(cross({-dir[0], -dir[1], -dir[2]}, {0, 1, 0}));
      const double shift = inset * tanHalf(pose.viewAngleDeg) * aspect * d;
      for (int i = 0; i < 3; ++i) pose.focal[i] += right[i] * shift;
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
