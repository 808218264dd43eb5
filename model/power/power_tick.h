#pragma once
// What one control tick of the power plant carries between its parts (power_system.h, private):
// the tick's plan of the racks (power_plan.cpp), and the constants, running values and sums of its
// electrical steps (power_system.cpp).

#include <algorithm>
#include <cmath>
#include <limits>

#include "power/power_system.h"

namespace podtwin::power {

/// Cooling power from the coupling, with a non-finite or negative value read as none (no NaN may
/// reach the ledger).
inline double coolingOf(const PowerTickInput& in) {
  return std::isfinite(in.coolingPowerW) ? std::max(0.0, in.coolingPowerW) : 0.0;
}

/// Pod-level sums for one tick.
struct PowerSystem::TickPlan {
  int active = 0;      ///< racks drawing power
  double aW = 0.0;     ///< IT power of the active racks at idle GPUs
  double bGpus = 0.0;  ///< Σ GPUs × clock over the active racks
  double a0W = 0.0;    ///< same without load shedding (for the unserved ledger)
  double b0Gpus = 0.0;
  double restoreW = 0.0;  ///< battery SOC restoring power (+ = charge)
};

/// One tick's electrical steps: what they read (set before the first step), the racks' load as
/// it stands (shedding and trips change it within the tick), and the sums they add to (J, or
/// W·steps for the means). A plain record local to advance(); the step functions that take it are
/// inlined there and its address is never taken, so its fields live in registers as locals would.
struct PowerSystem::Tick {
  Tick(const PowerTickInput& input, EventLog& eventLog, TickPlan& tickPlan)
      : in(input), log(eventLog), plan(tickPlan) {}
  const PowerTickInput& in;
  EventLog& log;
  /// The racks' plan, a record of its own: planTick and fillPlan take its address, which would
  /// keep this one in memory if it were a field.
  TickPlan& plan;
  long steps = 1;  ///< electrical steps in the tick
  // A deeper shedding cap deferred by ems.shed_response_s (beginTick).
  long responseSteps = 0;
  double pendingShed = -1.0;
  double capabilityAtPlanW = 0.0;

  // Constants of the tick.
  double idleW = 0.0;  ///< a GPU's idle power
  double gpus = 0.0;   ///< GPUs per rack
  bool mechOnDc = false;
  bool islandedByEms = false;
  double mechW = 0.0;
  double miscW = 0.0;
  double acFixedW = 0.0;
  double dcMechW = 0.0;
  double eta = 1.0;  ///< the rectifier's efficiency
  double ffrGain = 0.0;
  double rackStoreJ = 0.0;
  double storeWindowS = 0.0;
  int macro = 1;
  double macroDtS = 0.0;
  double quietDfPuPerStep = 0.0;

  // The load as it stands, the tie, the frequency's rate, the PSU curve's memo.
  double aW = 0.0;
  double bGpus = 0.0;
  int activeRacks = 0;
  bool gridConnected = true;
  double gridCapW = 0.0;
  double prevDfPu = std::numeric_limits<double>::quiet_NaN();
  double dfRatePu = std::numeric_limits<double>::infinity();
  double memoRackItW = std::numeric_limits<double>::quiet_NaN();
  double memoItW = std::numeric_limits<double>::quiet_NaN();
  int memoActiveRacks = -1;
  double memoRackDcW = 0.0;
  bool rideThroughLost = false;

  // Sums.
  double genJ = 0, gridJ = 0, disJ = 0, chJ = 0, itJ = 0, gpuJ = 0, psuJ = 0, rectJ = 0;
  double coolJ = 0, miscJ = 0, shortJ = 0, shedJ = 0;
  double mechPoweredSteps = 0.0;  ///< Σ over steps of the share the mechanical feed was energised
  double sumSf = 0.0;             ///< Σ served fraction over steps while racks are active
  double sumDynSf = 0.0;          ///< Σ served fraction × dynamic GPU power
  double battLoss0 = 0.0;         ///< the battery's loss before the tick
  double tickMaxDev = 0.0;
  double holdDisJ = 0.0;
  double holdRechJ = 0.0;
  double dcStoreNetJ = 0.0;  ///< + = recharged
  double acStoreNetJ = 0.0;
};

}  // namespace podtwin::power
