#pragma once
// Snapshot: a copyable picture of the pod at one instant, for the GUI, the CSV writer and tests.
// Plain values and contiguous per-rack arrays; no pointers into the simulation.

#include <cstdint>
#include <string>
#include <vector>

#include "core/event_log.h"

namespace podtwin {

/// Per-rack state flags (bitmask in RackArrays::state).
enum RackState : std::uint8_t {
  kRackOk = 0,
  kRackCapped = 1 << 0,     ///< power-capped (load shedding or an operator cap)
  kRackThrottled = 1 << 1,  ///< at least one GPU thermally throttled
  kRackTripped = 1 << 2,    ///< lost power or thermal shutdown
  kRackIsolated = 1 << 3,   ///< isolation valve closed (or stuck nearly closed)
  kRackLeak = 1 << 4,       ///< leak detected
  kRackAlarm = 1 << 5,      ///< any active alarm on the rack
};

struct GensetSnapshot {
  double powerKw = 0.0;
  double ratingKw = 0.0;
  bool online = false;  ///< synchronised and carrying load
  bool starting = false;
  bool failed = false;
};

struct PumpSnapshot {
  double speedFraction = 0.0;  ///< of rated speed
  double flowLpm = 0.0;
  bool running = false;
  bool failed = false;
  bool standby = false;  ///< ready for the standby logic (stopped, not failed, not held)
  bool held = false;     ///< stopped by the operator
};

struct CduSnapshot {
  double supplyTempC = 0.0;  ///< secondary (rack) supply
  double returnTempC = 0.0;
  double flowLpm = 0.0;
  double dpKpa = 0.0;  ///< loop differential pressure
  double facilitySupplyTempC = 0.0;
  double facilityReturnTempC = 0.0;
  double pumpPowerKw = 0.0;
  double heatKw = 0.0;                 ///< heat moved to the facility water
  double facilityFlowLpm = 0.0;        ///< facility water through the heat exchanger
  double facilityValveFraction = 0.0;  ///< facility-side control valve opening, 0..1
  int pumpsRunning = 0;
  bool tripped = false;
  bool standbyAuto = true;  ///< standby-pump logic automatic (false: the operator's)
  std::vector<PumpSnapshot> pumps;
};

struct DryCoolerSnapshot {
  double fanSpeedFraction = 0.0;
  double powerKw = 0.0;
  double heatKw = 0.0;
  int fansFailed = 0;
  bool failed = false;
};

/// Per-rack values, index = rack id (0-based; targets say rack1 for index 0).
struct RackArrays {
  std::vector<float> powerKw;  ///< IT power drawn
  std::vector<float> capKw;    ///< active cap, 0 = none
  std::vector<float> gpuTempMaxC;
  std::vector<float> gpuTempMeanC;
  std::vector<float> inletTempC;   ///< coolant in
  std::vector<float> outletTempC;  ///< coolant out
  std::vector<float> flowLpm;
  std::vector<float> clockFactor;  ///< slowest GPU's clock factor (1 = full speed)
  std::vector<float> linkUtilMax;  ///< highest utilisation of the rack's leaf uplinks
  std::vector<std::int32_t> gpusThrottled;
  std::vector<std::uint8_t> state;  ///< RackState bits
  std::vector<std::int32_t> cdu;    ///< which CDU feeds it (0-based)
  void resize(std::size_t n);
};

/// A fabric link (static description is in the topology; this is its live state).
struct LinkSnapshot {
  float utilisation = 0.0f;  ///< 0..1 (can exceed 1 when oversubscribed: demand over capacity)
  bool up = true;
};

/// An instrument's reading beside the truth it measures (the sensor layer, model/instruments/).
struct SensorReading {
  std::uint8_t kind = 0;   ///< index into sensorCatalogue() ("flow", "supply_temp", ...)
  std::int32_t index = 0;  ///< 0-based object of its kind (CDU, rack, genset); 0 for pod-wide
  double value = 0.0;      ///< what the instrument shows, in the reading's unit
  double truth = 0.0;      ///< the model's value it measures
  bool valid = true;       ///< false: a dead instrument (reads the bottom of its range)
  std::uint8_t fault = 0;  ///< SensorFaultMode: 0 none, 1 stuck, 2 drift, 3 offset, 4 dead
};

struct Snapshot {
  double timeS = 0.0;
  std::uint64_t tick = 0;

  // --- power (kW unless named otherwise) ---
  double itPowerKw = 0.0;       ///< GPU + CPU + network, served, at the rack PSU output
  double itInputPowerKw = 0.0;  ///< the same at the IT equipment's input (rack PSU input)
  double gpuPowerKw = 0.0;
  double coolingPowerKw = 0.0;     ///< pumps, fans, CDU controls: served
  double coolingDemandKw = 0.0;    ///< pumps, fans, CDU controls: asked for
  double conversionLossKw = 0.0;   ///< PSU, BESS converter, rectifier losses
  double miscPowerKw = 0.0;        ///< served
  double facilityPowerKw = 0.0;    ///< served: IT + cooling + losses + misc
  double pue = 0.0;                ///< facility / IT at the PSU input (ISO/IEC 30134-2); NaN
                                   ///< without IT load
  double puePsuOutput = 0.0;       ///< facility / IT at the PSU output; NaN without IT load
  double pueEnergyWeighted = 0.0;  ///< over the run so far, IT at the PSU input; NaN before IT
  double pueEnergyWeightedPsuOutput = 0.0;  ///< the same with IT at the PSU output
  double generationKw = 0.0;
  double gridImportKw = 0.0;
  double gridVoltagePu = 1.0;
  double gridLimitKw = 0.0;
  bool gridAvailable = true;
  double bessPowerKw = 0.0;  ///< positive = discharging
  double bessSoc = 0.0;      ///< 0..1
  double bessVoltageV = 0.0;
  bool bessAvailable = true;
  double bessReserveSoc = 0.0;     ///< the operator's reserve: no discharge below it, 0..1
  double rectifierInputKw = 0.0;   ///< AC drawn by the rectifier (AC sources − cooling − misc)
  double rectifierOutputKw = 0.0;  ///< DC the rectifier puts on the bus (rack input − battery)
  /// Net power into the ride-through stores (rack PSUs' bulk capacitors, the drives' and
  /// controls' own buffers): + = recharged from the feed after a short loss, − = carrying loads
  /// through one.
  double holdUpStorePowerKw = 0.0;
  double dcBusVoltagePu = 1.0;  ///< racks' DC bus, per unit of nominal (last electrical step)
  double busFrequencyHz = 60.0;
  double frequencyDeviationPct = 0.0;
  double frequencyLimitPct = 7.0;  ///< ISO 8528-5 G3 dynamic dip limit
  std::vector<GensetSnapshot> gensets;
  int racksCapped = 0;
  int racksTripped = 0;  ///< racks out of service for any reason (power, thermal, low flow, leak)
  bool jobRunning = false;
  bool smoothingEnabled = false;

  // --- thermal ---
  int gpusThrottled = 0;
  int gpusShutdown = 0;
  double gpuTempMaxC = 0.0;
  double gpuTempMeanC = 0.0;
  double throttleTempC = 87.0;
  double coolantSupplyTempC = 0.0;  ///< flow-weighted over CDUs
  double coolantReturnTempC = 0.0;
  double coolantFlowLpm = 0.0;  ///< total secondary flow
  double ambientTempC = 0.0;
  double facilityWaterTempC = 0.0;   ///< facility supply (dry coolers to CDUs)
  double facilityReturnTempC = 0.0;  ///< facility return (CDUs to dry coolers)
  double facilityFlowLpm = 0.0;      ///< facility loop flow
  std::vector<CduSnapshot> cdus;
  std::vector<DryCoolerSnapshot> dryCoolers;

  // --- fabric and training ---
  double fabricLinkUtilMax = 0.0;
  double allreduceTimeS = 0.0;
  double stepTimeS = 0.0;
  double mfu = 0.0;
  double tokensPerS = 0.0;
  double costToDateUsd = 0.0;
  double projectedCostUsd = 0.0;
  double projectedDays = 0.0;
  double progressFraction = 0.0;  ///< of the training run's tokens
  double tokensTrained = 0.0;     ///< tokens trained since t = 0
  /// The run's length and total cost if it goes on at its average rate so far (tokens and dollars
  /// per second since t = 0), where projectedDays and projectedCostUsd use the current rate and
  /// swing with every failure. The planning estimate until the first token.
  double projectedDaysAtAverageRate = 0.0;
  double projectedCostAtAverageRateUsd = 0.0;
  bool sharpEnabled = true;
  bool adaptiveRouting = true;
  int linksDown = 0;
  int switchesDown = 0;
  std::vector<LinkSnapshot> links;       ///< index = topology link id
  std::vector<std::uint8_t> switchesUp;  ///< index = topology switch id; 0 = the switch failed

  RackArrays racks;
  /// Every instrument's reading and truth: CDU flows, supply and return temperatures, racks'
  /// hottest GPUs, genset loads, battery SOC, bus voltage and frequency (instruments::SensorBank).
  /// The fields above are the truth; instruments::applyReadings() gives the trainee's picture.
  std::vector<SensorReading> sensors;
  std::vector<LogEntry>
      recentLog;  ///< entries since the previous snapshot taken with drainLog = true
};

}  // namespace podtwin
