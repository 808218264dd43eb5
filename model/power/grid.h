#pragma once
// The grid tie: import through a converter with a ramped set point and an import limit, brownouts
// (voltage sag depth and duration; a current-limited converter imports at most limit × V),
// curtailment (an import cap over a window), outages and restoration.

#include <algorithm>
#include <limits>
#include "core/state_list.h"

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
  bool connected() const {
    return m_cfg.available && !m_outage && !m_islanded && m_voltagePu >= m_cfg.disconnectVoltagePu;
  }
  /// What the tie can import now, W (0 when open). Inline: the plant asks every electrical step.
  double capabilityW() const {
    if (!connected()) return 0.0;
    const double v = m_cfg.currentLimited ? std::min(1.0, m_voltagePu) : 1.0;
    return limitW() * v;
  }
  /// Limit shown to the operator (curtailment cap or the tie's limit), W.
  double limitW() const {
    if (!m_cfg.available) return 0.0;
    return std::min(m_limitW, m_curtailW);
  }
  /// Moves the import toward `refW` at the converter's ramp, within [0, capability]; returns W.
  double stepRamped(double refW) { return stepRamped(refW, capabilityW(), m_dtS); }
  /// stepRamped() over `dtS` (an electrical step, or the multi-rate path's merged step) with `capW`
  /// = capabilityW(), for a caller that already has it.
  double stepRamped(double refW, double capW, double dtS);
  /// The earliest time a brownout, curtailment or outage window ends (infinity when none is on).
  double nextWindowEndS() const {
    return std::min({m_voltagePu < 1.0 ? m_brownoutEndS : kForever,
                     curtailed() ? m_curtailEndS : kForever, m_outage ? m_outageEndS : kForever});
  }
  /// Imports `wantW` at once within [0, capability] (stiff grid); returns W.
  double stepStiff(double wantW);
  double importW() const { return m_importW; }
  bool curtailed() const { return m_curtailW < std::numeric_limits<double>::infinity(); }
  bool inOutage() const { return m_outage; }
  bool inBrownout() const { return m_voltagePu < 1.0; }

  /// The mutable state, for checkpoints (core/state_archive.h).
  template <class Ar>
  void visitState(Ar& ar) {
    PODTWIN_STATE(ar, m_voltagePu, m_brownoutEndS, m_curtailW, m_curtailEndS, m_outage,
                  m_outageEndS, m_importW, m_islanded);
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

inline bool GridTie::update(double tS) {
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

inline double GridTie::stepRamped(double refW, double capW, double dtS) {
  const double step = m_cfg.rampKwPerS * 1e3 * dtS;
  const double target = std::clamp(refW, 0.0, capW);
  m_importW = std::clamp(target, m_importW - step, m_importW + step);
  m_importW = std::clamp(m_importW, 0.0, capW);  // a lost tie drops at once
  return m_importW;
}

inline double GridTie::stepStiff(double wantW) {
  m_importW = std::clamp(wantW, 0.0, capabilityW());
  return m_importW;
}

}  // namespace podtwin::power
