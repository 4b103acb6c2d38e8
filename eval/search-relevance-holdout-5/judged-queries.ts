/** All of held-out set 5's judged queries (generate-feeds.ts writes them into judgments.json). */
import type { JudgedQuery } from "./judged-query-kit.ts";
import { BRAND_QUERIES } from "./judged-queries-brands.ts";
import { NAME_QUERIES } from "./judged-queries-names.ts";
import { SIZE_QUERIES } from "./judged-queries-sizes.ts";
import { TYPO_QUERIES } from "./judged-queries-typos.ts";
import { WORD_QUERIES } from "./judged-queries-words.ts";

export const JUDGED_QUERIES: JudgedQuery[] = [
  ...NAME_QUERIES,
  ...BRAND_QUERIES,
  ...WORD_QUERIES,
  ...TYPO_QUERIES,
  ...SIZE_QUERIES,
];
