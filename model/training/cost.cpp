#include "training/cost.h"

#include <cmath>
#include <stdexcept>

namespace podtwin::training {

RunPlan planFromPod(const TrainingPod& pod, double facilityPowerW) {
  const auto& t = pod.training;
  RunPlan p;
  p.modelParams = t.modelParams;
  p.tokens = t.tokenBudget;
  p.flopsPerTokenPerParam = t.flopsPerTokenPerParam;
  p.gpus = pod.totalGpus();
  p.gpuPeakFlops = t.gpuPeakFlops;
  p.gpuHourPriceUsd = t.gpuHourPriceUsd;
  p.energyPriceUsdPerMwh = t.energyPriceUsdPerMwh;
  const double itW =
      pod.racks.count * (pod.racks.gpusPerRack * pod.racks.gpuTdpW + pod.racks.nonGpuPowerW());
  p.facilityPowerW = facilityPowerW > 0.0 ? facilityPowerW : itW * t.planningPue;
  return p;
}

RunEstimate estimateRun(const RunPlan& plan, double mfu) {
  if (!(mfu > 0.0 && mfu <= 1.0)) throw std::invalid_argument("estimateRun: MFU must be in (0, 1]");
  if (!(plan.gpus > 0 && plan.gpuPeakFlops > 0.0)) {
    throw std::invalid_argument("estimateRun: needs GPUs and a peak FLOP/s");
  }
  RunEstimate e;
  e.mfu = mfu;
  const double flops = plan.flopsPerTokenPerParam * plan.modelParams * plan.tokens;
  e.wallTimeS = flops / (plan.gpus * plan.gpuPeakFlops * mfu);
  e.days = e.wallTimeS / 86400.0;
  e.gpuHours = plan.gpus * e.wallTimeS / 3600.0;
  e.energyMwh = plan.facilityPowerW * e.wallTimeS / 3.6e9;
  e.gpuCostUsd = e.gpuHours * plan.gpuHourPriceUsd;
  e.energyCostUsd = e.energyMwh * plan.energyPriceUsdPerMwh;
  e.totalCostUsd = e.gpuCostUsd + e.energyCostUsd;
  return e;
}

RunComparison compareRuns(const RunPlan& a, double mfuA, const RunPlan& b, double mfuB) {
  RunComparison c;
  c.a = estimateRun(a, mfuA);
  c.b = estimateRun(b, mfuB);
  c.speedup = c.b.wallTimeS / c.a.wallTimeS;
  c.daysSaved = c.b.days - c.a.days;
  c.costSavedUsd = c.b.totalCostUsd - c.a.totalCostUsd;
  return c;
}

}  // namespace podtwin::training
