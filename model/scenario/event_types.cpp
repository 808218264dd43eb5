#include "scenario/event_types.h"

#include <spdlog/fmt/fmt.h>
#include <limits>

#include "scenario/event_rows.h"
#include "scenario/target.h"

namespace podtwin {

const char* domainName(EventDomain d) {
  switch (d) {
    case EventDomain::Power:
      return "power";
    case EventDomain::Workload:
      return "workload";
    case EventDomain::Thermal:
      return "thermal";
    case EventDomain::Fabric:
      return "fabric";
    case EventDomain::Instrument:
      return "instrument";
  }
  return "power";
}

namespace {
std::deque<EventSpec>& mutableCatalogue() {
  static std::deque<EventSpec> catalogue = [] {
    std::vector<EventSpec> rows = builtinEventRows();
    return std::deque<EventSpec>(std::make_move_iterator(rows.begin()),
                                 std::make_move_iterator(rows.end()));
  }();
  return catalogue;
}
}  // namespace

const std::deque<EventSpec>& eventCatalogue() {
  return mutableCatalogue();
}

EventType addEventSpec(EventSpec spec) {
  if (spec.handler == nullptr) throw std::logic_error("an added event row needs a handler");
  if (parseEventType(spec.name)) throw std::logic_error("event type " + spec.name + " exists");
  auto& rows = mutableCatalogue();
  spec.id = static_cast<EventType>(rows.size());
  rows.push_back(std::move(spec));
  return rows.back().id;
}

std::string eventCatalogueText() {
  std::string out;
  for (const auto& s : eventCatalogue()) {
    out += fmt::format("  {:<20} [{}] {}\n", s.name, domainName(s.domain), s.description);
  }
  return out;
}

const EventSpec& eventSpec(EventType type) {
  return eventCatalogue()[static_cast<std::size_t>(type)];
}

const std::string& eventTypeName(EventType type) {
  return eventSpec(type).name;
}

std::optional<EventType> parseEventType(std::string_view name) {
  for (const auto& s : eventCatalogue()) {
    if (s.name == name) return s.id;
  }
  return std::nullopt;
}

const EventSpec* findEventSpec(std::string_view name) {
  const auto type = parseEventType(name);
  return type ? &eventSpec(*type) : nullptr;
}

const std::vector<SensorSpec>& sensorCatalogue() {
  static const std::vector<SensorSpec> sensors = {
      {"flow", "cdu", "secondary coolant flow, L/min"},
      {"supply_temp", "cdu", "secondary supply temperature, degC"},
      {"return_temp", "cdu", "secondary return temperature, degC"},
      {"gpu_temp_max", "rack", "hottest GPU die temperature, degC"},
      {"load", "genset", "electrical output, kW"},
      {"soc", "bess", "state of charge, 0..1"},
      {"bus_voltage", "pod", "racks' DC bus voltage, per unit"},
      {"bus_frequency", "pod", "AC bus frequency, Hz"},
  };
  return sensors;
}

std::optional<std::string> sensorTargetProblem(const std::string& sensor, const Target& target) {
  for (const auto& s : sensorCatalogue()) {
    if (s.name != sensor) continue;
    if (target.is(s.targetKind)) return std::nullopt;
    return "sensor " + sensor + " belongs to a " + s.targetKind + " target, not \"" +
           target.toString() + "\"";
  }
  return "unknown sensor \"" + sensor + "\"";
}

}  // namespace podtwin
