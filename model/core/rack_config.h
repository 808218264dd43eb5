#pragma once
// The racks of the pod: how many, how they are laid out, and what is inside one GB300 NVL72-class
// rack. Sources: ../shared/reference/physics-defaults.md and model/README.md ("IT load").

#include <utility>
#include <vector>

namespace podtwin {

class JsonReader;

struct RackConfig {
  int count = 16;  ///< racks in the pod (default pod: 2 SUs of 8, DGX GB200 SuperPOD RA)
  int rows = 2;    ///< rack rows on the floor
  int racksPerScalableUnit = 8;  ///< SuperPOD scalable unit = 8 NVL72 racks (DGX GB200 SuperPOD RA)
  int gpusPerRack = 72;          ///< NVL72: 72 GPUs (NVIDIA GB300 NVL72)
  int computeTraysPerRack = 18;  ///< 18 compute trays of 4 GPUs (NVIDIA GB300 NVL72)
  int cpusPerRack = 36;          ///< 36 Grace CPUs (NVIDIA GB300 NVL72)
  int nvlinkSwitchTrays = 9;     ///< 9 NVLink switch trays (NVIDIA GB300 NVL72)

  double gpuTdpW = 1400.0;  ///< B300 max board power 1,400 W (public B300 spec summaries)
  double gpuIdleW =
      200.0;  ///< idle board power; ~15 % of TDP (derived from H100/B200 idle figures, secondary)
  double cpuPowerW =
      300.0;  ///< Grace CPU + LPDDR5X under load (Grace datasheet 250–500 W module; derived)
  double nvlinkSwitchTrayW =
      1300.0;                 ///< per NVLink switch tray (derived so the rack totals ~135 kW)
  double nicPowerW = 30.0;    ///< ConnectX-8 SuperNIC, ~25–30 W (secondary)
  double trayMiscW = 150.0;   ///< BlueField DPU, SSDs, BMC, tray fans per compute tray (derived)
  double rackMiscW = 1000.0;  ///< management switch, power-shelf fans, sensors (derived)

  /// PSU efficiency against load fraction, pairs (load 0..1, efficiency). 80 PLUS Titanium-class /
  /// OCP ORv3 HPR PSU figures: ~90 % at 10 %, ~97.5 % peak near 50 % (OCP ORv3 HPR spec;
  /// secondary).
  std::vector<std::pair<double, double>> psuEfficiencyCurve{
      {0.05, 0.85}, {0.1, 0.90}, {0.2, 0.95}, {0.5, 0.975}, {0.75, 0.97}, {1.0, 0.96}};
  double psuHoldUpS = 0.020;  ///< hold-up at full load, 20 ms (OCP ORv3 HPR PSU)
  int powerShelves = 8;       ///< 8 shelves × 6 PSUs (NVIDIA power-shelf docs; OCP ORv3)
  int psusPerShelf = 6;
  double psuRatingW = 5500.0;  ///< 5.5 kW per PSU (OCP ORv3)

  int gpusPerTray() const {
    return computeTraysPerRack > 0 ? gpusPerRack / computeTraysPerRack : 0;
  }
  int racksPerRow() const { return rows > 0 ? (count + rows - 1) / rows : count; }
  /// Electrical power of the rack's non-GPU IT (CPUs, switches, NICs, misc), W at the chips.
  double nonGpuPowerW() const {
    return cpusPerRack * cpuPowerW + nvlinkSwitchTrays * nvlinkSwitchTrayW +
           gpusPerRack * nicPowerW + computeTraysPerRack * trayMiscW + rackMiscW;
  }
  /// PSU efficiency at a load fraction, linear between the curve's points, clamped at its ends.
  double psuEfficiency(double loadFraction) const;

  void read(JsonReader& r);
};

}  // namespace podtwin
