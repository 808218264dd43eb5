// FabricSystem: scenario events of the fabric domain (catalogue: model/scenario/event_rows.cpp).
#include <algorithm>
#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "fabric/fabric_system.h"
#include "scenario/event_handlers.h"

namespace podtwin::fabric {

/// The handlers of the fabric rows (a friend of FabricSystem); rows that differ only in direction
/// (down and up, off and on) share one. An applied event marks the routes for recomputation.
struct FabricEvents {
  static Tier tierOf(const std::string& k) {
    return k == "leaf" ? Tier::Leaf : k == "spine" ? Tier::Spine : Tier::Core;
  }

  static EventResult reject(const Event& e, double tS, EventLog& log, const char* reason,
                            const std::string& why) {
    const std::string& type = e.typeName();
    log.add(tS, Severity::Warning, e.target.toString(), type, why, {{"rejected", reason}});
    return EventResult::Rejected;
  }

  static EventResult applied(FabricSystem& s, const Event& e, double tS, EventLog& log,
                             const std::string& msg, std::vector<LogParam> params = {}) {
    s.m_dirty = true;
    const std::string& type = e.typeName();
    log.add(tS, Severity::Info, e.target.toString(), type, msg, std::move(params));
    return EventResult::Applied;
  }

  static EventResult linkDownOrUp(FabricSystem& s, const Event& e, double tS, EventLog& log) {
    if (e.target.segments.size() != 2) {
      return reject(e, tS, log, "shape", "needs leafN/spineM or spineN/coreM");
    }
    const int a = s.m_topo.switchId(tierOf(e.target.segments[0].kind), e.target.index(0) - 1);
    const int b = s.m_topo.switchId(tierOf(e.target.segments[1].kind), e.target.index(1) - 1);
    if (a < 0 || b < 0) return reject(e, tS, log, "no_switch", "no such switch in this fabric");
    const bool up = e.type == EventType::LinkUp;
    const int count = std::max(1, static_cast<int>(std::lround(e.number("count"))));
    if (!s.setCables(a, b, count, up)) {
      return reject(e, tS, log, up ? "no_failed_cable" : "no_working_cable",
                    up ? "no failed cable to restore" : "no working cable between them");
    }
    return applied(s, e, tS, log,
                   std::string(up ? "restored " : "failed ") + std::to_string(count) + " cable(s)",
                   {{"count", static_cast<double>(count)}});
  }

  static EventResult switchDownOrUp(FabricSystem& s, const Event& e, double tS, EventLog& log) {
    const int sw = s.m_topo.switchId(tierOf(e.target.segments[0].kind), e.target.index(0) - 1);
    if (sw < 0) return reject(e, tS, log, "no_switch", "no such switch in this fabric");
    const bool up = e.type == EventType::SwitchUp;
    s.m_switchUp[static_cast<std::size_t>(sw)] = up ? 1 : 0;
    return applied(s, e, tS, log, up ? "switch back in service" : "switch failed");
  }

  static EventResult nicDownOrUp(FabricSystem& s, const Event& e, double tS, EventLog& log) {
    const int rack = e.target.index(0) - 1;
    const int local = e.target.index(1) - 1;
    if (rack < 0 || rack >= s.m_pod.racks.count || local < 0 ||
        local >= s.m_topo.counts().nicsPerRack) {
      return reject(e, tS, log, "no_nic", "no such NIC");
    }
    const auto nic =
        static_cast<std::size_t>(rack) * static_cast<std::size_t>(s.m_topo.counts().nicsPerRack) +
        static_cast<std::size_t>(local);
    const bool up = e.type == EventType::NicUp;
    s.m_nicUp[nic] = up ? 1 : 0;
    return applied(s, e, tS, log,
                   up ? "NIC back" : "NIC failed; its GPU sends through a tray neighbour");
  }

  static EventResult sharpOffOrOn(FabricSystem& s, const Event& e, double tS, EventLog& log) {
    s.m_sharp = e.type == EventType::SharpOn;
    return applied(s, e, tS, log,
                   s.m_sharp ? "SHARP in-network reduction on" : "SHARP off: ring/tree all-reduce");
  }

  static EventResult routing(FabricSystem& s, const Event& e, double tS, EventLog& log) {
    const std::string mode = e.text("mode");
    s.m_mode = mode == "ecmp" ? RoutingMode::Ecmp : RoutingMode::Adaptive;
    return applied(s, e, tS, log, "routing " + mode, {{"mode", mode}});
  }

  static EventResult backgroundTraffic(FabricSystem& s, const Event& e, double tS, EventLog& log) {
    s.m_background = std::clamp(e.number("load_fraction"), 0.0, 0.95);
    const double d = e.number("duration_s");
    s.m_backgroundEndS = std::isfinite(d) && d > 0.0 ? tS + d : std::numeric_limits<double>::max();
    const int pct = static_cast<int>(s.m_background * 100.0);
    return applied(s, e, tS, log,
                   "background traffic " + std::to_string(pct) + " % of every switch link",
                   {{"load_pct", static_cast<double>(pct)}});
  }
};

EventResult FabricSystem::applyEvent(const Event& e, double tS, EventLog& log) {
  static const EventHandlers<FabricSystem> handlers(
      {EventDomain::Fabric}, {
                                 {"link_down", &FabricEvents::linkDownOrUp},
                                 {"link_up", &FabricEvents::linkDownOrUp},
                                 {"switch_down", &FabricEvents::switchDownOrUp},
                                 {"switch_up", &FabricEvents::switchDownOrUp},
                                 {"nic_down", &FabricEvents::nicDownOrUp},
                                 {"nic_up", &FabricEvents::nicDownOrUp},
                                 {"sharp_off", &FabricEvents::sharpOffOrOn},
                                 {"sharp_on", &FabricEvents::sharpOffOrOn},
                                 {"routing", &FabricEvents::routing},
                                 {"background_traffic", &FabricEvents::backgroundTraffic},
                             });
  return handlers.apply(*this, e, tS, log);
}

}  // namespace podtwin::fabric
