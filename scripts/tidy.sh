#!/usr/bin/env bash
# Runs clang-tidy-14 (checks in .clang-tidy) over every model/, app/ and views/ translation unit in a
# compile_commands.json and fails on any warning or error. Usage: scripts/tidy.sh [build-dir]
# (default: build/release, configured here if missing; build/asan works too). Only the configure step
# is needed, not a build: no generated headers are tidied (moc output lives under the build dir).
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"
dir="${1:-build/release}"
if [[ ! -f "$dir/compile_commands.json" ]]; then
  cmake --preset release >/dev/null
  dir=build/release
fi
jobs="${TIDY_JOBS:-$(nproc)}"
# Anchored on the source root so build/<preset>/views/... (moc output) is not matched. TIDY_SCOPE narrows
# the tree (CI runs "model|app/sim", the Qt-free code, then "app/gui|views").
scope="${TIDY_SCOPE:-model|app|views}"
files="^${root}/(${scope})/"
headers="^${root}/(${scope})/"
# TIDY_LOG keeps the raw output (written as it goes; .ci/run reads it if it has to stop the run).
if [[ -n "${TIDY_LOG:-}" ]]; then
  log="$TIDY_LOG"
else
  log="$(mktemp)"
  trap 'rm -f "$log"' EXIT
fi
status=0
run-clang-tidy-14 -p "$dir" -j "$jobs" -quiet -header-filter="$headers" "$files" 2>&1 |
  sed -uE 's/\x1b\[[0-9;]*m//g' >"$log" || status=$?  # run-clang-tidy forces colour: strip it
# run-clang-tidy prints each diagnostic once per translation unit that includes the header: dedupe.
warnings=$(grep -E '^/[^:]+:[0-9]+:[0-9]+: (warning|error):' "$log" | sort -u || true)
if [[ -n "$warnings" || $status -ne 0 ]]; then
  grep -vE '^(clang-tidy-14 |[0-9]+ warnings? generated|Suppressed [0-9]+ warnings|Use -header-filter|Enabled checks:)' \
    "$log" | head -n 400
  echo "clang-tidy: $(printf '%s\n' "$warnings" | grep -c . || true) distinct finding(s), exit $status"
  exit 1
fi
echo "clang-tidy: $(grep -cE "\"file\": \"${root}/(${scope})/" "$dir/compile_commands.json") files clean"
