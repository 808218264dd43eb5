#pragma once
// A sweep spec: a base pod and scenario, a parameter grid over pod fields and an optional
// Monte-Carlo failure study, read from JSON through JsonReader so every error names the spec file,
// line and key. The spec expands into cases: case index = gridPoint * samplesPerPoint + sample,
// grid points in row-major order over the axes (axes sorted by key, the last varying fastest).

#include <cstddef>
#include <cstdint>
#include <functional>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <vector>

namespace podtwin::study {

/// How the axes combine into design points.
/// - Grid: every combination (row-major, the last axis varying fastest).
/// - OneAtATime: a sensitivity study. Point 0 is the base pod; then each axis in turn takes each of
///   its values while every other field keeps the base pod's value (1 + Σ values points).
enum class SweepDesign : std::uint8_t { Grid, OneAtATime };
/// The spec's "design" names, one per SweepDesign in order: "grid", "one_at_a_time".
const char* sweepDesignName(SweepDesign d);

/// One grid axis: a pod-file field and the values it takes. In a one-at-a-time design values[0]
/// is the base pod's own value and the spec's values that differ from it follow.
struct GridAxis {
  std::string key;                ///< as written in the spec ("power.battery.capacity_kwh")
  std::vector<std::string> path;  ///< key split into object keys / array indices
  std::vector<nlohmann::json> values;
  int line = 0;  ///< line of the axis in the spec file
};

/// Failure and repair rates of one component kind (every object of that kind fails independently).
struct FailureMode {
  std::string kind;    ///< "pump", "genset", "link", ... (see failureKinds())
  double mtbfS = 0.0;  ///< mean time between failures, s (the spec gives hours)
  double mttrS = 0.0;  ///< mean time to repair, s (the spec gives hours)
};

// bugprone-exception-escape is suppressed as on JsonDocument (core/json_reader.h): the implicit
// noexcept move is nlohmann::json's own noexcept move. NOLINT must sit on the line just above.
// NOLINTNEXTLINE(bugprone-exception-escape)
struct SweepSpec {
  static constexpr int kSchemaVersion = 1;
  std::string fileName;      ///< the spec file (for messages)
  std::string name;          ///< optional label
  std::string podRef;        ///< "builtin:default" or a path as written
  std::string podSource;     ///< resolved name the pod text came from
  nlohmann::json podJson;    ///< the base pod file, edited per grid point
  std::string scenarioRef;   ///< "builtin:empty" or a path
  std::string scenarioText;  ///< the base scenario file ("" = no events)
  std::string scenarioSource;
  double durationS = 3600.0;
  std::uint64_t seed = 1;
  SweepDesign design = SweepDesign::Grid;
  std::vector<GridAxis> grid;
  int monteCarloCases = 0;  ///< samples per grid point; 0 = no failure sampling (one case each)
  std::vector<FailureMode> failures;
  std::vector<std::string> kpis;  ///< selected KPI names, in output order
  std::uint64_t hash = 0;         ///< FNV-1a of spec, pod and scenario text (guards --resume)
  /// Pod keys written into the base pod after the spec was read (setBasePodKey), in the order
  /// set: how this run of the spec differs from the file.
  std::vector<std::pair<std::string, nlohmann::json>> baseOverrides;

  std::size_t gridPoints() const;
  std::size_t samplesPerPoint() const { return monteCarloCases > 0 ? monteCarloCases : 1; }
  std::size_t caseCount() const { return gridPoints() * samplesPerPoint(); }
};

/// One case of a sweep: where it sits in the grid and which Monte-Carlo sample it is.
struct CaseDef {
  std::size_t index = 0;
  std::size_t gridPoint = 0;
  std::size_t sample = 0;
  std::vector<std::size_t> valueIndex;  ///< per axis, which value
  /// Seed of the case's Simulation: the spec seed without Monte-Carlo (so a grid case reruns with
  /// `podtwin-sim run --seed`), otherwise drawn from Rng::stream(seed, sample).
  std::uint64_t simSeed = 0;
  /// Seed of the failure history. It depends on the sample only, not the grid point: every design
  /// point sees the same failures (common random numbers), so differences between points are the
  /// design's, not sampling noise.
  std::uint64_t failureSeed = 0;
};

/// Reads a pod or scenario reference ("builtin:NAME" or a path) → {text, display name}; the CLI
/// and tests pass podtwin::readSource. Relative paths arrive already resolved against the spec.
using SourceReader = std::function<std::pair<std::string, std::string>(const std::string& kind,
                                                                       const std::string& ref)>;

/// Parses a spec; throws ConfigError listing every problem (including grid values the pod reader
/// rejects, reported at the spec's line with the grid key). `specDir` resolves relative paths.
SweepSpec parseSweepSpec(const std::string& text, const std::string& fileName,
                         const SourceReader& read, const std::string& specDir = "");
/// Reads the file at `path` (or the built-in spec "builtin:NAME", through `read`) and parses it.
SweepSpec loadSweepSpec(const std::string& path, const SourceReader& read);

/// Writes `value` at the dotted pod key `key` in the base pod every case starts from (a grid axis
/// on the same key still sets it per case), records it in `baseOverrides` and folds it into the
/// hash, so results run with and without it are never resumed as one sweep. Throws ConfigError
/// naming `origin` (the option or control that asked) and the key when the edited pod does not
/// read.
void setBasePodKey(SweepSpec& spec, const std::string& key, const nlohmann::json& value,
                   const std::string& origin);

/// Replaces the base pod every case starts from with the pod file text `podText` (a design edited
/// on screen), named `podName` in messages and as the spec's pod; the grid axes still set their
/// keys per case. Folded into the hash like setBasePodKey. Throws ConfigError when the pod does not
/// load, or when the spec's scenario names equipment the pod has not.
void setBasePod(SweepSpec& spec, const std::string& podText, const std::string& podName);

/// The case at `index` (< caseCount()).
CaseDef caseAt(const SweepSpec& spec, std::size_t index);

/// The base pod JSON with the grid point's values written in (creating missing objects).
nlohmann::json podJsonFor(const SweepSpec& spec, const CaseDef& c);

/// Writes `value` at `path` inside `doc`; returns an error sentence or "" on success.
std::string setJsonPath(nlohmann::json& doc, const std::vector<std::string>& path,
                        const nlohmann::json& value);

/// Splits "a.b.0.c" (or a JSON pointer "/a/b/0/c") into tokens; empty on a malformed key.
std::vector<std::string> splitKey(const std::string& key);

}  // namespace podtwin::study
