#!/usr/bin/env bash
# Builds the libFuzzer targets with clang-14 (model instrumented for coverage, address and UB
# sanitizers) and runs each for SECONDS (default 60) on the seed corpus in tests/fuzz/corpus.
# A long run: scripts/fuzz.sh 3600. A crash, leak or timeout fails the script; its input is written to
# build/fuzz/<target>-crash-* — turn each into a bad-input regression file under tests/bad_inputs/.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
bash scripts/setup.sh --quiet
CC=clang-14 CXX=clang++-14 cmake -S . -B build/fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DPODTWIN_FUZZ=ON -DPODTWIN_BUILD_GUI=OFF -DPODTWIN_BUILD_TESTS=OFF -DPODTWIN_BUILD_BENCH=OFF \
  -DPODTWIN_WITH_MPI=OFF -DPODTWIN_CCACHE=ON >/dev/null
cmake --build build/fuzz -j"$(nproc)" --target pod_fuzz scenario_fuzz sweep_fuzz checkpoint_fuzz
# The targets run side by side (each for SECONDS of wall time), so the stage takes one SECONDS.
run() {
  local t="$1"
  mkdir -p "build/fuzz/corpus-$t"
  ASAN_OPTIONS=detect_leaks=1 "build/fuzz/tests/fuzz/${t}_fuzz" -max_total_time="$seconds" \
    -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/${t}-" "build/fuzz/corpus-$t" "tests/fuzz/corpus/$t" \
    >"build/fuzz/${t}.log" 2>&1
}
targets=(pod scenario sweep checkpoint)
declare -A pid
for t in "${targets[@]}"; do
  echo "fuzz: $t for ${seconds}s"
  run "$t" & pid[$t]=$!
done
status=0
for t in "${targets[@]}"; do
  if ! wait "${pid[$t]}"; then
    echo "fuzz: $t FAILED — last lines of build/fuzz/${t}.log:"
    tail -n 40 "build/fuzz/${t}.log"
    status=1
  else
    echo "fuzz: $t: $(grep -E "^stat::number_of_executed_units|^stat::peak_rss_mb" "build/fuzz/${t}.log" |
      tr '\n' ' ')$(grep -oE "cov: [0-9]+" "build/fuzz/${t}.log" | tail -n 1)"
  fi
done
exit "$status"
