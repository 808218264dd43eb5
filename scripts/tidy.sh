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
# The files in scope, most recently committed first: if CI has to stop the run at its deadline, the
# files checked by then are the ones most likely to hold a new finding. Each file runs clang-tidy-14
# on its own (as run-clang-tidy does), its output appended to the log whole, under a lock, followed by
# a "clang-tidy-14 FILE" line once it is done (.ci/run counts those).
mapfile -t tus < <(python3 - "$dir/compile_commands.json" "$files" <<'PY'
import json, re, subprocess, sys
db, pattern = sys.argv[1], re.compile(sys.argv[2])
files = sorted({e["file"] for e in json.load(open(db)) if pattern.search(e["file"])})
def committed(f):
    out = subprocess.run(["git", "log", "-1", "--format=%ct", "--", f], capture_output=True, text=True)
    return int(out.stdout.strip() or 0)
for _, f in sorted(((-committed(f), f) for f in files)):
    print(f)
PY
)
: >"$log"
status=0
printf '%s\0' "${tus[@]}" | xargs -0 -r -n 1 -P "$jobs" bash -c '
  out=$(mktemp); rc=0
  clang-tidy-14 -p "$1" --quiet -header-filter="$2" "$4" >"$out" 2>&1 || rc=$?
  (( rc == 0 )) || echo "tidy: clang-tidy-14 exited $rc on $4" >>"$out"
  echo "clang-tidy-14 $4" >>"$out"
  sed -E "s/\x1b\[[0-9;]*m//g" "$out" | flock "$3" tee -a "$3" >/dev/null
  rm -f "$out"
  exit "$rc"' _ "$dir" "$headers" "$log" || status=$?
# A header's diagnostic comes once per translation unit that includes it: dedupe.
warnings=$(grep -E '^/[^:]+:[0-9]+:[0-9]+: (warning|error):' "$log" | sort -u || true)
if [[ -n "$warnings" || $status -ne 0 ]]; then
  grep -vE '^(clang-tidy-14 |[0-9]+ warnings? generated|Suppressed [0-9]+ warnings|Use -header-filter|Enabled checks:)' \
    "$log" | head -n 400
  echo "clang-tidy: $(printf '%s\n' "$warnings" | grep -c . || true) distinct finding(s), exit $status"
  exit 1
fi
echo "clang-tidy: $(grep -cE "\"file\": \"${root}/(${scope})/" "$dir/compile_commands.json") files clean"
