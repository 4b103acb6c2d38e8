/**
 * The vocabulary dev set: every judged query in one list (multi-word intent, synonyms and generic words over
 * held-out sets 13–16's catalogues). See README.md for how it was written and graded.
 */
import { GENERIC_13_14 } from "./judged-queries-generic-13-14.ts";
import { GENERIC_15_16 } from "./judged-queries-generic-15-16.ts";
import { INTENT_13 } from "./judged-queries-intent-13.ts";
import { INTENT_14 } from "./judged-queries-intent-14.ts";
import { INTENT_15 } from "./judged-queries-intent-15.ts";
import { INTENT_16 } from "./judged-queries-intent-16.ts";
import { SYNONYMS_13_14 } from "./judged-queries-synonyms-13-14.ts";
import { SYNONYMS_15_16 } from "./judged-queries-synonyms-15-16.ts";
import type { VocabQuery } from "./query-kit.ts";

export const VOCAB_QUERIES: readonly VocabQuery[] = [
  ...INTENT_13,
  ...INTENT_14,
  ...INTENT_15,
  ...INTENT_16,
  ...SYNONYMS_13_14,
  ...SYNONYMS_15_16,
  ...GENERIC_13_14,
  ...GENERIC_15_16,
];
