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
  own_log=""
else
  log="$(mktemp)"
  own_log="$log"
fi
# Every translation unit in scope, each checked by its own clang-tidy-14 (as run-clang-tidy does), its
# output appended to the log whole, under a lock. A unit takes 10–60 s of CPU. The limit is on CPU time
# (TIDY_FILE_CPU_S, default 300 s, enforced by the kernel through RLIMIT_CPU), not on wall time: CI runs
# tidy at the lowest priority beside the builds, where a file can wait many minutes for a core without
# using any, and a wall-clock limit would fail it for waiting. A file that spins past the limit is
# stopped (SIGXCPU) and counted as a failure, so the run always ends. TIDY_FILE_WALL_S (default 7200 s)
# guards against a process that blocks without using the CPU.
# The translation units come from the compile database, with two adjustments written to a copy of
# it (so the build's own database is untouched):
#  - a unity build's translation unit (build/<preset>/**/unity/TARGET_N.cpp) includes several
#    sources; it is checked when one of them is in scope, and the diagnostics of the sources it
#    includes are reported (the header filter below matches them). Every source in scope must be in
#    a checked unit, or the run fails naming the ones missed;
#  - the precompiled header (-include .../cmake_pch.hxx, built by GCC for GCC) is left out: clang
#    cannot read GCC's .gch, and each unit then parses exactly the headers it includes itself.
tidy_db="$(mktemp -d)"
trap 'rm -rf "$tidy_db" ${own_log:+"$own_log"}' EXIT
python3 - "$dir/compile_commands.json" "$files" "$tidy_db" "$root" "$scope" >"$tidy_db/units.txt" <<'PY2'
import json, os, re, subprocess, sys
db, pattern, out_dir, root, scope = sys.argv[1:6]
pattern = re.compile(pattern)
entries = json.load(open(db))
include = re.compile(r'^#include "([^"]+)"', re.M)
def sources_of(path):
    if "/unity/" in path:  # cmake/BuildSpeed.cmake's unity sources include theirs by relative path
        here = os.path.dirname(path)
        return [os.path.normpath(os.path.join(here, inc)) for inc in include.findall(open(path).read())]
    return [path]
def strip_pch(command):
    command = re.sub(r" -include \S*cmake_pch\.hxx", "", command)
    return command.replace(" -Winvalid-pch", "")
chosen, covered, kept = set(), set(), []
for e in entries:
    srcs = [s for s in sources_of(e["file"]) if pattern.search(s)]
    if not srcs:
        continue
    chosen.add(e["file"])
    covered.update(srcs)
    e = dict(e)
    if "command" in e:
        e["command"] = strip_pch(e["command"])
    else:
        e["arguments"] = [a for a in e["arguments"] if a != "-Winvalid-pch"]
    kept.append(e)
json.dump(kept, open(os.path.join(out_dir, "compile_commands.json"), "w"))
tracked = subprocess.run(["git", "-C", root, "ls-files", "*.cpp"], capture_output=True, text=True,
                         check=True).stdout.split()
missed = [f for f in tracked if pattern.search(os.path.join(root, f)) and os.path.join(root, f) not in covered]
if missed:
    print("clang-tidy: in scope (%s) but in no translation unit of %s: %s" % (scope, db, " ".join(missed)),
          file=sys.stderr)
    sys.exit(1)
for f in sorted(chosen):
    print(f)
PY2
mapfile -t tus <"$tidy_db/units.txt"
if [[ ${#tus[@]} -eq 0 ]]; then
  echo "clang-tidy: no translation unit matches ${scope} in $dir/compile_commands.json" >&2
  exit 1
fi
cpu_limit="${TIDY_FILE_CPU_S:-300}"
wall_limit="${TIDY_FILE_WALL_S:-7200}"
: >"$log"
status=0
printf '%s\0' "${tus[@]}" | xargs -0 -r -n 1 -P "$jobs" bash -c '
  # $1 build dir, $2 header filter, $3 log, $4 CPU limit (s), $5 wall limit (s), $6 the file.
  out=$(mktemp); rc=0
  timeout "$5" bash -c "ulimit -t \"\$1\" && exec clang-tidy-14 -p \"\$2\" --quiet -header-filter=\"\$3\" \"\$4\"" \
    _ "$4" "$1" "$2" "$6" >"$out" 2>&1 || rc=$?
  (( rc != 152 && rc != 137 )) || echo "tidy: clang-tidy-14 used more than $4 s of CPU on $6" >>"$out"
  (( rc != 124 )) || echo "tidy: clang-tidy-14 ran longer than $5 s (wall) on $6" >>"$out"
  (( rc == 0 )) || echo "tidy: clang-tidy-14 exited $rc on $6" >>"$out"
  echo "clang-tidy-14 $6" >>"$out"
  sed -E "s/\x1b\[[0-9;]*m//g" "$out" | flock "$3" tee -a "$3" >/dev/null
  rm -f "$out"
  exit "$(( rc == 0 ? 0 : 1 ))"' _ "$tidy_db" "$headers" "$log" "$cpu_limit" "$wall_limit" || status=$?
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
