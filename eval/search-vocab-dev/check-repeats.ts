/**
 * Checks that no query of this dev set repeats one already written elsewhere (held-out sets 2–17, the in-suite
 * sets, the other dev and typo folders), without showing anyone else's queries (`check-vocab-repeats.ts`).
 *   npx tsx eval/search-vocab-dev/check-repeats.ts
 */
import { checkVocabRepeats } from "./check-vocab-repeats.ts";
import { VOCAB_QUERIES } from "./judged-queries.ts";

checkVocabRepeats({ queries: VOCAB_QUERIES, ownFolder: "search-vocab-dev", lastSet: 17 });
