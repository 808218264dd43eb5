#pragma once
// Helpers shared by the power tests: drive a PowerSystem tick by tick as the coupling does.

#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "config/pod_config.h"
#include "core/builtin.h"
#include "core/event_log.h"
#include "power/power_system.h"
#include "scenario/scenario.h"

namespace podtwin::test {

/// A PowerSystem with the inputs the coupling would give it (uniform thermal clock, no trips).
struct PlantRig {
  explicit PlantRig(PodConfig c, double coolingW = 150e3)
      : pod(std::move(c)), plant(pod, 1), cooling(coolingW) {
    const auto n = static_cast<std::size_t>(pod.racks.count);
    clock.assign(n, 1.0);
    trip.assign(n, 0);
  }
  /// Advances whole ticks until `tEndS`, applying `events` (sorted) when due.
  void runUntil(double tEndS, const std::vector<Event>& events = {}) {
    const double dt = pod.timing.controlDtS;
    while (t + 1e-9 < tEndS) {
      while (next < events.size() && events[next].t_s <= t + 1e-9) {
        plant.applyEvent(events[next++], t, log);
      }
      power::PowerTickInput in;
      in.t0S = t;
      in.dtS = dt;
      in.rackClockFactor = clock;
      in.rackThermalTrip = trip;
      in.coolingPowerW = cooling;
      in.computePhaseS = computeS;
      in.commPhaseS = commS;
      plant.advance(in, out, log);
      ++ticks;
      t = static_cast<double>(ticks) * dt;
    }
  }
  int countLog(const std::string& code, Severity sev) const {
    int c = 0;
    for (const auto& e : log.all())
      c += (e.code == code && e.severity == sev && !e.cleared) ? 1 : 0;
    return c;
  }

  PodConfig pod;
  power::PowerSystem plant;
  power::PowerTickOutput out;
  EventLog log;
  std::vector<double> clock;
  std::vector<std::uint8_t> trip;
  double cooling;
  double computeS = 1.0;
  double commS = 0.3;
  double t = 0.0;
  long ticks = 0;
  std::size_t next = 0;
};

/// The default pod with JSON `patch` merged into it (RFC 7386 merge patch), parsed like a file.
inline PodConfig podWith(const std::string& patchJson) {
  auto doc = nlohmann::json::parse(findBuiltin("pod", "default").value());
  doc.merge_patch(nlohmann::json::parse(patchJson));
  return parsePodConfig(doc.dump(2), "test-pod.json");
}

}  // namespace podtwin::test
