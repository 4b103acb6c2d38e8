#!/usr/bin/env bash
# Scores a checkout's search engine with one held-out set without touching that checkout. Each set's own
# score-commit.sh calls this with its folder's name. It exports the checkout's committed HEAD into a temp folder
# (git archive), links the checkout's node_modules, puts this branch's copy of the set's folder and of held-out
# set 3's harness (run-set.ts, black-box.ts, score.ts, title-kit.ts, judged-query-kit.ts and what they load) in
# place of the checkout's own, and runs the set's run.ts there: it builds that copy, imports the set's feeds/ with
# its CLI into a fresh database and queries its production server.
#
#   bash eval/search-relevance-holdout-3/score-set-commit.sh search-relevance-holdout-6 <checkout> <label> [run.ts options…]
#
# <label> only names the run in the output. Uncommitted changes in the checkout are not scored (a warning says
# so). Feeds, judgments and runner always come from this branch; the temp folder is removed afterwards.
set -euo pipefail
usage="usage: score-set-commit.sh <set folder under eval/> <worktree-or-clone-dir> <label> [run.ts options]"
set=${1:?$usage}
checkout=${2:?$usage}
label=${3:?$usage}
shift 3
evalDir=$(cd "$(dirname "$0")/.." && pwd)
[ -f "$evalDir/$set/run.ts" ] || { echo "no held-out set at eval/$set (run.ts missing)" >&2; exit 2; }
checkout=$(cd "$checkout" && pwd)
sha=$(git -C "$checkout" rev-parse HEAD)
if [ -n "$(git -C "$checkout" status --porcelain --untracked-files=no)" ]; then
  echo "warning: $checkout has uncommitted changes; scoring its HEAD only" >&2
fi
work=$(mktemp -d "${TMPDIR:-/tmp}/${set}-${sha:0:8}-XXXX")
trap 'rm -rf "$work"' EXIT
git -C "$checkout" archive "$sha" | tar -x -C "$work"
ln -s "$checkout/node_modules" "$work/node_modules"
mkdir -p "$work/eval"
for copied in "$set" search-relevance-holdout-3; do
  rm -rf "${work:?}/eval/$copied"
  cp -r "$evalDir/$copied" "$work/eval/$copied"
done
echo "scoring $label: $sha ($(git -C "$checkout" log -1 --format='%cI %s' "$sha" | cut -c1-110))"
echo "date: $(date -u +%Y-%m-%dT%H:%MZ)"
cd "$work"
npx tsx "eval/$set/run.ts" "$@"
