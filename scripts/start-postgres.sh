#!/usr/bin/env bash
# Starts a throw-away PostgreSQL server for the test suite and prints its admin URL.
# Uses Debian's postgresql binaries; as root, the server runs as the postgres user.
# Usage: eval "$(scripts/start-postgres.sh)"   # exports TEST_DATABASE_URL
set -euo pipefail
PGPORT="${PGPORT:-54329}"
PGROOT="${PGROOT:-/tmp/cockpit-pg}"
BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
if [ -z "$BIN" ]; then echo "PostgreSQL binaries not found (apt-get install postgresql)" >&2; exit 1; fi
run() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
if ! run "$BIN/pg_ctl" -D "$PGROOT/data" status >/dev/null 2>&1; then
  rm -rf "$PGROOT"; mkdir -p "$PGROOT"
  [ "$(id -u)" = 0 ] && chown postgres:postgres "$PGROOT"
  run "$BIN/initdb" -D "$PGROOT/data" -U postgres -A trust --no-sync >/dev/null
  run "$BIN/pg_ctl" -D "$PGROOT/data" -l "$PGROOT/log" -w \
    -o "-p $PGPORT -k $PGROOT -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300" start >/dev/null
fi
echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$PGPORT/postgres"
