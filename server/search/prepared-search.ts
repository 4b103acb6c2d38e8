import type { TextQueries } from "./build-text-queries.ts";
import type { QueryTerm } from "./parse-search-query.ts";
import type { SizeConstraint } from "./size-tokens.ts";

/** Everything the search statement needs, decided before it runs. */
export interface PreparedSearch {
  text: string;
  /** The text as read: `text` re-spaced and with reader corrections in place ("a newdeck" → "a new deck"). */
  read: string;
  /** Canonical query, compared with canonical product names for the exact-name boost. */
  key: string;
  terms: QueryTerm[];
  textQueries: TextQueries | null;
  /** What the product is for ("for bathroom", words only descriptions use): ranks, never filters. */
  contextTerms: QueryTerm[];
  /** Sizes rank products (exact size first); without any words they are the whole query. */
  sizes: SizeConstraint[];
  /** Typed word → catalogue word, in typed order. */
  corrections: Array<{ from: string; to: string }>;
  /** Words that match nothing in the catalogue and were left out of a longer query. */
  ignoredWords: string[];
  /**
   * Words read as naming products through a table rather than the catalogue's text: a synonym group's name
   * ("thermal board") or the object a job's entry reads to choose its products ("reducing noise"). Absent: none.
   */
  tableWords?: string[];
  /** True when the query can match nothing (only unknown words, or nothing searchable). */
  empty: boolean;
}

/** The query as searched after corrections ("plasterboard 12.5mm"), for "Showing results for"; null when nothing was corrected. */
export function correctedQuery(prepared: PreparedSearch): string | null {
  if (prepared.corrections.length === 0) return null;
  return prepared.terms
    .map((t) => t.words.join(" "))
    .concat(prepared.sizes.map((s) => s.label))
    .join(" ");
}
