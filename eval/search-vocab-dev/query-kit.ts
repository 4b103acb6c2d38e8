/**
 * The query writers of the vocabulary dev set: its queries are graded against the catalogues of held-out sets 13–16, in the tier
 * form eval/search-vocab-dev/vocab-kit.ts describes.
 */
import { CATALOGUE as CATALOGUE_13 } from "../search-relevance-holdout-13/catalogue.ts";
import { CATALOGUE as CATALOGUE_14 } from "../search-relevance-holdout-14/catalogue.ts";
import { CATALOGUE as CATALOGUE_15 } from "../search-relevance-holdout-15/catalogue.ts";
import { CATALOGUE as CATALOGUE_16 } from "../search-relevance-holdout-16/catalogue.ts";
import { type VocabQuery as AnyVocabQuery, vocabQueryKit } from "./vocab-kit.ts";

export { VOCAB_KINDS, type VocabKind } from "./vocab-kit.ts";

export const VOCAB_SETS = [13, 14, 15, 16] as const;
export type VocabSet = (typeof VOCAB_SETS)[number];
export type VocabQuery = AnyVocabQuery<VocabSet>;

export const CATALOGUE_KEYS: Readonly<Record<VocabSet, readonly string[]>> = {
  13: CATALOGUE_13.map((p) => p.key),
  14: CATALOGUE_14.map((p) => p.key),
  15: CATALOGUE_15.map((p) => p.key),
  16: CATALOGUE_16.map((p) => p.key),
};

export const { intent, synonym, generic } = vocabQueryKit(CATALOGUE_KEYS);
