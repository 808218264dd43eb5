#pragma once
// Guards of `podtwin-sim sweep` before it runs cases: one sweep at a time per --out folder (a lock
// file) and the estimated wall time of the cases to run.

#include <cstddef>
#include <string>

namespace podtwin::study {
struct SweepSpec;
}

namespace podtwin::cli {

/// DIR/sweep.lock, created exclusively and holding "PID HOST": while it exists no other sweep
/// writes DIR. A second sweep on DIR is refused (BadInput naming the holder's pid and the file);
/// a lock whose pid is not running on this host (a sweep that was killed) is taken over with a
/// message on stderr. The lock is removed when this object is destroyed.
class OutFolderLock {
 public:
  /// Makes `dir` if needed and takes its lock; when `dir` cannot be made, takes nothing (the
  /// caller reports the folder).
  explicit OutFolderLock(const std::string& dir);
  ~OutFolderLock();
  OutFolderLock(const OutFolderLock&) = delete;
  OutFolderLock& operator=(const OutFolderLock&) = delete;
  static constexpr const char* kFileName = "sweep.lock";

 private:
  std::string m_path;  ///< empty when no lock was taken
};

/// Prints the estimated wall time of `cases` cases of `spec` on `threads` workers when it is long
/// (announceWallTime, run_guards.h).
void announceSweepWallTime(const study::SweepSpec& spec, std::size_t cases, int threads);

}  // namespace podtwin::cli
