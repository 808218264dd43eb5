#pragma once
// FabricView: a 2D picture of the leaf/spine(/core) tiers with links coloured by load. Parallel
// links between two switches are drawn as one line (width by count, colour by mean load); with
// hundreds of switches, neighbours are grouped into blocks so the picture stays readable. Down
// links are dashed red. Click a switch or link: objectSelected("spine3" / "leaf2/spine5");
// right-click: contextMenuRequested.

#include <QColor>
#include <QPointF>
#include <QString>
#include <QWidget>
#include <memory>

#include "fabric/fabric_layout.h"
#include "sim/snapshot.h"

namespace podtwin::views {

class FabricView : public QWidget {
  Q_OBJECT

 public:
  explicit FabricView(QWidget* parent = nullptr);
  ~FabricView() override;

  void setFabricLayout(const FabricLayout& layout);
  const FabricLayout& fabricLayout() const;
  /// Takes link utilisation and up flags (Snapshot::links, index = link id) and repaints.
  void updateSnapshot(const Snapshot& snapshot);

  /// Colour for a utilisation (0 idle .. 1 full; above 1 oversubscribed).
  static QColor colorForUtilisation(double utilisation);
  static QColor downLinkColor();
  /// Centre of a switch (or of the block that contains it) in widget pixels.
  QPointF switchPosition(int switchIndex) const;
  /// Midpoint of the drawn line that carries link `linkId` (position in FabricLayout::links), in
  /// widget pixels.
  QPointF linkPosition(int linkId) const;
  /// The target under a widget point ("spine3", "leaf2/spine5"), empty if none.
  QString targetAt(const QPoint& pos) const;
  /// Switches per drawn block in a tier (1 = every switch drawn on its own).
  int blockSize(int tier) const;

  QSize sizeHint() const override;
  QSize minimumSizeHint() const override;

 signals:
  void objectSelected(QString target);
  void contextMenuRequested(QString target, QPoint globalPos);
  void hovered(QString target, QString tooltipText);

 protected:
  void paintEvent(QPaintEvent* e) override;
  void resizeEvent(QResizeEvent* e) override;
  void mousePressEvent(QMouseEvent* e) override;
  void mouseMoveEvent(QMouseEvent* e) override;
  bool event(QEvent* e) override;

 private:
  QString tooltipAt(const QPoint& pos) const;
  struct Impl;
  std::unique_ptr<Impl> d;
};

}  // namespace podtwin::views
