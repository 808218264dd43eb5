// Tests for app/sim/sweep_cli through the podtwin-sim binary: exit codes and messages, identical
// tables for any thread count, resume after an interruption (simulated and a real SIGINT), the
// HDF5 case table, and 2 MPI ranks giving the single-process result.
#include <hdf5.h>
#include <signal.h>
#include <QtTest>
#include "support/test_main.h"
#include "support/test_paths.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "cli_test_support.h"
#include "study/case_table.h"

namespace sweep_cli_test {

namespace fs = std::filesystem;
using podtwin::clitest::podtwinSim;
using podtwin::clitest::Run;
using podtwin::clitest::slurp;

const char* kSpec = R"({
  "schema_version": 1,
  "name": "cli test",
  "duration_s": 120,
  "seed": 11,
  "grid": {"racks.count": [2, 4], "racks.gpu_tdp_w": [1200, 1400]},
  "monte_carlo": {"cases": 4, "components": {"pump": {"mtbf_h": 0.02, "mttr_h": 0.005},
                                             "genset": {"mtbf_h": 0.05, "mttr_h": 0.01}}},
  "kpis": ["it_energy_kwh", "cost_usd", "failures", "job_throttled", "min_soc"]
})";

class Dir {
 public:
  explicit Dir(const std::string& name)
      : m_path(fs::temp_directory_path() / ("podtwin_sweep_" + name)) {
    fs::remove_all(m_path);
    fs::create_directories(m_path);
  }
  ~Dir() { fs::remove_all(m_path); }
  fs::path operator/(const std::string& s) const { return m_path / s; }
  QString q(const std::string& s = {}) const {
    return QString::fromStdString((s.empty() ? m_path : m_path / s).string());
  }
  void write(const std::string& name, const std::string& text) const {
    std::ofstream(m_path / name, std::ios::binary) << text;
  }

 private:
  fs::path m_path;
};

// The rows of a cases.csv, each split into its fields.
std::vector<std::vector<std::string>> splitRows(const std::string& csv) {
  std::vector<std::vector<std::string>> rows;
  std::istringstream in(csv);
  std::string line;
  while (std::getline(in, line)) rows.push_back(podtwin::study::splitCsvLine(line));
  return rows;
}

class SweepCliTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    // The reference result: one thread, one process.
    m_ref = std::make_unique<Dir>("ref");
    m_ref->write("spec.json", kSpec);
    const Run r = podtwinSim({"sweep", "--spec", m_ref->q("spec.json"), "--out", m_ref->q("out"),
                              "--threads", "1", "--progress", "off"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    m_csv = slurp(*m_ref / "out/cases.csv");
    m_summary = slurp(*m_ref / "out/summary.json");
    QVERIFY(!m_csv.empty());
  }

  void writesOneRowPerCaseAndPercentiles() {
    // 2 x 2 grid points x 4 samples = 16 rows after the header.
    QCOMPARE(std::count(m_csv.begin(), m_csv.end(), '\n'), 17l);
    const auto j = nlohmann::json::parse(m_summary);
    QCOMPARE(j["cases"]["total"].get<int>(), 16);
    QCOMPARE(j["cases"]["ok"].get<int>(), 16);
    QCOMPARE(j["by_grid_point"].size(), std::size_t(4));
    for (const char* k : {"mean", "p5", "p50", "p95", "max"})
      QVERIFY(j["kpis"]["cost_usd"].contains(k));
    const auto st = nlohmann::json::parse(slurp(*m_ref / "out/state.json"));
    QCOMPARE(st["complete"].get<bool>(), true);
    QCOMPARE(st["done"].size(), std::size_t(16));
  }

  void twoThreadsGiveTheSameBytes() {
    Dir d("threads");
    d.write("spec.json", kSpec);
    const Run r =
        podtwinSim({"sweep", "--spec", d.q("spec.json"), "--out", d.q("out"), "--threads", "2"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QCOMPARE(slurp(d / "out/cases.csv"), m_csv);
    QCOMPARE(slurp(d / "out/summary.json"), m_summary);
  }

  void badSpecIsExitTwoWithFileLineAndKey() {
    Dir d("bad");
    d.write("spec.json", "{\n\"schema_version\": 1,\n\"grid\": {\"racks.count\": [0]}\n}\n");
    const Run r = podtwinSim({"sweep", "--spec", d.q("spec.json"), "--out", d.q("out")});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("spec.json:3: /grid/racks.count/0"), qPrintable(r.err));
    QCOMPARE(podtwinSim({"sweep", "--out", d.q("out")}).code, 2);
    QCOMPARE(podtwinSim({"sweep", "--spec", d.q("spec.json"), "--threads", "x"}).code, 2);
  }

  void mergedElectricalStepsMatchThe1msSweepAndAreRecorded() {
    Dir d("merged");
    d.write("spec.json", kSpec);
    const Run r = podtwinSim({"sweep", "--spec", d.q("spec.json"), "--out", d.q("out"),
                              "--electrical-macro-steps", "16", "--progress", "off"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const auto j = nlohmann::json::parse(slurp(d / "out/summary.json"));
    QCOMPARE(j["base_pod_overrides"]["timing.electrical_macro_steps"].get<int>(), 16);
    QVERIFY(!nlohmann::json::parse(m_summary).contains("base_pod_overrides"));
    QVERIFY(j["spec_hash"] != nlohmann::json::parse(m_summary)["spec_hash"]);

    // Case for case: the same failures and throttling, energy and cost to 1e-6, SOC to 1e-4 (the
    // bounds electrical_macro_step_test holds on every built-in scenario).
    const std::vector<std::vector<std::string>> ref = splitRows(m_csv);
    const std::vector<std::vector<std::string>> merged = splitRows(slurp(d / "out/cases.csv"));
    QCOMPARE(merged.size(), ref.size());
    QCOMPARE(merged[0], ref[0]);
    const auto col = [&](const char* name) {
      return static_cast<std::size_t>(std::find(ref[0].begin(), ref[0].end(), name) -
                                      ref[0].begin());
    };
    int differing = 0;
    for (std::size_t row = 1; row < ref.size(); ++row) {
      for (const char* exact : {"case", "sim_seed", "status", "failures", "job_throttled"}) {
        QCOMPARE(merged[row][col(exact)], ref[row][col(exact)]);
      }
      for (const auto& [name, tol] : {std::pair{"it_energy_kwh", 1e-6}, std::pair{"cost_usd", 1e-6},
                                      std::pair{"min_soc", 1e-4}}) {
        const double a = std::stod(ref[row][col(name)]);
        const double b = std::stod(merged[row][col(name)]);
        QVERIFY2(std::abs(a - b) <= tol * std::max(1.0, std::abs(a)),
                 qPrintable(QStringLiteral("%1 case %2: %3 vs %4")
                                .arg(name)
                                .arg(row - 1)
                                .arg(a, 0, 'g', 12)
                                .arg(b, 0, 'g', 12)));
        if (a != b) ++differing;
      }
    }
    // The merged path really ran: some figures moved in their last digits.
    QVERIFY(differing > 0);

    // Results of the 1 ms path are not continued with merged steps, and a bad count is refused.
    const Run resume = podtwinSim({"sweep", "--spec", m_ref->q("spec.json"), "--out",
                                   m_ref->q("out"), "--resume", "--electrical-macro-steps", "16"});
    QCOMPARE(resume.code, 2);
    QVERIFY2(resume.err.contains("--electrical-macro-steps"), qPrintable(resume.err));
    for (const char* bad : {"17", "0", "x", "2.5"}) {
      const Run b = podtwinSim({"sweep", "--spec", d.q("spec.json"), "--out", d.q("bad"),
                                "--electrical-macro-steps", bad});
      QCOMPARE(b.code, 2);
      QVERIFY2(b.err.contains("--electrical-macro-steps \"" + QString(bad) + "\" is not a whole"),
               qPrintable(b.err));
    }
    QVERIFY(!fs::exists(d / "bad"));
  }

  void builtinSpecRunsAndIsListed() {
    // builtin:quick_check: 2 battery sizes x 2 ambients, no Monte-Carlo, two-minute cases.
    Dir d("builtin");
    const Run r = podtwinSim(
        {"sweep", "--spec", "builtin:quick_check", "--out", d.q("out"), "--progress", "off"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const std::string csv = slurp(d / "out/cases.csv");
    QCOMPARE(std::count(csv.begin(), csv.end(), '\n'), 5l);  // header + 4 cases
    const auto j = nlohmann::json::parse(slurp(d / "out/summary.json"));
    QCOMPARE(j["cases"]["ok"].get<int>(), 4);
    const Run unknown = podtwinSim({"sweep", "--spec", "builtin:nope", "--out", d.q("x")});
    QCOMPARE(unknown.code, 2);
    QVERIFY2(unknown.err.contains("no built-in sweep named \"nope\"") &&
                 unknown.err.contains("quick_check"),
             qPrintable(unknown.err));
    const Run list = podtwinSim({"list"});
    QCOMPARE(list.code, 0);
    QVERIFY2(
        list.out.contains("builtin:battery_size_mc") && list.out.contains("builtin:quick_check"),
        qPrintable(list.out));
  }

  void refusesToOverwriteWithoutResume() {
    const Run r = podtwinSim({"sweep", "--spec", m_ref->q("spec.json"), "--out", m_ref->q("out")});
    QCOMPARE(r.code, 2);
    QVERIFY(r.err.contains("--resume"));
  }

  void resumeAfterASimulatedInterruption() {
    // What Ctrl-C leaves behind: some rows (in completion order), a half-written line, state.json.
    Dir d("resume");
    d.write("spec.json", kSpec);
    fs::create_directories(d / "out");
    std::istringstream in(m_csv);
    std::string header, line;
    std::getline(in, header);
    std::vector<std::string> rows;
    while (std::getline(in, line)) rows.push_back(line);
    d.write("out/cases.csv",
            header + "\n" + rows[9] + "\n" + rows[2] + "\n" + rows[3].substr(0, 10));
    const auto ref = nlohmann::json::parse(slurp(*m_ref / "out/state.json"));
    nlohmann::json st = {{"spec_hash", ref["spec_hash"]}, {"done", {2, 9}}, {"complete", false}};
    d.write("out/state.json", st.dump());
    const Run r = podtwinSim({"sweep", "--spec", d.q("spec.json"), "--out", d.q("out"), "--resume",
                              "--progress", "lines"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY2(r.err.contains("14/14"), qPrintable(r.err));  // only the 14 missing cases ran
    QCOMPARE(slurp(d / "out/cases.csv"), m_csv);
    QCOMPARE(slurp(d / "out/summary.json"), m_summary);
  }

  void resumeRefusesAnotherSpec() {
    Dir d("otherspec");
    std::string other = kSpec;
    other.replace(other.find("\"seed\": 11"), 10, "\"seed\": 12");
    d.write("spec.json", other);
    fs::copy(*m_ref / "out", d / "out");
    const Run r =
        podtwinSim({"sweep", "--spec", d.q("spec.json"), "--out", d.q("out"), "--resume"});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("different spec"), qPrintable(r.err));
  }

  void ctrlCKeepsFinishedCasesAndResumeCompletes() {
    // The sweep holds after its third finished case until a signal arrives
    // (PODTWIN_SWEEP_HOLD_AFTER_CASES), so Ctrl-C lands mid-sweep on any machine: 3 of the 16
    // cases are kept, the rest are left to --resume.
    Dir d("sigint");
    d.write("spec.json", kSpec);
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("PODTWIN_SWEEP_HOLD_AFTER_CASES", "3");
    p.setProcessEnvironment(env);
    p.start(podtwin::testing::simBinary(), {"sweep", "--spec", d.q("spec.json"), "--out",
                                            d.q("out"), "--threads", "1", "--progress", "off"});
    QVERIFY(p.waitForStarted());
    // Wait for the third finished row (header + 3 lines), or for the process to end, then
    // interrupt.
    const auto rowsWritten = [&] {
      const std::string csv = slurp(d / "out/cases.csv");
      return std::count(csv.begin(), csv.end(), '\n') >= 4;
    };
    QVERIFY(
        QTest::qWaitFor([&] { return p.state() != QProcess::Running || rowsWritten(); }, 600000));
    QCOMPARE(p.state(), QProcess::Running);  // held, never finished on its own
    ::kill(static_cast<pid_t>(p.processId()), SIGINT);
    QVERIFY(p.waitForFinished(600000));
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    QCOMPARE(p.exitCode(), 130);
    const auto st = nlohmann::json::parse(slurp(d / "out/state.json"));
    QCOMPARE(st["done"].size(), std::size_t(3));
    QCOMPARE(st["complete"].get<bool>(), false);
    QVERIFY(QString::fromUtf8(p.readAllStandardError()).contains("--resume"));

    // Resumed, it runs the other 13 and matches the uninterrupted reference byte for byte.
    const Run r = podtwinSim({"sweep", "--spec", d.q("spec.json"), "--out", d.q("out"), "--resume",
                              "--progress", "lines"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY2(r.err.contains("13/13"), qPrintable(r.err));
    QCOMPARE(slurp(d / "out/cases.csv"), m_csv);
    QCOMPARE(slurp(d / "out/summary.json"), m_summary);
  }

  void hdf5CaseTable() {
    Dir d("h5");
    d.write("spec.json", kSpec);
    const Run r = podtwinSim({"sweep", "--spec", d.q("spec.json"), "--out", d.q("out"), "--h5",
                              d.q("sweep.h5"), "--h5-series", "10", "--progress", "off"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    hid_t f = H5Fopen((d / "sweep.h5").c_str(), H5F_ACC_RDONLY, H5P_DEFAULT);
    QVERIFY(f >= 0);
    hid_t ds = H5Dopen2(f, "/sweep/racks.count", H5P_DEFAULT);
    QVERIFY(ds >= 0);
    double v[16] = {};
    QVERIFY(H5Dread(ds, H5T_NATIVE_DOUBLE, H5S_ALL, H5S_ALL, H5P_DEFAULT, v) >= 0);
    QCOMPARE(v[0], 2.0);
    QCOMPARE(v[15], 4.0);
    H5Dclose(ds);
    QVERIFY(H5Lexists(f, "/sweep/cost_usd", H5P_DEFAULT) > 0);
    QVERIFY(H5Lexists(f, "/sweep/status", H5P_DEFAULT) > 0);
    QVERIFY(H5Lexists(f, "/sweep/summary_json", H5P_DEFAULT) > 0);
    // One run group per case: 120 s sampled every 10 s is t = 0, 10, ..., 120 (13 samples).
    for (const char* g : {"/case_000000", "/case_000015"}) {
      const std::string t = std::string(g) + "/time_series/time_s";
      hid_t ts = H5Dopen2(f, t.c_str(), H5P_DEFAULT);
      QVERIFY(ts >= 0);
      hid_t space = H5Dget_space(ts);
      hsize_t n = 0;
      H5Sget_simple_extent_dims(space, &n, nullptr);
      QCOMPARE(n, hsize_t(13));
      double times[13] = {};
      H5Dread(ts, H5T_NATIVE_DOUBLE, H5S_ALL, H5S_ALL, H5P_DEFAULT, times);
      QCOMPARE(times[12], 120.0);
      H5Sclose(space);
      H5Dclose(ts);
      QVERIFY(H5Lexists(f, (std::string(g) + "/events").c_str(), H5P_DEFAULT) > 0);
      QVERIFY(H5Lexists(f, (std::string(g) + "/pod_json").c_str(), H5P_DEFAULT) > 0);
    }
    H5Fclose(f);
    // Per-case series need one process, and --h5.
    QCOMPARE(
        podtwinSim({"sweep", "--spec", d.q("spec.json"), "--out", d.q("o2"), "--h5-series", "1"})
            .code,
        2);
  }

  void twoMpiRanksGiveTheSingleProcessResult() {
    if (!PODTWIN_MPI) QSKIP("built without MPI (PODTWIN_WITH_MPI=OFF)");
    const QString mpirun = QStandardPaths::findExecutable("mpirun");
    if (mpirun.isEmpty()) QSKIP("mpirun is not installed");
    // Localhost only: no ssh launcher, shared-memory and self transports, root allowed (CI runs as
    // root), two ranks on however many cores there are.
    qputenv("OMPI_MCA_plm", "isolated");
    qputenv("OMPI_MCA_btl", "self,vader");
    qputenv("OMPI_MCA_btl_vader_single_copy_mechanism", "none");
    // Open MPI keeps allocations until exit by design; LeakSanitizer (asan preset) would fail the
    // run.
    qputenv("ASAN_OPTIONS", "detect_leaks=0");
    const QStringList launch = {"--allow-run-as-root", "--oversubscribe", "-np", "2"};
    const Run probe = podtwinSim(launch + QStringList{"true"}, mpirun, 60000);
    if (probe.code != 0) QSKIP(qPrintable("mpirun cannot start 2 ranks here: " + probe.err));
    Dir d("mpi");
    d.write("spec.json", kSpec);
    const Run r =
        podtwinSim(launch + QStringList{podtwin::testing::simBinary(), "sweep", "--spec",
                                        d.q("spec.json"), "--out", d.q("out"), "--progress", "off"},
                   mpirun);
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QCOMPARE(slurp(d / "out/cases.csv"), m_csv);
    QCOMPARE(slurp(d / "out/summary.json"), m_summary);
    QVERIFY(!fs::exists(d / "out/cases.rank1.part.csv"));  // merged on rank 0 and removed
  }

 private:
  std::unique_ptr<Dir> m_ref;
  std::string m_csv;
  std::string m_summary;
};

PODTWIN_TEST_GUILESS_MAIN(SweepCliTest)
}  // namespace sweep_cli_test
#include "sweep_cli_test.moc"
