// Tests for app/sim/hdf5_writer: a run written with our writer is read back with the plain HDF5 C
// API (as h5py or MATLAB would), and with h5dump when it is installed.
#include <hdf5.h>
#include <QtTest>
#include "support/test_main.h"

#include <sys/resource.h>

#include <csignal>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "core/checked_file.h"
#include "sim/hdf5_writer.h"

namespace hdf5_writer_test {

using namespace podtwin;

namespace {

std::string tempPath(const char* name) {
  return (std::filesystem::temp_directory_path() / name).string();
}

std::string slurpFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::vector<double> readDoubles(hid_t file, const std::string& path) {
  hid_t ds = H5Dopen2(file, path.c_str(), H5P_DEFAULT);
  if (ds < 0) return {};
  hid_t space = H5Dget_space(ds);
  hsize_t n = 0;
  H5Sget_simple_extent_dims(space, &n, nullptr);
  std::vector<double> v(n);
  if (n) H5Dread(ds, H5T_NATIVE_DOUBLE, H5S_ALL, H5S_ALL, H5P_DEFAULT, v.data());
  H5Sclose(space);
  H5Dclose(ds);
  return v;
}

std::string readUnits(hid_t file, const std::string& path) {
  hid_t ds = H5Oopen(file, path.c_str(), H5P_DEFAULT);
  hid_t attr = H5Aopen(ds, "units", H5P_DEFAULT);
  hid_t type = H5Aget_type(attr);
  std::string out;
  if (H5Tis_variable_str(type) > 0) {
    char* s = nullptr;
    H5Aread(attr, type, &s);
    out = s ? s : "";
    H5free_memory(s);
  }
  H5Tclose(type);
  H5Aclose(attr);
  H5Oclose(ds);
  return out;
}

std::string readScalarString(hid_t file, const std::string& path) {
  hid_t ds = H5Dopen2(file, path.c_str(), H5P_DEFAULT);
  hid_t type = H5Dget_type(ds);
  char* s = nullptr;
  H5Dread(ds, type, H5S_ALL, H5S_ALL, H5P_DEFAULT, &s);
  std::string out = s ? s : "";
  H5free_memory(s);
  H5Tclose(type);
  H5Dclose(ds);
  return out;
}

void writeSample(const std::string& path, const std::string& group, double scale) {
  std::vector<std::vector<double>> rows;
  for (int i = 0; i < 5; ++i) rows.push_back({i * 0.5, scale * (1000.0 + i), 1.1});
  std::vector<LogEntry> events = {
      {1.0, Severity::Trip, "cdu1/pump2", "pump_fail", "pump 2 failed", false, {}},
      {2.5, Severity::Info, "cdu1/pump2", "pump_restore", "back, \"ok\"", true, {}}};
  RunSummary s;
  s.durationS = 2.0;
  s.costUsd = 12.75 * scale;
  s.racksTrippedMax = 3;
  h5::writeRunHdf5(path, group, {"time_s", "it_power_kw", "pue"}, {"s", "kW", "1"}, rows, events,
                   "{\"schema_version\": 1}", "{\"events\": []}", s);
}

}  // namespace

class Hdf5WriterTest : public QObject {
  Q_OBJECT

 private slots:
  void runRoundTripsThroughTheCApi() {
    const std::string path = tempPath("podtwin_h5_roundtrip.h5");
    std::remove(path.c_str());
    writeSample(path, "run1", 1.0);
    hid_t f = H5Fopen(path.c_str(), H5F_ACC_RDONLY, H5P_DEFAULT);
    QVERIFY(f >= 0);
    QCOMPARE(readDoubles(f, "/run1/time_series/time_s"),
             (std::vector<double>{0, 0.5, 1.0, 1.5, 2.0}));
    QCOMPARE(readDoubles(f, "/run1/time_series/it_power_kw")[4], 1004.0);
    QCOMPARE(readUnits(f, "/run1/time_series/it_power_kw"), std::string("kW"));
    QCOMPARE(readUnits(f, "/run1/time_series/pue"), std::string("1"));
    QCOMPARE(readScalarString(f, "/run1/pod_json"), std::string("{\"schema_version\": 1}"));
    QCOMPARE(readScalarString(f, "/run1/scenario_json"), std::string("{\"events\": []}"));

    // Events: read two fields by name into our own compound, as any reader would.
    struct Ev {
      double t;
      char* code;
      unsigned char cleared;
    };
    hid_t str = H5Tcopy(H5T_C_S1);
    H5Tset_size(str, H5T_VARIABLE);
    hid_t mem = H5Tcreate(H5T_COMPOUND, sizeof(Ev));
    H5Tinsert(mem, "t_s", HOFFSET(Ev, t), H5T_NATIVE_DOUBLE);
    H5Tinsert(mem, "code", HOFFSET(Ev, code), str);
    H5Tinsert(mem, "cleared", HOFFSET(Ev, cleared), H5T_NATIVE_UCHAR);
    hid_t ds = H5Dopen2(f, "/run1/events", H5P_DEFAULT);
    QVERIFY(ds >= 0);
    Ev ev[2] = {};
    QVERIFY(H5Dread(ds, mem, H5S_ALL, H5S_ALL, H5P_DEFAULT, ev) >= 0);
    QCOMPARE(ev[0].t, 1.0);
    QCOMPARE(std::string(ev[0].code), std::string("pump_fail"));
    QCOMPARE(int(ev[1].cleared), 1);
    QCOMPARE(std::string(ev[1].code), std::string("pump_restore"));
    hid_t space = H5Dget_space(ds);
    H5Dvlen_reclaim(mem, space, H5P_DEFAULT, ev);
    H5Sclose(space);
    H5Dclose(ds);
    H5Tclose(mem);
    H5Tclose(str);

    // Summary KPIs as attributes.
    hid_t g = H5Gopen2(f, "/run1/summary", H5P_DEFAULT);
    double cost = 0.0;
    double racks = 0.0;
    hid_t a = H5Aopen(g, "cost_usd", H5P_DEFAULT);
    H5Aread(a, H5T_NATIVE_DOUBLE, &cost);
    H5Aclose(a);
    a = H5Aopen(g, "racks_tripped_max", H5P_DEFAULT);
    H5Aread(a, H5T_NATIVE_DOUBLE, &racks);
    H5Aclose(a);
    H5Gclose(g);
    QCOMPARE(cost, 12.75);
    QCOMPARE(racks, 3.0);
    H5Fclose(f);
  }

  void groupsAccumulateAndRewritesReplace() {
    const std::string path = tempPath("podtwin_h5_groups.h5");
    std::remove(path.c_str());
    writeSample(path, "a", 1.0);
    writeSample(path, "b", 2.0);
    writeSample(path, "a", 3.0);  // replaces group a, keeps b
    hid_t f = H5Fopen(path.c_str(), H5F_ACC_RDONLY, H5P_DEFAULT);
    QCOMPARE(readDoubles(f, "/a/time_series/it_power_kw")[0], 3000.0);
    QCOMPARE(readDoubles(f, "/b/time_series/it_power_kw")[0], 2000.0);
    H5Fclose(f);
  }

  void emptyRunsAndBadShapes() {
    const std::string path = tempPath("podtwin_h5_empty.h5");
    std::remove(path.c_str());
    h5::writeRunHdf5(path, "empty", {"time_s"}, {"s"}, {}, {}, "{}", "", RunSummary{});
    hid_t f = H5Fopen(path.c_str(), H5F_ACC_RDONLY, H5P_DEFAULT);
    QVERIFY(readDoubles(f, "/empty/time_series/time_s").empty());
    QVERIFY(H5Lexists(f, "/empty/events", H5P_DEFAULT) > 0);
    H5Fclose(f);
    QVERIFY_EXCEPTION_THROWN(h5::writeRunHdf5(path, "x", {"a", "b"}, {"s"}, {}, {}, "", "", {}),
                             h5::Hdf5Error);
    QVERIFY_EXCEPTION_THROWN(
        h5::writeRunHdf5(path, "x", {"a"}, {"s"}, {{1.0, 2.0}}, {}, "", "", {}), h5::Hdf5Error);
    // A path that cannot be created is an I/O failure naming the path and the system's reason.
    try {
      h5::writeRunHdf5("/nonexistent-dir/x.h5", "x", {}, {}, {}, {}, "", "", {});
      QFAIL("no IoError");
    } catch (const IoError& e) {
      QCOMPARE(std::string(e.what()),
               std::string("cannot write /nonexistent-dir/x.h5: No such file or directory"));
    }
    QVERIFY(!std::filesystem::exists("/nonexistent-dir/x.h5.tmp"));
  }

  // A write that fails half-way (the file-size limit stands in for a full disk) leaves the earlier
  // file exactly as it was and no temporary copy beside it.
  void failedWriteLeavesTheEarlierFile() {
    const std::string path = tempPath("podtwin_h5_keep.h5");
    std::remove(path.c_str());
    writeSample(path, "a", 1.0);
    const std::string before = slurpFile(path);
    std::vector<std::vector<double>> rows(20000, std::vector<double>{1.0, 2.0, 3.0});
    rlimit old{};
    getrlimit(RLIMIT_FSIZE, &old);
    const rlim_t limit = static_cast<rlim_t>(before.size()) + 4096;
    rlimit small{limit, old.rlim_max};
    auto* previous = std::signal(SIGXFSZ, SIG_IGN);
    setrlimit(RLIMIT_FSIZE, &small);
    bool threw = false;
    try {
      h5::writeRunHdf5(path, "big", {"time_s", "it_power_kw", "pue"}, {"s", "kW", "1"}, rows, {},
                       "{}", "{}", RunSummary{});
    } catch (const IoError& e) {
      threw = true;
      QVERIFY2(std::string(e.what()).rfind("cannot write " + path + ": ", 0) == 0, e.what());
    } catch (const h5::Hdf5Error& e) {
      threw = true;  // a dataset write that failed is reported by HDF5 itself
    }
    setrlimit(RLIMIT_FSIZE, &old);
    std::signal(SIGXFSZ, previous);
    QVERIFY(threw);
    QCOMPARE(slurpFile(path), before);
    QVERIFY(!std::filesystem::exists(path + ".tmp"));
  }

  void h5dumpReadsIt() {
    const QString h5dump = QStandardPaths::findExecutable("h5dump");
    if (h5dump.isEmpty()) QSKIP("h5dump is not installed (Debian package hdf5-tools)");
    const std::string path = tempPath("podtwin_h5_dump.h5");
    std::remove(path.c_str());
    writeSample(path, "run1", 1.0);
    QProcess p;
    p.start(h5dump, {"-A", QString::fromStdString(path)});
    QVERIFY(p.waitForFinished(30000));
    QCOMPARE(p.exitCode(), 0);
    const QString out = QString::fromUtf8(p.readAllStandardOutput());
    QVERIFY(out.contains("units"));
    QVERIFY(out.contains("\"kW\""));
  }
};

PODTWIN_TEST_GUILESS_MAIN(Hdf5WriterTest)
}  // namespace hdf5_writer_test
#include "hdf5_writer_test.moc"
