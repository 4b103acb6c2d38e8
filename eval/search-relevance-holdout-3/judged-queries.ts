/** Every judged query of held-out set 3, names first then words (kinds in judged-query-kit.ts). */
import type { JudgedQuery } from "./judged-query-kit.ts";
import { NAME_QUERIES } from "./judged-queries-names.ts";
import { WORD_QUERIES } from "./judged-queries-words.ts";

export const JUDGED_QUERIES: readonly JudgedQuery[] = [...NAME_QUERIES, ...WORD_QUERIES];
