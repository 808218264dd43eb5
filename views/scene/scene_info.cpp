#include "scene/scene_info.h"

#include <QCoreApplication>
#include <QStringList>
#include <cmath>

#include "sim/design_figures.h"

namespace podtwin::views::scene {

namespace {
QString tr(const char* s) {
  return QCoreApplication::translate("podtwin::views::PodSceneWidget", s);
}
QString num(double v, int decimals) {
  return QString::number(std::isfinite(v) ? v : 0.0, 'f', decimals);
}
template <typename T>
double at(const std::vector<T>& v, int i) {
  return i >= 0 && static_cast<std::size_t>(i) < v.size() ? static_cast<double>(v[i]) : 0.0;
}
}  // namespace

QString describeRack(int rackId, const PodLayout& layout, const PodConfig& pod,
                     const Snapshot* snap) {
  QStringList lines;
  const int perSu = std::max(1, pod.racks.racksPerScalableUnit);
  const int row = layout.racksPerRow > 0 ? rackId / layout.racksPerRow : 0;
  lines << tr("Rack %1 (SU %2, row %3, CDU %4)")
               .arg(rackId + 1)
               .arg(rackId / perSu + 1)
               .arg(row + 1)
               .arg(at(layout.rackCdu, rackId) + 1);
  if (snap == nullptr || static_cast<std::size_t>(rackId) >= snap->racks.powerKw.size()) {
    lines << tr("%1 GPUs, %2 compute trays — no live data yet")
                 .arg(pod.racks.gpusPerRack)
                 .arg(pod.racks.computeTraysPerRack);
    return lines.join('\n');
  }
  const auto& r = snap->racks;
  const double cap = at(r.capKw, rackId);
  lines << tr("IT power %1 kW%2")
               .arg(num(at(r.powerKw, rackId), 1))
               .arg(cap > 0 ? tr(" (cap %1 kW)").arg(num(cap, 0)) : QString());
  lines << tr("GPU temperature max %1 °C, mean %2 °C")
               .arg(num(at(r.gpuTempMaxC, rackId), 1))
               .arg(num(at(r.gpuTempMeanC, rackId), 1));
  lines << tr("Coolant in %1 °C, out %2 °C, %3 L/min")
               .arg(num(at(r.inletTempC, rackId), 1))
               .arg(num(at(r.outletTempC, rackId), 1))
               .arg(num(at(r.flowLpm, rackId), 0));
  lines << tr("Throttled GPUs %1 of %2, clock %3 %")
               .arg(static_cast<int>(at(r.gpusThrottled, rackId)))
               .arg(pod.racks.gpusPerRack)
               .arg(num(at(r.clockFactor, rackId) * 100.0, 0));
  lines << tr("Leaf uplink load max %1 %").arg(num(at(r.linkUtilMax, rackId) * 100.0, 0));
  const auto st = static_cast<std::uint8_t>(at(r.state, rackId));
  QStringList flags;
  if (st & kRackTripped) flags << tr("TRIPPED");
  if (st & kRackLeak) flags << tr("LEAK");
  if (st & kRackIsolated) flags << tr("valve closed");
  if (st & kRackThrottled) flags << tr("throttling");
  if (st & kRackCapped) flags << tr("power-capped");
  if (st & kRackAlarm) flags << tr("alarm");
  lines << tr("State: %1").arg(flags.isEmpty() ? tr("normal") : flags.join(", "));
  return lines.join('\n');
}

QString describeObject(const SceneObject& o, const PodConfig& pod, const Snapshot* snap) {
  QStringList lines;
  switch (o.kind) {
    case ObjectKind::Cdu: {
      lines << tr("CDU %1 — %2 pumps (N+1)").arg(o.index + 1).arg(pod.thermal.pumpsPerCdu);
      if (snap != nullptr && static_cast<std::size_t>(o.index) < snap->cdus.size()) {
        const CduSnapshot& c = snap->cdus[o.index];
        lines << tr("Supply %1 °C, return %2 °C")
                     .arg(num(c.supplyTempC, 1))
                     .arg(num(c.returnTempC, 1));
        lines << tr("Flow %1 L/min, Δp %2 kPa").arg(num(c.flowLpm, 0)).arg(num(c.dpKpa, 0));
        lines << tr("Facility water %1 → %2 °C")
                     .arg(num(c.facilitySupplyTempC, 1))
                     .arg(num(c.facilityReturnTempC, 1));
        lines << tr("Heat %1 kW, pumps %2 running, %3 kW")
                     .arg(num(c.heatKw, 0))
                     .arg(c.pumpsRunning)
                     .arg(num(c.pumpPowerKw, 1));
        if (c.tripped) lines << tr("TRIPPED");
      }
      break;
    }
    case ObjectKind::Pump: {
      lines << tr("CDU %1 pump %2").arg(o.parent + 1).arg(o.index + 1);
      if (snap != nullptr && static_cast<std::size_t>(o.parent) < snap->cdus.size() &&
          static_cast<std::size_t>(o.index) < snap->cdus[o.parent].pumps.size()) {
        const PumpSnapshot& p = snap->cdus[o.parent].pumps[o.index];
        lines << (p.failed    ? tr("FAILED")
                  : p.running ? tr("Running at %1 % speed, %2 L/min")
                                    .arg(num(p.speedFraction * 100.0, 0))
                                    .arg(num(p.flowLpm, 0))
                  : p.standby ? tr("Standby")
                              : tr("Stopped"));
      }
      break;
    }
    case ObjectKind::DryCooler: {
      lines << tr("Dry cooler %1 — %2 fans").arg(o.index + 1).arg(pod.thermal.fansPerDryCooler);
      if (snap != nullptr && static_cast<std::size_t>(o.index) < snap->dryCoolers.size()) {
        const DryCoolerSnapshot& d = snap->dryCoolers[o.index];
        lines << tr("Fans at %1 %, %2 kW; heat rejected %3 kW")
                     .arg(num(d.fanSpeedFraction * 100.0, 0))
                     .arg(num(d.powerKw, 1))
                     .arg(num(d.heatKw, 0));
        if (d.fansFailed > 0) lines << tr("%1 fans failed").arg(d.fansFailed);
        if (d.failed) lines << tr("FAILED");
      }
      break;
    }
    case ObjectKind::Genset: {
      lines << tr("Gas genset %1").arg(o.index + 1);
      if (snap != nullptr && static_cast<std::size_t>(o.index) < snap->gensets.size()) {
        const GensetSnapshot& g = snap->gensets[o.index];
        lines << tr("%1 of %2 kW").arg(num(g.powerKw, 0)).arg(num(g.ratingKw, 0));
        lines << (g.failed     ? tr("FAILED")
                  : g.online   ? tr("Online")
                  : g.starting ? tr("Starting")
                               : tr("Stopped"));
      }
      break;
    }
    case ObjectKind::Bess: {
      // The nameplate, as the design editor and the report show it.
      lines << tr("LFP battery, %1 kWh").arg(num(batteryNameplateKwh(pod), 0));
      if (snap != nullptr) {
        lines << tr("State of charge %1 %, %2 kW (%3)")
                     .arg(num(snap->bessSoc * 100.0, 0))
                     .arg(num(std::abs(snap->bessPowerKw), 0))
                     .arg(snap->bessPowerKw >= 0 ? tr("discharging") : tr("charging"));
        lines << tr("DC bus %1 V").arg(num(snap->bessVoltageV, 0));
        if (!snap->bessAvailable) lines << tr("CONVERTER FAULT");
      }
      break;
    }
    case ObjectKind::Grid: {
      lines << tr("Grid tie");
      if (snap != nullptr) {
        lines << tr("Import %1 of %2 kW, voltage %3 pu")
                     .arg(num(snap->gridImportKw, 0))
                     .arg(num(snap->gridLimitKw, 0))
                     .arg(num(snap->gridVoltagePu, 2));
        if (!snap->gridAvailable) lines << tr("OUTAGE");
      }
      break;
    }
    case ObjectKind::Network: {
      lines << tr("Network row — InfiniBand leaf and spine switches");
      if (snap != nullptr) {
        lines << tr("Max link load %1 %").arg(num(snap->fabricLinkUtilMax * 100.0, 0));
        lines << tr("Links down %1, switches down %2").arg(snap->linksDown).arg(snap->switchesDown);
      }
      break;
    }
  }
  return lines.join('\n');
}

}  // namespace podtwin::views::scene
