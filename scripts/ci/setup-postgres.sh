#!/usr/bin/env bash
# Makes a PostgreSQL server available on 127.0.0.1:5432 (trust auth for local connections) with
# a database named "test", installing and starting Debian's postgresql package when none runs.
# The integration tests read TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test).
set -euo pipefail

HOST=127.0.0.1
PORT="${PGPORT:-5432}"
DB="${TEST_DATABASE_NAME:-test}"

as_postgres() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else sudo -u postgres "$@"; fi
}

if ! pg_isready -q -h "$HOST" -p "$PORT" 2>/dev/null; then
  if ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
    echo "Installing PostgreSQL from Debian..."
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq postgresql >/dev/null
  fi
  version="$(ls /usr/lib/postgresql | sort -V | tail -n1)"
  if ! pg_lsclusters -h | grep -q "^$version main"; then
    pg_createcluster "$version" main >/dev/null
  fi
  conf="/etc/postgresql/$version/main"
  # Tests connect as postgres over loopback without a password; nothing else is exposed.
  if ! grep -q "nirmal-earth-ci" "$conf/pg_hba.conf"; then
    {
      echo "# nirmal-earth-ci: trust loopback connections for the test suite"
      echo "host all all 127.0.0.1/32 trust"
      echo "host all all ::1/128 trust"
      cat "$conf/pg_hba.conf"
    } >"$conf/pg_hba.conf.new"
    mv "$conf/pg_hba.conf.new" "$conf/pg_hba.conf"
    chown postgres:postgres "$conf/pg_hba.conf"
  fi
  sed -i "s/^#\?listen_addresses.*/listen_addresses = 'localhost'/" "$conf/postgresql.conf"
  sed -i "s/^#\?port = .*/port = $PORT/" "$conf/postgresql.conf"
  pg_ctlcluster "$version" main start || pg_ctlcluster "$version" main restart
  for _ in $(seq 1 30); do
    pg_isready -q -h "$HOST" -p "$PORT" && break
    sleep 1
  done
  pg_isready -h "$HOST" -p "$PORT"
fi

if ! psql -h "$HOST" -p "$PORT" -U postgres -d postgres -tAc "select 1 from pg_database where datname = '$DB'" | grep -q 1; then
  psql -h "$HOST" -p "$PORT" -U postgres -d postgres -c "create database \"$DB\"" >/dev/null
fi
echo "PostgreSQL ready: postgres://postgres@$HOST:$PORT/$DB"
