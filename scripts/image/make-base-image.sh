#!/usr/bin/env bash
# Makes a local stand-in for the official Node image, for machines that cannot reach a container
# registry (CI): a minimal Debian 12 root made by debootstrap, with Node from the npm registry's
# official binaries (scripts/ci/node-lts.sh, the release in .nvmrc) and npm, imported into podman.
#   bash scripts/image/make-base-image.sh [image-name]   (default localhost/nirmal-earth-node:<version>)
# Prints the image name. Does nothing when the image exists already. Needs root.
set -euo pipefail
cd "$(dirname "$0")/../.."

version="$(tr -d ' \nv' <.nvmrc)"
image="${1:-localhost/nirmal-earth-node:$version}"
mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"

# One maker at a time: CI starts one while its first steps run (.ci/run), and the image test's
# own call waits here for it, then finds the image made.
exec 9>"${TMPDIR:-/tmp}/nirmal-earth-base-image.lock"
flock 9

if podman image exists "$image"; then
  echo "$image"
  exit 0
fi

node_bin="$(bash scripts/ci/node-lts.sh)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
root="$work/root"

echo "debootstrap --variant=minbase bookworm from $mirror..." >&2
debootstrap --variant=minbase bookworm "$root" "$mirror" >"$work/debootstrap.log" 2>&1 || {
  tail -n 30 "$work/debootstrap.log" >&2
  exit 1
}

install -m 0755 "$node_bin/node" "$root/usr/local/bin/node"
# npm itself, installed with this Node into the image's /usr/local (bin/npm, lib/node_modules/npm).
PATH="$node_bin:$PATH" npm install --global --prefix "$root/usr/local" --no-audit --no-fund \
  "npm@${NPM_VERSION:-11}" >&2
# What the official image has too: a `node` user (uid 1000) for the runtime stage.
chroot "$root" /usr/sbin/groupadd --gid 1000 node
chroot "$root" /usr/sbin/useradd --uid 1000 --gid node --shell /bin/bash --create-home node
chroot "$root" /usr/local/bin/node --version >&2
# Package lists and caches are not part of a base image.
rm -rf "$root"/var/lib/apt/lists/* "$root"/var/cache/apt/*.bin "$root"/var/cache/apt/archives/*.deb

tar -C "$root" -c . | podman import \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change 'CMD ["node"]' - "$image" >&2
echo "$image"
