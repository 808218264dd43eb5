#!/usr/bin/env bash
# Builds the libFuzzer targets with clang-14 and runs each for SECONDS (default 60) on the seed corpus.
# A long run: scripts/fuzz.sh 3600. Crashes are written to build/fuzz/crash-*; turn each into a bad-input
# regression file under tests/bad_inputs/.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
bash scripts/setup.sh --quiet
CC=clang-14 CXX=clang++-14 cmake -S . -B build/fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DPODTWIN_FUZZ=ON -DPODTWIN_BUILD_GUI=OFF -DPODTWIN_BUILD_TESTS=OFF -DPODTWIN_BUILD_BENCH=OFF >/dev/null
cmake --build build/fuzz -j"$(nproc)" --target pod_fuzz scenario_fuzz
for t in pod scenario; do
  mkdir -p "build/fuzz/corpus-$t"
  echo "fuzz: $t for ${seconds}s"
  "build/fuzz/tests/fuzz/${t}_fuzz" -max_total_time="$seconds" -max_len=65536 -timeout=10 \
    -artifact_prefix="build/fuzz/${t}-" "build/fuzz/corpus-$t" "tests/fuzz/corpus/$t" 2>&1 | tail -n 3
done
