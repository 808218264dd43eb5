#pragma once
// Where every object of the pod stands on the floor, in metres (x along the rows, y up, z across
// the rows). Pure geometry from a PodConfig; the widget turns it into VTK data.

#include <array>
#include <string>
#include <vector>

#include "config/pod_config.h"

namespace podtwin::views::scene {

using Vec3 = std::array<double, 3>;

struct Box {
  Vec3 min{0, 0, 0};
  Vec3 max{0, 0, 0};
  Vec3 center() const {
    return {(min[0] + max[0]) / 2, (min[1] + max[1]) / 2, (min[2] + max[2]) / 2};
  }
  Vec3 size() const { return {max[0] - min[0], max[1] - min[1], max[2] - min[2]}; }
  /// Grown by `m` on every side.
  Box inflated(double m) const;
  void expand(const Box& b);
  /// Ray (origin, direction) entry distance, or a negative number when the ray misses.
  double rayHit(const Vec3& origin, const Vec3& dir) const;
};

enum class ObjectKind { Cdu, Pump, DryCooler, Genset, Bess, Grid, Network };

/// A pickable piece of plant equipment.
struct SceneObject {
  ObjectKind kind = ObjectKind::Cdu;
  int index = 0;       ///< 0-based within its kind (pump: within its CDU)
  int parent = 0;      ///< pump: 0-based CDU
  std::string target;  ///< "cdu1", "cdu1/pump2", "drycooler3", "genset1", "bess", "grid", "network"
  Box box;
  int frontSign = 1;  ///< +1: front faces +z, -1: front faces -z
};

/// A straight coolant pipe segment.
struct PipeSegment {
  Box box;
  int cdu = -1;        ///< secondary loop of this CDU (0-based); -1 = facility water main
  bool supply = true;  ///< supply (cold) or return (warm)
};

struct PodLayout {
  int rackCount = 0;
  int rows = 0;
  int racksPerRow = 0;
  int traysPerRack = 18;
  std::vector<Box> racks;      ///< index = rack id
  std::vector<int> rackFront;  ///< +1: front faces +z; -1: front faces -z
  std::vector<int> rackCdu;    ///< CDU feeding the rack (default assignment: by scalable unit)
  std::vector<SceneObject> objects;
  std::vector<PipeSegment> pipes;
  Box hall;                 ///< floor of the data hall
  Box yard;                 ///< plant yard floor
  Box bounds;               ///< everything
  double coldAisleZ = 0.0;  ///< centre of the first cold aisle
  int cduCount = 0;

  int findObject(const std::string& target) const;
};

/// Computes the layout: rows in pairs facing a shared cold aisle (hot aisles behind), CDUs at the
/// row ends, the plant yard (dry coolers, gensets, battery containers, grid tie) behind the hall.
PodLayout computeLayout(const PodConfig& pod);

// Geometry of the objects, m.
inline constexpr double kRackWidthM = 0.600;   ///< NVIDIA MGX NVL72 rack: 600 mm wide
inline constexpr double kRackDepthM = 1.068;   ///< 1,068 mm deep (GB200/GB300 NVL72 datasheets)
inline constexpr double kRackHeightM = 2.236;  ///< 2,236 mm tall (48U MGX rack)
inline constexpr double kColdAisleM = 1.2;     ///< 4 ft (1.2 m) minimum cold aisle (ASHRAE TC9.9)
inline constexpr double kHotAisleM = 1.2;      ///< hot aisle, same service clearance (ASHRAE TC9.9)

}  // namespace podtwin::views::scene
