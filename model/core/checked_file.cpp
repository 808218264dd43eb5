#include "core/checked_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <random>
#include <string_view>
#include <utility>

namespace podtwin {

IoError::IoError(const std::string& path, const std::string& reason)
    : std::runtime_error("cannot write " + path + ": " + reason), m_path(path), m_reason(reason) {}

namespace {

constexpr const char* kTmpMarker = ".tmp-";
constexpr std::size_t kSuffixChars = 8;

bool isSpecialFile(const std::string& path) {
  struct stat st {};
  return ::stat(path.c_str(), &st) == 0 && !S_ISREG(st.st_mode) && !S_ISDIR(st.st_mode);
}

// Eight letters or digits from the system's random source: 62^8 names, so a writer that guesses
// cannot plant one in advance.
std::string randomSuffix() {
  static constexpr std::string_view kChars =
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  std::random_device source;
  std::uniform_int_distribution<std::size_t> pick(0, kChars.size() - 1);
  std::string out;
  for (std::size_t i = 0; i < kSuffixChars; ++i) out += kChars[pick(source)];
  return out;
}

// Creates PATH.tmp-XXXXXXXX (in the target's folder, so the rename stays on one file system) and
// returns its descriptor; `tmp` is set to its name. O_EXCL fails on any existing name, a symlink
// included, so only a file this call created is ever opened. -1 with errno set when no name could
// be created.
int createTemporaryBeside(const std::string& path, std::string& tmp) {
  constexpr int kAttempts = 64;
  for (int i = 0; i < kAttempts; ++i) {
    tmp = path + kTmpMarker + randomSuffix();
    // The mode before the umask is fopen's, so the final file gets the usual permissions.
    const int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666);
    if (fd >= 0 || errno != EEXIST) return fd;
  }
  return -1;
}

}  // namespace

CheckedFile::CheckedFile(std::string path) : m_path(std::move(path)) {
  std::error_code ec;
  if (m_path.empty()) throw IoError(m_path, std::strerror(ENOENT));
  if (m_path.back() == '/' || std::filesystem::is_directory(m_path, ec)) {
    throw IoError(m_path, std::strerror(EISDIR));
  }
  if (isSpecialFile(m_path)) {
    m_tmp = m_path;
    m_file = std::fopen(m_tmp.c_str(), "wb");
    if (m_file == nullptr) throw IoError(m_path, std::strerror(errno));
    return;
  }
  // On failure nothing is removed: the name may be another's file (EEXIST on every attempt).
  const int fd = createTemporaryBeside(m_path, m_tmp);
  if (fd < 0) throw IoError(m_path, std::strerror(errno));
  m_file = ::fdopen(fd, "wb");
  if (m_file == nullptr) {
    const int err = errno;
    ::close(fd);
    std::remove(m_tmp.c_str());
    throw IoError(m_path, std::strerror(err));
  }
}

CheckedFile::~CheckedFile() {
  if (m_file != nullptr) std::fclose(m_file);
  if (!m_committed && !m_keepIfAbandoned && m_tmp != m_path) std::remove(m_tmp.c_str());
}

void CheckedFile::fail(int err) {
  if (m_file != nullptr) {
    std::fclose(m_file);
    m_file = nullptr;
  }
  if (m_tmp != m_path) std::remove(m_tmp.c_str());
  m_keepIfAbandoned = false;
  throw IoError(m_path, std::strerror(err != 0 ? err : EIO));
}

void CheckedFile::write(std::string_view text) {
  if (text.empty()) return;
  errno = 0;
  if (std::fwrite(text.data(), 1, text.size(), m_file) != text.size()) fail(errno);
}

void CheckedFile::flush() {
  errno = 0;
  if (std::fflush(m_file) != 0) fail(errno);
}

void CheckedFile::commit() {
  flush();
  // A regular file is synced so that the rename never exposes a file whose blocks are not yet
  // written (delayed allocation on a full disk reports ENOSPC here or at close).
  if (m_tmp != m_path && ::fsync(::fileno(m_file)) != 0) fail(errno);
  std::FILE* f = std::exchange(m_file, nullptr);
  errno = 0;
  if (std::fclose(f) != 0) fail(errno);
  if (m_tmp != m_path && std::rename(m_tmp.c_str(), m_path.c_str()) != 0) fail(errno);
  m_committed = true;
}

void writeFileChecked(const std::string& path, std::string_view text) {
  CheckedFile f(path);
  f.write(text);
  f.commit();
}

std::vector<std::string> abandonedTemporaries(const std::string& path) {
  namespace fs = std::filesystem;
  const fs::path target(path);
  const std::string prefix = target.filename().string() + kTmpMarker;
  const fs::path folder = target.has_parent_path() ? target.parent_path() : fs::path(".");
  std::vector<std::pair<fs::file_time_type, std::string>> found;
  std::error_code ec;
  for (fs::directory_iterator it(folder, ec), end; !ec && it != end; it.increment(ec)) {
    const std::string name = it->path().filename().string();
    std::error_code entryEc;
    if (name.size() != prefix.size() + kSuffixChars || name.rfind(prefix, 0) != 0 ||
        it->symlink_status(entryEc).type() != fs::file_type::regular) {
      continue;
    }
    const auto written = it->last_write_time(entryEc);
    found.emplace_back(written, target.has_parent_path() ? (folder / name).string() : name);
  }
  std::sort(found.begin(), found.end(), [](const auto& a, const auto& b) { return a > b; });
  std::vector<std::string> out;
  out.reserve(found.size());
  for (auto& f : found) out.push_back(std::move(f.second));
  return out;
}

}  // namespace podtwin
