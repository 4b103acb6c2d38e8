/** Every judged query of held-out set 24, by kind (the files say how each kind is written). */
import { BRANDS } from "./judged-queries-brands.ts";
import { INTENT } from "./judged-queries-intent.ts";
import { NAMES } from "./judged-queries-names.ts";
import { SIZES } from "./judged-queries-sizes.ts";
import { SYNONYMS } from "./judged-queries-synonyms.ts";
import { TYPOS } from "./judged-queries-typos.ts";
import { GENERIC, NO_MATCH } from "./judged-queries-words.ts";
import type { JudgedQuery } from "./judged-query-kit.ts";

export const JUDGED_QUERIES: readonly JudgedQuery[] = [
  ...NAMES,
  ...INTENT,
  ...SYNONYMS,
  ...TYPOS,
  ...BRANDS,
  ...SIZES,
  ...GENERIC,
  ...NO_MATCH,
];
