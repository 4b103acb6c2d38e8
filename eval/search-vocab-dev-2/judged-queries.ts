/**
 * The second vocabulary dev set: multi-word intent, synonyms and generic category words over the catalogues of
 * the spent held-out sets 14–17, each query graded by its own set's catalogue keys (query-kit.ts).
 */
import { GENERIC_14, INTENT_14, SYNONYMS_14 } from "./judged-queries-14.ts";
import { GENERIC_15, INTENT_15, SYNONYMS_15 } from "./judged-queries-15.ts";
import { GENERIC_16, INTENT_16, SYNONYMS_16 } from "./judged-queries-16.ts";
import { GENERIC_17, INTENT_17, SYNONYMS_17 } from "./judged-queries-17.ts";
import type { VocabQuery } from "./query-kit.ts";

export const VOCAB_QUERIES: readonly VocabQuery[] = [
  ...INTENT_14,
  ...INTENT_15,
  ...INTENT_16,
  ...INTENT_17,
  ...SYNONYMS_14,
  ...SYNONYMS_15,
  ...SYNONYMS_16,
  ...SYNONYMS_17,
  ...GENERIC_14,
  ...GENERIC_15,
  ...GENERIC_16,
  ...GENERIC_17,
];
