/**
 * Writes feeds/ (one feed per merchant: RSS XML, TSV or CSV) and judgments.json (each feed item's catalogue key,
 * each key's titles, the judged queries) from held-out set 24's sources, through the writer the held-out sets share
 * (eval/search-relevance-holdout-3/feed-set-kit.ts).
 *
 *   npx tsx eval/search-relevance-holdout-24/generate-feeds.ts
 *
 * Repeatable: the same sources give byte-identical files. Re-run only when the catalogue or a grade was wrong
 * about a product, and record it in README.md (grades never follow the engine).
 */
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { writeFeedSet } from "../search-relevance-holdout-3/feed-set-kit.ts";
import { feedRows, SET24 } from "./feed-rows.ts";
import { JUDGED_QUERIES } from "./judged-queries.ts";

writeFeedSet(dirname(fileURLToPath(import.meta.url)), SET24, feedRows(), JUDGED_QUERIES).catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
