#pragma once
// Rack power supplies: conversion loss from the efficiency curve, hold-up, and the ride-through
// judge that decides, against the ITIC curve, whether a bus-voltage excursion interrupts the racks.

#include <vector>
#include "core/state_list.h"

#include "core/rack_config.h"
#include "power/power_config.h"

namespace podtwin::power {

/// Nameplate output of a rack's power shelves, W.
double rackPsuCapacityW(const RackConfig& racks);
/// Usable energy in one rack's PSU bulk capacitors, J: what holds the full rated output for the
/// rated hold-up, drawn at the PSUs' input power at that load.
double psuHoldUpEnergyJ(const RackConfig& racks);
/// Hold-up at a rack load (IT power at the PSU outputs): the bulk capacitors' energy
/// (psuHoldUpEnergyJ) over the PSUs' input power at that load, so the rated hold-up at full load
/// and inversely longer at partial load (at least the rated hold-up, at most 5× it).
double psuHoldUpS(const RackConfig& racks, double rackLoadW);
/// PSU input power for an IT (output) power of one rack, W.
double psuInputW(const RackConfig& racks, double rackItW);

/// Tracks one bus-voltage excursion below the curve's highest level and reports whether the racks
/// on that bus ride through it.
class RideThrough {
 public:
  RideThrough(RideThroughConfig cfg, double dtS);
  /// PSU hold-up for the current load; extends the curve's lowest (near-0 V) entry.
  void setHoldUpS(double holdUpS) { m_holdUpS = holdUpS; }
  /// Feeds one step at `voltagePu`. Returns true once the excursion leaves the tolerance.
  bool step(double voltagePu) {
    const auto& c = m_cfg.curve;
    if (c.empty() || voltagePu >= c.back().first) {
      // Outside an excursion the counters are already at their reset values.
      if (m_inExcursion || m_steps != 0) reset();
      return false;
    }
    return stepBelow(voltagePu);
  }
  /// True while an excursion is in progress.
  bool inExcursion() const { return m_inExcursion; }
  double excursionS() const { return static_cast<double>(m_steps) * m_dtS; }
  double minVoltagePu() const { return m_minV; }
  void reset();

  /// The mutable state, for checkpoints (core/state_archive.h).
  template <class Ar>
  void visitState(Ar& ar) {
    PODTWIN_STATE(ar, m_holdUpS, m_belowSteps, m_steps, m_inExcursion, m_minV);
  }

 private:
  /// step() for a voltage below the curve's top level.
  bool stepBelow(double voltagePu);

  RideThroughConfig m_cfg;
  double m_dtS;
  double m_holdUpS = 0.0;
  std::vector<long> m_belowSteps;  ///< steps below each curve level in this excursion
  long m_steps = 0;
  bool m_inExcursion = false;
  double m_minV = 1.0;
};

}  // namespace podtwin::power
