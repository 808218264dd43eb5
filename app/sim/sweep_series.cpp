#include "sim/sweep_series.h"

#include <fmt/core.h>

#include <cmath>

#include "sim/hdf5_writer.h"
#include "sim/run_table.h"

namespace podtwin::cli {

SeriesRecorder::SeriesRecorder(const study::SweepSpec& spec, std::string path, double intervalS)
    : m_spec(spec), m_path(std::move(path)), m_intervalS(intervalS) {}

std::string SeriesRecorder::groupName(std::size_t caseIndex) {
  return fmt::format("case_{:06}", caseIndex);
}

study::StepObserver SeriesRecorder::observer() {
  return [this](const study::CaseDef& c, Simulation& sim) { sample(c, sim); };
}

void SeriesRecorder::sample(const study::CaseDef& c, Simulation& sim) {
  // Samples fall on whole control ticks (at least one), like `podtwin-sim run --sample-interval`.
  const double dt = sim.dtS();
  const auto every =
      std::max<std::uint64_t>(1, static_cast<std::uint64_t>(std::llround(m_intervalS / dt)));
  const auto last = static_cast<std::uint64_t>(std::ceil(m_spec.durationS / dt - 1e-9));
  if (sim.tick() % every != 0 && sim.tick() != last) return;
  const auto cols = runColumns(sim.pod());
  Snapshot snap;
  sim.fillSnapshot(snap, false);
  std::vector<double> row;
  row.reserve(cols.size());
  for (const auto& col : cols) row.push_back(col.value(snap));
  std::lock_guard lock(m_mutex);
  Series& s = m_series[c.index];
  if (s.columns.empty()) {
    for (const auto& col : cols) {
      s.columns.push_back(col.name);
      s.units.push_back(col.unit);
    }
  }
  s.rows.push_back(std::move(row));
  if (sim.tick() == last) s.events = sim.log().all();
}

void SeriesRecorder::write(const study::CaseResult& r) {
  Series s;
  {
    std::lock_guard lock(m_mutex);
    auto it = m_series.find(r.def.index);
    if (it == m_series.end()) return;
    s = std::move(it->second);
    m_series.erase(it);
  }
  if (r.status != study::CaseStatus::Ok) return;
  const std::string pod = study::podJsonFor(m_spec, r.def).dump(2);
  const PodConfig cfg = study::podFor(m_spec, r.def);
  const std::string scenario =
      scenarioToJson(study::scenarioFor(m_spec, r.def, Simulation::countsFor(cfg)));
  h5::writeRunHdf5(m_path, groupName(r.def.index), s.columns, s.units, s.rows, s.events, pod,
                   scenario, r.summary, /*atomic=*/false);
}

}  // namespace podtwin::cli
