// Snapshots, health and the energy ledger of the plant.
#include <algorithm>
#include <cmath>

#include "power/power_system.h"

namespace podtwin::power {

double EnergyLedger::relativeBalanceError() const {
  const double facility = facilityJ();
  if (facility <= 0.0) return 0.0;
  // Bus: every joule the sources and the battery put on the buses reaches a load or a loss.
  const double bus = generationJ + gridImportJ + bessDischargeJ - bessChargeJ + holdUpDischargeJ -
                     holdUpRechargeJ - (itJ + coolingJ + miscJ + (lossJ - bessLossJ));
  // Battery: what went in and did not come out is stored or became heat.
  const double battery = bessChargeJ - bessDischargeJ - bessStoredChangeJ - bessLossJ;
  // Ride-through stores (full at the start): what they gave and did not get back is still drawn.
  const double stores = holdUpRechargeJ - holdUpDischargeJ + holdUpDrawnJ;
  return std::max({std::abs(bus), std::abs(battery), std::abs(stores)}) / facility;
}

double PowerSystem::pueEnergyWeighted() const {
  const double itInputJ = m_ledger.itJ + m_ledger.psuLossJ;
  return m_ledger.itJ > 0.0 ? m_ledger.facilityJ() / itInputJ : std::nan("");
}

double PowerSystem::pueEnergyWeightedPsuOutput() const {
  return m_ledger.itJ > 0.0 ? m_ledger.facilityJ() / m_ledger.itJ : std::nan("");
}

void PowerSystem::fillSnapshot(PowerSnapshot& s, RackArrays& racks) const {
  const auto& p = m_pod.power;
  s.itPowerKw = m_lastItW / 1e3;
  s.gpuPowerKw = m_lastGpuW / 1e3;
  s.conversionLossKw = m_lastLossW / 1e3;
  s.miscPowerKw = m_lastMiscW / 1e3;
  const double facilityW = m_lastItW + m_lastCoolingW + m_lastLossW + m_lastMiscW;
  s.facilityPowerKw = facilityW / 1e3;
  s.coolingPowerKw = m_lastCoolingW / 1e3;
  s.itInputPowerKw = (m_lastItW + m_lastPsuLossW) / 1e3;
  // PUE is undefined without IT load: NaN, written as an empty CSV cell.
  s.pue = m_lastItW > 0.0 ? facilityW / (m_lastItW + m_lastPsuLossW) : std::nan("");
  s.puePsuOutput = m_lastItW > 0.0 ? facilityW / m_lastItW : std::nan("");
  s.pueEnergyWeighted = pueEnergyWeighted();
  s.pueEnergyWeightedPsuOutput = pueEnergyWeightedPsuOutput();
  s.generationKw = m_lastGenW / 1e3;
  s.gridImportKw = m_lastGridW / 1e3;
  s.gridVoltagePu = m_grid->voltagePu();
  s.gridLimitKw = m_grid->limitW() / 1e3;
  s.gridAvailable = m_grid->connected();
  s.bessPowerKw = m_lastBessW / 1e3;
  s.bessVoltageV = m_battery->terminalVoltageV();
  s.bessAvailable = m_battery->available();
  s.bessReserveSoc = m_battery->reserveSoc();
  // The rectifier by balance: what the AC sources give beyond cooling and misc goes in; what the
  // racks draw beyond the battery's share comes out (tick means, as the other powers).
  // The ride-through stores' net power is drawn from (or given to) each side as well.
  s.rectifierInputKw =
      (m_lastGenW + m_lastGridW - m_lastCoolingW - m_lastMiscW - m_lastAcStoreW) / 1e3;
  s.rectifierOutputKw = (m_lastItW + m_lastPsuLossW + m_lastDcStoreW - m_lastBessW) / 1e3;
  s.holdUpStorePowerKw = (m_lastDcStoreW + m_lastAcStoreW) / 1e3;
  fillSensorTruth(s);
  s.frequencyLimitPct = p.ems.frequencyLimitPct;
  const int units = m_gensets->units();
  for (int i = 0; i < units; ++i) {
    auto& g = s.gensets[static_cast<std::size_t>(i)];
    const GensetMode m = m_gensets->mode(i);
    g.ratingKw = m_gensets->ratingW() / 1e3;
    g.online = m == GensetMode::Online;
    g.starting = m == GensetMode::Starting;
    g.failed = m == GensetMode::Failed;
  }
  s.racksCapped = m_racksCapped;
  s.racksTripped = m_racksTripped;
  s.jobRunning = m_job->running();
  s.smoothingEnabled = m_smoothing->enabled();
  const std::size_t n = std::min(m_rackItW.size(), racks.powerKw.size());
  for (std::size_t i = 0; i < n; ++i) {
    racks.powerKw[i] = static_cast<float>(m_rackItW[i] / 1e3);
    racks.capKw[i] = static_cast<float>(m_rackCapKw[i]);
    auto st = static_cast<std::uint8_t>(racks.state[i] & ~(kRackCapped | kRackTripped));
    if (m_capped[i]) st = static_cast<std::uint8_t>(st | kRackCapped);
    if (m_powerTrip[i]) st = static_cast<std::uint8_t>(st | kRackTripped);
    racks.state[i] = st;
  }
}

void PowerSystem::fillSensorTruth(PowerSnapshot& s) const {
  s.bessSoc = m_battery->soc();
  s.dcBusVoltagePu = m_lastBusVoltagePu;
  s.busFrequencyHz = m_pod.power.nominalFrequencyHz * (1.0 + m_lastFreqDevPct / 100.0);
  s.frequencyDeviationPct = m_lastFreqDevPct;
  const int units = m_gensets->units();
  s.gensets.resize(static_cast<std::size_t>(units));
  // Before the first tick the fleet has not stepped yet; the t = 0 state is the operating point
  // the first tick starts from, whose generation the online units share as the fleet shares load.
  for (int i = 0; i < units; ++i) {
    const double w =
        m_initialised ? m_gensets->unitElectricalW(i) : m_gensets->unitShareW(i, m_lastGenW);
    s.gensets[static_cast<std::size_t>(i)].powerKw = w / 1e3;
  }
}

bool PowerSystem::healthy(std::string& why) const {
  const auto& L = m_ledger;
  const double sums[] = {L.generationJ, L.gridImportJ, L.bessDischargeJ, L.bessChargeJ,
                         L.itJ,         L.coolingJ,    L.lossJ,          L.miscJ,
                         L.unservedJ,   m_lastItW,     m_lastGenW,       m_lastGridW};
  for (double v : sums) {
    if (!std::isfinite(v)) {
      why = "power: an energy or power sum is not finite";
      return false;
    }
  }
  if (L.generationJ < 0.0 || L.gridImportJ < 0.0 || L.itJ < 0.0 || L.unservedJ < 0.0) {
    why = "power: an energy sum went negative";
    return false;
  }
  if (!m_battery->healthy()) {
    why = "power: battery state is not finite or SOC left [0, 1]";
    return false;
  }
  if (!m_gensets->healthy()) {
    why = "power: island frequency diverged (|deviation| >= 50 %) or is not finite";
    return false;
  }
  return true;
}

}  // namespace podtwin::power
