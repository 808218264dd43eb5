#pragma once
// Coolant distribution unit: N+1 variable-speed pumps holding the rack-header differential
// pressure with a PI controller, duty/standby changeover with a start delay, coast-down on
// failure, the hydraulic operating point solved each tick, an expansion tank (inventory), a
// counter-flow liquid-liquid heat exchanger to the facility water with a facility-side valve that
// holds the secondary supply temperature. Sources: model/README.md ("Thermal-hydraulics").

#include <string>
#include <vector>
#include "core/state_list.h"

#include "core/event_log.h"
#include "thermal/coolant.h"
#include "thermal/pump.h"

namespace podtwin {
class JsonReader;
}

namespace podtwin::thermal {

struct CduConfig {
  int count = 2;  ///< one CDU per SuperPOD SU of 8 racks (~1.1 MW; CDUs are 1.3–2.5 MW units)
  int pumps = 3;  ///< N+1: 2 duty + 1 standby (CDU checklists)
  int standbyPumps = 1;
  double dpSetpointKpa = 100.0;  ///< rack-header Δp = branch Δp at nominal flow (derived)
  double internalDpKpa = 100.0;  ///< HX + strainer + piping at design flow (derived; 0.5–3 bar)
  double pumpShutoffHeadKpa = 340.0;   ///< per pump, full speed (derived curve)
  double pumpHeadAtDesignKpa = 260.0;  ///< per pump at its design share of flow, full speed
  double pumpBepEfficiency = 0.75;  ///< hydraulic, at best efficiency (textbook range 0.7–0.85)
  double driveEfficiency = 0.92;    ///< motor × VFD (IE3 motor + VFD, secondary)
  double pumpMinSpeed = 0.2;        ///< VFD minimum speed fraction (derived)
  double pumpRampPerS = 0.25;       ///< speed fraction per second (VFD acceleration ramp, derived)
  double standbyStartDelayS = 3.0;  ///< standby pump start after a failure (assumption, a few s)
  double coastDownTimeConstantS = 2.0;  ///< pump run-down time constant (assumption, a few s)
  double dpKp = 0.1;  ///< PI gain, speed per unit relative Δp error (loop gain ≈ 3 ⇒ keep < 0.3)
  double dpTiS = 1.0;             ///< PI integral time (≈ 3 s closed-loop time constant)
  double supplySetpointC = 35.0;  ///< secondary supply: facility 32 °C + 3 K (W17–W45; derived)
  double hxApproachK = 2.5;  ///< secondary supply − facility supply at design, valve open (3–4 K)
  double facilityDesignDeltaTK = 9.0;  ///< facility-side rise at design, valve open (derived)
  double supplyVolumeL = 300.0;        ///< CDU piping + tank on the supply side (derived)
  double reservoirVolumeL = 200.0;     ///< expansion tank make-up volume (derived)
  double reservoirLowFraction = 0.5;   ///< low-pressure alarm below this tank level (derived)
  double reservoirTripFraction = 0.1;  ///< dry-run protection stops the pumps (derived)
  double controlsPowerW = 500.0;       ///< PLC, sensors, valve actuators (derived)
  double highSupplyAlarmK = 3.0;       ///< alarm above set point + this (derived)
  double lowDpFraction = 0.5;          ///< low-pressure alarm below this share of the Δp set point
  double valveKp = 0.3;                ///< facility valve PI gain, opening per K
  double valveTiS = 30.0;
  double facilityValveMin = 0.05;
  void read(JsonReader& r);
};

struct PumpState {
  double speed = 0.0;  ///< fraction of rated
  double flowM3PerS = 0.0;
  double powerW = 0.0;
  bool running = false;  ///< commanded on
  bool failed = false;
  bool held = false;  ///< stopped by the operator: the standby logic does not start it
  /// The mutable state, for checkpoints (core/state_archive.h).
  template <class Ar>
  void visitState(Ar& ar) {
    PODTWIN_STATE(ar, speed, flowM3PerS, powerW, running, failed, held);
  }
};

/// Inputs of one CDU tick from its racks and the facility loop.
struct CduRackSums {
  double branchCoeffSum = 0.0;  ///< Σ c of the CDU's racks
  double leakM3PerS = 0.0;      ///< leaks upstream of closed valves (drain the tank)
};

class Cdu {
 public:
  Cdu(const CduConfig& c, int index, double designFlowM3PerS, double designHeatW,
      const Coolant& coolant, const Coolant& water, double facilitySupplyC, double exponent);

  /// Pump logic (duty/standby, trip, coast-down) and the speed controller, then the operating
  /// point. Returns the rack-header Δp (Pa) so the caller can compute branch flows. `powered` is
  /// the share of the tick the pump drives had power (0..1): without it a running pump coasts down
  /// like a failed one and draws nothing, and when power is back it ramps up from the speed it
  /// coasted to.
  double stepHydraulics(const CduConfig& c, const CduRackSums& racks, double tS, double dtS,
                        EventLog& log, double powered = 1.0);
  /// Heat exchanger and supply node, given the mixed return (°C) and the facility supply (°C).
  /// `facilityFlowFactor` scales the facility-side flow the valve asks for (facility pumps
  /// coasting without power).
  void stepThermal(const CduConfig& c, double returnC, double facilitySupplyC, double dtS,
                   double facilityFlowFactor = 1.0);
  /// Alarm transitions (high supply temperature, low pressure).
  void updateAlarms(const CduConfig& c, double tS, EventLog& log);

  /// Fails a pump; `alarm` false when its status contact does not report it (no pump alarm).
  void failPump(int pump, double tS, EventLog& log, bool alarm = true);
  void restorePump(int pump, double tS, EventLog& log);
  void trip(double tS, EventLog& log);
  void restore(const CduConfig& c, double tS, EventLog& log);
  void setSupplySetpointC(double c) { m_setpointC = c; }
  /// Operator start of a pump: refused (false, logged) when it has failed or the CDU is tripped.
  bool startPump(int pump, double tS, EventLog& log);
  /// Operator stop of a pump; it stays stopped until the operator starts it again.
  void stopPump(int pump, double tS, EventLog& log);
  /// Automatic standby changeover on (auto) or off (manual: the operator starts the standby).
  void setStandbyAuto(bool on) { m_standbyAuto = on; }
  bool standbyAuto() const { return m_standbyAuto; }

  std::string name() const { return "cdu" + std::to_string(m_index + 1); }
  const std::vector<PumpState>& pumps() const { return m_pumps; }
  double flowM3PerS() const { return m_flowM3PerS; }
  double branchDpPa() const { return m_dpPa; }
  double supplyC() const { return m_supplyC; }
  double returnC() const { return m_returnC; }
  double heatW() const { return m_hxHeatW; }
  double facilityFlowM3PerS() const { return m_facilityFlowM3PerS; }
  double facilityOutC() const { return m_facilityOutC; }
  double facilityInC() const { return m_facilityInC; }
  double facilityValve() const { return m_valve; }
  double facilityDesignFlowM3PerS() const { return m_facilityDesignFlowM3PerS; }
  double pumpPowerW() const { return m_pumpPowerW; }
  double reservoirFraction() const;
  double supplySetpointC() const { return m_setpointC; }
  double designFlowM3PerS() const { return m_designFlowM3PerS; }
  /// Heat capacity of the supply node, J/K (for the heat ledger).
  double supplyCapacityJPerK() const { return m_supplyCapJPerK; }
  int pumpsRunning() const;
  bool tripped() const { return m_tripped || m_lowLevelTrip; }
  bool healthy() const;

  /// The mutable state, for checkpoints (core/state_archive.h).
  template <class Ar>
  void visitState(Ar& ar) {
    PODTWIN_STATE(ar, m_pumps, m_integral, m_speedCmd, m_standbyAtS, m_tripped, m_lowLevelTrip,
                  m_reservoirM3, m_flowM3PerS, m_dpPa, m_dpSetPa, m_supplyC, m_returnC, m_hxHeatW,
                  m_valve, m_valveIntegral, m_facilityFlowM3PerS, m_facilityInC, m_facilityOutC,
                  m_pumpPowerW, m_setpointC, m_alarmHighSupply, m_alarmLowPressure, m_standbyAuto);
  }

 private:
  void pumpLogic(const CduConfig& c, double tS, EventLog& log);

  int m_index;
  const Coolant* m_coolant;
  const Coolant* m_water;
  double m_exponent;
  double m_designFlowM3PerS;
  double m_kInternal = 0.0;
  double m_uaDesignWPerK = 0.0;
  double m_facilityDesignFlowM3PerS = 0.0;
  double m_supplyCapJPerK = 0.0;
  PumpCurve m_curve;
  std::vector<PumpState> m_pumps;
  double m_integral = 0.0;
  double m_speedCmd = 0.0;
  double m_standbyAtS = -1.0;  ///< when the standby pump starts; < 0 = not armed
  bool m_tripped = false;
  bool m_lowLevelTrip = false;
  double m_reservoirM3 = 0.0;
  double m_reservoirFullM3 = 0.0;
  double m_flowM3PerS = 0.0;
  double m_dpPa = 0.0;
  double m_dpSetPa = 0.0;
  double m_supplyC = 0.0;
  double m_returnC = 0.0;
  double m_hxHeatW = 0.0;
  double m_valve = 1.0;
  double m_valveIntegral = 1.0;
  double m_facilityFlowM3PerS = 0.0;
  double m_facilityInC = 0.0;
  double m_facilityOutC = 0.0;
  double m_pumpPowerW = 0.0;
  double m_setpointC = 30.0;
  bool m_alarmHighSupply = false;
  bool m_alarmLowPressure = false;
  bool m_standbyAuto = true;
};

}  // namespace podtwin::thermal
