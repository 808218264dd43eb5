// PLACEHOLDER implementation (fixed communication time) so the coupling builds; replaced by issue
// #5.
#include "fabric/fabric_system.h"

namespace podtwin::fabric {

FabricSystem::FabricSystem(const PodConfig& pod, std::uint64_t seed) : m_pod(&pod) {
  (void)seed;
}

void FabricSystem::update(double tS, EventLog& log) {
  (void)tS;
  (void)log;
}

bool FabricSystem::applyEvent(const Event& e, double tS, EventLog& log) {
  log.add(tS, Severity::Info, e.target.toString(), e.type, e.type);
  return true;
}

void FabricSystem::fillSnapshot(Snapshot& s) const {
  (void)s;
}

void FabricSystem::countObjects(PodCounts& c) const {
  c.leaves = 0;
  c.spines = 0;
  c.cores = 0;
  c.nicsPerRack = m_pod->racks.gpusPerRack;
}

}  // namespace podtwin::fabric
