/** The four parts of the dev set, by the held-out set whose catalogue (and tuning database) each grades. */
import type { HabitQuery } from "./habits.ts";
import { QUERIES_10 } from "./judged-queries-10.ts";
import { QUERIES_11 } from "./judged-queries-11.ts";
import { QUERIES_13 } from "./judged-queries-13.ts";
import { QUERIES_14 } from "./judged-queries-14.ts";

export const SETS: readonly { set: 10 | 11 | 13 | 14; queries: readonly HabitQuery[] }[] = [
  { set: 10, queries: QUERIES_10 },
  { set: 11, queries: QUERIES_11 },
  { set: 13, queries: QUERIES_13 },
  { set: 14, queries: QUERIES_14 },
];
