#include "thermal/gpu_thermal.h"

#include <algorithm>
#include <cmath>
#include <cstdint>

#include "core/json_reader.h"

namespace podtwin::thermal {

namespace {

// The per-GPU update is arithmetic-bound (two divisions per GPU), so it is compiled for the wide
// vector units too and the best one is picked at load time (GCC function multi-versioning). Every
// clone evaluates the same IEEE expressions in the same order, without contraction into fused
// multiply-adds (-ffp-contract=off for the model), so the results are bit-identical on every CPU.
#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__) && \
    !defined(__SANITIZE_ADDRESS__) && defined(__gnu_linux__)
#define PODTWIN_VECTOR_CLONES __attribute__((target_clones("avx512f", "avx2", "default")))
#else
#define PODTWIN_VECTOR_CLONES
#endif

/// Implicit Euler for `count` GPUs (see stepRackGpus for the derivation).
PODTWIN_VECTOR_CLONES void implicitGpuStep(double* __restrict die, double* __restrict plate,
                                           const double* __restrict gcWPerK, std::size_t count,
                                           double aD, double aP, double aPg, double sink,
                                           double powerW) {
  for (std::size_t i = 0; i < count; ++i) {
    const double gc = gcWPerK[i];
    const double inv = 1.0 / (aD + gc);
    const double k = gc * inv;
    const double gEff = gc * aD * inv;
    const double rd = aD * die[i] + powerW;
    const double tp = (aP * plate[i] + sink + k * rd) / (aPg + gEff);
    plate[i] = tp;
    die[i] = k * tp + rd * inv;
  }
}

/// Sums over the rack's plates and dies and the hottest die, taken in the same pass as the update.
struct RackSums {
  double plate = 0.0;
  double die = 0.0;
  double dieMax = 0.0;
};

/// implicitGpuStep plus the rack's sums, for `count` a multiple of 4 starting on a 16-byte
/// boundary. The sums are taken in four interleaved lanes (GPU i into lane i mod 4) combined as
/// (l0 + l2) + (l1 + l3): exactly the order of Eigen's vectorised sum() over such a segment with
/// 2-double packets, the summation the rack sums have always used, so every result is unchanged.
PODTWIN_VECTOR_CLONES RackSums implicitGpuStepSums(double* __restrict die, double* __restrict plate,
                                                   const double* __restrict gcWPerK,
                                                   std::size_t count, double aD, double aP,
                                                   double aPg, double sink, double powerW) {
  double lp[4];
  double ld[4];
  double lm[4];
  auto update = [&](std::size_t i, double& tpOut, double& tdOut) {
    const double gc = gcWPerK[i];
    const double inv = 1.0 / (aD + gc);
    const double k = gc * inv;
    const double gEff = gc * aD * inv;
    const double rd = aD * die[i] + powerW;
    const double tp = (aP * plate[i] + sink + k * rd) / (aPg + gEff);
    const double td = k * tp + rd * inv;
    plate[i] = tp;
    die[i] = td;
    tpOut = tp;
    tdOut = td;
  };
  for (std::size_t j = 0; j < 4; ++j) {
    update(j, lp[j], ld[j]);
    lm[j] = ld[j];
  }
  for (std::size_t i = 4; i < count; i += 4) {
    for (std::size_t j = 0; j < 4; ++j) {
      double tp = 0.0;
      double td = 0.0;
      update(i + j, tp, td);
      lp[j] += tp;
      ld[j] += td;
      lm[j] = lm[j] < td ? td : lm[j];
    }
  }
  RackSums r;
  r.plate = (lp[0] + lp[2]) + (lp[1] + lp[3]);
  r.die = (ld[0] + ld[2]) + (ld[1] + ld[3]);
  r.dieMax = std::max(std::max(lm[0], lm[1]), std::max(lm[2], lm[3]));
  // A NaN die makes the sum NaN; the maximum must say so too (the health check reads it).
  if (std::isnan(r.die)) r.dieMax = r.die;
  return r;
}

}  // namespace

void GpuThermalConfig::read(JsonReader& r) {
  dieHeatCapacityJPerK =
      r.number("die_heat_capacity_j_per_k", dieHeatCapacityJPerK, Range::positive(1e5));
  plateHeatCapacityJPerK =
      r.number("plate_heat_capacity_j_per_k", plateHeatCapacityJPerK, Range::positive(1e6));
  dieToPlateResistanceKPerW =
      r.number("die_to_plate_resistance_k_per_w", dieToPlateResistanceKPerW, Range::positive(1.0));
  plateToCoolantResistanceKPerW = r.number("plate_to_coolant_resistance_k_per_w",
                                           plateToCoolantResistanceKPerW, Range::positive(1.0));
  flowExponent = r.number("flow_exponent", flowExponent, Range::between(0.3, 1.0));
  resistanceSpreadFraction =
      r.number("resistance_spread_fraction", resistanceSpreadFraction, Range::between(0.0, 0.2));
  gpuFlowShare = r.number("gpu_flow_share", gpuFlowShare, Range{0.0, 1.0, true});
  stagnantConductanceWPerK =
      r.number("stagnant_conductance_w_per_k", stagnantConductanceWPerK, Range::nonNegative(1e3));
  slowdownTempC = r.number("slowdown_temp_c", slowdownTempC, Range::between(40.0, 150.0));
  hysteresisK = r.number("hysteresis_k", hysteresisK, Range::between(0.0, 30.0));
  throttleClockFactor =
      r.number("throttle_clock_factor", throttleClockFactor, Range{0.0, 1.0, true});
  shutdownTempC = r.number("shutdown_temp_c", shutdownTempC, Range::between(40.0, 160.0));
  if (shutdownTempC <= slowdownTempC) {
    r.error("shutdown_temp_c", "must be above slowdown_temp_c");
  }
  autoRestart = r.boolean("auto_restart", autoRestart);
  restartTempC = r.number("restart_temp_c", restartTempC, Range::between(0.0, 150.0));
  if (restartTempC >= slowdownTempC - hysteresisK) {
    r.error("restart_temp_c", "must be below slowdown_temp_c - hysteresis_k");
  }
  restartDelayS = r.number("restart_delay_s", restartDelayS, Range::nonNegative(86400.0));
  r.finish();
}

void GpuArrays::resize(std::size_t n, double tempC, double conductanceWPerK) {
  const auto m = static_cast<Eigen::Index>(n);
  dieC = Eigen::ArrayXd::Constant(m, tempC);
  plateC = Eigen::ArrayXd::Constant(m, tempC);
  dieToPlateWPerK = Eigen::ArrayXd::Constant(m, conductanceWPerK);
  throttled.assign(n, 0);
}

double plateFlowConductanceWPerK(const GpuThermalConfig& c, const Coolant& coolant,
                                 double gpuFlowM3PerS, double nominalGpuFlowM3PerS) {
  const double rate = coolant.capacityRateWPerK(gpuFlowM3PerS);
  if (!(rate > 0.0) || !(nominalGpuFlowM3PerS > 0.0)) return 0.0;
  const double hA = std::pow(gpuFlowM3PerS / nominalGpuFlowM3PerS, c.flowExponent) /
                    c.plateToCoolantResistanceKPerW;
  return rate * (1.0 - std::exp(-hA / rate));
}

GpuRackStep stepRackGpus(const GpuThermalConfig& c, GpuArrays& a, std::size_t begin,
                         std::size_t count, double gpuPowerW, double inletC, double rackCoolantC,
                         double gFlowWPerK, double gStagnantWPerK, double dtS) {
  GpuRackStep out;
  const auto b = static_cast<Eigen::Index>(begin);
  const auto n = static_cast<Eigen::Index>(count);
  const double aD = c.dieHeatCapacityJPerK / dtS;
  const double aP = c.plateHeatCapacityJPerK / dtS;
  const double g = gFlowWPerK + gStagnantWPerK;
  const double sink = gFlowWPerK * inletC + gStagnantWPerK * rackCoolantC;
  // Implicit Euler:  (aD+gc)·Td' − gc·Tp' = aD·Td + P
  //                 −gc·Td' + (aP+gc+g)·Tp' = aP·Tp + sink
  // The die row gives Td' = (aD·Td + P + gc·Tp')/(aD+gc); substituting leaves per-GPU factors that
  // depend only on gc and dt: k = gc/(aD+gc), inv = 1/(aD+gc), gEff = gc·aD/(aD+gc). One pass over
  // the GPUs reads the three state values once and writes the two temperatures; the expressions and
  // their order are the same for every GPU count and thread count, so results are bit-identical.
  double* dieP = a.dieC.data() + begin;
  double* plateP = a.plateC.data() + begin;
  const double* gcP = a.dieToPlateWPerK.data() + begin;
  double plateSum = 0.0;
  double sumDie = 0.0;
  double maxDie = 0.0;
  auto aligned16 = [](const double* p) { return reinterpret_cast<std::uintptr_t>(p) % 16 == 0; };
  if (count >= 4 && count % 4 == 0 && aligned16(dieP) && aligned16(plateP)) {
    const RackSums sums =
        implicitGpuStepSums(dieP, plateP, gcP, count, aD, aP, aP + g, sink, gpuPowerW);
    plateSum = sums.plate;
    sumDie = sums.die;
    maxDie = sums.dieMax;
  } else {
    implicitGpuStep(dieP, plateP, gcP, count, aD, aP, aP + g, sink, gpuPowerW);
    const auto plate = a.plateC.segment(b, n);
    const auto die = a.dieC.segment(b, n);
    plateSum = plate.sum();
    sumDie = die.sum();
    maxDie = count > 0 ? die.maxCoeff() : 0.0;
  }
  // Heat to the coolant at the new plate temperatures (what the implicit step used).
  out.heatToCoolantW = g * plateSum - static_cast<double>(count) * sink;
  out.maxDieC = maxDie;
  out.sumDieC = sumDie;
  // Throttling with hysteresis: a per-GPU pass only when
  // the hottest GPU is near the limit.
  std::uint8_t* thr = a.throttled.data() + begin;
  const double release = c.slowdownTempC - c.hysteresisK;
  if (maxDie < release) {
    std::fill(thr, thr + count, std::uint8_t{0});
    out.aboveShutdown = false;
    return out;
  }
  for (std::size_t i = 0; i < count; ++i) {
    if (thr[i]) {
      if (dieP[i] < release) thr[i] = 0;
    } else if (dieP[i] > c.slowdownTempC) {
      thr[i] = 1;
      ++out.throttleStarted;
    }
    out.throttled += thr[i];
  }
  out.aboveShutdown = maxDie > c.shutdownTempC;
  return out;
}

}  // namespace podtwin::thermal
