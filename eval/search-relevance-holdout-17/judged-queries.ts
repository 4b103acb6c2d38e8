/** Every judged query of held-out set 17, by kind (the files say how each kind is written). */
import type { JudgedQuery } from "./judged-query-kit.ts";

export const JUDGED_QUERIES: readonly JudgedQuery[] = [];
