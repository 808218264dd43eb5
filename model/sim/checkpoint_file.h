#pragma once
// Checkpoint files: a run's state with everything needed to continue it — the pod file's text, the
// scenario as it stands (injections included) and the seed — in a versioned binary format that is
// written atomically and checked on load (magic, format version, byte order, length, checksum, the
// state's hash and the pod's hash), so a damaged or foreign file is refused with a sentence naming
// the file and what is wrong, never loaded half.
//
// Layout of format 2 (native little-endian; all integers unsigned):
//   "PODTWCKP" | u32 format version | u32 byte-order mark 0x01020304 | u64 file length |
//   u64 tick | f64 time_s | u64 seed | u64 pod hash | u64 scenario hash | i32 scaled racks |
//   u32 state schema version | str pod file | str pod text | str scenario JSON | u64 state hash |
//   bytes state fields | u64 FNV-1a of every byte before it
// where str and bytes are a u64 length and that many bytes. The state is self-describing: named
// fields with their types and shapes (core/named_state.h). A file of another state schema loads
// when every field it holds is one this build knows: a field it lacks starts at the value a new run
// has (logged); the state hash is checked when the schemas are equal. Format 1 (the state as
// unnamed bytes) is refused with both format versions named.

#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "sim/simulation.h"

namespace podtwin {

/// A checkpoint file cannot be read or written; what() names the file and the problem.
class CheckpointError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct CheckpointFile {
  static constexpr std::uint32_t kFormatVersion = 2;
  /// The version of the state's schema (core/named_state.h, stateSchemaText): raised whenever a
  /// field of the state is added, removed, renamed or retyped (tests/model/sim/checkpoint_test.cpp
  /// pins the schema text's hash to it).
  static constexpr std::uint32_t kStateSchemaVersion = 2;
  /// tick, time, seed and pod hash; `bytes` only in a checkpoint made by this process
  /// (makeCheckpoint), empty in one decoded from a file.
  SimState state;
  std::uint64_t stateHash = 0;  ///< SimState::hash() of the run's state when it was written
  std::uint32_t stateSchemaVersion = kStateSchemaVersion;
  std::vector<std::uint8_t> stateFields;  ///< Simulation::namedState()
  std::string podFile;  ///< where the pod came from ("builtin:default", a path), for messages
  std::string podText;
  int scaledToRacks = 0;
  std::string scenarioJson;
  std::uint64_t scenarioHash = 0;  ///< FNV-1a of scenarioJson
};

/// The run as it stands now.
CheckpointFile makeCheckpoint(const Simulation& sim);
/// The file's bytes.
std::string encodeCheckpoint(const CheckpointFile& f);
/// Parses bytes read from `fileName`; throws CheckpointError naming it.
CheckpointFile decodeCheckpoint(const std::string& bytes, const std::string& fileName);
/// Writes through a temporary file and a rename, so a crash never leaves half a checkpoint; throws
/// IoError (core/checked_file.h) with the system's reason when the file cannot be written.
void writeCheckpointFile(const std::string& path, const CheckpointFile& f);
CheckpointFile readCheckpointFile(const std::string& path);
/// A Simulation continuing the checkpointed run: its pod, scenario and seed, and the state
/// restored. Throws CheckpointError (naming `fileName`) when the embedded pod or scenario no
/// longer loads or does not match the state. Fields the file lacks (an earlier state schema) are
/// logged, each with the value it starts from.
std::unique_ptr<Simulation> resumeFromCheckpoint(const CheckpointFile& f,
                                                 const std::string& fileName);
/// FNV-1a of the scenario as saved (scenarioToJson): the checkpoint's scenario hash.
std::uint64_t scenarioHash(const Scenario& s);

}  // namespace podtwin
