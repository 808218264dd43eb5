#!/usr/bin/env bash
# Quick start 2: install what is missing, build (incrementally) and run the whole test suite.
# Model tests run headless; GUI tests run under xvfb-run (registered that way in tests/CMakeLists.txt).
# Usage: scripts/test.sh [preset]   (default: release; asan for the sanitizer build)
set -euo pipefail
cd "$(dirname "$0")/.."
preset="${1:-release}"
bash scripts/setup.sh --quiet
cmake --preset "$preset" >/dev/null
cmake --build --preset "$preset" -j"$(nproc)"
ctest --preset "$preset" -j"$(nproc)"
