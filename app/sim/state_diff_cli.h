#pragma once
// podtwin-sim state-diff A.ckpt B.ckpt: the fields two checkpoints' states differ in, by name, with
// both values (for an array: the first index that differs and how many do). Exit 0 when the states
// are equal, 1 when they differ, 2 when a file is not a checkpoint this build reads.

#include <string>
#include <vector>

namespace podtwin::cli {

int cmdStateDiff(const std::vector<std::string>& args);

}  // namespace podtwin::cli
