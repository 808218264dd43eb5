#pragma once
// Tooltip texts with live values for objects of the 3D pod (all strings through translate()).

#include <QString>

#include "config/pod_config.h"
#include "scene/scene_layout.h"
#include "sim/snapshot.h"

namespace podtwin::views::scene {

/// Multi-line description of a rack with its live values (snapshot may be empty).
QString describeRack(int rackId, const PodLayout& layout, const PodConfig& pod,
                     const Snapshot* snap);
/// Multi-line description of plant equipment (CDU, pump, dry cooler, genset, battery, grid).
QString describeObject(const SceneObject& o, const PodConfig& pod, const Snapshot* snap);

}  // namespace podtwin::views::scene
