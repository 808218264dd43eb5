#pragma once
// `podtwin-sim sweep`: runs a sweep spec's cases on every core (and over MPI ranks when launched
// with mpirun/srun) and writes
//   DIR/cases.csv     one row per case, in case order (KPIs per case)
//   DIR/summary.json  per-KPI mean/min/p5/p50/p95/max, overall and per grid point
//   DIR/state.json    the spec hash and the finished case indices (refreshed at most once a
//                     second and at the end; --resume checks the hash and skips the complete
//                     rows of cases.csv, which is flushed after every case)
//   --h5 FILE         the case table and inputs as HDF5 (group "sweep")
// Interrupt-safe: Ctrl-C (SIGINT) or SIGTERM lets running cases stop, keeps finished ones and
// exits 130; `--resume` continues. Exit codes: 0 ok, 2 bad input, 1 internal failure or any case
// diverged/failed (the results are still written), 130 interrupted.

#include <string>
#include <vector>

namespace podtwin::cli {

/// Entry point; `args` are the words after "sweep".
int runSweepCommand(const std::vector<std::string>& args);

}  // namespace podtwin::cli
