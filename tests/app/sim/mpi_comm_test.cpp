// Tests for app/sim/mpi_comm outside a launcher: one rank, and every collective is the identity.
// (Two real ranks are exercised through the binary in sweep_cli_test.)
#include <QtTest>
#include "support/test_main.h"

#include <cstdlib>

#include "sim/mpi_comm.h"

namespace mpi_comm_test {

using namespace podtwin::cli;

class MpiCommTest : public QObject {
  Q_OBJECT

 private slots:
  void withoutALauncherThereIsOneRank() {
    for (const char* v : {"OMPI_COMM_WORLD_SIZE", "PMI_SIZE", "PMIX_RANK", "PMI_RANK"}) unsetenv(v);
    QVERIFY(!mpi::launchedByMpi());
    mpi::Comm comm;
    QCOMPARE(comm.rank(), 0);
    QCOMPARE(comm.size(), 1);
    QVERIFY(comm.root());
    QCOMPARE(comm.localSize(), 1);
    QCOMPARE(comm.broadcast("abc"), std::string("abc"));
    QCOMPARE(comm.gather("rows"), std::vector<std::string>{"rows"});
    QCOMPARE(comm.maxAll(7), 7);
  }

  void launcherVariablesAreRecognised() {
    setenv("PMIX_RANK", "0", 1);
    QVERIFY(mpi::launchedByMpi());
    unsetenv("PMIX_RANK");
    setenv("OMPI_COMM_WORLD_SIZE", "2", 1);
    QVERIFY(mpi::launchedByMpi());
    unsetenv("OMPI_COMM_WORLD_SIZE");
    QCOMPARE(mpi::compiledWithMpi(), bool(PODTWIN_MPI));
  }
};

PODTWIN_TEST_GUILESS_MAIN(MpiCommTest)
}  // namespace mpi_comm_test
#include "mpi_comm_test.moc"
