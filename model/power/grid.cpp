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

}  // namespace podtwin::power
