/**
 * Held-out search relevance, set 24: a black-box NDCG@10 of /api/search over four invented merchants' feeds.
 *
 *   npx tsx eval/search-relevance-holdout-24/run.ts [--skip-build] [--pg postgres://…] [--json out.json] [--worst N]
 *   npx tsx eval/search-relevance-holdout-24/run.ts --check   # the plumbing only: import, server, offers; no scores
 *
 * Run from a checkout's root (score-commit.sh does it for any commit). The runner is held-out set 3's
 * run-set.ts (imported, not copied): build, import feeds/ with the built CLI into a fresh database, serve with
 * caches off, ask /api/search?q=…&limit=10 for every judged query in judgments.json, print NDCG@10 per kind.
 */
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { runHeldOutSet } from "../search-relevance-holdout-3/run-set.ts";

runHeldOutSet(dirname(fileURLToPath(import.meta.url))).then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(`run failed: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  },
);
