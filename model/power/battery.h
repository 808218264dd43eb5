#pragma once
// LFP battery energy storage on the DC bus: a 2-RC Thevenin equivalent circuit per cell (OCV(SOC),
// R0, R1‖C1, R2‖C2), cells in series to the bus voltage and strings in parallel to the capacity,
// coulomb counting, SOC window, power and C-rate limits (continuous and a short peak budget), and
// a DC/DC converter to the bus. Every loss is heat and is counted; the stored energy is the
// chemical energy ∫OCV dQ plus the charge on the RC capacitors.

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <vector>
#include "core/state_list.h"

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
  /// Largest power the battery can deliver to the bus once its peak budget is spent (W, >= 0):
  /// maxDischargeW() at the continuous C-rate, which is what it can hold for minutes.
  double maxContinuousDischargeW() const;
  /// Exchanges `busPowerW` with the bus for one step (+ = discharge into the bus), clamped to the
  /// limits; returns the bus power actually exchanged, W.
  /// Inline (below): the plant calls it every electrical step.
  double step(double busPowerW) { return stepOver(busPowerW, m_step); }
  /// step() over `macroSteps` electrical steps at once (setMacroSteps), for the multi-rate path.
  double stepMacro(double busPowerW) { return stepOver(busPowerW, m_macroStep); }
  /// Caches the RC branches' decay over `n` electrical steps for stepMacro.
  void setMacroSteps(int n);

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
  double terminalVoltageV() const {
    refreshTerminalV();
    return m_terminalV;
  }
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
    if constexpr (!Ar::kReading) refreshTerminalV();
    PODTWIN_STATE(ar, m_available, m_soc, m_v1, m_v2, m_peakBudgetS, m_terminalV, m_currentA,
                  m_lossJ, m_lastLossW, m_reserveSoc);
    if constexpr (Ar::kReading) m_terminalVStale = false;
  }

 private:
  /// SOC band over which the power limit tapers to zero at the window edges, so one 1 ms step can
  /// never overshoot the window (derived).
  static constexpr double kSocTaper = 0.002;

  void refreshTerminalV() const {
    if (!m_terminalVStale) return;
    m_terminalV = m_currentA != 0.0 ? m_lastTerminalW / m_currentA : m_lastEmfV;
    m_terminalVStale = false;
  }
  double currentLimitA() const;
  double packEmfV() const;
  /// maxDischargeW / maxChargeW at a pack EMF `e` (packEmfV() of the present state), W; the
  /// discharge limit at a pack current limit `limitA` (currentLimitA() for maxDischargeW).
  double dischargeLimitW(double e, double limitA) const;
  double chargeLimitW(double e) const;

  /// A step's length and the RC branches' decay over it, exp(-dt / tau).
  struct StepLength {
    double dtS = 0.0;
    double a1 = 0.0;
    double a2 = 0.0;
  };
  StepLength lengthOf(double dtS) const;
  double stepOver(double busPowerW, const StepLength& s);

  BatteryConfig m_cfg;
  StepLength m_step;       ///< one electrical step
  StepLength m_macroStep;  ///< setMacroSteps' merged step
  int m_series = 1;
  int m_parallel = 1;
  double m_capacityAh = 0.0;
  double m_packR0 = 0.0;
  std::vector<double> m_ocvCum;  ///< ∫OCV dSOC at each table point, cell V
  bool m_available = true;
  double m_reserveSoc = 0.0;
  double m_soc = 0.5;
  double m_v1 = 0.0;  ///< cell RC voltages, V
  double m_v2 = 0.0;
  double m_peakBudgetS = 0.0;  ///< seconds left at the peak C-rate
  /// Terminal voltage at the last step's current. The step leaves the division to the first
  /// reader (snapshots read it once per tick, the step runs every millisecond): while stale it is
  /// m_lastTerminalW / m_currentA, or m_lastEmfV at zero current.
  mutable double m_terminalV = 0.0;
  mutable bool m_terminalVStale = false;
  double m_lastTerminalW = 0.0;
  double m_lastEmfV = 0.0;
  // The last cellOcvV lookup: the step asks for the same SOC several times (limits, EMF, losses).
  mutable double m_ocvMemoSoc = -1.0;
  mutable double m_ocvMemoV = 0.0;
  mutable std::size_t m_ocvSegment = 0;  ///< table point closing the last lookup's segment
  double m_currentA = 0.0;
  double m_lossJ = 0.0;
  double m_lastLossW = 0.0;
};

inline double Battery::cellOcvV(double soc) const {
  if (soc == m_ocvMemoSoc) return m_ocvMemoV;
  const auto& t = m_cfg.ocvTable;
  double v = t.back().second;
  if (soc <= t.front().first) {
    v = t.front().second;
  } else {
    // The table's SOCs strictly increase, so the segment of the last lookup is the first point at
    // or above `soc` when `soc` lies inside it (the SOC moves little between steps).
    std::size_t i = m_ocvSegment;
    if (!(i > 0 && i < t.size() && soc > t[i - 1].first && soc <= t[i].first)) {
      for (i = 1; i < t.size() && !(soc <= t[i].first); ++i) {
      }
    }
    if (i < t.size()) {
      const double f = (soc - t[i - 1].first) / (t[i].first - t[i - 1].first);
      v = t[i - 1].second + f * (t[i].second - t[i - 1].second);
      m_ocvSegment = i;
    }
  }
  m_ocvMemoSoc = soc;
  m_ocvMemoV = v;
  return v;
}

inline double Battery::packEmfV() const {
  return m_series * (cellOcvV(m_soc) - m_v1 - m_v2);
}

inline double Battery::currentLimitA() const {
  const double c = m_peakBudgetS > 0.0 ? m_cfg.peakCRate : m_cfg.continuousCRate;
  return c * m_capacityAh;
}

inline double Battery::dischargeLimitW(double e, double limitA) const {
  if (!m_available || !m_cfg.present) return 0.0;
  const double floor = std::max(m_cfg.socMin, m_reserveSoc);
  // Division is monotonic, so a margin of at least kSocTaper gives a quotient of at least 1.
  const double margin = m_soc - floor;
  const double taper = margin >= kSocTaper ? 1.0 : std::clamp(margin / kSocTaper, 0.0, 1.0);
  if (taper <= 0.0) return 0.0;
  // min(limit, e / 2R): when e exceeds limit × 2R by a relative 1e-9 (far more than the product's
  // and the quotient's rounding), the rounded quotient is not below the limit.
  const double twoR = 2.0 * m_packR0;
  const double i = e >= limitA * twoR * (1.0 + 1e-9) ? limitA : std::min(limitA, e / twoR);
  const double terminalW = std::max(0.0, e * i - i * i * m_packR0);
  return taper * std::min(m_cfg.powerLimitKw * 1e3, terminalW * m_cfg.converterEfficiency);
}

inline double Battery::chargeLimitW(double e) const {
  if (!m_available || !m_cfg.present) return 0.0;
  const double margin = m_cfg.socMax - m_soc;
  const double taper = margin >= kSocTaper ? 1.0 : std::clamp(margin / kSocTaper, 0.0, 1.0);
  if (taper <= 0.0) return 0.0;
  const double i = currentLimitA();
  const double terminalW = e * i + i * i * m_packR0;
  return taper * std::min(m_cfg.powerLimitKw * 1e3, terminalW / m_cfg.converterEfficiency);
}

inline double Battery::stepOver(double busPowerW, const StepLength& s) {
  // Read before the state is written (`s` is one of this object's members).
  const double dt = s.dtS;
  const double a1 = s.a1;
  const double a2 = s.a2;
  const double ocv = cellOcvV(m_soc);
  const double e = m_series * (ocv - m_v1 - m_v2);  // packEmfV()
  // std::clamp(busPowerW, -maxChargeW(), maxDischargeW()), evaluating only the limit on the side
  // the request is on (the other one cannot bind: both limits are >= 0).
  double bus = busPowerW;
  if (busPowerW < 0.0) {
    const double lo = -chargeLimitW(e);
    if (busPowerW < lo) bus = lo;
  } else if (busPowerW > 0.0) {
    const double hi = dischargeLimitW(e, currentLimitA());
    if (hi < busPowerW) bus = hi;
  }
  if (!std::isfinite(bus)) bus = 0.0;
  const double eta = m_cfg.converterEfficiency;
  // Terminal (cell side) power: the converter loses (1 - eta) of what passes through it.
  const double terminalW = bus >= 0.0 ? bus / eta : bus * eta;
  const double converterLossW = terminalW - bus;  // >= 0 both ways
  const double r = m_packR0;
  // P = I (E - I R)  =>  I = (E - sqrt(E^2 - 4 R P)) / (2 R); the limits keep the root real.
  const double disc = std::max(0.0, e * e - 4.0 * r * terminalW);
  const double i = (e - std::sqrt(disc)) / (2.0 * r);
  const double iCell = i / m_parallel;
  const double cells = static_cast<double>(m_series) * m_parallel;

  // Losses over the step, from the state at its start: ohmic, RC resistors, coulombic.
  double lossW = i * i * r + converterLossW;
  if (m_cfg.r1Ohm > 0.0) lossW += cells * m_v1 * m_v1 / m_cfg.r1Ohm;
  if (m_cfg.r2Ohm > 0.0) lossW += cells * m_v2 * m_v2 / m_cfg.r2Ohm;
  const double ocvPack = m_series * ocv;
  double storedA = i;  // charge leaving the cells (negative when charging)
  if (i < 0.0) {
    storedA = i * m_cfg.coulombicEfficiency;
    lossW += -(i - storedA) * ocvPack;
  }
  m_soc -= storedA * dt / (m_capacityAh * 3600.0);
  m_soc = std::clamp(m_soc, 0.0, 1.0);
  m_v1 = m_v1 * a1 + m_cfg.r1Ohm * iCell * (1.0 - a1);
  m_v2 = m_v2 * a2 + m_cfg.r2Ohm * iCell * (1.0 - a2);

  // Peak C-rate budget: spent above the continuous rate, refilled below it over 10× its length.
  const double iCont = m_cfg.continuousCRate * m_capacityAh;
  const double iPeak = m_cfg.peakCRate * m_capacityAh;
  const double ai = std::abs(i);
  if (ai > iCont && iPeak > iCont) {
    m_peakBudgetS -= dt * (ai - iCont) / (iPeak - iCont) * 1.0;
    m_peakBudgetS = std::max(m_peakBudgetS, 0.0);
  } else if (!(ai <= iCont && m_peakBudgetS == m_cfg.peakDurationS)) {
    // (A full budget stays full at or below the continuous rate: the refill is not negative.)
    m_peakBudgetS = std::min(m_cfg.peakDurationS, m_peakBudgetS + dt * 0.1 * (1.0 - ai / iCont));
  }

  m_currentA = i;
  m_lastTerminalW = terminalW;  // m_terminalV = i != 0 ? terminalW / i : e, when first read
  m_lastEmfV = e;
  m_terminalVStale = true;
  m_lastLossW = lossW;
  m_lossJ += lossW * dt;
  return bus;
}

}  // namespace podtwin::power
