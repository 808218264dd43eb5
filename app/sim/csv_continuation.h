#pragma once
// What `resume --csv OUT.csv` continues: the rows of the checkpoint's own run up to its time, from
// OUT.csv or from the temporary file an interrupted run left beside it. The file must be that
// run's: this pod's header, rows in strictly increasing time with none missing, and a row at the
// checkpoint's time equal to the row the checkpoint's state gives; anything else is refused with
// the file and line, so a resume never stitches another run's rows (or a damaged file) into its
// output. Rows after the checkpoint's time (written before the interruption) and a last line cut
// short (no newline) are dropped.

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace podtwin {
class Simulation;
}

namespace podtwin::cli {

struct EarlierCsv {
  std::vector<std::string> rows;  ///< without the header, up to the checkpoint's time
  std::string leftover;           ///< the interrupted run's temporary file, removed once copied
};

/// The rows of `path` that continue into a resume of `sim` (restored, not yet stepped); throws
/// BadInput naming the file and line when the file is not the run's.
std::vector<std::string> earlierCsvRows(const std::string& path, Simulation& sim);

/// The rows `resume --csv OUT.csv` continues: those of OUT.csv, or else of the newest temporary
/// file an interrupted run left beside it; nothing when there is neither (or no --csv).
std::optional<EarlierCsv> earlierCsvOf(const std::map<std::string, std::string>& o,
                                       Simulation& sim);

}  // namespace podtwin::cli
