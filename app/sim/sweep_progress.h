#pragma once
// Progress of a sweep on stderr: a redrawn bar with rate and ETA when stderr is a terminal, plain
// lines every 10 s otherwise (logs, Slurm output files). Wall-clock time is used only here, for
// display; it never reaches a result file.

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <mutex>
#include <string>
#include <thread>

namespace podtwin::cli {

class SweepProgress {
 public:
  /// `mode`: "auto" (bar on a TTY, lines otherwise), "bar", "lines" or "off".
  SweepProgress(const std::string& mode, std::size_t total, std::string suffix = {});
  ~SweepProgress();
  SweepProgress(const SweepProgress&) = delete;
  SweepProgress& operator=(const SweepProgress&) = delete;

  void caseDone() { m_done.fetch_add(1); }
  /// Draws the final state and stops the display thread.
  void finish();

  /// "12/100 [=====     ] 12.0 % 3.4 cases/min ETA 25m53s" (exposed for tests).
  static std::string line(std::size_t done, std::size_t total, double elapsedS, int width);

 private:
  void draw(bool final);

  bool m_bar = false;
  bool m_enabled = false;
  std::size_t m_total = 0;
  std::string m_suffix;
  std::atomic<std::size_t> m_done{0};
  std::chrono::steady_clock::time_point m_start;
  std::mutex m_mutex;
  std::condition_variable_any m_cv;
  std::jthread m_thread;
  bool m_finished = false;
};

}  // namespace podtwin::cli
