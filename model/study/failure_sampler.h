#pragma once
// Monte-Carlo failure sampling: every component of a kind is an alternating renewal process
// (up time ~ Exp(MTBF), repair time ~ Exp(MTTR)) over the run, turned into catalogue events
// ("pump_fail" at the failure, "pump_restore" after the repair). Each component draws from its
// own Rng stream keyed by kind and object, so genset3's history is the same whether the pod has
// three gensets or four.

#include <cstdint>
#include <string>
#include <vector>

#include "core/rng.h"
#include "scenario/scenario.h"
#include "study/sweep_spec.h"

namespace podtwin::study {

/// A component kind that can fail: its fail/restore event types and how its targets are named.
struct FailureKind {
  std::string name;        ///< spec key ("pump")
  EventType failEvent;     ///< EventType::PumpFail
  EventType restoreEvent;  ///< EventType::PumpRestore
  std::string description;
};

/// Every kind a spec may name, in a stable order (the order is part of the stream keys).
const std::vector<FailureKind>& failureKinds();
const FailureKind* findFailureKind(const std::string& name);

/// The targets of `kind` in a pod ("cdu1/pump1", "cdu1/pump2", ...), in a stable order.
std::vector<std::string> failureTargets(const std::string& kind, const PodCounts& counts);

/// Failure and repair times of one component over [0, durationS): fail times and repair times
/// interleave (f0 < r0 < f1 < r1 ...); the last failure may have no repair inside the run.
struct ComponentHistory {
  std::vector<double> failS;
  std::vector<double> restoreS;
};
ComponentHistory sampleHistory(double mtbfS, double mttrS, double durationS, Rng& rng);

/// The sampled events for one case, sorted by time, plus how many failures were drawn.
struct SampledFailures {
  std::vector<Event> events;
  int failures = 0;
};
SampledFailures sampleFailures(const std::vector<FailureMode>& modes, const PodCounts& counts,
                               double durationS, std::uint64_t failureSeed);

}  // namespace podtwin::study
