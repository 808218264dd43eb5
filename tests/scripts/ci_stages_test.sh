#!/usr/bin/env bash
# Checks the stage runner of .ci/run (scripts/ci-stages.sh) on stand-in stages:
#  1. a failing foreground stage ends CI with its exit status, and the exit trap stops a background
#     stage's whole process group (its leader and a grandchild), which would otherwise run on;
#  2. SIGTERM to CI during a foreground stage stops that stage's group and the background group;
#  3. on success every stage is in the time table, the background stage's exit status is collected,
#     and the log says PASSED;
#  4. a failing background stage fails CI;
#  5. lowest_priority gives a background stage's scheduling group the lowest share.
# Usage: tests/scripts/ci_stages_test.sh SOURCE_DIR
set -uo pipefail
src="$(cd "${1:-$(dirname "$0")/../..}" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

# A stand-in CI script: sources the runner and runs the stages given as its body.
make_ci() {
  cat >"$work/$1" <<SCRIPT
#!/usr/bin/env bash
set -euo pipefail
source "$src/scripts/ci-stages.sh"
ci_begin
$2
SCRIPT
}
group_alive() { kill -0 -- "-$1" 2>/dev/null; }
# Waits up to 10 s for a file to appear.
wait_file() { for _ in $(seq 1 100); do [[ -s "$1" ]] && return 0; sleep 0.1; done; return 1; }

# 1. A failing stage: CI exits 7 and the background group is gone.
make_ci fail.sh "
start_bg bg $work/bg.log bash -c 'sleep 300 & echo \$! >$work/grandchild; sleep 300'
echo \$BG_PID >$work/bg.pgid
run_stage 'failing stage' bash -c 'exit 7'
echo 'not reached'"
bash "$work/fail.sh" >"$work/fail.out" 2>&1
rc=$?
[[ $rc -eq 7 ]] || fail "a failing stage: CI exit $rc, expected 7"
grep -q "not reached" "$work/fail.out" && fail "CI went on after a failing stage"
grep -qE "failing_stage +[0-9]+ s +FAILED\(7\)" "$work/fail.out" || fail "no FAILED(7) row in the time table"
grep -q "=== ci: FAILED (exit 7)" "$work/fail.out" || fail "no FAILED verdict"
pgid=$(cat "$work/bg.pgid")
grandchild=$(cat "$work/grandchild" 2>/dev/null || echo 0)
group_alive "$pgid" && { fail "the background group $pgid is still running"; kill -KILL -- "-$pgid"; }
[[ $grandchild -gt 0 ]] || fail "the background stage never started its grandchild"
kill -0 "$grandchild" 2>/dev/null && fail "the background stage's grandchild $grandchild is still running"

# 2. SIGTERM during a foreground stage: CI exits 143, both groups are gone.
make_ci term.sh "
start_bg bg $work/bg2.log sleep 300
echo \$BG_PID >$work/bg2.pgid
run_stage 'long stage' bash -c 'echo \$\$ >$work/fg.pgid; sleep 300'"
bash "$work/term.sh" >"$work/term.out" 2>&1 &
ci=$!
wait_file "$work/fg.pgid" || fail "the foreground stage never started"
kill -TERM "$ci"
wait "$ci"
rc=$?
[[ $rc -eq 143 ]] || fail "SIGTERM: CI exit $rc, expected 143"
for f in bg2.pgid fg.pgid; do
  g=$(cat "$work/$f" 2>/dev/null || echo 0)
  if [[ $g -gt 0 ]] && group_alive "$g"; then
    fail "after SIGTERM the group $g ($f) is still running"
    kill -KILL -- "-$g"
  fi
done

# 3. Success: every stage in the table, the background stage's status collected.
make_ci ok.sh "
start_bg 'bg ok' $work/bg3.log bash -c 'echo background-output; exit 0'
b=\$BG_PID
run_stage 'stage one' true
run_stage 'stage two' true
collect_bg 'bg ok' \$b $work/bg3.log"
bash "$work/ok.sh" >"$work/ok.out" 2>&1
rc=$?
[[ $rc -eq 0 ]] || fail "all stages passing: CI exit $rc"
for row in "stage_one +[0-9]+ s +ok" "stage_two +[0-9]+ s +ok" "bg_ok_\(background\) +[0-9]+ s +ok"; do
  grep -qE "$row" "$work/ok.out" || fail "no row matching '$row' in the time table"
done
grep -q "background-output" "$work/ok.out" || fail "the background stage's log was not printed"
grep -qE "=== ci: total [0-9]+ s" "$work/ok.out" || fail "no total time"
[[ "$(tail -n 1 "$work/ok.out")" =~ ^CI\ budget:\ [0-9,]+\ s\ of\ 2,400\ s$ ]] ||
  fail "the last line is not the budget line: $(tail -n 1 "$work/ok.out")"
grep -q "=== ci: PASSED" "$work/ok.out" || fail "no PASSED verdict"

# 4. A failing background stage fails collect_bg (and so CI).
make_ci bgfail.sh "
start_bg 'bg bad' $work/bg4.log bash -c 'exit 3'
b=\$BG_PID
run_stage 'stage' true
collect_bg 'bg bad' \$b $work/bg4.log"
bash "$work/bgfail.sh" >"$work/bgfail.out" 2>&1
rc=$?
[[ $rc -eq 3 ]] || fail "a failing background stage: CI exit $rc, expected 3"
grep -qE "bg_bad_\(background\) +[0-9]+ s +FAILED\(3\)" "$work/bgfail.out" || fail "no FAILED(3) row for the background stage"

# 5. lowest_priority: a background stage's process group gets nice 19, and where it says it set the
#    scheduling group's nice (autogroup scheduling on and its file writable) the group shows nice 19.
make_ci prio.sh "
start_bg low $work/bg5.log sleep 300
lowest_priority \$BG_PID
ps -o ni= -p \$BG_PID >$work/nice
cat /proc/\$BG_PID/autogroup >$work/autogroup 2>/dev/null || true"
bash "$work/prio.sh" >"$work/prio.out" 2>&1 || fail "lowest_priority: CI exit $?"
[[ "$(tr -d ' ' <"$work/nice")" == 19 ]] ||
  fail "lowest_priority: the stage's nice is '$(cat "$work/nice" 2>/dev/null)', expected 19"
grep -q "=== ci: lowest priority for group [0-9]*: process nice 19" "$work/prio.out" ||
  fail "lowest_priority did not report process nice 19"
if grep -q "autogroup nice 19" "$work/prio.out"; then
  grep -q "nice 19" "$work/autogroup" 2>/dev/null ||
    fail "lowest_priority: reported autogroup nice 19 but the group's autogroup is '$(cat "$work/autogroup" 2>/dev/null)'"
fi

if ((failures > 0)); then
  for f in fail term ok bgfail prio; do echo "--- $f.out"; cat "$work/$f.out" 2>/dev/null; done
  echo "ci_stages_test: $failures failure(s)"
  exit 1
fi
echo "ci_stages_test: all cases passed"
