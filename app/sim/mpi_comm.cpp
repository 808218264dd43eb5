#include "sim/mpi_comm.h"

#include <cstdlib>

#ifdef PODTWIN_HAVE_MPI
// The C API only: the deprecated C++ bindings would need libmpi_cxx.
#define OMPI_SKIP_MPICXX 1
#define MPICH_SKIP_MPICXX 1
#include <mpi.h>
#endif

namespace podtwin::cli::mpi {

bool compiledWithMpi() {
#ifdef PODTWIN_HAVE_MPI
  return true;
#else
  return false;
#endif
}

bool launchedByMpi() {
  // Open MPI's mpirun, MPICH/Hydra, and Slurm's srun --mpi=pmi2/pmix set these.
  for (const char* var : {"OMPI_COMM_WORLD_SIZE", "PMI_SIZE", "PMIX_RANK", "PMI_RANK"}) {
    if (std::getenv(var) != nullptr) return true;
  }
  return false;
}

#ifdef PODTWIN_HAVE_MPI

Comm::Comm() {
  if (!launchedByMpi()) return;
  int already = 0;
  MPI_Initialized(&already);
  if (!already) {
    int provided = 0;
    MPI_Init_thread(nullptr, nullptr, MPI_THREAD_FUNNELED, &provided);
    m_initialised = true;
  }
  MPI_Comm_rank(MPI_COMM_WORLD, &m_rank);
  MPI_Comm_size(MPI_COMM_WORLD, &m_size);
  MPI_Comm node;
  MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, m_rank, MPI_INFO_NULL, &node);
  MPI_Comm_size(node, &m_localSize);
  MPI_Comm_free(&node);
}

Comm::~Comm() {
  if (m_initialised) MPI_Finalize();
}

std::string Comm::broadcast(const std::string& text) const {
  if (m_size == 1) return text;
  auto n = static_cast<long long>(text.size());
  MPI_Bcast(&n, 1, MPI_LONG_LONG, 0, MPI_COMM_WORLD);
  std::string out = m_rank == 0 ? text : std::string(static_cast<std::size_t>(n), '\0');
  if (n > 0) MPI_Bcast(out.data(), static_cast<int>(n), MPI_CHAR, 0, MPI_COMM_WORLD);
  return out;
}

std::vector<std::string> Comm::gather(const std::string& text) const {
  if (m_size == 1) return {text};
  int n = static_cast<int>(text.size());
  std::vector<int> sizes(m_rank == 0 ? static_cast<std::size_t>(m_size) : 0);
  MPI_Gather(&n, 1, MPI_INT, sizes.data(), 1, MPI_INT, 0, MPI_COMM_WORLD);
  std::vector<int> offsets(sizes.size());
  std::string all;
  if (m_rank == 0) {
    int total = 0;
    for (std::size_t r = 0; r < sizes.size(); ++r) {
      offsets[r] = total;
      total += sizes[r];
    }
    all.resize(static_cast<std::size_t>(total));
  }
  MPI_Gatherv(text.data(), n, MPI_CHAR, all.data(), sizes.data(), offsets.data(), MPI_CHAR, 0,
              MPI_COMM_WORLD);
  std::vector<std::string> out;
  for (std::size_t r = 0; r < sizes.size(); ++r) {
    out.push_back(
        all.substr(static_cast<std::size_t>(offsets[r]), static_cast<std::size_t>(sizes[r])));
  }
  return out;
}

int Comm::maxAll(int value) const {
  if (m_size == 1) return value;
  int out = value;
  MPI_Allreduce(&value, &out, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD);
  return out;
}

void Comm::abort(int code) const {
  if (m_size > 1) MPI_Abort(MPI_COMM_WORLD, code);
  std::exit(code);
}

#else

Comm::Comm() = default;
Comm::~Comm() = default;
std::string Comm::broadcast(const std::string& text) const {
  return text;
}
std::vector<std::string> Comm::gather(const std::string& text) const {
  return {text};
}
int Comm::maxAll(int value) const {
  return value;
}
void Comm::abort(int code) const {
  std::exit(code);
}

#endif

}  // namespace podtwin::cli::mpi
