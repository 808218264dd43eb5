#include "sim/checkpoint_file.h"

#include <bit>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>

#include <spdlog/fmt/fmt.h>
#include <spdlog/spdlog.h>

#include "config/pod_config.h"
#include "core/checked_file.h"
#include "core/config_error.h"
#include "core/named_state.h"
#include "core/state_archive.h"

namespace podtwin {

namespace {

constexpr char kMagic[8] = {'P', 'O', 'D', 'T', 'W', 'C', 'K', 'P'};
constexpr std::uint32_t kByteOrderMark = 0x01020304u;
/// The most racks a pod file may have (racks.count), so a pod scaled beyond it is corruption.
constexpr std::int32_t kMaxRacks = 100000;
static_assert(std::endian::native == std::endian::little, "checkpoints are little-endian");

class Out {
 public:
  template <class T>
  void put(const T& v) {
    static_assert(std::is_trivially_copyable_v<T>);
    const auto* p = reinterpret_cast<const char*>(&v);
    m_s.append(p, sizeof v);
  }
  void str(const std::string& s) {
    put(static_cast<std::uint64_t>(s.size()));
    m_s += s;
  }
  void bytes(const std::vector<std::uint8_t>& b) {
    put(static_cast<std::uint64_t>(b.size()));
    m_s.append(reinterpret_cast<const char*>(b.data()), b.size());
  }
  std::string& text() { return m_s; }

 private:
  std::string m_s;
};

class In {
 public:
  In(const std::string& s, std::size_t end, std::string fileName)
      : m_s(s), m_end(end), m_file(std::move(fileName)) {}
  template <class T>
  T get(const char* what) {
    T v{};
    need(sizeof v, what);
    std::memcpy(&v, m_s.data() + m_pos, sizeof v);
    m_pos += sizeof v;
    return v;
  }
  std::string str(const char* what) {
    const auto n = get<std::uint64_t>(what);
    need(n, what);
    std::string out = m_s.substr(m_pos, static_cast<std::size_t>(n));
    m_pos += static_cast<std::size_t>(n);
    return out;
  }
  std::vector<std::uint8_t> bytes(const char* what) {
    const auto n = get<std::uint64_t>(what);
    need(n, what);
    const auto* p = reinterpret_cast<const std::uint8_t*>(m_s.data() + m_pos);
    std::vector<std::uint8_t> out(p, p + n);
    m_pos += static_cast<std::size_t>(n);
    return out;
  }
  std::size_t pos() const { return m_pos; }

 private:
  void need(std::uint64_t n, const char* what) const {
    if (n > m_end - m_pos) {
      throw CheckpointError(m_file + ": corrupted: the " + std::string(what) +
                            " runs past the end of the data");
    }
  }
  const std::string& m_s;
  std::size_t m_end;
  std::size_t m_pos = 0;
  std::string m_file;
};

std::string hex(std::uint64_t v) {
  return fmt::format("{:016x}", v);
}

}  // namespace

std::uint64_t scenarioHash(const Scenario& s) {
  const std::string text = scenarioToJson(s);
  return fnv1a64(text.data(), text.size());
}

CheckpointFile makeCheckpoint(const Simulation& sim) {
  CheckpointFile f;
  f.state = sim.checkpoint();
  f.stateHash = f.state.hash();
  f.stateFields = sim.namedState();
  f.podFile = sim.pod().sourceFile;
  f.podText = sim.pod().sourceText;
  f.scaledToRacks = sim.pod().scaledToRacks;
  f.scenarioJson = scenarioToJson(sim.scenario());
  f.scenarioHash = fnv1a64(f.scenarioJson.data(), f.scenarioJson.size());
  return f;
}

std::string encodeCheckpoint(const CheckpointFile& f) {
  Out o;
  o.text().append(kMagic, sizeof kMagic);
  o.put(CheckpointFile::kFormatVersion);
  o.put(kByteOrderMark);
  const std::size_t lengthAt = o.text().size();
  o.put(std::uint64_t{0});  // the file length, filled in below
  o.put(f.state.tick);
  o.put(f.state.timeS);
  o.put(f.state.seed);
  o.put(f.state.podHash);
  o.put(f.scenarioHash);
  o.put(static_cast<std::int32_t>(f.scaledToRacks));
  o.put(f.stateSchemaVersion);
  o.str(f.podFile);
  o.str(f.podText);
  o.str(f.scenarioJson);
  o.put(f.stateHash);
  o.bytes(f.stateFields);
  std::string& s = o.text();
  const auto length = static_cast<std::uint64_t>(s.size() + sizeof(std::uint64_t));
  std::memcpy(s.data() + lengthAt, &length, sizeof length);
  o.put(fnv1a64(s.data(), s.size()));
  return std::move(o.text());
}

CheckpointFile decodeCheckpoint(const std::string& bytes, const std::string& fileName) {
  const std::string& file = fileName;
  constexpr std::size_t kHeader = sizeof kMagic + 2 * sizeof(std::uint32_t) + sizeof(std::uint64_t);
  if (bytes.size() < sizeof kMagic || std::memcmp(bytes.data(), kMagic, sizeof kMagic) != 0) {
    throw CheckpointError(file + ": not a PodTwin checkpoint (no PODTWCKP signature)");
  }
  if (bytes.size() < kHeader) {
    throw CheckpointError(file + ": truncated: " + std::to_string(bytes.size()) +
                          " bytes, shorter than the header");
  }
  std::uint32_t version = 0;
  std::uint32_t mark = 0;
  std::uint64_t length = 0;
  std::memcpy(&version, bytes.data() + 8, sizeof version);
  std::memcpy(&mark, bytes.data() + 12, sizeof mark);
  std::memcpy(&length, bytes.data() + 16, sizeof length);
  if (version > CheckpointFile::kFormatVersion) {
    throw CheckpointError(file + ": written by a newer PodTwin (checkpoint format " +
                          std::to_string(version) + "; this build reads format " +
                          std::to_string(CheckpointFile::kFormatVersion) + ")");
  }
  if (version == 0) throw CheckpointError(file + ": unknown checkpoint format 0");
  if (version < CheckpointFile::kFormatVersion) {
    throw CheckpointError(file + ": checkpoint format " + std::to_string(version) +
                          " stores the state without field names, which this build (format " +
                          std::to_string(CheckpointFile::kFormatVersion) +
                          ") cannot map; run the scenario again to make a new checkpoint");
  }
  if (mark != kByteOrderMark) {
    throw CheckpointError(file + ": written on a machine with another byte order");
  }
  if (length > bytes.size()) {
    throw CheckpointError(file + ": truncated: " + std::to_string(bytes.size()) + " of " +
                          std::to_string(length) + " bytes");
  }
  if (length < bytes.size()) {
    throw CheckpointError(file + ": " + std::to_string(bytes.size() - length) +
                          " unexpected bytes after the checkpoint's end");
  }
  const std::size_t body = bytes.size() - sizeof(std::uint64_t);
  if (length < kHeader + sizeof(std::uint64_t)) {
    throw CheckpointError(file + ": corrupted: a length of " + std::to_string(length) + " bytes");
  }
  std::uint64_t stored = 0;
  std::memcpy(&stored, bytes.data() + body, sizeof stored);
  if (stored != fnv1a64(bytes.data(), body)) {
    throw CheckpointError(file + ": corrupted: the checksum does not match its contents");
  }

  In in(bytes, body, file);
  in.get<std::array<char, 8>>("signature");
  in.get<std::uint32_t>("format version");
  in.get<std::uint32_t>("byte-order mark");
  in.get<std::uint64_t>("length");
  CheckpointFile f;
  f.state.tick = in.get<std::uint64_t>("tick");
  f.state.timeS = in.get<double>("time");
  f.state.seed = in.get<std::uint64_t>("seed");
  f.state.podHash = in.get<std::uint64_t>("pod hash");
  f.scenarioHash = in.get<std::uint64_t>("scenario hash");
  f.scaledToRacks = in.get<std::int32_t>("rack scaling");
  f.stateSchemaVersion = in.get<std::uint32_t>("state schema version");
  f.podFile = in.str("pod file name");
  f.podText = in.str("pod");
  f.scenarioJson = in.str("scenario");
  f.stateHash = in.get<std::uint64_t>("state hash");
  f.stateFields = in.bytes("state");
  if (in.pos() != body) throw CheckpointError(file + ": corrupted: data after the state");
  if (!(f.state.timeS >= 0.0) || f.scaledToRacks < 0) {
    throw CheckpointError(file + ": corrupted: a negative time or rack count");
  }
  if (f.scaledToRacks > kMaxRacks) {
    throw CheckpointError(file + ": corrupted: a rack count of " + std::to_string(f.scaledToRacks) +
                          " (a pod has at most " + std::to_string(kMaxRacks) + ")");
  }
  if (fnv1a64(f.scenarioJson.data(), f.scenarioJson.size()) != f.scenarioHash) {
    throw CheckpointError(file + ": corrupted: the scenario's hash does not match");
  }
  return f;
}

void writeCheckpointFile(const std::string& path, const CheckpointFile& f) {
  writeFileChecked(path, encodeCheckpoint(f));
}

CheckpointFile readCheckpointFile(const std::string& path) {
  // A checkpoint is a file this program wrote; a device or a pipe (which may never end) is not.
  std::error_code ec;
  if (std::filesystem::exists(path, ec) && !std::filesystem::is_regular_file(path, ec)) {
    throw CheckpointError(path + ": not a checkpoint file (not a regular file)");
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) throw CheckpointError(path + ": cannot open (" + std::strerror(errno) + ")");
  const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (in.bad()) throw CheckpointError(path + ": cannot read");
  return decodeCheckpoint(bytes, path);
}

std::unique_ptr<Simulation> resumeFromCheckpoint(const CheckpointFile& f,
                                                 const std::string& fileName) {
  PodConfig pod;
  Scenario scenario;
  try {
    pod = rebuildPod(f.podText, f.podFile, f.scaledToRacks);
    const PodCounts counts = Simulation::countsFor(pod);
    scenario = parseScenario(f.scenarioJson, fileName + " (scenario)", &counts);
  } catch (const ConfigError& e) {
    throw CheckpointError(fileName + ": its pod or scenario no longer loads: " + e.what());
  } catch (const std::invalid_argument& e) {
    throw CheckpointError(fileName + ": its pod no longer loads: " + e.what());
  }
  if (podHash(pod) != f.state.podHash) {
    throw CheckpointError(fileName + ": corrupted: the pod hash " + hex(podHash(pod)) +
                          " does not match the state's " + hex(f.state.podHash));
  }
  auto sim = std::make_unique<Simulation>(std::move(pod), std::move(scenario), f.state.seed);
  std::vector<std::string> missing;
  try {
    missing = sim->restoreNamed(f.state, FieldTable(f.stateFields));
  } catch (const StateFormatError& e) {
    const std::string schemas = f.stateSchemaVersion == CheckpointFile::kStateSchemaVersion
                                    ? std::string()
                                    : " (its state schema " + std::to_string(f.stateSchemaVersion) +
                                          ", this build's " +
                                          std::to_string(CheckpointFile::kStateSchemaVersion) + ")";
    throw CheckpointError(fileName + ": the state does not fit this build" + schemas + ": " +
                          e.what());
  }
  for (const std::string& path : missing) {
    spdlog::info(
        "{}: state field {} is not in the checkpoint (its state schema {}, this build's "
        "{}); it starts at the value a new run has",
        fileName, path, f.stateSchemaVersion, CheckpointFile::kStateSchemaVersion);
  }
  // With nothing missing the state read back is the state written, byte for byte.
  if (missing.empty() && sim->stateHash() != f.stateHash) {
    throw CheckpointError(fileName + ": corrupted: the state's hash does not match");
  }
  return sim;
}

}  // namespace podtwin
