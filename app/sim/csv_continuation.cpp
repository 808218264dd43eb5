#include "sim/csv_continuation.h"

#include <fmt/core.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>

#include "core/checked_file.h"
#include "core/json_reader.h"
#include "sim/cli_support.h"
#include "sim/run_table.h"
#include "sim/simulation.h"

namespace podtwin::cli {

namespace {

std::string readAllOf(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw BadInput("cannot read " + path);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

}  // namespace

std::vector<std::string> earlierCsvRows(const std::string& path, Simulation& sim) {
  const auto cols = runColumns(sim.pod());
  const std::string header = csvHeader(cols);
  std::string text = readAllOf(path);
  // A last line without its newline was cut by the interruption: it is dropped.
  text.erase(text.find_last_of('\n') == std::string::npos ? 0 : text.find_last_of('\n') + 1);
  auto refuse = [&](int lineNo, const std::string& why) {
    return BadInput(
        fmt::format("{}: line {}: {}; cannot continue it (give another --csv)", path, lineNo, why));
  };
  const double untilS = sim.timeS();
  const double slackS = 1e-9 * std::max(1.0, untilS);
  std::vector<std::string> rows;
  std::vector<double> times;
  std::size_t pos = 0;
  int lineNo = 0;
  int lastKeptLine = 0;
  while (pos < text.size()) {
    const std::size_t nl = text.find('\n', pos);
    const std::string line = text.substr(pos, nl - pos);
    pos = nl + 1;
    ++lineNo;
    if (lineNo == 1) {
      if (line != header) throw refuse(1, "the columns differ from this pod's");
      continue;
    }
    if (line.empty()) continue;
    char* end = nullptr;
    const double t = std::strtod(line.c_str(), &end);
    if (end == line.c_str() || *end != ',' || !std::isfinite(t)) {
      throw refuse(lineNo, "time_s is not a number");
    }
    if (t > untilS + slackS) break;  // written after the checkpoint: this resume writes it anew
    if (static_cast<std::size_t>(std::count(line.begin(), line.end(), ',')) + 1 != cols.size()) {
      throw refuse(lineNo,
                   fmt::format("the row does not have the header's {} columns", cols.size()));
    }
    if (!times.empty() && !(t > times.back())) {
      throw refuse(lineNo, fmt::format("time_s {} does not come after the row before's {} (a "
                                       "duplicate or out-of-order row)",
                                       formatNumber(t), formatNumber(times.back())));
    }
    // Rows come every sample interval: a longer step than the first is a missing row.
    if (times.size() >= 2 && t - times.back() > (times[1] - times[0]) * (1.0 + 1e-9) + slackS) {
      throw refuse(lineNo, fmt::format("rows are missing between t = {} s and t = {} s",
                                       formatNumber(times.back()), formatNumber(t)));
    }
    times.push_back(t);
    rows.push_back(line);
    lastKeptLine = lineNo;
  }
  if (rows.empty()) return rows;
  // The last row kept must be the checkpoint's own: at its time, with the values its state gives.
  if (std::abs(times.back() - untilS) > slackS) {
    throw refuse(lastKeptLine,
                 fmt::format("it has no row at the checkpoint's time {} s (the last before "
                             "it is at {} s)",
                             formatNumber(untilS), formatNumber(times.back())));
  }
  Snapshot snap;
  sim.fillSnapshot(snap, false);
  if (rows.back() != csvRow(cols, snap)) {
    throw refuse(lastKeptLine,
                 fmt::format("the row at t = {} s is not the checkpoint's (another run's rows)",
                             formatNumber(untilS)));
  }
  return rows;
}

std::optional<EarlierCsv> earlierCsvOf(const std::map<std::string, std::string>& o,
                                       Simulation& sim) {
  const auto it = o.find("csv");
  const std::string out = it == o.end() ? std::string() : it->second;
  if (out.empty()) return std::nullopt;
  std::string from;
  std::error_code ec;
  if (std::filesystem::exists(out, ec)) {
    // A device such as /dev/null holds no earlier rows.
    if (!std::filesystem::is_regular_file(out, ec)) return std::nullopt;
    from = out;
  } else if (const auto left = abandonedTemporaries(out); !left.empty()) {
    from = left.front();
  }
  if (from.empty()) return std::nullopt;
  EarlierCsv earlier;
  earlier.rows = earlierCsvRows(from, sim);
  if (from != out) earlier.leftover = from;
  return earlier;
}

}  // namespace podtwin::cli
