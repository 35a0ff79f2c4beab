#!/usr/bin/env bash
# Makes a Redis server available on 127.0.0.1:6379 for the shared-cache tests, installing
# Debian's redis-server and starting it as a daemon (no systemd) when none answers. The
# multi-instance test starts its own extra Redis on a test port with the same binary.
set -euo pipefail

PORT="${REDIS_PORT:-6379}"

if ! command -v redis-server >/dev/null || ! command -v redis-cli >/dev/null; then
  echo "Installing Redis from Debian..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends redis-server redis-tools >/dev/null
fi

if ! redis-cli -h 127.0.0.1 -p "$PORT" ping 2>/dev/null | grep -q PONG; then
  redis-server --bind 127.0.0.1 --port "$PORT" --daemonize yes --save "" --appendonly no \
    --logfile /var/log/redis-ci.log
  for _ in $(seq 1 30); do
    redis-cli -h 127.0.0.1 -p "$PORT" ping 2>/dev/null | grep -q PONG && break
    sleep 0.5
  done
fi
redis-cli -h 127.0.0.1 -p "$PORT" ping | grep -q PONG
echo "Redis ready: redis://127.0.0.1:$PORT"
