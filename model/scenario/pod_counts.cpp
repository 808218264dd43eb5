// How many objects of a kind a pod has, for the target checks of events and log entries.

#include "scenario/event_types.h"

namespace podtwin {

int PodCounts::countOf(const std::string& kind) const {
  if (kind == "rack") return racks;
  if (kind == "cdu") return cdus;
  if (kind == "pump") return pumpsPerCdu;
  if (kind == "genset") return gensets;
  if (kind == "drycooler") return dryCoolers;
  if (kind == "fan") return fansPerDryCooler;
  if (kind == "leaf") return leaves;
  if (kind == "spine") return spines;
  if (kind == "core") return cores;
  if (kind == "nic") return nicsPerRack;
  return -1;  // singleton kinds: grid, bess, pod, job, ambient, facility, fabric
}

}  // namespace podtwin
