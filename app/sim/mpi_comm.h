#pragma once
// The little MPI the sweep needs, behind a class that is a one-rank no-op when podtwin-sim is built
// without MPI (PODTWIN_WITH_MPI=OFF) or started without mpirun/srun. Only the main thread calls
// it (MPI_THREAD_FUNNELED); the case threads never touch MPI.

#include <string>
#include <vector>

namespace podtwin::cli::mpi {

/// True when this build has MPI support.
bool compiledWithMpi();
/// True when the process was started by an MPI launcher (Open MPI's mpirun, Slurm's srun with
/// PMI/PMIx), judged by the launcher's environment variables.
bool launchedByMpi();

class Comm {
 public:
  /// Initialises MPI if compiled in and launched by a launcher; otherwise a single rank.
  Comm();
  ~Comm();  ///< finalises MPI if this object initialised it
  Comm(const Comm&) = delete;
  Comm& operator=(const Comm&) = delete;

  int rank() const { return m_rank; }
  int size() const { return m_size; }
  bool root() const { return m_rank == 0; }
  /// Ranks on this node (to share its cores between them); 1 without MPI.
  int localSize() const { return m_localSize; }

  /// Rank 0's `text` on every rank.
  std::string broadcast(const std::string& text) const;
  /// On rank 0: every rank's `text`, in rank order; elsewhere: empty.
  std::vector<std::string> gather(const std::string& text) const;
  /// The largest `value` over all ranks, on every rank.
  int maxAll(int value) const;
  /// Ends every rank (after an unrecoverable error on one of them while others wait).
  [[noreturn]] void abort(int code) const;

 private:
  int m_rank = 0;
  int m_size = 1;
  int m_localSize = 1;
  bool m_initialised = false;
};

}  // namespace podtwin::cli::mpi
