#include "gui/event_text.h"

#include "scenario/scenario.h"
#include "scenario/target.h"

namespace podtwin::gui {

QString EventText::typeName(EventType type) {
  // No default: a new EventType without a name here fails the build (-Wswitch).
  switch (type) {
    case EventType::GensetTrip:
      return tr("Genset trip");
    case EventType::GensetStart:
      return tr("Genset start");
    case EventType::GridBrownout:
      return tr("Grid brownout");
    case EventType::GridCurtailment:
      return tr("Grid curtailment");
    case EventType::GridOutage:
      return tr("Grid outage");
    case EventType::GridRestore:
      return tr("Grid restore");
    case EventType::GridTransfer:
      return tr("Grid transfer");
    case EventType::BessFault:
      return tr("Battery fault");
    case EventType::BessRestore:
      return tr("Battery restore");
    case EventType::BatteryReserve:
      return tr("Battery reserve");
    case EventType::PowerCap:
      return tr("Power cap");
    case EventType::PowerSmoothing:
      return tr("Power smoothing");
    case EventType::JobStart:
      return tr("Job start");
    case EventType::JobStop:
      return tr("Job stop");
    case EventType::JobRestart:
      return tr("Job restart");
    case EventType::PumpFail:
      return tr("Pump failure");
    case EventType::PumpRestore:
      return tr("Pump restore");
    case EventType::PumpStart:
      return tr("Start pump");
    case EventType::PumpStop:
      return tr("Stop pump");
    case EventType::CduTrip:
      return tr("CDU trip");
    case EventType::CduRestore:
      return tr("CDU restore");
    case EventType::CduStandbyMode:
      return tr("CDU standby logic");
    case EventType::ValveClose:
      return tr("Close isolation valve");
    case EventType::ValveOpen:
      return tr("Open isolation valve");
    case EventType::ValveStuck:
      return tr("Valve stuck");
    case EventType::Leak:
      return tr("Coolant leak");
    case EventType::LeakIsolationMode:
      return tr("Isolation on leak");
    case EventType::DryCoolerFail:
      return tr("Dry cooler failure");
    case EventType::DryCoolerRestore:
      return tr("Dry cooler restore");
    case EventType::FanFail:
      return tr("Fan failure");
    case EventType::HeatWave:
      return tr("Heat wave");
    case EventType::AmbientSet:
      return tr("Set ambient temperature");
    case EventType::SupplySetpoint:
      return tr("Supply set point");
    case EventType::LinkDown:
      return tr("Link down");
    case EventType::LinkUp:
      return tr("Link up");
    case EventType::SwitchDown:
      return tr("Switch down");
    case EventType::SwitchUp:
      return tr("Switch up");
    case EventType::NicDown:
      return tr("NIC down");
    case EventType::NicUp:
      return tr("NIC up");
    case EventType::SharpOff:
      return tr("SHARP off");
    case EventType::SharpOn:
      return tr("SHARP on");
    case EventType::Routing:
      return tr("Routing mode");
    case EventType::BackgroundTraffic:
      return tr("Background traffic");
  }
  return QString::fromStdString(eventTypeName(type));
}

QString EventText::domainName(EventDomain d) {
  switch (d) {
    case EventDomain::Power:
      return tr("Power");
    case EventDomain::Workload:
      return tr("Workload");
    case EventDomain::Thermal:
      return tr("Thermal");
    case EventDomain::Fabric:
      return tr("Fabric");
  }
  return {};
}

QString EventText::objectName(const QString& target) {
  auto t = parseTarget(target.toStdString());
  if (!t) return target;
  QStringList parts;
  for (const auto& s : t->segments) {
    const int n = s.index;
    const std::string& k = s.kind;
    if (k == "rack")
      parts << tr("Rack %1").arg(n);
    else if (k == "cdu")
      parts << tr("CDU %1").arg(n);
    else if (k == "pump")
      parts << tr("pump %1").arg(n);
    else if (k == "genset")
      parts << tr("Genset %1").arg(n);
    else if (k == "drycooler")
      parts << tr("Dry cooler %1").arg(n);
    else if (k == "fan")
      parts << tr("fan %1").arg(n);
    else if (k == "leaf")
      parts << tr("Leaf %1").arg(n);
    else if (k == "spine")
      parts << tr("Spine %1").arg(n);
    else if (k == "core")
      parts << tr("Core %1").arg(n);
    else if (k == "nic")
      parts << tr("NIC %1").arg(n);
    else if (k == "grid")
      parts << tr("Grid");
    else if (k == "bess")
      parts << tr("Battery");
    else if (k == "pod")
      parts << tr("Whole pod");
    else if (k == "job")
      parts << tr("Training job");
    else if (k == "ambient")
      parts << tr("Ambient");
    else if (k == "facility")
      parts << tr("Facility water");
    else if (k == "fabric")
      parts << tr("Fabric");
    else
      parts << QString::fromStdString(k) + (n > 0 ? QString::number(n) : QString());
  }
  return parts.join(QStringLiteral(", "));
}

std::vector<ObjectEvent> EventText::eventsForObject(const QString& object,
                                                    const PodCounts& counts) {
  std::vector<ObjectEvent> out;
  std::string obj = object.toStdString();
  if (obj == "network") obj = "fabric";
  auto t = parseTarget(obj);
  if (!t || t->segments.empty()) return out;
  const QString name = objectName(QString::fromStdString(obj));
  for (const auto& spec : eventCatalogue()) {
    for (const auto& shape : spec.targetShapes) {
      // The object itself fits the shape.
      if (shape.size() == t->segments.size()) {
        bool fits = true;
        for (std::size_t i = 0; i < shape.size(); ++i) fits &= shape[i] == t->segments[i].kind;
        if (fits && !checkTarget(spec, *t, &counts)) {
          QString label;
          if (spec.id == EventType::SwitchDown)
            label = tr("Fail this switch (%1)").arg(name);
          else if (spec.id == EventType::SwitchUp)
            label = tr("Restore this switch (%1)").arg(name);
          else if (spec.id == EventType::LinkDown)
            label = tr("Fail link %1").arg(name);
          else
            label = tr("%1: %2").arg(typeName(spec.id), name);
          out.push_back({label, spec.id, obj});
        }
      }
      // A CDU offers its pumps ("Fail pump 2 of CDU 1").
      if (shape.size() == 2 && t->segments.size() == 1 && shape[0] == t->segments[0].kind &&
          shape[1] == "pump") {
        for (int p = 1; p <= counts.pumpsPerCdu; ++p) {
          const std::string target = obj + "/pump" + std::to_string(p);
          QString label;
          if (spec.id == EventType::PumpFail)
            label = tr("Fail pump %1 of CDU %2").arg(p).arg(t->index(0));
          else if (spec.id == EventType::PumpStart)
            label = tr("Start pump %1 of CDU %2").arg(p).arg(t->index(0));
          else if (spec.id == EventType::PumpStop)
            label = tr("Stop pump %1 of CDU %2").arg(p).arg(t->index(0));
          else
            label = tr("Restore pump %1 of CDU %2").arg(p).arg(t->index(0));
          out.push_back({label, spec.id, target});
        }
      }
    }
  }
  return out;
}

QString EventText::alreadyInState(EventType type, const std::string& target, const Snapshot& s) {
  const auto t = parseTarget(target);
  if (!t || t->segments.empty()) return {};
  const QString name = objectName(QString::fromStdString(target));
  const auto at = [](const auto& v, int oneBased) {
    return oneBased >= 1 && static_cast<std::size_t>(oneBased) <= v.size()
               ? &v[static_cast<std::size_t>(oneBased - 1)]
               : nullptr;
  };
  switch (type) {
    case EventType::PumpFail:
    case EventType::PumpRestore: {
      if (t->segments.size() != 2) return {};
      const CduSnapshot* cdu = at(s.cdus, t->index(0));
      const PumpSnapshot* pump = cdu ? at(cdu->pumps, t->index(1)) : nullptr;
      if (!pump) return {};
      if (type == EventType::PumpFail && pump->failed) return tr("%1 has already failed").arg(name);
      if (type == EventType::PumpRestore && !pump->failed) return tr("%1 has not failed").arg(name);
      return {};
    }
    case EventType::GensetTrip:
    case EventType::GensetStart: {
      const GensetSnapshot* g = at(s.gensets, t->index(0));
      if (!g) return {};
      const bool running = g->online || g->starting;
      if (type == EventType::GensetTrip && !running) return tr("%1 is not running").arg(name);
      if (type == EventType::GensetStart && running) return tr("%1 is already running").arg(name);
      return {};
    }
    default:
      return {};
  }
}

}  // namespace podtwin::gui
