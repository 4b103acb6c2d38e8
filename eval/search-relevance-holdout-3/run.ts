/**
 * Held-out search relevance, set 3: a black-box NDCG@10 of /api/search over five invented merchants' feeds.
 *
 *   npx tsx eval/search-relevance-holdout-3/run.ts [--skip-build] [--pg postgres://…] [--json out.json] [--worst N]
 *   npx tsx eval/search-relevance-holdout-3/run.ts --check   # the plumbing only: import, server, offers; no scores
 *
 * Run from a checkout's root (score-commit.sh does it for any commit). Builds it (`npm run build`), imports
 * feeds/ with the built CLI into a fresh database (PGlite in a temp folder; with --pg, a new database
 * holdout3_<pid>_<time> on that server, dropped afterwards), starts build/node/server.js with the page and
 * search caches off, asks /api/search?q=…&limit=10 for every judged query, maps each returned product to
 * its feed items through /api/offers and prints NDCG@10 overall and per kind, and the share of no-match
 * queries that correctly returned nothing. Exit 0 after a measurement, 1 when the run itself failed.
 */
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { runHeldOutSet } from "./run-set.ts";

runHeldOutSet(dirname(fileURLToPath(import.meta.url))).then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(`run failed: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  },
);
