#!/usr/bin/env bash
# Regenerates every screenshot in resources/screenshots/ (the README's pictures) from the tests
# that take them, under Xvfb at 1600x1000 as CTest runs them:
#   main_window, presenter_mode, dock_*   tests/gui/screenshots_test.cpp (the styled app running
#                                         builtin:cdu_trip to ~80 s)
#   pod_scene_*                           tests/views/scene/*, tests/bench/scene_frame_gui_bench.cpp
#   fabric_view_*                         tests/views/fabric/fabric_view_test.cpp
#   diagram_*                             tests/gui/main_window_diagrams_test.cpp (the single-line
#                                         during builtin:genset_trip, the P&ID during
#                                         builtin:pump_loss_n1); diagram_campus_* tests/views/diagrams/
#                                         diagram_model_test.cpp (1,024 racks, grouped, drilled)
#   sweep_tornado                         tests/gui/sweep_controller_test.cpp (builtin:design_sensitivity,
#                                         tornado of the hottest GPU)
#   panels_*                              tests/views/panels/* (each panel alone, default style)
# The model is deterministic; the GUI shots stop a running session at a wall-clock-dependent
# moment, so times shown can differ by a few simulated seconds between runs.
# Usage: scripts/screenshots.sh [preset]   (default: release)
set -euo pipefail
cd "$(dirname "$0")/.."
preset="${1:-release}"
out=resources/screenshots
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

cmake --preset "$preset" >/dev/null
app_tests=(screenshots_test pod_scene_widget_test pod_scene_widget_dpr2_test fabric_view_test
           sweep_controller_test
           main_window_diagrams_test diagram_model_test)
panel_tests=(comparison_view_test event_edit_dialog_test event_log_view_test inspector_panel_test
             kpi_tiles_test sweep_results_view_test timeline_editor_test)
# The tests live in one executable per layer (tests/CMakeLists.txt).
cmake --build --preset "$preset" --target test_gui test_views scene_frame_gui_bench

# Panels save under their own names; the README calls them panels_<name>.png.
mkdir -p "$tmp/app" "$tmp/panels"
regex() { local IFS='|'; echo "^($*)\$"; }
PODTWIN_SCREENSHOT_DIR="$tmp/app" ctest --preset "$preset" -R "$(regex "${app_tests[@]}")"
# pod_scene_16_racks.png and pod_scene_1024_racks.png: the last frame of the scene benchmark.
PODTWIN_SCREENSHOT_DIR="$tmp/app" QT_QPA_PLATFORM=xcb xvfb-run -a -s "-screen 0 1600x1000x24" \
  "build/$preset/tests/scene_frame_gui_bench" --benchmark_min_time=0.01 >/dev/null
PODTWIN_SCREENSHOT_DIR="$tmp/panels" ctest --preset "$preset" -R "$(regex "${panel_tests[@]}")"

mkdir -p "$out"
for f in "$tmp"/app/*.png; do cp "$f" "$out/"; done
for f in "$tmp"/panels/*.png; do cp "$f" "$out/panels_$(basename "$f")"; done
printf '%s screenshots written to %s/\n' "$(find "$tmp" -name '*.png' | wc -l)" "$out"
