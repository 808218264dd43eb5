#pragma once
// Figures a designer reads off a pod before running it: the IT load, whether the gensets cover the
// facility with the largest one out, the battery's capacity, usable energy, minutes and power
// against the IT load, CDU capacity against the heat, coolant flow per kW, the fabric's tiers and
// switches, and the PUE expected at the set ambient. They come from the state a run starts from
// (the job at full clock on every rack, the plant carrying it), and the PUE from the first two
// minutes of an undisturbed run.

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
  // The battery (all 0 without one). Its capacity on every screen is batteryNameplateKwh.
  double batteryConfiguredKwh = 0.0;  ///< power.battery.capacity_kwh, as the pod file says
  int batteryStrings = 0;             ///< strings in parallel: the configured, rounded up
  /// Strings × cells in series × cell Ah × cell nominal V: the pack the model simulates, whose
  /// capacity the SOC is a fraction of (1,120 kWh for 1,000 configured on the default pod).
  double batteryNameplateKwh = 0.0;
  /// (start SOC − SOC floor) × nameplate: what the battery can give from the start of a run.
  double batteryUsableKwh = 0.0;
  /// The usable energy over the IT load, minutes; only reached when batteryCarriesItLoad.
  double batteryMinutesAtFullLoad = 0.0;
  double batteryConverterLimitKw = 0.0;  ///< the DC/DC converter's rating (power_limit_kw)
  /// What the battery holds on the bus for minutes at the start SOC: the converter's rating or the
  /// cells at their continuous C-rate through the converter, whichever is lower. (For the first
  /// peak_duration_s it can give up to the peak C-rate, still within the converter's rating.)
  double batteryContinuousKw = 0.0;
  /// batteryContinuousKw ≥ itLoadKw: the battery alone carries the full IT load.
  bool batteryCarriesItLoad = false;
  /// Share of the IT load the battery alone carries, min(1, batteryContinuousKw / itLoadKw).
  double batteryItLoadShare = 0.0;
  /// The usable energy over the power the battery gives (the IT load, or its continuous limit
  /// when that is lower), minutes; equal to batteryMinutesAtFullLoad when it carries the load.
  double batteryMinutesAtLimit = 0.0;
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

/// DesignFigures::batteryNameplateKwh without running anything (it builds the battery alone), for
/// a screen that shows the battery's capacity without the other figures; 0 without a battery.
double batteryNameplateKwh(const PodConfig& pod);

}  // namespace podtwin
