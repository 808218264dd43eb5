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
# The checkpoint seeds are checkpoints of this tree (a 1 s run of the default pod, a CDU trip at
# 62 s) and the named state of the second on its own, written by the release podtwin-sim (built
# here in the fuzz tree when there is no release tree), so they always match the state's fields.
sim=build/release/app/podtwin-sim
if [ ! -x "$sim" ]; then
  cmake --build build/fuzz -j"$(nproc)" --target podtwin-sim
  sim=build/fuzz/app/podtwin-sim
fi
seeds=build/fuzz/seeds-checkpoint
rm -rf "$seeds" build/fuzz/seed-runs && mkdir -p "$seeds" build/fuzz/seed-runs
"$sim" run --duration 1 --checkpoint-every 1 --checkpoint-dir build/fuzz/seed-runs/empty >/dev/null
"$sim" run --scenario builtin:cdu_trip --duration 62 --checkpoint-every 62 \
  --checkpoint-dir build/fuzz/seed-runs/trip >/dev/null
cp "$(ls build/fuzz/seed-runs/empty/*.ckpt | tail -n 1)" "$seeds/default_1s.ckpt"
cp "$(ls build/fuzz/seed-runs/trip/*.ckpt | tail -n 1)" "$seeds/cdu_trip_62s.ckpt"
# The state fields of a checkpoint (model/sim/checkpoint_file.h, format 2): after the fixed header
# (72 bytes), three length-prefixed strings and the u64 state hash.
python3 - "$seeds/cdu_trip_62s.ckpt" "$seeds/cdu_trip_62s_state_only.bin" <<'PY'
import struct, sys
data = open(sys.argv[1], "rb").read()
pos = 72
for _ in range(3):
    (n,) = struct.unpack_from("<Q", data, pos)
    pos += 8 + n
(n,) = struct.unpack_from("<Q", data, pos + 8)
open(sys.argv[2], "wb").write(data[pos + 16:pos + 16 + n])
PY
# The targets run side by side (each for SECONDS of wall time), so the stage takes one SECONDS.
run() {
  local t="$1" corpus="tests/fuzz/corpus/$1" max_len=65536
  if [ "$t" = checkpoint ]; then
    corpus="$seeds"
    # Inputs as long as the largest seed (a checkpoint with its pod text and state is ~100 KB).
    max_len=$(( $(stat -c %s "$seeds"/* | sort -n | tail -n 1) + 4096 ))
  fi
  mkdir -p "build/fuzz/corpus-$t"
  ASAN_OPTIONS=detect_leaks=1 "build/fuzz/tests/fuzz/${t}_fuzz" -max_total_time="$seconds" \
    -max_len="$max_len" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/${t}-" "build/fuzz/corpus-$t" "$corpus" \
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
