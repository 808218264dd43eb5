#include "sim/progress.h"

#include <fmt/core.h>
#include <unistd.h>

#include <algorithm>
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

/// A simulated span in the unit that suits `scaleS` (the run's length): days, hours or seconds.
std::string simulated(double s, double scaleS) {
  if (scaleS >= 2.0 * 86400.0) return fmt::format("{:.2f} d", s / 86400.0);
  if (scaleS >= 2.0 * 3600.0) return fmt::format("{:.2f} h", s / 3600.0);
  return fmt::format("{:.0f} s", s);
}

std::string bar(double frac, int width) {
  if (width <= 0) return {};
  const int filled = std::clamp(static_cast<int>(frac * width), 0, width);
  return "[" + std::string(static_cast<std::size_t>(filled), '=') +
         std::string(static_cast<std::size_t>(width - filled), ' ') + "] ";
}

}  // namespace

std::string Progress::line(std::size_t done, std::size_t total, double elapsedS, int width) {
  const double frac = total > 0 ? static_cast<double>(done) / static_cast<double>(total) : 1.0;
  const double rate = elapsedS > 0 ? static_cast<double>(done) / elapsedS : 0.0;
  const double eta = rate > 0 ? static_cast<double>(total - done) / rate : -1.0;
  return fmt::format("{}/{} {}{:5.1f} % {:.1f} cases/min ETA {}", done, total, bar(frac, width),
                     100.0 * frac, 60.0 * rate, duration(eta));
}

std::string Progress::runLine(double doneS, double totalS, double elapsedS, int width) {
  const double frac = totalS > 0 ? std::clamp(doneS / totalS, 0.0, 1.0) : 1.0;
  const double rate = elapsedS > 0 ? doneS / elapsedS : 0.0;
  const double eta = rate > 0 ? std::max(0.0, totalS - doneS) / rate : -1.0;
  return fmt::format("{} / {} {}{:5.1f} % {:.1f}x real time ETA {}", simulated(doneS, totalS),
                     simulated(totalS, totalS), bar(frac, width), 100.0 * frac, rate,
                     duration(eta));
}

Progress::Progress(const std::string& mode, ProgressUnit unit, double total, std::string label,
                   bool quietIfShort)
    : m_quietIfShort(quietIfShort),
      m_unit(unit),
      m_total(total),
      m_label(std::move(label)),
      m_start(std::chrono::steady_clock::now()) {
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

Progress::~Progress() {
  finish();
}

void Progress::add(double n) {
  double v = m_done.load(std::memory_order_relaxed);
  while (!m_done.compare_exchange_weak(v, v + n, std::memory_order_relaxed)) {
  }
}

void Progress::finish() {
  if (!m_enabled || m_finished) return;
  m_thread.request_stop();
  if (m_thread.joinable()) m_thread.join();
  m_finished = true;
  if (m_quietIfShort && !m_drawn) return;
  draw(true);
}

void Progress::draw(bool final) {
  const double elapsed =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - m_start).count();
  const double done = m_done.load(std::memory_order_relaxed);
  const int width = m_bar ? 30 : 0;
  const std::string text =
      m_unit == ProgressUnit::Cases
          ? line(static_cast<std::size_t>(std::llround(done)),
                 static_cast<std::size_t>(std::llround(m_total)), elapsed, width)
          : runLine(done, m_total, elapsed, width);
  if (m_bar) {
    fmt::print(stderr, "\r{} {}\x1b[K{}", m_label, text, final ? "\n" : "");
  } else {
    fmt::print(stderr, "{}: {}\n", m_label, text);
  }
  std::fflush(stderr);
  m_drawn = true;
}

}  // namespace podtwin::cli
