#pragma once
// Progress of a long command on stderr: a redrawn bar with rate and ETA when stderr is a terminal,
// plain lines every 10 s otherwise (logs, Slurm output files). A sweep counts cases; a run counts
// simulated seconds. Wall-clock time is used only here, for display; it never reaches a result
// file.

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <mutex>
#include <string>
#include <thread>

namespace podtwin::cli {

/// What a progress display counts.
enum class ProgressUnit {
  Cases,             ///< finished sweep cases
  SimulatedSeconds,  ///< simulated time of one run
};

class Progress {
 public:
  /// `mode`: "auto" (bar on a TTY, lines otherwise), "bar", "lines" or "off". `label` starts every
  /// line ("sweep", "run"). With `quietIfShort`, the final line or bar is drawn only when a
  /// periodic one was, so a command that ends within the first period adds nothing to a log.
  Progress(const std::string& mode, ProgressUnit unit, double total, std::string label,
           bool quietIfShort = false);
  ~Progress();
  Progress(const Progress&) = delete;
  Progress& operator=(const Progress&) = delete;

  /// True for the modes the constructor takes: auto, bar, lines, off.
  static bool isMode(const std::string& mode) {
    return mode == "auto" || mode == "bar" || mode == "lines" || mode == "off";
  }

  void caseDone() { add(1.0); }
  /// Counts `n` more (cases, or simulated seconds).
  void add(double n);
  /// Sets the count (simulated seconds so far in this invocation).
  void set(double done) { m_done.store(done, std::memory_order_relaxed); }
  /// Draws the final state and stops the display thread.
  void finish();

  /// "12/100 [=====     ] 12.0 % 3.4 cases/min ETA 25m53s" (exposed for tests).
  static std::string line(std::size_t done, std::size_t total, double elapsedS, int width);
  /// "1.50 d / 7.00 d [==        ]  21.4 % 72.0x real time ETA 1h51m": `doneS` of `totalS`
  /// simulated seconds after `elapsedS` of wall time (exposed for tests).
  static std::string runLine(double doneS, double totalS, double elapsedS, int width);

 private:
  void draw(bool final);

  bool m_bar = false;
  bool m_enabled = false;
  bool m_quietIfShort = false;
  bool m_drawn = false;  ///< a periodic line or bar has been printed
  ProgressUnit m_unit;
  double m_total = 0.0;
  std::string m_label;
  std::atomic<double> m_done{0.0};
  std::chrono::steady_clock::time_point m_start;
  std::mutex m_mutex;
  std::condition_variable_any m_cv;
  std::jthread m_thread;
  bool m_finished = false;
};

}  // namespace podtwin::cli
