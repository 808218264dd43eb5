#pragma once
// Interconnect audit: a simulated nccl-tests table (message size → time, algorithm bandwidth, bus
// bandwidth) for the fabric's current state, over the job's data-parallel ranks (one per rack).
// The lead wires it into `podtwin-sim audit-fabric` and the GUI.

#include <string>
#include <vector>

#include "fabric/collectives.h"

namespace podtwin::fabric {

class FabricSystem;

struct AuditRow {
  double sizeBytes = 0.0;
  Collective collective = Collective::AllReduce;
  Algorithm algorithm = Algorithm::Ring;  ///< what the NCCL-style tuner picks at this size
  double timeUs = 0.0;
  double algBwGBps = 0.0;  ///< size / time, GB/s (1e9 B/s, as nccl-tests prints)
  double busBwGBps = 0.0;  ///< algbw × busBwFactor (nccl-tests PERFORMANCE.md)
};

/// nccl-tests-style sweep from `minBytes` to `maxBytes`, multiplying by `stepFactor` (like
/// `-b 8 -e 16G -f 2`). Uses the current bottlenecks: ring traffic for ring/tree, the SHARP trees
/// for SHARP, the expert all-to-all pattern for all-to-all when the pod has one (else the ring's).
std::vector<AuditRow> auditFabric(const FabricSystem& fabric,
                                  Collective collective = Collective::AllReduce,
                                  double minBytes = 8.0, double maxBytes = 17179869184.0,
                                  double stepFactor = 2.0);

/// The rows as a fixed-width text table with a header (sizes in B/KiB/MiB/GiB).
std::string formatAuditTable(const std::vector<AuditRow>& rows);

}  // namespace podtwin::fabric
