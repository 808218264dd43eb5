#include "power/genset.h"

#include <algorithm>
#include <bit>
#include <cmath>

#include "core/vector_clones.h"

namespace podtwin::power {

GensetFleet::GensetFleet(const PowerConfig& cfg, double dtS)
    : m_cfg(cfg.genset),
      m_ratingW(cfg.gensetRatingKw * 1e3),
      m_rampWPerS(cfg.genset.rampPctPerMin / 100.0 / 60.0 * cfg.gensetRatingKw * 1e3),
      m_blockW(cfg.genset.blockLoadFraction * cfg.gensetRatingKw * 1e3),
      m_minW(cfg.genset.minStableLoadFraction * cfg.gensetRatingKw * 1e3),
      m_droop(cfg.genset.droopPct / 100.0) {
  m_step = lengthOf(dtS);
  m_macroStep = m_step;
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
  updateOnlineMask();
}

void GensetFleet::initialise(double electricalLoadW) {
  if (m_online == 0) return;
  materialise();
  const double share = std::clamp(electricalLoadW / m_online, m_minW, m_ratingW);
  for (std::size_t i = 0; i < m_mode.size(); ++i) {
    if (m_mode[i] != GensetMode::Online) continue;
    m_pMech[i] = m_pSlow[i] = m_pSched[i] = share;
  }
  m_mechTotalW = m_elecTotalW = share * m_online;
  m_dfPu = 0.0;
}

bool GensetFleet::trip(int i) {
  return takeOffline(i, GensetMode::Failed);
}

bool GensetFleet::stop(int i) {
  return takeOffline(i, GensetMode::Stopped);
}

bool GensetFleet::takeOffline(int i, GensetMode to) {
  const auto k = static_cast<std::size_t>(i);
  if (k >= m_mode.size()) return false;
  if (m_mode[k] != GensetMode::Online && m_mode[k] != GensetMode::Starting) return false;
  materialise();
  if (m_mode[k] == GensetMode::Online) --m_online;
  if (m_mode[k] == GensetMode::Starting) --m_starting;
  m_mode[k] = to;
  updateOnlineMask();
  m_pMech[k] = m_pSlow[k] = 0.0;
  return true;
}

bool GensetFleet::start(int i) {
  const auto k = static_cast<std::size_t>(i);
  if (k >= m_mode.size()) return false;
  if (m_mode[k] == GensetMode::Online || m_mode[k] == GensetMode::Starting) return false;
  m_mode[k] = GensetMode::Starting;
  m_startLeftS[k] = m_cfg.startTimeS;
  ++m_starting;
  return true;
}

double GensetFleet::unitElectricalW(int i) const {
  return unitShareW(i, m_elecTotalW);
}

double GensetFleet::unitShareW(int i, double fleetW) const {
  if (m_mode[static_cast<std::size_t>(i)] != GensetMode::Online || m_online == 0) return 0.0;
  return fleetW / m_online;
}

double GensetFleet::unitMechanicalW(int i) const {
  const auto k = static_cast<std::size_t>(i);
  return m_uniform && m_mode[k] == GensetMode::Online ? m_uMech : m_pMech[k];
}

double GensetFleet::stepHeadroomW() const {
  if (m_uniform) {
    return m_online * std::max(0.0, std::min(m_ratingW, m_uSlow + m_blockW) - m_uMech);
  }
  double w = 0.0;
  for (std::size_t i = 0; i < m_mode.size(); ++i) {
    if (m_mode[i] != GensetMode::Online) continue;
    const double slow = m_uniform ? m_uSlow : m_pSlow[i];
    const double mech = m_uniform ? m_uMech : m_pMech[i];
    w += std::max(0.0, std::min(m_ratingW, slow + m_blockW) - mech);
  }
  return w;
}

GensetFleet::StepLength GensetFleet::lengthOf(double dtS) const {
  return {dtS, 1.0 - std::exp(-dtS / m_cfg.governorLagS), dtS / m_cfg.isochronousTimeS,
          m_rampWPerS * dtS};
}

void GensetFleet::setMacroSteps(int n) {
  m_macroStep = lengthOf(static_cast<double>(std::max(1, n)) * m_step.dtS);
}

void GensetFleet::advanceStarts(double dtS) {
  if (m_starting == 0) return;
  for (std::size_t i = 0; i < m_mode.size(); ++i) {
    if (m_mode[i] != GensetMode::Starting) continue;
    m_startLeftS[i] -= dtS;
    if (m_startLeftS[i] <= 1e-12) {
      // Synchronised at no load; the load-sharing controller then loads it.
      materialise();
      m_mode[i] = GensetMode::Online;
      m_pMech[i] = m_pSlow[i] = 0.0;
      m_pSched[i] = m_minW;
      ++m_online;
      --m_starting;
      updateOnlineMask();
    }
  }
}

namespace {

// A campus has over a thousand units and this runs every electrical step, so the per-unit update
// is one branch-free pass the compiler vectorises (units not online keep their values), and the
// fleet sum is a separate pass (core/vector_clones.h: every clone gives the same bits).

struct UnitLimits {
  double minW, ratingW, blockW, lagAlpha, rampStepW;
};

/// Block-load acceptance sits on a ramp-limited anchor that never exceeds the output, so over any
/// window W the output rises by at most block + ramp·W. Returns the new mechanical power; `slow`
/// gets the new anchor.
inline double moveToward(const UnitLimits& u, double cmdW, double mechW, double slowW,
                         double& slowOut) {
  const double cap = std::min(u.ratingW, slowW + u.blockW);
  const double target = std::clamp(cmdW, 0.0, cap);
  const double mech = mechW + (target - mechW) * u.lagAlpha;
  slowOut = std::min(slowW + u.rampStepW, mech);
  return mech;
}

/// Island: each online unit's load-sharing set point moves by `schedStepW` (the isochronous
/// integrator) and its command is that set point plus the droop response `droopW`.
PODTWIN_VECTOR_CLONES void moveIsland(const std::uint8_t* __restrict online,
                                      double* __restrict mechP, double* __restrict slowP,
                                      double* __restrict schedP, std::size_t n, const UnitLimits u,
                                      double schedStepW, double droopW) {
  for (std::size_t i = 0; i < n; ++i) {
    const double sched = std::clamp(schedP[i] + schedStepW, u.minW, u.ratingW);
    double slow = 0.0;
    const double mech = moveToward(u, std::max(u.minW, sched + droopW), mechP[i], slowP[i], slow);
    const bool on = online[i] != 0;
    schedP[i] = on ? sched : schedP[i];
    mechP[i] = on ? mech : mechP[i];
    slowP[i] = on ? slow : slowP[i];
  }
}

/// Dispatch behind a stiff grid: every online unit is commanded `perUnitW`, which is also kept as
/// its set point for a bumpless transfer to island.
PODTWIN_VECTOR_CLONES void moveDispatch(const std::uint8_t* __restrict online,
                                        double* __restrict mechP, double* __restrict slowP,
                                        double* __restrict schedP, std::size_t n,
                                        const UnitLimits u, double perUnitW) {
  for (std::size_t i = 0; i < n; ++i) {
    double slow = 0.0;
    const double mech = moveToward(u, perUnitW, mechP[i], slowP[i], slow);
    const bool on = online[i] != 0;
    schedP[i] = on ? perUnitW : schedP[i];
    mechP[i] = on ? mech : mechP[i];
    slowP[i] = on ? slow : slowP[i];
  }
}

/// The online units' mechanical power: unit i goes into partial sum i mod 8 (eight independent
/// chains instead of one long one, which bounds the step at campus scale), and the partial sums
/// are added in order. With up to eight units that is exactly the sum in unit order.
PODTWIN_VECTOR_CLONES double onlineSum(const std::uint8_t* __restrict online,
                                       const double* __restrict w, std::size_t n) {
  constexpr std::size_t kLanes = 8;
  double lane[kLanes] = {};
  std::size_t i = 0;
  for (; i + kLanes <= n; i += kLanes) {
    for (std::size_t j = 0; j < kLanes; ++j) lane[j] += online[i + j] != 0 ? w[i + j] : 0.0;
  }
  for (std::size_t j = 0; i + j < n; ++j) lane[j] += online[i + j] != 0 ? w[i + j] : 0.0;
  double total = 0.0;
  for (double x : lane) total += x;
  return total;
}

}  // namespace

void GensetFleet::updateOnlineMask() {
  m_onlineMask.resize(m_mode.size());
  m_laneOnline.fill(0);
  for (std::size_t i = 0; i < m_mode.size(); ++i) {
    m_onlineMask[i] = m_mode[i] == GensetMode::Online ? 1 : 0;
    m_laneOnline[i % m_laneOnline.size()] += m_onlineMask[i];
  }
  m_laneCount = 0;
  for (std::size_t j = 0; j < m_laneOnline.size(); ++j) {
    if (m_laneOnline[j] > 0) m_laneInOrder[m_laneCount++] = j;
  }
  m_laneByUnits = m_laneInOrder;
  std::stable_sort(m_laneByUnits.begin(), m_laneByUnits.begin() + m_laneCount,
                   [&](std::size_t a, std::size_t b) { return m_laneOnline[a] < m_laneOnline[b]; });
}

void GensetFleet::materialise() {
  if (!m_uniform) return;
  for (std::size_t i = 0; i < m_mode.size(); ++i) {
    if (m_mode[i] != GensetMode::Online) continue;
    m_pMech[i] = m_uMech;
    m_pSlow[i] = m_uSlow;
    m_pSched[i] = m_uSched;
  }
  m_uniform = false;
}

bool GensetFleet::detectUniform() {
  // Bitwise equality: -0.0 and 0.0 (or two NaNs) are not the same state.
  auto same = [](double a, double b) {
    return std::bit_cast<std::uint64_t>(a) == std::bit_cast<std::uint64_t>(b);
  };
  std::size_t first = m_mode.size();
  for (std::size_t i = 0; i < m_mode.size(); ++i) {
    if (m_mode[i] != GensetMode::Online) continue;
    if (first == m_mode.size()) {
      first = i;
    } else if (!same(m_pMech[i], m_pMech[first]) || !same(m_pSlow[i], m_pSlow[first]) ||
               !same(m_pSched[i], m_pSched[first])) {
      return false;
    }
  }
  if (first == m_mode.size()) return false;
  m_uMech = m_pMech[first];
  m_uSlow = m_pSlow[first];
  m_uSched = m_pSched[first];
  m_uniform = true;
  return true;
}

double GensetFleet::uniformSum(double unitW) const {
  // The same additions, in the same order per partial sum, as onlineSum over equal units: a lane
  // with c units holds ((0 + u) + u) ... c times, which depends only on c, so the running sum is
  // built once up to the largest count and each lane takes its value on the way. A lane with no
  // online unit holds +0.0, and adding +0.0 leaves the total unchanged (the total starts at +0.0
  // and a lane is never -0.0, so the total is never -0.0), so only the lanes with units are added.
  // Up to eight online units fill one lane each: every lane then holds 0 + u = u, and the total is
  // u added once per unit to +0.0, in the same order.
  if (m_laneCount == static_cast<std::size_t>(m_online)) {
    double total = 0.0;
    for (std::size_t k = 0; k < m_laneCount; ++k) total += unitW;
    return total;
  }
  std::array<double, 8> lane{};
  double running = 0.0;
  int count = 0;
  for (std::size_t k = 0; k < m_laneCount; ++k) {
    const std::size_t j = m_laneByUnits[k];
    for (; count < m_laneOnline[j]; ++count) running += unitW;
    lane[j] = running;
  }
  double total = 0.0;
  for (std::size_t k = 0; k < m_laneCount; ++k) total += lane[m_laneInOrder[k]];
  return total;
}

double GensetFleet::moveOnlineUnits(const StepLength& len, bool isochronous, double perUnitW,
                                    double schedStepW, double droopW) {
  const std::size_t n = m_mode.size();
  const UnitLimits u{m_minW, m_ratingW, m_blockW, len.lagAlpha, len.rampStepW};
  if (m_uniform || detectUniform()) {
    // The same expressions as moveIsland / moveDispatch for one unit.
    const double sched =
        isochronous ? std::clamp(m_uSched + schedStepW, u.minW, u.ratingW) : perUnitW;
    const double cmd = isochronous ? std::max(u.minW, sched + droopW) : perUnitW;
    double slow = 0.0;
    m_uMech = moveToward(u, cmd, m_uMech, m_uSlow, slow);
    m_uSlow = slow;
    m_uSched = sched;
    return uniformSum(m_uMech);
  }
  if (isochronous) {
    moveIsland(m_onlineMask.data(), m_pMech.data(), m_pSlow.data(), m_pSched.data(), n, u,
               schedStepW, droopW);
  } else {
    moveDispatch(m_onlineMask.data(), m_pMech.data(), m_pSlow.data(), m_pSched.data(), n, u,
                 perUnitW);
  }
  return onlineSum(m_onlineMask.data(), m_pMech.data(), n);
}

void GensetFleet::stepIslandOver(double electricalLoadW, const StepLength& len) {
  // Read before the state is written (`len` is one of this object's members).
  const double dtS = len.dtS;
  const double integ = len.integ;
  advanceStarts(dtS);
  if (m_online == 0) {
    m_dfPu = 0.0;
    m_mechTotalW = m_elecTotalW = 0.0;
    return;
  }
  const double df = m_dfPu;
  // Droop response plus an integrator that restores nominal (isochronous load sharing).
  const double droopW = -df / m_droop * m_ratingW;
  const double mech = moveOnlineUnits(len, true, 0.0, droopW * integ, droopW);
  const double s = onlineRatingW();
  m_mechTotalW = mech;
  m_elecTotalW = std::max(0.0, electricalLoadW);
  const double dfdt = ((mech - m_elecTotalW) / s - m_cfg.dampingPu * df) / (2.0 * m_cfg.inertiaHS);
  m_dfPu = df + dfdt * dtS;
  m_fuelJ += m_elecTotalW / m_cfg.efficiency * dtS;
}

void GensetFleet::stepDispatch(double setPointW) {
  advanceStarts(m_step.dtS);
  m_dfPu = 0.0;
  if (m_online == 0) {
    m_mechTotalW = m_elecTotalW = 0.0;
    return;
  }
  const double perUnit = std::clamp(setPointW / m_online, m_minW, m_ratingW);
  m_mechTotalW = moveOnlineUnits(m_step, false, perUnit, 0.0, 0.0);
}

double GensetFleet::takeLoad(double electricalLoadW) {
  m_elecTotalW = std::clamp(electricalLoadW, 0.0, m_mechTotalW);
  m_fuelJ += m_elecTotalW / m_cfg.efficiency * m_step.dtS;
  return m_elecTotalW;
}

bool GensetFleet::healthy() const {
  return std::isfinite(m_dfPu) && std::isfinite(m_mechTotalW) && std::isfinite(m_elecTotalW) &&
         std::abs(m_dfPu) < 0.5;
}

}  // namespace podtwin::power
