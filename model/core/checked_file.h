#pragma once
// Output files whose every write is checked. A file is written under a temporary name beside the
// final one and renamed over it only when all of it reached the disk (written, flushed, synced and
// closed without an error), so an I/O failure — a full disk, a quota, a vanished mount — leaves no
// partial file under the final name and is reported with the path and the system's reason.
//
// The temporary name is NAME.tmp-XXXXXXXX with a random suffix, created exclusively (O_CREAT |
// O_EXCL | O_NOFOLLOW): a file or symlink planted under a name someone could guess is never opened,
// so it cannot redirect the write to another file.

#include <cstdio>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace podtwin {

/// An output file could not be written: "cannot write PATH: REASON". Runners exit 1 on it (the
/// input was fine; the machine could not take the output).
class IoError : public std::runtime_error {
 public:
  IoError(const std::string& path, const std::string& reason);
  const std::string& path() const { return m_path; }
  const std::string& reason() const { return m_reason; }

 private:
  std::string m_path;
  std::string m_reason;
};

/// One output file written through a temporary name. Paths that exist and are not regular files
/// (a device such as /dev/null or /dev/full, a pipe) are written directly: they cannot be replaced
/// by a rename, and replacing them would be wrong.
class CheckedFile {
 public:
  /// Creates a new temporary file beside `path` for writing; throws IoError when it cannot (or
  /// when `path` is a folder).
  explicit CheckedFile(std::string path);
  /// Removes the temporary file unless commit() succeeded or keepIfAbandoned() was called.
  ~CheckedFile();
  CheckedFile(const CheckedFile&) = delete;
  CheckedFile& operator=(const CheckedFile&) = delete;

  /// Appends `text`; throws IoError on a short write.
  void write(std::string_view text);
  /// Pushes what was written to the operating system (for a reader of the temporary file, such as
  /// a resume after a crash); throws IoError when it fails.
  void flush();
  /// Flushes, syncs and closes the file, then renames it to the final path; throws IoError (and
  /// removes the temporary file) when any of that fails.
  void commit();

  /// Leaves the temporary file in place when this object is destroyed without commit() (a run's
  /// CSV that a resume continues); a failed write still removes it, since its end is cut.
  void keepIfAbandoned() { m_keepIfAbandoned = true; }

  const std::string& path() const { return m_path; }
  /// The file actually written: the temporary file, or `path` itself for a device or a pipe.
  const std::string& writtenPath() const { return m_tmp; }

 private:
  [[noreturn]] void fail(int err);

  std::string m_path;
  std::string m_tmp;  ///< the file actually written; equal to m_path for devices and pipes
  std::FILE* m_file = nullptr;
  bool m_committed = false;
  bool m_keepIfAbandoned = false;
};

/// Writes `text` to `path` through CheckedFile: all of it or, on an IoError, nothing new.
void writeFileChecked(const std::string& path, std::string_view text);

/// The temporary files of `path` that writers left behind (an interrupted run's CSV, kept with
/// keepIfAbandoned()), newest first: regular files named NAME.tmp-XXXXXXXX beside it; symlinks
/// and other files are not listed.
std::vector<std::string> abandonedTemporaries(const std::string& path);

}  // namespace podtwin
