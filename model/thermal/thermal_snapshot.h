#pragma once
// Thermal-hydraulics' part of a snapshot (sim/snapshot.h composes the parts).

#include <vector>

namespace podtwin {

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

/// The coolant loops, CDUs and dry coolers at one instant.
struct ThermalSnapshot {
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
};

}  // namespace podtwin
