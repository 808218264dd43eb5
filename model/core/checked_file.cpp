#include "core/checked_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <utility>

namespace podtwin {

IoError::IoError(const std::string& path, const std::string& reason)
    : std::runtime_error("cannot write " + path + ": " + reason), m_path(path), m_reason(reason) {}

namespace {

bool isSpecialFile(const std::string& path) {
  struct stat st {};
  return ::stat(path.c_str(), &st) == 0 && !S_ISREG(st.st_mode) && !S_ISDIR(st.st_mode);
}

}  // namespace

CheckedFile::CheckedFile(std::string path, std::string tmpPath)
    : m_path(std::move(path)), m_tmp(std::move(tmpPath)) {
  if (isSpecialFile(m_path)) {
    m_tmp = m_path;
  } else if (m_tmp.empty()) {
    m_tmp = m_path + ".tmp";
  }
  m_file = std::fopen(m_tmp.c_str(), "wb");
  if (m_file == nullptr) fail(errno);
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

}  // namespace podtwin
