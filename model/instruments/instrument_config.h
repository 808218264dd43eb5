#pragma once
// The instruments the trainee reads: for each kind, the accuracy band of its noise, its display
// resolution and its first-order lag. The physics never reads them; only the sensor layer does.
// Sources of the defaults: model/README.md ("Instruments").

#include <cmath>
#include <string>

namespace podtwin {
class JsonReader;
}

namespace podtwin::instruments {

/// One instrument kind's error model, in the unit of its reading.
struct SensorModel {
  double accuracy = 0.0;              ///< absolute part of the band's half-width
  double accuracyPctOfReading = 0.0;  ///< part of the band proportional to the reading, %
  double resolution = 0.0;            ///< display step; 0 = none
  double timeConstantS = 0.0;         ///< first-order lag; 0 = none
  /// Half-width of the noise band at `reading` (the noise never leaves it).
  double band(double reading) const {
    return accuracy + accuracyPctOfReading / 100.0 * std::abs(reading);
  }
};

struct InstrumentConfig {
  /// Electromagnetic flow meter: ±0.5 % of reading (Endress+Hauser Promag 10 and Siemens SITRANS
  /// F M MAG 5000 class, ±0.4–0.5 % o.r.); 1 L/min display; 1 s damping (derived: the shortest
  /// usual transmitter damping setting).
  SensorModel cduFlowLpm{0.0, 0.5, 1.0, 1.0};
  /// Pt100 RTD, IEC 60751 class A: ±(0.15 + 0.002 |t|) °C; 0.1 °C display; 3 s in a thermowell
  /// in flowing water (derived: IEC 60751 response times t0.5 of 2–5 s for 6 mm sheaths).
  SensorModel coolantTempC{0.15, 0.2, 0.1, 3.0};
  /// GPU on-die sensor read through NVML: integer °C (NVML's unit); ±1 °C assumed (NVML publishes
  /// no accuracy); 1 s, the usual nvidia-smi / DCGM polling period (derived).
  SensorModel gpuTempC{1.0, 0.0, 1.0, 1.0};
  /// DC bus voltage, class 0.5 metering (IEC 61557-12 PMD class 0.5): ±0.5 % of reading; 0.001 pu;
  /// 0.2 s (IEC 61000-4-30 class A 10/12-cycle window).
  SensorModel busVoltagePu{0.0, 0.5, 0.001, 0.2};
  /// Bus frequency, IEC 61000-4-30 class A: ±10 mHz; 0.01 Hz display; 0.2 s (10/12-cycle window).
  SensorModel busFrequencyHz{0.01, 0.0, 0.01, 0.2};
  /// Battery state of charge from the BMS, 0..1: ±0.5 % SOC of noise and 0.1 % display (derived:
  /// coulomb counting is smooth tick to tick; its few-% estimation error is a slow bias, which a
  /// drill models with a drift or offset fault); 1 s BMS reporting period (derived).
  SensorModel batterySoc{0.005, 0.0, 0.001, 1.0};
  /// Genset output, the controller's class 1 power metering (IEC 61557-12 PMD class 1): ±1 % of
  /// reading; 1 kW display; 0.2 s (10/12-cycle window).
  SensorModel gensetLoadKw{0.0, 1.0, 1.0, 0.2};

  void read(JsonReader& r);
};

/// What the instrument layer reads of a pod: its own section and how many objects carry
/// instruments. PodConfig (config/pod_config.h) converts to it.
struct InstrumentPod {
  int racks = 0;
  int cdus = 0;
  int gensets = 0;
  InstrumentConfig instruments;
};

}  // namespace podtwin::instruments
