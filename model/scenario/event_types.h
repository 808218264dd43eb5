#pragma once
// The catalogue of every event type a scenario may contain: its domain, the targets it accepts and
// its parameters with units and allowed ranges. The scenario loader, the GUI menus and the docs all
// read it.

#include <string>
#include <vector>

#include "core/json_reader.h"

namespace podtwin {

enum class EventDomain { Power, Workload, Thermal, Fabric };

const char* domainName(EventDomain d);

enum class ParamKind { Number, Bool, String };

struct ParamSpec {
  std::string name;  ///< JSON key, with its unit in the name ("duration_s", "limit_kw")
  ParamKind kind = ParamKind::Number;
  bool required = false;
  double def = 0.0;                  ///< default for numbers and bools (0/1)
  Range range{};                     ///< allowed numbers
  std::vector<std::string> allowed;  ///< allowed strings
  std::string help;
};

struct EventSpec {
  std::string type;
  EventDomain domain = EventDomain::Power;
  /// Accepted target shapes as kind sequences, e.g. {{"cdu", "pump"}}; "*" alone means any
  /// single-segment kind listed in `targetKinds`.
  std::vector<std::vector<std::string>> targetShapes;
  std::vector<ParamSpec> params;
  std::string description;
};

/// All event types, in a stable order (the GUI lists them in this order).
const std::vector<EventSpec>& eventCatalogue();
/// The spec for `type`, or nullptr.
const EventSpec* findEventSpec(const std::string& type);

/// How many of each addressable object the pod has; used to check target indices.
struct PodCounts {
  int racks = 0;
  int cdus = 0;
  int pumpsPerCdu = 0;
  int gensets = 0;
  int dryCoolers = 0;
  int fansPerDryCooler = 0;
  int leaves = 0;
  int spines = 0;
  int cores = 0;
  int nicsPerRack = 0;
  int countOf(const std::string& kind) const;
};

}  // namespace podtwin
