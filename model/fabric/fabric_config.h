#pragma once
// The 800G InfiniBand rail-optimized fat tree and the job's inter-rack traffic: NICs, rails, switch
// radix, tiers, oversubscription, SHARP, routing, collective latencies and overlap. Every default
// carries its source; the table is in model/README.md ("Fabric and training").

#include <string>

#include "core/rack_config.h"

namespace podtwin {
class JsonReader;
}

namespace podtwin::fabric {

struct FabricConfig {
  // --- topology ---
  int switchRadix = 144;       ///< Quantum-X800 Q3400: 144 ports (NVIDIA)
  double portGbps = 800.0;     ///< 800 Gb/s XDR per switch port (NVIDIA Quantum-X800)
  double nicGbps = 800.0;      ///< ConnectX-8 SuperNIC, 800 Gb/s XDR (NVIDIA)
  int nicsPerComputeTray = 4;  ///< one CX-8 per GPU, 4 per GB300 compute tray (secondary)
  int rails = 8;               ///< rail-optimized, 8 rails (DGX SuperPOD RA)
  int tiers = 0;               ///< 0 = smallest that fits (2 up to k²/2 NICs, 3 up to k³/4)
  /// Leaf down:up port ratio; 1 = non-blocking (DGX SuperPOD RA: 72 down, 72 up on a 144-port
  /// leaf).
  double oversubscription = 1.0;

  // --- collectives ---
  bool sharpEnabled = true;          ///< SHARPv4 in-network reduction on Quantum-X800 (NVIDIA)
  std::string routing = "adaptive";  ///< "adaptive" (IB adaptive routing) or "ecmp" (static hash)
  /// Achieved bus bandwidth over line rate: ~46–48 GB/s per 400G NIC in nccl-tests (nccl-tests
  /// issue 290) ⇒ 0.94 of 50 GB/s (derived).
  double busBwEfficiency = 0.94;
  double hopLatencyS = 200e-9;  ///< per switch hop (~200 ns, derived; sources disagree)
  /// Software + NIC latency per algorithm step (NCCL ring step), s: 1–2 µs end to end (derived).
  double stepLatencyS = 2e-6;
  /// Queue pairs (ECMP-hashed flows) per ring connection; NCCL_IB_QPS_PER_CONNECTION defaults to 1
  /// (NCCL environment docs). Few flows hash poorly: the point of the ECMP mode.
  int flowsPerConnection = 1;

  // --- the job's inter-rack traffic ---
  /// Share of the gradient all-reduce hidden behind backward compute (Megatron/FSDP bucketed
  /// overlap; 70 %, within the typical 60–90 % reported for bucketed overlap, secondary).
  double allreduceOverlapFraction = 0.7;
  double gradientBytesPerParam = 2.0;  ///< BF16 gradients: 2 bytes per parameter (mixed precision)
  /// Pipeline-parallel activation bytes per GPU per iteration that cross the IB fabric (0 when PP
  /// stays inside the NVL72 NVLink domain, the default).
  double pipelineBytesPerGpu = 0.0;
  /// Expert-parallel all-to-all bytes per GPU per iteration across racks (0 = dense model).
  double expertBytesPerGpu = 0.0;
  double pipelineOverlapFraction = 0.0;  ///< exposed by default (pipeline bubbles, derived)
  double expertOverlapFraction = 0.0;    ///< all-to-all sits on the critical path (derived)

  void read(JsonReader& r);
  /// Scales counts for a campus `factor` times the base pod's rack count. Every fabric count
  /// derives from the rack count (leaves, spines, cores, cables), so nothing here scales.
  void scale(double factor);
  bool adaptive() const { return routing == "adaptive"; }
};

/// What the fabric reads of a pod: its own section, the racks it connects and the size of the
/// model whose gradients it carries. PodConfig (config/pod_config.h) converts to it.
struct FabricPod {
  RackConfig racks;
  FabricConfig fabric;
  double modelParams = 0.0;  ///< parameters of the trained model (the pod's training section)
};

}  // namespace podtwin::fabric
