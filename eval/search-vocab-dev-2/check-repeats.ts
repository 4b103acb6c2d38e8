/**
 * Checks that no query of this dev set repeats one already written elsewhere (held-out sets 2–18, set 19 from its
 * writer's branch while it was unmerged, the in-suite sets, the other dev and typo folders), without showing anyone
 * else's queries (`../search-vocab-dev/check-vocab-repeats.ts`).
 *   npx tsx eval/search-vocab-dev-2/check-repeats.ts
 */
import { checkVocabRepeats } from "../search-vocab-dev/check-vocab-repeats.ts";
import { VOCAB_QUERIES } from "./judged-queries.ts";

checkVocabRepeats({
  queries: VOCAB_QUERIES,
  ownFolder: "search-vocab-dev-2",
  lastSet: 18,
  branchSets: [{ label: "set 19", ref: "h19-holdout:eval/search-relevance-holdout-19/judgments.json" }],
});
