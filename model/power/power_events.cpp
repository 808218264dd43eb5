// Scenario events of the power and workload domains (catalogue: model/scenario/event_types.cpp).
#include <algorithm>
#include <cmath>
#include <string>

#include "core/json_reader.h"
#include "power/power_system.h"

namespace podtwin::power {

namespace {

/// Whether a sag of `voltagePu` lasting `durationS` stays inside the ride-through curve.
bool insideCurve(const RideThroughConfig& c, double voltagePu, double durationS, double holdUpS) {
  for (std::size_t k = 0; k < c.curve.size(); ++k) {
    double allowed = c.curve[k].second;
    if (k == 0) allowed = std::max(allowed, holdUpS);
    if (voltagePu < c.curve[k].first && durationS > allowed + 1e-9) return false;
  }
  return true;
}

}  // namespace

bool PowerSystem::applyEvent(const Event& e, double tS, EventLog& log) {
  const std::string obj = e.target.toString();
  const auto& p = m_pod->power;
  const std::string& type = e.type;
  if (type == "genset_trip") {
    const int i = e.target.index(0) - 1;
    if (m_gensets->trip(i)) {
      log.add(tS, Severity::Trip, obj, "genset_trip", "generator set tripped offline");
    } else {
      log.add(tS, Severity::Info, obj, "genset_trip", "generator set was not running");
    }
  } else if (type == "genset_start") {
    const int i = e.target.index(0) - 1;
    if (m_gensets->start(i)) {
      log.add(
          tS, Severity::Info, obj, "genset_start",
          "generator set starting; synchronises in " + formatNumber(p.genset.startTimeS) + " s");
    } else {
      log.add(tS, Severity::Info, obj, "genset_start", "generator set already running");
    }
  } else if (type == "grid_brownout") {
    const double v = e.param("voltage_pu");
    const double d = e.param("duration_s");
    m_grid->brownout(tS, v, d);
    const bool itic = insideCurve(p.rideThrough, v, d, m_pod->racks.psuHoldUpS);
    log.add(tS, Severity::Warning, obj, "grid_brownout",
            "grid voltage sags to " + formatNumber(v * 100.0) + " % for " + formatNumber(d) +
                " s (" + (itic ? "inside" : "outside") + " the ITIC ride-through curve)");
  } else if (type == "grid_curtailment") {
    const double limitKw = e.param("limit_kw");
    m_grid->curtail(tS, limitKw * 1e3, e.param("duration_s"));
    log.add(tS, Severity::Warning, obj, "grid_curtailment",
            "grid import capped at " + formatNumber(limitKw) + " kW");
  } else if (type == "grid_outage") {
    m_grid->outage(tS, e.param("duration_s"));
    log.add(tS, Severity::Alarm, obj, "grid_outage", "grid tie open: no import");
  } else if (type == "grid_restore") {
    m_grid->restore();
    log.add(tS, Severity::Info, obj, "grid_restore", "grid back to normal", true);
  } else if (type == "bess_fault") {
    m_battery->setAvailable(false);
    log.add(tS, Severity::Alarm, obj, "bess_fault", "battery converter tripped");
  } else if (type == "bess_restore") {
    m_battery->setAvailable(p.battery.present);
    log.add(tS, Severity::Info, obj, "bess_fault",
            p.battery.present ? "battery back in service" : "no battery in this pod", true);
  } else if (type == "power_cap") {
    const double capKw = e.param("cap_kw");
    const double clock = capClockForKw(capKw);
    auto apply = [&](std::size_t i) {
      m_opCapKw[i] = capKw;
      m_opCapClock[i] = clock;
    };
    if (e.target.is("pod")) {
      for (std::size_t i = 0; i < m_opCapKw.size(); ++i) apply(i);
    } else {
      const auto i = static_cast<std::size_t>(e.target.index(0) - 1);
      if (i < m_opCapKw.size()) apply(i);
    }
    log.add(tS, Severity::Info, obj, "power_cap",
            capKw > 0.0 ? "rack power cap set to " + formatNumber(capKw) + " kW"
                        : std::string("rack power cap removed"));
  } else if (type == "power_smoothing") {
    const bool on = e.param("enabled") != 0.0;
    m_smoothing->configure(on, e.param("floor_pct"), e.param("ramp_up_w_per_s"),
                           e.param("ramp_down_w_per_s"));
    log.add(tS, Severity::Info, obj, "power_smoothing",
            on ? "GPU power smoothing on (floor " + formatNumber(m_smoothing->settings().floorPct) +
                     " % of TDP)"
               : std::string("GPU power smoothing off"));
  } else if (type == "job_start") {
    m_job->start();
    log.add(tS, Severity::Info, obj, "job_start", "training job started");
  } else if (type == "job_stop") {
    m_job->stop();
    log.add(tS, Severity::Info, obj, "job_stop", "training job stopped");
  } else if (type == "job_restart") {
    m_job->restart(e.param("delay_s"));
    log.add(tS, Severity::Info, obj, "job_restart",
            "training job restarting in " + formatNumber(e.param("delay_s")) + " s");
  } else {
    return false;
  }
  return true;
}

}  // namespace podtwin::power
