/** Every judged query of held-out set 6, in a fixed order (judgments.json follows it). */
import { BRANDS } from "./judged-queries-brands.ts";
import { INTENTS } from "./judged-queries-intent.ts";
import { NAMES } from "./judged-queries-names.ts";
import { SIZES } from "./judged-queries-sizes.ts";
import { SYNONYMS } from "./judged-queries-synonyms.ts";
import { TYPOS } from "./judged-queries-typos.ts";
import { GENERIC, NO_MATCH } from "./judged-queries-words.ts";
import type { JudgedQuery } from "./judged-query-kit.ts";

export const JUDGED_QUERIES: readonly JudgedQuery[] = [
  ...NAMES,
  ...INTENTS,
  ...SYNONYMS,
  ...TYPOS,
  ...BRANDS,
  ...SIZES,
  ...GENERIC,
  ...NO_MATCH,
];
