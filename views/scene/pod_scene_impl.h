#pragma once
// Private state of PodSceneWidget, shared by its two source files.

#include <vtkActor.h>
#include <vtkBillboardTextActor3D.h>
#include <vtkLookupTable.h>
#include <vtkScalarBarActor.h>
#include <vtkSmartPointer.h>
#include <vtkTextActor.h>
#include <QPoint>
#include <QString>
#include <cmath>
#include <vector>

#include "scene/pod_scene_widget.h"
#include "scene/scene_camera.h"
#include "scene/scene_geometry.h"
#include "scene/scene_info.h"
#include "scene/scene_layout.h"
#include "scene/scene_style.h"

class QVariantAnimation;

namespace podtwin::views {

namespace scene {
inline constexpr int kClickSlopPx = 4;     // press/release closer than this is a click, not a drag
inline constexpr int kCameraAnimMs = 400;  // preset and fly-to transitions
inline constexpr int kRackBoxPoints = 20;  // 5 faces × 4 points (MeshBuilder::addBox)
/// Above this many racks the tray slabs are left out: in a campus view they are below a pixel and
/// would multiply the vertex count by 4.6.
inline constexpr int kMaxRacksWithTrays = 256;

/// Element i of a per-rack array as a finite double; 0 when absent or not finite.
template <typename T>
double valueAt(const std::vector<T>& v, int i) {
  if (i < 0 || static_cast<std::size_t>(i) >= v.size()) return 0.0;
  const double x = static_cast<double>(v[i]);
  return std::isfinite(x) ? x : 0.0;
}
}  // namespace scene

struct PodSceneWidget::Impl {
  PodConfig pod;
  scene::PodLayout layout;
  Snapshot snap;
  bool haveSnap = false;
  ColorBy colorBy = ColorBy::RackPower;
  int selected = -1;

  scene::MeshBuilder rackMesh, equipMesh, pipeMesh, floorMesh;
  std::vector<int> rackFirst, objectFirst, pipeFirst;
  int traysDrawn = 0;  ///< tray slabs per rack in the mesh (0 for a campus: they are sub-pixel)
  vtkSmartPointer<vtkActor> rackActor, equipActor, pipeActor, floorActor;
  vtkSmartPointer<vtkActor> alarmOutline, selectOutline, rackEdges;
  std::vector<int> lastAlarmed;
  vtkSmartPointer<vtkLookupTable> rackLut, coolantLut;
  vtkSmartPointer<vtkScalarBarActor> legend;
  vtkSmartPointer<vtkTextActor> caption;
  std::vector<vtkSmartPointer<vtkBillboardTextActor3D>> labels;

  QVariantAnimation* anim = nullptr;
  scene::CameraPose animFrom, animTo;
  scene::Preset preset = scene::Preset::Overview;
  bool cameraPristine = true;  ///< no user camera move since the last preset

  QPoint pressPos;
  Qt::MouseButton pressButton = Qt::NoButton;
  QString hoverTarget;
};

}  // namespace podtwin::views
