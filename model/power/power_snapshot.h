#pragma once
// The power plant's part of a snapshot (sim/snapshot.h composes the parts).

#include <vector>

namespace podtwin {

struct GensetSnapshot {
  double powerKw = 0.0;
  double ratingKw = 0.0;
  bool online = false;  ///< synchronised and carrying load
  bool starting = false;
  bool failed = false;
};

/// The plant's figures at one instant (kW unless named otherwise).
struct PowerSnapshot {
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
};

}  // namespace podtwin
