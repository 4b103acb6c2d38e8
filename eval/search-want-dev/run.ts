/**
 * NDCG@10 of the problem and want dev set (judged-queries.ts) in-process, over held-out sets 20 and 22's imported
 * databases, by the runner it shares with the problem dev set (eval/search-problem-dev/run-sentence-set.ts):
 *   npx tsx eval/search-want-dev/run.ts <h20-db-url> <h22-db-url> [--all]
 */
import { runSentenceSet } from "../search-problem-dev/run-sentence-set.ts";
import { WANT_QUERIES } from "./judged-queries.ts";

await runSentenceSet("want dev set", [20, 22], WANT_QUERIES);
process.exit(0);
