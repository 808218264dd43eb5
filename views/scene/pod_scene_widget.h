#pragma once
// PodSceneWidget: the 3D pod. Rack rows (NVL72-class racks with their compute trays), CDUs, supply
// and return piping coloured by temperature, dry coolers, gensets, battery containers and the
// network row, built from a PodConfig and coloured from live Snapshots. Racks are one merged
// vtkPolyData with per-cell scalars, so thousands of racks stay one draw call.

#include <QColor>
#include <QPoint>
#include <QRect>
#include <QString>
#include <QStringList>
#include <array>
#include <memory>
#include <string>
#include <vector>

#include "config/pod_config.h"
#include "sim/snapshot.h"
#include "vtk/vtk_widget.h"

namespace podtwin::views {

namespace scene {
struct CameraPose;
}

class PodSceneWidget : public VtkWidget {
  Q_OBJECT

 public:
  /// Quantity that colours the racks.
  enum class ColorBy { RackPower, GpuTemperature, Throttling, CoolantDeltaT, LinkLoad };
  Q_ENUM(ColorBy)
  enum class CameraPreset { Overview, Top, Aisle };
  Q_ENUM(CameraPreset)
  /// Colour map of racks, pipes and legend (Settings → Colour map). Thermal: blue → orange racks
  /// (red is kept for failures) and blue → red pipes; Viridis: perceptually uniform and
  /// colour-blind safe; CoolWarm: Moreland's diverging map; Greyscale: dark → light grey.
  enum class ColorMap { Thermal, Viridis, CoolWarm, Greyscale };
  Q_ENUM(ColorMap)

  explicit PodSceneWidget(QWidget* parent = nullptr);
  ~PodSceneWidget() override;

  /// Rebuilds the scene for a pod (layout: rows of racks, CDU per scalable unit at the row end,
  /// plant yard with dry coolers, gensets, battery containers).
  void setPod(const PodConfig& pod);
  /// Recolours from live values; cheap (updates scalar arrays only) and schedules one repaint.
  void updateSnapshot(const Snapshot& snapshot);

  void setColorBy(ColorBy by);
  ColorBy colorBy() const;
  void setColorMap(ColorMap map);
  ColorMap colorMap() const;
  /// The settings key of a map ("thermal", "viridis", "coolwarm", "greyscale") and back; unknown
  /// keys give Thermal.
  static QString colorMapKey(ColorMap map);
  static ColorMap colorMapFromKey(const QString& key);
  /// Moves the camera to a preset; with `animate`, a ~400 ms eased transition.
  void setCameraPreset(CameraPreset preset, bool animate = true);
  /// Flies the camera to an object: "rack5" (1-based), "cdu2", "genset1", "bess", "drycooler3",
  /// "network". Unknown targets are ignored (logged).
  void flyTo(const std::string& target);

  /// True while a preset or fly-to transition is running.
  bool cameraAnimating() const;

  /// Selects a rack by 0-based id (Snapshot::racks index; target "rack<id+1>"); -1 clears.
  void selectRack(int rackId);
  /// 0-based id of the selected rack, -1 when none.
  int selectedRack() const;

  /// Centre of a rack's front face in widget logical pixels (origin top-left), for tests and
  /// overlays. (-1,-1) for an unknown rack.
  QPoint rackScreenPosition(int rackId) const;
  /// Where an object shows on screen, widget logical pixels: top-face centre for racks and
  /// plant, front-face centre for pumps ("cdu1/pump2"). (-1,-1) for an unknown target.
  QPoint objectScreenPosition(const QString& target) const;
  /// Centre of a rack in world coordinates, m.
  std::array<double, 3> rackCenterWorld(int rackId) const;
  int rackCount() const;
  /// The colour the legend's lookup table gives `value` for the current ColorBy (clamped to range).
  QColor rackColorForValue(double value) const;
  /// The value of the current ColorBy for a rack in the last snapshot (NaN-free; 0 if none).
  double rackValue(int rackId) const;
  /// The colour the current map gives a coolant pipe at `tempC` (range 15–65 °C, clamped).
  QColor coolantColorForTemperature(double tempC) const;

  /// Where the 2D overlay draws, widget logical pixels, for the current size: the legend panel,
  /// its rack ramp (high value at the top), the caption, and the group labels placed for the
  /// current camera (labels that would overlap the legend, the caption or each other are left
  /// out).
  QRect legendRect() const;
  QRect legendBarRect() const;
  QRect captionRect() const;
  std::vector<QRect> labelRects() const;
  QStringList labelTexts() const;

  /// The alarm list's counts: the scene shows them in a badge in the top-left corner (the alarm
  /// colour while any is unacknowledged; none when nothing is active or unacknowledged).
  void setAlarmCounts(int unacknowledged, int active);
  /// The badge's box and text as drawn (empty when there is none).
  QRect alarmBadgeRect() const;
  QString alarmBadgeText() const;

  /// Display name, unit and legend range of a ColorBy quantity (names through tr()).
  static QString colorByName(ColorBy by);
  static QString colorByUnit(ColorBy by);
  static std::array<double, 2> colorByRange(ColorBy by);
  /// Background colour of the scene (for tests and for matching surrounding panels).
  static QColor backgroundColor();

 signals:
  /// Left-click on a rack (0-based id).
  void rackSelected(int rackId);
  /// Left-click on any object: "rack5", "cdu1", "genset2", "bess", "drycooler3", "network".
  void objectSelected(QString target);
  /// Right-click on an object; globalPos in screen coordinates for a QMenu.
  void contextMenuRequested(QString target, QPoint globalPos);
  /// The object under the mouse changed; tooltipText has its live values (empty target = none).
  void hovered(QString target, QString tooltipText);

 protected:
  void mousePressEvent(QMouseEvent* e) override;
  void mouseReleaseEvent(QMouseEvent* e) override;
  void mouseMoveEvent(QMouseEvent* e) override;
  void leaveEvent(QEvent* e) override;
  void wheelEvent(QWheelEvent* e) override;

  void resizeGL(int w, int h) override;
  void paintOverlay(QPainter& painter) override;
  void changeEvent(QEvent* e) override;

 private:
  struct Picked {
    QString target;   ///< empty when nothing was hit
    int rackId = -1;  ///< set when the hit is a rack
    int object = -1;  ///< index into the layout's objects otherwise
  };
  Picked pick(const QPointF& widgetPos) const;
  QString tooltipFor(const QString& target) const;
  void recolor();
  void applyColorMap();
  struct Overlay;
  Overlay overlayLayout() const;
  /// Share of the view's width from the legend's left edge to the right (0 without a legend).
  double legendInset() const;
  void moveCamera(const scene::CameraPose& to, bool animate);
  struct Impl;
  std::unique_ptr<Impl> d;
};

}  // namespace podtwin::views
