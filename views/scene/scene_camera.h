#pragma once
// Camera poses for the 3D pod's presets and fly-to, and their eased interpolation.

#include "scene/scene_layout.h"

class vtkCamera;

namespace podtwin::views::scene {

struct CameraPose {
  Vec3 position{0, 0, 1};
  Vec3 focal{0, 0, 0};
  Vec3 viewUp{0, 1, 0};
  double viewAngleDeg = 30.0;
};

enum class Preset { Overview, Top, Aisle };

/// Pose of a preset for a layout and a viewport aspect ratio (width / height). `rightInset` is the
/// share of the view's width covered on the right (the legend): the overview frames the plant in
/// the rest.
CameraPose presetPose(Preset p, const PodLayout& layout, double aspect, double rightInset = 0.0);
/// Pose looking at a box from the direction of `current`, close enough to fill about half the view.
CameraPose poseLookingAt(const Box& box, const CameraPose& current, double aspect);
CameraPose readPose(vtkCamera* cam);
void applyPose(vtkCamera* cam, const CameraPose& p);
/// Eased (cubic in-out) interpolation, t in [0, 1].
CameraPose interpolate(const CameraPose& a, const CameraPose& b, double t);

}  // namespace podtwin::views::scene
