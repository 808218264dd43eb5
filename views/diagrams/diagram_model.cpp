#include "diagrams/diagram_model.h"

#include <algorithm>
#include <cmath>

#include "panels/event_text.h"
#include "panels/panel_format.h"

namespace podtwin::views {

namespace {
using Kind = DiagramElement::Kind;
using Status = DiagramElement::Status;
using Medium = DiagramLine::Medium;

constexpr double kUnknown = std::numeric_limits<double>::quiet_NaN();
constexpr double kWidth = 480.0;  ///< single-line width, diagram units (one unit ≈ one pixel at 1×)
constexpr double kCoolingWidth = 600.0;  ///< P&ID width: racks carry two values on their line

std::string num(int i) {
  return std::to_string(i + 1);
}

DiagramValue val(const char* key, const QString& label, double v, const QString& unit, int decimals,
                 double lo = kUnknown, double hi = kUnknown) {
  DiagramValue d;
  d.key = key;
  d.label = label;
  d.value = v;
  d.unit = unit;
  d.decimals = decimals;
  d.normalLo = lo;
  d.normalHi = hi;
  return d;
}

/// Worse of two statuses (Off counts as normal).
Status worse(Status a, Status b) {
  auto rank = [](Status s) {
    switch (s) {
      case Status::Normal:
      case Status::Off:
        return 0;
      case Status::Abnormal:
        return 1;
      case Status::Alarm:
        return 2;
      case Status::Trip:
        return 3;
    }
    return 0;
  };
  return rank(b) > rank(a) ? b : a;
}
}  // namespace

QString DiagramValue::text() const {
  return formatValue(value, decimals, unit);
}

QString DiagramValue::rangeText() const {
  if (std::isnan(normalLo) && std::isnan(normalHi)) return {};
  const QString lo = std::isnan(normalLo) ? QString() : formatNumber(normalLo, decimals);
  const QString hi = std::isnan(normalHi) ? QString() : formatNumber(normalHi, decimals);
  if (lo.isEmpty()) return QStringLiteral("≤ %1 %2").arg(hi, unit).trimmed();
  if (hi.isEmpty()) return QStringLiteral("≥ %1 %2").arg(lo, unit).trimmed();
  return QStringLiteral("%1 – %2 %3").arg(lo, hi, unit).trimmed();
}

bool DiagramValue::outOfRange() const {
  if (!std::isfinite(value)) return false;
  return (!std::isnan(normalLo) && value < normalLo) || (!std::isnan(normalHi) && value > normalHi);
}

const DiagramValue* DiagramElement::value(const std::string& key) const {
  for (const auto& v : values)
    if (v.key == key) return &v;
  return nullptr;
}

int DiagramModel::maxShown(int section) {
  switch (section) {
    case kRacks:
      return 48;
    case kCdus:
      return 4;
    default:  // gensets, dry coolers
      return 8;
  }
}

DiagramModel::DiagramModel(DiagramKind kind) : m_kind(kind) {}

void DiagramModel::setPod(const PodConfig& pod) {
  m_pod = pod;
  m_havePod = true;
  m_haveSnap = false;
  m_snap = Snapshot{};
  m_drillSection = -1;
  m_drillGroup = -1;
  m_active.clear();
  m_history.clear();
  rebuild();
}

void DiagramModel::updateSnapshot(const Snapshot& s) {
  m_snap = s;
  m_haveSnap = true;
  applySnapshot();
  recordHistory();
}

void DiagramModel::recordHistory() {
  const double t = m_snap.timeS;
  for (const auto& e : m_elements) {
    if (e.target.empty() || e.id != e.target) continue;
    auto& h = m_history[e.target];
    if (!h.empty() && t < h.back().first) h.clear();  // the run went back
    const Faceplate f = faceplate(e.target);
    for (const auto& v : f.values) {
      if (v.key != f.trendKey || !std::isfinite(v.value)) continue;
      if (!h.empty() && h.back().first == t)
        h.back().second = v.value;
      else
        h.emplace_back(t, v.value);
    }
    while (!h.empty() && h.front().first < t - kTrendWindowS) h.pop_front();
  }
}

const std::deque<std::pair<double, double>>& DiagramModel::history(
    const std::string& target) const {
  static const std::deque<std::pair<double, double>> kEmpty;
  const auto it = m_history.find(target);
  return it == m_history.end() ? kEmpty : it->second;
}

void DiagramModel::appendLog(const std::vector<LogEntry>& entries) {
  for (const LogEntry& e : entries) {
    if (e.severity < Severity::Warning) continue;
    const auto key = std::make_pair(e.object, e.code);
    if (e.cleared)
      m_active.erase(key);
    else
      m_active[key] = e;
  }
  applyAlarms();
}

void DiagramModel::clearLog() {
  m_active.clear();
  applyAlarms();
}

std::vector<std::pair<Severity, QString>> DiagramModel::activeAlarms(
    const std::string& target) const {
  std::vector<std::pair<Severity, QString>> out;
  for (const auto& [key, v] : m_active) {
    const std::string& obj = key.first;
    if (obj == target ||
        (obj.size() > target.size() && obj.compare(0, target.size(), target) == 0 &&
         obj[target.size()] == '/')) {
      out.emplace_back(v.severity, EventText::logMessage(v));
    }
  }
  std::stable_sort(out.begin(), out.end(),
                   [](const auto& a, const auto& b) { return a.first > b.first; });
  return out;
}

int DiagramModel::memberCount(int section) const {
  switch (section) {
    case kGensets:
      return std::max(0, m_pod.power.gensetCount);
    case kRacks:
      return std::max(0, m_pod.racks.count);
    case kCdus:
      return std::max(1, m_pod.thermal.cduCount);
    case kDryCoolers:
      return std::max(0, m_pod.thermal.dryCoolerCount);
    default:
      return 0;
  }
}

int DiagramModel::groupCount(int section) const {
  const int n = memberCount(section);
  if (n <= maxShown(section)) return 0;
  if (section == kRacks) return std::max(1, m_pod.racks.rows);
  return (n + maxShown(section) - 1) / maxShown(section);
}

std::pair<int, int> DiagramModel::groupRange(int section, int group) const {
  const int n = memberCount(section);
  const int size = section == kRacks ? m_pod.racks.racksPerRow() : maxShown(section);
  const int first = std::min(n, group * size);
  return {first, std::min(n, first + size)};
}

bool DiagramModel::drillInto(int section, int group) {
  if (section < 0 || section >= kSectionCount || group < 0 || group >= groupCount(section))
    return false;
  m_drillSection = section;
  m_drillGroup = group;
  rebuild();
  return true;
}

void DiagramModel::drillUp() {
  if (m_drillSection < 0) return;
  m_drillSection = -1;
  m_drillGroup = -1;
  rebuild();
}

std::vector<DiagramModel::Item> DiagramModel::itemsOf(int section) const {
  std::vector<Item> items;
  const int n = memberCount(section);
  if (m_drillSection == section) {
    const auto [a, b] = groupRange(section, m_drillGroup);
    for (int i = a; i < b; ++i) items.push_back({i, i + 1, -1});
    return items;
  }
  const int groups = groupCount(section);
  if (groups == 0) {
    for (int i = 0; i < n; ++i) items.push_back({i, i + 1, -1});
    return items;
  }
  for (int g = 0; g < groups; ++g) {
    const auto [a, b] = groupRange(section, g);
    if (b > a) items.push_back({a, b, g});
  }
  return items;
}

int DiagramModel::rackCdu(int rack) const {
  if (m_haveSnap && rack < static_cast<int>(m_snap.racks.cdu.size()))
    return m_snap.racks.cdu[static_cast<std::size_t>(rack)];
  // Contiguous, balanced blocks, as the thermal model assigns them.
  const int n = std::max(1, m_pod.racks.count);
  return rack * std::max(1, m_pod.thermal.cduCount) / n;
}

int DiagramModel::rackRow(int rack) const {
  return rack / std::max(1, m_pod.racks.racksPerRow());
}

DiagramElement& DiagramModel::add(Kind kind, const std::string& id, const std::string& target,
                                  const QRectF& rect, const QString& label) {
  DiagramElement e;
  e.kind = kind;
  e.id = id;
  e.target = target;
  e.rect = rect;
  e.label = label;
  m_index[id] = m_elements.size();
  m_elements.push_back(std::move(e));
  return m_elements.back();
}

DiagramLine& DiagramModel::addLine(const std::string& id, Medium m, std::vector<QPointF> pts,
                                   bool bus) {
  DiagramLine l;
  l.id = id;
  l.medium = m;
  l.points = std::move(pts);
  l.bus = bus;
  m_lineIndex[id] = m_lines.size();
  m_lines.push_back(std::move(l));
  return m_lines.back();
}

void DiagramModel::addLabel(const QPointF& pos, const QString& text, bool heading) {
  m_labels.push_back({pos, text, heading});
}

DiagramElement* DiagramModel::find(const std::string& id) {
  const auto it = m_index.find(id);
  return it == m_index.end() ? nullptr : &m_elements[it->second];
}

DiagramLine* DiagramModel::findLine(const std::string& id) {
  const auto it = m_lineIndex.find(id);
  return it == m_lineIndex.end() ? nullptr : &m_lines[it->second];
}

const DiagramElement* DiagramModel::element(const std::string& id) const {
  const auto it = m_index.find(id);
  return it == m_index.end() ? nullptr : &m_elements[it->second];
}

const DiagramLine* DiagramModel::line(const std::string& id) const {
  const auto it = m_lineIndex.find(id);
  return it == m_lineIndex.end() ? nullptr : &m_lines[it->second];
}

int DiagramModel::count(Kind kind) const {
  return static_cast<int>(
      std::count_if(m_elements.begin(), m_elements.end(),
                    [kind](const DiagramElement& e) { return e.kind == kind; }));
}

const DiagramElement* DiagramModel::elementAt(const QPointF& p) const {
  const DiagramElement* best = nullptr;
  double bestArea = 0.0;
  for (const auto& e : m_elements) {
    if (e.target.empty() && e.kind != Kind::Group) continue;
    // A few units of slack: small symbols are hard to hit.
    if (!e.rect.adjusted(-3, -3, 3, 3).contains(p)) continue;
    const double area = e.rect.width() * e.rect.height();
    if (best == nullptr || area < bestArea) {
      best = &e;
      bestArea = area;
    }
  }
  return best;
}

void DiagramModel::rebuild() {
  m_elements.clear();
  m_lines.clear();
  m_labels.clear();
  m_index.clear();
  m_lineIndex.clear();
  m_size = QSizeF(kWidth, 100.0);
  if (!m_havePod) return;
  if (m_kind == DiagramKind::Electrical)
    buildElectrical();
  else
    buildCooling();
  if (m_haveSnap) applySnapshot();
  applyAlarms();
}

// ---------------------------------------------------------------------------------------------
// Electrical single-line: sources over the AC bus, feeders and the rectifier under it, the DC bus
// with the battery, and a riser to one busway per rack row with a feed per rack.

void DiagramModel::buildElectrical() {
  const double W = kWidth;
  double y = 14.0;
  addLabel({8, y}, tr("Sources"), true);
  y += 10.0;

  // Sources: the utility tie, then the gensets, wrapped over lines; a campus's genset groups are
  // tiles on a collector bus that feeds the AC bus through one branch.
  const auto gens = itemsOf(kGensets);
  const bool grouped = !gens.empty() && gens.front().group >= 0;
  const int columns = grouped ? 1 : static_cast<int>(gens.size()) + 1;
  const int perLine = std::min(columns, 6);
  const double cw = W / perLine;
  const double lineH = 78.0;
  const int sourceLines = (columns + perLine - 1) / perLine;
  double busY = y + sourceLines * lineH + 26.0;
  if (grouped) {
    const int perLn = 4;
    const double tw = (W - 90.0) / perLn;
    const auto lines = static_cast<int>((gens.size() + perLn - 1) / perLn);
    const double collectorY = y + lines * 44.0 + 6.0;
    busY = std::max(busY, collectorY + 50.0);
    for (std::size_t k = 0; k < gens.size(); ++k) {
      const Item& it = gens[k];
      const double tx = 90.0 + static_cast<double>(k % perLn) * tw;
      const auto tileLine = static_cast<int>(k / perLn);
      const double ty = y + tileLine * 44.0;
      const std::string id = "gensets" + num(it.group);
      auto& g =
          add(Kind::Group, id, std::string(), QRectF(tx + 2, ty, tw - 8, 36),
              it.last - it.first == 1 ? QStringLiteral("G%1").arg(it.first + 1)
                                      : QStringLiteral("G%1–%2").arg(it.first + 1).arg(it.last));
      g.section = kGensets;
      g.group = it.group;
      g.members = it.last - it.first;
    }
    addLine("gensets/collector", Medium::Ac, {QPointF(92, collectorY), QPointF(W - 8, collectorY)},
            true);
    const double gx = 92.0 + (W - 100.0) / 2.0;
    add(Kind::Breaker, "gensets/breaker", std::string(), QRectF(gx - 7, collectorY + 14, 14, 14),
        QString());
    addLine("gensets/branch", Medium::Ac, {QPointF(gx, collectorY), QPointF(gx, busY)});
  }
  for (int c = 0; c < columns; ++c) {
    const int ln = c / perLine;
    const int col = c % perLine;
    // Lower lines sit half a column over, so the upper lines' drops pass between them.
    const double x0 = col * cw + (ln % 2 == 1 ? cw / 2.0 : 0.0);
    const double cx = x0 + 20.0;
    const double top = y + ln * lineH;
    const QRectF sym(cx - 14, top, 28, 28);
    const QRectF brk(cx - 7, top + 44, 14, 14);
    std::string id;
    if (c == 0) {
      id = "grid";
      add(Kind::Utility, id, "grid", sym, tr("Utility"));
    } else {
      const Item& it = gens[static_cast<std::size_t>(c - 1)];
      id = "genset" + num(it.first);
      add(Kind::Genset, id, id, sym, QStringLiteral("G%1").arg(it.first + 1));
    }
    add(Kind::Breaker, id + "/breaker", id, brk, QString());
    addLine(id + "/branch", Medium::Ac, {QPointF(cx, top + 28), QPointF(cx, busY)});
  }
  y = busY;
  addLine("ac_bus", Medium::Ac, {QPointF(8, busY), QPointF(W - 8, busY)}, true);
  add(Kind::Bus, "ac_bus", std::string(), QRectF(8, busY - 3, W - 16, 6), tr("AC bus"));
  addLabel({8, busY - 8},
           tr("AC bus %1 kV").arg(formatNumber(m_pod.power.grid.nominalVoltageV / 1e3, 1)));

  // AC feeders: the rectifier, cooling, misc; the battery hangs on the DC bus at the right.
  const double dcY = busY + 150.0;
  const double rx = 60.0;
  add(Kind::Breaker, "rectifier/breaker", std::string(), QRectF(rx - 7, busY + 18, 14, 14),
      QString());
  add(Kind::Rectifier, "rectifier", std::string(), QRectF(rx - 20, busY + 58, 40, 40),
      tr("Rectifier"));
  addLine("rectifier/ac", Medium::Ac, {QPointF(rx, busY), QPointF(rx, busY + 58)});
  addLine("rectifier/dc", Medium::Dc, {QPointF(rx, busY + 98), QPointF(rx, dcY)});
  const double cx = 190.0;
  add(Kind::Breaker, "cooling/breaker", std::string(), QRectF(cx - 7, busY + 18, 14, 14),
      QString());
  add(Kind::Load, "cooling", std::string(), QRectF(cx - 12, busY + 62, 24, 20), tr("Cooling"));
  addLine("cooling/branch", Medium::Ac, {QPointF(cx, busY), QPointF(cx, busY + 62)});
  const double mx = 290.0;
  add(Kind::Breaker, "misc/breaker", std::string(), QRectF(mx - 7, busY + 18, 14, 14), QString());
  add(Kind::Load, "misc", std::string(), QRectF(mx - 12, busY + 62, 24, 20), tr("Misc"));
  addLine("misc/branch", Medium::Ac, {QPointF(mx, busY), QPointF(mx, busY + 62)});

  if (m_pod.power.battery.present) {
    const double bx = 372.0;
    add(Kind::Battery, "bess", "bess", QRectF(bx - 16, busY + 24, 32, 26), tr("Battery"));
    add(Kind::Converter, "bess/converter", "bess", QRectF(bx - 17, busY + 70, 34, 34),
        QStringLiteral("DC/DC"));
    addLine("bess/cells", Medium::Dc, {QPointF(bx, busY + 50), QPointF(bx, busY + 70)});
    addLine("bess/branch", Medium::Dc, {QPointF(bx, busY + 104), QPointF(bx, dcY)});
  }

  addLine("dc_bus", Medium::Dc, {QPointF(8, dcY), QPointF(W - 8, dcY)}, true);
  add(Kind::Bus, "dc_bus", std::string(), QRectF(8, dcY - 3, W - 16, 6), tr("DC bus"));
  addLabel({120, dcY - 8},
           tr("DC bus %1 V").arg(formatNumber(m_pod.power.dcBus.nominalVoltageV, 0)));

  // Rack feeds: a riser at the left, one busway per row, one feed per rack.
  y = dcY + 20.0;
  addLabel({24, y + 4}, tr("Rack feeds"), true);
  y += 14.0;
  const auto racks = itemsOf(kRacks);
  const double riserX = 14.0;
  double lastY = y;
  if (!racks.empty() && racks.front().group >= 0) {
    // Rows as tiles, four to a line.
    const int perLn = 4;
    const double tw = (W - 40.0) / perLn;
    for (std::size_t k = 0; k < racks.size(); ++k) {
      const Item& it = racks[k];
      const double tx = 34.0 + static_cast<double>(k % perLn) * tw;
      const auto tileLine = static_cast<int>(k / perLn);
      const double ty = y + tileLine * 46.0;
      const std::string id = "row" + num(it.group);
      auto& g = add(Kind::Group, id, std::string(), QRectF(tx + 4, ty + 6, tw - 10, 34),
                    tr("Row %1").arg(it.group + 1));
      g.section = kRacks;
      g.group = it.group;
      g.members = it.last - it.first;
      if (k % perLn == 0) {
        addLine(id + "/feed", Medium::Dc, {QPointF(riserX, ty + 23), QPointF(tx + 4, ty + 23)});
      }
      lastY = ty + 23;
    }
  } else {
    const int perRow = std::max(1, m_pod.racks.racksPerRow());
    // Racks per drawn line: a whole row up to 16, else half rows.
    const int perLn = std::min(perRow, 16);
    const double rw = (W - 50.0) / perLn;
    int prevRow = -1;
    int inRow = 0;
    double busY2 = y;
    for (const Item& it : racks) {
      const int r = rackRow(it.first);
      if (r != prevRow || inRow == perLn) {
        if (r != prevRow) {
          y += prevRow < 0 ? 0.0 : 10.0;
          addLabel({36, y + 8}, tr("Row %1").arg(r + 1));
          y += 10.0;
        }
        busY2 = y + 10.0;
        const std::string rid = "row" + num(r) + "/busway" + std::to_string(it.first);
        addLine(rid, Medium::Dc,
                {QPointF(riserX, busY2), QPointF(40 + rw * std::min(perLn, perRow) - 8, busY2)},
                true);
        prevRow = r;
        inRow = 0;
        lastY = busY2;
        y = busY2 + 62.0;
      }
      const double x = 40.0 + inRow * rw + rw / 2.0 - 4.0;
      const std::string id = "rack" + num(it.first);
      add(Kind::Breaker, id + "/breaker", id, QRectF(x - 5, busY2 + 8, 10, 10), QString());
      add(Kind::RackFeed, id, id, QRectF(x - rw / 2 + 4, busY2 + 26, rw - 8, 30),
          QStringLiteral("R%1").arg(it.first + 1));
      addLine(id + "/branch", Medium::Dc, {QPointF(x, busY2), QPointF(x, busY2 + 26)});
      ++inRow;
    }
    y -= 10.0;
  }
  addLine("riser", Medium::Dc, {QPointF(riserX, dcY), QPointF(riserX, lastY)});
  m_size = QSizeF(W, std::max(y, lastY) + 36.0);
}

// ---------------------------------------------------------------------------------------------
// Cooling P&ID: dry coolers over the facility headers, a riser pair down the left to each CDU
// skid (control valve, plate heat exchanger, pumps, instruments), and the skid's secondary
// headers to each rack's isolation valve, manifold and leak detector.

void DiagramModel::buildCooling() {
  const double W = kCoolingWidth;
  double y = 14.0;
  addLabel({8, y}, tr("Dry coolers"), true);
  y += 8.0;
  // Looking into a group of CDUs, a campus's dry-cooler tiles are left out: the headers stay, and
  // the CDUs get the room.
  auto coolers = itemsOf(kDryCoolers);
  if (m_drillSection == kCdus && !coolers.empty() && coolers.front().group >= 0) coolers.clear();
  const int perLn = std::max(1, std::min(static_cast<int>(coolers.size()), 6));
  const double cw = (W - 60.0) / perLn;
  const auto coolerLines = static_cast<int>((coolers.size() + perLn - 1) / perLn);
  const double fsY0 =
      y + 8.0 + coolerLines * 62.0 + (coolers.empty() ? 10.0 : 0.0);  // supply header
  const double frY = fsY0 + 16.0;                                     // return header
  for (std::size_t k = 0; k < coolers.size(); ++k) {
    const Item& it = coolers[k];
    const double x = 60.0 + static_cast<double>(k % perLn) * cw;
    const auto tileLine = static_cast<int>(k / perLn);
    const double top = y + tileLine * 62.0;
    const QRectF r(x + 2, top + 4, std::min(cw - 8.0, 64.0), 26);
    std::string id;
    if (it.group < 0) {
      id = "drycooler" + num(it.first);
      add(Kind::DryCooler, id, id, r, QStringLiteral("DC%1").arg(it.first + 1));
    } else {
      id = "drycoolers" + num(it.group);
      auto& g = add(Kind::Group, id, std::string(), r,
                    QStringLiteral("DC%1–%2").arg(it.first + 1).arg(it.last));
      g.section = kDryCoolers;
      g.group = it.group;
      g.members = it.last - it.first;
    }
    const double sx = r.left() + 8.0;
    const double rx = r.right() - 8.0;
    addLine(id + "/out", Medium::FacilitySupply, {QPointF(sx, r.bottom()), QPointF(sx, fsY0)});
    addLine(id + "/in", Medium::FacilityReturn, {QPointF(rx, frY), QPointF(rx, r.bottom())});
  }
  const double fsX = 14.0;  // supply riser
  const double frX = 26.0;  // return riser
  addLine("facility_supply", Medium::FacilitySupply, {QPointF(fsX, fsY0), QPointF(W - 8, fsY0)},
          true);
  addLine("facility_return", Medium::FacilityReturn, {QPointF(frX, frY), QPointF(W - 8, frY)},
          true);
  auto& fti = add(Kind::Instrument, "facility/ti", "facility", QRectF(36, frY + 6, 20, 20),
                  QStringLiteral("TI"));
  fti.inlineValues = true;
  y = frY + 30.0;
  addLabel({36, y + 4}, tr("CDUs"), true);
  y += 12.0;

  const auto cdus = itemsOf(kCdus);
  double lastY = y;
  if (!cdus.empty() && cdus.front().group >= 0) {
    const int per = 4;
    const double tw = (W - 50.0) / per;
    for (std::size_t k = 0; k < cdus.size(); ++k) {
      const Item& it = cdus[k];
      const double tx = 40.0 + static_cast<double>(k % per) * tw;
      const auto tileLine = static_cast<int>(k / per);
      const double ty = y + tileLine * 48.0;
      const std::string id = "cdus" + num(it.group);
      auto& g = add(Kind::Group, id, std::string(), QRectF(tx + 2, ty + 4, tw - 8, 38),
                    QStringLiteral("CDU %1–%2").arg(it.first + 1).arg(it.last));
      g.section = kCdus;
      g.group = it.group;
      g.members = it.last - it.first;
      if (k % per == 0) {
        addLine(id + "/fs", Medium::FacilitySupply,
                {QPointF(fsX, ty + 18), QPointF(tx + 2, ty + 18)});
        addLine(id + "/fr", Medium::FacilityReturn,
                {QPointF(tx + 2, ty + 28), QPointF(frX, ty + 28)});
      }
      lastY = ty + 28;
    }
    y = lastY + 30.0;
  } else {
    const int pumps = std::max(0, m_pod.thermal.pumpsPerCdu);
    for (const Item& it : cdus) {
      const int c = it.first;
      const std::string id = "cdu" + num(c);
      std::vector<int> racks;
      for (int r = 0; r < m_pod.racks.count; ++r)
        if (rackCdu(r) == c) racks.push_back(r);
      const double rackH = 26.0;
      const double body =
          std::max({static_cast<double>(racks.size()) * rackH + 24.0, pumps * 34.0 + 40.0, 150.0});
      const double top = y;
      add(Kind::CduSkid, id, id, QRectF(36, top, W - 44, body + 16),
          QStringLiteral("CDU %1").arg(c + 1));
      // Facility side: tap the supply riser, the control valve, into the HX; out to the return.
      const double hxX = 96.0;
      const double hxTop = top + 24.0;
      const QRectF hx(hxX, hxTop, 30, 56);
      add(Kind::ControlValve, id + "/valve", id, QRectF(50, top + 22, 22, 22),
          QStringLiteral("TCV"));
      add(Kind::HeatExchanger, id + "/hx", id, hx, QStringLiteral("HX"));
      addLine(id + "/facility_in", Medium::FacilitySupply,
              {QPointF(fsX, top + 38), QPointF(hxX, top + 38)});
      addLine(id + "/facility_out", Medium::FacilityReturn,
              {QPointF(hxX, top + 70), QPointF(frX, top + 70)});
      // Secondary: HX → pump bank → supply header; return header → HX.
      const double inX = 134.0;
      const double outX = 258.0;
      const double hdrTop = top + 28.0;
      const double p0 = top + 38.0;  // first pump's centre line
      const double pLast = p0 + std::max(0, pumps - 1) * 34.0;
      addLine(id + "/hx_out", Medium::SecondarySupply,
              {QPointF(hx.right(), hxTop + 14), QPointF(inX, hxTop + 14)});
      addLine(id + "/pump_suction", Medium::SecondarySupply,
              {QPointF(inX, std::min(p0, hxTop + 14)), QPointF(inX, pLast)});
      addLine(id + "/pump_discharge", Medium::SecondarySupply,
              {QPointF(outX, pLast), QPointF(outX, hdrTop)});
      for (int p = 0; p < pumps; ++p) {
        const double py = p0 + p * 34.0;
        const std::string pid = id + "/pump" + num(p);
        add(Kind::Pump, pid, pid, QRectF(140, py - 10, 20, 20), QStringLiteral("P%1").arg(p + 1));
        addLine(pid + "/pipe", Medium::SecondarySupply, {QPointF(inX, py), QPointF(outX, py)});
      }
      // Instruments on the supply: TI (supply, return), FI (flow), PDI (header Δp).
      const double hdrX = 380.0;
      const double retX = hdrX + 96.0;
      add(Kind::Instrument, id + "/ti", id, QRectF(266, top + 36, 20, 20), QStringLiteral("TI"));
      add(Kind::Instrument, id + "/fi", id, QRectF(266, top + 62, 20, 20), QStringLiteral("FI"));
      add(Kind::Instrument, id + "/pdi", id, QRectF(266, top + 88, 20, 20), QStringLiteral("PDI"));
      addLine(id + "/secondary_supply", Medium::SecondarySupply,
              {QPointF(outX, hdrTop), QPointF(hdrX, hdrTop)});
      const double r0 = hdrTop + 12.0;
      const double lastRackY =
          racks.empty() ? r0 : r0 + (static_cast<double>(racks.size()) - 1) * rackH;
      addLine(id + "/supply_header", Medium::SecondarySupply,
              {QPointF(hdrX, hdrTop), QPointF(hdrX, lastRackY)}, true);
      addLine(id + "/return_header", Medium::SecondaryReturn,
              {QPointF(retX, r0 + 5), QPointF(retX, top + body + 8)}, true);
      addLine(
          id + "/secondary_return", Medium::SecondaryReturn,
          {QPointF(retX, top + body + 8), QPointF(111, top + body + 8), QPointF(111, hx.bottom())});
      // Racks: isolation valve, manifold (rack), leak detector, into the return header.
      for (std::size_t k = 0; k < racks.size(); ++k) {
        const int r = racks[k];
        const double ry = r0 + static_cast<double>(k) * rackH;
        const std::string rid = "rack" + num(r);
        add(Kind::IsolationValve, rid + "/valve", rid, QRectF(hdrX + 6, ry - 7, 18, 14), QString());
        add(Kind::Rack, rid, rid, QRectF(hdrX + 30, ry - 10, 36, 20),
            QStringLiteral("R%1").arg(r + 1));
        add(Kind::LeakDetector, rid + "/leak", rid, QRectF(hdrX + 70, ry - 8, 16, 16),
            QStringLiteral("LD"));
        addLine(rid + "/supply", Medium::SecondarySupply,
                {QPointF(hdrX, ry), QPointF(hdrX + 30, ry)});
        addLine(rid + "/return", Medium::SecondaryReturn,
                {QPointF(hdrX + 66, ry + 5), QPointF(retX, ry + 5)});
      }
      y = top + body + 16.0 + 10.0;
      lastY = top + 70;
    }
  }
  addLine("facility_supply_riser", Medium::FacilitySupply,
          {QPointF(fsX, fsY0), QPointF(fsX, lastY)});
  addLine("facility_return_riser", Medium::FacilityReturn,
          {QPointF(frX, frY), QPointF(frX, lastY)});
  m_size = QSizeF(W, y + 10.0);
}

// ---------------------------------------------------------------------------------------------
// Live values.

void DiagramModel::applySnapshot() {
  if (!m_havePod) return;
  if (m_kind == DiagramKind::Electrical)
    applyElectrical();
  else
    applyCooling();
  applyAlarms();
}

void DiagramModel::applyElectrical() {
  const Snapshot& s = m_snap;
  const auto& pw = m_pod.power;
  const QString kW = QStringLiteral("kW");
  auto setBranch = [this](const std::string& id, double kw, bool live) {
    if (DiagramLine* l = findLine(id)) {
      l->powerKw = kw;
      l->live = live;
    }
  };

  // Utility tie: closed while connected. Import flows down into the bus.
  if (DiagramElement* g = find("grid")) {
    const bool on = pw.grid.available && s.gridAvailable;
    g->status =
        !pw.grid.available ? Status::Off : (s.gridAvailable ? Status::Normal : Status::Alarm);
    g->stateText =
        !pw.grid.available ? tr("no tie") : (s.gridAvailable ? tr("connected") : tr("outage"));
    g->values = {val("import_kw", tr("P"), s.gridImportKw, kW, 0, kUnknown, s.gridLimitKw),
                 val("voltage_pu", tr("V"), s.gridVoltagePu, QStringLiteral("pu"), 2, 0.9, 1.1)};
    if (DiagramElement* b = find("grid/breaker")) {
      b->closed = on;
      b->status = on ? Status::Normal : Status::Off;
    }
    setBranch("grid/branch", s.gridImportKw, on && s.gridImportKw > 0.0);
  }

  // Gensets: state, loading, breaker closed while on line.
  const double maxLoad = pw.genset.maxLoadingFraction * 100.0;
  auto gensetState = [](const GensetSnapshot& g) {
    if (g.failed) return std::make_pair(Status::Trip, tr("tripped"));
    if (g.online) return std::make_pair(Status::Normal, tr("on line"));
    if (g.starting) return std::make_pair(Status::Abnormal, tr("starting"));
    return std::make_pair(Status::Off, tr("stopped"));
  };
  double fleetKw = 0.0;
  int fleetOnline = 0;
  for (const Item& it : itemsOf(kGensets)) {
    if (it.group < 0) {
      const std::string id = "genset" + num(it.first);
      DiagramElement* e = find(id);
      if (e == nullptr || it.first >= static_cast<int>(s.gensets.size())) continue;
      const GensetSnapshot& g = s.gensets[static_cast<std::size_t>(it.first)];
      const auto [st, text] = gensetState(g);
      e->status = st;
      e->stateText = text;
      const double loading = g.ratingKw > 0.0 ? 100.0 * g.powerKw / g.ratingKw : kUnknown;
      e->values = {
          val("power_kw", tr("P"), g.powerKw, kW, 0),
          val("loading_pct", tr("Load"), loading, QStringLiteral("%"), 0, kUnknown, maxLoad),
          val("rating_kw", tr("Rating"), g.ratingKw, kW, 0)};
      if (DiagramElement* b = find(id + "/breaker")) {
        b->closed = g.online;
        b->status = g.failed ? Status::Trip : (g.online ? Status::Normal : Status::Off);
      }
      setBranch(id + "/branch", g.online ? g.powerKw : 0.0, g.online);
    } else {
      const std::string id = "gensets" + num(it.group);
      DiagramElement* e = find(id);
      if (e == nullptr) continue;
      double kw = 0.0;
      int online = 0;
      int failed = 0;
      int starting = 0;
      for (int i = it.first; i < it.last && i < static_cast<int>(s.gensets.size()); ++i) {
        const auto& g = s.gensets[static_cast<std::size_t>(i)];
        kw += g.powerKw;
        online += g.online ? 1 : 0;
        failed += g.failed ? 1 : 0;
        starting += g.starting ? 1 : 0;
      }
      e->status = failed > 0 ? Status::Trip : (starting > 0 ? Status::Abnormal : Status::Normal);
      e->stateText = tr("%1/%2 on line").arg(online).arg(it.last - it.first);
      e->values = {val("power_kw", tr("P"), kw, kW, 0),
                   val("failed", tr("Tripped"), failed, QString(), 0, kUnknown, 0)};
      fleetKw += kw;
      fleetOnline += online;
    }
  }
  if (DiagramElement* b = find("gensets/breaker")) {
    b->closed = fleetOnline > 0;
    b->status = fleetOnline > 0 ? Status::Normal : Status::Off;
    setBranch("gensets/branch", fleetKw, fleetOnline > 0);
  }

  if (DiagramElement* b = find("ac_bus")) {
    const double f0 = pw.nominalFrequencyHz;
    const double band = f0 * s.frequencyLimitPct / 100.0;
    b->values = {val("frequency_hz", tr("f"), s.busFrequencyHz, QStringLiteral("Hz"), 2, f0 - band,
                     f0 + band)};
    b->status =
        std::abs(s.frequencyDeviationPct) > s.frequencyLimitPct ? Status::Alarm : Status::Normal;
  }
  const bool acLive = s.generationKw + s.gridImportKw > 0.0;
  if (DiagramElement* r = find("rectifier")) {
    r->values = {val("input_kw", tr("AC in"), s.rectifierInputKw, kW, 0),
                 val("output_kw", tr("DC out"), s.rectifierOutputKw, kW, 0)};
    r->status = Status::Normal;
    r->stateText = s.rectifierOutputKw > 0.0 ? tr("converting") : tr("idle");
  }
  setBranch("rectifier/ac", s.rectifierInputKw, acLive && s.rectifierInputKw > 0.0);
  setBranch("rectifier/dc", s.rectifierOutputKw, s.rectifierOutputKw > 0.0);
  if (DiagramElement* c = find("cooling"))
    c->values = {val("power_kw", tr("P"), s.coolingPowerKw, kW, 0)};
  setBranch("cooling/branch", s.coolingPowerKw, acLive);
  if (DiagramElement* m = find("misc"))
    m->values = {val("power_kw", tr("P"), s.miscPowerKw, kW, 0)};
  setBranch("misc/branch", s.miscPowerKw, acLive);
  for (const char* id : {"rectifier/breaker", "cooling/breaker", "misc/breaker"}) {
    if (DiagramElement* b = find(id)) b->closed = true;
  }

  if (DiagramElement* b = find("bess")) {
    const auto& bc = pw.battery;
    b->values = {val("soc_pct", tr("SOC"), 100.0 * s.bessSoc, QStringLiteral("%"), 1,
                     100.0 * bc.socMin, 100.0 * bc.socMax),
                 val("power_kw", tr("P"), s.bessPowerKw, kW, 0, -bc.powerLimitKw, bc.powerLimitKw),
                 val("voltage_v", tr("V"), s.bessVoltageV, QStringLiteral("V"), 0)};
    b->status = s.bessAvailable ? Status::Normal : Status::Alarm;
    b->stateText = !s.bessAvailable       ? tr("converter tripped")
                   : s.bessPowerKw > 0.5  ? tr("discharging")
                   : s.bessPowerKw < -0.5 ? tr("charging")
                                          : tr("standby");
    if (DiagramElement* c = find("bess/converter")) {
      c->status = b->status;
      c->stateText = b->stateText;
      c->values = b->values;
    }
    // Discharge flows from the battery down to the DC bus (the points' direction).
    setBranch("bess/branch", s.bessPowerKw, s.bessAvailable);
    setBranch("bess/cells", s.bessPowerKw, s.bessAvailable);
  }
  if (DiagramElement* d = find("dc_bus")) {
    d->values = {val("voltage_pu", tr("V"), s.dcBusVoltagePu, QStringLiteral("pu"), 2, 0.9, 1.1)};
    d->status = s.dcBusVoltagePu < 0.9 ? Status::Alarm : Status::Normal;
  }
  setBranch("dc_bus", kUnknown, s.dcBusVoltagePu > 0.0);

  // Rack feeds.
  const auto& ra = s.racks;
  const std::size_t nr = ra.powerKw.size();
  auto rackStatus = [&ra](std::size_t i) {
    const auto st = ra.state[i];
    if (st & kRackTripped) return Status::Trip;
    if (st & kRackAlarm) return Status::Alarm;
    if (st & (kRackCapped | kRackThrottled)) return Status::Abnormal;
    return Status::Normal;
  };
  for (const Item& it : itemsOf(kRacks)) {
    if (it.group < 0) {
      const auto i = static_cast<std::size_t>(it.first);
      const std::string id = "rack" + num(it.first);
      DiagramElement* e = find(id);
      if (e == nullptr || i >= nr) continue;
      const bool tripped = (ra.state[i] & kRackTripped) != 0;
      e->status = rackStatus(i);
      e->stateText = tripped                          ? tr("tripped")
                     : (ra.state[i] & kRackCapped)    ? tr("capped")
                     : (ra.state[i] & kRackThrottled) ? tr("throttled")
                                                      : tr("on");
      e->values = {val("power_kw", tr("P"), ra.powerKw[i], kW, 0)};
      if (ra.capKw[i] > 0.0f) e->values.push_back(val("cap_kw", tr("Cap"), ra.capKw[i], kW, 0));
      if (DiagramElement* b = find(id + "/breaker")) {
        b->closed = !tripped;
        b->status = tripped ? Status::Trip : Status::Normal;
      }
      setBranch(id + "/branch", tripped ? 0.0 : static_cast<double>(ra.powerKw[i]), !tripped);
    } else {
      const std::string id = "row" + num(it.group);
      DiagramElement* e = find(id);
      if (e == nullptr) continue;
      double kw = 0.0;
      int tripped = 0;
      Status st = Status::Normal;
      for (int r = it.first; r < it.last && r < static_cast<int>(nr); ++r) {
        kw += ra.powerKw[static_cast<std::size_t>(r)];
        tripped += (ra.state[static_cast<std::size_t>(r)] & kRackTripped) ? 1 : 0;
        st = worse(st, rackStatus(static_cast<std::size_t>(r)));
      }
      e->status = st;
      e->stateText = tr("%1 racks, %2 tripped").arg(it.last - it.first).arg(tripped);
      e->values = {val("power_kw", tr("P"), kw, kW, 0)};
      setBranch(id + "/feed", kw, true);
    }
  }
}

void DiagramModel::applyCooling() {
  const Snapshot& s = m_snap;
  const auto& th = m_pod.thermal;
  const QString lpm = QStringLiteral("L/min");
  const QString degC = QStringLiteral("°C");
  const QString kW = QStringLiteral("kW");
  auto setLine = [this](const std::string& id, bool live) {
    if (DiagramLine* l = findLine(id)) l->live = live;
  };

  for (const Item& it : itemsOf(kDryCoolers)) {
    if (it.group < 0) {
      const auto i = static_cast<std::size_t>(it.first);
      const std::string id = "drycooler" + num(it.first);
      DiagramElement* e = find(id);
      if (e == nullptr || i >= s.dryCoolers.size()) continue;
      const auto& d = s.dryCoolers[i];
      e->status = d.failed ? Status::Alarm : (d.fansFailed > 0 ? Status::Abnormal : Status::Normal);
      e->stateText =
          d.failed ? tr("failed")
                   : (d.fansFailed > 0 ? tr("%1 fans failed").arg(d.fansFailed) : tr("running"));
      e->values = {val("fan_pct", tr("Fans"), 100.0 * d.fanSpeedFraction, QStringLiteral("%"), 0),
                   val("heat_kw", tr("Q"), d.heatKw, kW, 0),
                   val("power_kw", tr("P"), d.powerKw, kW, 1)};
    } else {
      const std::string id = "drycoolers" + num(it.group);
      DiagramElement* e = find(id);
      if (e == nullptr) continue;
      double heat = 0.0;
      int failed = 0;
      int fans = 0;
      for (int i = it.first; i < it.last && i < static_cast<int>(s.dryCoolers.size()); ++i) {
        heat += s.dryCoolers[static_cast<std::size_t>(i)].heatKw;
        failed += s.dryCoolers[static_cast<std::size_t>(i)].failed ? 1 : 0;
        fans += s.dryCoolers[static_cast<std::size_t>(i)].fansFailed;
      }
      e->status = failed > 0 ? Status::Alarm : (fans > 0 ? Status::Abnormal : Status::Normal);
      e->stateText = tr("%1 failed").arg(failed);
      e->values = {val("heat_kw", tr("Q"), heat, kW, 0)};
    }
  }
  if (DiagramElement* f = find("facility/ti")) {
    const double sp = th.facility.supplySetpointC;
    f->values = {val("supply_c", tr("Supply"), s.facilityWaterTempC, degC, 1, kUnknown,
                     sp + th.cdu.highSupplyAlarmK),
                 val("return_c", tr("Return"), s.facilityReturnTempC, degC, 1),
                 val("flow_lpm", tr("Flow"), s.facilityFlowLpm, lpm, 0)};
  }
  setLine("facility_supply", s.facilityFlowLpm > 0.0);
  setLine("facility_return", s.facilityFlowLpm > 0.0);

  const double spC = th.cdu.supplySetpointC;
  const double dpLo = th.cdu.dpSetpointKpa * th.cdu.lowDpFraction;
  for (const Item& it : itemsOf(kCdus)) {
    if (it.group >= 0) {
      const std::string id = "cdus" + num(it.group);
      DiagramElement* e = find(id);
      if (e == nullptr) continue;
      double flow = 0.0;
      double supplyMax = 0.0;
      int pumpsFailed = 0;
      int tripped = 0;
      for (int c = it.first; c < it.last && c < static_cast<int>(s.cdus.size()); ++c) {
        const auto& cs = s.cdus[static_cast<std::size_t>(c)];
        flow += cs.flowLpm;
        supplyMax = std::max(supplyMax, cs.supplyTempC);
        tripped += cs.tripped ? 1 : 0;
        for (const auto& p : cs.pumps) pumpsFailed += p.failed ? 1 : 0;
      }
      e->status = tripped > 0 ? Status::Trip : pumpsFailed > 0 ? Status::Abnormal : Status::Normal;
      e->stateText = tr("%1 tripped, %2 pumps failed").arg(tripped).arg(pumpsFailed);
      e->values = {val("flow_lpm", tr("Flow"), flow, lpm, 0),
                   val("supply_max_c", tr("Supply max"), supplyMax, degC, 1, kUnknown,
                       spC + th.cdu.highSupplyAlarmK)};
      continue;
    }
    const int c = it.first;
    if (c >= static_cast<int>(s.cdus.size())) continue;
    const CduSnapshot& cs = s.cdus[static_cast<std::size_t>(c)];
    const std::string id = "cdu" + num(c);
    if (DiagramElement* e = find(id)) {
      int failed = 0;
      for (const auto& p : cs.pumps) failed += p.failed ? 1 : 0;
      e->status = cs.tripped ? Status::Trip : (failed > 0 ? Status::Abnormal : Status::Normal);
      e->stateText = cs.tripped ? tr("tripped") : tr("%1 pumps running").arg(cs.pumpsRunning);
      e->values = {val("heat_kw", tr("Q"), cs.heatKw, kW, 0),
                   val("pump_power_kw", tr("Pumps"), cs.pumpPowerKw, kW, 1)};
    }
    if (DiagramElement* v = find(id + "/valve")) {
      v->opening = cs.facilityValveFraction;
      v->values = {
          val("valve_pct", tr("Open"), 100.0 * cs.facilityValveFraction, QStringLiteral("%"), 0),
          val("facility_flow_lpm", tr("Flow"), cs.facilityFlowLpm, lpm, 0)};
      v->status =
          cs.facilityValveFraction >= 0.999 && cs.supplyTempC > spC + th.cdu.highSupplyAlarmK
              ? Status::Abnormal
              : Status::Normal;
    }
    if (DiagramElement* h = find(id + "/hx")) {
      h->values = {val("heat_kw", tr("Q"), cs.heatKw, kW, 0),
                   val("facility_in_c", tr("Fac. in"), cs.facilitySupplyTempC, degC, 1),
                   val("facility_out_c", tr("Fac. out"), cs.facilityReturnTempC, degC, 1)};
    }
    for (std::size_t p = 0; p < cs.pumps.size(); ++p) {
      const PumpSnapshot& ps = cs.pumps[p];
      DiagramElement* e = find(id + "/pump" + num(static_cast<int>(p)));
      if (e == nullptr) continue;
      e->status = ps.failed ? Status::Alarm : (ps.running ? Status::Normal : Status::Off);
      e->stateText = ps.failed ? tr("failed") : (ps.running ? tr("running") : tr("standby"));
      e->values = {val("speed_pct", tr("Speed"), 100.0 * ps.speedFraction, QStringLiteral("%"), 0),
                   val("flow_lpm", tr("Flow"), ps.flowLpm, lpm, 0)};
      setLine(id + "/pump" + num(static_cast<int>(p)) + "/pipe", ps.running && ps.flowLpm > 0.0);
    }
    if (DiagramElement* t = find(id + "/ti")) {
      t->values = {val("supply_c", tr("Supply"), cs.supplyTempC, degC, 1, kUnknown,
                       spC + th.cdu.highSupplyAlarmK),
                   val("return_c", tr("Return"), cs.returnTempC, degC, 1)};
      t->status = cs.supplyTempC > spC + th.cdu.highSupplyAlarmK ? Status::Alarm : Status::Normal;
    }
    if (DiagramElement* f = find(id + "/fi")) {
      f->values = {val("flow_lpm", tr("Flow"), cs.flowLpm, lpm, 0)};
      f->status = cs.flowLpm > 0.0 || cs.tripped ? Status::Normal : Status::Alarm;
    }
    if (DiagramElement* d = find(id + "/pdi")) {
      d->values = {val("dp_kpa", tr("Δp"), cs.dpKpa, QStringLiteral("kPa"), 0, dpLo)};
      d->status = cs.dpKpa < dpLo ? Status::Alarm : Status::Normal;
    }
    const bool flowing = cs.flowLpm > 0.0;
    for (const char* part : {"/hx_out", "/pump_suction", "/pump_discharge", "/secondary_supply",
                             "/supply_header", "/return_header", "/secondary_return"}) {
      setLine(id + part, flowing);
    }
    setLine(id + "/facility_in", cs.facilityFlowLpm > 0.0);
    setLine(id + "/facility_out", cs.facilityFlowLpm > 0.0);
  }

  // Racks on the P&ID (only those of CDUs shown in full).
  const auto& ra = s.racks;
  for (std::size_t i = 0; i < ra.state.size(); ++i) {
    const std::string rid = "rack" + num(static_cast<int>(i));
    DiagramElement* e = find(rid);
    if (e == nullptr) continue;
    const auto st = ra.state[i];
    const double throttle = s.throttleTempC;
    e->values = {val("flow_lpm", tr("Flow"), ra.flowLpm[i], lpm, 0),
                 val("outlet_c", tr("Out"), ra.outletTempC[i], degC, 1),
                 val("gpu_max_c", tr("GPU max"), ra.gpuTempMaxC[i], degC, 1, kUnknown, throttle)};
    e->status = (st & kRackTripped)     ? Status::Trip
                : (st & kRackAlarm)     ? Status::Alarm
                : (st & kRackThrottled) ? Status::Abnormal
                                        : Status::Normal;
    e->stateText = (st & kRackTripped)     ? tr("tripped")
                   : (st & kRackThrottled) ? tr("throttled")
                                           : tr("cooled");
    if (DiagramElement* v = find(rid + "/valve")) {
      const bool isolated = (st & kRackIsolated) != 0;
      v->opening = isolated ? 0.0 : 1.0;
      v->status = isolated ? Status::Alarm : Status::Normal;
      v->stateText = isolated ? tr("closed") : tr("open");
    }
    if (DiagramElement* l = find(rid + "/leak")) {
      const bool leak = (st & kRackLeak) != 0;
      l->status = leak ? Status::Alarm : Status::Normal;
      l->stateText = leak ? tr("leak detected") : tr("dry");
    }
    setLine(rid + "/supply", ra.flowLpm[i] > 0.0f);
    setLine(rid + "/return", ra.flowLpm[i] > 0.0f);
  }
}

void DiagramModel::applyAlarms() {
  for (auto& e : m_elements) {
    e.alarmSeverity = -1;
    // Sub-symbols (breakers, valves, instruments) carry their own state; the alarm indicator sits
    // on the equipment the log names.
    if (e.target.empty() || e.id != e.target) continue;
    for (const auto& a : activeAlarms(e.target)) {
      e.alarmSeverity = std::max(e.alarmSeverity, static_cast<int>(a.first));
    }
  }
}

QString DiagramModel::objectTitle(const std::string& target) {
  QString t = QString::fromStdString(target);
  auto index = [&t](const QString& prefix) { return t.mid(prefix.size()).toInt(); };
  if (t == QLatin1String("grid")) return tr("Utility tie");
  if (t == QLatin1String("bess")) return tr("Battery");
  if (t == QLatin1String("facility")) return tr("Facility water");
  if (t.contains(QLatin1String("/pump"))) {
    const QString cdu = t.section(QLatin1Char('/'), 0, 0);
    const QString pump = t.section(QLatin1Char('/'), 1, 1);
    return tr("CDU %1 pump %2").arg(cdu.mid(3).toInt()).arg(pump.mid(4).toInt());
  }
  if (t.startsWith(QLatin1String("genset")))
    return tr("Genset %1").arg(index(QStringLiteral("genset")));
  if (t.startsWith(QLatin1String("drycooler")))
    return tr("Dry cooler %1").arg(index(QStringLiteral("drycooler")));
  if (t.startsWith(QLatin1String("cdu"))) return tr("CDU %1").arg(index(QStringLiteral("cdu")));
  if (t.startsWith(QLatin1String("rack"))) return tr("Rack %1").arg(index(QStringLiteral("rack")));
  return t;
}

DiagramModel::Faceplate DiagramModel::faceplate(const std::string& target) const {
  Faceplate f;
  f.title = objectTitle(target);
  bool first = true;
  for (const auto& e : m_elements) {
    if (e.target != target) continue;
    if (e.id == target || first) {
      if (!e.stateText.isEmpty()) f.stateText = e.stateText;
      f.status = worse(f.status, e.status);
    }
    first = false;
    for (const auto& v : e.values) {
      const bool dup = std::any_of(f.values.begin(), f.values.end(),
                                   [&v](const DiagramValue& o) { return o.key == v.key; });
      if (!dup) f.values.push_back(v);
    }
    if (e.id != target && e.status != Status::Normal && e.status != Status::Off)
      f.status = worse(f.status, e.status);
  }
  // The trend follows the value an operator watches first on that kind of equipment.
  for (const char* key :
       {"power_kw", "import_kw", "supply_c", "flow_lpm", "soc_pct", "speed_pct", "heat_kw"}) {
    const bool has = std::any_of(f.values.begin(), f.values.end(),
                                 [key](const DiagramValue& v) { return v.key == key; });
    if (has) {
      f.trendKey = key;
      break;
    }
  }
  return f;
}

}  // namespace podtwin::views
