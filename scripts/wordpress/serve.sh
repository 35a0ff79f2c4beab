#!/usr/bin/env bash
# Starts (or stops) the local WordPress on PHP's built-in server, in the background.
#   scripts/wordpress/serve.sh start|stop|status
# Environment: WORDPRESS_PORT (8881), NIRMAL_EARTH_REVALIDATE_URL and NIRMAL_EARTH_WEBHOOK_SECRET
# (passed to the must-use plugin that notifies the website of edits).
set -euo pipefail
cd "$(dirname "$0")/../.."
port="${WORDPRESS_PORT:-8881}"
pidfile="/tmp/nirmal-earth-wordpress-${port}.pid"
logfile="/tmp/nirmal-earth-wordpress-${port}.log"

running() { [ -f "$pidfile" ] && kill -0 "$(cat "$pidfile")" 2>/dev/null; }

case "${1:-start}" in
  start)
    if running; then echo "WordPress already running on 127.0.0.1:${port}"; exit 0; fi
    # Several workers so that a slow request does not block the others; its own process
    # group (setsid), so that stop ends the workers with the master.
    # Descriptors inherited from the caller are closed first: the server outlives it and must not
    # keep, for example, the lock `flock /tmp/wordpress.lock` holds while the setup runs.
    (
      for fd in /proc/$BASHPID/fd/*; do
        fd="${fd##*/}"
        if [ "$fd" -gt 2 ]; then eval "exec ${fd}>&-"; fi
      done 2>/dev/null
      # Uploads up to 16 MB (PHP's default is 2 MB, below a phone's photo); docs/editing-content.md
      # gives the same settings for a production PHP.
      PHP_CLI_SERVER_WORKERS=4 exec setsid nohup php -d upload_max_filesize=16M -d post_max_size=20M \
        -S "127.0.0.1:${port}" -t /usr/share/wordpress wordpress/router.php \
        >"$logfile" 2>&1
    ) &
    echo $! >"$pidfile"
    for _ in $(seq 1 50); do
      if curl -fs -o /dev/null "http://127.0.0.1:${port}/wp-json/wp/v2/posts?per_page=1"; then
        echo "WordPress running on http://127.0.0.1:${port}"; exit 0
      fi
      sleep 0.2
    done
    echo "WordPress did not answer; see $logfile" >&2; exit 1 ;;
  stop)
    if running; then
      kill -- "-$(cat "$pidfile")" 2>/dev/null || kill "$(cat "$pidfile")"
      for _ in $(seq 1 50); do
        curl -fsS -o /dev/null --max-time 1 "http://127.0.0.1:${port}/" 2>/dev/null || break
        sleep 0.1
      done
      rm -f "$pidfile"
      echo "WordPress stopped"
    fi ;;
  status)
    running && echo running || { echo stopped; exit 1; } ;;
  *) echo "usage: $0 start|stop|status" >&2; exit 2 ;;
esac
