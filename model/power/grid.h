#pragma once
// The grid tie: import through a converter with a ramped set point and an import limit, brownouts
// (voltage sag depth and duration; a current-limited converter imports at most limit × V),
// curtailment (an import cap over a window), outages and restoration.

#include <limits>

#include "power/power_config.h"

namespace podtwin::power {

class GridTie {
 public:
  GridTie(const GridConfig& cfg, double importLimitW, double dtS);

  void brownout(double tS, double voltagePu, double durationS);
  void curtail(double tS, double limitW, double durationS);
  void outage(double tS, double durationS);
  /// Ends any brownout, curtailment or outage.
  void restore();
  /// The operator's transfer: islanded opens the tie (no import) until transferred back; the
  /// utility's disturbances go on regardless.
  void setIslanded(bool islanded) { m_islanded = islanded; }
  bool islanded() const { return m_islanded; }
  /// Ends timed disturbances whose window is over at `tS`; returns true if something ended.
  bool update(double tS);

  /// Grid voltage at the point of connection, per unit.
  double voltagePu() const { return m_voltagePu; }
  bool connected() const;
  /// What the tie can import now, W (0 when open).
  double capabilityW() const;
  /// Limit shown to the operator (curtailment cap or the tie's limit), W.
  double limitW() const;
  /// Moves the import toward `refW` at the converter's ramp, within [0, capability]; returns W.
  double stepRamped(double refW);
  /// Imports `wantW` at once within [0, capability] (stiff grid); returns W.
  double stepStiff(double wantW);
  double importW() const { return m_importW; }
  bool curtailed() const { return m_curtailW < std::numeric_limits<double>::infinity(); }
  bool inOutage() const { return m_outage; }
  bool inBrownout() const { return m_voltagePu < 1.0; }

  /// The mutable state, for checkpoints (core/state_archive.h).
  template <class Ar>
  void visitState(Ar& ar) {
    ar(m_voltagePu, m_brownoutEndS, m_curtailW, m_curtailEndS, m_outage, m_outageEndS, m_importW,
       m_islanded);
  }

 private:
  static constexpr double kForever = std::numeric_limits<double>::infinity();
  GridConfig m_cfg;
  double m_limitW;
  double m_dtS;
  double m_voltagePu = 1.0;
  double m_brownoutEndS = kForever;
  double m_curtailW = kForever;
  double m_curtailEndS = kForever;
  bool m_outage = false;
  double m_outageEndS = kForever;
  double m_importW = 0.0;
  bool m_islanded = false;
};

}  // namespace podtwin::power
