#include "study/failure_sampler.h"

#include <spdlog/fmt/fmt.h>
#include <algorithm>

namespace podtwin::study {

const std::vector<FailureKind>& failureKinds() {
  // Append only: the position of a kind is part of its random stream key.
  static const std::vector<FailureKind> kinds = {
      {"pump", EventType::PumpFail, EventType::PumpRestore, "each CDU pump (cduN/pumpM)"},
      {"cdu", EventType::CduTrip, EventType::CduRestore, "each CDU as a whole (cduN)"},
      {"genset", EventType::GensetTrip, EventType::GensetStart, "each generator set (gensetN)"},
      {"bess", EventType::BessFault, EventType::BessRestore, "the battery converter (bess)"},
      {"grid", EventType::GridOutage, EventType::GridRestore, "the grid tie (grid)"},
      {"drycooler", EventType::DryCoolerFail, EventType::DryCoolerRestore,
       "each dry cooler (drycoolerN)"},
      {"link", EventType::LinkDown, EventType::LinkUp,
       "each leaf-spine bundle, one cable down at a time (leafN/spineM)"},
      {"leaf", EventType::SwitchDown, EventType::SwitchUp, "each leaf switch (leafN)"},
      {"spine", EventType::SwitchDown, EventType::SwitchUp, "each spine switch (spineN)"},
      {"nic", EventType::NicDown, EventType::NicUp, "each GPU NIC (rackN/nicM)"},
  };
  return kinds;
}

const FailureKind* findFailureKind(const std::string& name) {
  for (const auto& k : failureKinds()) {
    if (k.name == name) return &k;
  }
  return nullptr;
}

std::vector<std::string> failureTargets(const std::string& kind, const PodCounts& counts) {
  std::vector<std::string> out;
  auto one = [&](const std::string& k, int n) {
    for (int i = 1; i <= n; ++i) out.push_back(k + std::to_string(i));
  };
  auto two = [&](const std::string& a, int na, const std::string& b, int nb) {
    for (int i = 1; i <= na; ++i) {
      for (int j = 1; j <= nb; ++j) {
        out.push_back(fmt::format("{}{}/{}{}", a, i, b, j));
      }
    }
  };
  if (kind == "pump") two("cdu", counts.cdus, "pump", counts.pumpsPerCdu);
  if (kind == "cdu") one("cdu", counts.cdus);
  if (kind == "genset") one("genset", counts.gensets);
  if (kind == "bess") out.emplace_back("bess");
  if (kind == "grid") out.emplace_back("grid");
  if (kind == "drycooler") one("drycooler", counts.dryCoolers);
  if (kind == "link") two("leaf", counts.leaves, "spine", counts.spines);
  if (kind == "leaf") one("leaf", counts.leaves);
  if (kind == "spine") one("spine", counts.spines);
  if (kind == "nic") two("rack", counts.racks, "nic", counts.nicsPerRack);
  return out;
}

ComponentHistory sampleHistory(double mtbfS, double mttrS, double durationS, Rng& rng) {
  ComponentHistory h;
  if (!(mtbfS > 0.0) || !(mttrS > 0.0) || !(durationS > 0.0)) return h;
  double t = 0.0;
  // Components start the run in service; the process alternates up and down until the run ends.
  while (true) {
    t += rng.exponential(1.0 / mtbfS);
    if (t >= durationS) break;
    h.failS.push_back(t);
    t += rng.exponential(1.0 / mttrS);
    if (t >= durationS) break;
    h.restoreS.push_back(t);
  }
  return h;
}

SampledFailures sampleFailures(const std::vector<FailureMode>& modes, const PodCounts& counts,
                               double durationS, std::uint64_t failureSeed) {
  SampledFailures out;
  const auto& kinds = failureKinds();
  for (const auto& m : modes) {
    const auto it = std::find_if(kinds.begin(), kinds.end(),
                                 [&](const FailureKind& k) { return k.name == m.kind; });
    if (it == kinds.end()) continue;  // the spec reader rejects unknown kinds
    const auto kindId = static_cast<std::uint64_t>(it - kinds.begin());
    const auto targets = failureTargets(m.kind, counts);
    for (std::size_t j = 0; j < targets.size(); ++j) {
      // Stream key: kind in the high bits, object in the low 32 (pods have far fewer objects).
      Rng rng = Rng::stream(failureSeed, (kindId << 32) | static_cast<std::uint64_t>(j));
      const ComponentHistory h = sampleHistory(m.mtbfS, m.mttrS, durationS, rng);
      for (std::size_t k = 0; k < h.failS.size(); ++k) {
        out.events.push_back(makeEvent(h.failS[k], it->failEvent, targets[j], {}, {}, &counts));
        ++out.failures;
        if (k < h.restoreS.size()) {
          out.events.push_back(
              makeEvent(h.restoreS[k], it->restoreEvent, targets[j], {}, {}, &counts));
        }
      }
    }
  }
  std::stable_sort(out.events.begin(), out.events.end(),
                   [](const Event& a, const Event& b) { return a.t_s < b.t_s; });
  return out;
}

}  // namespace podtwin::study
