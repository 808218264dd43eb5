# shellcheck shell=bash
# Stage runner for .ci/run, sourced (tests/scripts/ci_stages_test.sh exercises it): every stage,
# foreground or background, runs in its own process group (setsid) and is stopped by that group's id,
# never by name; a trap on exit (success, failure, Ctrl-C or SIGTERM) stops every group still running
# and prints a table of the stages' wall times. The caller sets `set -euo pipefail`, sources this file
# and calls ci_begin before the first stage.

declare -a groups=()        # process-group ids of every stage started (leader pid = pgid)
declare -a stage_rows=()    # "name seconds status" per finished stage
declare -A bg_start=()      # background stage name -> start time

now() { date +%s; }
elapsed() { echo $(($(now) - start)); }

stop_groups() {
  local g alive=()
  for g in "${groups[@]}"; do
    if kill -0 -- "-$g" 2>/dev/null; then alive+=("$g"); kill -TERM -- "-$g" 2>/dev/null || true; fi
  done
  [[ ${#alive[@]} -eq 0 ]] && return 0
  for _ in $(seq 1 20); do
    local any=0
    for g in "${alive[@]}"; do kill -0 -- "-$g" 2>/dev/null && any=1; done
    ((any)) || return 0
    sleep 0.5
  done
  for g in "${alive[@]}"; do kill -KILL -- "-$g" 2>/dev/null || true; done
}

report() {
  echo "=== ci: stage times (wall, this machine: $(nproc) cores)"
  local row
  for row in "${stage_rows[@]}"; do
    # shellcheck disable=SC2086
    printf '  %-44s %6s s  %s\n' $row
  done
  echo "=== ci: total $(elapsed) s"
}

# budget_line: the last line CI prints, the whole run's wall time against the 40-minute budget. A
# report, never a gate: the verdict does not depend on the clock.
budget_line() {
  local total
  total=$(elapsed)
  echo "CI budget: $(sed -E ':a;s/^([0-9]+)([0-9]{3})/\1,\2/;ta' <<<"$total") s of 2,400 s"
}

on_exit() {
  local rc=$?
  trap - EXIT INT TERM
  stop_groups
  report
  if ((rc == 0)); then echo "=== ci: PASSED"; else echo "=== ci: FAILED (exit $rc)"; fi
  budget_line
  exit "$rc"
}

# run_stage NAME CMD...: runs CMD in its own process group in the foreground and waits for it; a
# signal to CI interrupts the wait, and the exit trap stops the group.
run_stage() {
  local name="$1"
  shift
  local t0 rc=0
  t0=$(now)
  echo "=== ci: $name (at $(elapsed) s)"
  setsid "$@" &
  local pid=$!
  groups+=("$pid")
  wait "$pid" || rc=$?
  stage_rows+=("${name// /_} $(($(now) - t0)) $([[ $rc -eq 0 ]] && echo ok || echo "FAILED($rc)")")
  echo "=== ci: $name: $(($(now) - t0)) s, exit $rc"
  return "$rc"
}

# start_bg NAME LOG CMD...: starts CMD in its own process group in the background, output to LOG; its
# pid (= its process group id) is left in BG_PID.
start_bg() {
  local name="$1" log="$2"
  shift 2
  echo "=== ci: $name: started in the background (at $(elapsed) s), log $log"
  setsid "$@" >"$log" 2>&1 &
  BG_PID=$!
  groups+=("$BG_PID")
  bg_start[$name]=$(now)
}

# lowest_priority PID: the process's scheduling group gets the lowest share of the CPU. `nice` alone
# does not do it across sessions: with autogroup scheduling (Linux's default on desktops and this VM,
# /proc/sys/kernel/sched_autogroup_enabled) every session (setsid) is its own group and groups share
# the CPU equally whatever their processes' nice values: the group's own nice is what counts.
# The process group's own nice is raised too, which is what counts where autogroup scheduling is off
# or its file cannot be written (a container without the right, or the kernel's limit of one autogroup
# change per 100 ms for a process without CAP_SYS_ADMIN: the write is retried). Prints what it got.
lowest_priority() {
  local pid="$1" got="process nice 19"
  # start_bg's child calls setsid as it starts: until it has, neither its process group nor its
  # autogroup exists yet (its autogroup file is still CI's own). Wait for it to lead its own group.
  for _ in $(seq 1 100); do
    [[ "$(ps -o pgid= -p "$pid" 2>/dev/null | tr -d ' ')" == "$pid" ]] && break
    sleep 0.02
  done
  renice -n 19 -g "$pid" >/dev/null 2>&1 || got="process nice unchanged"
  if [[ "$(cat /proc/sys/kernel/sched_autogroup_enabled 2>/dev/null)" == 1 && -e "/proc/$pid/autogroup" ]]; then
    local try
    for try in 1 2 3 4 5; do
      if { echo 19 >"/proc/$pid/autogroup"; } 2>/dev/null && grep -q "nice 19" "/proc/$pid/autogroup" 2>/dev/null; then
        got="$got, autogroup nice 19"
        break
      fi
      ((try == 5)) && got="$got, autogroup not writable here"
      sleep 0.2
    done
  fi
  echo "=== ci: lowest priority for group $pid: $got"
}

# collect_bg NAME PID LOG: waits for a background stage, prints its log and records its time.
collect_bg() {
  local name="$1" pid="$2" log="$3" rc=0
  echo "=== ci: $name: collecting (at $(elapsed) s)"
  wait "$pid" || rc=$?
  cat "$log"
  local secs=$(($(now) - bg_start[$name]))
  stage_rows+=("${name// /_}_(background) $secs $([[ $rc -eq 0 ]] && echo ok || echo "FAILED($rc)")")
  echo "=== ci: $name: ${secs} s from its start, exit $rc"
  return "$rc"
}

# ci_begin: installs the traps. Call once, after sourcing.
ci_begin() {
  start=$(now)
  trap on_exit EXIT
  trap 'exit 130' INT
  trap 'exit 143' TERM
}
