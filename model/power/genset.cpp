#include "power/genset.h"

#include <algorithm>
#include <cmath>

namespace podtwin::power {

GensetFleet::GensetFleet(const PowerConfig& cfg, double dtS)
    : m_cfg(cfg.genset),
      m_dtS(dtS),
      m_ratingW(cfg.gensetRatingKw * 1e3),
      m_rampWPerS(cfg.genset.rampPctPerMin / 100.0 / 60.0 * cfg.gensetRatingKw * 1e3),
      m_blockW(cfg.genset.blockLoadFraction * cfg.gensetRatingKw * 1e3),
      m_minW(cfg.genset.minStableLoadFraction * cfg.gensetRatingKw * 1e3),
      m_lagAlpha(1.0 - std::exp(-dtS / cfg.genset.governorLagS)),
      m_droop(cfg.genset.droopPct / 100.0) {
  const auto n = static_cast<std::size_t>(std::max(0, cfg.gensetCount));
  const int running =
      cfg.genset.initiallyRunning < 0 ? cfg.gensetCount : cfg.genset.initiallyRunning;
  m_mode.assign(n, GensetMode::Stopped);
  m_startLeftS.assign(n, 0.0);
  m_pMech.assign(n, 0.0);
  m_pSlow.assign(n, 0.0);
  m_pSched.assign(n, m_minW);
  for (std::size_t i = 0; i < n && static_cast<int>(i) < running; ++i) {
    m_mode[i] = GensetMode::Online;
    m_pMech[i] = m_pSlow[i] = m_minW;
  }
  m_online = std::min(running, cfg.gensetCount);
}

void GensetFleet::initialise(double electricalLoadW) {
  if (m_online == 0) return;
  const double share = std::clamp(electricalLoadW / m_online, m_minW, m_ratingW);
  for (std::size_t i = 0; i < m_mode.size(); ++i) {
    if (m_mode[i] != GensetMode::Online) continue;
    m_pMech[i] = m_pSlow[i] = m_pSched[i] = share;
  }
  m_mechTotalW = m_elecTotalW = share * m_online;
  m_dfPu = 0.0;
}

bool GensetFleet::trip(int i) {
  const auto k = static_cast<std::size_t>(i);
  if (k >= m_mode.size()) return false;
  if (m_mode[k] != GensetMode::Online && m_mode[k] != GensetMode::Starting) return false;
  if (m_mode[k] == GensetMode::Online) --m_online;
  m_mode[k] = GensetMode::Failed;
  m_pMech[k] = m_pSlow[k] = 0.0;
  return true;
}

bool GensetFleet::start(int i) {
  const auto k = static_cast<std::size_t>(i);
  if (k >= m_mode.size()) return false;
  if (m_mode[k] == GensetMode::Online || m_mode[k] == GensetMode::Starting) return false;
  m_mode[k] = GensetMode::Starting;
  m_startLeftS[k] = m_cfg.startTimeS;
  return true;
}

double GensetFleet::unitElectricalW(int i) const {
  if (m_mode[static_cast<std::size_t>(i)] != GensetMode::Online || m_online == 0) return 0.0;
  return m_elecTotalW / m_online;
}

double GensetFleet::stepHeadroomW() const {
  double w = 0.0;
  for (std::size_t i = 0; i < m_mode.size(); ++i) {
    if (m_mode[i] != GensetMode::Online) continue;
    w += std::max(0.0, std::min(m_ratingW, m_pSlow[i] + m_blockW) - m_pMech[i]);
  }
  return w;
}

void GensetFleet::advanceStarts() {
  for (std::size_t i = 0; i < m_mode.size(); ++i) {
    if (m_mode[i] != GensetMode::Starting) continue;
    m_startLeftS[i] -= m_dtS;
    if (m_startLeftS[i] <= 1e-12) {
      // Synchronised at no load; the load-sharing controller then loads it.
      m_mode[i] = GensetMode::Online;
      m_pMech[i] = m_pSlow[i] = 0.0;
      m_pSched[i] = m_minW;
      ++m_online;
    }
  }
}

void GensetFleet::moveUnit(std::size_t i, double cmdW) {
  // Block-load acceptance sits on a ramp-limited anchor that never exceeds the output, so over
  // any window W the output rises by at most block + ramp·W.
  const double cap = std::min(m_ratingW, m_pSlow[i] + m_blockW);
  const double target = std::clamp(cmdW, 0.0, cap);
  m_pMech[i] += (target - m_pMech[i]) * m_lagAlpha;
  m_pSlow[i] = std::min(m_pSlow[i] + m_rampWPerS * m_dtS, m_pMech[i]);
}

void GensetFleet::stepIsland(double electricalLoadW) {
  advanceStarts();
  if (m_online == 0) {
    m_dfPu = 0.0;
    m_mechTotalW = m_elecTotalW = 0.0;
    return;
  }
  const double df = m_dfPu;
  // Droop response plus an integrator that restores nominal (isochronous load sharing).
  const double droopW = -df / m_droop * m_ratingW;
  const double integ = m_dtS / m_cfg.isochronousTimeS;
  double mech = 0.0;
  for (std::size_t i = 0; i < m_mode.size(); ++i) {
    if (m_mode[i] != GensetMode::Online) continue;
    m_pSched[i] = std::clamp(m_pSched[i] + droopW * integ, m_minW, m_ratingW);
    moveUnit(i, std::max(m_minW, m_pSched[i] + droopW));
    mech += m_pMech[i];
  }
  const double s = onlineRatingW();
  m_mechTotalW = mech;
  m_elecTotalW = std::max(0.0, electricalLoadW);
  const double dfdt = ((mech - m_elecTotalW) / s - m_cfg.dampingPu * df) / (2.0 * m_cfg.inertiaHS);
  m_dfPu = df + dfdt * m_dtS;
  m_fuelJ += m_elecTotalW / m_cfg.efficiency * m_dtS;
}

void GensetFleet::stepDispatch(double setPointW) {
  advanceStarts();
  m_dfPu = 0.0;
  if (m_online == 0) {
    m_mechTotalW = m_elecTotalW = 0.0;
    return;
  }
  const double perUnit = std::clamp(setPointW / m_online, m_minW, m_ratingW);
  double mech = 0.0;
  for (std::size_t i = 0; i < m_mode.size(); ++i) {
    if (m_mode[i] != GensetMode::Online) continue;
    m_pSched[i] = perUnit;  // bumpless transfer if the grid is lost
    moveUnit(i, perUnit);
    mech += m_pMech[i];
  }
  m_mechTotalW = mech;
}

double GensetFleet::takeLoad(double electricalLoadW) {
  m_elecTotalW = std::clamp(electricalLoadW, 0.0, m_mechTotalW);
  m_fuelJ += m_elecTotalW / m_cfg.efficiency * m_dtS;
  return m_elecTotalW;
}

bool GensetFleet::healthy() const {
  return std::isfinite(m_dfPu) && std::isfinite(m_mechTotalW) && std::isfinite(m_elecTotalW) &&
         std::abs(m_dfPu) < 0.5;
}

}  // namespace podtwin::power
