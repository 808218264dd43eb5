// Scenario events of the power and workload domains (catalogue: model/scenario/event_types.cpp).
#include <algorithm>
#include <cmath>
#include <string>

#include "core/json_reader.h"
#include "power/power_system.h"
#include "scenario/event_handlers.h"

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

void PowerSystem::setOperatorCap(const Event& e, double capKw, double clock) {
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
}

/// The handlers of the power and workload rows, one per row (a friend of PowerSystem). The source
/// losses (a trip, a stop, a grid sag, curtailment or outage, a battery fault) mark the tick so the
/// deficit they leave is detected before load shedding acts on it (ems.shed_response_s).
struct PowerEvents {
  static EventResult gensetTrip(PowerSystem& s, const Event& e, double tS, EventLog& log) {
    const std::string obj = e.target.toString();
    s.m_sourceLossThisTick = true;
    const int i = e.target.index(0) - 1;
    if (s.m_gensets->trip(i)) {
      log.add(tS, Severity::Trip, obj, "genset_trip", "generator set tripped offline",
              {{"what", "tripped"}});
    } else {
      log.add(tS, Severity::Info, obj, "genset_trip", "generator set was not running",
              {{"what", "not_running"}});
    }
    return EventResult::Applied;
  }

  static EventResult gensetStart(PowerSystem& s, const Event& e, double tS, EventLog& log) {
    const std::string obj = e.target.toString();
    const auto& p = s.m_pod.power;
    const int i = e.target.index(0) - 1;
    if (s.m_gensets->start(i)) {
      log.add(tS, Severity::Info, obj, "genset_start",
              "generator set starting; synchronises in " + formatNumber(p.genset.startTimeS) + " s",
              {{"what", "starting"}, {"start_time_s", p.genset.startTimeS}});
    } else {
      log.add(tS, Severity::Info, obj, "genset_start", "generator set already running",
              {{"what", "running"}});
    }
    return EventResult::Applied;
  }

  static EventResult gensetStop(PowerSystem& s, const Event& e, double tS, EventLog& log) {
    const std::string obj = e.target.toString();
    s.m_sourceLossThisTick = true;
    const int i = e.target.index(0) - 1;
    if (s.m_gensets->stop(i)) {
      log.add(tS, Severity::Info, obj, "genset_stop", "generator set stopped on command",
              {{"what", "stopped"}});
    } else {
      log.add(tS, Severity::Info, obj, "genset_stop", "generator set was not running",
              {{"what", "not_running"}});
    }
    return EventResult::Applied;
  }

  static EventResult gridBrownout(PowerSystem& s, const Event& e, double tS, EventLog& log) {
    const std::string obj = e.target.toString();
    const auto& p = s.m_pod.power;
    s.m_sourceLossThisTick = true;
    const double v = e.number("voltage_pu");
    const double d = e.number("duration_s");
    s.m_grid->brownout(tS, v, d);
    // Judged as the racks will be: the curve, extended at 0 V by the hold-up at the present load.
    const bool itic = insideCurve(p.rideThrough, v, d, s.presentHoldUpS());
    log.add(tS, Severity::Warning, obj, "grid_brownout",
            "grid voltage sags to " + formatNumber(v * 100.0) + " % for " + formatNumber(d) +
                " s (" + (itic ? "inside" : "outside") + " the ITIC ride-through curve)",
            {{"voltage_pct", v * 100.0}, {"duration_s", d}, {"inside_itic", itic ? 1.0 : 0.0}});
    return EventResult::Applied;
  }

  static EventResult gridCurtailment(PowerSystem& s, const Event& e, double tS, EventLog& log) {
    const std::string obj = e.target.toString();
    s.m_sourceLossThisTick = true;
    const double limitKw = e.number("limit_kw");
    s.m_grid->curtail(tS, limitKw * 1e3, e.number("duration_s"));
    log.add(tS, Severity::Warning, obj, "grid_curtailment",
            "grid import capped at " + formatNumber(limitKw) + " kW", {{"limit_kw", limitKw}});
    return EventResult::Applied;
  }

  static EventResult gridOutage(PowerSystem& s, const Event& e, double tS, EventLog& log) {
    const std::string obj = e.target.toString();
    s.m_sourceLossThisTick = true;
    s.m_grid->outage(tS, e.number("duration_s"));
    log.add(tS, Severity::Alarm, obj, "grid_outage", "grid tie open: no import");
    return EventResult::Applied;
  }

  static EventResult gridRestore(PowerSystem& s, const Event& e, double tS, EventLog& log) {
    const std::string obj = e.target.toString();
    s.m_grid->restore();
    log.add(tS, Severity::Info, obj, "grid_restore", "grid back to normal", true);
    return EventResult::Applied;
  }

  static EventResult gridTransfer(PowerSystem& s, const Event& e, double tS, EventLog& log) {
    const std::string obj = e.target.toString();
    const bool island = e.text("mode") == "island";
    s.m_grid->setIslanded(island);
    log.add(tS, Severity::Info, obj, "grid_transfer",
            island ? "transferred to island operation: grid tie open"
                   : "transferred back to the grid: grid tie closed",
            {{"mode", island ? "island" : "grid"}});
    return EventResult::Applied;
  }

  static EventResult bessFault(PowerSystem& s, const Event& e, double tS, EventLog& log) {
    const std::string obj = e.target.toString();
    s.m_sourceLossThisTick = true;
    s.m_battery->setAvailable(false);
    log.add(tS, Severity::Alarm, obj, "bess_fault", "battery converter tripped");
    return EventResult::Applied;
  }

  static EventResult bessRestore(PowerSystem& s, const Event& e, double tS, EventLog& log) {
    const std::string obj = e.target.toString();
    const auto& p = s.m_pod.power;
    s.m_battery->setAvailable(p.battery.present);
    log.add(tS, Severity::Info, obj, "bess_fault",
            p.battery.present ? "battery back in service" : "no battery in this pod",
            {{"what", p.battery.present ? "restored" : "no_battery"}}, true);
    return EventResult::Applied;
  }

  static EventResult batteryReserve(PowerSystem& s, const Event& e, double tS, EventLog& log) {
    const std::string obj = e.target.toString();
    const double pct = e.number("soc_pct");
    s.m_battery->setReserveSoc(pct / 100.0);
    log.add(tS, Severity::Info, obj, "battery_reserve",
            "battery holds a reserve: no discharge below " + formatNumber(pct) + " % SOC",
            {{"soc_pct", pct}});
    return EventResult::Applied;
  }

  static EventResult powerCap(PowerSystem& s, const Event& e, double tS, EventLog& log) {
    const std::string obj = e.target.toString();
    const double capKw = e.number("cap_kw");
    const double clock = s.capClockForKw(capKw);
    s.setOperatorCap(e, capKw, clock);
    log.add(tS, Severity::Info, obj, "power_cap",
            capKw > 0.0 ? "rack power cap set to " + formatNumber(capKw) + " kW"
                        : std::string("rack power cap removed"),
            {{"cap_kw", capKw}});
    return EventResult::Applied;
  }

  static EventResult loadShed(PowerSystem& s, const Event& e, double tS, EventLog& log) {
    const std::string obj = e.target.toString();
    const auto& p = s.m_pod.power;
    const bool shed = e.text("mode") == "shed";
    // Shedding holds the GPUs at the same floor the automatic load shedding stops at.
    const double clock = shed ? p.ems.minCapClockFactor : 1.0;
    const auto& r = s.m_pod.racks;
    const double capKw =
        shed ? (s.rackBaseW() + r.gpusPerRack * clock * (s.m_job->peakPowerW() - r.gpuIdleW)) / 1e3
             : 0.0;
    s.setOperatorCap(e, capKw, clock);
    log.add(tS, Severity::Info, obj, "load_shed",
            shed ? "GPU load shed to " + formatNumber(clock * 100.0) + " % of its dynamic power"
                 : std::string("shed load restored"),
            {{"mode", shed ? "shed" : "restore"}, {"clock_pct", clock * 100.0}});
    return EventResult::Applied;
  }

  static EventResult powerSmoothing(PowerSystem& s, const Event& e, double tS, EventLog& log) {
    const std::string obj = e.target.toString();
    const bool on = e.flag("enabled");
    s.m_smoothing->configure(on, e.number("floor_pct"), e.number("ramp_up_w_per_s"),
                             e.number("ramp_down_w_per_s"));
    log.add(tS, Severity::Info, obj, "power_smoothing",
            on ? "GPU power smoothing on (floor " +
                     formatNumber(s.m_smoothing->settings().floorPct) + " % of TDP)"
               : std::string("GPU power smoothing off"),
            {{"enabled", on ? 1.0 : 0.0}, {"floor_pct", s.m_smoothing->settings().floorPct}});
    return EventResult::Applied;
  }

  static EventResult jobStart(PowerSystem& s, const Event& e, double tS, EventLog& log) {
    const std::string obj = e.target.toString();
    s.m_job->start();
    log.add(tS, Severity::Info, obj, "job_start", "training job started");
    return EventResult::Applied;
  }

  static EventResult jobStop(PowerSystem& s, const Event& e, double tS, EventLog& log) {
    const std::string obj = e.target.toString();
    s.m_job->stop();
    log.add(tS, Severity::Info, obj, "job_stop", "training job stopped");
    return EventResult::Applied;
  }

  static EventResult jobPause(PowerSystem& s, const Event& e, double tS, EventLog& log) {
    const std::string obj = e.target.toString();
    const bool was = s.m_job->running();
    s.m_job->pause();
    log.add(tS, Severity::Info, obj, "job_pause",
            was ? "training job paused: GPUs idle, job_start resumes it"
                : "training job was not running",
            {{"what", was ? "paused" : "not_running"}});
    return EventResult::Applied;
  }

  static EventResult jobCheckpoint(PowerSystem& s, const Event& e, double tS, EventLog& log) {
    const std::string obj = e.target.toString();
    const bool ok = s.m_job->checkpointNow();
    const double d = s.m_pod.workload.checkpointDurationS;
    log.add(tS, Severity::Info, obj, "job_checkpoint",
            ok ? "training job writing a checkpoint for " + formatNumber(d) + " s"
               : "no checkpoint: the job is not running or already checkpointing",
            {{"what", ok ? "writing" : "refused"}, {"duration_s", d}});
    return EventResult::Applied;
  }

  static EventResult jobRestart(PowerSystem& s, const Event& e, double tS, EventLog& log) {
    const std::string obj = e.target.toString();
    s.m_job->restart(e.number("delay_s"));
    log.add(tS, Severity::Info, obj, "job_restart",
            "training job restarting in " + formatNumber(e.number("delay_s")) + " s",
            {{"delay_s", e.number("delay_s")}});
    return EventResult::Applied;
  }
};

EventResult PowerSystem::applyEvent(const Event& e, double tS, EventLog& log) {
  static const EventHandlers<PowerSystem> handlers(
      {EventDomain::Power, EventDomain::Workload},
      {
          {"genset_trip", &PowerEvents::gensetTrip},
          {"genset_start", &PowerEvents::gensetStart},
          {"genset_stop", &PowerEvents::gensetStop},
          {"grid_brownout", &PowerEvents::gridBrownout},
          {"grid_curtailment", &PowerEvents::gridCurtailment},
          {"grid_outage", &PowerEvents::gridOutage},
          {"grid_restore", &PowerEvents::gridRestore},
          {"grid_transfer", &PowerEvents::gridTransfer},
          {"bess_fault", &PowerEvents::bessFault},
          {"bess_restore", &PowerEvents::bessRestore},
          {"battery_reserve", &PowerEvents::batteryReserve},
          {"power_cap", &PowerEvents::powerCap},
          {"load_shed", &PowerEvents::loadShed},
          {"power_smoothing", &PowerEvents::powerSmoothing},
          {"job_start", &PowerEvents::jobStart},
          {"job_stop", &PowerEvents::jobStop},
          {"job_pause", &PowerEvents::jobPause},
          {"job_checkpoint", &PowerEvents::jobCheckpoint},
          {"job_restart", &PowerEvents::jobRestart},
      });
  return handlers.apply(*this, e, tS, log);
}

}  // namespace podtwin::power
