// The 3D pod's frame budget under Xvfb/llvmpipe: one benchmark iteration is one changed snapshot,
// recoloured, rendered and read back (PodSceneWidget at 1280 × 800). The iteration's time (manual
// time) is that frame's wall time, recolour + render + readback; the frame budget is 33 ms (30
// frames a second, the controller's snapshot cadence).
//
// Counters: `recolour_ms` (median over the run), `render_ms` (VTK Render, median), `frame_ms`
// (recolour + render + readback, median) and `frame_max_ms`, `cpu_ms_per_frame` (process CPU, all
// threads: llvmpipe rasterises on every core), `scene_build_ms` (setPod once), `budget_ms` and
// `over_budget_fraction` (frames whose wall time exceeded the budget).
//
// Every timed frame must show its own snapshot: the picture changes from frame to frame, and on
// the default pod rack 0's pixel has this frame's colour; otherwise the benchmark is an error.
// Registered in CTest under xvfb-run (label `bench`); the measured run is
//   xvfb-run -a -s "-screen 0 1600x1000x24" build/release/tests/scene_frame_gui_bench
//   --benchmark_min_time=2   (one command line)
// With PODTWIN_SCREENSHOT_DIR set it saves the last frame as pod_scene_<racks>_racks.png
// (scripts/screenshots.sh).
#include <benchmark/benchmark.h>

#include <QApplication>
#include <QElapsedTimer>
#include <QTest>
#include <algorithm>
#include <vector>

#include "bench/gui_bench_support.h"
#include "scene/pod_scene_widget.h"
#include "views/scene/scene_test_support.h"
#include "vtk/vtk_widget.h"

using podtwin::PodConfig;
using podtwin::Snapshot;
using podtwin::views::PodSceneWidget;
using namespace podtwin::views::testing;
using podtwin::bench::cpuMs;
using podtwin::bench::fail;
using podtwin::bench::g_failed;

namespace {

constexpr double kBudgetMs = 33.0;

double median(std::vector<double> v) {
  if (v.empty()) return 0.0;
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

/// A snapshot whose rack powers differ from the previous frame's on every rack.
Snapshot frameSnapshot(const PodConfig& pod, long long frame) {
  Snapshot s = snapshotFor(pod);
  for (int i = 0; i < pod.racks.count; ++i) {
    s.racks.powerKw[i] = static_cast<float>(20 + (i * 7 + frame * 13) % 110);
  }
  return s;
}

void BM_SceneFrame(benchmark::State& state) {
  const int racks = static_cast<int>(state.range(0));
  const PodConfig base = defaultPod();
  const PodConfig pod = racks == base.racks.count ? base : podtwin::scaledPod(base, racks);
  PodSceneWidget w;
  w.resize(1280, 800);
  QElapsedTimer build;
  build.start();
  w.setPod(pod);
  const double buildMs = static_cast<double>(build.nsecsElapsed()) * 1e-6;
  w.show();
  if (!QTest::qWaitForWindowExposed(&w)) {
    fail(state, "the scene was never exposed");
    return;
  }
  w.grabFramebuffer();  // the first frame compiles shaders and uploads geometry: not counted

  std::vector<double> recolourMs, renderMs, frameMs;
  QImage previous;
  long long frame = 0;
  int unchanged = 0;
  int wrongColour = 0;
  const long long frames0 = w.frameCount();
  const double cpu0 = cpuMs();
  for (auto _ : state) {
    const Snapshot s = frameSnapshot(pod, frame);
    QElapsedTimer t;
    t.start();
    w.updateSnapshot(s);
    const double recolour = static_cast<double>(t.nsecsElapsed()) * 1e-6;
    const QImage img = w.grabFramebuffer();  // synchronous: render + glReadPixels
    const double total = static_cast<double>(t.nsecsElapsed()) * 1e-6;
    state.SetIterationTime(total * 1e-3);
    recolourMs.push_back(recolour);
    renderMs.push_back(w.lastRenderMs());
    frameMs.push_back(total);
    if (!previous.isNull() && img == previous) ++unchanged;
    if (pod.racks.count <= 64) {
      const QColor got = pixelAt(img, w.rackScreenPosition(0), w.devicePixelRatioF());
      if (channelDiff(got, w.rackColorForValue(s.racks.powerKw[0])) > 3) ++wrongColour;
    }
    previous = img;
    ++frame;
  }
  const double cpuUsedMs = cpuMs() - cpu0;
  if (qEnvironmentVariableIsSet("PODTWIN_SCREENSHOT_DIR")) {
    previous.save(qEnvironmentVariable("PODTWIN_SCREENSHOT_DIR") +
                  QString("/pod_scene_%1_racks.png").arg(racks));
  }
  if (frame == 0) return;
  if (w.frameCount() - frames0 < frame) {
    fail(state, "fewer frames rendered than snapshots timed");
    return;
  }
  if (unchanged > 0 || wrongColour > 0) {
    fail(state, "a timed frame did not show its own snapshot");
    return;
  }
  const auto over =
      std::count_if(frameMs.begin(), frameMs.end(), [](double ms) { return ms > kBudgetMs; });
  state.counters["racks"] = racks;
  state.counters["scene_build_ms"] = buildMs;
  state.counters["recolour_ms"] = median(recolourMs);
  state.counters["render_ms"] = median(renderMs);
  state.counters["frame_ms"] = median(frameMs);
  state.counters["frame_max_ms"] = *std::max_element(frameMs.begin(), frameMs.end());
  state.counters["cpu_ms_per_frame"] = cpuUsedMs / static_cast<double>(frame);
  state.counters["budget_ms"] = kBudgetMs;
  state.counters["over_budget_fraction"] =
      static_cast<double>(over) / static_cast<double>(frameMs.size());
}

BENCHMARK(BM_SceneFrame)
    ->ArgName("racks")
    ->Arg(16)
    ->Arg(1024)
    ->UseManualTime()
    ->Unit(benchmark::kMillisecond);

}  // namespace

int main(int argc, char** argv) {
  podtwin::views::VtkWidget::setDefaultSurfaceFormat();
  QApplication app(argc, argv);
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return g_failed ? 1 : 0;
}
