#include "drill/drill_run.h"

#include <spdlog/fmt/fmt.h>

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

#include "core/json_reader.h"
#include "core/rng.h"
#include "drill/malfunction_schedule.h"
#include "instruments/sensor_bank.h"
#include "sim/checkpoint_file.h"
#include "sim/simulation.h"

namespace podtwin::drill {

namespace {

/// An event applies at the first tick starting at or after its time (clock rounding).
constexpr double kEpsS = 1e-9;
/// The random stream of malfunction times (apart from the subsystems' streams 1-3).
constexpr std::uint64_t kMalfunctionStream = 17;

struct TaskState {
  double cueS = kNever;
  double metS = kNever;
  double throttleS = kNever;
};

bool isNever(double t) {
  return std::isnan(t);
}

}  // namespace

std::unique_ptr<Simulation> startDrill(const Drill& drill, const PodConfig& pod,
                                       std::uint64_t seed) {
  if (drill.initialCheckpoint) {
    return resumeFromCheckpoint(*drill.initialCheckpoint, drill.initialCheckpointPath);
  }
  Scenario setup;
  setup.name = drill.name;
  setup.events = drill.initialEvents;
  auto sim = std::make_unique<Simulation>(pod, std::move(setup), seed);
  sim->runUntil(drill.warmupS);
  return sim;
}

std::vector<double> malfunctionTimes(const Drill& drill, std::uint64_t seed) {
  // Fixed, or drawn in their window from the seed, in file order.
  Rng rng = Rng::stream(seed, kMalfunctionStream);
  std::vector<double> at(drill.malfunctions.size(), kNever);
  for (std::size_t i = 0; i < drill.malfunctions.size(); ++i) {
    const Malfunction& m = drill.malfunctions[i];
    if (m.atS) at[i] = *m.atS;
    if (m.windowS) at[i] = rng.uniform(m.windowS->first, m.windowS->second);
  }
  return at;
}

MalfunctionSchedule::MalfunctionSchedule(const Drill& drill, std::uint64_t seed)
    : m_plannedS(malfunctionTimes(drill, seed)) {
  for (const Malfunction& m : drill.malfunctions) {
    m_events.push_back(m.event);
    m_triggers.push_back(m.when);
  }
  m_dueS = m_plannedS;
  m_appliedS.assign(m_events.size(), kNever);
}

std::vector<MalfunctionSchedule::Due> MalfunctionSchedule::takeDue(double nowS) {
  std::vector<Due> due;
  for (std::size_t i = 0; i < m_events.size(); ++i) {
    if (!std::isnan(m_appliedS[i]) || std::isnan(m_dueS[i]) || m_dueS[i] > nowS + kEpsS) {
      continue;
    }
    m_appliedS[i] = nowS;
    Event e = m_events[i];
    e.source = EventSource::Failure;
    due.push_back({i, std::move(e)});
  }
  return due;
}

bool MalfunctionSchedule::waitingForTrigger() const {
  for (std::size_t i = 0; i < m_events.size(); ++i) {
    if (std::isnan(m_dueS[i]) && std::isnan(m_appliedS[i])) return true;
  }
  return false;
}

void MalfunctionSchedule::checkTriggers(const Snapshot& snap, double tS) {
  for (std::size_t i = 0; i < m_events.size(); ++i) {
    if (std::isnan(m_dueS[i]) && std::isnan(m_appliedS[i]) && allHold(m_triggers[i], snap, tS)) {
      m_dueS[i] = tS;
    }
  }
}

std::vector<std::pair<std::size_t, double>> MalfunctionSchedule::rewindTo(double nowS) {
  std::vector<std::pair<std::size_t, double>> unapplied;
  for (std::size_t i = 0; i < m_events.size(); ++i) {
    if (!std::isnan(m_dueS[i]) && m_dueS[i] > nowS + kEpsS) m_dueS[i] = m_plannedS[i];
    if (std::isnan(m_appliedS[i]) || m_appliedS[i] < nowS - kEpsS) continue;
    unapplied.emplace_back(i, m_appliedS[i]);
    m_appliedS[i] = kNever;
  }
  return unapplied;
}

DrillResult runDrill(const Drill& drill, const PodConfig& podIn, std::uint64_t seed,
                     const std::vector<Action>& actions) {
  DrillResult r;
  r.drill = drill.name;
  r.seed = seed;
  const std::unique_ptr<Simulation> run = startDrill(drill, podIn, seed);
  Simulation& sim = *run;
  const PodConfig& pod = sim.pod();
  const double t0 = sim.timeS();
  const double dt = sim.dtS();
  Snapshot snap;
  sim.fillSnapshot(snap, false);
  const double baselineTokensPerS = snap.tokensPerS;
  r.mfuBaseline = snap.mfu;
  const double unservedAtStartKwh = sim.summary().unservedEnergyKwh;
  std::size_t logSeen = sim.log().size();

  MalfunctionSchedule malfunctions(drill, seed);
  std::vector<std::uint8_t> actionDone(actions.size(), 0);
  std::vector<TaskState> tasks(drill.tasks.size());
  for (std::size_t k = 0; k < tasks.size(); ++k) {
    if (drill.tasks[k].cuedAtS) tasks[k].cueS = *drill.tasks[k].cuedAtS;
  }
  std::vector<double> limitOutsideS(drill.limits.size(), 0.0);
  std::vector<std::uint8_t> rackWasDown(snap.racks.state.size(), 0);
  for (std::size_t i = 0; i < rackWasDown.size(); ++i) {
    rackWasDown[i] = (snap.racks.state[i] & kRackTripped) != 0;
  }
  auto cueOf = [&](const std::string& name) {
    for (std::size_t k = 0; k < drill.tasks.size(); ++k) {
      if (drill.tasks[k].name == name) return tasks[k].cueS;
    }
    return kNever;
  };
  // Series for the debrief: each distinct quantity of the limits and standards, then the failed
  // instruments' truth and reading.
  std::vector<Condition> traced;
  auto trace = [&](const Condition& c) {
    if (c.quantity == "time_s") return;
    for (const auto& x : traced) {
      if (x.quantity == c.quantity && x.target == c.target) return;
    }
    traced.push_back(c);
  };
  for (const auto& l : drill.limits) trace(l.quantity);
  for (const auto& t : drill.tasks) {
    for (const auto& c : t.standard) trace(c);
  }
  for (const auto& c : traced) {
    r.series.push_back(
        {c.quantity + (c.target.segments.empty() ? "" : " " + c.target.toString()), {}, {}});
  }
  std::vector<std::size_t> tracedSensors;
  for (const auto& m : drill.malfunctions) {
    if (m.event.type != EventType::SensorFault) continue;
    const auto& cat = sensorCatalogue();
    const auto it = m.event.strings.find("sensor");
    const std::string sensor = it != m.event.strings.end() ? it->second : "";
    for (std::size_t k = 0; k < cat.size(); ++k) {
      if (cat[k].name != sensor) continue;
      const int idx = m.event.target.index(0);
      const std::size_t ch = sim.sensors().channel(static_cast<instruments::SensorKind>(k),
                                                   idx > 0 ? static_cast<std::size_t>(idx - 1) : 0);
      if (ch < sim.sensors().size() &&
          std::find(tracedSensors.begin(), tracedSensors.end(), ch) == tracedSensors.end()) {
        tracedSensors.push_back(ch);
        const std::string base = m.event.target.toString() + " " + sensor;
        r.series.push_back({base + " truth", {}, {}});
        r.series.push_back({base + " reading", {}, {}});
      }
    }
  }
  const auto sampleEvery = static_cast<std::uint64_t>(std::max(1.0, std::round(1.0 / dt)));
  auto sample = [&](double t) {
    std::size_t k = 0;
    for (const auto& c : traced) {
      r.series[k].tS.push_back(t);
      r.series[k].values.push_back(quantityValue(c, snap, t));
      ++k;
    }
    for (const std::size_t ch : tracedSensors) {
      const SensorReading& sr = snap.sensors[ch];
      r.series[k].tS.push_back(t);
      r.series[k].values.push_back(sr.truth);
      r.series[k + 1].tS.push_back(t);
      r.series[k + 1].values.push_back(sr.value);
      k += 2;
    }
  };
  sample(0.0);
  // What the trainee sees: the instruments' readings in place of the truth (cues use it).
  Snapshot seen;
  double mfuIntegral = 0.0;
  double lostGpuSeconds = 0.0;
  const auto gpus = static_cast<double>(pod.totalGpus());
  const auto totalTicks = static_cast<std::uint64_t>(std::ceil(drill.durationS / dt - kEpsS));

  for (std::uint64_t tick = 0; tick < totalTicks; ++tick) {
    const double now = sim.timeS() - t0;
    // Malfunctions due now (a trigger that held after the last tick applies now).
    for (MalfunctionSchedule::Due& due : malfunctions.takeDue(now)) {
      r.malfunctions.push_back({now, due.event});
      sim.inject(std::move(due.event));
    }
    // The trainee's actions due now: at their time, or their delay after their task's cue.
    for (std::size_t i = 0; i < actions.size(); ++i) {
      if (actionDone[i]) continue;
      const Action& a = actions[i];
      double at = a.atS;
      if (!a.afterCue.empty()) {
        const double cue = cueOf(a.afterCue);
        if (isNever(cue)) continue;
        at = cue + a.delayS;
      }
      if (at > now + kEpsS) continue;
      actionDone[i] = 1;
      Event e = a.event;
      e.source = EventSource::Operator;
      r.actions.push_back({now, e});
      sim.inject(std::move(e));
    }

    sim.step();
    sim.fillSnapshot(snap, false);
    const double t = sim.timeS() - t0;
    seen = snap;
    instruments::applyReadings(seen);
    if ((tick + 1) % sampleEvery == 0) sample(t);

    // Cues: a log entry added in this tick, or conditions holding now.
    const auto& log = sim.log().all();
    for (std::size_t k = 0; k < drill.tasks.size(); ++k) {
      const CriticalTask& task = drill.tasks[k];
      TaskState& st = tasks[k];
      if (isNever(st.cueS)) {
        if (!task.cue.code.empty()) {
          for (std::size_t j = logSeen; j < log.size(); ++j) {
            const LogEntry& le = log[j];
            if (le.cleared || le.code != task.cue.code) continue;
            if (!task.cue.object.empty() && le.object != task.cue.object) continue;
            st.cueS = std::max(0.0, le.t_s - t0);
            break;
          }
        } else if (allHold(task.cue.when, seen, t)) {
          st.cueS = t;
        }
      }
      if (isNever(st.cueS) || !isNever(st.metS)) continue;
      if (isNever(st.throttleS) && snap.gpusThrottled > 0) st.throttleS = t;
      if (allHold(task.standard, snap, t)) st.metS = t;
    }
    // Penalties: racks that left service this tick, job interruptions logged in it.
    for (std::size_t i = 0; i < rackWasDown.size() && i < snap.racks.state.size(); ++i) {
      const bool down = (snap.racks.state[i] & kRackTripped) != 0;
      if (down && !rackWasDown[i]) ++r.penalties.rackTrips;
      rackWasDown[i] = down ? 1 : 0;
    }
    for (std::size_t j = logSeen; j < log.size(); ++j) {
      if (log[j].code == "job_interrupted") ++r.penalties.jobRestarts;
    }
    logSeen = log.size();
    // Triggered malfunctions: conditions holding now apply at the next tick.
    malfunctions.checkTriggers(snap, t);
    for (std::size_t i = 0; i < drill.limits.size(); ++i) {
      const MonitoredLimit& l = drill.limits[i];
      const double v = quantityValue(l.quantity, snap, t);
      if ((l.min && v < *l.min) || (l.max && v > *l.max)) limitOutsideS[i] += dt;
    }
    mfuIntegral += snap.mfu * dt;
    if (baselineTokensPerS > 0.0) {
      lostGpuSeconds += gpus * std::max(0.0, 1.0 - snap.tokensPerS / baselineTokensPerS) * dt;
    }
  }
  for (const Action& a : drill.reference) {
    double at = a.atS;
    if (!a.afterCue.empty()) {
      at = cueOf(a.afterCue);
      if (isNever(at)) continue;
      // A cue before the drill's start (cued_at_s) can put the expert's action before it too:
      // in this run it comes at the start.
      at = std::max(0.0, at + a.delayS);
    }
    if (at > drill.durationS + kEpsS) continue;
    r.reference.push_back({at, a.event});
  }
  const double drillS = sim.timeS() - t0;
  r.mfuMean = drillS > 0.0 ? mfuIntegral / drillS : 0.0;

  // Points: the cued tasks and the limits share 100 by weight; penalties come off the total.
  double weights = 0.0;
  for (std::size_t k = 0; k < drill.tasks.size(); ++k) {
    if (!isNever(tasks[k].cueS)) weights += drill.tasks[k].weight;
  }
  for (const auto& l : drill.limits) weights += l.weight;
  double earned = weights > 0.0 ? 0.0 : r.maxScore;
  for (std::size_t k = 0; k < drill.tasks.size(); ++k) {
    const CriticalTask& task = drill.tasks[k];
    const TaskState& st = tasks[k];
    TaskResult tr;
    tr.name = task.name;
    tr.description = task.description;
    tr.weight = task.weight;
    tr.deadlineS = task.deadlineS;
    tr.cued = !isNever(st.cueS);
    tr.cueS = st.cueS;
    tr.standardMetS = st.metS;
    tr.throttleS = st.throttleS;
    if (tr.cued) {
      tr.maxPoints = r.maxScore * task.weight / weights;
      for (const auto& a : r.actions) {
        if (a.atS + kEpsS < st.cueS) continue;
        const bool relevant = task.relevantActions.empty() ||
                              std::find(task.relevantActions.begin(), task.relevantActions.end(),
                                        a.event.type) != task.relevantActions.end();
        if (relevant) {
          tr.firstActionS = a.atS;
          break;
        }
      }
      if (isNever(st.metS)) {
        tr.why = "the standard never held";
      } else if (st.metS > st.cueS + task.deadlineS + kEpsS) {
        tr.why = fmt::format("the standard held {:.1f} s after the cue, past the {} s deadline",
                             st.metS - st.cueS, formatNumber(task.deadlineS));
      } else if (task.beforeThrottle && !isNever(st.throttleS) && st.throttleS <= st.metS) {
        tr.why = "a GPU throttled before the standard held";
      } else {
        tr.met = true;
        tr.points = tr.maxPoints;
        earned += tr.points;
      }
    } else {
      tr.why = "not cued (the cue never came): not scored";
    }
    r.tasks.push_back(std::move(tr));
  }
  for (std::size_t i = 0; i < drill.limits.size(); ++i) {
    const MonitoredLimit& l = drill.limits[i];
    LimitResult lr;
    lr.text = l.text();
    lr.secondsOutside = limitOutsideS[i];
    lr.maxPoints = r.maxScore * l.weight / weights;
    lr.pointsLost = std::min(lr.maxPoints, l.pointsPerS * lr.secondsOutside);
    earned += lr.maxPoints - lr.pointsLost;
    r.limits.push_back(std::move(lr));
  }
  PenaltyResult& p = r.penalties;
  p.unservedKwh = std::max(0.0, sim.summary().unservedEnergyKwh - unservedAtStartKwh);
  p.lostGpuHours = lostGpuSeconds / 3600.0;
  p.dollars = p.lostGpuHours * pod.training.gpuHourPriceUsd;
  const Penalties& rate = drill.penalties;
  p.points = rate.rackTrip * p.rackTrips + rate.jobRestart * p.jobRestarts +
             rate.unservedKwh * p.unservedKwh + rate.lostGpuHours * p.lostGpuHours +
             rate.dollars * p.dollars;
  r.score = std::clamp(earned - p.points, 0.0, r.maxScore);
  r.stateHash = sim.stateHash();
  return r;
}

namespace {

nlohmann::ordered_json timeOrNull(double t) {
  return isNever(t) ? nlohmann::ordered_json(nullptr) : nlohmann::ordered_json(t);
}

nlohmann::ordered_json eventJson(const PlayedEvent& p) {
  Scenario one;
  Event e = p.event;
  e.t_s = p.atS;
  one.events.push_back(e);
  return nlohmann::ordered_json::parse(scenarioToJson(one))["events"][0];
}

std::string timeText(double t) {
  return isNever(t) ? std::string("never") : fmt::format("{:.1f} s", t);
}

}  // namespace

std::string drillReportJson(const DrillResult& r) {
  nlohmann::ordered_json j;
  j["drill"] = r.drill;
  j["seed"] = r.seed;
  j["score"] = r.score;
  j["max_score"] = r.maxScore;
  j["critical_tasks"] = nlohmann::ordered_json::array();
  for (const auto& t : r.tasks) {
    nlohmann::ordered_json x;
    x["name"] = t.name;
    x["description"] = t.description;
    x["weight"] = t.weight;
    x["cued"] = t.cued;
    x["met"] = t.met;
    x["cue_s"] = timeOrNull(t.cueS);
    x["first_action_s"] = timeOrNull(t.firstActionS);
    x["standard_met_s"] = timeOrNull(t.standardMetS);
    x["deadline_s"] = t.deadlineS;
    x["first_throttle_s"] = timeOrNull(t.throttleS);
    x["points"] = t.points;
    x["max_points"] = t.maxPoints;
    if (!t.met) x["missed_because"] = t.why;
    j["critical_tasks"].push_back(x);
  }
  j["limits"] = nlohmann::ordered_json::array();
  for (const auto& l : r.limits) {
    j["limits"].push_back({{"limit", l.text},
                           {"seconds_outside", l.secondsOutside},
                           {"points_lost", l.pointsLost},
                           {"max_points", l.maxPoints}});
  }
  const PenaltyResult& p = r.penalties;
  j["penalties"] = {{"rack_trips", p.rackTrips},     {"job_restarts", p.jobRestarts},
                    {"unserved_kwh", p.unservedKwh}, {"lost_gpu_hours", p.lostGpuHours},
                    {"dollars", p.dollars},          {"points_lost", p.points}};
  j["business_impact"] = {{"lost_gpu_hours", p.lostGpuHours},
                          {"dollars", p.dollars},
                          {"mfu_mean", r.mfuMean},
                          {"mfu_at_start", r.mfuBaseline}};
  j["malfunctions"] = nlohmann::ordered_json::array();
  for (const auto& m : r.malfunctions) j["malfunctions"].push_back(eventJson(m));
  j["actions"] = nlohmann::ordered_json::array();
  for (const auto& a : r.actions) j["actions"].push_back(eventJson(a));
  j["reference"] = nlohmann::ordered_json::array();
  for (const auto& a : r.reference) j["reference"].push_back(eventJson(a));
  j["series"] = nlohmann::ordered_json::array();
  for (const auto& ts : r.series) {
    j["series"].push_back({{"name", ts.name}, {"t_s", ts.tS}, {"values", ts.values}});
  }
  j["state_hash"] = fmt::format("0x{:016x}", r.stateHash);
  return j.dump(2) + "\n";
}

std::string drillReportText(const DrillResult& r) {
  std::string out = fmt::format("drill {} (seed {})\nscore {:.1f} / {:.0f}\ncritical tasks:\n",
                                r.drill, r.seed, r.score, r.maxScore);
  for (const auto& t : r.tasks) {
    const char* tag = !t.cued ? "not cued" : t.met ? "met" : "MISSED";
    out += fmt::format(
        "  [{}] {} ({:.1f} of {:.1f} points): cue {}, first action {}, standard met {}, deadline "
        "{} s{}\n",
        tag, t.name, t.points, t.maxPoints, timeText(t.cueS), timeText(t.firstActionS),
        timeText(t.standardMetS), formatNumber(t.deadlineS), t.met ? "" : " - " + t.why);
  }
  if (!r.limits.empty()) out += "limits:\n";
  for (const auto& l : r.limits) {
    out += fmt::format("  {}: {:.1f} s outside, -{:.1f} of {:.1f} points\n", l.text,
                       l.secondsOutside, l.pointsLost, l.maxPoints);
  }
  const PenaltyResult& p = r.penalties;
  out += fmt::format(
      "penalties: {} rack trips, {} job restarts, {:.2f} kWh unserved, {:.2f} GPU-hours lost, "
      "${:.0f}: -{:.1f} points\n",
      p.rackTrips, p.jobRestarts, p.unservedKwh, p.lostGpuHours, p.dollars, p.points);
  out += fmt::format(
      "business impact: {:.2f} GPU-hours lost (${:.0f}), MFU {:.3f} over the drill ({:.3f} at its "
      "start)\n",
      p.lostGpuHours, p.dollars, r.mfuMean, r.mfuBaseline);
  out += "malfunctions:\n";
  for (const auto& m : r.malfunctions) {
    out +=
        fmt::format("  {:8.1f} s  {} {}\n", m.atS, m.event.typeName(), m.event.target.toString());
  }
  out += "operator actions:\n";
  for (const auto& a : r.actions) {
    out +=
        fmt::format("  {:8.1f} s  {} {}\n", a.atS, a.event.typeName(), a.event.target.toString());
  }
  return out;
}

Session sessionOf(const DrillResult& r, const std::string& drillSpec) {
  Session s;
  s.drill = drillSpec;
  s.seed = r.seed;
  for (const auto& a : r.actions) {
    Action x;
    x.event = a.event;
    x.atS = a.atS;
    x.event.t_s = a.atS;
    s.actions.push_back(std::move(x));
  }
  return s;
}

}  // namespace podtwin::drill
