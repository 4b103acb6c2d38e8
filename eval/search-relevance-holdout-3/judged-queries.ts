/** Every judged query of held-out set 3, names, then words, then category words and no-match (kinds in judged-query-kit.ts). */
import type { JudgedQuery } from "./judged-query-kit.ts";
import { CATEGORY_QUERIES } from "./judged-queries-categories.ts";
import { NAME_QUERIES } from "./judged-queries-names.ts";
import { WORD_QUERIES } from "./judged-queries-words.ts";

export const JUDGED_QUERIES: readonly JudgedQuery[] = [...NAME_QUERIES, ...WORD_QUERIES, ...CATEGORY_QUERIES];
