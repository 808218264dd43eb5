#pragma once
// The fabric's part of a snapshot (sim/snapshot.h composes the parts).

#include <cstdint>
#include <vector>

namespace podtwin {

/// A fabric link (static description is in the topology; this is its live state).
struct LinkSnapshot {
  float utilisation = 0.0f;  ///< 0..1 (can exceed 1 when oversubscribed: demand over capacity)
  bool up = true;
};

/// The fabric's live state at one instant.
struct FabricSnapshot {
  double fabricLinkUtilMax = 0.0;
  double allreduceTimeS = 0.0;
  bool sharpEnabled = true;
  bool adaptiveRouting = true;
  int linksDown = 0;
  int switchesDown = 0;
  std::vector<LinkSnapshot> links;       ///< index = topology link id
  std::vector<std::uint8_t> switchesUp;  ///< index = topology switch id; 0 = the switch failed
};

}  // namespace podtwin
