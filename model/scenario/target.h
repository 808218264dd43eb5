#pragma once
// Event targets name objects in the pod: "grid", "genset2", "cdu1/pump2", "rack5", "leaf3/spine5".
// Indices are 1-based, as people count them.

#include <optional>
#include <string>
#include <vector>

namespace podtwin {

struct TargetSegment {
  std::string kind;  ///< "rack", "cdu", "pump", "genset", "leaf", "spine", "grid", ...
  int index = 0;     ///< 1-based; 0 when the kind has no index ("grid")
  bool operator==(const TargetSegment&) const = default;
};

struct Target {
  std::vector<TargetSegment> segments;
  bool operator==(const Target&) const = default;
  /// Canonical text form ("cdu1/pump2").
  std::string toString() const;
  bool is(const std::string& kind) const {
    return segments.size() == 1 && segments[0].kind == kind;
  }
  bool is(const std::string& kind0, const std::string& kind1) const {
    return segments.size() == 2 && segments[0].kind == kind0 && segments[1].kind == kind1;
  }
  int index(std::size_t i = 0) const { return i < segments.size() ? segments[i].index : 0; }
};

/// Parses "kindN(/kindN)*"; returns nothing when the text does not have that shape.
std::optional<Target> parseTarget(const std::string& text);

}  // namespace podtwin
