#!/usr/bin/env bash
# Scores a checkout's search engine with held-out set 6 without touching that checkout: exports its committed
# HEAD into a temp folder (git archive), links the checkout's node_modules, puts this branch's set 6 folder and
# held-out set 3's harness (run-set.ts, black-box.ts, score.ts, title-kit.ts, judged-query-kit.ts and what they
# load) in place of the checkout's own copies, and runs run.ts there: it builds that copy, imports feeds/ with
# its CLI into a fresh database and queries its production server.
#
#   flock /work/bench-locks/bench.lock bash eval/search-relevance-holdout-6/score-commit.sh /work/main main-af16a8b [run.ts options…]
#
# <label> only names the run in the output. Uncommitted changes in the checkout are not scored (a warning says
# so). Feeds, judgments and runner always come from this branch; the temp folder is removed afterwards.
set -euo pipefail
usage="usage: score-commit.sh <worktree-or-clone-dir> <label> [run.ts options]"
checkout=${1:?$usage}
label=${2:?$usage}
shift 2
here=$(cd "$(dirname "$0")" && pwd)
set3=$(cd "$here/../search-relevance-holdout-3" && pwd)
checkout=$(cd "$checkout" && pwd)
sha=$(git -C "$checkout" rev-parse HEAD)
if [ -n "$(git -C "$checkout" status --porcelain --untracked-files=no)" ]; then
  echo "warning: $checkout has uncommitted changes; scoring its HEAD only" >&2
fi
work=$(mktemp -d "${TMPDIR:-/tmp}/holdout6-${sha:0:8}-XXXX")
trap 'rm -rf "$work"' EXIT
git -C "$checkout" archive "$sha" | tar -x -C "$work"
ln -s "$checkout/node_modules" "$work/node_modules"
mkdir -p "$work/eval"
for set in search-relevance-holdout-6 search-relevance-holdout-3; do rm -rf "${work:?}/eval/$set"; done
cp -r "$here" "$work/eval/search-relevance-holdout-6"
cp -r "$set3" "$work/eval/search-relevance-holdout-3"
echo "scoring $label: $sha ($(git -C "$checkout" log -1 --format='%cI %s' "$sha" | cut -c1-110))"
echo "date: $(date -u +%Y-%m-%dT%H:%MZ)"
cd "$work"
npx tsx eval/search-relevance-holdout-6/run.ts "$@"
