#pragma once
// Private state of PodSceneWidget, shared by its two source files.

#include <vtkActor.h>
#include <vtkLookupTable.h>
#include <vtkSmartPointer.h>
#include <QPoint>
#include <QString>
#include <cmath>
#include <utility>
#include <vector>

#include "scene/pod_scene_widget.h"
#include "scene/scene_camera.h"
#include "scene/scene_geometry.h"
#include "scene/scene_info.h"
#include "scene/scene_layout.h"
#include "scene/scene_overlay.h"
#include "scene/scene_style.h"

class QVariantAnimation;

namespace podtwin::views {

namespace scene {
inline constexpr int kClickSlopPx = 4;     // press/release closer than this is a click, not a drag
inline constexpr int kCameraAnimMs = 400;  // preset and fly-to transitions
/// Above this many racks the tray slabs are left out: in a campus view they are below a pixel and
/// would multiply the vertex count by 4.6.
inline constexpr int kMaxRacksWithTrays = 256;
/// Range of the pipes' coolant ramp, °C: secondary supply ~25–45 °C, returns up to ~60 °C.
inline constexpr double kCoolantLoC = 15.0;
inline constexpr double kCoolantHiC = 65.0;

/// Element i of a per-rack array as a finite double; 0 when absent or not finite.
template <typename T>
double valueAt(const std::vector<T>& v, int i) {
  if (i < 0 || static_cast<std::size_t>(i) >= v.size()) return 0.0;
  const auto x = static_cast<double>(v[i]);
  return std::isfinite(x) ? x : 0.0;
}
}  // namespace scene

/// The overlay laid out for the widget's current size and camera.
struct PodSceneWidget::Overlay {
  QFont titleFont, textFont;
  scene::LegendContent content;
  scene::LegendLayout legend;
  QRect caption;
  QString captionShown;  ///< the caption, elided to the width
  QRect alarmBadge;      ///< empty when no alarm is active or unacknowledged
  QString alarmBadgeText;
  std::vector<std::pair<int, QRect>> labels;  ///< (index into Impl::labels, box)
};

struct PodSceneWidget::Impl {
  PodConfig pod;
  scene::PodLayout layout;
  Snapshot snap;
  bool haveSnap = false;
  ColorBy colorBy = ColorBy::RackPower;
  ColorMap colorMap = ColorMap::Thermal;
  int selected = -1;

  /// Racks, equipment, pipes and floors in one mesh and one draw call (they share one flat,
  /// unlit material; on a software rasteriser every draw call has a fixed cost of a few ms).
  /// Floors come last, so the early depth test skips floor fragments under solid objects.
  scene::MeshBuilder mesh;
  std::vector<scene::BoxRef> rackBoxes, objectBoxes, pipeBoxes;
  int traysDrawn = 0;  ///< tray slabs per rack in the mesh (0 for a campus: they are sub-pixel)
  vtkSmartPointer<vtkActor> solidActor;
  vtkSmartPointer<vtkActor> alarmOutline, selectOutline, edges;
  std::vector<int> lastAlarmed;
  /// The alarm list's counts, for the badge.
  int alarmsUnacked = 0;
  int alarmsActive = 0;
  vtkSmartPointer<vtkLookupTable> rackLut, coolantLut;
  std::vector<scene::Rgb> rackColors, coolantColors;  ///< the lookup tables' entries, low → high
  /// Group labels: what they name (texts come through tr() at paint time, so a language switch
  /// shows at once) and where they stand, m.
  struct Label {
    scene::ObjectKind kind;
    int index;
    scene::Vec3 at;
    int object;  ///< index into layout.objects of the labelled object
  };
  std::vector<Label> labels;

  QVariantAnimation* anim = nullptr;
  scene::CameraPose animFrom, animTo;
  scene::Preset preset = scene::Preset::Overview;
  bool cameraPristine = true;  ///< no user camera move since the last preset

  QPoint pressPos;
  Qt::MouseButton pressButton = Qt::NoButton;
  QString hoverTarget;
};

}  // namespace podtwin::views
