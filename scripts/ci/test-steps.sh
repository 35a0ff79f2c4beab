#!/usr/bin/env bash
# Every test step of `npm test`, in order, stopping at the first failure, then how long each
# step took (also after a failure, so a slow or failing step is named at the end of the log).
#   bash scripts/ci/test-steps.sh                  every step
#   bash scripts/ci/test-steps.sh lint typecheck   only these npm scripts
# .ci/run passes the time its machine setup took in SETUP_SECONDS, shown as the first row.
# Steps in one quoted group run side by side (their logs are printed one after the other when all
# have ended): lint, the type check and the unit tests share the cores; the integration tests wait
# mostly on their services, so the build uses the cores they leave idle, and so does the
# container image test, which builds the image from the sources (no host build needed) and
# spends much of its time fetching npm packages. The deployment and hostile suites each start
# servers of their own on ports of their own, and share nothing else.
set -uo pipefail
cd "$(dirname "$0")/../.."

steps=("$@")
if [ ${#steps[@]} -eq 0 ]; then
  steps=("lint typecheck test:unit" "test:integration build test:image" "test:deploy test:hostile"
    test:e2e test:e2e:wordpress)
fi

names=()
seconds=()
results=()
run_start=$EPOCHREALTIME

if [ -n "${SETUP_SECONDS:-}" ]; then
  names+=(setup)
  seconds+=("$SETUP_SECONDS")
  results+=(ok)
fi

duration() { awk -v s="$1" 'BEGIN { printf "%d:%04.1f", s / 60, s - int(s / 60) * 60 }'; }

summary() {
  local total
  total=$(awk -v a="$run_start" -v b="$EPOCHREALTIME" -v s="${SETUP_SECONDS:-0}" \
    'BEGIN { printf "%.1f", b - a + s }')
  echo
  echo "Test steps (m:ss)"
  for i in "${!names[@]}"; do
    printf '  %-22s %9s  %s\n' "${names[$i]}" "$(duration "${seconds[$i]}")" "${results[$i]}"
  done
  for step in "${steps[@]:ran}"; do
    printf '  %-22s %9s  %s\n' "$step" "" "not run"
  done
  printf '  %-22s %9s\n' total "$(duration "$total")"
}

elapsed() { awk -v a="$1" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", b - a }'; }

status=0
ran=0
for step in "${steps[@]}"; do
  read -r -a group <<<"$step"
  ran=$((ran + 1))
  if [ ${#group[@]} -eq 1 ]; then
    echo
    echo "=== npm run $step"
    start=$EPOCHREALTIME
    npm run "$step"
    status=$?
    names+=("$step")
    seconds+=("$(elapsed "$start")")
    if [ "$status" -ne 0 ]; then results+=("FAILED (exit $status)"); else results+=(ok); fi
  else
    logs=$(mktemp -d)
    pids=()
    start=$EPOCHREALTIME
    for name in "${group[@]}"; do
      (
        began=$EPOCHREALTIME
        npm run "$name" >"$logs/$name.log" 2>&1
        code=$?
        elapsed "$began" >"$logs/$name.seconds"
        exit "$code"
      ) &
      pids+=($!)
    done
    for i in "${!group[@]}"; do
      name=${group[$i]}
      wait "${pids[$i]}"
      code=$?
      echo
      echo "=== npm run $name (beside: ${group[*]})"
      cat "$logs/$name.log"
      names+=("$name")
      seconds+=("$(cat "$logs/$name.seconds")")
      if [ "$code" -ne 0 ]; then
        results+=("FAILED (exit $code)")
        status=$code
      else
        results+=("ok, beside the others")
      fi
    done
    rm -rf "$logs"
  fi
  [ "$status" -ne 0 ] && break
  # The builds of later steps build sources whose types this run has checked: they need not
  # check them again (next.config.ts).
  case " $step " in *" typecheck "*) export BUILD_TYPES_CHECKED=1 ;; esac
done

summary
exit "$status"
