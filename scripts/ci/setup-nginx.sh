#!/usr/bin/env bash
# Installs Debian's nginx (with its Brotli filter module) for the deployment tests, which start
# their own nginx with the repository's configuration on a test port; the system's own nginx
# site is not started.
set -euo pipefail

if ! command -v nginx >/dev/null || [ ! -e /usr/share/nginx/modules-available/mod-http-brotli-filter.conf ]; then
  echo "Installing nginx from Debian..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends nginx-light libnginx-mod-http-brotli-filter >/dev/null \
    || apt-get install -y -qq --no-install-recommends nginx libnginx-mod-http-brotli-filter >/dev/null
fi
nginx -v
echo "nginx ready: $(command -v nginx)"
