// The main window's frame time per snapshot, as a user sees it: the window at 1600 × 1000 under
// Xvfb/llvmpipe with the application's style, the model running at 100× in the SimController
// worker, snapshots arriving at the controller's normal cadence (~30 a second). One benchmark
// iteration is one snapshot; its time (manual time) is the wall time from the snapshot's arrival
// (SimController::snapshotReady) to the end of the last compose of the window before the next
// snapshot (MainWindow::composed: the window painted and flushed to the X server), the frame on
// which every panel and chart shows it. A snapshot that reaches no compose before the next one
// arrives is shown by the next compose; its time runs to that compose.
//
// Counters, per snapshot: composes, update requests the window received (held ones included),
// 3D frames painted, process CPU (GUI, simulation worker and llvmpipe's threads) and GUI-thread
// CPU, and the share of snapshots merged into a later compose. The frame budget is 33 ms (one
// frame at the controller's 30 Hz cadence): `budget_ms` and `over_budget_fraction` (snapshots
// that reached the screen later than that) report it.
// Registered in CTest under xvfb-run (label `bench`); the measured run is
//   xvfb-run -a -s "-screen 0 1600x1000x24" build/release/tests/window_frame_gui_bench
//   --benchmark_min_time=2   (one command line)
#include <benchmark/benchmark.h>
#include <spdlog/spdlog.h>

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>
#include <deque>
#include <map>
#include <memory>
#include <optional>

#include "bench/gui_bench_support.h"
#include "gui/app_style.h"
#include "gui/frame_memory.h"
#include "gui/main_window.h"
#include "scenario/scenario.h"
#include "scene/pod_scene_widget.h"
#include "vtk/vtk_widget.h"

using podtwin::bench::cpuMs;
using podtwin::bench::fail;
using podtwin::bench::g_failed;
using podtwin::gui::MainWindow;
using podtwin::gui::SimController;
using podtwin::views::PodSceneWidget;

namespace {

/// The frame budget: one snapshot shown within one frame at the controller's 30 Hz cadence.
constexpr double kBudgetMs = 33.0;

/// Follows snapshots and composes of one window and closes one record per snapshot.
class FrameProbe : public QObject {
 public:
  struct Record {
    double latencyMs = 0.0;  ///< arrival to the compose that shows the snapshot completely
    int updateRequests = 0;  ///< window update requests between this snapshot and the next
    int composes = 0;        ///< MainWindow::composed between this snapshot and the next
    int sceneFrames = 0;     ///< 3D frames painted between this snapshot and the next
    double cpuMs = 0.0;      ///< process CPU between this snapshot and the next
    double guiCpuMs = 0.0;   ///< GUI-thread CPU between this snapshot and the next
    bool merged = false;     ///< no compose before the next snapshot arrived
  };

  FrameProbe(MainWindow& w, PodSceneWidget& scene) : m_window(w) {
    m_clock.start();
    w.installEventFilter(this);
    connect(w.controller(), &SimController::snapshotReady, this, &FrameProbe::onSnapshot);
    connect(&w, &MainWindow::composed, this, &FrameProbe::onComposed);
    connect(&scene, &PodSceneWidget::frameSwapped, this, [this] {
      if (m_open) ++m_cur.sceneFrames;
    });
  }
  ~FrameProbe() override { m_window.removeEventFilter(this); }
  FrameProbe(const FrameProbe&) = delete;
  FrameProbe& operator=(const FrameProbe&) = delete;

  /// Starts over: the next snapshot opens the first record.
  void reset() {
    m_open = false;
    m_pending.clear();
    m_done.clear();
  }
  /// Runs the event loop until a record is complete (or `timeoutMs` passes) and returns it.
  std::optional<Record> next(int timeoutMs = 5000) {
    QElapsedTimer t;
    t.start();
    while (m_done.empty() && t.elapsed() < timeoutMs) {
      // Blocks until an event arrives (the controller's poll timer fires every ~33 ms); the
      // overload with a time limit would spin instead and take CPU from the threads measured.
      QCoreApplication::processEvents(QEventLoop::AllEvents | QEventLoop::WaitForMoreEvents);
    }
    if (m_done.empty()) return std::nullopt;
    Record r = m_done.front();
    m_done.pop_front();
    return r;
  }

 protected:
  bool eventFilter(QObject* o, QEvent* e) override {
    if (o == &m_window && e->type() == QEvent::UpdateRequest && m_open) ++m_cur.updateRequests;
    return false;
  }

 private:
  struct Open {
    qint64 arrivalNs = 0;
    Record r;
  };
  void onSnapshot() {
    const qint64 now = m_clock.nsecsElapsed();
    const double cpu = cpuMs(CLOCK_PROCESS_CPUTIME_ID);
    const double gui = cpuMs(CLOCK_THREAD_CPUTIME_ID);
    if (m_open) {
      m_cur.cpuMs = cpu - m_cpu0;
      m_cur.guiCpuMs = gui - m_gui0;
      if (m_cur.composes > 0) {
        m_cur.latencyMs = static_cast<double>(m_lastSwapNs - m_arrivalNs) * 1e-6;
        m_done.push_back(m_cur);
      } else {
        m_cur.merged = true;
        m_pending.push_back({m_arrivalNs, m_cur});  // shown by the next compose
      }
    }
    m_open = true;
    m_cur = Record{};
    m_arrivalNs = now;
    m_cpu0 = cpu;
    m_gui0 = gui;
  }
  void onComposed() {
    const qint64 now = m_clock.nsecsElapsed();
    if (!m_open) return;
    ++m_cur.composes;
    m_lastSwapNs = now;
    for (Open& p : m_pending) {
      p.r.latencyMs = static_cast<double>(now - p.arrivalNs) * 1e-6;
      m_done.push_back(p.r);
    }
    m_pending.clear();
  }

  MainWindow& m_window;
  QElapsedTimer m_clock;
  bool m_open = false;
  Record m_cur;
  qint64 m_arrivalNs = 0;
  qint64 m_lastSwapNs = 0;
  double m_cpu0 = 0.0, m_gui0 = 0.0;
  std::deque<Open> m_pending;
  std::deque<Record> m_done;
};

/// One window per pod, kept running across the benchmark's repetitions.
struct Session {
  std::unique_ptr<MainWindow> window;
  std::unique_ptr<FrameProbe> probe;
  PodSceneWidget* scene = nullptr;
};

std::map<int, Session>& sessions() {
  static std::map<int, Session> s;
  return s;
}

Session& sessionFor(int racks) {
  Session& s = sessions()[racks];
  if (s.window) return s;
  s.window = std::make_unique<MainWindow>();
  MainWindow& w = *s.window;
  w.quietErrors = true;
  if (!w.openPod(QStringLiteral("builtin:default"))) spdlog::error("the default pod did not load");
  w.resize(1600, 1000);
  w.show();
  if (!QTest::qWaitForWindowExposed(&w)) spdlog::error("the window was never exposed");
  s.scene = w.findChild<PodSceneWidget*>();
  if (racks != 16) {
    podtwin::Scenario empty;
    empty.name = "empty";
    w.controller()->load(podtwin::scaledPod(podtwin::loadPodConfig("builtin:default"), racks),
                         empty, 1);
    QElapsedTimer t;
    t.start();
    while (s.scene->rackCount() != racks && t.elapsed() < 60000) QTest::qWait(50);
  }
  w.controller()->setSpeed(100.0);
  w.controller()->play();
  QTest::qWait(1000);  // the pace settles; the first frames compile their shaders
  s.probe = std::make_unique<FrameProbe>(w, *s.scene);
  return s;
}

void BM_SnapshotToScreen(benchmark::State& state) {
  const int racks = static_cast<int>(state.range(0));
  Session& s = sessionFor(racks);
  SimController* ctl = s.window->controller();
  s.probe->reset();
  if (!s.probe->next()) {  // the first record starts mid-way; drop it
    fail(state, "no snapshot reached the screen");
    return;
  }
  double composes = 0, requests = 0, sceneFrames = 0, cpu = 0, gui = 0, merged = 0, latencySum = 0;
  double overBudget = 0;
  long long n = 0;
  const double sim0 = ctl->snapshot().timeS;
  QElapsedTimer wall;
  wall.start();
  for (auto _ : state) {
    const auto r = s.probe->next();
    if (!r) {
      fail(state, "no snapshot reached the screen within 5 s");
      return;
    }
    state.SetIterationTime(r->latencyMs * 1e-3);
    composes += r->composes;
    requests += r->updateRequests;
    sceneFrames += r->sceneFrames;
    cpu += r->cpuMs;
    gui += r->guiCpuMs;
    merged += r->merged ? 1 : 0;
    latencySum += r->latencyMs;
    overBudget += r->latencyMs > kBudgetMs ? 1 : 0;
    ++n;
  }
  const double wallS = static_cast<double>(wall.nsecsElapsed()) * 1e-9;
  if (n == 0) return;
  const auto per = [n](double x) { return x / static_cast<double>(n); };
  state.counters["racks"] = racks;
  state.counters["ms_to_screen"] = per(latencySum);
  state.counters["composes_per_snapshot"] = per(composes);
  state.counters["update_requests_per_snapshot"] = per(requests);
  state.counters["scene_frames_per_snapshot"] = per(sceneFrames);
  state.counters["cpu_ms_per_snapshot"] = per(cpu);
  state.counters["gui_cpu_ms_per_snapshot"] = per(gui);
  state.counters["merged_fraction"] = per(merged);
  state.counters["budget_ms"] = kBudgetMs;
  state.counters["over_budget_fraction"] = per(overBudget);
  state.counters["snapshots_per_s"] = wallS > 0 ? static_cast<double>(n) / wallS : 0.0;
  state.counters["achieved_speed"] = wallS > 0 ? (ctl->snapshot().timeS - sim0) / wallS : 0.0;
}

BENCHMARK(BM_SnapshotToScreen)
    ->ArgName("racks")
    ->Arg(16)
    ->Arg(1024)
    ->UseManualTime()
    ->Unit(benchmark::kMillisecond);

}  // namespace

int main(int argc, char** argv) {
  podtwin::gui::keepFrameBuffersInHeap();  // as the application's main() does
  podtwin::views::VtkWidget::setDefaultSurfaceFormat();
  QGuiApplication::setHighDpiScaleFactorRoundingPolicy(
      Qt::HighDpiScaleFactorRoundingPolicy::PassThrough);
  QApplication app(argc, argv);
  QStandardPaths::setTestModeEnabled(true);
  QCoreApplication::setOrganizationName(QStringLiteral("PodTwinBench"));
  QCoreApplication::setApplicationName(QStringLiteral("PodTwinWindowFrameBench"));
  QSettings().clear();
  podtwin::gui::applyAppStyle(app);
  spdlog::set_level(spdlog::level::warn);
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  for (auto& [racks, s] : sessions()) {
    s.probe.reset();
    s.window->controller()->pause();
    s.window->close();
  }
  sessions().clear();
  return g_failed ? 1 : 0;
}
