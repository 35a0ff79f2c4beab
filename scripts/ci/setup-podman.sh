#!/usr/bin/env bash
# Installs podman (with runc) and debootstrap for the image test, which builds the site's image
# on a base image made locally (no container registry is reachable). The containers.conf
# lowers the default ulimits to what an unprivileged CI container grants and selects runc.
set -euo pipefail

missing=()
for tool in podman runc debootstrap; do command -v "$tool" >/dev/null || missing+=("$tool"); done
[ -x /usr/lib/cni/bridge ] || missing+=(containernetworking-plugins)
if [ "${#missing[@]}" -gt 0 ]; then
  echo "Installing ${missing[*]} from Debian..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends podman runc debootstrap iptables \
    containernetworking-plugins slirp4netns fuse-overlayfs uidmap ca-certificates >/dev/null \
    || apt-get install -y -qq --no-install-recommends podman runc debootstrap iptables >/dev/null
fi

mkdir -p /etc/containers
if ! grep -q "nirmal-earth-ci" /etc/containers/containers.conf 2>/dev/null; then
  cat >/etc/containers/containers.conf <<'CONF'
# nirmal-earth-ci: what a CI container allows
[containers]
default_ulimits = ["nofile=20000:20000", "nproc=32768:32768"]

[engine]
runtime = "runc"
CONF
fi
podman --version
podman info --format '{{.Host.OCIRuntime.Name}} {{.Store.GraphDriverName}}'
