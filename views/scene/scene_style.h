#pragma once
// Colours of the 3D pod: the colour maps for racks and pipes (thermal, viridis, cool–warm,
// greyscale; red is reserved for failures in the thermal map), and status colours for plant
// equipment.

#include <vtkSmartPointer.h>
#include <vector>

#include "scene/scene_geometry.h"

class vtkLookupTable;

namespace podtwin::views::scene {

/// Colour maps the user can pick (Settings → Colour map). The order matches
/// PodSceneWidget::ColorMap.
enum class MapId { Thermal, Viridis, CoolWarm, Greyscale };

/// Evenly spaced colour stops of a map, low → high (8-bit sRGB).
std::vector<Rgb> rackStops(MapId map);
/// Stops of the coolant-temperature ramp of a map (pipes); the thermal map uses a diverging
/// blue → red ramp there, the others reuse their rack ramp.
std::vector<Rgb> coolantStops(MapId map);
/// A 256-entry lookup table interpolating `stops` linearly over [lo, hi].
vtkSmartPointer<vtkLookupTable> makeLut(const std::vector<Rgb>& stops, double lo, double hi);
/// Replaces the table values of `lut` with `stops`, keeping its range.
void fillLut(vtkLookupTable* lut, const std::vector<Rgb>& stops);
/// Colour of `value` in a table (clamped; non-finite values map to the low end).
Rgb lutColor(vtkLookupTable* lut, double value);

inline constexpr Rgb kFailedRed{214, 39, 40};
inline constexpr Rgb kAlarmOutline{255, 214, 0};
inline constexpr Rgb kSelectOutline{235, 245, 255};
inline constexpr Rgb kRackFrame{34, 38, 46};
inline constexpr Rgb kEquipment{128, 140, 156};
inline constexpr Rgb kRunning{72, 170, 110};
inline constexpr Rgb kStandby{120, 128, 140};
inline constexpr Rgb kStarting{236, 164, 40};
inline constexpr Rgb kBattery{64, 150, 170};
inline constexpr Rgb kNetwork{92, 110, 160};
inline constexpr Rgb kHallFloor{46, 51, 60};
inline constexpr Rgb kColdAisle{40, 62, 88};
inline constexpr Rgb kHotAisle{78, 54, 48};
inline constexpr Rgb kYardFloor{58, 60, 58};
/// Scene background (renderer clear colour).
inline constexpr Rgb kBackground{24, 27, 33};

}  // namespace podtwin::views::scene
