#include "sim/sweep_guards.h"

#include <fcntl.h>
#include <fmt/core.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "config/pod_config.h"
#include "core/checked_file.h"
#include "core/config_error.h"
#include "sim/cli_support.h"
#include "sim/run_guards.h"
#include "study/case_runner.h"
#include "study/sweep_spec.h"

namespace podtwin::cli {

namespace {

std::string hostName() {
  std::array<char, 256> name{};
  if (::gethostname(name.data(), name.size() - 1) != 0) return "unknown";
  return name.data();
}

// Creates `path` exclusively with "PID HOST"; false when it exists already.
bool createLock(const std::string& path) {
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
  if (fd < 0) {
    if (errno == EEXIST) return false;
    throw IoError(path, std::strerror(errno));
  }
  const std::string text = fmt::format("{} {}\n", ::getpid(), hostName());
  const bool ok = ::write(fd, text.data(), text.size()) == static_cast<ssize_t>(text.size());
  const int err = errno;
  ::close(fd);
  if (!ok) {
    ::unlink(path.c_str());
    throw IoError(path, std::strerror(err));
  }
  return true;
}

}  // namespace

OutFolderLock::OutFolderLock(const std::string& dir) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (!std::filesystem::is_directory(dir, ec)) return;
  const std::string path = (std::filesystem::path(dir) / kFileName).string();
  for (int attempt = 0; attempt < 2; ++attempt) {
    if (createLock(path)) {
      m_path = path;
      return;
    }
    std::ifstream in(path);
    long pid = 0;
    std::string host;
    in >> pid >> host;
    const bool here = host == hostName();
    // kill(pid, 0) tests for a process without signalling it; EPERM means it runs as someone else.
    const bool alive = pid > 0 && (::kill(static_cast<pid_t>(pid), 0) == 0 || errno == EPERM);
    if (!here || alive || pid <= 0) {
      throw BadInput(fmt::format(
          "--out {} is in use by another sweep (pid {}{}; lock file {}); wait for it, or delete "
          "the lock file if that sweep is gone",
          dir, pid, here ? "" : " on " + (host.empty() ? std::string("an unknown host") : host),
          path));
    }
    fmt::print(stderr, "podtwin-sim: sweep: taking over {} from pid {}, which is not running\n",
               path, pid);
    ::unlink(path.c_str());
  }
  throw BadInput("--out " + dir + ": another sweep took the lock file " + path + " first");
}

OutFolderLock::~OutFolderLock() {
  if (!m_path.empty()) ::unlink(m_path.c_str());
}

void announceSweepWallTime(const study::SweepSpec& spec, std::size_t cases, int threads) {
  if (cases == 0) return;
  try {
    // The first case's pod stands for all (a grid may change the rack count; the estimate is
    // only that).
    const PodConfig pod = study::podFor(spec, study::caseAt(spec, 0));
    announceWallTime("sweep", pod.racks.count, std::ceil(spec.durationS / pod.timing.controlDtS),
                     static_cast<double>(cases), threads);
  } catch (const ConfigError&) {
    // A case whose pod does not load is reported by the case itself.
  }
}

}  // namespace podtwin::cli
