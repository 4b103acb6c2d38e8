/** Every term of every vocabulary table (line, type, grade, treatment, colour…), in table order, built once. */
import * as lines from "./product-lines.ts";
import type { Term } from "./term-tables.ts";
import * as masonryLines from "./product-lines-masonry.ts";
import * as namedLines from "./product-lines-named.ts";
import { normaliseText } from "./text.ts";

let terms: Term[] | null = null;
let phrases: readonly string[] | null = null;

export function allVocabularyTerms(): readonly Term[] {
  if (!terms) {
    const isTable = (v: unknown): v is Term[] =>
      Array.isArray(v) && v.length > 0 && typeof v[0] === "object" && v[0] !== null && "phrases" in v[0];
    // In export-name order, as Node lists a module namespace (and so the built CLI): vitest's module runner lists
    // exports in declaration order, which made tests read some titles unlike every import (decision 031).
    const inNameOrder = (ns: Record<string, unknown>) =>
      Object.keys(ns)
        .sort()
        .map((name) => ns[name]);
    // product-lines-masonry.ts was split out of product-lines.ts: its tables keep their place in that name order.
    terms = [...inNameOrder({ ...lines, ...masonryLines }), ...inNameOrder(namedLines)].filter(isTable).flat();
  }
  return terms;
}

/** Every phrase of every vocabulary table, canonical and distinct. */
export function vocabularyPhrases(): readonly string[] {
  phrases ??= [...new Set(allVocabularyTerms().flatMap((t) => t.phrases.map((p) => normaliseText(p).trim())))].filter(
    Boolean,
  );
  return phrases;
}
