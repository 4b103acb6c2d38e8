/**
 * NDCG@10 of the vocabulary dev set (judged-queries.ts: multi-word intent, synonyms and generic words) in-process, over the
 * imported databases of the spent held-out sets 13–16 (`tune_h13` … `tune_h16`, or a lane's copies), by the runner
 * both vocabulary dev sets share (eval/search-vocab-dev/run-vocab-set.ts says what it prints and how it grades):
 *   npx tsx eval/search-vocab-dev/run.ts <h13-url> <h14-url> <h15-url> <h16-url> [--worst N] [--check]
 */
import { runVocabSet } from "./run-vocab-set.ts";
import { VOCAB_QUERIES } from "./judged-queries.ts";
import { VOCAB_SETS } from "./query-kit.ts";

await runVocabSet("vocab dev", VOCAB_SETS, VOCAB_QUERIES);
