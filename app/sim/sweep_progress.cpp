#include "sim/sweep_progress.h"

#include <fmt/core.h>
#include <unistd.h>

#include <cmath>

namespace podtwin::cli {

namespace {

std::string duration(double s) {
  if (!std::isfinite(s) || s < 0) return "--";
  const auto t = static_cast<long long>(std::llround(s));
  if (t >= 3600) return fmt::format("{}h{:02}m", t / 3600, (t % 3600) / 60);
  if (t >= 60) return fmt::format("{}m{:02}s", t / 60, t % 60);
  return fmt::format("{}s", t);
}

}  // namespace

std::string SweepProgress::line(std::size_t done, std::size_t total, double elapsedS, int width) {
  const double frac = total > 0 ? static_cast<double>(done) / static_cast<double>(total) : 1.0;
  std::string bar;
  if (width > 0) {
    const int filled = static_cast<int>(frac * width);
    bar = "[" + std::string(static_cast<std::size_t>(filled), '=') +
          std::string(static_cast<std::size_t>(width - filled), ' ') + "] ";
  }
  const double rate = elapsedS > 0 ? static_cast<double>(done) / elapsedS : 0.0;
  const double eta = rate > 0 ? static_cast<double>(total - done) / rate : -1.0;
  return fmt::format("{}/{} {}{:5.1f} % {:.1f} cases/min ETA {}", done, total, bar, 100.0 * frac,
                     60.0 * rate, duration(eta));
}

SweepProgress::SweepProgress(const std::string& mode, std::size_t total, std::string suffix)
    : m_total(total), m_suffix(std::move(suffix)), m_start(std::chrono::steady_clock::now()) {
  const bool tty = isatty(STDERR_FILENO) != 0;
  m_enabled = mode != "off";
  m_bar = mode == "bar" || (mode == "auto" && tty);
  if (!m_enabled) return;
  m_thread = std::jthread([this](const std::stop_token& st) {
    const auto period = m_bar ? std::chrono::milliseconds(500) : std::chrono::seconds(10);
    std::unique_lock lock(m_mutex);
    while (!st.stop_requested()) {
      m_cv.wait_for(lock, st, period, [] { return false; });
      if (!st.stop_requested()) draw(false);
    }
  });
}

SweepProgress::~SweepProgress() {
  finish();
}

void SweepProgress::finish() {
  if (!m_enabled || m_finished) return;
  m_thread.request_stop();
  if (m_thread.joinable()) m_thread.join();
  m_finished = true;
  draw(true);
}

void SweepProgress::draw(bool final) {
  const double elapsed =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - m_start).count();
  const std::string text = line(m_done.load(), m_total, elapsed, m_bar ? 30 : 0);
  if (m_bar) {
    fmt::print(stderr, "\rsweep{} {}\x1b[K{}", m_suffix, text, final ? "\n" : "");
  } else {
    fmt::print(stderr, "sweep{}: {}\n", m_suffix, text);
  }
  std::fflush(stderr);
}

}  // namespace podtwin::cli
