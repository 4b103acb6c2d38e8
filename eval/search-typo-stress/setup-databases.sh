#!/usr/bin/env bash
# Imports held-out sets' feeds (default 2–9) into databases <prefix>h2 … <prefix>h9 on a PostgreSQL server, once, with a
# built CLI (default: this checkout's build/): the catalogues the typo stress set searches. Existing databases are kept.
#   bash eval/search-typo-stress/setup-databases.sh <server-url-without-db> [prefix] [cli.js] [set …]
# e.g. bash eval/search-typo-stress/setup-databases.sh postgres://postgres@127.0.0.1:55432 typo_ /work/base11/build/node/cli.js
set -euo pipefail
SERVER=$1
PREFIX=${2:-typo_}
HERE=$(cd "$(dirname "$0")/.." && pwd)
CLI=${3:-$HERE/../build/node/cli.js}
SETS=("${@:4}")
[ ${#SETS[@]} -gt 0 ] || SETS=(2 3 4 5 6 7 8 9)
for set in "${SETS[@]}"; do
  db="${PREFIX}h${set}"
  if psql "$SERVER/postgres" -Atc "select 1 from pg_database where datname = '$db'" | grep -q 1; then continue; fi
  createdb -d "$SERVER/postgres" "$db" 2>/dev/null || psql "$SERVER/postgres" -c "create database \"$db\""
  dir="$HERE/search-relevance-holdout-$set"
  export DATABASE_URL="$SERVER/$db" BUILDCOMPARE_DEMO=off STALE_OFFER_HIDE_HOURS=0 STALE_OFFER_LABEL_HOURS=0
  node "$CLI" migrate >/dev/null
  node -e 'for (const m of JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).merchants)
      console.log([m.slug, m.name, m.website ?? `https://${m.slug}.example`, m.file].join("\t"))' "$dir/judgments.json" |
    while IFS=$'\t' read -r slug name website file; do
      node "$CLI" import --merchant "$slug" --name "$name" --website "$website" --json "$dir/feeds/$file" | tail -1 | cut -c1-120
    done
done
