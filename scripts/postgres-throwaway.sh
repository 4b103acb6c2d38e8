#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server for tests: `start` prints the DATABASE_URL,
# `stop DIR` stops it and removes its folder. Used by .ci/run; handy locally too.
set -euo pipefail
PORT="${PGPORT_THROWAWAY:-54329}"
case "${1:-}" in
  start)
    BIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
    [ -n "$BIN" ] || { echo "no PostgreSQL server found under /usr/lib/postgresql" >&2; exit 1; }
    D=$(mktemp -d /tmp/bc-pg.XXXXXX)
    chown postgres "$D"
    runuser -u postgres -- "$BIN/initdb" -D "$D/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 >/dev/null
    runuser -u postgres -- "$BIN/pg_ctl" -D "$D/data" -l "$D/server.log" -w -t 30 \
      -o "-p $PORT -k $D -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null
    echo "$D"
    ;;
  stop)
    D="${2:?folder}"
    BIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
    runuser -u postgres -- "$BIN/pg_ctl" -D "$D/data" -m fast stop >/dev/null || true
    rm -rf "$D"
    ;;
  *) echo "usage: $0 start | stop DIR" >&2; exit 2 ;;
esac
