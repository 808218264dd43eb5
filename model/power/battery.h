#pragma once
// LFP battery energy storage on the DC bus: a 2-RC Thevenin equivalent circuit per cell (OCV(SOC),
// R0, R1‖C1, R2‖C2), cells in series to the bus voltage and strings in parallel to the capacity,
// coulomb counting, SOC window, power and C-rate limits (continuous and a short peak budget), and
// a DC/DC converter to the bus. Every loss is heat and is counted; the stored energy is the
// chemical energy ∫OCV dQ plus the charge on the RC capacitors.

#include <cstddef>
#include <vector>

#include "power/power_config.h"

namespace podtwin::power {

class Battery {
 public:
  /// `dtS` is the electrical step the battery will be advanced with (exponentials are cached).
  Battery(const BatteryConfig& cfg, double busNominalV, double dtS);

  /// Largest power the battery can deliver to the bus now (W, >= 0); 0 when faulted or empty.
  double maxDischargeW() const;
  /// Largest power the battery can take from the bus now (W, >= 0); 0 when faulted or full.
  double maxChargeW() const;
  /// Exchanges `busPowerW` with the bus for one step (+ = discharge into the bus), clamped to the
  /// limits; returns the bus power actually exchanged, W.
  double step(double busPowerW);

  void setAvailable(bool available) { m_available = available; }
  /// The operator's reserve: the battery stops discharging at this SOC (0..1; the SOC window's
  /// floor applies when it is lower).
  void setReserveSoc(double soc) { m_reserveSoc = soc; }
  double reserveSoc() const { return m_reserveSoc; }
  bool available() const { return m_available; }
  bool present() const { return m_cfg.present; }

  double soc() const { return m_soc; }
  /// Cell open-circuit voltage at a state of charge, V (linear in the OCV table).
  double cellOcvV(double soc) const;
  /// Pack terminal voltage at the last step's current, V.
  double terminalVoltageV() const { return m_terminalV; }
  double packCurrentA() const { return m_currentA; }
  /// Energy stored now (chemical + RC capacitors), J; differences are what matters.
  double storedEnergyJ() const;
  /// Chemical energy between SOC 0 and `soc` for the whole pack, J.
  double chemicalEnergyJ(double soc) const;
  /// Cumulative losses (cell ohmic, RC, coulombic, converter), J.
  double lossJ() const { return m_lossJ; }
  double lastLossW() const { return m_lastLossW; }
  /// Usable pack size after rounding up to whole strings.
  double capacityAh() const { return m_capacityAh; }
  double nominalEnergyJ() const;
  int cellsInSeries() const { return m_series; }
  int stringsInParallel() const { return m_parallel; }
  const BatteryConfig& config() const { return m_cfg; }
  bool healthy() const;

  /// The mutable state, for checkpoints (core/state_archive.h).
  template <class Ar>
  void visitState(Ar& ar) {
    ar(m_available, m_soc, m_v1, m_v2, m_peakBudgetS, m_terminalV, m_currentA, m_lossJ, m_lastLossW,
       m_reserveSoc);
  }

 private:
  double currentLimitA() const;
  double packEmfV() const;

  BatteryConfig m_cfg;
  double m_dtS;
  int m_series = 1;
  int m_parallel = 1;
  double m_capacityAh = 0.0;
  double m_packR0 = 0.0;
  double m_a1 = 0.0;
  double m_a2 = 0.0;
  std::vector<double> m_ocvCum;  ///< ∫OCV dSOC at each table point, cell V
  bool m_available = true;
  double m_reserveSoc = 0.0;
  double m_soc = 0.5;
  double m_v1 = 0.0;  ///< cell RC voltages, V
  double m_v2 = 0.0;
  double m_peakBudgetS = 0.0;  ///< seconds left at the peak C-rate
  double m_terminalV = 0.0;
  // The last cellOcvV lookup: the step asks for the same SOC several times (limits, EMF, losses).
  mutable double m_ocvMemoSoc = -1.0;
  mutable double m_ocvMemoV = 0.0;
  double m_currentA = 0.0;
  double m_lossJ = 0.0;
  double m_lastLossW = 0.0;
};

}  // namespace podtwin::power
