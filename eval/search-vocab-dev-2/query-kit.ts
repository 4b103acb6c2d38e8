/**
 * The query writers of the second vocabulary dev set: its queries are graded against the catalogues of held-out sets 14–17, in the tier
 * form eval/search-vocab-dev/vocab-kit.ts describes.
 */
import { CATALOGUE as CATALOGUE_14 } from "../search-relevance-holdout-14/catalogue.ts";
import { CATALOGUE as CATALOGUE_15 } from "../search-relevance-holdout-15/catalogue.ts";
import { CATALOGUE as CATALOGUE_16 } from "../search-relevance-holdout-16/catalogue.ts";
import { CATALOGUE as CATALOGUE_17 } from "../search-relevance-holdout-17/catalogue.ts";
import { type VocabQuery as AnyVocabQuery, vocabQueryKit } from "../search-vocab-dev/vocab-kit.ts";

export { VOCAB_KINDS, type VocabKind } from "../search-vocab-dev/vocab-kit.ts";

export const VOCAB_SETS = [14, 15, 16, 17] as const;
export type VocabSet = (typeof VOCAB_SETS)[number];
export type VocabQuery = AnyVocabQuery<VocabSet>;

export const CATALOGUE_KEYS: Readonly<Record<VocabSet, readonly string[]>> = {
  14: CATALOGUE_14.map((p) => p.key),
  15: CATALOGUE_15.map((p) => p.key),
  16: CATALOGUE_16.map((p) => p.key),
  17: CATALOGUE_17.map((p) => p.key),
};

export const { intent, synonym, generic } = vocabQueryKit(CATALOGUE_KEYS);
