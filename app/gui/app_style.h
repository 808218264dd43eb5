#pragma once
// The application's look: a dark Fusion palette with a small style sheet, and toolbar icons painted
// with QPainter at the device pixel ratio (crisp at any scale; Qt's SVG plugin is not installed).

#include <QIcon>

class QApplication;

namespace podtwin::gui {

enum class IconId {
  Play,
  Pause,
  Step,
  Reset,
  Jump,
  OpenPod,
  OpenScenario,
  Save,
  Screenshot,
  Presenter,
  Inject,
  CameraOverview,
  CameraTop,
  CameraAisle,
  App
};

QIcon appIcon(IconId id);
void applyAppStyle(QApplication& app);

}  // namespace podtwin::gui
