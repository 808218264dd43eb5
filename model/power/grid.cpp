#include "power/grid.h"

#include <algorithm>
#include <cmath>

namespace podtwin::power {

GridTie::GridTie(const GridConfig& cfg, double importLimitW, double dtS)
    : m_cfg(cfg), m_limitW(importLimitW), m_dtS(dtS) {}

void GridTie::brownout(double tS, double voltagePu, double durationS) {
  m_voltagePu = std::clamp(voltagePu, 0.0, 1.0);
  m_brownoutEndS = tS + durationS;
}

void GridTie::curtail(double tS, double limitW, double durationS) {
  m_curtailW = std::max(0.0, limitW);
  m_curtailEndS = tS + durationS;
}

void GridTie::outage(double tS, double durationS) {
  m_outage = true;
  m_outageEndS = tS + durationS;
}

void GridTie::restore() {
  m_voltagePu = 1.0;
  m_brownoutEndS = kForever;
  m_curtailW = kForever;
  m_curtailEndS = kForever;
  m_outage = false;
  m_outageEndS = kForever;
}

bool GridTie::update(double tS) {
  // A window [t0, t0 + d) ends at the first step that begins at or after t0 + d.
  const double eps = 1e-9;
  bool ended = false;
  if (m_voltagePu < 1.0 && tS + eps >= m_brownoutEndS) {
    m_voltagePu = 1.0;
    m_brownoutEndS = kForever;
    ended = true;
  }
  if (curtailed() && tS + eps >= m_curtailEndS) {
    m_curtailW = kForever;
    m_curtailEndS = kForever;
    ended = true;
  }
  if (m_outage && tS + eps >= m_outageEndS) {
    m_outage = false;
    m_outageEndS = kForever;
    ended = true;
  }
  return ended;
}

bool GridTie::connected() const {
  return m_cfg.available && !m_outage && !m_islanded && m_voltagePu >= m_cfg.disconnectVoltagePu;
}

double GridTie::limitW() const {
  if (!m_cfg.available) return 0.0;
  return std::min(m_limitW, m_curtailW);
}

double GridTie::capabilityW() const {
  if (!connected()) return 0.0;
  const double v = m_cfg.currentLimited ? std::min(1.0, m_voltagePu) : 1.0;
  return limitW() * v;
}

double GridTie::stepRamped(double refW) {
  const double cap = capabilityW();
  const double step = m_cfg.rampKwPerS * 1e3 * m_dtS;
  const double target = std::clamp(refW, 0.0, cap);
  m_importW = std::clamp(target, m_importW - step, m_importW + step);
  m_importW = std::clamp(m_importW, 0.0, cap);  // a lost tie drops at once
  return m_importW;
}

double GridTie::stepStiff(double wantW) {
  m_importW = std::clamp(wantW, 0.0, capabilityW());
  return m_importW;
}

}  // namespace podtwin::power
