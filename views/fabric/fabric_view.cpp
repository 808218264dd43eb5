#include "fabric/fabric_view.h"

#include <QHelpEvent>
#include <QLinearGradient>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <algorithm>
#include <cmath>
#include <functional>

namespace podtwin::views {

namespace {
constexpr double kFabricMargin = 10.0;
constexpr double kNodeHeight = 20.0;
constexpr double kLegendGap = 14.0;  // between legend items
const QColor kFabricBackground(24, 27, 33);
const QColor kFabricText(214, 220, 230);
const QColor kFabricMuted(150, 160, 178);
const QColor kNode(74, 88, 112);
const QColor kNodeBorder(140, 156, 182);

QString rowName(int row) {
  switch (row) {
    case FabricLayout::kRacks:
      return FabricView::tr("Racks");
    case FabricLayout::kLeaves:
      return FabricView::tr("Leaves");
    case FabricLayout::kSpines:
      return FabricView::tr("Spines");
    default:
      return FabricView::tr("Cores");
  }
}

QString number(long long n) {
  return QLocale().toString(n);
}

double distToSegment(const QPointF& p, const QPointF& a, const QPointF& b) {
  const QPointF ab = b - a;
  const double len2 = QPointF::dotProduct(ab, ab);
  const double t = len2 > 0 ? std::clamp(QPointF::dotProduct(p - a, ab) / len2, 0.0, 1.0) : 0.0;
  const QPointF q = a + ab * t;
  return std::hypot(p.x() - q.x(), p.y() - q.y());
}

/// Dashed line drawn from the midpoint outwards, so the midpoint always sits on a dash.
void dashedFromMid(QPainter& p, const QPointF& a, const QPointF& b) {
  const QPointF m = (a + b) / 2.0;
  p.drawLine(m, a);
  p.drawLine(m, b);
}
}  // namespace

struct FabricView::Impl {
  FabricLayout layout;
  std::vector<LinkSnapshot> links;
  std::vector<std::uint8_t> switchesUp;
  struct NodeState {
    QRectF rect;
    int cables = 0, cablesDown = 0;
    int itemsDown = 0;  ///< switches in the node that failed themselves
    QString label;
    QRectF labelRect;  ///< empty when the label is left out (no room)
  };
  struct BundleState {
    double meanUtil = 0.0, maxUtil = 0.0;
    int down = 0;
    int hottest = -1;  ///< topology link id: the first down cable, else the most loaded
    QPointF p0, p1;
    double width = 1.5;
    QString downLabel;
    QRectF downLabelRect;
  };
  struct Text {
    QString text;
    QRectF rect;
    int style = 0;  ///< 0 small muted, 1 small bright
  };
  std::vector<NodeState> nodes;
  std::vector<BundleState> bundles;
  std::vector<int> rows;    ///< rows drawn, bottom (racks) first
  std::vector<Text> texts;  ///< row captions and gap labels
  QRectF headerRect[3];
  QString header[3];
  QRectF legendRect;
  std::vector<std::function<void(QPainter&)>> legendPainters;
  std::vector<std::pair<QString, QRectF>> legendTexts;
  double maxUtil = 0.0, meanUtil = 0.0;
  int linksDown = 0, switchesDown = 0;
  QString hoverTarget;
  bool stale = false;
  QFont base, small, bold;

  /// Takes the widget's font; true when it changed (the geometry then needs place()).
  bool setFonts(const QFont& f) {
    QFont sm = f;
    sm.setPointSizeF(std::max(6.5, f.pointSizeF() * 0.85));
    QFont bd = f;
    bd.setBold(true);
    if (f == base && sm == small && bd == bold) return false;
    base = f;
    small = sm;
    bold = bd;
    return true;
  }
  void refresh();
  void freshen() {
    if (stale) refresh();
  }
  /// Lays out again when the widget's size changed without a resize event (a hidden widget).
  void placeFor(const QSize& size) {
    if (size != placedSize) place(size);
  }
  void place(const QSize& size);
  QSize placedSize{-1, -1};
  void placeLegend(double width, double bottom);
  QString nodeName(int node) const;
  QString bundleTarget(int bundle) const;
};

void FabricView::Impl::refresh() {
  stale = false;
  maxUtil = 0.0;
  linksDown = 0;
  switchesDown = 0;
  double sum = 0.0;
  long long counted = 0;
  for (auto& n : nodes) n.cables = n.cablesDown = n.itemsDown = 0;
  for (std::size_t b = 0; b < bundles.size(); ++b) {
    const auto& fb = layout.bundles[b];
    auto& e = bundles[b];
    double bsum = 0.0;
    int up = 0;
    e.down = 0;
    e.maxUtil = 0.0;
    e.hottest = fb.links.empty() ? -1 : fb.links.front();
    for (int id : fb.links) {
      const auto si = static_cast<std::size_t>(id);
      const bool have = si < links.size();
      if (have && !links[si].up) {
        if (e.down == 0) e.hottest = id;
        ++e.down;
        continue;
      }
      double u = have ? static_cast<double>(links[si].utilisation) : 0.0;
      if (!std::isfinite(u) || u < 0.0) u = 0.0;
      bsum += u;
      ++up;
      if (u > e.maxUtil) {
        e.maxUtil = u;
        if (e.down == 0) e.hottest = id;
      }
    }
    e.meanUtil = up > 0 ? bsum / up : 0.0;
    sum += bsum;
    counted += up;
    maxUtil = std::max(maxUtil, e.maxUtil);
    linksDown += e.down;
    const int n = static_cast<int>(fb.links.size());
    for (int node : {fb.lower, fb.upper}) {
      nodes[static_cast<std::size_t>(node)].cables += n;
      nodes[static_cast<std::size_t>(node)].cablesDown += e.down;
    }
    e.downLabel =
        e.down > 0 ? FabricView::tr("%1 of %2 down").arg(number(e.down), number(n)) : QString();
  }
  meanUtil = counted > 0 ? sum / static_cast<double>(counted) : 0.0;
  if (layout.topology) {
    const auto& sw = layout.topology->switches();
    for (std::size_t i = 0; i < switchesUp.size() && i < sw.size(); ++i) {
      if (switchesUp[i] != 0) continue;
      ++switchesDown;
      const int node = layout.nodeOfSwitch(static_cast<int>(i));
      if (node >= 0) ++nodes[static_cast<std::size_t>(node)].itemsDown;
    }
  }
  const fabric::TopologyCounts* c = layout.topology ? &layout.topology->counts() : nullptr;
  header[0] = c == nullptr ? FabricView::tr("InfiniBand fabric")
                           : FabricView::tr("InfiniBand fabric · %1 racks · %2 cables")
                                 .arg(number(layout.racks), number(c->totalCables()));
  header[1] =
      c == nullptr
          ? QString()
          : FabricView::tr("%1 leaves · %2 spines").arg(number(c->leaves), number(c->spines)) +
                (c->cores > 0 ? FabricView::tr(" · %1 cores").arg(number(c->cores)) : QString());
  header[2] = c == nullptr ? QString()
                           : FabricView::tr(
                                 "load mean %1 %, max %2 % · cables down %3 · "
                                 "switches down %4")
                                 .arg(std::lround(meanUtil * 100.0))
                                 .arg(std::lround(maxUtil * 100.0))
                                 .arg(number(linksDown))
                                 .arg(switchesDown);
}

QString FabricView::Impl::nodeName(int node) const {
  const auto& n = layout.nodes[static_cast<std::size_t>(node)];
  if (n.count == 1) return QString::fromStdString(FabricLayout::itemName(n.row, n.first));
  const QString range = QStringLiteral("%1–%2").arg(n.first + 1).arg(n.first + n.count);
  return n.pod >= 0 ? FabricView::tr("%1 %2 (pod %3)").arg(rowName(n.row), range).arg(n.pod + 1)
                    : FabricView::tr("%1 %2").arg(rowName(n.row), range);
}

QString FabricView::Impl::bundleTarget(int bundle) const {
  const int l = bundles[static_cast<std::size_t>(bundle)].hottest;
  return l >= 0 ? QString::fromStdString(layout.linkName(l)) : QString();
}

void FabricView::Impl::placeLegend(double width, double bottom) {
  // Items flow left to right and wrap, so the whole legend shows at any width.
  legendPainters.clear();
  legendTexts.clear();
  const QFontMetricsF fm(small);
  const double lh = fm.height();
  struct Item {
    double w, h;
    std::function<void(QPainter&, QPointF)> paint;
    std::vector<std::pair<QString, QRectF>> texts;  // relative to the item's top-left
  };
  std::vector<Item> items;
  auto textItem = [&](const QString& t, double lead, std::function<void(QPainter&, QPointF)> mark) {
    Item it;
    const double tw = fm.horizontalAdvance(t) + 2;
    it.w = lead + tw;
    it.h = lh;
    it.texts.emplace_back(t, QRectF(lead, 0, tw, lh));
    it.paint = std::move(mark);
    items.push_back(std::move(it));
  };
  {
    Item it;
    const QString title = FabricView::tr("Link load");
    const double tw = fm.horizontalAdvance(title) + 6;
    const double barW = std::clamp(width * 0.3, 90.0, 180.0);
    it.w = tw + barW + fm.horizontalAdvance(QStringLiteral("%")) / 2;
    it.h = 10 + lh + 2;
    it.texts.emplace_back(title, QRectF(0, 0, tw, lh));
    const QRectF bar(tw, 2, barW, 10);
    for (int pct : {0, 50, 100}) {
      const QString t = pct == 100 ? QStringLiteral("100 %") : QString::number(pct);
      const double x = bar.left() + bar.width() * pct / 100.0;
      const double w = fm.horizontalAdvance(t) + 2;
      const double left = pct == 0 ? x : pct == 100 ? x - w + 2 : x - w / 2;
      it.texts.emplace_back(t, QRectF(left, bar.bottom() + 2, w, lh));
    }
    it.paint = [bar](QPainter& p, QPointF at) {
      const QRectF r = bar.translated(at);
      QLinearGradient g(r.topLeft(), r.topRight());
      for (double u : {0.0, 0.25, 0.5, 0.65, 0.8, 0.9, 1.0})
        g.setColorAt(u, FabricView::colorForUtilisation(u));
      p.setPen(Qt::NoPen);
      p.setBrush(g);
      p.drawRect(r);
    };
    items.push_back(std::move(it));
  }
  textItem(FabricView::tr("over 100 %"), 18, [lh](QPainter& p, QPointF at) {
    p.fillRect(QRectF(at.x(), at.y() + lh / 2 - 5, 14, 10), FabricView::colorForUtilisation(1.5));
  });
  textItem(FabricView::tr("cable down"), 30, [lh](QPainter& p, QPointF at) {
    QPen pen(FabricView::downLinkColor(), 2.5, Qt::CustomDashLine);
    pen.setDashPattern({4.0, 2.0});
    p.setPen(pen);
    p.drawLine(QPointF(at.x(), at.y() + lh / 2), QPointF(at.x() + 24, at.y() + lh / 2));
  });
  textItem(FabricView::tr("×N: cables per line"), 0, nullptr);
  if (layout.groupedByPod) textItem(FabricView::tr("P: fabric pod"), 0, nullptr);

  // Wrap into lines from the bottom up: compute lines first, then place them above `bottom`.
  std::vector<std::vector<std::size_t>> lines(1);
  double x = 0;
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (x > 0 && x + items[i].w > width) {
      lines.emplace_back();
      x = 0;
    }
    lines.back().push_back(i);
    x += items[i].w + kLegendGap;
  }
  double total = 0;
  std::vector<double> lineH;
  for (const auto& line : lines) {
    double h = 0;
    for (auto i : line) h = std::max(h, items[i].h);
    lineH.push_back(h);
    total += h + 4;
  }
  double y = bottom - total;
  legendRect = QRectF(kFabricMargin, y, width, total);
  for (std::size_t li = 0; li < lines.size(); ++li) {
    double lx = kFabricMargin;
    for (auto i : lines[li]) {
      const QPointF at(lx, y);
      if (items[i].paint) {
        legendPainters.emplace_back([f = items[i].paint, at](QPainter& p) { f(p, at); });
      }
      for (const auto& [t, r] : items[i].texts) legendTexts.emplace_back(t, r.translated(at));
      lx += items[i].w + kLegendGap;
    }
    y += lineH[li] + 4;
  }
}

void FabricView::Impl::place(const QSize& size) {
  placedSize = size;
  const double w = size.width();
  const double h = size.height();
  const QFontMetricsF fm(base);
  const QFontMetricsF fs(small);
  const double lh = fm.height();
  headerRect[0] = QRectF(kFabricMargin, 4, w - 2 * kFabricMargin, lh + 2);
  headerRect[1] =
      QRectF(kFabricMargin, headerRect[0].bottom(), w - 2 * kFabricMargin, fs.height() + 1);
  headerRect[2] =
      QRectF(kFabricMargin, headerRect[1].bottom(), w - 2 * kFabricMargin, fs.height() + 1);
  texts.clear();
  for (auto& n : nodes) n.labelRect = QRectF();
  placeLegend(w - 2 * kFabricMargin, h - 6);
  if (!layout.topology) return;

  rows.clear();
  for (int r = 0; r < FabricLayout::kRows; ++r)
    if (layout.nodeCount(r) > 0) rows.push_back(r);
  if (rows.empty()) return;

  // Row captions in a left column: name, item count and, when grouped, "by pod" or the group size.
  struct Caption {
    QStringList lines;
  };
  std::vector<Caption> caps(FabricLayout::kRows);
  double col = 0;
  for (int r : rows) {
    const int items = layout.itemCount(r);
    const int nodesInRow = layout.nodeCount(r);
    QStringList ls{rowName(r), number(items)};
    if (nodesInRow < items) {
      ls << (layout.groupedByPod && r != FabricLayout::kCores
                 ? FabricView::tr("by pod")
                 : FabricView::tr("%1 a box")
                       .arg(layout.nodes[static_cast<std::size_t>(layout.nodeOf(r, 0))].count));
    }
    for (const auto& l : ls) col = std::max(col, fs.horizontalAdvance(l));
    caps[static_cast<std::size_t>(r)].lines = ls;
  }
  // Cable counts per line between two rows ("×9", or a range when bundles differ).
  std::vector<QString> gapText(rows.size());
  for (std::size_t gi = 0; gi + 1 < rows.size(); ++gi) {
    int lo = 0, hi = 0;
    for (const auto& b : layout.bundles) {
      if (layout.nodes[static_cast<std::size_t>(b.lower)].row != rows[gi]) continue;
      const int n = static_cast<int>(b.links.size());
      lo = lo == 0 ? n : std::min(lo, n);
      hi = std::max(hi, n);
    }
    gapText[gi] = lo == hi ? QStringLiteral("×%1").arg(number(lo))
                           : QStringLiteral("×%1–%2").arg(number(lo), number(hi));
    col = std::max(col, fs.horizontalAdvance(gapText[gi]));
  }
  col += 8;

  // Room above the top row and below the bottom row for a three-line caption centred on the row
  // and for node labels that go below their box.
  const double captionHalf = 1.5 * fs.height();
  const double top = headerRect[2].bottom() + 8 + std::max(captionHalf, kNodeHeight / 2);
  const double bottom =
      legendRect.top() - 6 - std::max(captionHalf, kNodeHeight / 2 + fs.height() + 2);
  const double x0 = kFabricMargin + col;
  const double x1 = w - kFabricMargin;
  const auto nRows = static_cast<double>(rows.size());
  auto rowY = [&](std::size_t i) {
    return nRows <= 1 ? bottom : bottom - (bottom - top) * static_cast<double>(i) / (nRows - 1);
  };
  for (std::size_t ri = 0; ri < rows.size(); ++ri) {
    const int r = rows[ri];
    const double cy = rowY(ri);
    // Caption lines centred on the row.
    const auto& ls = caps[static_cast<std::size_t>(r)].lines;
    double ty = cy - fs.height() * static_cast<double>(ls.size()) / 2.0;
    for (int k = 0; k < ls.size(); ++k) {
      texts.push_back({ls[k], QRectF(kFabricMargin, ty, col - 4, fs.height()), k == 0 ? 1 : 0});
      ty += fs.height();
    }
    const int count = layout.nodeCount(r);
    const double slot = (x1 - x0) / std::max(1, count);
    const double nw = std::clamp(slot - 3.0, 4.0, 72.0);
    const int first = layout.nodeOf(r, 0);
    // Labels: the item number, "P3" for a pod group, "9–16" for a group of consecutive items; when
    // they do not all fit, every k-th (the first and the last always).
    double widest = 0;
    for (int k = 0; k < count; ++k) {
      const auto& nd = layout.nodes[static_cast<std::size_t>(first) + static_cast<std::size_t>(k)];
      auto& ns = nodes[static_cast<std::size_t>(first) + static_cast<std::size_t>(k)];
      ns.label = nd.pod >= 0 && nd.count > 1 ? QStringLiteral("P%1").arg(nd.pod + 1)
                 : nd.count > 1 ? QStringLiteral("%1–%2").arg(nd.first + 1).arg(nd.first + nd.count)
                                : QString::number(nd.first + 1);
      widest = std::max(widest, fs.horizontalAdvance(ns.label) + 4);
    }
    const int step = std::max(1, static_cast<int>(std::ceil(widest / slot)));
    for (int k = 0; k < count; ++k) {
      auto& ns = nodes[static_cast<std::size_t>(first) + static_cast<std::size_t>(k)];
      const double cx = x0 + slot * (k + 0.5);
      ns.rect = QRectF(cx - nw / 2, cy - kNodeHeight / 2, nw, kNodeHeight);
      const bool show = k % step == 0 || (k == count - 1 && (count - 1) % step >= (step + 1) / 2);
      if (!show) continue;
      const double lw = fs.horizontalAdvance(ns.label) + 2;
      ns.labelRect = lw <= nw ? QRectF(cx - lw / 2, cy - fs.height() / 2, lw, fs.height())
                              : QRectF(cx - lw / 2, cy + kNodeHeight / 2 + 1, lw, fs.height());
      // Labels below their box stay between the caption column and the right edge; one that then
      // runs into the label before it is left out.
      if (ns.labelRect.left() < x0 - 4) ns.labelRect.moveLeft(x0 - 4);
      if (ns.labelRect.right() > w - 2) ns.labelRect.moveRight(w - 2);
      if (k > 0) {
        for (int j = k - 1; j >= 0; --j) {
          const QRectF& prev =
              nodes[static_cast<std::size_t>(first) + static_cast<std::size_t>(j)].labelRect;
          if (prev.isEmpty()) continue;
          if (prev.adjusted(0, 0, 3, 0).intersects(ns.labelRect)) ns.labelRect = QRectF();
          break;
        }
      }
    }
  }
  for (std::size_t gi = 0; gi + 1 < rows.size(); ++gi) {
    const double y = (rowY(gi) + rowY(gi + 1)) / 2;
    texts.push_back(
        {gapText[gi], QRectF(kFabricMargin, y - fs.height() / 2, col - 4, fs.height()), 0});
  }
  // Lines: width by cable count within a gap; many lines between two rows are drawn thin.
  std::vector<int> perGap(FabricLayout::kRows, 0);
  std::vector<int> maxCables(FabricLayout::kRows, 1);
  for (const auto& b : layout.bundles) {
    const int r = layout.nodes[static_cast<std::size_t>(b.lower)].row;
    ++perGap[static_cast<std::size_t>(r)];
    maxCables[static_cast<std::size_t>(r)] =
        std::max(maxCables[static_cast<std::size_t>(r)], static_cast<int>(b.links.size()));
  }
  for (std::size_t b = 0; b < bundles.size(); ++b) {
    const auto& fb = layout.bundles[b];
    auto& e = bundles[b];
    const QRectF& lo = nodes[static_cast<std::size_t>(fb.lower)].rect;
    const QRectF& hi = nodes[static_cast<std::size_t>(fb.upper)].rect;
    e.p0 = QPointF(lo.center().x(), lo.top());
    e.p1 = QPointF(hi.center().x(), hi.bottom());
    const auto r = static_cast<std::size_t>(layout.nodes[static_cast<std::size_t>(fb.lower)].row);
    const double share = static_cast<double>(fb.links.size()) / maxCables[r];
    e.width = perGap[r] > 48 ? 1.2 : 1.5 + 2.5 * std::sqrt(share);
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
  d->nodes.assign(layout.nodes.size(), {});
  d->bundles.assign(layout.bundles.size(), {});
  d->refresh();
  d->setFonts(font());
  d->place(size());
  update();
}

const FabricLayout& FabricView::fabricLayout() const {
  return d->layout;
}

void FabricView::updateSnapshot(const Snapshot& snapshot) {
  d->links = snapshot.links;
  d->switchesUp = snapshot.switchesUp;
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

QPointF FabricView::itemPosition(int row, int item) const {
  d->placeFor(size());
  const int n = d->layout.nodeOf(row, item);
  return n < 0 ? QPointF(-1, -1) : d->nodes[static_cast<std::size_t>(n)].rect.center();
}

QPointF FabricView::linkPosition(int linkId) const {
  d->placeFor(size());
  if (linkId < 0 || static_cast<std::size_t>(linkId) >= d->layout.linkBundle.size())
    return {-1, -1};
  const int b = d->layout.linkBundle[static_cast<std::size_t>(linkId)];
  if (b < 0) return {-1, -1};
  const auto& e = d->bundles[static_cast<std::size_t>(b)];
  return (e.p0 + e.p1) / 2.0;
}

int FabricView::linksDown() const {
  d->freshen();
  return d->linksDown;
}

std::vector<int> FabricView::bundlesDrawnDown() const {
  d->freshen();
  std::vector<int> out;
  for (std::size_t b = 0; b < d->bundles.size(); ++b)
    if (d->bundles[b].down > 0) out.push_back(static_cast<int>(b));
  return out;
}

QString FabricView::headerText() const {
  d->freshen();
  return d->header[0] + QLatin1Char('\n') + d->header[1] + QLatin1Char('\n') + d->header[2];
}

std::vector<std::pair<QString, QRectF>> FabricView::textRects() const {
  d->placeFor(size());
  d->freshen();
  std::vector<std::pair<QString, QRectF>> out;
  const QFontMetricsF fb(d->bold);
  const QFontMetricsF fs(d->small);
  for (int i = 0; i < 3; ++i) {
    const QFontMetricsF& fm = i == 0 ? fb : fs;
    const QString t = fm.elidedText(d->header[i], Qt::ElideRight, d->headerRect[i].width());
    out.emplace_back(t, QRectF(d->headerRect[i].topLeft(),
                               QSizeF(fm.horizontalAdvance(t), d->headerRect[i].height())));
  }
  for (const auto& t : d->texts) out.emplace_back(t.text, t.rect);
  for (const auto& n : d->nodes)
    if (!n.labelRect.isEmpty()) out.emplace_back(n.label, n.labelRect);
  for (const auto& t : d->legendTexts) out.push_back(t);
  return out;
}

QSize FabricView::sizeHint() const {
  return {480, 420};
}
QSize FabricView::minimumSizeHint() const {
  return {320, 240};
}

void FabricView::resizeEvent(QResizeEvent* e) {
  QWidget::resizeEvent(e);
  d->setFonts(font());
  d->place(size());
}

void FabricView::paintEvent(QPaintEvent*) {
  d->freshen();
  // Fonts follow the widget's (a style change); place() measures with them.
  if (d->setFonts(font())) d->place(size());
  d->placeFor(size());
  QPainter p(this);
  p.fillRect(rect(), kFabricBackground);
  p.setRenderHint(QPainter::Antialiasing, true);

  // Header: what the fabric is, then its state; each line elided to the width.
  p.setPen(kFabricText);
  p.setFont(d->bold);
  p.drawText(
      d->headerRect[0], Qt::AlignLeft | Qt::AlignVCenter,
      QFontMetricsF(d->bold).elidedText(d->header[0], Qt::ElideRight, d->headerRect[0].width()));
  p.setFont(d->small);
  p.setPen(kFabricMuted);
  p.drawText(
      d->headerRect[1], Qt::AlignLeft | Qt::AlignVCenter,
      QFontMetricsF(d->small).elidedText(d->header[1], Qt::ElideRight, d->headerRect[1].width()));
  p.setPen(d->linksDown > 0 || d->switchesDown > 0 ? QColor(255, 120, 110) : kFabricMuted);
  p.drawText(
      d->headerRect[2], Qt::AlignLeft | Qt::AlignVCenter,
      QFontMetricsF(d->small).elidedText(d->header[2], Qt::ElideRight, d->headerRect[2].width()));
  if (d->nodes.empty()) {
    p.setPen(kFabricText);
    p.drawText(rect(), Qt::AlignCenter, tr("No fabric topology"));
    return;
  }

  // Lines, least loaded first so hot lines stay visible; bundles with a cable down on top.
  std::vector<std::size_t> order(d->bundles.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    return d->bundles[a].meanUtil < d->bundles[b].meanUtil;
  });
  for (std::size_t i : order) {
    const auto& e = d->bundles[i];
    if (e.down == static_cast<int>(d->layout.bundles[i].links.size())) continue;
    QPen pen(colorForUtilisation(e.meanUtil), e.width);
    pen.setCapStyle(Qt::FlatCap);
    p.setPen(pen);
    p.drawLine(e.p0, e.p1);
  }
  int downBundles = 0;
  for (const auto& e : d->bundles) {
    if (e.down == 0) continue;
    ++downBundles;
    QPen pen(downLinkColor(), std::max(2.5, e.width), Qt::CustomDashLine);
    pen.setDashPattern({4.0, 2.0});
    pen.setCapStyle(Qt::FlatCap);
    p.setPen(pen);
    dashedFromMid(p, e.p0, e.p1);
  }

  // Row captions and cables-per-line labels.
  for (const auto& t : d->texts) {
    p.setPen(t.style == 1 ? kFabricText : kFabricMuted);
    p.drawText(t.rect, Qt::AlignLeft | Qt::AlignVCenter, t.text);
  }
  // Nodes: a red outline when a cable of theirs is down, red fill when switches in them failed.
  for (const auto& n : d->nodes) {
    const bool hurt = n.cablesDown > 0 || n.itemsDown > 0;
    p.setPen(QPen(hurt ? downLinkColor() : kNodeBorder, hurt ? 2.0 : 1.0));
    p.setBrush(n.itemsDown > 0 ? downLinkColor().darker(150) : kNode);
    p.drawRoundedRect(n.rect, 3, 3);
    if (!n.labelRect.isEmpty()) {
      // A label below its box sits on the lines: give it the background behind it.
      if (!n.rect.contains(n.labelRect.center())) p.fillRect(n.labelRect, QColor(24, 27, 33, 210));
      p.setPen(kFabricText);
      p.drawText(n.labelRect, Qt::AlignCenter, n.label);
    }
  }
  // A few failed bundles are named on the picture; more would clutter it (the header counts them).
  if (downBundles <= 6) {
    const QFontMetricsF fs(d->small);
    for (const auto& e : d->bundles) {
      if (e.down == 0) continue;
      const QPointF m = (e.p0 + e.p1) / 2.0;
      const double tw = fs.horizontalAdvance(e.downLabel) + 6;
      const QRectF r(m.x() + 6, m.y() - fs.height() / 2, tw, fs.height());
      p.fillRect(r, QColor(24, 27, 33, 220));
      p.setPen(QColor(255, 120, 110));
      p.drawText(r, Qt::AlignCenter, e.downLabel);
    }
  }

  // Legend.
  for (const auto& f : d->legendPainters) f(p);
  p.setPen(kFabricText);
  for (const auto& [t, r] : d->legendTexts) p.drawText(r, Qt::AlignLeft | Qt::AlignVCenter, t);
}

QString FabricView::targetAt(const QPoint& pos) const {
  d->placeFor(size());
  d->freshen();
  for (std::size_t i = 0; i < d->nodes.size(); ++i) {
    if (!d->nodes[i].rect.adjusted(-2, -2, 2, 2).contains(pos)) continue;
    const auto& nd = d->layout.nodes[i];
    // A group names its first failed switch, else its first item.
    int item = nd.first;
    if (nd.row != FabricLayout::kRacks && d->layout.topology) {
      const auto tier = static_cast<fabric::Tier>(nd.row - 1);
      for (int k = nd.first; k < nd.first + nd.count; ++k) {
        const int sw = d->layout.topology->switchId(tier, k);
        if (sw >= 0 && static_cast<std::size_t>(sw) < d->switchesUp.size() &&
            d->switchesUp[static_cast<std::size_t>(sw)] == 0) {
          item = k;
          break;
        }
      }
    }
    return QString::fromStdString(FabricLayout::itemName(nd.row, item));
  }
  double best = 1e300;
  int hit = -1;
  for (std::size_t b = 0; b < d->bundles.size(); ++b) {
    const auto& e = d->bundles[b];
    const double dist = distToSegment(pos, e.p0, e.p1);
    if (dist <= std::max(4.0, e.width / 2 + 2) && dist < best) {
      best = dist;
      hit = static_cast<int>(b);
    }
  }
  return hit >= 0 ? d->bundleTarget(hit) : QString();
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
  d->placeFor(size());
  d->freshen();
  for (std::size_t i = 0; i < d->nodes.size(); ++i) {
    const auto& n = d->nodes[i];
    if (!n.rect.adjusted(-2, -2, 2, 2).contains(pos)) continue;
    QString text = tr("%1\n%2 cables, %3 down")
                       .arg(d->nodeName(static_cast<int>(i)))
                       .arg(number(n.cables))
                       .arg(number(n.cablesDown));
    if (n.itemsDown > 0) text += tr("\n%1 switches failed").arg(n.itemsDown);
    return text;
  }
  for (std::size_t b = 0; b < d->bundles.size(); ++b) {
    const auto& e = d->bundles[b];
    if (distToSegment(pos, e.p0, e.p1) > std::max(4.0, e.width / 2 + 2)) continue;
    const auto& fb = d->layout.bundles[b];
    return tr("%1 ↔ %2\n%3 cables, %4 down\nload mean %5 %, max %6 %")
        .arg(d->nodeName(fb.lower), d->nodeName(fb.upper))
        .arg(number(static_cast<long long>(fb.links.size())))
        .arg(e.down)
        .arg(std::lround(e.meanUtil * 100.0))
        .arg(std::lround(e.maxUtil * 100.0));
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
