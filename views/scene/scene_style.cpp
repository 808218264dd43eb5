#include "scene/scene_style.h"

#include <vtkLookupTable.h>
#include <algorithm>
#include <cmath>

namespace podtwin::views::scene {

namespace {
constexpr int kLutSize = 256;
}  // namespace

std::vector<Rgb> rackStops(MapId map) {
  switch (map) {
    case MapId::Thermal:
      // Sequential blue → teal → green → yellow → orange (ColorBrewer-derived); no red, which
      // marks failures.
      return {{49, 130, 189}, {65, 182, 196}, {120, 198, 121}, {254, 217, 118}, {253, 141, 60}};
    case MapId::Viridis:
      // matplotlib's viridis sampled at ninths (van der Walt & Smith, 2015): perceptually uniform
      // and readable with the common colour-vision deficiencies.
      return {{68, 1, 84},    {71, 44, 122}, {59, 81, 139},  {44, 113, 142}, {33, 144, 141},
              {39, 173, 129}, {92, 200, 99}, {170, 220, 50}, {253, 231, 37}};
    case MapId::CoolWarm:
      // Moreland's diverging cool–warm map (Moreland, "Diverging Color Maps for Scientific
      // Visualization", 2009), sampled at ninths.
      return {{59, 76, 192},   {98, 130, 234},  {141, 176, 254}, {184, 208, 249}, {221, 221, 221},
              {245, 196, 173}, {244, 154, 123}, {222, 96, 77},   {180, 4, 38}};
    case MapId::Greyscale:
      // Dark to light grey; the dark end stays clear of the background (24, 27, 33).
      return {{56, 56, 56}, {245, 245, 245}};
  }
  return {{0, 0, 0}, {255, 255, 255}};
}

std::vector<Rgb> coolantStops(MapId map) {
  if (map == MapId::Thermal) {
    // Diverging cold → warm (ColorBrewer RdBu, reversed).
    return {{33, 102, 172}, {103, 169, 207}, {209, 229, 240}, {239, 138, 98}, {178, 24, 43}};
  }
  return rackStops(map);
}

void fillLut(vtkLookupTable* lut, const std::vector<Rgb>& stops) {
  lut->SetNumberOfTableValues(kLutSize);
  const int segments = std::max(1, static_cast<int>(stops.size()) - 1);
  for (int i = 0; i < kLutSize; ++i) {
    const double t = static_cast<double>(i) / (kLutSize - 1) * segments;
    const int k = std::min(static_cast<int>(t), segments - 1);
    const double f = t - k;
    double rgb[3];
    for (int c = 0; c < 3; ++c) {
      rgb[c] = (stops[k][c] * (1 - f) + stops[k + 1][c] * f) / 255.0;
    }
    lut->SetTableValue(i, rgb[0], rgb[1], rgb[2], 1.0);
  }
  const Rgb& lo = stops.front();
  const Rgb& hi = stops.back();
  lut->SetBelowRangeColor(lo[0] / 255.0, lo[1] / 255.0, lo[2] / 255.0, 1);
  lut->SetAboveRangeColor(hi[0] / 255.0, hi[1] / 255.0, hi[2] / 255.0, 1);
  // The table values were inserted after the last build, so Build() keeps them (it only
  // regenerates a hue ramp for tables nobody filled) and refreshes the special colours.
  lut->Build();
}

vtkSmartPointer<vtkLookupTable> makeLut(const std::vector<Rgb>& stops, double lo, double hi) {
  auto lut = vtkSmartPointer<vtkLookupTable>::New();
  lut->SetRange(lo, hi > lo ? hi : lo + 1.0);
  fillLut(lut, stops);
  return lut;
}

Rgb lutColor(vtkLookupTable* lut, double value) {
  const double* range = lut->GetRange();
  if (!std::isfinite(value)) {
    value = range[0];
  }
  value = std::clamp(value, range[0], range[1]);
  double rgb[3];
  lut->GetColor(value, rgb);
  return {static_cast<std::uint8_t>(std::lround(rgb[0] * 255)),
          static_cast<std::uint8_t>(std::lround(rgb[1] * 255)),
          static_cast<std::uint8_t>(std::lround(rgb[2] * 255))};
}

}  // namespace podtwin::views::scene
