// Tests for app/sim/sweep_series: a case's sampled series lands in its own HDF5 run group with
// the sample count the interval implies.
#include <hdf5.h>
#include <QtTest>
#include "support/test_main.h"

#include <filesystem>

#include "core/builtin.h"
#include "sim/sweep_series.h"

namespace sweep_series_test {

using namespace podtwin;

class SweepSeriesTest : public QObject {
  Q_OBJECT

 private slots:
  void aFinishedCaseBecomesARunGroup() {
    const std::string path =
        (std::filesystem::temp_directory_path() / "podtwin_series.h5").string();
    std::filesystem::remove(path);
    const study::SweepSpec spec = study::parseSweepSpec(
        R"({"schema_version": 1, "duration_s": 20, "grid": {"racks.count": [2, 3]}})", "s.json",
        readSource);
    cli::SeriesRecorder rec(spec, path, 2.5);
    const study::CaseResult r =
        study::runCase(spec, study::caseAt(spec, 1), nullptr, rec.observer());
    QCOMPARE(r.status, study::CaseStatus::Ok);
    rec.write(r);
    QCOMPARE(cli::SeriesRecorder::groupName(1), std::string("case_000001"));

    hid_t f = H5Fopen(path.c_str(), H5F_ACC_RDONLY, H5P_DEFAULT);
    QVERIFY(f >= 0);
    hid_t ds = H5Dopen2(f, "/case_000001/time_series/time_s", H5P_DEFAULT);
    QVERIFY(ds >= 0);
    hid_t space = H5Dget_space(ds);
    hsize_t n = 0;
    H5Sget_simple_extent_dims(space, &n, nullptr);
    // 20 s every 2.5 s (25 ticks of 0.1 s): t = 0, 2.5, ..., 20 is 9 samples.
    QCOMPARE(n, hsize_t(9));
    std::vector<double> t(n);
    H5Dread(ds, H5T_NATIVE_DOUBLE, H5S_ALL, H5S_ALL, H5P_DEFAULT, t.data());
    QCOMPARE(t.front(), 0.0);
    QVERIFY(std::abs(t.back() - 20.0) < 1e-9);  // tick x dt: one rounding of 200 x 0.1
    H5Sclose(space);
    H5Dclose(ds);
    QVERIFY(H5Lexists(f, "/case_000001/time_series/it_power_kw", H5P_DEFAULT) > 0);
    QVERIFY(H5Lexists(f, "/case_000000", H5P_DEFAULT) == 0);  // never ran, never written
    H5Fclose(f);
  }
};

PODTWIN_TEST_GUILESS_MAIN(SweepSeriesTest)
}  // namespace sweep_series_test
#include "sweep_series_test.moc"
