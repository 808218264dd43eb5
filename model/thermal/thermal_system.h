#pragma once
// Direct-to-chip liquid cooling: per-GPU die and cold-plate nodes, rack manifolds with isolation
// valves, CDUs with N+1 pumps and a counter-flow heat exchanger, the facility water loop and dry
// coolers, advanced once per control tick by Simulation.
//
// Order inside one tick: valves and leaks → CDU pumps and operating points → rack branch flows →
// GPU and rack coolant nodes (inlet = CDU supply of the previous tick) → CDU exchangers and supply
// nodes → facility loop and dry coolers → alarms, throttle and trip logic → outputs and ledger.

#include <cstdint>
#include <span>
#include <string>
#include <vector>
#include "core/state_list.h"

#include "core/event_log.h"
#include "core/rack_arrays.h"
#include "scenario/scenario.h"
#include "thermal/ambient.h"
#include "thermal/cdu.h"
#include "thermal/facility_loop.h"
#include "thermal/gpu_thermal.h"
#include "thermal/rack_loop.h"
#include "thermal/thermal_config.h"
#include "thermal/thermal_snapshot.h"

namespace podtwin::thermal {

struct ThermalTickInput {
  double t0S = 0.0;
  double dtS = 0.1;
  std::span<const double> rackGpuPowerW;  ///< [racks] mean board power per GPU over the tick
  std::span<const double> rackItPowerW;  ///< [racks] whole-rack IT power (GPU + rest) over the tick
  /// Share of the tick the mechanical load (CDU pumps, facility pumps, dry-cooler fans) had power,
  /// 0..1, as the electrical plant served it: without power pumps coast down and fans stop.
  double mechanicalPoweredFraction = 1.0;
};

struct ThermalTickOutput {
  std::vector<double> rackClockFactor;  ///< [racks] slowest GPU's clock factor after throttling
  std::vector<std::uint8_t>
      rackThermalTrip;         ///< [racks] 1 = thermal shutdown or isolated (no cooling)
  double coolingPowerW = 0.0;  ///< pumps + fans + CDU controls, electrical
  template <class Ar>
  void visitState(Ar& ar) {
    PODTWIN_STATE(ar, rackClockFactor, rackThermalTrip, coolingPowerW);
  }
};

/// Heat bookkeeping over the run (J), for the conservation tests.
struct HeatLedger {
  double heatInJ = 0.0;        ///< IT heat into the liquid (and the air share, if modelled)
  double heatRejectedJ = 0.0;  ///< to ambient via the dry coolers (+ air share, leaked coolant)
  double storedChangeJ = 0.0;  ///< change of sensible heat in dies, plates, coolant, facility water
  double airJ = 0.0;           ///< part of heatRejectedJ: non-GPU IT heat to room air
  double dryCoolerJ = 0.0;     ///< part of heatRejectedJ: through the dry coolers
  /// The mutable state, for checkpoints (core/state_archive.h).
  template <class Ar>
  void visitState(Ar& ar) {
    PODTWIN_STATE(ar, heatInJ, heatRejectedJ, storedChangeJ, airJ, dryCoolerJ);
  }
  double relativeBalanceError() const;
};

/// Why a rack is down (bits).
enum RackTrip : std::uint8_t {
  kTripNone = 0,
  kTripThermal = 1,   ///< a GPU passed the shutdown temperature
  kTripIsolated = 2,  ///< the BMS shut the rack down when its valve was commanded closed
  kTripLowFlow = 4,   ///< low-flow interlock: coolant flow below the limit for the trip delay
};

class ThermalSystem {
 public:
  ThermalSystem(const ThermalPod& pod, std::uint64_t seed);

  void advance(const ThermalTickInput& in, ThermalTickOutput& out, EventLog& log);
  /// Applies a Thermal event at time `tS`; Rejected (logged) for an object this pod lacks,
  /// NotHandled if the type is not a thermal event.
  EventResult applyEvent(const Event& e, double tS, EventLog& log);
  void fillSnapshot(ThermalSnapshot& s, RackArrays& racks) const;
  /// Fills only the thermal fields instruments measure (per-CDU flow, supply and return
  /// temperatures; each rack's hottest GPU), with the values fillSnapshot gives them.
  void fillSensorTruth(ThermalSnapshot& s, RackArrays& racks) const;
  /// The heat ledger. The stored-energy term is a sum over every GPU, so it is computed when asked
  /// for, not on every tick.
  const HeatLedger& ledger() const {
    refreshStoredChange();
    return m_ledger;
  }
  /// GPUs throttled now and the hottest junction now (cheap accessors for per-tick statistics).
  int gpusThrottled() const { return m_gpusThrottled; }
  double gpuTempMaxC() const { return m_gpuTempMaxC; }
  bool healthy(std::string& why) const;

  // --- inspection (tests, views) ---
  std::size_t rackCount() const { return m_nRacks; }
  int cduOfRack(std::size_t rack) const { return m_rackCdu[rack]; }
  const Cdu& cdu(std::size_t i) const { return m_cdus[i]; }
  std::size_t cduCount() const { return m_cdus.size(); }
  const FacilityLoop& facility() const { return m_facility; }
  const DryCoolerBank& dryCoolers() const { return m_coolers; }
  const Ambient& ambient() const { return m_ambient; }
  const RackLoops& rackLoops() const { return m_racks; }
  const GpuArrays& gpus() const { return m_gpu; }
  double rackFlowM3PerS(std::size_t rack) const { return m_racks.flowM3PerS[rack]; }
  double rackNominalFlowM3PerS() const { return m_rackNominalFlowM3PerS; }
  double rackInletC(std::size_t rack) const { return m_racks.inletC[rack]; }
  double rackOutletC(std::size_t rack) const { return m_racks.coolantC[rack]; }
  /// Heat into the rack's liquid over the last tick (GPU plates + liquid-cooled rest), W.
  double rackLiquidHeatW(std::size_t rack) const { return m_rackLiquidW[rack]; }
  double rackGpuTempMaxC(std::size_t rack) const { return m_rackMaxDieC[rack]; }
  int rackGpusThrottled(std::size_t rack) const { return m_rackThrottled[rack]; }
  std::uint8_t rackTrip(std::size_t rack) const { return m_rackTrip[rack]; }
  /// Whether a detected leak on the rack closes its valve by itself (auto) or only alarms.
  bool leakAutoIsolate(std::size_t rack) const { return m_leakAutoIsolate[rack] != 0; }
  double coolingPowerW() const { return m_coolingPowerW; }
  /// Electrical load of the plant as it stands (pumps, CDU controls, facility pumps, fans) plus the
  /// air-cooling overhead on `itW` of IT load, W.
  double coolingPowerForItW(double itW) const { return coolingPowerForItW(itW, 1.0); }
  /// The same with the mechanical load powered for the share `powered` of a tick (the air-cooling
  /// overhead, chillers and CRAH fans, stops with it).
  double coolingPowerForItW(double itW, double powered) const;
  /// The cooling load the plant would draw after one tick of `in` from the present state, W (a
  /// probe on a copy: this system is not changed, nothing is logged).
  double coolingPowerAfterTickW(const ThermalTickInput& in) const;
  double pumpPowerW() const;  ///< CDU pumps, W
  double fanPowerW() const { return m_coolers.powerW(); }
  double ambientC() const { return m_ambientC; }
  const ThermalConfig& config() const { return m_cfg; }

  /// The mutable state, for checkpoints (core/state_archive.h).
  template <class Ar>
  void visitState(Ar& ar) {
    refreshStoredChange();
    PODTWIN_STATE(ar, m_gpu, m_racks, m_rackLiquidW, m_rackMaxDieC, m_rackMeanDieC, m_rackThrottled,
                  m_rackTrip, m_rackTripS, m_isolationCommanded, m_alarmThrottle, m_alarmLowFlow,
                  m_lowFlowSinceS, m_alarmLeak, m_leakAutoIsolate, m_lastOpening, m_cdus,
                  m_facility, m_coolers, m_ambient, m_streams, m_ledger, m_storedInitialJ,
                  m_gpusThrottled, m_gpuTempMaxC, m_gpuTempMeanC, m_coolingPowerW, m_ambientC,
                  m_timeS, m_badInput);
    refreshCduHealth();  // of the CDUs just read (or written: unchanged)
  }

 private:
  /// The handlers of the thermal event rows (thermal/thermal_events.cpp).
  friend struct ThermalEvents;
  /// Valves and leaks, then per CDU: hydraulics, its racks' GPUs, coolant and protection, and its
  /// exchanger and supply node (`facilityFlowFactor`: the facility flow's powered share).
  void stepRacks(const ThermalTickInput& in, double facilityFlowFactor, EventLog& log);
  void rackProtection(std::size_t i, const GpuRackStep& g, double tS, EventLog& log);
  /// `reason` names why for the views ("operator", "leak"); `why` says it in English.
  void commandIsolation(std::size_t rack, double tS, EventLog& log, const char* reason,
                        const std::string& why);
  void openValve(std::size_t rack, double tS, EventLog& log);
  double storedEnergyJ() const;
  void refreshStoredChange() const;
  /// Sets m_cduHealthy from every CDU's state.
  void refreshCduHealth();
  /// The plant's electrical load with the CDU pumps drawing `cduPumpW` (coolingPowerForItW).
  double plantPowerW(double cduPumpW, double itW, double powered) const;
  bool rackIndex(const Event& e, std::size_t& rack, EventLog& log, double tS) const;

  ThermalConfig m_cfg;  ///< with sub-config counts set from the authoritative fields
  CduConfig m_cduCfg;
  DryCoolerConfig m_dcCfg;
  std::size_t m_nRacks = 0;
  std::size_t m_gpusPerRack = 0;
  double m_rackNominalFlowM3PerS = 0.0;
  double m_gpuNominalFlowM3PerS = 0.0;
  double m_rackVolumeM3 = 0.0;

  GpuArrays m_gpu;
  RackLoops m_racks;
  std::vector<int> m_rackCdu;
  std::vector<std::size_t> m_cduFirstRack;  ///< [cdus + 1] contiguous rack ranges
  std::vector<double> m_rackLiquidW;
  std::vector<double> m_rackMaxDieC;
  std::vector<double> m_rackMeanDieC;
  std::vector<int> m_rackThrottled;
  std::vector<std::uint8_t> m_rackTrip;
  std::vector<double> m_rackTripS;
  std::vector<double> m_lowFlowSinceS;  ///< when the flow fell below the limit; -1 = not low
  std::vector<std::uint8_t> m_isolationCommanded;
  std::vector<std::uint8_t> m_alarmThrottle;
  std::vector<std::uint8_t> m_alarmLowFlow;
  std::vector<std::uint8_t> m_alarmLeak;
  std::vector<std::uint8_t> m_leakAutoIsolate;  ///< 1 = a detected leak isolates the rack (auto)
  std::vector<double> m_lastOpening;            ///< valve opening of the cached branch coefficient

  std::vector<Cdu> m_cdus;
  FacilityLoop m_facility;
  DryCoolerBank m_coolers;
  Ambient m_ambient;
  std::vector<FacilityStream> m_streams;
  // Scratch of one tick, not state. The per-CDU region runs on several cores, and a cache line
  // written on one core and read on another must travel between their caches (a few hundred ns
  // on the two-core build VM). So what the region and the serial code around it hand each other
  // is kept small: per CDU where a reduction allows it, one double per rack where a sum must stay
  // in rack order; per-rack entries the other side reads are stored only when they change.
  std::vector<CduRackSums> m_sumsScratch;
  std::vector<double>
      m_rackSumDieC;  ///< Σ junction °C of each rack's GPUs, for the rack-order mean
  std::vector<double> m_cduMaxDieC;  ///< hottest junction of each CDU's racks, °C
  std::vector<int> m_cduThrottled;   ///< throttled GPUs on each CDU's racks in service
  std::vector<double> m_cduPumpW;    ///< each CDU's pump power, W
  /// 1 while the CDU's state is finite (Cdu::healthy), kept by the tick that changes the state and
  /// on restore, so the health check after every tick reads one byte per CDU.
  std::vector<std::uint8_t> m_cduHealthy;
  /// Racks per parallel chunk (a chunk is whole CDUs with about this many racks): 64 racks of 72
  /// GPUs are ~110 kB of GPU state, enough work per task that scheduling costs little, and a small
  /// pod (up to 64 racks) runs on the calling thread.
  static constexpr std::size_t kRacksPerChunk = 64;

  mutable HeatLedger m_ledger;
  mutable bool m_storedStale = false;  ///< m_ledger.storedChangeJ predates the last tick
  double m_storedInitialJ = 0.0;
  int m_gpusThrottled = 0;
  double m_gpuTempMaxC = 0.0;
  double m_gpuTempMeanC = 0.0;
  double m_coolingPowerW = 0.0;
  double m_ambientC = 0.0;
  double m_timeS = 0.0;
  std::string m_badInput;
};

}  // namespace podtwin::thermal
