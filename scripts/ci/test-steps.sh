#!/usr/bin/env bash
# Every test step of `npm test`, each started as soon as the steps it needs have passed, at most
# MAX_STEPS at a time; then how long each step took (also after a failure, so a slow or failing
# step is named at the end of the log).
#   bash scripts/ci/test-steps.sh                  every step
#   bash scripts/ci/test-steps.sh lint typecheck   only these npm scripts (what they need is
#                                                  taken as done)
# .ci/run passes the time its machine setup took in SETUP_SECONDS, shown as the first row.
#
# The steps are bound by the processor, so the order is chosen to leave no core idle and to start
# the two longest chains first: the build, which the end-to-end suite (half of all the work)
# needs, and the steps that use the local WordPress. Those change its content and read it back
# (the integration tests, the two-instance deployment test, the WordPress suites, and the build
# that prerenders the blog from it), so each waits for the one before it. The other steps fill
# the remaining place. A step's log is printed when it ends.
set -uo pipefail
cd "$(dirname "$0")/../.."

# name, then the steps it needs; listed in the order they are started when free to start.
PLAN=(
  "build"
  "test:integration"
  "typecheck"
  "test:e2e build"
  "lint"
  "test:unit"
  "test:deploy build test:integration"
  "test:wordpress-admin test:deploy"
  "build:wordpress test:wordpress-admin"
  "test:wordpress-site build:wordpress"
  "test:hostile build"
  "test:image"
)
MAX_STEPS=${MAX_STEPS:-3}

declare -A needs=() state=() began=() seconds=() result=() pid_of=()
order=()
selected=("$@")
for line in "${PLAN[@]}"; do
  read -r -a words <<<"$line"
  name=${words[0]}
  if [ ${#selected[@]} -gt 0 ] && [[ " ${selected[*]} " != *" $name "* ]]; then continue; fi
  order+=("$name")
  needs[$name]="${words[*]:1}"
  state[$name]=waiting
done
for name in "${selected[@]}"; do
  [ -n "${state[$name]:-}" ] || { echo "No test step named $name" >&2; exit 2; }
done
# The builds need not check the types again when this run checks them (next.config.ts): the
# run fails if the type check does.
[ -n "${state[typecheck]:-}" ] && export BUILD_TYPES_CHECKED=1

logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
run_start=$EPOCHREALTIME
now() { awk -v a="$run_start" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", b - a }'; }
duration() { awk -v s="$1" 'BEGIN { printf "%d:%04.1f", s / 60, s - int(s / 60) * 60 }'; }

ready() {
  local need
  for need in ${needs[$1]}; do
    [ -z "${state[$need]:-}" ] || [ "${state[$need]}" = passed ] || return 1
  done
}

running=0
failed=0
start_ready() {
  local name
  for name in "${order[@]}"; do
    [ "$running" -lt "$MAX_STEPS" ] || return 0
    [ "${state[$name]}" = waiting ] && ready "$name" || continue
    state[$name]=running
    began[$name]=$(now)
    npm run "$name" >"$logs/$name.log" 2>&1 &
    pid_of[$!]=$name
    running=$((running + 1))
    echo "[$(duration "${began[$name]}")] started $name"
  done
}

start_ready
while [ "$running" -gt 0 ]; do
  wait -n -p ended
  code=$?
  name=${pid_of[$ended]}
  running=$((running - 1))
  seconds[$name]=$(awk -v a="${began[$name]}" -v b="$(now)" 'BEGIN { printf "%.1f", b - a }')
  if [ "$code" -eq 0 ]; then
    state[$name]=passed
    result[$name]=ok
  else
    state[$name]=failed
    result[$name]="FAILED (exit $code)"
    failed=1
  fi
  echo
  echo "=== npm run $name: ${result[$name]} after $(duration "${seconds[$name]}")"
  cat "$logs/$name.log"
  # After a failure nothing new starts; the steps already running finish and are reported.
  [ "$failed" -eq 0 ] && start_ready
done

total=$(awk -v a="$run_start" -v b="$EPOCHREALTIME" -v s="${SETUP_SECONDS:-0}" \
  'BEGIN { printf "%.1f", b - a + s }')
echo
echo "Test steps (m:ss; started: after the setup)"
[ -n "${SETUP_SECONDS:-}" ] && printf '  %-22s %9s\n' setup "$(duration "$SETUP_SECONDS")"
for name in "${order[@]}"; do
  if [ -n "${seconds[$name]:-}" ]; then
    printf '  %-22s %9s  started %7s  %s\n' "$name" "$(duration "${seconds[$name]}")" \
      "$(duration "${began[$name]}")" "${result[$name]}"
  else
    printf '  %-22s %9s  %s\n' "$name" "" "not run"
  fi
done
printf '  %-22s %9s\n' total "$(duration "$total")"
exit "$failed"
