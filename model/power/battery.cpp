#include "power/battery.h"

#include <algorithm>
#include <cmath>

namespace podtwin::power {

namespace {
/// SOC band over which the power limit tapers to zero at the window edges, so one 1 ms step can
/// never overshoot the window (derived).
constexpr double kSocTaper = 0.002;
}  // namespace

Battery::Battery(const BatteryConfig& cfg, double busNominalV, double dtS)
    : m_cfg(cfg), m_dtS(dtS) {
  m_series = std::max(1, static_cast<int>(std::lround(busNominalV / cfg.cellNominalV)));
  const double stringWh = m_series * cfg.cellNominalV * cfg.cellCapacityAh;
  m_parallel = std::max(1, static_cast<int>(std::ceil(cfg.capacityKwh * 1e3 / stringWh - 1e-9)));
  m_capacityAh = m_parallel * cfg.cellCapacityAh;
  m_packR0 = m_series * cfg.r0Ohm / m_parallel;
  m_a1 = std::exp(-dtS / cfg.tau1S);
  m_a2 = std::exp(-dtS / cfg.tau2S);
  const auto& t = cfg.ocvTable;
  m_ocvCum.assign(t.size(), 0.0);
  for (std::size_t i = 1; i < t.size(); ++i) {
    m_ocvCum[i] =
        m_ocvCum[i - 1] + 0.5 * (t[i].second + t[i - 1].second) * (t[i].first - t[i - 1].first);
  }
  m_soc = cfg.socInitial;
  m_peakBudgetS = cfg.peakDurationS;
  m_terminalV = packEmfV();
}

double Battery::cellOcvV(double soc) const {
  if (soc == m_ocvMemoSoc) return m_ocvMemoV;
  const auto& t = m_cfg.ocvTable;
  double v = t.back().second;
  if (soc <= t.front().first) {
    v = t.front().second;
  } else {
    for (std::size_t i = 1; i < t.size(); ++i) {
      if (soc <= t[i].first) {
        const double f = (soc - t[i - 1].first) / (t[i].first - t[i - 1].first);
        v = t[i - 1].second + f * (t[i].second - t[i - 1].second);
        break;
      }
    }
  }
  m_ocvMemoSoc = soc;
  m_ocvMemoV = v;
  return v;
}

double Battery::chemicalEnergyJ(double soc) const {
  const auto& t = m_cfg.ocvTable;
  const double s = std::clamp(soc, 0.0, 1.0);
  double cum = m_ocvCum.back();
  for (std::size_t i = 1; i < t.size(); ++i) {
    if (s <= t[i].first) {
      const double ds = s - t[i - 1].first;
      const double slope = (t[i].second - t[i - 1].second) / (t[i].first - t[i - 1].first);
      cum = m_ocvCum[i - 1] + ds * (t[i - 1].second + 0.5 * slope * ds);
      break;
    }
  }
  // cell V·(SOC) × cell Ah × 3600 × cells
  return cum * m_cfg.cellCapacityAh * 3600.0 * m_series * m_parallel;
}

double Battery::storedEnergyJ() const {
  const double cells = static_cast<double>(m_series) * m_parallel;
  double capJ = 0.0;
  if (m_cfg.r1Ohm > 0.0) capJ += 0.5 * (m_cfg.tau1S / m_cfg.r1Ohm) * m_v1 * m_v1;
  if (m_cfg.r2Ohm > 0.0) capJ += 0.5 * (m_cfg.tau2S / m_cfg.r2Ohm) * m_v2 * m_v2;
  return chemicalEnergyJ(m_soc) + cells * capJ;
}

double Battery::nominalEnergyJ() const {
  return m_series * m_cfg.cellNominalV * m_capacityAh * 3600.0;
}

double Battery::packEmfV() const {
  return m_series * (cellOcvV(m_soc) - m_v1 - m_v2);
}

double Battery::currentLimitA() const {
  const double c = m_peakBudgetS > 0.0 ? m_cfg.peakCRate : m_cfg.continuousCRate;
  return c * m_capacityAh;
}

double Battery::maxDischargeW() const {
  if (!m_available || !m_cfg.present) return 0.0;
  const double floor = std::max(m_cfg.socMin, m_reserveSoc);
  const double taper = std::clamp((m_soc - floor) / kSocTaper, 0.0, 1.0);
  if (taper <= 0.0) return 0.0;
  const double e = packEmfV();
  const double i = std::min(currentLimitA(), e / (2.0 * m_packR0));
  const double terminalW = std::max(0.0, e * i - i * i * m_packR0);
  return taper * std::min(m_cfg.powerLimitKw * 1e3, terminalW * m_cfg.converterEfficiency);
}

double Battery::maxChargeW() const {
  if (!m_available || !m_cfg.present) return 0.0;
  const double taper = std::clamp((m_cfg.socMax - m_soc) / kSocTaper, 0.0, 1.0);
  if (taper <= 0.0) return 0.0;
  const double e = packEmfV();
  const double i = currentLimitA();
  const double terminalW = e * i + i * i * m_packR0;
  return taper * std::min(m_cfg.powerLimitKw * 1e3, terminalW / m_cfg.converterEfficiency);
}

double Battery::step(double busPowerW) {
  const double dt = m_dtS;
  double bus = std::clamp(busPowerW, -maxChargeW(), maxDischargeW());
  if (!std::isfinite(bus)) bus = 0.0;
  const double eta = m_cfg.converterEfficiency;
  // Terminal (cell side) power: the converter loses (1 - eta) of what passes through it.
  const double terminalW = bus >= 0.0 ? bus / eta : bus * eta;
  const double converterLossW = terminalW - bus;  // >= 0 both ways
  const double e = packEmfV();
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
  const double ocvPack = m_series * cellOcvV(m_soc);
  double storedA = i;  // charge leaving the cells (negative when charging)
  if (i < 0.0) {
    storedA = i * m_cfg.coulombicEfficiency;
    lossW += -(i - storedA) * ocvPack;
  }
  m_soc -= storedA * dt / (m_capacityAh * 3600.0);
  m_soc = std::clamp(m_soc, 0.0, 1.0);
  m_v1 = m_v1 * m_a1 + m_cfg.r1Ohm * iCell * (1.0 - m_a1);
  m_v2 = m_v2 * m_a2 + m_cfg.r2Ohm * iCell * (1.0 - m_a2);

  // Peak C-rate budget: spent above the continuous rate, refilled below it over 10× its length.
  const double iCont = m_cfg.continuousCRate * m_capacityAh;
  const double iPeak = m_cfg.peakCRate * m_capacityAh;
  const double ai = std::abs(i);
  if (ai > iCont && iPeak > iCont) {
    m_peakBudgetS -= dt * (ai - iCont) / (iPeak - iCont) * 1.0;
    m_peakBudgetS = std::max(m_peakBudgetS, 0.0);
  } else {
    m_peakBudgetS = std::min(m_cfg.peakDurationS, m_peakBudgetS + dt * 0.1 * (1.0 - ai / iCont));
  }

  m_currentA = i;
  m_terminalV = i != 0.0 ? terminalW / i : e;
  m_lastLossW = lossW;
  m_lossJ += lossW * dt;
  return bus;
}

bool Battery::healthy() const {
  return std::isfinite(m_soc) && std::isfinite(m_v1) && std::isfinite(m_v2) &&
         std::isfinite(m_lossJ) && m_soc >= 0.0 && m_soc <= 1.0;
}

}  // namespace podtwin::power
