#pragma once
// The "cooling" section of the pod file: coolant, per-GPU thermal nodes and throttling, rack
// loops, CDUs, the facility water loop, dry coolers and the ambient profile. Every default and its
// source is in the field's comment and in model/README.md ("Thermal-hydraulics").

#include "core/rack_config.h"
#include "thermal/ambient.h"
#include "thermal/cdu.h"
#include "thermal/coolant.h"
#include "thermal/dry_cooler.h"
#include "thermal/facility_loop.h"
#include "thermal/gpu_thermal.h"
#include "thermal/rack_loop.h"

namespace podtwin {
class JsonReader;
}

namespace podtwin::thermal {

struct ThermalConfig {
  /// Object counts (authoritative; Simulation::countsFor validates event targets with them).
  /// Read from cooling.cdu.count, cooling.cdu.pumps, cooling.dry_cooler.count and .fans.
  int cduCount = 2;
  int pumpsPerCdu = 3;
  int dryCoolerCount = 4;
  int fansPerDryCooler = 8;

  Coolant coolant;  ///< secondary (rack) loop: PG25
  GpuThermalConfig gpu;
  RackLoopConfig rack;
  CduConfig cdu;
  FacilityLoopConfig facility;
  DryCoolerConfig dryCooler;
  AmbientConfig ambient;

  void read(JsonReader& r);
  /// Scales counts for a campus `factor` times the base pod's rack count: CDUs in proportion
  /// (same racks per CDU), dry coolers as N+1 with N in proportion. Ratings follow from the racks.
  void scale(double factor);
  /// The sub-configs with their counts set from the authoritative fields above.
  CduConfig cduConfig() const;
  DryCoolerConfig dryCoolerConfig() const;
};

/// What thermal-hydraulics reads of a pod: its own section and the racks it cools. PodConfig
/// (config/pod_config.h) converts to it.
struct ThermalPod {
  RackConfig racks;
  ThermalConfig thermal;
};

}  // namespace podtwin::thermal
