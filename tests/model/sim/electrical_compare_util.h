#pragma once
// Helpers shared by the tests that hold one way of stepping the electrical plant against another
// (electrical_step_test, electrical_macro_step_test): a log entry as a comparable tuple, its
// description for a failure message, and the ledger energies a run summary reports.

#include <QString>
#include <cmath>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "core/event_log.h"
#include "sim/simulation.h"

namespace podtwin::test {

/// (time index, severity, object, code, cleared) of a log entry; the index counts `stepS`.
using LogKey = std::tuple<long long, int, std::string, std::string, bool>;

inline LogKey logKey(const LogEntry& e, double stepS) {
  return {std::llround(e.t_s / stepS), static_cast<int>(e.severity), e.object, e.code, e.cleared};
}

/// True for a trip, a shed or a power cap (by the entry's code).
inline bool isTripShedOrCap(const LogEntry& e) {
  return e.code.find("trip") != std::string::npos || e.code.find("shed") != std::string::npos ||
         e.code.find("capped") != std::string::npos;
}

/// "object code (severity N[, cleared]) at <unit> N".
inline QString describe(const LogKey& e, const char* unit) {
  return QString("%1 %2 (severity %3%4) at %5 %6")
      .arg(QString::fromStdString(std::get<2>(e)), QString::fromStdString(std::get<3>(e)))
      .arg(std::get<1>(e))
      .arg(std::get<4>(e) ? ", cleared" : "")
      .arg(QString::fromLatin1(unit))
      .arg(std::get<0>(e));
}

/// Every energy of the ledger a summary reports, kWh, by name.
inline std::vector<std::pair<const char*, double>> ledgerEnergies(const RunSummary& s) {
  return {{"it", s.itEnergyKwh},
          {"cooling", s.coolingEnergyKwh},
          {"conversion_losses", s.lossEnergyKwh},
          {"misc", s.miscEnergyKwh},
          {"facility", s.facilityEnergyKwh},
          {"generation", s.generationEnergyKwh},
          {"grid_import", s.gridImportEnergyKwh},
          {"bess_discharge", s.bessDischargeEnergyKwh},
          {"bess_charge", s.bessChargeEnergyKwh},
          {"unserved", s.unservedEnergyKwh}};
}

}  // namespace podtwin::test
