#include "gui/event_text.h"

#include <map>

#include "scenario/scenario.h"
#include "scenario/target.h"

namespace podtwin::gui {

QString EventText::typeName(const std::string& type) {
  static const std::map<std::string, const char*> names = {
      {"genset_trip", QT_TR_NOOP("Genset trip")},
      {"genset_start", QT_TR_NOOP("Genset start")},
      {"grid_brownout", QT_TR_NOOP("Grid brownout")},
      {"grid_curtailment", QT_TR_NOOP("Grid curtailment")},
      {"grid_outage", QT_TR_NOOP("Grid outage")},
      {"grid_restore", QT_TR_NOOP("Grid restore")},
      {"bess_fault", QT_TR_NOOP("Battery fault")},
      {"bess_restore", QT_TR_NOOP("Battery restore")},
      {"power_cap", QT_TR_NOOP("Power cap")},
      {"power_smoothing", QT_TR_NOOP("Power smoothing")},
      {"job_start", QT_TR_NOOP("Job start")},
      {"job_stop", QT_TR_NOOP("Job stop")},
      {"job_restart", QT_TR_NOOP("Job restart")},
      {"pump_fail", QT_TR_NOOP("Pump failure")},
      {"pump_restore", QT_TR_NOOP("Pump restore")},
      {"cdu_trip", QT_TR_NOOP("CDU trip")},
      {"cdu_restore", QT_TR_NOOP("CDU restore")},
      {"valve_close", QT_TR_NOOP("Close isolation valve")},
      {"valve_open", QT_TR_NOOP("Open isolation valve")},
      {"valve_stuck", QT_TR_NOOP("Valve stuck")},
      {"leak", QT_TR_NOOP("Coolant leak")},
      {"dry_cooler_fail", QT_TR_NOOP("Dry cooler failure")},
      {"dry_cooler_restore", QT_TR_NOOP("Dry cooler restore")},
      {"fan_fail", QT_TR_NOOP("Fan failure")},
      {"heat_wave", QT_TR_NOOP("Heat wave")},
      {"ambient_set", QT_TR_NOOP("Set ambient temperature")},
      {"supply_setpoint", QT_TR_NOOP("Supply set point")},
      {"link_down", QT_TR_NOOP("Link down")},
      {"link_up", QT_TR_NOOP("Link up")},
      {"switch_down", QT_TR_NOOP("Switch down")},
      {"switch_up", QT_TR_NOOP("Switch up")},
      {"nic_down", QT_TR_NOOP("NIC down")},
      {"nic_up", QT_TR_NOOP("NIC up")},
      {"sharp_off", QT_TR_NOOP("SHARP off")},
      {"sharp_on", QT_TR_NOOP("SHARP on")},
      {"routing", QT_TR_NOOP("Routing mode")},
      {"background_traffic", QT_TR_NOOP("Background traffic")},
  };
  auto it = names.find(type);
  return it == names.end() ? QString::fromStdString(type) : tr(it->second);
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
          if (spec.type == "switch_down")
            label = tr("Fail this switch (%1)").arg(name);
          else if (spec.type == "switch_up")
            label = tr("Restore this switch (%1)").arg(name);
          else if (spec.type == "link_down")
            label = tr("Fail link %1").arg(name);
          else
            label = tr("%1: %2").arg(typeName(spec.type), name);
          out.push_back({label, spec.type, obj});
        }
      }
      // A CDU offers its pumps ("Fail pump 2 of CDU 1").
      if (shape.size() == 2 && t->segments.size() == 1 && shape[0] == t->segments[0].kind &&
          shape[1] == "pump") {
        for (int p = 1; p <= counts.pumpsPerCdu; ++p) {
          const std::string target = obj + "/pump" + std::to_string(p);
          QString label = spec.type == "pump_fail"
                              ? tr("Fail pump %1 of CDU %2").arg(p).arg(t->index(0))
                              : tr("Restore pump %1 of CDU %2").arg(p).arg(t->index(0));
          out.push_back({label, spec.type, target});
        }
      }
    }
  }
  return out;
}

}  // namespace podtwin::gui
