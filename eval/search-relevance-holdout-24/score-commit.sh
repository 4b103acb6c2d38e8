#!/usr/bin/env bash
# Scores a checkout's committed HEAD with held-out set 24 (eval/search-relevance-holdout-3/score-set-commit.sh says how).
#
#   flock /work/bench-locks/bench.lock bash eval/search-relevance-holdout-24/score-commit.sh <checkout> <label> [run.ts options…]
set -euo pipefail
exec bash "$(dirname "$0")/../search-relevance-holdout-3/score-set-commit.sh" search-relevance-holdout-24 "$@"
