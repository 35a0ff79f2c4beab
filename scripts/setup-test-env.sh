#!/usr/bin/env bash
# Installs everything the test suite needs: npm packages and Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  missing=()
  command -v chromium >/dev/null || missing+=(chromium)
  if [ ${#missing[@]} -gt 0 ]; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  fi
fi

npm install --no-audit --no-fund
