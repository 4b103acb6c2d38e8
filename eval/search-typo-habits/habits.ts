/**
 * The typing habits this dev set is written from, and the shape of one of its queries: set 3's JudgedQuery (kind
 * `misspelling`) plus the habits its misspellings show (one entry per misspelling, so a query with two entries
 * carries two misspellings).
 */
import type { JudgedQuery, Kind } from "../search-relevance-holdout-3/judged-query-kit.ts";
import type { Tier } from "../search-relevance-holdout-3/grade-kit.ts";

export const HABITS = {
  keyboard: "phone-keyboard neighbour slip (a key next to the right one)",
  spacing: "missing or extra space (words joined, a word or a size split)",
  phonetic: "phonetic spelling by someone who has only heard the word said",
  autocorrect: "autocorrect swapped a trade word for a common English word",
  apostrophe: "apostrophes and plurals (greengrocer's apostrophe, dropped or added s)",
  doubling: "double letters: one doubled that is single, or a double typed single",
  vowel: "vowel confusion",
  transposition: "dyslexic transposition of two letters",
  regional: "a regional pronunciation written out",
  brand: "misspelling of the catalogue's invented brand or range name",
  truncation: "missing letters at the end of a word from fast typing",
  caps: "caps lock left on",
} as const;
export type Habit = keyof typeof HABITS;

export interface HabitQuery extends JudgedQuery {
  /** One entry per misspelling (caps lock counts as one). */
  habits: Habit[];
}

/** A misspelling query over one set's grade kit: `m(["phonetic"], "plasterbord", [3, KEY], …)`. */
export function habitQueries(q: (text: string, kind: Kind, ...tiers: Tier[]) => JudgedQuery) {
  return (habits: Habit[], text: string, ...tiers: Tier[]): HabitQuery => ({
    ...q(text, "misspelling", ...tiers),
    habits,
  });
}
