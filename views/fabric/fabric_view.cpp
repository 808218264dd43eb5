#include "fabric/fabric_view.h"

#include <QHelpEvent>
#include <QLinearGradient>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>
#include <algorithm>
#include <cmath>
#include <map>

namespace podtwin::views {

namespace {
constexpr int kMaxNodesPerTier = 32;  // beyond this, neighbouring switches are drawn as one block
constexpr double kMargin = 24.0;
constexpr double kLabelColumn = 64.0;
const QColor kBackground(24, 27, 33);
const QColor kText(214, 220, 230);
const QColor kNode(74, 88, 112);
const QColor kNodeBorder(140, 156, 182);
}  // namespace

struct FabricView::Impl {
  FabricLayout layout;
  std::vector<LinkSnapshot> links;
  struct Node {
    int tier = 0;
    int first = 0;       // first switch index (into layout.switches) of the block
    int count = 0;       // switches in the block
    int firstIndex = 0;  // index within tier of the first switch
    int downLinks = 0, totalLinks = 0;
    QRectF rect;
  };
  struct Edge {
    int a = 0, b = 0;  // node indices
    std::vector<int> linkIds;
    double meanUtil = 0.0, maxUtil = 0.0;
    int down = 0;
    int hottest = -1;  // link id with the highest load (or a down link)
    QPointF p0, p1;
  };
  std::vector<Node> nodes;
  std::vector<Edge> edges;
  std::vector<int> switchNode;  // switch → node
  std::vector<int> linkEdge;    // link → edge
  int blockSize[3] = {1, 1, 1};
  int tierCount = 0;
  double maxUtil = 0.0;
  int linksDown = 0;
  QString hoverTarget;
  bool stale = false;  ///< `links` changed since the last refresh()

  void build();
  void refresh();
  /// refresh() if the links changed: a hidden view (a tab behind the charts) skips the work until
  /// it is painted or asked about a point.
  void freshen() {
    if (stale) refresh();
  }
  void place(const QSize& size);
  double tierY(int tier, double h) const;
};

void FabricView::Impl::build() {
  nodes.clear();
  edges.clear();
  tierCount = std::max(1, layout.tierCount());
  // Per tier, the switches in index order, grouped in blocks.
  std::vector<std::vector<int>> byTier(3);
  for (std::size_t s = 0; s < layout.switches.size(); ++s) {
    byTier[std::clamp(layout.switches[s].tier, 0, 2)].push_back(static_cast<int>(s));
  }
  switchNode.assign(layout.switches.size(), -1);
  for (int t = 0; t < 3; ++t) {
    auto& v = byTier[t];
    std::sort(v.begin(), v.end(),
              [&](int x, int y) { return layout.switches[x].index < layout.switches[y].index; });
    const int n = static_cast<int>(v.size());
    blockSize[t] = std::max(1, (n + kMaxNodesPerTier - 1) / kMaxNodesPerTier);
    for (int i = 0; i < n; i += blockSize[t]) {
      Node node;
      node.tier = t;
      node.first = v[i];
      node.firstIndex = layout.switches[v[i]].index;
      node.count = std::min(blockSize[t], n - i);
      for (int j = i; j < i + node.count; ++j) switchNode[v[j]] = static_cast<int>(nodes.size());
      nodes.push_back(node);
    }
  }
  // Parallel links (and, with blocks, links between blocks) become one edge.
  std::map<std::pair<int, int>, int> edgeOf;
  linkEdge.assign(layout.links.size(), -1);
  for (std::size_t l = 0; l < layout.links.size(); ++l) {
    const auto& lk = layout.links[l];
    if (lk.a < 0 || lk.b < 0 || static_cast<std::size_t>(lk.a) >= switchNode.size() ||
        static_cast<std::size_t>(lk.b) >= switchNode.size()) {
      continue;
    }
    int na = switchNode[lk.a], nb = switchNode[lk.b];
    if (nodes[na].tier > nodes[nb].tier) std::swap(na, nb);
    auto [it, inserted] = edgeOf.try_emplace({na, nb}, static_cast<int>(edges.size()));
    if (inserted) {
      Edge e;
      e.a = na;
      e.b = nb;
      edges.push_back(e);
    }
    edges[it->second].linkIds.push_back(static_cast<int>(l));
    linkEdge[l] = it->second;
  }
  refresh();
}

void FabricView::Impl::refresh() {
  stale = false;
  maxUtil = 0.0;
  linksDown = 0;
  for (auto& n : nodes) n.downLinks = n.totalLinks = 0;
  for (auto& e : edges) {
    double sum = 0.0;
    int up = 0;
    e.down = 0;
    e.maxUtil = 0.0;
    e.hottest = e.linkIds.empty() ? -1 : e.linkIds.front();
    for (int id : e.linkIds) {
      const int si = layout.links[id].snapshotIndex >= 0 ? layout.links[id].snapshotIndex : id;
      const bool have = static_cast<std::size_t>(si) < links.size();
      const bool isUp = !have || links[si].up;
      double u = have ? static_cast<double>(links[si].utilisation) : 0.0;
      if (!std::isfinite(u) || u < 0.0) u = 0.0;
      if (!isUp) {
        if (e.down == 0) e.hottest = id;
        ++e.down;
        continue;
      }
      sum += u;
      ++up;
      if (u > e.maxUtil) {
        e.maxUtil = u;
        if (e.down == 0) e.hottest = id;
      }
    }
    e.meanUtil = up > 0 ? sum / up : 0.0;
    maxUtil = std::max(maxUtil, e.maxUtil);
    linksDown += e.down;
    const int n = static_cast<int>(e.linkIds.size());
    nodes[e.a].totalLinks += n;
    nodes[e.b].totalLinks += n;
    nodes[e.a].downLinks += e.down;
    nodes[e.b].downLinks += e.down;
  }
}

double FabricView::Impl::tierY(int tier, double h) const {
  // Top tier at the top; leaves at the bottom.
  const double top = kMargin + 40.0;
  const double bottom = h - kMargin - 56.0;
  if (tierCount <= 1) return bottom;
  return bottom - (bottom - top) * tier / (tierCount - 1);
}

void FabricView::Impl::place(const QSize& size) {
  const double w = size.width();
  const double h = size.height();
  std::vector<int> perTier(3, 0);
  for (const auto& n : nodes) ++perTier[n.tier];
  std::vector<int> seen(3, 0);
  const double x0 = kMargin + kLabelColumn;
  const double x1 = w - kMargin;
  for (auto& n : nodes) {
    const int count = std::max(1, perTier[n.tier]);
    const double slot = (x1 - x0) / count;
    const double nw = std::clamp(slot * 0.78, 6.0, 72.0);
    const double nh = 22.0;
    const double cx = x0 + slot * (seen[n.tier]++ + 0.5);
    const double cy = tierY(n.tier, h);
    n.rect = QRectF(cx - nw / 2, cy - nh / 2, nw, nh);
  }
  for (auto& e : edges) {
    e.p0 = QPointF(nodes[e.a].rect.center().x(), nodes[e.a].rect.top());
    e.p1 = QPointF(nodes[e.b].rect.center().x(), nodes[e.b].rect.bottom());
  }
}

FabricView::FabricView(QWidget* parent) : QWidget(parent), d(std::make_unique<Impl>()) {
  setMouseTracking(true);
  setAutoFillBackground(false);
  setAttribute(Qt::WA_OpaquePaintEvent);
}

FabricView::~FabricView() = default;

void FabricView::setFabricLayout(const FabricLayout& layout) {
  d->layout = layout;
  d->build();
  d->place(size());
  update();
}

const FabricLayout& FabricView::fabricLayout() const {
  return d->layout;
}

void FabricView::updateSnapshot(const Snapshot& snapshot) {
  d->links = snapshot.links;
  d->stale = true;
  update();
}

QColor FabricView::colorForUtilisation(double u) {
  if (!std::isfinite(u) || u < 0.0) u = 0.0;
  if (u > 1.0) return QColor(196, 84, 214);  // oversubscribed: demand above capacity
  struct Stop {
    double at;
    int r, g, b;
  };
  static constexpr Stop kStops[] = {
      {0.0, 84, 104, 132}, {0.5, 64, 178, 118}, {0.8, 236, 200, 64}, {1.0, 245, 128, 40}};
  for (int i = 0; i < 3; ++i) {
    if (u <= kStops[i + 1].at) {
      const double f = (u - kStops[i].at) / (kStops[i + 1].at - kStops[i].at);
      auto mix = [f](int a, int b) { return static_cast<int>(std::lround(a + (b - a) * f)); };
      return QColor(mix(kStops[i].r, kStops[i + 1].r), mix(kStops[i].g, kStops[i + 1].g),
                    mix(kStops[i].b, kStops[i + 1].b));
    }
  }
  return QColor(kStops[3].r, kStops[3].g, kStops[3].b);
}

QColor FabricView::downLinkColor() {
  return QColor(232, 44, 44);
}

QPointF FabricView::switchPosition(int s) const {
  if (s < 0 || static_cast<std::size_t>(s) >= d->switchNode.size() || d->switchNode[s] < 0) {
    return {-1, -1};
  }
  return d->nodes[d->switchNode[s]].rect.center();
}

QPointF FabricView::linkPosition(int linkId) const {
  if (linkId < 0 || static_cast<std::size_t>(linkId) >= d->linkEdge.size() ||
      d->linkEdge[linkId] < 0) {
    return {-1, -1};
  }
  const auto& e = d->edges[d->linkEdge[linkId]];
  return (e.p0 + e.p1) / 2.0;
}

int FabricView::blockSize(int tier) const {
  return d->blockSize[std::clamp(tier, 0, 2)];
}

QSize FabricView::sizeHint() const {
  return {900, 420};
}
QSize FabricView::minimumSizeHint() const {
  return {320, 200};
}

void FabricView::resizeEvent(QResizeEvent* e) {
  QWidget::resizeEvent(e);
  d->place(size());
}

namespace {
QString tierName(int tier) {
  switch (tier) {
    case FabricLayout::kLeaf:
      return FabricView::tr("Leaf");
    case FabricLayout::kSpine:
      return FabricView::tr("Spine");
    default:
      return FabricView::tr("Core");
  }
}
QString tierPrefix(int tier) {
  switch (tier) {
    case FabricLayout::kLeaf:
      return QStringLiteral("L");
    case FabricLayout::kSpine:
      return QStringLiteral("S");
    default:
      return QStringLiteral("C");
  }
}
double edgeWidth(std::size_t links) {
  return std::clamp(2.5 + 1.1 * std::log2(static_cast<double>(std::max<std::size_t>(1, links))),
                    2.5, 9.0);
}
/// Dashed line drawn from the midpoint outwards, so the midpoint always sits on a dash.
void dashedFromMid(QPainter& p, const QPointF& a, const QPointF& b) {
  const QPointF m = (a + b) / 2.0;
  p.drawLine(m, a);
  p.drawLine(m, b);
}
double distToSegment(const QPointF& p, const QPointF& a, const QPointF& b) {
  const QPointF ab = b - a;
  const double len2 = QPointF::dotProduct(ab, ab);
  const double t = len2 > 0 ? std::clamp(QPointF::dotProduct(p - a, ab) / len2, 0.0, 1.0) : 0.0;
  const QPointF q = a + ab * t;
  return std::hypot(p.x() - q.x(), p.y() - q.y());
}
}  // namespace

void FabricView::paintEvent(QPaintEvent*) {
  d->freshen();
  QPainter p(this);
  p.fillRect(rect(), kBackground);
  p.setRenderHint(QPainter::Antialiasing, true);
  const auto& L = d->layout;

  // Title with the fabric's size and state.
  p.setPen(kText);
  QFont f = font();
  f.setBold(true);
  p.setFont(f);
  p.drawText(QRectF(kMargin, 8, width() - 2 * kMargin, 22), Qt::AlignLeft | Qt::AlignVCenter,
             tr("InfiniBand fabric — %1 leaves, %2 spines%3, %4 links")
                 .arg(L.countInTier(FabricLayout::kLeaf))
                 .arg(L.countInTier(FabricLayout::kSpine))
                 .arg(d->tierCount > 2 ? tr(", %1 cores").arg(L.countInTier(FabricLayout::kCore))
                                       : QString())
                 .arg(L.links.size()));
  f.setBold(false);
  p.setFont(f);
  p.drawText(
      QRectF(kMargin, 8, width() - 2 * kMargin, 22), Qt::AlignRight | Qt::AlignVCenter,
      tr("max load %1 %   links down %2").arg(std::lround(d->maxUtil * 100.0)).arg(d->linksDown));
  if (d->nodes.empty()) {
    p.drawText(rect(), Qt::AlignCenter, tr("No fabric topology"));
    return;
  }

  // Links: idle and loaded first, down links on top so they are never hidden. With hundreds of
  // aggregate lines, thin translucent strokes keep the mesh readable as a density.
  const bool dense = d->edges.size() > 200;
  for (int pass = 0; pass < 2; ++pass) {
    for (const auto& e : d->edges) {
      const bool anyDown = e.down > 0;
      const bool allDown = e.down == static_cast<int>(e.linkIds.size());
      const double w = dense ? 1.0 : edgeWidth(e.linkIds.size());
      if (pass == 0 && !allDown) {
        QColor c = colorForUtilisation(e.meanUtil);
        if (dense) c.setAlpha(90);
        QPen pen(c, w);
        pen.setCapStyle(Qt::FlatCap);
        p.setPen(pen);
        p.drawLine(e.p0, e.p1);
      } else if (pass == 1 && anyDown) {
        QPen pen(downLinkColor(), std::max(2.5, allDown ? w : 2.5), Qt::CustomDashLine);
        pen.setDashPattern({4.0, 2.0});
        pen.setCapStyle(Qt::FlatCap);
        p.setPen(pen);
        dashedFromMid(p, e.p0, e.p1);
      }
    }
  }

  // Tier labels and switches.
  for (int t = 0; t < d->tierCount; ++t) {
    p.setPen(kText);
    p.drawText(QRectF(kMargin, d->tierY(t, height()) - 11, kLabelColumn - 8, 22),
               Qt::AlignLeft | Qt::AlignVCenter, tierName(t));
  }
  QFont small = font();
  small.setPointSizeF(std::max(6.0, font().pointSizeF() * 0.8));
  p.setFont(small);
  for (const auto& n : d->nodes) {
    const bool dead = n.totalLinks > 0 && n.downLinks == n.totalLinks;
    const bool hurt = n.downLinks > 0;
    p.setPen(QPen(hurt ? downLinkColor() : kNodeBorder, hurt ? 2.0 : 1.0));
    p.setBrush(dead ? downLinkColor().darker(130) : kNode);
    p.drawRoundedRect(n.rect, 3, 3);
    const QString label = n.count == 1
                              ? tierPrefix(n.tier) + QString::number(n.firstIndex + 1)
                              : tierPrefix(n.tier) + QString::number(n.firstIndex + 1) +
                                    QStringLiteral("–") + QString::number(n.firstIndex + n.count);
    if (p.fontMetrics().horizontalAdvance(label) < n.rect.width() - 2) {
      p.setPen(kText);
      p.drawText(n.rect, Qt::AlignCenter, label);
    }
  }
  p.setFont(font());

  // Legend: load ramp and the down-link mark.
  const QRectF bar(kMargin + kLabelColumn, height() - kMargin - 14, 200, 10);
  QLinearGradient g(bar.topLeft(), bar.topRight());
  for (double u : {0.0, 0.25, 0.5, 0.65, 0.8, 0.9, 1.0}) g.setColorAt(u, colorForUtilisation(u));
  p.setPen(Qt::NoPen);
  p.setBrush(g);
  p.drawRect(bar);
  p.setPen(kText);
  p.drawText(QRectF(bar.left(), bar.top() - 18, 40, 16), Qt::AlignLeft, tr("0 %"));
  p.drawText(QRectF(bar.right() - 60, bar.top() - 18, 60, 16), Qt::AlignRight, tr("100 %"));
  p.drawText(QRectF(bar.left() + 50, bar.top() - 18, 100, 16), Qt::AlignHCenter, tr("link load"));
  const QRectF over(bar.right() + 10, bar.top(), 14, 10);
  p.fillRect(over, colorForUtilisation(1.5));
  p.drawText(QRectF(over.right() + 4, bar.top() - 4, 120, 18), Qt::AlignLeft | Qt::AlignVCenter,
             tr("oversubscribed"));
  QPen dpen(downLinkColor(), 2.5, Qt::CustomDashLine);
  dpen.setDashPattern({4.0, 2.0});
  p.setPen(dpen);
  const double dx = over.right() + 120;
  p.drawLine(QPointF(dx, bar.center().y()), QPointF(dx + 30, bar.center().y()));
  p.setPen(kText);
  p.drawText(QRectF(dx + 36, bar.top() - 4, 80, 18), Qt::AlignLeft | Qt::AlignVCenter, tr("down"));
  if (d->blockSize[0] > 1 || d->blockSize[1] > 1 || d->blockSize[2] > 1) {
    p.drawText(QRectF(dx + 90, bar.top() - 4, width() - dx - 90 - kMargin, 18),
               Qt::AlignRight | Qt::AlignVCenter,
               dense ? tr("up to %1 neighbouring switches per block")
                           .arg(std::max({d->blockSize[0], d->blockSize[1], d->blockSize[2]}))
                     : tr("neighbouring switches grouped; line width = parallel links"));
  }
}

QString FabricView::targetAt(const QPoint& pos) const {
  d->freshen();
  for (const auto& n : d->nodes) {
    if (n.rect.adjusted(-2, -2, 2, 2).contains(pos)) {
      return QString::fromStdString(d->layout.switchName(n.first));
    }
  }
  double best = 1e300;
  const Impl::Edge* hit = nullptr;
  for (const auto& e : d->edges) {
    const double dist = distToSegment(pos, e.p0, e.p1);
    if (dist <= std::max(4.0, edgeWidth(e.linkIds.size()) / 2 + 2) && dist < best) {
      best = dist;
      hit = &e;
    }
  }
  return hit != nullptr && hit->hottest >= 0
             ? QString::fromStdString(d->layout.linkName(hit->hottest))
             : QString();
}

void FabricView::mousePressEvent(QMouseEvent* e) {
  const QString t = targetAt(e->position().toPoint());
  if (t.isEmpty()) return;
  if (e->button() == Qt::LeftButton) {
    emit objectSelected(t);
  } else if (e->button() == Qt::RightButton) {
    emit contextMenuRequested(t, e->globalPosition().toPoint());
  }
}

void FabricView::mouseMoveEvent(QMouseEvent* e) {
  const QString t = targetAt(e->position().toPoint());
  if (t != d->hoverTarget) {
    d->hoverTarget = t;
    emit hovered(t, t.isEmpty() ? QString() : tooltipAt(e->position().toPoint()));
  }
}

QString FabricView::tooltipAt(const QPoint& pos) const {
  d->freshen();
  for (const auto& n : d->nodes) {
    if (n.rect.adjusted(-2, -2, 2, 2).contains(pos)) {
      const QString name = n.count == 1 ? QString::fromStdString(d->layout.switchName(n.first))
                                        : tr("%1 %2–%3")
                                              .arg(tierName(n.tier))
                                              .arg(n.firstIndex + 1)
                                              .arg(n.firstIndex + n.count);
      return tr("%1\n%2 links, %3 down").arg(name).arg(n.totalLinks).arg(n.downLinks);
    }
  }
  for (const auto& e : d->edges) {
    if (distToSegment(pos, e.p0, e.p1) <= std::max(4.0, edgeWidth(e.linkIds.size()) / 2 + 2)) {
      const auto& a = d->nodes[e.a];
      const auto& b = d->nodes[e.b];
      auto nodeName = [&](const Impl::Node& n) {
        return n.count == 1 ? QString::fromStdString(d->layout.switchName(n.first))
                            : tr("%1 %2–%3")
                                  .arg(tierName(n.tier))
                                  .arg(n.firstIndex + 1)
                                  .arg(n.firstIndex + n.count);
      };
      return tr("%1 ↔ %2\n%3 parallel links, %4 down\nload mean %5 %, max %6 %")
          .arg(nodeName(a), nodeName(b))
          .arg(e.linkIds.size())
          .arg(e.down)
          .arg(std::lround(e.meanUtil * 100.0))
          .arg(std::lround(e.maxUtil * 100.0));
    }
  }
  return {};
}

bool FabricView::event(QEvent* e) {
  if (e->type() == QEvent::ToolTip) {
    auto* he = static_cast<QHelpEvent*>(e);
    const QString text = tooltipAt(he->pos());
    if (text.isEmpty()) {
      QToolTip::hideText();
      e->ignore();
    } else {
      QToolTip::showText(he->globalPos(), text, this);
    }
    return true;
  }
  return QWidget::event(e);
}

}  // namespace podtwin::views
