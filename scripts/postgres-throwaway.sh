#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server for tests: `start` prints its folder (the port it listens
# on is in DIR/port), `stop DIR` stops it and removes the folder. Used by .ci/run; handy locally too.
# The port is PGPORT_THROWAWAY when set; otherwise 54329, or the next free one when that is taken
# (a developer's own throwaway server must not make CI fail).
set -euo pipefail
port_in_use() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
case "${1:-}" in
  start)
    PORT="${PGPORT_THROWAWAY:-}"
    if [ -z "$PORT" ]; then
      PORT=54329
      while port_in_use "$PORT"; do PORT=$((PORT + 1)); done
    fi
    BIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
    [ -n "$BIN" ] || { echo "no PostgreSQL server found under /usr/lib/postgresql" >&2; exit 1; }
    D=$(mktemp -d /tmp/bc-pg.XXXXXX)
    chown postgres "$D"
    runuser -u postgres -- "$BIN/initdb" -D "$D/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 >/dev/null
    runuser -u postgres -- "$BIN/pg_ctl" -D "$D/data" -l "$D/server.log" -w -t 30 \
      -o "-p $PORT -k $D -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null
    echo "$PORT" > "$D/port"
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
