#include "training/training_config.h"

#include "core/json_reader.h"

namespace podtwin::training {

void TrainingConfig::read(JsonReader& r) {
  modelParams = r.number("model_params", modelParams, Range::positive(1e15));
  tokenBudget = r.number("token_budget", tokenBudget, Range::positive(1e17));
  globalBatchTokens = r.number("global_batch_tokens", globalBatchTokens, Range::positive(1e10));
  flopsPerTokenPerParam =
      r.number("flops_per_token_per_param", flopsPerTokenPerParam, Range::positive(100.0));
  gpuPeakFlops = r.number("gpu_peak_flops", gpuPeakFlops, Range::positive(1e18));
  computeEfficiency = r.number("compute_efficiency", computeEfficiency, Range{0.0, 1.0, true});
  gpuHourPriceUsd = r.number("gpu_hour_price_usd", gpuHourPriceUsd, Range::nonNegative(1e4));
  energyPriceUsdPerMwh =
      r.number("energy_price_usd_per_mwh", energyPriceUsdPerMwh, Range::nonNegative(1e5));
  planningPue = r.number("planning_pue", planningPue, Range::between(1.0, 3.0));
  r.finish();
}

void TrainingConfig::scale(double factor) {
  (void)factor;  // the model, its token budget and the prices are independent of pod size
}

}  // namespace podtwin::training
