#!/usr/bin/env bash
# Quick start 1: install what is missing, build (incrementally), and open PodTwin on the embedded default pod.
# Extra arguments go to the app, e.g. scripts/run.sh --scenario builtin:pump_loss_n1
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --quiet
cmake --preset release >/dev/null
cmake --build --preset release -j"$(nproc)" --target podtwin podtwin-sim
if [[ -z "${DISPLAY:-}" && -z "${WAYLAND_DISPLAY:-}" ]]; then
  echo "run: no display; starting under xvfb-run (use a real X session to see the window)" >&2
  exec xvfb-run -a -s "-screen 0 1600x1000x24" build/release/app/podtwin --pod builtin:default "$@"
fi
exec build/release/app/podtwin --pod builtin:default "$@"
