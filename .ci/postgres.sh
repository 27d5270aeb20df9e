#!/usr/bin/env bash
# A throwaway PostgreSQL server for the ledger tests: installs Debian's postgresql when missing, starts a
# cluster of its own (data under /var/tmp, listening on 127.0.0.1 at a free port and on a unix socket), creates
# a user and a database, and prints the URL as a shell line for .ci/run to eval:
#   eval "$(bash .ci/postgres.sh)"      # sets TABLE_REFEREE_TEST_PG_URL
# The URL is also written to .ci/pg_url, which the tests read when the variable is not set.
# Progress goes to standard error; running it again reuses the running server.
set -euo pipefail
cd "$(dirname "$0")/.."

PGROOT="${TABLE_REFEREE_PG_ROOT:-/var/tmp/table-referee-pg}"
DATA="$PGROOT/data"
SOCK="$PGROOT/sock"
LOG="$PGROOT/server.log"
DB_USER=table_referee
DB_PASS=table_referee
DB_NAME=table_referee_test

log() { echo "postgres.sh: $*" >&2; }

find_bin() {
  local dir
  dir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
  if [ -n "$dir" ] && [ -x "$dir/pg_ctl" ]; then echo "$dir"; fi
}

BIN="$(find_bin)"
if [ -z "$BIN" ]; then
  if [ "$(id -u)" != 0 ]; then log "postgresql is not installed and this is not root"; exit 1; fi
  log "installing postgresql"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq postgresql >/dev/null
  BIN="$(find_bin)"
fi
[ -n "$BIN" ] || { log "no PostgreSQL binaries after installing"; exit 1; }

# The server never runs as root: as root it runs as the postgres system user (made by the package).
if [ "$(id -u)" = 0 ]; then
  RUN_AS=postgres
  as_pg() { runuser -u "$RUN_AS" -- "$@"; }
else
  RUN_AS="$(id -un)"
  as_pg() { "$@"; }
fi

mkdir -p "$PGROOT" "$SOCK"
chown "$RUN_AS" "$PGROOT" "$SOCK" 2>/dev/null || true
chmod 700 "$PGROOT"

if [ ! -s "$DATA/PG_VERSION" ]; then
  log "initdb in $DATA"
  rm -rf "$DATA"
  as_pg "$BIN/initdb" -D "$DATA" -U postgres --auth-local=trust --auth-host=scram-sha-256 \
    -E UTF8 --locale=C.UTF-8 >/dev/null
fi

if as_pg "$BIN/pg_ctl" -D "$DATA" status >/dev/null 2>&1; then
  PORT="$(cat "$PGROOT/port")"
  log "server already running on port $PORT"
else
  PORT="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
  echo "$PORT" > "$PGROOT/port"
  log "starting the server on 127.0.0.1:$PORT"
  as_pg "$BIN/pg_ctl" -D "$DATA" -l "$LOG" -w -t 60 \
    -o "-p $PORT -k $SOCK -c listen_addresses=127.0.0.1 -c max_connections=100 -c fsync=on" start >&2 \
    || { cat "$LOG" >&2; exit 1; }
fi

psql_su() { as_pg "$BIN/psql" -h "$SOCK" -p "$PORT" -U postgres -d postgres -v ON_ERROR_STOP=1 -qAt "$@"; }
if [ "$(psql_su -c "SELECT 1 FROM pg_roles WHERE rolname = '$DB_USER'")" != 1 ]; then
  psql_su -c "CREATE ROLE $DB_USER LOGIN PASSWORD '$DB_PASS' CREATEDB"
fi
if [ "$(psql_su -c "SELECT 1 FROM pg_database WHERE datname = '$DB_NAME'")" != 1 ]; then
  psql_su -c "CREATE DATABASE $DB_NAME OWNER $DB_USER ENCODING 'UTF8' TEMPLATE template0"
fi

URL="postgresql+psycopg://$DB_USER:$DB_PASS@127.0.0.1:$PORT/$DB_NAME"
echo "$URL" > .ci/pg_url
log "ready: $URL"
echo "export TABLE_REFEREE_TEST_PG_URL='$URL'"
