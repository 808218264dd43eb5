#pragma once
// The electrical plant of the pod, read from the "power" section of a pod file: behind-the-meter
// gas gensets, the grid tie, the LFP battery (BESS) on the 800 V DC bus, the rectifier, the
// ride-through tolerance of the rack PSUs (ITIC), the energy-management controller and the
// miscellaneous facility loads. Every default carries its source here and in model/README.md
// ("Power and workload"); ../shared/reference/physics-defaults.md holds the figures.

#include <string>
#include <utility>
#include <vector>

#include "core/rack_config.h"
#include "core/timing_config.h"
#include "workload/workload_config.h"

namespace podtwin {
class JsonReader;
}

namespace podtwin::power {

enum class GensetKind { Reciprocating, Aeroderivative };

/// One homogeneous fleet of generator sets (all units alike).
struct GensetConfig {
  GensetKind kind = GensetKind::Reciprocating;
  double rampPctPerMin = 100.0;        ///< spinning ramp, % of rating per minute (Wärtsilä table)
  double minStableLoadFraction = 0.1;  ///< minimum stable load, of rating (Wärtsilä table)
  double blockLoadFraction = 0.25;     ///< block load accepted at once, of rating (ISO 8528-5
                                       ///< summaries: gas engines 25–50 %; lean-burn low end)
  double startTimeS = 180.0;           ///< start to synchronised, s (Wärtsilä: 2–5 min)
  double governorLagS = 0.5;      ///< governor + fuel-path lag, s (derived: gas engines 0.3–1 s)
  double inertiaHS = 1.5;         ///< inertia constant H of engine + alternator, s (derived)
  double droopPct = 4.0;          ///< speed droop, % (typical 3–5 %, derived)
  double isochronousTimeS = 5.0;  ///< load-sharing controller restoring nominal f, s (derived)
  double dampingPu = 1.0;         ///< load damping D, pu power per pu frequency (derived)
  double maxLoadingFraction = 0.9;  ///< planned loading ceiling before the grid supplements
  double efficiency = 0.46;   ///< electrical efficiency, for fuel energy (Wärtsilä 45–48 %)
  int initiallyRunning = -1;  ///< units running at t=0; -1 = all
  /// Defaults for a kind (aeroderivative: 50 %/min, 40 % min load, 6.5 min start, 38 %).
  void applyKindDefaults();
};

/// The utility connection.
struct GridConfig {
  bool available = true;           ///< false = islanded pod with no grid tie
  double nominalVoltageV = 13800;  ///< medium-voltage tie (US 13.8 kV distribution, secondary)
  double rampKwPerS = 500.0;       ///< grid-tie converter ramp of its import set point (derived)
  /// Grid-tie converter at rated current: import capability falls with voltage (P ∝ V below 1 pu).
  bool currentLimited = true;
  double disconnectVoltagePu = 0.3;  ///< below this the tie opens until the sag ends (derived)
};

/// LFP battery: cells of `cellCapacityAh`, strings in series to the bus voltage, strings in
/// parallel to the capacity (rounded up to whole strings). 2-RC Thevenin equivalent circuit.
struct BatteryConfig {
  bool present = true;
  double capacityKwh = 1000.0;    ///< nominal energy (derived: ~0.5 h of the ~2 MW pod)
  double powerLimitKw = 2000.0;   ///< converter rating
  double cellCapacityAh = 280.0;  ///< prismatic LFP cell (datasheets)
  double cellNominalV = 3.2;      ///< LFP nominal (datasheets)
  /// OCV(SOC) at 25 °C: pairs (SOC 0..1, volts). Public LFP cell model table.
  std::vector<std::pair<double, double>> ocvTable{{0.0, 2.928}, {0.05, 3.180}, {0.1, 3.210},
                                                  {0.2, 3.253}, {0.3, 3.284},  {0.5, 3.290},
                                                  {0.6, 3.310}, {1.0, 3.375}};
  double r0Ohm = 0.00025;  ///< ohmic resistance per 280 Ah cell (datasheets 0.2–0.3 mΩ)
  double r1Ohm = 0.00015;  ///< fast RC resistance per cell (derived)
  double tau1S = 20.0;     ///< fast RC time constant (derived 10–30 s)
  double r2Ohm = 0.0002;   ///< slow RC resistance per cell (derived)
  double tau2S = 600.0;    ///< slow RC time constant (derived 300–1000 s)
  double socMin = 0.10;    ///< SOC window floor (derived, usual 10–90 %)
  double socMax = 0.95;    ///< SOC window ceiling (derived)
  double socInitial = 0.80;
  double socTarget = 0.70;             ///< where the controller slowly restores SOC to
  double socRestoreTimeS = 1800.0;     ///< restoring time constant (derived)
  double socRestoreMaxFraction = 0.1;  ///< restoring power ceiling, of powerLimitKw
  double continuousCRate = 1.0;        ///< continuous C-rate (datasheets: 1C)
  double peakCRate = 3.0;              ///< C-rate for seconds (datasheets: ~3–3.5C)
  double peakDurationS = 10.0;         ///< how long the peak C-rate may last (datasheets, derived)
  double converterEfficiency = 0.98;   ///< one-way DC/DC converter (derived: ~92 % DC round trip
                                       ///< including cells, Victron)
  double coulombicEfficiency = 0.999;  ///< charge stored per charge in (LFP, datasheets)
};

/// The 800 V DC bus the racks, the battery and the rectifier share.
struct DcBusConfig {
  double nominalVoltageV = 800.0;      ///< NVIDIA 800 VDC direction
  double rectifierEfficiency = 0.985;  ///< MV AC to 800 VDC solid-state rectifier (secondary)
};

/// Ride-through tolerance the rack PSUs are judged against: the bus may sit below `voltagePu`
/// for at most `maxDurationS`. Default: ITIC (2000) — 0 V for 20 ms, 70 % for 0.5 s, 80 % for
/// 10 s, >= 90 % indefinitely. The PSU hold-up (racks.psu_hold_up_s) extends the 0 V entry.
struct RideThroughConfig {
  std::vector<std::pair<double, double>> curve{{0.7, 0.02}, {0.8, 0.5}, {0.9, 10.0}};
};

/// Energy-management controller: who covers what, and load shedding.
struct EmsConfig {
  /// "genset_island": gensets form the island and set its frequency, the grid supplements through
  /// a ramped converter; "grid": the grid is stiff and takes the residual, gensets run at a set
  /// point. A behind-the-meter pod usually runs islanded (default).
  std::string frequencyReference = "genset_island";
  double bessSmoothingTimeS = 5.0;  ///< filter on the load the AC sources see (derived: 0.1–2 Hz
                                    ///< band of training swings, Choukse et al. 2025)
  double sourceRampMarginFraction = 0.8;  ///< of the gensets' ramp the controller plans to use
  double capReleaseRatePerS = 0.2;        ///< how fast a load-shedding cap is released, clock/s
  /// A deficit the minimum cap cannot absorb trips racks only after this long, so a blip is left
  /// to the PSU hold-up and ride-through (derived: load-shedding relays act in 0.1–0.5 s).
  double shedTripDelayS = 0.5;
  /// Detection and actuation delay of a deeper load-shedding cap, s, at most one control tick:
  /// the EMS sees the deficit after one mains cycle (RMS measurement over 16.7 ms at 60 Hz) and
  /// the cap reaches the GPUs through the rack power-brake path in a few tens of ms (derived;
  /// shorter than the PSUs' 20 ms ITIC hold-up is pointless, longer risks the battery's peak).
  /// A deficit that is gone by then (a short sag) caps nothing.
  double shedResponseS = 0.05;
  double capacityMarginFraction = 0.02;  ///< supply kept in reserve when shedding (derived)
  double minCapClockFactor = 0.2;        ///< deepest cap before racks are tripped (derived)
  double rackRestartDelayS = 60.0;       ///< a power-tripped rack re-energises after this (derived)
  double frequencyLimitPct = 7.0;        ///< ISO 8528-5 class G3 transient frequency dip
  double frequencyRecoveryS = 3.0;       ///< ISO 8528-5 G3 recovery time (reporting)
  /// Battery fast frequency response: full converter power at this island frequency deviation,
  /// % (derived; grid-forming BESS settings 0.5–2 %). 0 disables it.
  double bessFrequencyDroopPct = 1.0;
};

struct PowerConfig {
  int gensetCount = 3;             ///< 3 × 1,200 kW: N+1 for ~2.3 MW IT + cooling (derived)
  double gensetRatingKw = 1200.0;  ///< per unit, electrical
  GensetConfig genset;
  double gridImportLimitKw = 1500.0;  ///< import limit of the tie (reference pod sizing assumption)
  GridConfig grid;
  double batteryCapacityKwh = 1000.0;  ///< mirror of battery.capacityKwh (kept for callers)
  BatteryConfig battery;
  DcBusConfig dcBus;
  RideThroughConfig rideThrough;
  EmsConfig ems;
  double nominalFrequencyHz = 60.0;  ///< island / grid nominal (US 60 Hz; 50 Hz elsewhere)
  double miscLoadKw = 40.0;  ///< lighting, offices, controls, UPS for BMS (derived ~1 % of IT)
  /// Where the mechanical load (CDU pumps, facility pumps, dry-cooler fans) is fed from: "ac_bus"
  /// (default) — the AC switchboard the gensets and the grid feed, so it stops when every AC
  /// source is lost (Uptime Institute Tier Standard: Topology asks for "continuous cooling", i.e.
  /// mechanical load on stored energy, only at Tier IV); "dc_bus" — drives on the 800 V DC bus,
  /// carried by the battery like the racks (continuous cooling).
  std::string mechanicalFeed = "ac_bus";

  bool islanded() const { return ems.frequencyReference == "genset_island"; }
  bool mechanicalOnDcBus() const { return mechanicalFeed == "dc_bus"; }

  void read(JsonReader& r);
  /// Scales counts and ratings for a campus `factor` times the base pod's rack count (benchmarks,
  /// sweeps): genset units, grid limit, battery energy and power, misc load.
  void scale(double factor);
};

/// What the power plant reads of a pod: its own section, the racks it feeds, the job's restart
/// and checkpoint timing and the clocks it steps with. PodConfig (config/pod_config.h) converts to
/// it, so the plant depends on these sections only.
struct PowerPod {
  RackConfig racks;
  PowerConfig power;
  workload::WorkloadConfig workload;
  TimingConfig timing;
};

}  // namespace podtwin::power
