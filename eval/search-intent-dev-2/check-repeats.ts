/**
 * The second intent dev set's repeat check (eval/search-vocab-dev/check-vocab-repeats.ts says what it reads and
 * prints: counts and this set's own repeats only), against held-out sets 2–19, set 20 on its branch, the in-suite
 * sets and every other dev and typo folder:
 *   npx tsx eval/search-intent-dev-2/check-repeats.ts
 */
import { checkVocabRepeats } from "../search-vocab-dev/check-vocab-repeats.ts";
import { INTENT_QUERIES } from "./judged-queries.ts";

checkVocabRepeats({
  queries: INTENT_QUERIES.map((q) => ({ q: q.q, set: q.set, kind: q.sub })),
  ownFolder: "search-intent-dev-2",
  lastSet: 19,
  branchSets: [{ label: "held-out set 20", ref: "h20-holdout:eval/search-relevance-holdout-20/judgments.json" }],
});
