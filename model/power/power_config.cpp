#include "power/power_config.h"

#include <algorithm>
#include <cmath>

#include "core/json_reader.h"

namespace podtwin::power {

namespace {

/// Reads an array of [x, y] pairs with strictly increasing x in `xr` and y in `yr`.
void readPairs(JsonReader& r, const std::string& key, std::vector<std::pair<double, double>>& out,
               Range xr, Range yr, std::size_t minCount, const std::string& what) {
  r.declarePairs(key, out);
  if (!r.has(key)) return;
  const auto& raw = r.raw(key);
  std::vector<std::pair<double, double>> v;
  bool ok = raw.is_array() && raw.size() >= minCount;
  for (std::size_t i = 0; ok && i < raw.size(); ++i) {
    const auto& p = raw[i];
    ok = p.is_array() && p.size() == 2 && p[0].is_number() && p[1].is_number();
    if (!ok) break;
    const double x = p[0].get<double>();
    const double y = p[1].get<double>();
    ok = xr.contains(x) && yr.contains(y) && (v.empty() || x > v.back().first);
    if (ok) v.emplace_back(x, y);
  }
  if (ok) {
    out = std::move(v);
  } else {
    r.error(key, "must be at least " + std::to_string(minCount) + " " + what + " pairs with " +
                     "strictly increasing first value in " + xr.describe() +
                     " and second value in " + yr.describe());
  }
}

void readGenset(JsonReader& r, GensetConfig& g, int& count, double& ratingKw) {
  const std::string kind = r.string("kind", "reciprocating", {"reciprocating", "aeroderivative"});
  g.kind = kind == "aeroderivative" ? GensetKind::Aeroderivative : GensetKind::Reciprocating;
  g.applyKindDefaults();
  count = r.integer("units", count, 0, 100000);
  ratingKw = r.number("rating_kw", ratingKw, Range::positive(1e6));
  g.rampPctPerMin = r.number("ramp_pct_per_min", g.rampPctPerMin, Range::positive(6000.0));
  g.minStableLoadFraction =
      r.number("min_stable_load_fraction", g.minStableLoadFraction, Range::between(0.0, 0.9));
  g.blockLoadFraction = r.number("block_load_fraction", g.blockLoadFraction, Range{0.0, 1.0, true});
  g.startTimeS = r.number("start_time_s", g.startTimeS, Range::nonNegative(3600.0));
  g.governorLagS = r.number("governor_lag_s", g.governorLagS, Range::between(0.01, 30.0));
  g.inertiaHS = r.number("inertia_h_s", g.inertiaHS, Range::between(0.1, 30.0));
  g.droopPct = r.number("droop_pct", g.droopPct, Range::between(0.5, 20.0));
  g.isochronousTimeS =
      r.number("isochronous_time_s", g.isochronousTimeS, Range::between(0.1, 3600.0));
  g.dampingPu = r.number("damping_pu", g.dampingPu, Range::nonNegative(10.0));
  g.maxLoadingFraction =
      r.number("max_loading_fraction", g.maxLoadingFraction, Range{0.0, 1.0, true});
  g.efficiency = r.number("efficiency", g.efficiency, Range{0.0, 1.0, true});
  g.initiallyRunning = r.integer("initially_running", g.initiallyRunning, -1, 100000);
  if (g.initiallyRunning > count) {
    r.error("initially_running", "cannot exceed units (" + std::to_string(count) + ")");
  }
  r.finish();
}

void readGrid(JsonReader& r, GridConfig& g, double& limitKw) {
  g.available = r.boolean("available", g.available);
  limitKw = r.number("import_limit_kw", limitKw, Range::nonNegative(1e8));
  g.nominalVoltageV = r.number("nominal_voltage_v", g.nominalVoltageV, Range::positive(1e6));
  g.rampKwPerS = r.number("ramp_kw_per_s", g.rampKwPerS, Range::positive(1e8));
  g.currentLimited = r.boolean("current_limited", g.currentLimited);
  g.disconnectVoltagePu =
      r.number("disconnect_voltage_pu", g.disconnectVoltagePu, Range::between(0.0, 0.95));
  r.finish();
}

void readBattery(JsonReader& r, BatteryConfig& b) {
  b.present = r.boolean("present", b.present);
  b.capacityKwh = r.number("capacity_kwh", b.capacityKwh, Range::positive(1e8));
  b.powerLimitKw = r.number("power_limit_kw", b.powerLimitKw, Range::positive(1e8));
  b.cellCapacityAh = r.number("cell_capacity_ah", b.cellCapacityAh, Range::positive(10000.0));
  b.cellNominalV = r.number("cell_nominal_v", b.cellNominalV, Range::positive(10.0));
  readPairs(r, "ocv_table", b.ocvTable, Range::fraction(), Range::positive(10.0), 2,
            "[soc, volts]");
  if (b.ocvTable.front().first != 0.0 || b.ocvTable.back().first != 1.0) {
    r.error("ocv_table", "must start at SOC 0 and end at SOC 1");
  }
  for (std::size_t i = 1; i < b.ocvTable.size(); ++i) {
    if (b.ocvTable[i].second < b.ocvTable[i - 1].second) {
      r.error("ocv_table", "voltage must not fall as SOC rises");
      break;
    }
  }
  b.r0Ohm = r.number("r0_ohm", b.r0Ohm, Range::positive(1.0));
  b.r1Ohm = r.number("r1_ohm", b.r1Ohm, Range::nonNegative(1.0));
  b.tau1S = r.number("tau1_s", b.tau1S, Range::positive(1e5));
  b.r2Ohm = r.number("r2_ohm", b.r2Ohm, Range::nonNegative(1.0));
  b.tau2S = r.number("tau2_s", b.tau2S, Range::positive(1e5));
  b.socMin = r.number("soc_min", b.socMin, Range::between(0.0, 0.5));
  b.socMax = r.number("soc_max", b.socMax, Range::between(0.5, 1.0));
  b.socInitial = r.number("soc_initial", b.socInitial, Range::fraction());
  b.socTarget = r.number("soc_target", b.socTarget, Range::fraction());
  b.socRestoreTimeS = r.number("soc_restore_time_s", b.socRestoreTimeS, Range::positive(1e6));
  b.socRestoreMaxFraction =
      r.number("soc_restore_max_fraction", b.socRestoreMaxFraction, Range::fraction());
  b.continuousCRate = r.number("continuous_c_rate", b.continuousCRate, Range::positive(20.0));
  b.peakCRate = r.number("peak_c_rate", b.peakCRate, Range::positive(50.0));
  b.peakDurationS = r.number("peak_duration_s", b.peakDurationS, Range::nonNegative(3600.0));
  b.converterEfficiency =
      r.number("converter_efficiency", b.converterEfficiency, Range{0.5, 1.0, false});
  b.coulombicEfficiency =
      r.number("coulombic_efficiency", b.coulombicEfficiency, Range{0.9, 1.0, false});
  if (b.peakCRate < b.continuousCRate) r.error("peak_c_rate", "must be >= continuous_c_rate");
  if (b.socInitial < b.socMin || b.socInitial > b.socMax) {
    r.error("soc_initial", "must lie in the SOC window [soc_min, soc_max]");
  }
  if (b.socTarget < b.socMin || b.socTarget > b.socMax) {
    r.error("soc_target", "must lie in the SOC window [soc_min, soc_max]");
  }
  r.finish();
}

}  // namespace

void GensetConfig::applyKindDefaults() {
  if (kind == GensetKind::Aeroderivative) {
    // Wärtsilä comparison table: aeroderivative GT start 5–8 min, ramp ~50 %/min, min load 40 %,
    // efficiency 37–40 %; block load acceptance of single-shaft turbines is lower (derived).
    rampPctPerMin = 50.0;
    minStableLoadFraction = 0.4;
    startTimeS = 390.0;
    efficiency = 0.38;
    blockLoadFraction = 0.2;
    inertiaHS = 3.0;  // larger rotating mass per MW (derived)
  }
}

void PowerConfig::read(JsonReader& r) {
  {
    auto g = r.object("generation");
    readGenset(g, genset, gensetCount, gensetRatingKw);
  }
  {
    auto g = r.object("grid");
    readGrid(g, grid, gridImportLimitKw);
  }
  {
    auto b = r.object("battery");
    readBattery(b, battery);
    batteryCapacityKwh = battery.capacityKwh;
  }
  {
    auto d = r.object("dc_bus");
    dcBus.nominalVoltageV =
        d.number("nominal_voltage_v", dcBus.nominalVoltageV, Range::between(48.0, 1500.0));
    dcBus.rectifierEfficiency =
        d.number("rectifier_efficiency", dcBus.rectifierEfficiency, Range{0.5, 1.0, false});
    d.finish();
  }
  {
    auto t = r.object("ride_through");
    readPairs(t, "curve", rideThrough.curve, Range::between(0.0, 1.0), Range::nonNegative(1e6), 1,
              "[voltage_pu, max_duration_s]");
    t.finish();
  }
  {
    auto e = r.object("ems");
    ems.frequencyReference =
        e.string("frequency_reference", ems.frequencyReference, {"genset_island", "grid"});
    ems.bessSmoothingTimeS =
        e.number("bess_smoothing_time_s", ems.bessSmoothingTimeS, Range::between(0.01, 3600.0));
    ems.sourceRampMarginFraction = e.number("source_ramp_margin_fraction",
                                            ems.sourceRampMarginFraction, Range{0.0, 1.0, true});
    ems.capReleaseRatePerS =
        e.number("cap_release_rate_per_s", ems.capReleaseRatePerS, Range::positive(100.0));
    ems.capacityMarginFraction =
        e.number("capacity_margin_fraction", ems.capacityMarginFraction, Range::between(0.0, 0.5));
    ems.shedTripDelayS =
        e.number("shed_trip_delay_s", ems.shedTripDelayS, Range::nonNegative(600.0));
    ems.shedResponseS = e.number("shed_response_s", ems.shedResponseS, Range::between(0.0, 0.1));
    ems.minCapClockFactor =
        e.number("min_cap_clock_factor", ems.minCapClockFactor, Range::between(0.0, 1.0));
    ems.rackRestartDelayS =
        e.number("rack_restart_delay_s", ems.rackRestartDelayS, Range::nonNegative(1e6));
    ems.frequencyLimitPct =
        e.number("frequency_limit_pct", ems.frequencyLimitPct, Range::positive(50.0));
    ems.frequencyRecoveryS =
        e.number("frequency_recovery_s", ems.frequencyRecoveryS, Range::positive(3600.0));
    ems.bessFrequencyDroopPct =
        e.number("bess_frequency_droop_pct", ems.bessFrequencyDroopPct, Range::nonNegative(50.0));
    e.finish();
  }
  nominalFrequencyHz =
      r.number("nominal_frequency_hz", nominalFrequencyHz, Range::between(40.0, 70.0));
  miscLoadKw = r.number("misc_load_kw", miscLoadKw, Range::nonNegative(1e7));
  mechanicalFeed = r.string("mechanical_feed", mechanicalFeed, {"ac_bus", "dc_bus"});
  r.finish();
}

void PowerConfig::scale(double factor) {
  if (!(factor > 0.0) || !std::isfinite(factor)) return;
  // More units of the same size (a campus adds gensets), sources and stores in proportion.
  gensetCount = std::max(1, static_cast<int>(std::ceil(gensetCount * factor - 1e-9)));
  if (genset.initiallyRunning >= 0) {
    genset.initiallyRunning =
        std::min(gensetCount, static_cast<int>(std::ceil(genset.initiallyRunning * factor - 1e-9)));
  }
  gridImportLimitKw *= factor;
  grid.rampKwPerS *= factor;
  battery.capacityKwh *= factor;
  battery.powerLimitKw *= factor;
  batteryCapacityKwh = battery.capacityKwh;
  miscLoadKw *= factor;
}

}  // namespace podtwin::power
