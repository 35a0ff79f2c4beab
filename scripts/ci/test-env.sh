#!/usr/bin/env bash
# Installs everything the test suite needs on a fresh Debian machine: Debian's Chromium and its
# headless shell, the npm packages, and each service the integration tests use
# (scripts/ci/setup-*.sh, in name order: PostgreSQL, WordPress, ...). The npm packages are
# installed while the services are set up (none of those needs them; both mostly wait on a
# mirror). Safe to run again.
set -euo pipefail
cd "$(dirname "$0")/../.."

as_root() {
  if [ "$(id -u)" = "0" ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else
    echo "Need root to run: $*" >&2
    return 1
  fi
}

# The tests run Chromium's headless shell (tests/support/chromium.ts); the Lighthouse bench runs
# the full browser.
browsers=()
[ -x "${CHROMIUM_PATH:-/usr/lib/chromium/chromium-headless-shell}" ] || browsers+=(chromium-headless-shell)
[ -x "${BROWSER_PATH:-/usr/bin/chromium}" ] || browsers+=(chromium)
if [ ${#browsers[@]} -gt 0 ]; then
  echo "Installing ${browsers[*]} from Debian..."
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${browsers[@]}" >/dev/null
fi

# `npm ci` fails here: this registry does not serve the macOS and Windows builds of Next's
# compiler, so the lock file lacks them and `npm ci` rejects it; `npm install` fetches what
# this platform needs.
echo "Installing npm packages, while the services are set up..."
npm_log="$(mktemp)"
npm install --no-audit --no-fund >"$npm_log" 2>&1 &
npm_pid=$!

for setup in $(ls scripts/ci/setup-*.sh 2>/dev/null | sort); do
  echo "Running ${setup}..."
  if [ "$(id -u)" = "0" ]; then bash "$setup"; else as_root bash "$setup"; fi
done

npm_status=0
wait "$npm_pid" || npm_status=$?
echo "npm install:"
cat "$npm_log"
rm -f "$npm_log"
[ "$npm_status" -eq 0 ] || { echo "npm install failed (exit $npm_status)" >&2; exit "$npm_status"; }
