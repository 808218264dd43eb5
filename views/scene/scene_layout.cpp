#include "scene/scene_layout.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace podtwin::views::scene {

namespace {
// In-row CDU footprint 600 × 1,200 mm, 2.0 m tall (Vertiv XDU1350 / CoolIT CHx-class row CDUs;
// secondary, manufacturers' datasheets).
constexpr double kCduWidthM = 0.6;
constexpr double kCduDepthM = 1.2;
constexpr double kCduHeightM = 2.0;
// V-block dry cooler, ~12 × 2.3 × 2.5 m (manufacturers' catalogues; secondary).
constexpr double kDryCoolerLengthM = 12.0;
constexpr double kDryCoolerWidthM = 2.3;
constexpr double kDryCoolerHeightM = 2.5;
// Containerised gas genset in a 40 ft high-cube ISO container, 12.19 × 2.44 × 2.90 m (ISO 668).
constexpr double kGensetLengthM = 12.19;
constexpr double kGensetWidthM = 2.44;
constexpr double kGensetHeightM = 2.90;
// LFP battery in 20 ft containers, 6.06 × 2.44 × 2.90 m (ISO 668), ~4 MWh each (CATL EnerC+ 3.7
// MWh, 5 MWh class; secondary).
constexpr double kBessLengthM = 6.06;
constexpr double kBessKwhPerContainer = 4000.0;
constexpr double kYardGapM = 6.0;      // hall wall to yard
constexpr double kYardSpacingM = 1.5;  // between containers
constexpr double kPipeM = 0.15;        // header cross-section, DN150-class
constexpr int kMaxNetworkRacks = 32;

Box makeBox(double x0, double y0, double z0, double x1, double y1, double z1) {
  return Box{{x0, y0, z0}, {x1, y1, z1}};
}
}  // namespace

Box Box::inflated(double m) const {
  return Box{{min[0] - m, min[1] - m, min[2] - m}, {max[0] + m, max[1] + m, max[2] + m}};
}

void Box::expand(const Box& b) {
  for (int i = 0; i < 3; ++i) {
    min[i] = std::min(min[i], b.min[i]);
    max[i] = std::max(max[i], b.max[i]);
  }
}

double Box::rayHit(const Vec3& origin, const Vec3& dir) const {
  double tNear = -std::numeric_limits<double>::infinity();
  double tFar = std::numeric_limits<double>::infinity();
  for (int i = 0; i < 3; ++i) {
    if (std::abs(dir[i]) < 1e-12) {
      if (origin[i] < min[i] || origin[i] > max[i]) {
        return -1.0;
      }
      continue;
    }
    double t0 = (min[i] - origin[i]) / dir[i];
    double t1 = (max[i] - origin[i]) / dir[i];
    if (t0 > t1) {
      std::swap(t0, t1);
    }
    tNear = std::max(tNear, t0);
    tFar = std::min(tFar, t1);
    if (tNear > tFar || tFar < 0.0) {
      return -1.0;
    }
  }
  return tNear >= 0.0 ? tNear : 0.0;
}

int PodLayout::findObject(const std::string& target) const {
  for (std::size_t i = 0; i < objects.size(); ++i) {
    if (objects[i].target == target) {
      return static_cast<int>(i);
    }
  }
  return -1;
}

PodLayout computeLayout(const PodConfig& pod) {
  PodLayout L;
  L.rackCount = std::max(0, pod.racks.count);
  L.rows = std::max(1, std::min(pod.racks.rows, std::max(1, L.rackCount)));
  L.racksPerRow = std::max(1, (L.rackCount + L.rows - 1) / L.rows);
  L.traysPerRack = std::max(1, pod.racks.computeTraysPerRack);
  L.cduCount = std::max(1, pod.thermal.cduCount);
  const int perSu = std::max(1, pod.racks.racksPerScalableUnit);
  const int suCount = std::max(1, (L.rackCount + perSu - 1) / perSu);

  // Rows in pairs around a shared cold aisle: row 2p faces +z, row 2p+1 faces -z; hot aisles
  // behind each pair.
  const double pairPitch = 2 * kRackDepthM + kColdAisleM + kHotAisleM;
  auto rowZ0 = [&](int r) {
    const int pair = r / 2;
    return pair * pairPitch + (r % 2 == 1 ? kRackDepthM + kColdAisleM : 0.0);
  };
  L.coldAisleZ = kRackDepthM + kColdAisleM / 2;
  L.racks.resize(L.rackCount);
  L.rackFront.resize(L.rackCount);
  L.rackCdu.resize(L.rackCount);
  for (int i = 0; i < L.rackCount; ++i) {
    const int r = i / L.racksPerRow;
    const int c = i % L.racksPerRow;
    const double x0 = c * kRackWidthM;
    const double z0 = rowZ0(r);
    L.racks[i] = makeBox(x0, 0.0, z0, x0 + kRackWidthM, kRackHeightM, z0 + kRackDepthM);
    L.rackFront[i] = (r % 2 == 0) ? 1 : -1;
    const int su = i / perSu;
    L.rackCdu[i] = std::min(L.cduCount - 1, su * L.cduCount / suCount);
  }

  // CDUs at the end of the row holding their first rack, one after another outwards (-x).
  std::vector<int> cdusAtRow(L.rows, 0);
  std::vector<int> cduRow(L.cduCount, 0);
  for (int k = 0; k < L.cduCount; ++k) {
    int first = -1;
    for (int i = 0; i < L.rackCount; ++i) {
      if (L.rackCdu[i] == k) {
        first = i;
        break;
      }
    }
    const int r = first >= 0 ? first / L.racksPerRow : k % L.rows;
    cduRow[k] = r;
    const int slot = cdusAtRow[r]++;
    const double x1 = -0.3 - slot * (kCduWidthM + 0.1);  // 0.3 m service gap to the first rack
    const double z0 = rowZ0(r);
    SceneObject o;
    o.kind = ObjectKind::Cdu;
    o.index = k;
    o.target = "cdu" + std::to_string(k + 1);
    o.box = makeBox(x1 - kCduWidthM, 0.0, z0, x1, kCduHeightM, z0 + kCduDepthM);
    o.frontSign = (r % 2 == 0) ? 1 : -1;
    L.objects.push_back(o);
  }
  // Pumps: small blocks on each CDU's front, stacked bottom-up.
  const int pumps = std::max(0, pod.thermal.pumpsPerCdu);
  const int cduObjects = static_cast<int>(L.objects.size());
  for (int k = 0; k < cduObjects; ++k) {
    const SceneObject cdu = L.objects[k];
    const double frontZ = cdu.frontSign > 0 ? cdu.box.max[2] : cdu.box.min[2];
    const double slotH = std::min(0.45, 1.6 / std::max(1, pumps));
    for (int p = 0; p < pumps; ++p) {
      SceneObject o;
      o.kind = ObjectKind::Pump;
      o.index = p;
      o.parent = k;
      o.target = cdu.target + "/pump" + std::to_string(p + 1);
      const double y0 = 0.2 + p * slotH;
      const double zA = frontZ;
      const double zB = frontZ + cdu.frontSign * 0.06;
      o.box = makeBox(cdu.box.min[0] + 0.08, y0, std::min(zA, zB), cdu.box.max[0] - 0.08,
                      y0 + slotH * 0.8, std::max(zA, zB));
      o.frontSign = cdu.frontSign;
      L.objects.push_back(o);
    }
  }

  // Network row: switch racks across the far (+x) end of the rows, fronts facing the rows.
  const int netRacks = std::clamp(L.rackCount / 8, 2, kMaxNetworkRacks);
  {
    const double x0 = L.racksPerRow * kRackWidthM + 1.2;
    const double span = netRacks * kRackWidthM;
    const double zMid = 0.5 * (rowZ0(std::max(0, L.rows - 1)) + kRackDepthM);
    SceneObject o;
    o.kind = ObjectKind::Network;
    o.target = "network";
    o.box = makeBox(x0, 0.0, zMid - span / 2, x0 + kRackDepthM, kRackHeightM, zMid + span / 2);
    o.frontSign = -1;
    L.objects.push_back(o);
  }

  // Hall floor.
  L.hall = makeBox(0, 0, 0, 0, 0, 0);
  bool first = true;
  auto grow = [&](const Box& b) {
    if (first) {
      L.hall = b;
      first = false;
    } else {
      L.hall.expand(b);
    }
  };
  for (const auto& b : L.racks) grow(b);
  for (const auto& o : L.objects) grow(o.box);
  L.hall = L.hall.inflated(1.5);
  L.hall.min[1] = -0.05;
  L.hall.max[1] = 0.0;

  // Secondary headers per CDU and row, overhead behind the racks (hot-aisle side), supply below
  // return; each runs from its CDU to the last rack it feeds in that row.
  const double hdrY = kRackHeightM + 0.10;
  for (int k = 0; k < L.cduCount; ++k) {
    for (int r = 0; r < L.rows; ++r) {
      double xMax = -1e300;
      for (int i = r * L.racksPerRow; i < std::min(L.rackCount, (r + 1) * L.racksPerRow); ++i) {
        if (L.rackCdu[i] == k) xMax = std::max(xMax, L.racks[i].max[0]);
      }
      if (xMax < -1e299) continue;
      const Box& cdu = L.objects[k].box;
      const int front = (r % 2 == 0) ? 1 : -1;
      const double rowZ0v = rowZ0(r);
      // Behind the rack: the side opposite the front.
      // Supply and return side by side, just behind the rack's rear edge.
      const double zBase = front > 0 ? rowZ0v - 0.08 - kPipeM : rowZ0v + kRackDepthM + 0.08;
      for (int s = 0; s < 2; ++s) {
        const bool supply = s == 0;
        const double y0 = hdrY;
        PipeSegment p;
        p.cdu = k;
        p.supply = supply;
        const double zBack = zBase + (supply ? 0.0 : front * -(kPipeM + 0.06));
        p.box = makeBox(cdu.min[0] + 0.2, y0, zBack, xMax - 0.1, y0 + kPipeM, zBack + kPipeM);
        L.pipes.push_back(p);
        // Riser from the CDU top to the header.
        PipeSegment riser = p;
        const double rx = cdu.min[0] + 0.2 + s * 0.22;
        riser.box = makeBox(rx, cdu.max[1], zBack, rx + kPipeM, y0 + kPipeM, zBack + kPipeM);
        L.pipes.push_back(riser);
      }
    }
  }

  // Plant yard behind the hall (-z): dry coolers, then gensets, then batteries and the grid tie.
  const int dryCoolers = std::max(0, pod.thermal.dryCoolerCount);
  const int gensets = std::max(0, pod.power.gensetCount);
  const int bess =
      pod.power.batteryCapacityKwh > 0.0
          ? std::max(
                1, static_cast<int>(std::ceil(pod.power.batteryCapacityKwh / kBessKwhPerContainer)))
          : 0;
  // Each group is a block of containers lying along x, stacked in z, blocks side by side in x
  // from the CDU end; a block is about as deep as it is wide so a campus yard stays compact.
  const double yardZ1 = L.hall.min[2] - kYardGapM;
  double xCursor = L.hall.min[0];
  double yardZ0 = yardZ1;
  auto placeGroup = [&](int n, double len, double w, double h, ObjectKind kind,
                        const std::string& stem) {
    if (n <= 0) return;
    const int perColumn = std::max(4, static_cast<int>(std::ceil(std::sqrt(2.0 * n))));
    for (int i = 0; i < n; ++i) {
      const int col = i / perColumn;
      const int line = i % perColumn;
      const double x0 = xCursor + col * (len + kYardSpacingM);
      const double z1 = yardZ1 - line * (w + kYardSpacingM);
      SceneObject o;
      o.kind = kind;
      o.index = i;
      o.target = stem == "bess" ? "bess" : stem + std::to_string(i + 1);
      o.box = makeBox(x0, 0.0, z1 - w, x0 + len, h, z1);
      L.objects.push_back(o);
      yardZ0 = std::min(yardZ0, z1 - w);
    }
    const int cols = (n + perColumn - 1) / perColumn;
    xCursor += cols * (len + kYardSpacingM) + 1.5;
  };
  placeGroup(dryCoolers, kDryCoolerLengthM, kDryCoolerWidthM, kDryCoolerHeightM,
             ObjectKind::DryCooler, "drycooler");
  placeGroup(gensets, kGensetLengthM, kGensetWidthM, kGensetHeightM, ObjectKind::Genset, "genset");
  placeGroup(bess, kBessLengthM, kGensetWidthM, kGensetHeightM, ObjectKind::Bess, "bess");
  {
    // Grid tie: a pad-mounted transformer (3 × 2.5 × 2.5 m) after the batteries.
    SceneObject o;
    o.kind = ObjectKind::Grid;
    o.target = "grid";
    o.box = makeBox(xCursor, 0.0, yardZ1 - 2.5, xCursor + 3.0, 2.5, yardZ1);
    L.objects.push_back(o);
    xCursor += 3.0;
  }

  // Facility water mains from the CDU end of the hall to the dry coolers, along the hall's -x side.
  {
    const double x = L.hall.min[0] + 0.4;
    const double zFar = L.hall.min[2] - kYardGapM;
    const double zNear = L.hall.max[2] - 1.0;
    for (int s = 0; s < 2; ++s) {
      PipeSegment p;
      p.cdu = -1;
      p.supply = s == 0;
      const double xs = x + s * 0.3;
      p.box = makeBox(xs, 3.0, zFar, xs + 0.2, 3.2, zNear);
      L.pipes.push_back(p);
    }
  }

  L.yard = makeBox(L.hall.min[0] - 1.0, -0.05, yardZ0 - 1.5, xCursor + 1.0, 0.0, yardZ1 + 1.5);
  L.bounds = L.hall;
  L.bounds.expand(L.yard);
  for (const auto& o : L.objects) L.bounds.expand(o.box);
  for (const auto& p : L.pipes) L.bounds.expand(p.box);
  return L;
}

}  // namespace podtwin::views::scene
