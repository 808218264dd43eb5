#pragma once
// podtwin-sim run and resume: one simulation with its CSV, summary, HDF5 file and checkpoints.

#include <string>
#include <vector>

namespace podtwin::cli {

/// `podtwin-sim run ...` (args[0] is "run"); returns the exit code, throws BadInput and the
/// model's errors for the runner to report.
int cmdRun(const std::vector<std::string>& args);
/// `podtwin-sim resume CHECKPOINT ...` (args[0] is "resume"), like cmdRun.
int cmdResume(const std::vector<std::string>& args);

}  // namespace podtwin::cli
