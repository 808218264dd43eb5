#include "scene/scene_style.h"

#include <vtkLookupTable.h>
#include <array>
#include <cmath>

namespace podtwin::views::scene {

namespace {
using Stop = std::array<double, 3>;

vtkSmartPointer<vtkLookupTable> rampLut(const std::array<Stop, 5>& stops, double lo, double hi) {
  auto lut = vtkSmartPointer<vtkLookupTable>::New();
  constexpr int kN = 256;
  lut->SetNumberOfTableValues(kN);
  lut->SetRange(lo, hi > lo ? hi : lo + 1.0);
  for (int i = 0; i < kN; ++i) {
    const double t = static_cast<double>(i) / (kN - 1) * static_cast<double>(stops.size() - 1);
    const int k = std::min(static_cast<int>(t), static_cast<int>(stops.size()) - 2);
    const double f = t - k;
    double rgb[3];
    for (int c = 0; c < 3; ++c) {
      rgb[c] = (stops[k][c] * (1 - f) + stops[k + 1][c] * f) / 255.0;
    }
    lut->SetTableValue(i, rgb[0], rgb[1], rgb[2], 1.0);
  }
  lut->SetBelowRangeColor(stops[0][0] / 255, stops[0][1] / 255, stops[0][2] / 255, 1);
  lut->SetAboveRangeColor(stops[4][0] / 255, stops[4][1] / 255, stops[4][2] / 255, 1);
  lut->Build();
  return lut;
}
}  // namespace

vtkSmartPointer<vtkLookupTable> makeRackLut(double lo, double hi) {
  // Sequential blue → teal → green → yellow → orange (ColorBrewer-derived); no red, which marks
  // failures.
  return rampLut({Stop{49, 130, 189}, Stop{65, 182, 196}, Stop{120, 198, 121}, Stop{254, 217, 118},
                  Stop{253, 141, 60}},
                 lo, hi);
}

vtkSmartPointer<vtkLookupTable> makeCoolantLut(double lo, double hi) {
  // Diverging cold → warm (ColorBrewer RdBu, reversed).
  return rampLut({Stop{33, 102, 172}, Stop{103, 169, 207}, Stop{209, 229, 240}, Stop{239, 138, 98},
                  Stop{178, 24, 43}},
                 lo, hi);
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
