#!/usr/bin/env bash
# Every test step of `npm test`, group after group, stopping after the first group with a
# failure, then how long each step took (also after a failure, so a slow or failing step is
# named at the end of the log).
#   bash scripts/ci/test-steps.sh                  every step
#   bash scripts/ci/test-steps.sh lint typecheck   only these npm scripts, one after the other
# .ci/run passes the time its machine setup took in SETUP_SECONDS, shown as the first row.
#
# The steps are bound by the processor. In a group, lanes (separated by spaces) run side by side and
# the steps of a lane (joined by +) one after the other; a group's logs are printed when all of its
# lanes have ended. Lint, the type check and the unit tests come first and share the cores. The
# integration tests wait partly on their services, so the build uses the cores they leave idle. The
# deployment and hostile suites start servers of their own, from copies of the standalone output.
# The end-to-end suite runs alone (docs/testing-archive.md says why not beside the integration tests). The
# WordPress suite runs one test at a time and waits on WordPress for a third of its time, so the
# container image test (which builds the image from the sources and fetches npm packages, and
# touches no shared service) runs beside that lane. Every step that changes the local WordPress's
# content and reads it back (the integration tests, the two-instance deployment test, the WordPress
# suites and the build that prerenders the blog from it) is in a group or lane after the one before
# it. The summary gives each group's share of the processor's time (from /proc/stat), so a group
# that leaves it idle shows.
set -uo pipefail
cd "$(dirname "$0")/../.."

groups=("$@")
if [ ${#groups[@]} -eq 0 ]; then
  groups=("lint typecheck test:unit" "test:integration build" "test:deploy test:hostile" test:e2e
    "test:wordpress-admin+build:wordpress+test:wordpress-site test:image")
fi

names=()
seconds=()
results=()
run_start=$EPOCHREALTIME
duration() { awk -v s="$1" 'BEGIN { printf "%d:%04.1f", s / 60, s - int(s / 60) * 60 }'; }
elapsed() { awk -v a="$1" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", b - a }'; }
# The processor's busy and total time since boot, in clock ticks, over all cores (Linux only).
cpu_ticks() {
  [ -r /proc/stat ] || return 0
  awk '/^cpu / { busy = $2 + $3 + $4 + $7 + $8 + $9; print busy, busy + $5 + $6; exit }' /proc/stat
}
group_rows=()

# Runs one lane's steps one after the other into $logs/<step>.log and .seconds, stopping at the
# first failure; exits with that step's code.
run_lane() {
  local step began code
  for step in ${1//+/ }; do
    began=$EPOCHREALTIME
    npm run "$step" >"$logs/$step.log" 2>&1
    code=$?
    elapsed "$began" >"$logs/$step.seconds"
    echo "$code" >"$logs/$step.code"
    [ "$code" -eq 0 ] || return "$code"
  done
}

status=0
ran=0
for group in "${groups[@]}"; do
  read -r -a lanes <<<"$group"
  ran=$((ran + 1))
  logs=$(mktemp -d)
  group_began=$EPOCHREALTIME
  read -r busy_before total_before <<<"$(cpu_ticks)"
  pids=()
  for lane in "${lanes[@]}"; do
    run_lane "$lane" &
    pids+=($!)
  done
  for i in "${!lanes[@]}"; do
    wait "${pids[$i]}" || status=1
  done
  read -r busy_after total_after <<<"$(cpu_ticks)"
  share=""
  if [ -n "${total_after:-}" ] && [ "$total_after" -gt "$total_before" ]; then
    share="$(((busy_after - busy_before) * 100 / (total_after - total_before)))% busy"
  fi
  group_rows+=("$(printf '  %9s  %-9s %s' "$(duration "$(elapsed "$group_began")")" "$share" "$group")")
  for lane in "${lanes[@]}"; do
    for step in ${lane//+/ }; do
      names+=("$step")
      if [ ! -f "$logs/$step.code" ]; then
        seconds+=("")
        results+=("not run")
        continue
      fi
      code=$(cat "$logs/$step.code")
      echo
      if [ ${#lanes[@]} -gt 1 ]; then echo "=== npm run $step (beside: $group)"; else echo "=== npm run $step"; fi
      cat "$logs/$step.log"
      seconds+=("$(cat "$logs/$step.seconds")")
      if [ "$code" -ne 0 ]; then results+=("FAILED (exit $code)"); else results+=(ok); fi
    done
  done
  rm -rf "$logs"
  [ "$status" -ne 0 ] && break
  # The builds of later groups build sources whose types this run has checked: they need not
  # check them again (next.config.ts).
  case " $group " in *" typecheck "*) export BUILD_TYPES_CHECKED=1 ;; esac
done

total=$(awk -v a="$run_start" -v b="$EPOCHREALTIME" -v s="${SETUP_SECONDS:-0}" \
  'BEGIN { printf "%.1f", b - a + s }')
echo
echo "Test steps (m:ss)"
[ -n "${SETUP_SECONDS:-}" ] && printf '  %-22s %9s\n' setup "$(duration "$SETUP_SECONDS")"
for i in "${!names[@]}"; do
  took=${seconds[$i]:+$(duration "${seconds[$i]}")}
  printf '  %-22s %9s  %s\n' "${names[$i]}" "$took" "${results[$i]}"
done
for group in "${groups[@]:ran}"; do
  for step in ${group//+/ }; do printf '  %-22s %9s  %s\n' "$step" "" "not run"; done
done
printf '  %-22s %9s\n' total "$(duration "$total")"
echo "Groups (m:ss, share of the processor's time)"
printf '%s\n' "${group_rows[@]}"
exit "$status"
