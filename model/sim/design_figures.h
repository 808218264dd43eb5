#pragma once
// Figures a designer reads off a pod before running it: the IT load, whether the gensets cover the
// facility with the largest one out, battery minutes, CDU capacity against the heat, coolant flow
// per kW, the fabric's tiers and switches, and the PUE expected at the set ambient. They come
// from the state a run starts from (the job at full clock on every rack, the plant carrying it),
// and the PUE from the first two minutes of an undisturbed run.

#include "config/pod_config.h"

namespace podtwin {

struct DesignFigures {
  double itLoadKw = 0.0;        ///< IT at the rack PSU inputs, the job at full clock
  double facilityLoadKw = 0.0;  ///< IT + cooling + conversion losses + misc at the same state
  int gensets = 0;
  double gensetRatingKw = 0.0;  ///< the largest unit's rating
  double gensetFirmKw = 0.0;    ///< what the fleet gives with its largest unit out
  /// gensetFirmKw over facilityLoadKw: at least 1 means N+1 covers the facility.
  double gensetNPlusOneCoverage = 0.0;
  double batteryKwh = 0.0;                ///< nameplate (strings rounded up, as the model builds)
  double batteryMinutesAtFullLoad = 0.0;  ///< nameplate energy over the IT load
  double cduCapacityKw = 0.0;  ///< heat the CDUs are sized for (racks × rack design power)
  double liquidHeatKw = 0.0;   ///< heat the CDUs carry at the starting state
  double coolantFlowLpm = 0.0;
  double coolantFlowLpmPerKw = 0.0;  ///< secondary flow per kW of IT (at the PSU outputs)
  int fabricTiers = 0;
  int leafSwitches = 0;
  int spineSwitches = 0;
  int coreSwitches = 0;
  int fabricCables = 0;
  double ambientC = 0.0;  ///< dry-bulb at t = 0 (mean, amplitude, start and peak hour)
  /// Facility over IT-input energy once the dry-cooler fans have settled to this ambient (the
  /// run's second fan integral time, 60–120 s by default).
  double expectedPue = 0.0;
};

/// Builds the pod's model at t = 0 and reads the figures off it. Throws what Simulation's
/// constructor throws (a pod the loader accepted builds).
DesignFigures designFigures(const PodConfig& pod);

}  // namespace podtwin
