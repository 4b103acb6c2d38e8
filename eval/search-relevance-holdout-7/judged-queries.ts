/** Every judged query of held-out set 7, by kind. */
import type { JudgedQuery } from "./judged-query-kit.ts";
import { BRANDS } from "./judged-queries-brands.ts";
import { INTENT } from "./judged-queries-intent.ts";
import { NAMES } from "./judged-queries-names.ts";
import { SIZES } from "./judged-queries-sizes.ts";
import { SYNONYMS } from "./judged-queries-synonyms.ts";
import { TYPOS } from "./judged-queries-typos.ts";
import { WORDS } from "./judged-queries-words.ts";

export const JUDGED_QUERIES: readonly JudgedQuery[] = [
  ...NAMES,
  ...INTENT,
  ...SYNONYMS,
  ...TYPOS,
  ...BRANDS,
  ...SIZES,
  ...WORDS,
];
