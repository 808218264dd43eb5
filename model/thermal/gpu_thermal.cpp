#include "thermal/gpu_thermal.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>

#include "core/json_reader.h"
#include "core/vector_clones.h"

namespace podtwin::thermal {

namespace {

/// One implicit Euler update of a GPU's die and plate temperatures (see stepRackGpus for the
/// derivation), for one GPU (T = double) or several lanes of GPUs (a vector type): every path
/// evaluates the same expressions in the same order, so they give the same bits.
template <class T>
inline void implicitGpuUpdate(const T& gc, T& die, T& plate, double aD, double aP, double aPg,
                              double sink, double powerW) {
  const T inv = 1.0 / (aD + gc);
  const T k = gc * inv;
  const T gEff = gc * aD * inv;
  const T rd = aD * die + powerW;
  plate = (aP * plate + sink + k * rd) / (aPg + gEff);
  die = k * plate + rd * inv;
}

/// Implicit Euler for `count` GPUs. Arithmetic-bound (two divisions per GPU), hence compiled for
/// the wide vector units too (core/vector_clones.h).
PODTWIN_VECTOR_CLONES void implicitGpuStep(double* __restrict die, double* __restrict plate,
                                           const double* __restrict gcWPerK, std::size_t count,
                                           double aD, double aP, double aPg, double sink,
                                           double powerW) {
  for (std::size_t i = 0; i < count; ++i) {
    implicitGpuUpdate(gcWPerK[i], die[i], plate[i], aD, aP, aPg, sink, powerW);
  }
}

/// Sums over a rack's GPUs after its step.
struct GpuSums {
  double plate = 0.0;
  double die = 0.0;
  double maxDie = 0.0;
};

/// Eigen's reductions (sum, maxCoeff) of a run of doubles on this build's vector unit: two packets
/// of two lanes, so element i goes to running lane i mod 4, each lane starting from its first
/// element, then lanes 0+2 and 1+3, then the two halves; maxima likewise. That order holds when
/// the run starts on a packet boundary and is a whole number of lane groups.
constexpr bool kEigenTwoLanePackets = Eigen::internal::packet_traits<double>::Vectorizable &&
                                      Eigen::internal::packet_traits<double>::size == 2;

bool fusedSumsApply(const double* die, const double* plate, std::size_t count) {
  auto packetAligned = [](const double* p) {
    return reinterpret_cast<std::uintptr_t>(p) % (2 * sizeof(double)) == 0;
  };
  return kEigenTwoLanePackets && count >= 4 && count % 4 == 0 && packetAligned(die) &&
         packetAligned(plate);
}

/// implicitGpuStep and the rack's sums in one pass, in the lane order above: the sums come out
/// bit-identical to Eigen's over the updated arrays while the additions run in the shadow of the
/// step's divisions. The update runs eight GPUs at a time: the divisions bound it, and an AVX-512
/// unit may divide eight lanes at the rate it divides four (this project's AMD EPYC build host:
/// 0.30 ns per division four lanes wide, 0.15 ns eight wide; a narrower unit splits the eight).
/// Each eight-GPU result is added as two groups of four, in GPU order, so the sums are those of a
/// four-lane pass. Requires fusedSumsApply.
PODTWIN_VECTOR_CLONES GpuSums implicitGpuStepSums(double* __restrict die, double* __restrict plate,
                                                  const double* __restrict gcWPerK,
                                                  std::size_t count, double aD, double aP,
                                                  double aPg, double sink, double powerW) {
  using Lanes = double __attribute__((vector_size(4 * sizeof(double))));
  using Lanes8 = double __attribute__((vector_size(8 * sizeof(double))));
  using LaneMask = std::int64_t __attribute__((vector_size(4 * sizeof(double))));
  // Steps the GPUs from i on (as many as the vector type holds) and hands back their new plate and
  // die temperatures.
  auto step = [&]<class V>(std::size_t i, V& tp, V& dn) {
    V gc;
    std::memcpy(&gc, gcWPerK + i, sizeof gc);
    std::memcpy(&dn, die + i, sizeof dn);
    std::memcpy(&tp, plate + i, sizeof tp);
    implicitGpuUpdate(gc, dn, tp, aD, aP, aPg, sink, powerW);
    std::memcpy(plate + i, &tp, sizeof tp);
    std::memcpy(die + i, &dn, sizeof dn);
  };
  Lanes sumPlate;
  Lanes sumDie;
  Lanes maxDie;
  // Adds four GPUs' temperatures to the running lanes.
  auto add4 = [&](const Lanes& tp, const Lanes& dn) {
    sumPlate += tp;
    sumDie += dn;
    // maxDie = dn > maxDie ? dn : maxDie, lane by lane, as a select on the comparison's mask.
    const LaneMask newer = dn > maxDie;
    maxDie = reinterpret_cast<Lanes>((reinterpret_cast<LaneMask>(dn) & newer) |
                                     (reinterpret_cast<LaneMask>(maxDie) & ~newer));
  };
  // Steps eight GPUs from i on and hands back their temperatures as the first four and the other
  // four.
  auto step8 = [&](std::size_t i, Lanes& tp0, Lanes& dn0, Lanes& tp1, Lanes& dn1) {
    Lanes8 tp;
    Lanes8 dn;
    step(i, tp, dn);
    tp0 = __builtin_shufflevector(tp, tp, 0, 1, 2, 3);
    dn0 = __builtin_shufflevector(dn, dn, 0, 1, 2, 3);
    tp1 = __builtin_shufflevector(tp, tp, 4, 5, 6, 7);
    dn1 = __builtin_shufflevector(dn, dn, 4, 5, 6, 7);
  };
  // The first four GPUs start the lanes; when the count is an odd number of four-GPU groups they
  // are stepped on their own, so that the rest is a whole number of eight-GPU groups.
  Lanes tp;
  Lanes dn;
  std::size_t i = 0;
  if (count % 8 == 0) {
    step8(i, sumPlate, sumDie, tp, dn);
    maxDie = sumDie;
    add4(tp, dn);
    i = 8;
  } else {
    step(i, sumPlate, sumDie);
    maxDie = sumDie;
    i = 4;
  }
  for (; i < count; i += 8) {
    Lanes tp1;
    Lanes dn1;
    step8(i, tp, dn, tp1, dn1);
    add4(tp, dn);
    add4(tp1, dn1);
  }
  GpuSums s;
  s.plate = (sumPlate[0] + sumPlate[2]) + (sumPlate[1] + sumPlate[3]);
  s.die = (sumDie[0] + sumDie[2]) + (sumDie[1] + sumDie[3]);
  const double m0 = maxDie[2] > maxDie[0] ? maxDie[2] : maxDie[0];
  const double m1 = maxDie[3] > maxDie[1] ? maxDie[3] : maxDie[1];
  s.maxDie = m0 > m1 ? m0 : m1;
  return s;
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
    // Blame a field the file gives: a lowered slowdown_temp_c is the usual cause, not the
    // restart_temp_c default.
    const char* field = r.has("restart_temp_c")    ? "restart_temp_c"
                        : r.has("hysteresis_k")    ? "hysteresis_k"
                        : r.has("slowdown_temp_c") ? "slowdown_temp_c"
                                                   : "restart_temp_c";
    r.error(field, "restart_temp_c (" + formatNumber(restartTempC) +
                       ") must be below slowdown_temp_c - hysteresis_k (" +
                       formatNumber(slowdownTempC) + " - " + formatNumber(hysteresisK) + ")");
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
  GpuSums sums;
  if (fusedSumsApply(dieP, plateP, count)) {
    sums = implicitGpuStepSums(dieP, plateP, gcP, count, aD, aP, aP + g, sink, gpuPowerW);
  } else {
    implicitGpuStep(dieP, plateP, gcP, count, aD, aP, aP + g, sink, gpuPowerW);
    const auto die = a.dieC.segment(b, n);
    sums.plate = a.plateC.segment(b, n).sum();
    sums.die = die.sum();
    sums.maxDie = count > 0 ? die.maxCoeff() : 0.0;
  }
  // Heat to the coolant at the new plate temperatures (what the implicit step used).
  out.heatToCoolantW = g * sums.plate - static_cast<double>(count) * sink;
  out.maxDieC = sums.maxDie;
  out.sumDieC = sums.die;
  // Throttling with hysteresis: a per-GPU pass only when
  // the hottest GPU is near the limit.
  std::uint8_t* thr = a.throttled.data() + begin;
  const double release = c.slowdownTempC - c.hysteresisK;
  if (sums.maxDie < release) {
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
  out.aboveShutdown = sums.maxDie > c.shutdownTempC;
  return out;
}

}  // namespace podtwin::thermal
