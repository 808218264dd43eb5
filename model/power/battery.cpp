#include "power/battery.h"

#include <algorithm>
#include <cmath>

namespace podtwin::power {

Battery::Battery(const BatteryConfig& cfg, double busNominalV, double dtS) : m_cfg(cfg) {
  m_series = std::max(1, static_cast<int>(std::lround(busNominalV / cfg.cellNominalV)));
  const double stringWh = m_series * cfg.cellNominalV * cfg.cellCapacityAh;
  m_parallel = std::max(1, static_cast<int>(std::ceil(cfg.capacityKwh * 1e3 / stringWh - 1e-9)));
  m_capacityAh = m_parallel * cfg.cellCapacityAh;
  m_packR0 = m_series * cfg.r0Ohm / m_parallel;
  m_step = lengthOf(dtS);
  m_macroStep = m_step;
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

Battery::StepLength Battery::lengthOf(double dtS) const {
  return {dtS, std::exp(-dtS / m_cfg.tau1S), std::exp(-dtS / m_cfg.tau2S)};
}

void Battery::setMacroSteps(int n) {
  m_macroStep = lengthOf(static_cast<double>(std::max(1, n)) * m_step.dtS);
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

double Battery::maxDischargeW() const {
  return dischargeLimitW(packEmfV(), currentLimitA());
}

double Battery::maxContinuousDischargeW() const {
  return dischargeLimitW(packEmfV(), m_cfg.continuousCRate * m_capacityAh);
}

double Battery::maxChargeW() const {
  return chargeLimitW(packEmfV());
}

bool Battery::healthy() const {
  return std::isfinite(m_soc) && std::isfinite(m_v1) && std::isfinite(m_v2) &&
         std::isfinite(m_lossJ) && m_soc >= 0.0 && m_soc <= 1.0;
}

}  // namespace podtwin::power
