#pragma once
// The training run's part of a snapshot (sim/snapshot.h composes the parts).

namespace podtwin {

/// Progress, speed and cost of the training run at one instant.
struct TrainingSnapshot {
  double stepTimeS = 0.0;
  double mfu = 0.0;
  double tokensPerS = 0.0;
  double costToDateUsd = 0.0;
  double projectedCostUsd = 0.0;
  double projectedDays = 0.0;
  double progressFraction = 0.0;  ///< of the training run's tokens
  double tokensTrained = 0.0;     ///< tokens trained since t = 0
  /// The run's length and total cost if it goes on at its average rate so far (tokens and dollars
  /// per second since t = 0), where projectedDays and projectedCostUsd use the current rate and
  /// swing with every failure. The planning estimate until the first token.
  double projectedDaysAtAverageRate = 0.0;
  double projectedCostAtAverageRateUsd = 0.0;
};

}  // namespace podtwin
