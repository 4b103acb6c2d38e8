#!/usr/bin/env bash
# Scores another commit's search engine with this set, without touching that checkout: exports the commit into a
# temp folder (git archive), links the repository's node_modules, copies this folder in and runs run.ts there.
#
#   bash eval/search-relevance-holdout-2/score-commit.sh /work/main HEAD [run.ts options…]
#
# The commit's own build, CLI and production-server kit are what get measured; only the feeds, judgments and
# runner come from here. The temp folder is removed afterwards.
set -euo pipefail
repo=${1:?usage: score-commit.sh <repo> <rev> [run.ts options]}
rev=${2:?usage: score-commit.sh <repo> <rev> [run.ts options]}
shift 2
here=$(cd "$(dirname "$0")" && pwd)
sha=$(git -C "$repo" rev-parse "$rev")
dir=$(mktemp -d "${TMPDIR:-/tmp}/bc-relevance-h2-${sha:0:8}-XXXX")
trap 'rm -rf "$dir"' EXIT
git -C "$repo" archive "$sha" | tar -x -C "$dir"
ln -s "$(cd "$repo" && pwd)/node_modules" "$dir/node_modules"
rm -rf "$dir/eval/search-relevance-holdout-2"
mkdir -p "$dir/eval"
cp -r "$here" "$dir/eval/search-relevance-holdout-2"
echo "scoring $sha ($(git -C "$repo" log -1 --format=%s "$sha" | cut -c1-100))"
cd "$dir"
npx tsx eval/search-relevance-holdout-2/run.ts "$@"
