#include "instruments/sensor_bank.h"

#include <algorithm>
#include <cmath>

#include "core/json_reader.h"
#include "core/parallel.h"
#include "scenario/event_handlers.h"

namespace podtwin::instruments {

namespace {

/// The random stream of instrument noise (apart from the subsystems' streams 1-3).
constexpr std::uint64_t kNoiseStream = 4;

/// Rounds to the display step.
double quantise(double v, double step) {
  return step > 0.0 ? std::round(v / step) * step : v;
}

SensorFaultMode parseMode(const std::string& m) {
  if (m == "stuck") return SensorFaultMode::Stuck;
  if (m == "drift") return SensorFaultMode::Drift;
  if (m == "offset") return SensorFaultMode::Offset;
  return SensorFaultMode::Dead;
}

std::optional<SensorKind> kindOf(const std::string& name) {
  const auto& cat = sensorCatalogue();
  for (std::size_t k = 0; k < cat.size(); ++k) {
    if (cat[k].name == name) return static_cast<SensorKind>(k);
  }
  return std::nullopt;
}

}  // namespace

double truthOf(SensorKind kind, std::size_t index, const SensorTruth& s) {
  switch (kind) {
    case SensorKind::Flow:
      return index < s.thermal.cdus.size() ? s.thermal.cdus[index].flowLpm : 0.0;
    case SensorKind::SupplyTemp:
      return index < s.thermal.cdus.size() ? s.thermal.cdus[index].supplyTempC : 0.0;
    case SensorKind::ReturnTemp:
      return index < s.thermal.cdus.size() ? s.thermal.cdus[index].returnTempC : 0.0;
    case SensorKind::GpuTempMax:
      return index < s.racks.gpuTempMaxC.size() ? s.racks.gpuTempMaxC[index] : 0.0;
    case SensorKind::Load:
      return index < s.power.gensets.size() ? s.power.gensets[index].powerKw : 0.0;
    case SensorKind::Soc:
      return s.power.bessSoc;
    case SensorKind::BusVoltage:
      return s.power.dcBusVoltagePu;
    case SensorKind::BusFrequency:
      return s.power.busFrequencyHz;
  }
  return 0.0;
}

SensorBank::SensorBank(const InstrumentPod& pod, std::uint64_t seed)
    : m_cfg(pod.instruments), m_rng(Rng::stream(seed, kNoiseStream)) {
  const auto cdus = static_cast<std::size_t>(pod.cdus);
  const auto racks = static_cast<std::size_t>(pod.racks);
  const auto gensets = static_cast<std::size_t>(pod.gensets);
  const std::array<std::size_t, kSensorKindCount> counts = {cdus,    cdus, cdus, racks,
                                                            gensets, 1,    1,    1};
  for (std::size_t k = 0; k < kSensorKindCount; ++k) {
    m_first[k] = m_kind.size();
    for (std::size_t i = 0; i < counts[k]; ++i) {
      m_kind.push_back(static_cast<SensorKind>(k));
      m_object.push_back(static_cast<std::int32_t>(i));
    }
  }
  m_first[kSensorKindCount] = m_kind.size();
  const std::size_t n = m_kind.size();
  m_lagged.assign(n, 0.0);
  m_reading.assign(n, 0.0);
  m_mode.assign(n, SensorFaultMode::None);
  m_faultValue.assign(n, 0.0);
  m_faultSinceS.assign(n, 0.0);
  m_faultBase.assign(n, 0.0);
}

const SensorModel& SensorBank::model(SensorKind k) const {
  switch (k) {
    case SensorKind::Flow:
      return m_cfg.cduFlowLpm;
    case SensorKind::SupplyTemp:
    case SensorKind::ReturnTemp:
      return m_cfg.coolantTempC;
    case SensorKind::GpuTempMax:
      return m_cfg.gpuTempC;
    case SensorKind::Load:
      return m_cfg.gensetLoadKw;
    case SensorKind::Soc:
      return m_cfg.batterySoc;
    case SensorKind::BusVoltage:
      return m_cfg.busVoltagePu;
    case SensorKind::BusFrequency:
      return m_cfg.busFrequencyHz;
  }
  return m_cfg.cduFlowLpm;
}

std::size_t SensorBank::channel(SensorKind kind, std::size_t index) const {
  const auto k = static_cast<std::size_t>(kind);
  const std::size_t ch = m_first[k] + index;
  return ch < m_first[k + 1] ? ch : m_kind.size();
}

void SensorBank::prime(const SensorTruth& truth) {
  for (std::size_t ch = 0; ch < m_kind.size(); ++ch) {
    const double t = truthOf(m_kind[ch], static_cast<std::size_t>(m_object[ch]), truth);
    m_lagged[ch] = t;
    m_reading[ch] = quantise(t, model(m_kind[ch]).resolution);
  }
  m_readingsPending = false;
}

void SensorBank::update(const SensorTruth& truth, double tS, double dtS) {
  const std::size_t n = m_kind.size();
  // The noise stream is drawn here, in channel order, two uniforms per channel as Rng::normal
  // draws them (one draw per instrument per tick, failed or not, so a fault does not shift any
  // other instrument's noise). The lags read only their own channel, so they run in parallel
  // chunks with the same result for every thread count.
  m_uniform.resize(2 * n);
  for (double& u : m_uniform) u = m_rng.uniform();
  // Per kind, the first-order lag's step factor, discretised exactly for the tick (negative: no
  // lag).
  std::array<double, kSensorKindCount> lagFactor{};
  for (std::size_t k = 0; k < kSensorKindCount; ++k) {
    const SensorModel& m = model(static_cast<SensorKind>(k));
    lagFactor[k] = m.timeConstantS > 0.0 ? 1.0 - std::exp(-dtS / m.timeConstantS) : -1.0;
  }
  parallel::forChunks(n, kChannelsPerChunk, [&](std::size_t first, std::size_t last) {
    for (std::size_t ch = first; ch < last; ++ch) {
      const auto k = static_cast<std::size_t>(m_kind[ch]);
      const double t = truthOf(m_kind[ch], static_cast<std::size_t>(m_object[ch]), truth);
      if (lagFactor[k] >= 0.0) {
        m_lagged[ch] += (t - m_lagged[ch]) * lagFactor[k];
      } else {
        m_lagged[ch] = t;
      }
    }
  });
  m_updateS = tS;
  m_readingsPending = true;
}

void SensorBank::settleReadings() const {
  if (!m_readingsPending) return;
  std::array<const SensorModel*, kSensorKindCount> models{};
  for (std::size_t k = 0; k < kSensorKindCount; ++k) models[k] = &model(static_cast<SensorKind>(k));
  const double tS = m_updateS;
  // Each channel reads only its own lag, draws and fault, so the chunks run in parallel.
  parallel::forChunks(m_kind.size(), kChannelsPerChunk, [&](std::size_t first, std::size_t last) {
    for (std::size_t ch = first; ch < last; ++ch) {
      const SensorModel& m = *models[static_cast<std::size_t>(m_kind[ch])];
      // Noise: normal with sigma half the accuracy band, cut at the band, so the reading stays
      // within the datasheet's accuracy of the lagged value.
      const double band = m.band(m_lagged[ch]);
      const double normal = Rng::normalFrom(m_uniform[2 * ch], m_uniform[2 * ch + 1]);
      const double noise = std::clamp(0.5 * band * normal, -band, band);
      const double healthy = m_lagged[ch] + noise;
      double shown = healthy;
      switch (m_mode[ch]) {
        case SensorFaultMode::None:
          break;
        case SensorFaultMode::Stuck:
          shown = m_faultBase[ch];
          break;
        case SensorFaultMode::Drift:
          shown = healthy + m_faultValue[ch] * (tS - m_faultSinceS[ch]);
          break;
        case SensorFaultMode::Offset:
          shown = healthy + m_faultValue[ch];
          break;
        case SensorFaultMode::Dead:
          shown = 0.0;
          break;
      }
      m_reading[ch] = m_mode[ch] == SensorFaultMode::Stuck || m_mode[ch] == SensorFaultMode::Dead
                          ? shown
                          : quantise(shown, m.resolution);
    }
  });
  m_readingsPending = false;
}

/// The handler of the instrument rows (a friend of SensorBank): sensor_fault and sensor_restore
/// share it.
struct SensorEvents {
  static EventResult faultOrRestore(SensorBank& s, const Event& e, double tS, EventLog& log) {
    const std::string sensor = e.text("sensor");
    const std::string obj = e.target.toString();
    const auto kind = kindOf(sensor);
    const std::size_t index =
        e.target.index(0) > 0 ? static_cast<std::size_t>(e.target.index(0) - 1) : 0;
    const std::size_t ch = kind ? s.channel(*kind, index) : s.m_kind.size();
    // A fault changes what the last update's readings would be worked out as: settle them first.
    s.settleReadings();
    if (!kind || sensorTargetProblem(sensor, e.target) || ch >= s.m_kind.size()) {
      log.add(tS, Severity::Info, obj, "sensor_fault", "no " + sensor + " instrument on " + obj,
              {{"what", "no_instrument"}, {"sensor", sensor}});
      return EventResult::Rejected;
    }
    if (e.type == EventType::SensorRestore) {
      s.m_mode[ch] = SensorFaultMode::None;
      log.add(tS, Severity::Info, obj, "sensor_fault", sensor + " instrument repaired",
              {{"what", "restored"}, {"sensor", sensor}}, true);
      return EventResult::Applied;
    }
    const std::string mode = e.text("mode");
    s.m_mode[ch] = parseMode(mode);
    s.m_faultValue[ch] = e.number("value");
    s.m_faultSinceS[ch] = tS;
    s.m_faultBase[ch] = s.m_reading[ch];
    // A failed instrument is hidden from the trainee: the log entry is the instructor's record.
    log.add(tS, Severity::Info, obj, "sensor_fault", sensor + " instrument failed (" + mode + ")",
            {{"what", mode}, {"sensor", sensor}, {"value", e.number("value")}});
    return EventResult::Applied;
  }
};

EventResult SensorBank::applyEvent(const Event& e, double tS, EventLog& log) {
  static const EventHandlers<SensorBank> handlers(
      {EventDomain::Instrument}, {
                                     {"sensor_fault", &SensorEvents::faultOrRestore},
                                     {"sensor_restore", &SensorEvents::faultOrRestore},
                                 });
  return handlers.apply(*this, e, tS, log);
}

void SensorBank::fill(std::vector<SensorReading>& out, const SensorTruth& truth) const {
  settleReadings();
  out.resize(m_kind.size());
  for (std::size_t ch = 0; ch < m_kind.size(); ++ch) {
    SensorReading& r = out[ch];
    r.kind = static_cast<std::uint8_t>(m_kind[ch]);
    r.index = m_object[ch];
    r.value = m_reading[ch];
    r.truth = truthOf(m_kind[ch], static_cast<std::size_t>(m_object[ch]), truth);
    r.valid = m_mode[ch] != SensorFaultMode::Dead;
    r.fault = static_cast<std::uint8_t>(m_mode[ch]);
  }
}

void applyReadings(SensorPicture s) {
  const double nominalHz = s.power.busFrequencyHz / (1.0 + s.power.frequencyDeviationPct / 100.0);
  bool anyGpu = false;
  double gpuMax = 0.0;
  for (const SensorReading& r : s.sensors) {
    const auto i = static_cast<std::size_t>(r.index);
    switch (static_cast<SensorKind>(r.kind)) {
      case SensorKind::Flow:
        if (i < s.thermal.cdus.size()) s.thermal.cdus[i].flowLpm = r.value;
        break;
      case SensorKind::SupplyTemp:
        if (i < s.thermal.cdus.size()) s.thermal.cdus[i].supplyTempC = r.value;
        break;
      case SensorKind::ReturnTemp:
        if (i < s.thermal.cdus.size()) s.thermal.cdus[i].returnTempC = r.value;
        break;
      case SensorKind::GpuTempMax:
        if (i < s.racks.gpuTempMaxC.size()) s.racks.gpuTempMaxC[i] = static_cast<float>(r.value);
        gpuMax = anyGpu ? std::max(gpuMax, r.value) : r.value;
        anyGpu = true;
        break;
      case SensorKind::Load:
        if (i < s.power.gensets.size()) s.power.gensets[i].powerKw = r.value;
        break;
      case SensorKind::Soc:
        s.power.bessSoc = r.value;
        break;
      case SensorKind::BusVoltage:
        s.power.dcBusVoltagePu = r.value;
        break;
      case SensorKind::BusFrequency:
        s.power.busFrequencyHz = r.value;
        if (nominalHz > 0.0) s.power.frequencyDeviationPct = (r.value / nominalHz - 1.0) * 100.0;
        break;
    }
  }
  if (anyGpu) s.thermal.gpuTempMaxC = gpuMax;
  // The pod's coolant figures as the plant's display computes them from its meters.
  double flow = 0.0;
  double supply = 0.0;
  double ret = 0.0;
  for (const auto& c : s.thermal.cdus) {
    flow += c.flowLpm;
    supply += c.flowLpm * c.supplyTempC;
    ret += c.flowLpm * c.returnTempC;
  }
  if (!s.thermal.cdus.empty()) {
    s.thermal.coolantFlowLpm = flow;
    if (flow > 0.0) {
      s.thermal.coolantSupplyTempC = supply / flow;
      s.thermal.coolantReturnTempC = ret / flow;
    }
  }
}

}  // namespace podtwin::instruments
