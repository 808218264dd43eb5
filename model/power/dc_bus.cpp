#include "power/dc_bus.h"

#include <algorithm>
#include <cmath>

namespace podtwin::power {

DcBus::DcBus(const DcBusConfig& bus, const EmsConfig& ems, double dtS)
    : m_eta(bus.rectifierEfficiency),
      m_alpha(1.0 - std::exp(-dtS / ems.bessSmoothingTimeS)),
      m_dtS(dtS) {}

}  // namespace podtwin::power
