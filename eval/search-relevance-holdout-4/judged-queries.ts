/** Held-out set 4: every judged query, in kind order. */
import { BRAND, EXACT_NAME, MISSPELLING } from "./judged-queries-names.ts";
import { DIMENSION, NO_MATCH } from "./judged-queries-sizes.ts";
import { GENERIC, MULTI_WORD_INTENT, SYNONYM } from "./judged-queries-words.ts";
import type { JudgedQuery } from "./judged-query-kit.ts";

export const JUDGED_QUERIES: readonly JudgedQuery[] = [
  ...EXACT_NAME,
  ...MULTI_WORD_INTENT,
  ...SYNONYM,
  ...MISSPELLING,
  ...BRAND,
  ...DIMENSION,
  ...GENERIC,
  ...NO_MATCH,
];
