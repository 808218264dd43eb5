#include "config/pod_keys.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "config/pod_config.h"

namespace podtwin {

namespace {

struct KeyRow {
  const char* key;
  const char* unit;
  const char* source;
};

// Unit and source of every pod-file key. Ranges and defaults are not repeated here: they come
// from the loader (podFileKeys), so a changed default or range shows everywhere at once.
const KeyRow kRows[] = {
    {"schema_version", "", "the pod-file format this build reads"},
    {"name", "", "a label shown in the window and reports"},
    {"description", "", "free text shown in reports"},
    {"timing.electrical_dt_s", "s", "1 ms: resolves the job's 30 ms power edges (derived)"},
    {"timing.control_dt_s", "s", "100 ms: thermal/hydraulic/control tick (die time constant ~1 s)"},
    {"timing.electrical_macro_steps", "",
     "1 = off; up to 16 electrical steps merged while the job's power is flat (derived: "
     "electrical_macro_step_test)"},
    {"racks.count", "racks", "racks in the pod (default pod: 2 SUs of 8, DGX GB200 SuperPOD RA)"},
    {"racks.rows", "", "rack rows on the floor"},
    {"racks.racks_per_scalable_unit", "",
     "SuperPOD scalable unit = 8 NVL72 racks (DGX GB200 SuperPOD RA)"},
    {"racks.gpus_per_rack", "", "NVL72: 72 GPUs (NVIDIA GB300 NVL72)"},
    {"racks.compute_trays_per_rack", "", "18 compute trays of 4 GPUs (NVIDIA GB300 NVL72)"},
    {"racks.cpus_per_rack", "", "36 Grace CPUs (NVIDIA GB300 NVL72)"},
    {"racks.nvlink_switch_trays", "", "9 NVLink switch trays (NVIDIA GB300 NVL72)"},
    {"racks.gpu_tdp_w", "W", "B300 max board power 1,400 W (public B300 spec summaries)"},
    {"racks.gpu_idle_w", "W",
     "idle board power; ~15 % of TDP (derived from H100/B200 idle figures, secondary)"},
    {"racks.cpu_power_w", "W",
     "Grace CPU + LPDDR5X under load (Grace datasheet 250–500 W module; derived)"},
    {"racks.nvlink_switch_tray_w", "W",
     "per NVLink switch tray (derived so the rack totals ~135 kW)"},
    {"racks.nic_power_w", "W", "ConnectX-8 SuperNIC, ~25–30 W (secondary)"},
    {"racks.tray_misc_w", "W", "BlueField DPU, SSDs, BMC, tray fans per compute tray (derived)"},
    {"racks.rack_misc_w", "W", "management switch, power-shelf fans, sensors (derived)"},
    {"racks.psu_hold_up_s", "s", "hold-up at full load, 20 ms (OCP ORv3 HPR PSU)"},
    {"racks.power_shelves", "", "8 shelves × 6 PSUs (NVIDIA power-shelf docs; OCP ORv3)"},
    {"racks.psus_per_shelf", "", "8 shelves × 6 PSUs (NVIDIA power-shelf docs; OCP ORv3)"},
    {"racks.psu_rating_w", "W", "5.5 kW per PSU (OCP ORv3)"},
    {"racks.psu_efficiency_curve", "[load, efficiency]",
     "OCP ORv3 HPR PSU efficiency curve (load fraction, efficiency)"},
    {"workload.start_running", "", "the job is running at t = 0"},
    {"workload.compute_power_fraction", "fraction",
     "compute-bound kernels at the power limit (Choukse et al. 2025)"},
    {"workload.comm_power_fraction", "fraction",
     "~30 % or more below TDP in collectives (Choukse et al. 2025)"},
    {"workload.edge_s", "s", "\"tens of ms\" edges (Choukse et al. 2025 slides)"},
    {"workload.checkpoint_interval_s", "s", "Llama 3 report (minutes apart); derived"},
    {"workload.checkpoint_duration_s", "s",
     "derived (Llama 3 report: checkpoints take tens of seconds)"},
    {"workload.checkpoint_power_fraction", "fraction",
     "board power while checkpointing, of TDP (derived)"},
    {"workload.restart_delay_s", "s", "derived (checkpoint reload)"},
    {"workload.smoothing.enabled", "", "off so the raw swing is visible"},
    {"workload.smoothing.floor_pct", "%", "NVML power smoothing: settable 20–90 %"},
    {"workload.smoothing.ramp_up_w_per_s", "W/s", "NVML: settable; values derived"},
    {"workload.smoothing.ramp_down_w_per_s", "W/s", "NVML: settable; values derived"},
    {"workload.smoothing.ramp_down_hysteresis_s", "s", "NVML: ms setting; derived"},
    {"power.generation.kind", "", "behind-the-meter gas engines"},
    {"power.generation.units", "gensets", "N+1 for ~2.3 MW IT + cooling (lead's sizing)"},
    {"power.generation.rating_kw", "kW", "N+1 for ~2.3 MW IT + cooling (lead's sizing)"},
    {"power.generation.ramp_pct_per_min", "%/min", "Wärtsilä comparison table"},
    {"power.generation.min_stable_load_fraction", "fraction", "Wärtsilä comparison table"},
    {"power.generation.block_load_fraction", "fraction",
     "ISO 8528-5 summaries: gas engines 25–50 %"},
    {"power.generation.start_time_s", "s", "Wärtsilä: 2–5 min (aero 5–8 min)"},
    {"power.generation.governor_lag_s", "s", "derived (gas engines 0.3–1 s)"},
    {"power.generation.inertia_h_s", "s", "derived (engine + alternator)"},
    {"power.generation.droop_pct", "%", "typical 3–5 % droop; derived"},
    {"power.generation.isochronous_time_s", "s", "derived (load-sharing integrator, seconds)"},
    {"power.generation.damping_pu", "pu", "derived"},
    {"power.generation.max_loading_fraction", "fraction",
     "derived (planning ceiling before the grid supplements)"},
    {"power.generation.efficiency", "fraction", "Wärtsilä: 45–48 % (aero 37–40 %)"},
    {"power.generation.initially_running", "", "units running at t=0; -1 = all"},
    {"power.grid.available", "", "false = islanded pod with no grid tie"},
    {"power.grid.import_limit_kw", "kW", "lead's sizing"},
    {"power.grid.nominal_voltage_v", "V", "US MV distribution (secondary)"},
    {"power.grid.ramp_kw_per_s", "kW/s", "derived (grid-tie converter)"},
    {"power.grid.current_limited", "", "derived"},
    {"power.grid.disconnect_voltage_pu", "pu", "derived"},
    {"power.battery.present", "", "the pod has a battery on the DC bus (lead's sizing)"},
    {"power.battery.capacity_kwh", "kWh", "lead's sizing (~1 MWh / 2 MW)"},
    {"power.battery.power_limit_kw", "kW", "lead's sizing (~1 MWh / 2 MW)"},
    {"power.battery.cell_capacity_ah", "Ah", "LFP prismatic datasheets"},
    {"power.battery.cell_nominal_v", "V", "LFP prismatic datasheets"},
    {"power.battery.ocv_table", "[SOC, V]", "public LFP cell model table (physics-defaults.md)"},
    {"power.battery.r0_ohm", "Ω", "ohmic resistance per 280 Ah cell (datasheets 0.2–0.3 mΩ)"},
    {"power.battery.r1_ohm", "Ω", "fast RC resistance per cell (derived)"},
    {"power.battery.tau1_s", "s", "fast RC time constant (derived 10–30 s)"},
    {"power.battery.r2_ohm", "Ω", "slow RC resistance per cell (derived)"},
    {"power.battery.tau2_s", "s", "slow RC time constant (derived 300–1000 s)"},
    {"power.battery.soc_min", "fraction", "derived"},
    {"power.battery.soc_max", "fraction", "derived"},
    {"power.battery.soc_initial", "fraction", "derived"},
    {"power.battery.soc_target", "fraction", "derived"},
    {"power.battery.soc_restore_time_s", "s", "derived"},
    {"power.battery.soc_restore_max_fraction", "fraction", "derived"},
    {"power.battery.continuous_c_rate", "C", "datasheets (1C, ~3–3.5C for seconds)"},
    {"power.battery.peak_c_rate", "C", "datasheets (1C, ~3–3.5C for seconds)"},
    {"power.battery.peak_duration_s", "s", "datasheets (1C, ~3–3.5C for seconds)"},
    {"power.battery.converter_efficiency", "fraction",
     "derived; gives ~94 % DC round trip at 0.27C (Victron ~92 %)"},
    {"power.battery.coulombic_efficiency", "fraction", "LFP datasheets"},
    {"power.dc_bus.nominal_voltage_v", "V", "NVIDIA 800 VDC direction"},
    {"power.dc_bus.rectifier_efficiency", "fraction", "solid-state MV rectifier (secondary)"},
    {"power.ride_through.curve", "[V pu, s]",
     "ITIC (2000): 0 V 20 ms, 70 % 0.5 s, 80 % 10 s, ≥ 90 % indefinitely"},
    {"power.ems.frequency_reference", "",
     "\"genset_island\": the gensets set the frequency, behind the meter (derived)"},
    {"power.ems.bess_smoothing_time_s", "s",
     "derived: keeps the 0.1–2 Hz training band off the gensets (Choukse et al. 2025)"},
    {"power.ems.source_ramp_margin_fraction", "fraction", "derived"},
    {"power.ems.cap_release_rate_per_s", "1/s", "derived"},
    {"power.ems.capacity_margin_fraction", "fraction", "derived"},
    {"power.ems.shed_trip_delay_s", "s", "derived (load-shedding relays 0.1–0.5 s)"},
    {"power.ems.shed_response_s", "s",
     "derived: one mains cycle to detect a deficit (RMS over 16.7 ms at 60 Hz, as protective "
     "relays measure) + a few tens of ms for the cap to reach the GPUs over the rack power-brake "
     "path; shorter than the PSUs' 20 ms ITIC hold-up would be pointless"},
    {"power.ems.min_cap_clock_factor", "fraction", "derived"},
    {"power.ems.rack_restart_delay_s", "s", "derived"},
    {"power.ems.frequency_limit_pct", "%", "ISO 8528-5 class G3"},
    {"power.ems.frequency_recovery_s", "s", "ISO 8528-5 class G3"},
    {"power.ems.bess_frequency_droop_pct", "%", "derived (grid-forming BESS settings 0.5–2 %)"},
    {"power.nominal_frequency_hz", "Hz", "US; 50 Hz elsewhere"},
    {"power.misc_load_kw", "kW", "lead's sizing (~1 % of IT: lighting, offices, controls)"},
    {"power.mechanical_feed", "",
     "Uptime Institute, *Tier Standard: Topology*: \"continuous cooling\" (mechanical load on "
     "stored energy) is required only at Tier IV, so the usual plant has its pumps and fans on the "
     "AC switchboard behind the gensets; `\"dc_bus\"` models continuous cooling from the 800 V "
     "bus"},
    {"cooling.coolant.density_kg_per_m3", "kg/m³",
     "PG25 at 40 °C (IBPSA Modelica propylene-glycol polynomials)"},
    {"cooling.coolant.specific_heat_j_per_kg_k", "J/(kg·K)", "PG25 at 40 °C (same source)"},
    {"cooling.gpu.die_heat_capacity_j_per_k", "J/K",
     "die + HBM + substrate (derived: τ = R·C ≈ 2 s)"},
    {"cooling.gpu.plate_heat_capacity_j_per_k", "J/K",
     "~0.8 kg copper + contained coolant (derived)"},
    {"cooling.gpu.die_to_plate_resistance_k_per_w", "K/W",
     "junction→plate incl. TIM (derived, see README)"},
    {"cooling.gpu.plate_to_coolant_resistance_k_per_w", "K/W",
     "convective, at nominal per-GPU flow"},
    {"cooling.gpu.flow_exponent", "", "hA ∝ flow^0.8 (Dittus–Boelter)"},
    {"cooling.gpu.resistance_spread_fraction", "fraction",
     "σ of total resistance across GPUs (few %, derived)"},
    {"cooling.gpu.gpu_flow_share", "fraction",
     "share of rack flow through GPU plates (GPU share of heat)"},
    {"cooling.gpu.stagnant_conductance_w_per_k", "W/K",
     "plate↔rack coolant with no flow (derived)"},
    {"cooling.gpu.slowdown_temp_c", "°C", "NVML slowdown default (physics-defaults: Throttling)"},
    {"cooling.gpu.hysteresis_k", "K", "release below slowdown − hysteresis (derived)"},
    {"cooling.gpu.throttle_clock_factor", "fraction", "hardware slowdown cuts clocks ≥ 2× (NVML)"},
    {"cooling.gpu.shutdown_temp_c", "°C", "trips the rack (derived; no public B300 figure)"},
    {"cooling.gpu.auto_restart", "", "restart a thermally tripped rack once cool (see README)"},
    {"cooling.gpu.restart_temp_c", "°C", "all junctions below this before a restart"},
    {"cooling.gpu.restart_delay_s", "s", "reload after a rack trip interrupts the job (derived)"},
    {"cooling.rack.flow_lpm_per_kw", "L/min per kW", "OCP guideline 1.5 L/min per kW (ΔT ≈ 10 K)"},
    {"cooling.rack.design_power_kw", "kW", "GB300 NVL72 132–142 kW (NVIDIA RA; vendor figures)"},
    {"cooling.rack.coolant_volume_l", "L",
     "manifold + hoses + plates (ASME InterPACK2017-58097, derived)"},
    {"cooling.rack.cold_plate_dp_kpa", "kPa",
     "cold-plate Δp at nominal flow (Modelica Buildings cold plate)"},
    {"cooling.rack.manifold_dp_kpa", "kPa",
     "manifolds, hoses, quick disconnects (derived; loop 0.5–3 bar)"},
    {"cooling.rack.valve_dp_kpa", "kPa", "fully open isolation valve (derived)"},
    {"cooling.rack.pressure_exponent", "", "Δp ∝ Q^1.85 (Modelica Buildings cold-plate model)"},
    {"cooling.rack.valve_close_time_s", "s",
     "motorised ball valve stroke time (vendor data, secondary)"},
    {"cooling.rack.air_fraction_non_gpu", "fraction",
     "non-GPU IT heat to room air (typical 5–15 %, assumed)"},
    {"cooling.rack.leak_auto_isolate", "", "a detected leak closes the rack's valve"},
    {"cooling.rack.leak_isolate_delay_s", "s",
     "detection + confirmation before isolating (derived)"},
    {"cooling.rack.low_flow_fraction", "fraction",
     "low-flow alarm below this share of nominal flow (derived)"},
    {"cooling.rack.low_flow_trip_delay_s", "s",
     "derived: longer than the 10 s a standby pump may take to restore an N+1 CDU's flow, shorter "
     "than the ~30 s a 135 kW rack without flow takes to reach GPU shutdown"},
    {"cooling.cdu.count", "CDUs",
     "one CDU per SuperPOD SU of 8 racks (~1.1 MW; CDUs are 1.3–2.5 MW units)"},
    {"cooling.cdu.pumps", "", "N+1: 2 duty + 1 standby (CDU checklists)"},
    {"cooling.cdu.standby_pumps", "", "N+1: 2 duty + 1 standby (CDU checklists)"},
    {"cooling.cdu.dp_setpoint_kpa", "kPa", "rack-header Δp = branch Δp at nominal flow (derived)"},
    {"cooling.cdu.internal_dp_kpa", "kPa",
     "HX + strainer + piping at design flow (derived; 0.5–3 bar)"},
    {"cooling.cdu.pump_shutoff_head_kpa", "kPa", "per pump, full speed (derived curve)"},
    {"cooling.cdu.pump_head_at_design_kpa", "kPa",
     "per pump at its design share of flow, full speed"},
    {"cooling.cdu.pump_bep_efficiency", "fraction",
     "hydraulic, at best efficiency (textbook range 0.7–0.85)"},
    {"cooling.cdu.drive_efficiency", "fraction", "motor × VFD (IE3 motor + VFD, secondary)"},
    {"cooling.cdu.pump_min_speed", "fraction", "VFD minimum speed fraction (derived)"},
    {"cooling.cdu.pump_ramp_per_s", "1/s",
     "speed fraction per second (VFD acceleration ramp, derived)"},
    {"cooling.cdu.standby_start_delay_s", "s",
     "standby pump start after a failure (assumption, a few s)"},
    {"cooling.cdu.coast_down_time_constant_s", "s",
     "pump run-down time constant (assumption, a few s)"},
    {"cooling.cdu.dp_kp", "",
     "PI gain, speed per unit relative Δp error (loop gain ≈ 3 ⇒ keep < 0.3)"},
    {"cooling.cdu.dp_ti_s", "s", "PI integral time (≈ 3 s closed-loop time constant)"},
    {"cooling.cdu.supply_setpoint_c", "°C", "secondary supply (ASHRAE W-class 17–45 °C; derived)"},
    {"cooling.cdu.hx_approach_k", "K",
     "secondary supply − facility supply at design, valve open (3–4 K)"},
    {"cooling.cdu.facility_design_delta_t_k", "K",
     "facility-side rise at design, valve open (derived)"},
    {"cooling.cdu.supply_volume_l", "L", "CDU piping + tank on the supply side (derived)"},
    {"cooling.cdu.reservoir_volume_l", "L", "expansion tank make-up volume (derived)"},
    {"cooling.cdu.reservoir_low_fraction", "fraction",
     "low-pressure alarm below this tank level (derived)"},
    {"cooling.cdu.reservoir_trip_fraction", "fraction",
     "dry-run protection stops the pumps (derived)"},
    {"cooling.cdu.controls_power_w", "W", "PLC, sensors, valve actuators (derived)"},
    {"cooling.cdu.high_supply_alarm_k", "K", "alarm above set point + this (derived)"},
    {"cooling.cdu.low_dp_fraction", "fraction",
     "low-pressure alarm below this share of the Δp set point"},
    {"cooling.cdu.valve_kp", "", "facility valve PI gain, opening per K"},
    {"cooling.cdu.valve_ti_s", "s", "PI integral time of the facility valve (derived)"},
    {"cooling.cdu.facility_valve_min", "fraction", "minimum facility valve opening (derived)"},
    {"cooling.facility.water.density_kg_per_m3", "kg/m³", "water at 30 °C (IAPWS-IF97)"},
    {"cooling.facility.water.specific_heat_j_per_kg_k", "J/(kg·K)", "water at 30 °C (IAPWS-IF97)"},
    {"cooling.facility.supply_setpoint_c", "°C", "facility supply (ASHRAE W27 class; derived)"},
    {"cooling.facility.pumps", "", "N+1 facility pumps (2 duty + 1 standby; informational)"},
    {"cooling.facility.design_head_kpa", "kPa", "at design flow (derived; typical 1–2 bar)"},
    {"cooling.facility.static_head_fraction", "fraction",
     "share of head held at any flow (header Δp set point)"},
    {"cooling.facility.pump_wire_to_water_efficiency", "fraction",
     "pump × motor × VFD (textbook range 0.55–0.75)"},
    {"cooling.facility.supply_volume_m3_per_mw", "m³/MW",
     "water in supply piping per MW of design heat (derived)"},
    {"cooling.facility.return_volume_m3_per_mw", "m³/MW",
     "water in return piping per MW (derived)"},
    {"cooling.facility.air_cooling_overhead_fraction", "fraction",
     "0 for a dry-cooler liquid loop; an air-cooled hall is ≈ 0.4 (Uptime Institute 2024 survey: "
     "average PUE 1.56; derived)"},
    {"cooling.dry_cooler.count", "coolers", "derived: N+1 dry coolers for the pod's design heat"},
    {"cooling.dry_cooler.fans", "", "EC fans per cooler (vendor data, secondary)"},
    {"cooling.dry_cooler.approach_k", "K",
     "water out − dry-bulb at design, N coolers, full fans (Energies 2023)"},
    {"cooling.dry_cooler.air_to_water_capacity_ratio", "ratio",
     "C_air/C_water at design (derived)"},
    {"cooling.dry_cooler.air_flow_exponent", "",
     "air-side UA ∝ air flow^0.6 (finned-coil correlations)"},
    {"cooling.dry_cooler.natural_draft_fraction", "fraction",
     "air flow with fans stopped (derived)"},
    {"cooling.dry_cooler.fan_rated_w", "W",
     "per fan at full speed (derived from PUE budget fans 0.02–0.03)"},
    {"cooling.dry_cooler.min_fan_speed", "fraction", "EC fan minimum speed fraction (derived)"},
    {"cooling.dry_cooler.fan_kp", "", "PI gain, speed per K of facility supply error"},
    {"cooling.dry_cooler.fan_ti_s", "s", "PI integral time of the fan speed (derived)"},
    {"cooling.dry_cooler.adiabatic_assist", "", "evaporative pads (optional; off by default)"},
    {"cooling.dry_cooler.adiabatic_above_c", "°C",
     "pads wetted above this dry-bulb (vendor practice, secondary)"},
    {"cooling.dry_cooler.pad_effectiveness", "fraction",
     "approach to wet-bulb (media pads 0.75–0.9, secondary)"},
    {"cooling.dry_cooler.adiabatic_pump_w", "W", "spray/recirculation pump per cooler (derived)"},
    {"cooling.ambient.mean_temp_c", "°C",
     "daily mean dry-bulb (temperate site; derived placeholder)"},
    {"cooling.ambient.amplitude_c", "°C", "half the daily swing (typical 8–12 K swing; derived)"},
    {"cooling.ambient.peak_hour", "h", "hour of the daily maximum (mid-afternoon; textbook)"},
    {"cooling.ambient.start_hour", "h", "local hour at simulated t = 0"},
    {"cooling.ambient.relative_humidity", "fraction",
     "0..1, for the wet-bulb temperature (derived placeholder)"},
    {"fabric.switch_radix", "", "Quantum-X800 Q3400: 144 ports (NVIDIA)"},
    {"fabric.port_gbps", "Gb/s", "800 Gb/s XDR per switch port (NVIDIA Quantum-X800)"},
    {"fabric.nic_gbps", "Gb/s", "ConnectX-8 SuperNIC, 800 Gb/s XDR (NVIDIA)"},
    {"fabric.nics_per_compute_tray", "", "one CX-8 per GPU, 4 per GB300 compute tray (secondary)"},
    {"fabric.rails", "", "rail-optimized, 8 rails (DGX SuperPOD RA)"},
    {"fabric.tiers", "", "0 = smallest that fits (2 up to k²/2 NICs, 3 up to k³/4)"},
    {"fabric.oversubscription", "ratio",
     "1 = non-blocking (DGX SuperPOD RA: 72 down, 72 up on a 144-port leaf)"},
    {"fabric.sharp_enabled", "", "SHARPv4 in-network reduction on Quantum-X800 (NVIDIA)"},
    {"fabric.routing", "", "adaptive (IB adaptive routing) or ecmp (static hash)"},
    {"fabric.bus_bw_efficiency", "fraction",
     "~46–48 GB/s per 400G NIC in nccl-tests (nccl-tests issue 290) ⇒ 0.94 (derived)"},
    {"fabric.hop_latency_s", "s", "per switch hop (~200 ns, derived; sources disagree)"},
    {"fabric.step_latency_s", "s", "software + NIC per step"},
    {"fabric.flows_per_connection", "",
     "NCCL_IB_QPS_PER_CONNECTION defaults to 1 (NCCL environment docs)"},
    {"fabric.allreduce_overlap_fraction", "fraction",
     "bucketed overlap 60–90 % (Megatron/FSDP; 70 %, secondary)"},
    {"fabric.gradient_bytes_per_param", "B/param",
     "BF16 gradients: 2 bytes per parameter (mixed precision)"},
    {"fabric.pipeline_bytes_per_gpu", "B",
     "0: pipeline parallelism stays inside the NVL72 NVLink domain (derived)"},
    {"fabric.expert_bytes_per_gpu", "B", "0 = dense model (derived)"},
    {"fabric.pipeline_overlap_fraction", "fraction",
     "exposed by default (pipeline bubbles, derived)"},
    {"fabric.expert_overlap_fraction", "fraction",
     "all-to-all sits on the critical path (derived)"},
    {"training.model_params", "parameters", "70 B parameters (Llama 2/3 70B)"},
    {"training.token_budget", "tokens", "15 T tokens (Llama 3 pre-training, Llama 3 paper)"},
    {"training.global_batch_tokens", "tokens",
     "4 M tokens per iteration (Llama 2 70B, Llama 2 paper)"},
    {"training.flops_per_token_per_param", "",
     "6 FLOPs per token per parameter (Kaplan et al. 2020)"},
    {"training.gpu_peak_flops", "FLOP/s",
     "2.5 PFLOP/s dense FP8-class per GPU (NVIDIA GB300 public figures, secondary)"},
    {"training.compute_efficiency", "fraction",
     "between Llama 3 (38–43 % MFU) and MegaScale (55.2 %) (derived)"},
    {"training.gpu_hour_price_usd", "$", "GB300-class GPU-hour (market surveys 2026, secondary)"},
    {"training.energy_price_usd_per_mwh", "$/MWh",
     "behind-the-meter gas, between fuel-only ($40/MWh) and all-in ($175/MWh) (derived)"},
    {"training.planning_pue", "", "PUE budget ≈ 1.10 (derived)"},
    {"layout", "", "free-form hints for the 3D view; the model ignores them"},
};

bool startsWith(const std::string& s, const char* prefix) {
  return s.rfind(prefix, 0) == 0;
}

bool endsWith(const std::string& s, const char* suffix) {
  const std::string x(suffix);
  return s.size() >= x.size() && s.compare(s.size() - x.size(), x.size(), x) == 0;
}

PodKeyGroup groupOf(const std::string& k) {
  using G = PodKeyGroup;
  if (startsWith(k, "timing.")) return G::Timing;
  if (startsWith(k, "racks.")) return G::RacksIt;
  if (startsWith(k, "power.generation.")) return G::Gensets;
  if (startsWith(k, "power.grid.")) return G::Grid;
  if (startsWith(k, "power.battery.")) return G::Battery;
  if (startsWith(k, "power.dc_bus.")) return G::DcBus;
  if (startsWith(k, "power.")) return G::EnergyManagement;
  if (startsWith(k, "cooling.cdu.pump") || k == "cooling.cdu.standby_pumps" ||
      k == "cooling.cdu.drive_efficiency" || k == "cooling.cdu.standby_start_delay_s" ||
      k == "cooling.cdu.coast_down_time_constant_s" || k == "cooling.facility.pumps" ||
      k == "cooling.facility.pump_wire_to_water_efficiency" ||
      k == "cooling.facility.design_head_kpa" || k == "cooling.facility.static_head_fraction") {
    return G::Pumps;
  }
  if (startsWith(k, "cooling.cdu.valve_") || k == "cooling.cdu.facility_valve_min" ||
      startsWith(k, "cooling.rack.valve_") || startsWith(k, "cooling.rack.leak_")) {
    return G::Valves;
  }
  if (startsWith(k, "cooling.cdu.") || startsWith(k, "cooling.coolant.")) return G::Cdus;
  if (startsWith(k, "cooling.gpu.") || startsWith(k, "cooling.rack.")) return G::GpuRackCooling;
  if (startsWith(k, "cooling.facility.")) return G::FacilityWater;
  if (startsWith(k, "cooling.dry_cooler.")) return G::DryCoolers;
  if (startsWith(k, "cooling.ambient.")) return G::Ambient;
  if (startsWith(k, "fabric.")) return G::Fabric;
  if (endsWith(k, "_usd") || endsWith(k, "_usd_per_mwh") || k == "training.planning_pue") {
    return G::Cost;
  }
  if (startsWith(k, "workload.") || startsWith(k, "training.")) return G::WorkloadJob;
  return G::Pod;
}

std::vector<PodKey> buildCatalog() {
  std::vector<PodKey> out;
  std::vector<bool> used(std::size(kRows), false);
  for (KeyRead& read : podFileKeys()) {
    std::string dotted = read.pointer.substr(1);
    std::replace(dotted.begin(), dotted.end(), '/', '.');
    const auto* row = std::find_if(std::begin(kRows), std::end(kRows),
                                   [&](const KeyRow& r) { return dotted == r.key; });
    if (row == std::end(kRows)) {
      throw std::logic_error("pod key " + dotted + " has no unit and source in pod_keys.cpp");
    }
    used[static_cast<std::size_t>(row - std::begin(kRows))] = true;
    out.push_back({dotted, groupOf(dotted), row->unit, row->source, std::move(read)});
  }
  for (std::size_t i = 0; i < used.size(); ++i) {
    if (!used[i]) {
      throw std::logic_error(std::string("pod_keys.cpp describes ") + kRows[i].key +
                             ", which the pod loader does not read");
    }
  }
  return out;
}

}  // namespace

const char* podKeyGroupName(PodKeyGroup group) {
  switch (group) {
    case PodKeyGroup::Pod:
      return "Pod";
    case PodKeyGroup::Timing:
      return "Simulation timing";
    case PodKeyGroup::RacksIt:
      return "Racks and IT";
    case PodKeyGroup::Gensets:
      return "Gensets";
    case PodKeyGroup::Grid:
      return "Grid";
    case PodKeyGroup::Battery:
      return "Battery";
    case PodKeyGroup::DcBus:
      return "DC bus";
    case PodKeyGroup::EnergyManagement:
      return "Energy management";
    case PodKeyGroup::GpuRackCooling:
      return "GPU and rack cooling";
    case PodKeyGroup::Cdus:
      return "CDUs";
    case PodKeyGroup::Pumps:
      return "Pumps";
    case PodKeyGroup::Valves:
      return "Valves";
    case PodKeyGroup::FacilityWater:
      return "Facility water";
    case PodKeyGroup::DryCoolers:
      return "Dry coolers";
    case PodKeyGroup::Ambient:
      return "Ambient";
    case PodKeyGroup::Fabric:
      return "Fabric";
    case PodKeyGroup::WorkloadJob:
      return "Workload and job";
    case PodKeyGroup::Cost:
      return "Cost";
  }
  return "";
}

std::string PodKey::allowedText() const {
  switch (read.kind) {
    case KeyRead::Kind::Number:
      return Range{read.min, read.max, read.exclusiveMin}.describe();
    case KeyRead::Kind::Integer:
      return "an integer from " + formatNumber(read.min) + " to " + formatNumber(read.max);
    case KeyRead::Kind::Boolean:
      return "true or false";
    case KeyRead::Kind::String: {
      if (read.allowed.empty()) return "text";
      std::string list;
      for (const auto& a : read.allowed) list += (list.empty() ? "" : ", ") + a;
      return "one of " + list;
    }
    case KeyRead::Kind::Numbers:
      return "numbers " + Range{read.min, read.max, read.exclusiveMin}.describe();
    case KeyRead::Kind::Pairs:
      return "[x, y] pairs, x increasing";
    case KeyRead::Kind::Raw:
      return "JSON";
  }
  return {};
}

std::string PodKey::defaultText() const {
  if (read.defaultValue.is_number_float()) return formatNumber(read.defaultValue.get<double>());
  if (read.defaultValue.is_null()) return {};
  if (read.defaultValue.is_string()) return read.defaultValue.get<std::string>();
  return read.defaultValue.dump();
}

const std::vector<PodKey>& podKeyCatalog() {
  static const std::vector<PodKey> catalog = buildCatalog();
  return catalog;
}

std::string podKeysMarkdown() {
  const auto cell = [](const std::string& s) {
    std::string out;
    for (char c : s) out += c == '|' ? std::string(R"(\|)") : std::string(1, c);
    return out;
  };
  std::string out =
      "| key | unit | default | allowed | source of the default |\n|---|---|---|---|---|\n";
  int group = -1;
  for (const PodKey& k : podKeyCatalog()) {
    if (static_cast<int>(k.group) != group) {
      group = static_cast<int>(k.group);
      out += std::string("| **") + podKeyGroupName(k.group) + "** | | | | |\n";
    }
    out += "| `" + k.key + "` | " + cell(k.unit) + " | " + cell(k.defaultText()) + " | " +
           cell(k.allowedText()) + " | " + cell(k.source) + " |\n";
  }
  return out;
}

const PodKey* findPodKey(const std::string& key) {
  const auto& c = podKeyCatalog();
  const auto it = std::find_if(c.begin(), c.end(), [&](const PodKey& k) { return k.key == key; });
  return it == c.end() ? nullptr : &*it;
}

}  // namespace podtwin
