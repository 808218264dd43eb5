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
# TIDY_LOG keeps the raw output (written as it goes).
if [[ -n "${TIDY_LOG:-}" ]]; then
  log="$TIDY_LOG"
else
  log="$(mktemp)"
  trap 'rm -f "$log"' EXIT
fi
# Every translation unit in scope, each checked by its own clang-tidy-14 (as run-clang-tidy does), its
# output appended to the log whole, under a lock. A file takes seconds to a minute; one that takes more
# than TIDY_FILE_TIMEOUT_S (default 900 s) is stopped and counted as a failure, so the run always ends.
mapfile -t tus < <(python3 - "$dir/compile_commands.json" "$files" <<'PY'
import json, re, sys
db, pattern = sys.argv[1], re.compile(sys.argv[2])
for f in sorted({e["file"] for e in json.load(open(db)) if pattern.search(e["file"])}):
    print(f)
PY
)
if [[ ${#tus[@]} -eq 0 ]]; then
  echo "clang-tidy: no translation unit matches ${scope} in $dir/compile_commands.json" >&2
  exit 1
fi
limit="${TIDY_FILE_TIMEOUT_S:-900}"
: >"$log"
status=0
printf '%s\0' "${tus[@]}" | xargs -0 -r -n 1 -P "$jobs" bash -c '
  out=$(mktemp); rc=0
  timeout "$4" clang-tidy-14 -p "$1" --quiet -header-filter="$2" "$5" >"$out" 2>&1 || rc=$?
  (( rc != 124 )) || echo "tidy: clang-tidy-14 took longer than $4 s on $5" >>"$out"
  (( rc == 0 )) || echo "tidy: clang-tidy-14 exited $rc on $5" >>"$out"
  echo "clang-tidy-14 $5" >>"$out"
  sed -E "s/\x1b\[[0-9;]*m//g" "$out" | flock "$3" tee -a "$3" >/dev/null
  rm -f "$out"
  exit "$rc"' _ "$dir" "$headers" "$log" "$limit" || status=$?
# A header's diagnostic comes once per translation unit that includes it: dedupe.
warnings=$(grep -E '^/[^:]+:[0-9]+:[0-9]+: (warning|error):' "$log" | sort -u || true)
if [[ -n "$warnings" || $status -ne 0 ]]; then
  grep -vE '^(clang-tidy-14 |[0-9]+ warnings? generated|Suppressed [0-9]+ warnings|Use -header-filter|Enabled checks:)' \
    "$log" | head -n 400
  echo "clang-tidy: $(printf '%s\n' "$warnings" | grep -c . || true) distinct finding(s), exit $status"
  exit 1
fi
checked=$(grep -c '^clang-tidy-14 ' "$log" || true)
if (( checked != ${#tus[@]} )); then
  echo "clang-tidy: only ${checked} of ${#tus[@]} files were checked" >&2
  exit 1
fi
echo "clang-tidy: ${checked} files clean (${scope})"
