/**
 * NDCG@10 of the second intent dev set (judged-queries.ts: multi-word intent only, tagged problem / job / want /
 * question) in-process, over the imported databases of the spent held-out sets 15–18 (`tune_h15` … `tune_h18`, or a
 * lane's copies), by the runner the vocabulary dev sets share (eval/search-vocab-dev/run-vocab-set.ts says what it
 * prints and how it grades), with figures per sub-kind overall and within each set:
 *   npx tsx eval/search-intent-dev-2/run.ts <h15-url> <h16-url> <h17-url> <h18-url> [--worst N] [--check]
 */
import { runVocabSet } from "../search-vocab-dev/run-vocab-set.ts";
import { INTENT_QUERIES } from "./judged-queries.ts";
import { INTENT_SETS, SUB_KINDS } from "./query-kit.ts";

await runVocabSet("intent dev 2", INTENT_SETS, INTENT_QUERIES, { names: SUB_KINDS, of: (q) => q.sub });
