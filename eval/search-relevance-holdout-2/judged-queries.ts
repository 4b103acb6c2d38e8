/** Every judged query of this set (the source of judgments.json; see README.md for the grading rules). */
import type { JudgedQuery } from "./judged-query-kit.ts";
import { NAME_QUERIES } from "./judged-queries-names.ts";
import { WORD_QUERIES } from "./judged-queries-words.ts";

export const JUDGED_QUERIES: readonly JudgedQuery[] = [...NAME_QUERIES, ...WORD_QUERIES];
