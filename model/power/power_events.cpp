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

EventResult PowerSystem::applyEvent(const Event& e, double tS, EventLog& log) {
  const std::string obj = e.target.toString();
  const auto& p = m_pod.power;
  // A source lost or reduced from outside: the deficit it leaves has to be detected before load
  // shedding acts on it (ems.shed_response_s).
  switch (e.type) {
    case EventType::GensetTrip:
    case EventType::GensetStop:
    case EventType::GridBrownout:
    case EventType::GridCurtailment:
    case EventType::GridOutage:
    case EventType::BessFault:
      m_sourceLossThisTick = true;
      break;
    default:
      break;
  }
  switch (e.type) {
    case EventType::GensetTrip: {
      const int i = e.target.index(0) - 1;
      if (m_gensets->trip(i)) {
        log.add(tS, Severity::Trip, obj, "genset_trip", "generator set tripped offline",
                {{"what", "tripped"}});
      } else {
        log.add(tS, Severity::Info, obj, "genset_trip", "generator set was not running",
                {{"what", "not_running"}});
      }
      break;
    }
    case EventType::GensetStart: {
      const int i = e.target.index(0) - 1;
      if (m_gensets->start(i)) {
        log.add(
            tS, Severity::Info, obj, "genset_start",
            "generator set starting; synchronises in " + formatNumber(p.genset.startTimeS) + " s",
            {{"what", "starting"}, {"start_time_s", p.genset.startTimeS}});
      } else {
        log.add(tS, Severity::Info, obj, "genset_start", "generator set already running",
                {{"what", "running"}});
      }
      break;
    }
    case EventType::GensetStop: {
      const int i = e.target.index(0) - 1;
      if (m_gensets->stop(i)) {
        log.add(tS, Severity::Info, obj, "genset_stop", "generator set stopped on command",
                {{"what", "stopped"}});
      } else {
        log.add(tS, Severity::Info, obj, "genset_stop", "generator set was not running",
                {{"what", "not_running"}});
      }
      break;
    }
    case EventType::GridBrownout: {
      const double v = e.number("voltage_pu");
      const double d = e.number("duration_s");
      m_grid->brownout(tS, v, d);
      // Judged as the racks will be: the curve, extended at 0 V by the hold-up at the present load.
      const bool itic = insideCurve(p.rideThrough, v, d, presentHoldUpS());
      log.add(tS, Severity::Warning, obj, "grid_brownout",
              "grid voltage sags to " + formatNumber(v * 100.0) + " % for " + formatNumber(d) +
                  " s (" + (itic ? "inside" : "outside") + " the ITIC ride-through curve)",
              {{"voltage_pct", v * 100.0}, {"duration_s", d}, {"inside_itic", itic ? 1.0 : 0.0}});
      break;
    }
    case EventType::GridCurtailment: {
      const double limitKw = e.number("limit_kw");
      m_grid->curtail(tS, limitKw * 1e3, e.number("duration_s"));
      log.add(tS, Severity::Warning, obj, "grid_curtailment",
              "grid import capped at " + formatNumber(limitKw) + " kW", {{"limit_kw", limitKw}});
      break;
    }
    case EventType::GridOutage: {
      m_grid->outage(tS, e.number("duration_s"));
      log.add(tS, Severity::Alarm, obj, "grid_outage", "grid tie open: no import");
      break;
    }
    case EventType::GridRestore: {
      m_grid->restore();
      log.add(tS, Severity::Info, obj, "grid_restore", "grid back to normal", true);
      break;
    }
    case EventType::GridTransfer: {
      const bool island = e.text("mode") == "island";
      m_grid->setIslanded(island);
      log.add(tS, Severity::Info, obj, "grid_transfer",
              island ? "transferred to island operation: grid tie open"
                     : "transferred back to the grid: grid tie closed",
              {{"mode", island ? "island" : "grid"}});
      break;
    }
    case EventType::BessFault: {
      m_battery->setAvailable(false);
      log.add(tS, Severity::Alarm, obj, "bess_fault", "battery converter tripped");
      break;
    }
    case EventType::BessRestore: {
      m_battery->setAvailable(p.battery.present);
      log.add(tS, Severity::Info, obj, "bess_fault",
              p.battery.present ? "battery back in service" : "no battery in this pod",
              {{"what", p.battery.present ? "restored" : "no_battery"}}, true);
      break;
    }
    case EventType::BatteryReserve: {
      const double pct = e.number("soc_pct");
      m_battery->setReserveSoc(pct / 100.0);
      log.add(tS, Severity::Info, obj, "battery_reserve",
              "battery holds a reserve: no discharge below " + formatNumber(pct) + " % SOC",
              {{"soc_pct", pct}});
      break;
    }
    case EventType::PowerCap: {
      const double capKw = e.number("cap_kw");
      const double clock = capClockForKw(capKw);
      setOperatorCap(e, capKw, clock);
      log.add(tS, Severity::Info, obj, "power_cap",
              capKw > 0.0 ? "rack power cap set to " + formatNumber(capKw) + " kW"
                          : std::string("rack power cap removed"),
              {{"cap_kw", capKw}});
      break;
    }
    case EventType::LoadShed: {
      const bool shed = e.text("mode") == "shed";
      // Shedding holds the GPUs at the same floor the automatic load shedding stops at.
      const double clock = shed ? p.ems.minCapClockFactor : 1.0;
      const auto& r = m_pod.racks;
      const double capKw =
          shed ? (rackBaseW() + r.gpusPerRack * clock * (m_job->peakPowerW() - r.gpuIdleW)) / 1e3
               : 0.0;
      setOperatorCap(e, capKw, clock);
      log.add(tS, Severity::Info, obj, "load_shed",
              shed ? "GPU load shed to " + formatNumber(clock * 100.0) + " % of its dynamic power"
                   : std::string("shed load restored"),
              {{"mode", shed ? "shed" : "restore"}, {"clock_pct", clock * 100.0}});
      break;
    }
    case EventType::PowerSmoothing: {
      const bool on = e.flag("enabled");
      m_smoothing->configure(on, e.number("floor_pct"), e.number("ramp_up_w_per_s"),
                             e.number("ramp_down_w_per_s"));
      log.add(tS, Severity::Info, obj, "power_smoothing",
              on ? "GPU power smoothing on (floor " +
                       formatNumber(m_smoothing->settings().floorPct) + " % of TDP)"
                 : std::string("GPU power smoothing off"),
              {{"enabled", on ? 1.0 : 0.0}, {"floor_pct", m_smoothing->settings().floorPct}});
      break;
    }
    case EventType::JobStart: {
      m_job->start();
      log.add(tS, Severity::Info, obj, "job_start", "training job started");
      break;
    }
    case EventType::JobStop: {
      m_job->stop();
      log.add(tS, Severity::Info, obj, "job_stop", "training job stopped");
      break;
    }
    case EventType::JobPause: {
      const bool was = m_job->running();
      m_job->pause();
      log.add(tS, Severity::Info, obj, "job_pause",
              was ? "training job paused: GPUs idle, job_start resumes it"
                  : "training job was not running",
              {{"what", was ? "paused" : "not_running"}});
      break;
    }
    case EventType::JobCheckpoint: {
      const bool ok = m_job->checkpointNow();
      const double d = m_pod.workload.checkpointDurationS;
      log.add(tS, Severity::Info, obj, "job_checkpoint",
              ok ? "training job writing a checkpoint for " + formatNumber(d) + " s"
                 : "no checkpoint: the job is not running or already checkpointing",
              {{"what", ok ? "writing" : "refused"}, {"duration_s", d}});
      break;
    }
    case EventType::JobRestart: {
      m_job->restart(e.number("delay_s"));
      log.add(tS, Severity::Info, obj, "job_restart",
              "training job restarting in " + formatNumber(e.number("delay_s")) + " s",
              {{"delay_s", e.number("delay_s")}});
      break;
    }
    default:
      return EventResult::NotHandled;
  }
  return EventResult::Applied;
}

}  // namespace podtwin::power
