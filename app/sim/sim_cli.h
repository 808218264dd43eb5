#pragma once
// podtwin-sim: the headless runner. Interface (fixed; extend, never rename):
//   podtwin-sim run --pod FILE|builtin:NAME --scenario FILE|builtin:NAME --duration SECONDS --seed
//   N
//                   --csv OUT.csv --summary OUT.json [--sample-interval SECONDS]
//   podtwin-sim validate FILE [--pod FILE|builtin:NAME]
//   podtwin-sim audit-fabric [--pod ...] [--scenario ... --at SECONDS]
//   podtwin-sim sweep --spec SWEEP.json --out DIR [--resume]
//   podtwin-sim drill --drill FILE|builtin:NAME [--actions FILE|reference|none] [--seed N]
//                     [--report OUT.json] [--session OUT.json]
//   podtwin-sim list
// Exit codes: 0 ok, 2 bad input, 1 internal failure.

#include <string>
#include <vector>

namespace podtwin::cli {

constexpr int kExitOk = 0;
constexpr int kExitInternal = 1;
constexpr int kExitBadInput = 2;

int main(const std::vector<std::string>& args);

}  // namespace podtwin::cli
