/**
 * NDCG@10 of the problem-sentence dev set (judged-queries.ts) in-process, over held-out sets 19 and 21's imported
 * databases, by the runner it shares with the want dev set (run-sentence-set.ts):
 *   npx tsx eval/search-problem-dev/run.ts <h19-db-url> <h21-db-url> [--all]
 */
import { runSentenceSet } from "./run-sentence-set.ts";
import { PROBLEM_QUERIES } from "./judged-queries.ts";

await runSentenceSet("problem dev set", [19, 21], PROBLEM_QUERIES);
process.exit(0);
