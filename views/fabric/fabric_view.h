#pragma once
// FabricView: a 2D picture of the model's fabric — racks (their NICs), leaves, spines and cores
// in rows, every bundle of parallel cables between two drawn nodes as one line coloured by its
// mean load, with the bundle's cable count beside the row. Rows with more items than fit are drawn
// as groups (by fabric pod on a campus). Bundles with a cable down are dashed red; failed switches
// are filled red. Click a node or line: objectSelected("spine3" / "leaf2/spine5" / "rack9/nic1");
// right-click: contextMenuRequested.

#include <QColor>
#include <QPointF>
#include <QRectF>
#include <QString>
#include <QWidget>
#include <memory>
#include <vector>

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
  /// Takes link utilisation and up flags (Snapshot::links, index = topology link id) and switch
  /// states, and repaints.
  void updateSnapshot(const Snapshot& snapshot);

  /// Colour for a utilisation (0 idle .. 1 full; above 1 oversubscribed).
  static QColor colorForUtilisation(double utilisation);
  static QColor downLinkColor();
  /// Centre of the node that holds an item (FabricLayout row and 0-based item) in widget pixels.
  QPointF itemPosition(int row, int item) const;
  /// Midpoint of the drawn line that carries topology link `linkId`, in widget pixels.
  QPointF linkPosition(int linkId) const;
  /// The target under a widget point ("spine3", "leaf2/spine5", "rack9/nic1"), empty if none.
  QString targetAt(const QPoint& pos) const;

  /// Cables down in the last snapshot (all kinds), as the header shows it.
  int linksDown() const;
  /// Bundles drawn dashed red (at least one cable down).
  std::vector<int> bundlesDrawnDown() const;
  /// The header's two lines as drawn.
  QString headerText() const;
  /// Every text drawn at the current size with its rectangle (header, row captions, node labels,
  /// legend), widget pixels: tests check that none overlap and all lie inside the widget.
  std::vector<std::pair<QString, QRectF>> textRects() const;

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
