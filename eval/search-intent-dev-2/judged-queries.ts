/** The second intent dev set: 200 multi-word intent queries, 50 over each of held-out sets 15–18's catalogues. */
import { QUERIES_15 } from "./judged-queries-15.ts";
import { QUERIES_16 } from "./judged-queries-16.ts";
import { QUERIES_17 } from "./judged-queries-17.ts";
import { QUERIES_18 } from "./judged-queries-18.ts";
import type { IntentQuery } from "./query-kit.ts";

export const INTENT_QUERIES: readonly IntentQuery[] = [...QUERIES_15, ...QUERIES_16, ...QUERIES_17, ...QUERIES_18];
