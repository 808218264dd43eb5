#pragma once
// The behind-the-meter generator fleet. Per unit: start sequence, governor (droop plus an
// isochronous load-sharing integrator), a first-order fuel-path lag, a spinning ramp limit and a
// block-load acceptance limit, minimum stable load, trip. The fleet shares one island, so its
// frequency follows the aggregate swing equation
//   2 H df/dt = (P_mech - P_elec) / S_online - D Δf      (per unit, f0 = nominal).
// Per-unit state is stored as contiguous arrays (a campus has hundreds of units).

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>
#include "core/state_list.h"

#include "power/power_config.h"

namespace podtwin::power {

enum class GensetMode : std::uint8_t { Stopped, Starting, Online, Failed };
/// Largest value, for checkpoints (core/state_archive.h).
constexpr GensetMode archivedEnumMax(GensetMode /*unused*/) {
  return GensetMode::Failed;
}

class GensetFleet {
 public:
  GensetFleet(const PowerConfig& cfg, double dtS);

  /// Puts the online units at a steady operating point sharing `electricalLoadW` (t = 0).
  void initialise(double electricalLoadW);
  /// One step as the island's frequency former carrying `electricalLoadW`.
  void stepIsland(double electricalLoadW) { stepIslandOver(electricalLoadW, m_step); }
  /// stepIsland() over the merged step of setMacroSteps, for the multi-rate path (no unit may be
  /// starting: a start's countdown runs in whole electrical steps).
  void stepIslandMacro(double electricalLoadW) { stepIslandOver(electricalLoadW, m_macroStep); }
  /// Caches the governors' constants for a step of `n` electrical steps (stepIslandMacro).
  void setMacroSteps(int n);
  /// Units in their start sequence.
  int starting() const { return m_starting; }
  /// One step behind a stiff grid: frequency is nominal and the units move toward `setPointW`
  /// (whole fleet). Call takeLoad() afterwards.
  void stepDispatch(double setPointW);
  /// In dispatch mode, carries min(mechanical, `electricalLoadW`) (no export); returns it, W.
  double takeLoad(double electricalLoadW);

  /// Trips unit `i` (0-based). Returns false if it was not running or starting.
  bool trip(int i);
  /// Starts unit `i`; it synchronises after the start time. Returns false if already running.
  /// Stops a running or starting unit on command (it can be started again); false when it was not
  /// running.
  bool stop(int i);
  bool start(int i);

  int units() const { return static_cast<int>(m_mode.size()); }
  int online() const { return m_online; }
  GensetMode mode(int i) const { return m_mode[i]; }
  double unitMechanicalW(int i) const;
  /// Electrical output of unit `i`, W (the fleet load shared by rating).
  double unitElectricalW(int i) const;
  /// Unit `i`'s share of a fleet output of `fleetW`, W: equal shares among the online units (equal
  /// ratings), 0 for a unit not online.
  double unitShareW(int i, double fleetW) const;
  double ratingW() const { return m_ratingW; }
  double onlineRatingW() const { return m_online * m_ratingW; }
  double mechanicalW() const { return m_mechTotalW; }
  double electricalW() const { return m_elecTotalW; }
  /// Sum of the online units' spinning ramp, W/s.
  double rampWPerS() const { return m_online * m_rampWPerS; }
  /// Load step the online units accept at once (block-load limit above their ramp anchor, up to
  /// the rating), W.
  double stepHeadroomW() const;
  /// Island frequency deviation, per unit of nominal (negative = under-frequency).
  double frequencyDeviationPu() const { return m_dfPu; }
  /// Fuel energy burned so far (electrical output over efficiency), J.
  double fuelJ() const { return m_fuelJ; }
  bool healthy() const;

  /// The mutable state, for checkpoints (core/state_archive.h).
  template <class Ar>
  void visitState(Ar& ar) {
    if constexpr (!Ar::kReading) materialise();
    PODTWIN_STATE(ar, m_mode, m_startLeftS, m_pMech, m_pSlow, m_pSched, m_online, m_dfPu,
                  m_mechTotalW, m_elecTotalW, m_fuelJ);
    if constexpr (Ar::kReading) {
      m_uniform = false;
      m_starting = static_cast<int>(std::count(m_mode.begin(), m_mode.end(), GensetMode::Starting));
      updateOnlineMask();
    }
  }

 private:
  /// Takes a running or starting unit `i` off the bus into mode `to` (Failed or Stopped).
  bool takeOffline(int i, GensetMode to);
  /// A step's length and what it gives the governors: the fuel-path lag's share of the gap
  /// (1 - exp(-dt / lag)), the isochronous integrator's gain (dt / its time) and the spinning ramp
  /// over the step.
  struct StepLength {
    double dtS = 0.0;
    double lagAlpha = 0.0;
    double integ = 0.0;
    double rampStepW = 0.0;
  };
  StepLength lengthOf(double dtS) const;
  void stepIslandOver(double electricalLoadW, const StepLength& len);
  void advanceStarts(double dtS);
  void updateOnlineMask();
  /// Writes the shared values of a uniform fleet back to the per-unit arrays.
  void materialise();
  /// True (and the shared values set) when every online unit has bit-identical state.
  bool detectUniform();
  /// The online units' mechanical power when all of them produce `unitW` (see onlineSum).
  double uniformSum(double unitW) const;
  /// Moves every online unit's mechanical power toward its command through the block, ramp and
  /// lag limits. The command is `perUnitW` for all (dispatch), or, when `isochronous`, each unit's
  /// load-sharing set point moved by `schedStepW` and offset by `droopW` (island). Returns the
  /// fleet's mechanical power.
  double moveOnlineUnits(const StepLength& len, bool isochronous, double perUnitW,
                         double schedStepW, double droopW);

  GensetConfig m_cfg;
  double m_ratingW;
  double m_rampWPerS;
  double m_blockW;
  double m_minW;
  double m_droop;
  StepLength m_step;       ///< one electrical step
  StepLength m_macroStep;  ///< setMacroSteps' merged step
  std::vector<GensetMode> m_mode;
  std::vector<double> m_startLeftS;
  std::vector<double> m_pMech;   ///< mechanical power, W
  std::vector<double> m_pSlow;   ///< ramp-limited anchor (<= m_pMech) the block limit sits on, W
  std::vector<double> m_pSched;  ///< isochronous load-sharing set point, W
  int m_online = 0;
  int m_starting = 0;                      ///< units in GensetMode::Starting (derived from m_mode)
  std::vector<std::uint8_t> m_onlineMask;  ///< 1 = Online, per unit (derived from m_mode)
  // A fleet whose online units are all in the same state (the usual case: identical units
  // started together) is stepped once, not once per unit. While m_uniform is set the online
  // units' entries of m_pMech, m_pSlow and m_pSched are stale and these hold their values; the
  // result is the same as stepping every unit.
  bool m_uniform = false;
  double m_uMech = 0.0;
  double m_uSlow = 0.0;
  double m_uSched = 0.0;
  std::array<int, 8> m_laneOnline{};  ///< online units per partial sum (see onlineSum)
  /// The lanes with online units, in lane order and by unit count (ascending); m_laneCount used.
  std::array<std::size_t, 8> m_laneInOrder{};
  std::array<std::size_t, 8> m_laneByUnits{};
  std::size_t m_laneCount = 0;
  double m_dfPu = 0.0;
  double m_mechTotalW = 0.0;
  double m_elecTotalW = 0.0;
  double m_fuelJ = 0.0;
};

}  // namespace podtwin::power
