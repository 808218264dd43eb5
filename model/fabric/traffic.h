#pragma once
// The job's inter-rack traffic mapped onto the fabric. Tensor (and, by default, pipeline) parallel
// traffic stays inside each NVL72 NVLink domain; the data-parallel groups are the GPUs at the same
// position in every rack (so on the same rail), one group per position. Each pattern adds its NIC
// link loads and appends the leaf-level flows for the router.

#include <cstdint>
#include <span>
#include <vector>

#include "fabric/routing.h"
#include "fabric/topology.h"

namespace podtwin::fabric {

/// The NIC each GPU's inter-rack traffic uses, index rack · gpusPerRack + position: its own NIC,
/// or (PXN over NVLink) the next usable NIC of its compute tray, then of its rack; -1 when the rack
/// has no usable NIC. `nicUsable` is per NIC (NIC, its cable and its leaf up).
std::vector<int> gpuNics(const Topology& topo, int gpusPerRack,
                         std::span<const std::uint8_t> nicUsable);

/// Ring all-reduce (NCCL ring over racks in order): rank r sends to rank r+1 of its group on
/// `flowsPerConnection` hashed flows. Every hop runs at NIC line rate (demand 1).
void addRingTraffic(const Topology& topo, std::span<const int> gpuNic, int gpusPerRack,
                    int flowsPerConnection, std::vector<Flow>& flows, LinkLoad& load);

/// SHARP all-reduce: every member NIC sends its data to its leaf and receives the result (demand 1
/// each way); each leaf holding members sends one reduced stream to the group's aggregation root
/// (a top-tier switch, chosen per group among the live ones) and gets the result back.
void addSharpTraffic(const Topology& topo, std::span<const int> gpuNic, int gpusPerRack,
                     std::span<const std::uint8_t> switchUp, std::vector<Flow>& flows,
                     LinkLoad& load);

/// All-to-all inside each group (expert parallel across racks): every NIC sends at line rate,
/// spread evenly over the other members; flows are merged per leaf pair.
void addAllToAllTraffic(const Topology& topo, std::span<const int> gpuNic, int gpusPerRack,
                        std::vector<Flow>& flows, LinkLoad& load);

/// Highest offered load over capacity on links carrying this load: NIC links at their line rate,
/// switch links at their capacity less the background share. 0 when nothing flows.
double peakUtilisation(const Topology& topo, const LinkLoad& load, double nicGbps,
                       double backgroundFraction);

/// Utilisation of one link for display: max(up, down) over capacity, plus the background share on
/// switch-to-switch links.
double linkUtilisation(const Topology& topo, const LinkLoad& load, std::size_t link, double nicGbps,
                       double backgroundFraction);

}  // namespace podtwin::fabric
