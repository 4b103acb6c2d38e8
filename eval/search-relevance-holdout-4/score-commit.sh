#!/usr/bin/env bash
# Scores a checkout's search engine with held-out set 4 without touching that checkout: exports its committed
# HEAD into a temp folder (git archive), links the checkout's node_modules, copies this folder and the held-out
# set 3 harness it imports (black-box.ts, score.ts, title-kit.ts, judged-query-kit.ts and what they load, all
# from this branch) in, and runs run.ts there (which builds that copy, imports feeds/ with its CLI and queries
# its production server).
#
#   flock /work/bench-locks/bench.lock bash eval/search-relevance-holdout-4/score-commit.sh /work/main main [run.ts options…]
#
# <label> only names the run in the output. Uncommitted changes in the checkout are not scored (a warning
# says so). The feeds, judgments and runner always come from this branch; the temp folder is removed after.
set -euo pipefail
checkout=${1:?usage: score-commit.sh <worktree-or-clone-dir> <label> [run.ts options]}
label=${2:?usage: score-commit.sh <worktree-or-clone-dir> <label> [run.ts options]}
shift 2
here=$(cd "$(dirname "$0")" && pwd)
set3="$here/../search-relevance-holdout-3"
checkout=$(cd "$checkout" && pwd)
sha=$(git -C "$checkout" rev-parse HEAD)
if [ -n "$(git -C "$checkout" status --porcelain --untracked-files=no)" ]; then
  echo "warning: $checkout has uncommitted changes; scoring its HEAD only" >&2
fi
dir=$(mktemp -d "${TMPDIR:-/tmp}/holdout4-${sha:0:8}-XXXX")
trap 'rm -rf "$dir"' EXIT
git -C "$checkout" archive "$sha" | tar -x -C "$dir"
ln -s "$checkout/node_modules" "$dir/node_modules"
rm -rf "$dir/eval/search-relevance-holdout-4" "$dir/eval/search-relevance-holdout-3"
mkdir -p "$dir/eval"
cp -r "$here" "$dir/eval/search-relevance-holdout-4"
cp -r "$set3" "$dir/eval/search-relevance-holdout-3"
echo "scoring $label: $sha ($(git -C "$checkout" log -1 --format='%cI %s' "$sha" | cut -c1-110))"
echo "date: $(date -u +%Y-%m-%dT%H:%MZ)"
cd "$dir"
npx tsx eval/search-relevance-holdout-4/run.ts "$@"
